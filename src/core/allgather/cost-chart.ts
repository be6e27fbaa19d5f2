// The cost chart's data (the issue's "estimated T_all … and simulated makespan against the number of
// agents m, for both algorithms"): Defs 2–5 for every m come from costTables; this fills in the
// makespan of each m's plan, simulated with first-come-first-served receives.
import type { RunContext } from "../family";
import { formClusters, type CostRow, type CostTables } from "./cluster-formation";
import type { FrameworkAlgorithm } from "./cost-model";
import { resolveFcfs } from "./fcfs";
import { gatherBroadcastDraft } from "./gather-broadcast";
import type { Model } from "./scenario";
import { twoStepDraft } from "./two-step";

/**
 * Up to this many nodes the cost chart simulates every m; above, an evenly spread sample of m (plus
 * the chosen one): 12 values up to 128 nodes, 8 above, so a 256-node replay stays near a second.
 */
export const SIMULATE_EVERY_M_UP_TO = 32;
export const simulatedSampleSize = (n: number): number => (n <= 128 ? 12 : 8);

/** m values whose plans are simulated for the cost chart. */
export function simulatedAgentCounts(n: number, include: readonly number[] = []): number[] {
  if (n <= SIMULATE_EVERY_M_UP_TO) return Array.from({ length: n }, (_, i) => i + 1);
  const set = new Set<number>([1, n, ...include.filter((m) => m >= 1 && m <= n)]);
  const k = simulatedSampleSize(n);
  for (let i = 0; i < k; i++) set.add(1 + Math.round((i * (n - 1)) / (k - 1)));
  return [...set].sort((a, b) => a - b);
}

/** The cost tables with the simulated makespan of each (sampled, plus `include`d) m filled in. */
export function simulateTables(
  model: Model,
  tables: CostTables,
  include: readonly number[] = [],
  ctx: RunContext = {},
): CostTables {
  const ms = new Set(simulatedAgentCounts(model.n, include));
  const fill = (algorithm: FrameworkAlgorithm, rows: readonly CostRow[]): CostRow[] => {
    return rows.map((row) => {
      if (!ms.has(row.m)) return row;
      const clusters = formClusters(model, row.m).clusters;
      const draft =
        algorithm === "gather-broadcast"
          ? gatherBroadcastDraft(model, clusters)
          : twoStepDraft(model, clusters);
      return { ...row, simulated: resolveFcfs(model, draft, { makespanOnly: true, ctx }).makespan };
    });
  };
  return {
    "gather-broadcast": fill("gather-broadcast", tables["gather-broadcast"]),
    "two-step": fill("two-step", tables["two-step"]),
  };
}
