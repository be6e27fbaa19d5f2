// What the registry answers about its families, over any list of them (docs/architecture.md, "How a
// family plugs in"). registry.ts holds every family, imported statically (the app, the CLI, the tests);
// registry-lazy.ts, which replaces it in the scheduling worker's bundle, loads a family's code when a
// request first needs it. Both answer through these functions, so they cannot disagree. No family is
// imported here.
import type { ExperimentDef } from "./experiment";
import type { AnyFamily, Preset, RunContext, RunOptions, RunResult } from "./family";
import type { Kind, Scenario, ScenarioOfKind } from "./registry";
import { issue } from "./scenario/errors";
import type { Family } from "./schedule/types";

/** The family name of each scenario kind, in catalogue order. */
export const FAMILY_OF_KIND = {
  multicast: "multicast",
  allgather: "allgather",
  "packet-multicast": "packet",
  "grid-broadcast": "grid",
  redistribution: "redistribution",
} as const satisfies Record<Kind, Family>;

/** The scenario kinds, in catalogue order. */
export const CATALOGUE_KINDS = Object.keys(FAMILY_OF_KIND) as readonly Kind[];

/** Whether `kind` is one of the catalogue's kinds (narrows it). */
export const isCatalogueKind = (kind: unknown): kind is Kind =>
  typeof kind === "string" && Object.hasOwn(FAMILY_OF_KIND, kind);

/** Whether `s` is a scenario of `kind` (narrows it). */
export function isKind<K extends Kind>(s: Scenario, kind: K): s is ScenarioOfKind<K> {
  return s.kind === kind;
}

/** `s` as a scenario of `kind`; throws (naming the kinds) when it is another kind's. */
export function scenarioOfKind<K extends Kind>(s: Scenario, kind: K): ScenarioOfKind<K> {
  if (!isKind(s, kind)) throw issue("kind", `expected a ${kind} scenario, not ${s.kind}`);
  return s;
}

export interface Catalogue {
  familyForKind(kind: string): AnyFamily | undefined;
  familyOf(s: Scenario): AnyFamily;
  /** All presets, in family order. */
  allPresets(): readonly Preset[];
  /** All sweeps, in family order. */
  allExperiments(): readonly ExperimentDef[];
  findExperiment(id: string): ExperimentDef | undefined;
  findPreset(id: string): Preset | undefined;
  /** Resolves an algorithm id within the scenario's family; throws naming the field and the known ids. */
  resolveAlgorithm(s: Scenario, id: string | undefined): string;
  /**
   * Heuristic → plan → simulator → Schedule; or, when the scenario carries a user-edited plan, replays
   * that plan. Throws ScenarioError for a bad algorithm id and PlanError for an impossible plan.
   */
  runScenario(s: Scenario, algorithmId?: string, ctx?: RunContext, options?: RunOptions): RunResult;
}

/** The registry's answers over `families` (read at each call: a lazy registry's list grows). */
export function catalogueOf(families: readonly AnyFamily[]): Catalogue {
  const familyForKind = (kind: string) => families.find((f) => f.kind === kind);
  const familyOf = (s: Scenario) => {
    const f = familyForKind(s.kind);
    if (!f) throw issue("kind", `unknown kind ${JSON.stringify(s.kind)}`);
    return f;
  };
  const allPresets = () => families.flatMap((f) => f.presets);
  const allExperiments = () => families.flatMap((f) => f.experiments);
  return {
    familyForKind,
    familyOf,
    allPresets,
    allExperiments,
    findExperiment: (id) => allExperiments().find((e) => e.id === id),
    findPreset: (id) => allPresets().find((p) => p.id === id),
    resolveAlgorithm: (s, id) => familyOf(s).resolveAlgorithm(id),
    runScenario: (s, algorithmId, ctx = {}, options = {}) => familyOf(s).run(s, algorithmId, ctx, options),
  };
}
