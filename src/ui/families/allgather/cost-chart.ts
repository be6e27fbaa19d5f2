// Data of the cost chart (Wu–Yeh Sec. 5 and Fig. 4): for each framework algorithm and each number of
// agents m, the estimate's stages T1, T2, T3 (Defs 2–4; stacked, they make Def. 5's T_all) and the
// simulated makespan of the same grouping; the m the cost model chooses (smallest T_all, ties to the
// larger m); and the run's own grouping when it is not the cost model's for its m.
import type { AllgatherDetails } from "../../../core/allgather";
import { chooseAgentCount, type CostRow } from "../../../core/allgather/cluster-formation";
import type { FrameworkAlgorithm } from "../../../core/allgather/cost-model";

export const FRAMEWORK_ALGORITHMS: readonly { id: FrameworkAlgorithm; name: string }[] = [
  { id: "gather-broadcast", name: "Gather-Broadcast" },
  { id: "two-step", name: "Two-Step Broadcast" },
];

export const STAGE_KEYS = ["T1", "T2", "T3"] as const;
export type StageKey = (typeof STAGE_KEYS)[number];

/** Stage colours, matching the Gantt's stage colours (gather / exchange / distribute). */
export const STAGE_COLORS: Readonly<Record<StageKey, string>> = {
  T1: "#4e79a7",
  T2: "#e15759",
  T3: "#59a14f",
};

export const STAGE_LABELS: Readonly<Record<StageKey, string>> = {
  T1: "T1 stage 1 (Def. 2)",
  T2: "T2 stage 2 (Def. 3)",
  T3: "T3 stage 3 (Def. 4)",
};

export interface StackedBar {
  readonly m: number;
  readonly stage: StageKey;
  /** Bottom and top of this stage's segment. */
  readonly y1: number;
  readonly y2: number;
}

export interface RunMark {
  readonly m: number;
  readonly estimate: number;
  readonly simulated: number;
  /** "this run" when the run's grouping is the cost model's for m, "your grouping" otherwise. */
  readonly label: string;
}

export interface AlgorithmChart {
  readonly id: FrameworkAlgorithm;
  readonly name: string;
  readonly rows: readonly CostRow[];
  readonly bars: readonly StackedBar[];
  readonly simulated: readonly { readonly m: number; readonly value: number }[];
  /** m with the smallest estimated T_all. */
  readonly chosen: CostRow;
  /** The run's own point when it ran this algorithm with another grouping than the row of its m. */
  readonly run: RunMark | null;
  readonly yMax: number;
}

/** Above this many nodes the chart opens on the m around the choices (costs grow fast with m). */
export const FOCUS_ABOVE = 32;

/** The largest m worth showing first: three times the largest chosen (or run) m, at least 12. */
export function focusLimit(d: AllgatherDetails): number {
  const n = d.costTables["two-step"].length;
  if (n <= FOCUS_ABOVE) return n;
  const ms = FRAMEWORK_ALGORITHMS.map(({ id }) => chooseAgentCount(d.costTables[id]));
  return Math.min(n, Math.max(12, 3 * Math.max(...ms, d.agentCount)));
}

/** The chart's data for m = 1 … upTo (default: every m). */
export function costChartData(d: AllgatherDetails, upTo = Infinity): AlgorithmChart[] {
  return FRAMEWORK_ALGORITHMS.map(({ id, name }) => {
    const all = d.costTables[id];
    const chosenM = chooseAgentCount(all);
    const rows = all.filter((r) => r.m <= upTo || r.m === chosenM);
    const chosen = rows.find((r) => r.m === chosenM) ?? (rows[0] as CostRow);
    const bars: StackedBar[] = rows.flatMap((r) => {
      let y = 0;
      return STAGE_KEYS.map((stage) => {
        const bar = { m: r.m, stage, y1: y, y2: y + r[stage] };
        y += r[stage];
        return bar;
      });
    });
    const simulated = rows.flatMap((r) => (r.simulated === null ? [] : [{ m: r.m, value: r.simulated }]));
    const own = d.grouping === "cost-model" || d.grouping === "agents-field";
    const run: RunMark | null =
      d.algorithm === id && !own && d.agentCount <= Math.max(upTo, chosenM)
        ? {
            m: d.agentCount,
            estimate: d.estimatedCost,
            simulated: d.simulatedMakespan,
            label: "your grouping",
          }
        : null;
    const yMax = Math.max(
      ...rows.map((r) => Math.max(r.T_all, r.simulated ?? 0)),
      run ? Math.max(run.estimate, run.simulated) : 0,
    );
    return { id, name, rows, bars, simulated, chosen, run, yMax };
  });
}
