// The catalogue of grid heuristics (Steffenel–Mounié Secs 4–5) and the dispatch from id to function.
// Ids as docs/scenario-format.md, algorithm ids.
import type { AlgorithmInfo, PlanOutcome, RunContext } from "../family";
import { issue } from "../scenario/errors";
import { bottomUp } from "./heuristics/bottom-up";
import { earlyCompletionEdgeFirst } from "./heuristics/ecef";
import { ecefLookahead } from "./heuristics/ecef-la";
import { ecefLookaheadMaxIntra } from "./heuristics/ecef-lat-max";
import { ecefLookaheadMinIntra } from "./heuristics/ecef-lat-min";
import { fastestEdgeFirst } from "./heuristics/fef";
import { flatTree } from "./heuristics/flat";
import type { GridModel } from "./model";
import type { GridPlan } from "./scenario";

export const GRID_ALGORITHM_IDS = [
  "flat",
  "fef",
  "ecef",
  "ecef-la",
  "ecef-lat-min",
  "ecef-lat-max",
  "bottom-up",
] as const;

export type GridAlgorithmId = (typeof GRID_ALGORITHM_IDS)[number];

/** The ECEF family: the reference set of the paper's Fig. 4. */
export const ECEF_FAMILY: readonly GridAlgorithmId[] = ["ecef", "ecef-la", "ecef-lat-min", "ecef-lat-max"];

export const GRID_ALGORITHMS: readonly AlgorithmInfo[] = [
  {
    id: "flat",
    name: "Flat Tree",
    section: "Sec. 4.1",
    complexity: "O(C)",
    summary: "The root sends to every other cluster in list order (ECO, MagPIe).",
  },
  {
    id: "fef",
    name: "FEF",
    section: "Sec. 4.2",
    complexity: "O(C³)",
    summary:
      "Fastest Edge First: the smallest g + L from a cluster that has the message to one that has not.",
  },
  {
    id: "ecef",
    name: "ECEF",
    section: "Sec. 4.3",
    complexity: "O(C³)",
    summary: "Early Completion Edge First: the transfer that completes first, RT_i + g_ij + L_ij.",
  },
  {
    id: "ecef-la",
    name: "ECEF-LA",
    section: "Sec. 4.4",
    complexity: "O(C³)",
    summary: "ECEF plus a lookahead: how fast the receiver could pass the message on, min over B of g + L.",
  },
  {
    id: "ecef-lat-min",
    name: "ECEF-LAt",
    section: "Sec. 5.1",
    complexity: "O(C³)",
    summary: "ECEF-LA whose lookahead adds the reached cluster's broadcast time: min over B of g + L + T.",
  },
  {
    id: "ecef-lat-max",
    name: "ECEF-LAT",
    section: "Sec. 5.2",
    complexity: "O(C³)",
    summary: "ECEF-LA whose lookahead is the slowest reachable cluster: max over B of g + L + T.",
  },
  {
    id: "bottom-up",
    name: "BottomUp",
    section: "Sec. 5.3",
    complexity: "O(C³)",
    summary:
      "Max-min: the cluster that takes longest to finish, reached by the sender that gets there first.",
  },
];

const HEURISTICS: Record<GridAlgorithmId, (m: GridModel, ctx: RunContext) => PlanOutcome<GridPlan>> = {
  flat: flatTree,
  fef: fastestEdgeFirst,
  ecef: earlyCompletionEdgeFirst,
  "ecef-la": ecefLookahead,
  "ecef-lat-min": ecefLookaheadMinIntra,
  "ecef-lat-max": ecefLookaheadMaxIntra,
  "bottom-up": bottomUp,
};

export function isGridAlgorithm(id: string): id is GridAlgorithmId {
  return (GRID_ALGORITHM_IDS as readonly string[]).includes(id);
}

export function runGridHeuristic(
  model: GridModel,
  algorithm: string,
  ctx: RunContext,
): PlanOutcome<GridPlan> {
  if (!isGridAlgorithm(algorithm)) {
    throw issue(
      "algorithm",
      `unknown id "${algorithm}" for grid-broadcast (known: ${GRID_ALGORITHM_IDS.join(", ")})`,
    );
  }
  return HEURISTICS[algorithm](model, ctx);
}

export function algorithmName(id: string): string {
  return GRID_ALGORITHMS.find((a) => a.id === id)?.name ?? id;
}
