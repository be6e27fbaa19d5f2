// The catalogue of families: each family is one value made by `defineFamily` (src/core/family.ts),
// which types its scenario, plan, results and algorithms together and erases them in one place. Each
// family plugs in with one import and one entry below.
import type { ExperimentDef } from "./experiment";
import {
  PlanError,
  type AnyFamily,
  type Preset,
  type RunContext,
  type RunOptions,
  type RunResult,
} from "./family";
import { issue } from "./scenario/errors";
import type { Family } from "./schedule/types";
import { multicastFamily } from "./multicast";
import { allgatherFamily, type AllgatherDetails, type AllgatherScenario } from "./allgather";
import type { MulticastScenario } from "./multicast/scenario";
import { packetFamily, type PacketDetails, type PacketScenario } from "./packet";
import { gridFamily, type GridDetails, type GridScenario } from "./grid";
import {
  redistributionFamily,
  type RedistributionDetails,
  type RedistributionScenario,
} from "./redistribution";

/** Every kind of scenario the app understands. */
export type Scenario =
  MulticastScenario | AllgatherScenario | PacketScenario | GridScenario | RedistributionScenario;

/** The scenario kinds: "multicast", "allgather", "packet-multicast", "grid-broadcast", "redistribution". */
export type Kind = Scenario["kind"];

/** The scenario type of one kind. */
export type ScenarioOfKind<K extends Kind> = Extract<Scenario, { readonly kind: K }>;

/** Each family's own results (`RunResult.details`), by family name. */
export interface DetailsByFamily {
  readonly multicast: Record<string, unknown>;
  readonly allgather: AllgatherDetails;
  readonly packet: PacketDetails;
  readonly grid: GridDetails;
  readonly redistribution: RedistributionDetails;
}

/** The family name of each scenario kind. */
export const FAMILY_OF_KIND = {
  multicast: "multicast",
  allgather: "allgather",
  "packet-multicast": "packet",
  "grid-broadcast": "grid",
  redistribution: "redistribution",
} as const satisfies Record<Kind, Family>;

export type { AnyFamily };

const TYPED = {
  multicast: multicastFamily,
  allgather: allgatherFamily,
  packet: packetFamily,
  grid: gridFamily,
  redistribution: redistributionFamily,
} as const;

/** Reads a family's results from a run: each entry checks that the run is that family's. */
const DETAILS: { readonly [F in Family]: (result: RunResult) => DetailsByFamily[F] | undefined } = {
  multicast: TYPED.multicast.detailsOf,
  allgather: TYPED.allgather.detailsOf,
  packet: TYPED.packet.detailsOf,
  grid: TYPED.grid.detailsOf,
  redistribution: TYPED.redistribution.detailsOf,
};

/** The family's own results of `result`, or undefined when the run is another family's. */
export function detailsOf<F extends Family>(result: RunResult, family: F): DetailsByFamily[F] | undefined {
  return DETAILS[family](result);
}

/** The family's own results of a run of that family (a view offered only for the family); throws otherwise. */
export function expectDetails<F extends Family>(result: RunResult, family: F): DetailsByFamily[F] {
  const details = detailsOf(result, family);
  if (details === undefined) throw new Error(`expected a ${family} run, not ${result.schedule.family}`);
  return details;
}

/** Whether `s` is a scenario of `kind` (narrows it). */
export function isKind<K extends Kind>(s: Scenario, kind: K): s is ScenarioOfKind<K> {
  return s.kind === kind;
}

/** `s` as a scenario of `kind`; throws (naming the kinds) when it is another kind's. */
export function scenarioOfKind<K extends Kind>(s: Scenario, kind: K): ScenarioOfKind<K> {
  if (!isKind(s, kind)) throw issue("kind", `expected a ${kind} scenario, not ${s.kind}`);
  return s;
}

export const FAMILIES: readonly AnyFamily[] = Object.values(TYPED).map((f) => f.erased);

export const KINDS: readonly Kind[] = Object.values(TYPED).map((f) => f.kind);

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

/** Resolves an algorithm id within the scenario's family; throws naming the field and the known ids. */
export function resolveAlgorithm(s: Scenario, id: string | undefined): string {
  return familyOf(s).resolveAlgorithm(id);
}

export type { RunOptions };

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
  return familyOf(s).run(s, algorithmId, ctx, options);
}

export { PlanError };
