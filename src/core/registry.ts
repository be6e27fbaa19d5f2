// The catalogue of families: each family is one value made by `defineFamily` (src/core/family.ts),
// which types its scenario, plan, results and algorithms together and erases them in one place. Each
// family plugs in with one import and one entry below (and one loader in registry-lazy.ts, its
// on-demand twin in the scheduling worker; the answers themselves are catalogue.ts's).
import { catalogueOf } from "./catalogue";
import { PlanError, type AnyFamily, type RunOptions, type RunResult } from "./family";
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

export { FAMILY_OF_KIND, isKind, scenarioOfKind } from "./catalogue";

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

export const FAMILIES: readonly AnyFamily[] = Object.values(TYPED).map((f) => f.erased);

export const KINDS: readonly Kind[] = Object.values(TYPED).map((f) => f.kind);

const CATALOGUE = catalogueOf(FAMILIES);

export const familyForKind = CATALOGUE.familyForKind;
export const familyOf = CATALOGUE.familyOf;
/** All presets, in family order. */
export const allPresets = CATALOGUE.allPresets;
/** All sweeps, in family order. */
export const allExperiments = CATALOGUE.allExperiments;
export const findExperiment = CATALOGUE.findExperiment;
export const findPreset = CATALOGUE.findPreset;
/** Resolves an algorithm id within the scenario's family; throws naming the field and the known ids. */
export const resolveAlgorithm = CATALOGUE.resolveAlgorithm;
/**
 * Heuristic → plan → simulator → Schedule; or, when the scenario carries a user-edited plan, replays
 * that plan. Throws ScenarioError for a bad algorithm id and PlanError for an impossible plan.
 */
export const runScenario = CATALOGUE.runScenario;

/**
 * Makes sure the families of `kinds` (or all) are loaded: here they always are (imported above). In the
 * scheduling worker's bundle registry-lazy.ts replaces this module and loads them on demand.
 */
export function loadFamilies(kinds: readonly string[] | "all"): Promise<void> {
  void kinds;
  return Promise.resolve();
}

export type { RunOptions };

export { PlanError };
