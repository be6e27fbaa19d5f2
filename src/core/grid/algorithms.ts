// The catalogue of grid heuristics (Steffenel–Mounié Secs 4–5): each entry the display data and the
// function behind it, over the grid model. Adding a heuristic adds its file and one entry here. Ids as
// docs/scenario-format.md, algorithm ids.
import { algorithmOf, type AlgorithmEntry, type PlanOutcome, type RunContext } from "../family";
import { bottomUp } from "./heuristics/bottom-up";
import { earlyCompletionEdgeFirst } from "./heuristics/ecef";
import { ecefLookahead } from "./heuristics/ecef-la";
import { ecefLookaheadMaxIntra } from "./heuristics/ecef-lat-max";
import { ecefLookaheadMinIntra } from "./heuristics/ecef-lat-min";
import { fastestEdgeFirst } from "./heuristics/fef";
import { flatTree } from "./heuristics/flat";
import type { GridModel } from "./model";
import { GRID_OPTIMAL_LIMIT, optimalGrid } from "./optimal";
import type { GridPlan } from "./scenario";

/** The ECEF family: the reference set of the paper's Fig. 4. */
export const ECEF_FAMILY: readonly GridAlgorithmId[] = ["ecef", "ecef-la", "ecef-lat-min", "ecef-lat-max"];

/** The paper's heuristics (the catalogue without `optimal`, which they seed). */
export const GRID_HEURISTICS = [
  {
    id: "flat",
    name: "Flat Tree",
    section: "Sec. 4.1",
    complexity: "O(C)",
    summary: "The root sends to every other cluster in list order (ECO, MagPIe).",
    run: flatTree,
  },
  {
    id: "fef",
    name: "FEF",
    section: "Sec. 4.2",
    complexity: "O(C³)",
    summary:
      "Fastest Edge First: the smallest g + L from a cluster that has the message to one that has not.",
    run: fastestEdgeFirst,
  },
  {
    id: "ecef",
    name: "ECEF",
    section: "Sec. 4.3",
    complexity: "O(C³)",
    summary: "Early Completion Edge First: the transfer that completes first, RT_i + g_ij + L_ij.",
    run: earlyCompletionEdgeFirst,
  },
  {
    id: "ecef-la",
    name: "ECEF-LA",
    section: "Sec. 4.4",
    complexity: "O(C³)",
    summary: "ECEF plus a lookahead: how fast the receiver could pass the message on, min over B of g + L.",
    run: ecefLookahead,
  },
  {
    id: "ecef-lat-min",
    name: "ECEF-LAt",
    section: "Sec. 5.1",
    complexity: "O(C³)",
    summary: "ECEF-LA whose lookahead adds the reached cluster's broadcast time: min over B of g + L + T.",
    run: ecefLookaheadMinIntra,
  },
  {
    id: "ecef-lat-max",
    name: "ECEF-LAT",
    section: "Sec. 5.2",
    complexity: "O(C³)",
    summary: "ECEF-LA whose lookahead is the slowest reachable cluster: max over B of g + L + T.",
    run: ecefLookaheadMaxIntra,
  },
  {
    id: "bottom-up",
    name: "BottomUp",
    section: "Sec. 5.3",
    complexity: "O(C³)",
    summary:
      "Max-min: the cluster that takes longest to finish, reached by the sender that gets there first.",
    run: bottomUp,
  },
] as const satisfies readonly AlgorithmEntry<GridModel, GridPlan>[];

export const GRID_ALGORITHMS = [
  ...GRID_HEURISTICS,
  {
    id: "optimal",
    name: "Optimal",
    section: "exact (branch and bound; not in the paper)",
    complexity: `exponential; up to ${GRID_OPTIMAL_LIMIT} clusters, 10 s`,
    summary:
      "The exact optimum under the Sec. 3 model by branch and bound over sends in start order, pruned by the shortest-path bound, seeded with the best heuristic; past its time limit, the best found and a proven bound.",
    run: (model: GridModel, ctx: RunContext = {}) => optimalGrid(model, ctx, GRID_HEURISTICS),
  },
] as const satisfies readonly AlgorithmEntry<GridModel, GridPlan>[];

export type GridAlgorithmId = (typeof GRID_ALGORITHMS)[number]["id"];

/** The heuristics' ids (not `optimal`): what the sweeps run and compare. */
export const GRID_ALGORITHM_IDS: readonly GridAlgorithmId[] = GRID_HEURISTICS.map((a) => a.id);

export function isGridAlgorithm(id: string): id is GridAlgorithmId {
  return GRID_ALGORITHMS.some((a) => a.id === id);
}

/** Runs the heuristic `algorithm` on a grid model; an unknown id is a ScenarioError naming the known ones. */
export function runGridHeuristic(
  model: GridModel,
  algorithm: string,
  ctx: RunContext,
): PlanOutcome<GridPlan> {
  return algorithmOf(GRID_ALGORITHMS, algorithm, "grid-broadcast").run(model, ctx);
}

export function algorithmName(id: string): string {
  return GRID_ALGORITHMS.find((a) => a.id === id)?.name ?? id;
}
