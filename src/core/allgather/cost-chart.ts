// The cost chart's data (the issue's "estimated T_all … and simulated makespan against the number of
// agents m, for both algorithms"): Defs 2–5 for every m come from costTables; this fills in the
// makespan of each m's plan, simulated with first-come-first-served receives.
import type { RunContext } from "../family";
import { formClusters, latenciesByRank, type CostRow, type CostTables } from "./cluster-formation";
import type { Draft } from "./draft";
import { resolveFcfs } from "./fcfs";
import { gatherBroadcastDraft } from "./gather-broadcast";
import { speedOrder, type Model } from "./scenario";
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

/**
 * The cost tables with the simulated makespan of each (sampled, plus `include`d) m filled in. Both
 * algorithms use the same formation of an m; without clients (m = n) their drafts are the same one.
 */
export function simulateTables(
  model: Model,
  tables: CostTables,
  include: readonly number[] = [],
  ctx: RunContext = {},
): CostTables {
  const order = speedOrder(model);
  const byRank = latenciesByRank(model, order);
  const simulated = new Map<number, { gb: number; ts: number }>();
  for (const m of simulatedAgentCounts(model.n, include)) {
    if (m > tables["gather-broadcast"].length && m > tables["two-step"].length) continue;
    const clusters = formClusters(model, m, false, order, byRank).clusters;
    const makespan = (draft: Draft) => resolveFcfs(model, draft, { makespanOnly: true, ctx }).makespan;
    const gb = makespan(gatherBroadcastDraft(model, clusters));
    const ts = clusters.some((c) => c.length > 1) ? makespan(twoStepDraft(model, clusters)) : gb;
    simulated.set(m, { gb, ts });
  }
  const fill = (rows: readonly CostRow[], pick: (s: { gb: number; ts: number }) => number): CostRow[] =>
    rows.map((row) => {
      const s = simulated.get(row.m);
      return s ? { ...row, simulated: pick(s) } : row;
    });
  return {
    "gather-broadcast": fill(tables["gather-broadcast"], (s) => s.gb),
    "two-step": fill(tables["two-step"], (s) => s.ts),
  };
}
