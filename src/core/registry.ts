// The catalogue of families and algorithms: id, family, display name, paper section, complexity,
// run(). Each family plugs in with one import and one entry below.
import {
  PlanError,
  type FamilyModule,
  type Preset,
  type RunContext,
  type RunResult,
  type ScenarioCommon,
} from "./family";
import type { ExperimentDef } from "./experiment";
import { issue } from "./scenario/errors";
import { multicastFamily } from "./multicast";
import { allgatherFamily } from "./allgather";
import type { AllgatherScenario } from "./allgather/scenario";
import type { MulticastScenario } from "./multicast/scenario";
import { packetFamily } from "./packet";
import type { PacketScenario } from "./packet/scenario";
import { gridFamily, type GridScenario } from "./grid";
import { redistributionFamily } from "./redistribution";
import type { RedistributionScenario } from "./redistribution/scenario";

/** Every kind of scenario the app understands. */
export type Scenario =
  MulticastScenario | AllgatherScenario | PacketScenario | GridScenario | RedistributionScenario;

export type AnyFamily = FamilyModule<ScenarioCommon, unknown, Record<string, unknown>>;

export const FAMILIES: readonly AnyFamily[] = [
  multicastFamily as unknown as AnyFamily,
  allgatherFamily as unknown as AnyFamily,
  packetFamily as unknown as AnyFamily,
  gridFamily as unknown as AnyFamily,
  redistributionFamily as unknown as AnyFamily,
];

export const KINDS: readonly string[] = FAMILIES.map((f) => f.kind);

export function familyForKind(kind: string): AnyFamily | undefined {
  return FAMILIES.find((f) => f.kind === kind);
}

export function familyOf(s: Scenario): AnyFamily {
  const f = familyForKind(s.kind);
  if (!f) throw issue("kind", `unknown kind ${JSON.stringify(s.kind)}`);
  return f;
}

/** All presets, in family order. */
export function allPresets(): readonly Preset[] {
  return FAMILIES.flatMap((f) => f.presets);
}

/** All sweeps, in family order. */
export function allExperiments(): readonly ExperimentDef[] {
  return FAMILIES.flatMap((f) => f.experiments);
}

export function findExperiment(id: string): ExperimentDef | undefined {
  return allExperiments().find((e) => e.id === id);
}

export function findPreset(id: string): Preset | undefined {
  return allPresets().find((p) => p.id === id);
}

/** Resolves an algorithm id within the scenario's family; throws naming the field. */
export function resolveAlgorithm(s: Scenario, id: string | undefined): string {
  const f = familyOf(s);
  if (id === undefined) return f.defaultAlgorithm;
  if (!f.algorithms.some((a) => a.id === id)) {
    throw issue(
      "algorithm",
      `unknown id "${id}" for ${f.kind} (known: ${f.algorithms.map((a) => a.id).join(", ")})`,
    );
  }
  return id;
}

export interface RunOptions {
  /** Run the heuristic even when the scenario carries an edited plan ("reset"). */
  readonly ignorePlan?: boolean;
}

/**
 * Heuristic → plan → simulator → Schedule; or, when the scenario carries a user-edited plan, replays
 * that plan. Throws ScenarioError for a bad algorithm id and PlanError for an impossible plan.
 */
export function runScenario(
  s: Scenario,
  algorithmId?: string,
  ctx: RunContext = {},
  options: RunOptions = {},
): RunResult {
  const family = familyOf(s);
  const algorithm = resolveAlgorithm(s, algorithmId);
  const stored = options.ignorePlan ? undefined : family.storedPlan(s);
  if (stored !== undefined) {
    const replayed = family.replay(s, stored, algorithm, undefined);
    return { ...replayed, algorithm, edited: true, plan: stored };
  }
  const outcome = family.heuristic(s, algorithm, ctx);
  const replayed = family.replay(s, outcome.plan, algorithm, outcome.steps);
  return { ...replayed, algorithm, edited: false, plan: outcome.plan };
}

export { PlanError };
