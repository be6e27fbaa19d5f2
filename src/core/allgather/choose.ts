// Which grouping a run uses (docs/cost-models.md, allgather): an explicit `clusters` grouping wins; else a
// forced `agents` count m; else the m with the smallest estimated T_all for the algorithm (Sec. 5.2).
// The clients are then assigned by Sec. 5.1's greedy rule.
import type { RunContext } from "../family";
import {
  chooseAgentCount,
  costTables,
  formClusters,
  type ClientAssignment,
  type CostTables,
} from "./cluster-formation";
import type { FrameworkAlgorithm } from "./cost-model";
import type { AllgatherScenario, Model } from "./scenario";

/** Where a run's grouping came from. */
export type GroupingSource = "cost-model" | "agents-field" | "clusters-field" | "plan" | "all-nodes";

export interface GroupingChoice {
  readonly clusters: readonly (readonly number[])[];
  readonly source: GroupingSource;
  /** Sec. 5.1's decisions (empty for an explicit grouping). */
  readonly assignments: readonly ClientAssignment[];
  /** The cost tables when the cost model chose m (null otherwise). */
  readonly tables: CostTables | null;
}

export function chooseGrouping(
  s: AllgatherScenario,
  model: Model,
  algorithm: FrameworkAlgorithm,
  ctx: RunContext = {},
  explain = true,
  precomputed?: CostTables,
): GroupingChoice {
  if (s.clusters !== null) {
    return { clusters: s.clusters, source: "clusters-field", assignments: [], tables: null };
  }
  let tables: CostTables | null = null;
  let m = s.agents;
  if (m === null) {
    tables = precomputed ?? costTables(model, ctx);
    m = chooseAgentCount(tables[algorithm]);
  }
  const formation = formClusters(model, Math.min(m, model.n), explain);
  return {
    clusters: formation.clusters,
    source: s.agents === null ? "cost-model" : "agents-field",
    assignments: formation.assignments,
    tables,
  };
}
