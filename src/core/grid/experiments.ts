// The paper's simulations (Steffenel–Mounié Sec. 6): random grids drawn from Table 2's ranges, every
// heuristic run on each. `grid-completion` averages the makespan per heuristic against the number of
// clusters (Figs 1–3); `grid-hit-rate` counts how often each heuristic reaches the best makespan of a
// reference set (Fig. 4; within a relative 1e-9; default all seven, the paper's ECEF family on request).
// Run r draws a grid of sizes[r mod sizes] clusters from its own seed, so any pool gives the same rows.
import { z } from "zod";
import type { ExperimentDef, ExperimentRow, ExperimentSummary } from "../experiment";
import type { ScenarioDoc } from "../family";
import { count } from "../scenario/fields";
import { lessOrClose } from "../tolerance";
import {
  algorithmName,
  ECEF_FAMILY,
  GRID_ALGORITHM_IDS,
  runGridHeuristic,
  type GridAlgorithmId,
} from "./algorithms";
import { checkRanges, GRID_RANDOM_ID, randomGrid, RANGE_DEFAULTS } from "./generators";
import { gridLowerBound } from "./lower-bound";
import { gridModel } from "./model";
import { gridTime } from "./scenario";
import { planMakespan } from "./simulate";

export const SWEEP_LIMITS = { clusters: 100, runs: 100_000, totalRuns: 2_000_000 } as const;

const sweepFields = {
  minClusters: count("minClusters", 2, SWEEP_LIMITS.clusters),
  maxClusters: count("maxClusters", 2, SWEEP_LIMITS.clusters),
  clusterStep: count("clusterStep", 1, SWEEP_LIMITS.clusters),
  /** Random grids per cluster count (the paper: 10000). */
  runs: count("runs (grids per cluster count)", 1, SWEEP_LIMITS.runs),
  latencyMin: gridTime("latencyMin"),
  latencyMax: gridTime("latencyMax"),
  gapMin: gridTime("gapMin"),
  gapMax: gridTime("gapMax"),
  intraMin: gridTime("intraMin"),
  intraMax: gridTime("intraMax"),
  sizeMin: count("sizeMin", 1, 1_000_000),
  sizeMax: count("sizeMax", 1, 1_000_000),
  symmetric: z.boolean({ error: "symmetric must be true or false" }),
};

type SweepParams = { [K in keyof typeof sweepFields]: z.infer<(typeof sweepFields)[K]> };

/** The cluster counts a sweep visits: minClusters, minClusters + step, …, up to maxClusters. */
export function clusterCounts(p: SweepParams): number[] {
  const out: number[] = [];
  for (let c = p.minClusters; c <= p.maxClusters; c += p.clusterStep) out.push(c);
  return out;
}

function checkSweep(p: SweepParams, ctx: z.RefinementCtx): void {
  checkRanges(p, ctx);
  if (p.minClusters > p.maxClusters) {
    ctx.addIssue({
      code: "custom",
      path: ["maxClusters"],
      message: "maxClusters must be at least minClusters",
    });
    return;
  }
  const total = clusterCounts(p).length * p.runs;
  if (total > SWEEP_LIMITS.totalRuns) {
    ctx.addIssue({
      code: "custom",
      path: ["runs"],
      message: `runs × cluster counts is ${total}; the limit is ${SWEEP_LIMITS.totalRuns}`,
    });
  }
}

const SWEEP_DEFAULTS: SweepParams = {
  minClusters: 2,
  maxClusters: 50,
  clusterStep: 4,
  runs: 100,
  ...RANGE_DEFAULTS,
};

export const completionParamsSchema = z.strictObject(sweepFields).superRefine(checkSweep);
export type CompletionParams = z.infer<typeof completionParamsSchema>;

export const hitRateParamsSchema = z
  .strictObject({
    ...sweepFields,
    /** Whose best counts as "the best": all seven heuristics, or the ECEF family as in Fig. 4. */
    reference: z.enum(["all", "ecef"], { error: 'reference must be "all" or "ecef"' }),
  })
  .superRefine(checkSweep);
export type HitRateParams = z.infer<typeof hitRateParamsSchema>;

/** One random grid, every heuristic: { clusters, <algorithm id>: makespan, lowerBound }. */
export function gridSweepRun(p: SweepParams, runIndex: number, seed: number): ExperimentRow {
  const sizes = clusterCounts(p);
  const clusters = sizes[runIndex % sizes.length] as number;
  const model = gridModel(randomGrid({ ...p, clusters, root: 0 }, seed));
  const row: ExperimentRow = { clusters };
  for (const id of GRID_ALGORITHM_IDS) {
    row[id] = planMakespan(model, runGridHeuristic(model, id, { explain: false }).plan);
  }
  row.lowerBound = gridLowerBound(model).value;
  return row;
}

/** Run r's grid as a generated scenario document (the same grid as gridSweepRun's). */
export function gridSweepScenario(p: SweepParams, runIndex: number, seed: number): ScenarioDoc {
  const sizes = clusterCounts(p);
  const clusters = sizes[runIndex % sizes.length] as number;
  // Table 2's ranges only (the generator refuses the sweep's other fields).
  const ranges = Object.fromEntries(Object.keys(RANGE_DEFAULTS).map((k) => [k, p[k as keyof SweepParams]]));
  return {
    version: 1,
    kind: "grid-broadcast",
    generator: { id: GRID_RANDOM_ID, params: { ...ranges, clusters, root: 0 }, seed },
  };
}

function bySize(rows: readonly ExperimentRow[]): Map<number, ExperimentRow[]> {
  const out = new Map<number, ExperimentRow[]>();
  for (const r of rows) {
    const c = r.clusters as number;
    const list = out.get(c) ?? [];
    list.push(r);
    out.set(c, list);
  }
  return new Map([...out].sort((a, b) => a[0] - b[0]));
}

const mean = (rows: readonly ExperimentRow[], key: string) =>
  rows.reduce((s, r) => s + (r[key] ?? 0), 0) / Math.max(1, rows.length);

const round = (v: number, digits: number) => Number(v.toFixed(digits));

function summarizeCompletion(rows: readonly ExperimentRow[]): ExperimentSummary {
  const groups = bySize(rows);
  const ids = GRID_ALGORITHM_IDS;
  const names = ids.map(algorithmName);
  const avgRows = [...groups].map(([c, list]) => [
    c,
    ...ids.map((id) => round(mean(list, id), 3)),
    round(mean(list, "lowerBound"), 3),
    list.length,
  ]);
  const ratioRows = [...groups].map(([c, list]) => [
    c,
    ...ids.map((id) =>
      round(list.reduce((s, r) => s + (r[id] ?? 0) / (r.lowerBound || 1), 0) / list.length, 4),
    ),
    list.length,
  ]);
  const seriesOf = (keys: readonly string[]) =>
    keys.map((key) => ({
      name: key === "lowerBound" ? "lower bound" : algorithmName(key),
      points: [...groups].map(([c, list]) => [c, mean(list, key)] as const),
    }));
  return {
    title: "Average completion time against the number of clusters (Figs 1–3)",
    tables: [
      {
        title: "Average completion time (ms)",
        columns: ["clusters", ...names, "lower bound", "grids"],
        rows: avgRows,
      },
      { title: "Average makespan / lower bound", columns: ["clusters", ...names, "grids"], rows: ratioRows },
    ],
    charts: [
      {
        title: "Average completion time, every heuristic (Figs 1–2)",
        x: "clusters",
        xLabel: "clusters",
        yLabel: "average completion time (ms)",
        series: seriesOf([...ids, "lowerBound"]),
      },
      {
        // Flat Tree's line dwarfs the others: Fig. 3 shows the ECEF family alone.
        title: "Average completion time, ECEF-like heuristics (Fig. 3)",
        x: "clusters",
        xLabel: "clusters",
        yLabel: "average completion time (ms)",
        series: seriesOf([...ECEF_FAMILY, "lowerBound"]),
      },
    ],
  };
}

/** Whether each heuristic of `ids` reaches the best makespan among `ids` on this row. */
export function hits(row: ExperimentRow, ids: readonly GridAlgorithmId[]): boolean[] {
  const best = Math.min(...ids.map((id) => row[id] ?? Number.POSITIVE_INFINITY));
  return ids.map((id) => lessOrClose(row[id] ?? Number.POSITIVE_INFINITY, best));
}

function summarizeHitRate(p: HitRateParams, rows: readonly ExperimentRow[]): ExperimentSummary {
  const ids = p.reference === "ecef" ? ECEF_FAMILY : GRID_ALGORITHM_IDS;
  const names = ids.map(algorithmName);
  const rate = (list: readonly ExperimentRow[]) => {
    const count = ids.map(() => 0);
    for (const r of list) hits(r, ids).forEach((h, i) => (count[i] = (count[i] as number) + (h ? 1 : 0)));
    return count.map((c) => (100 * c) / Math.max(1, list.length));
  };
  const groups = bySize(rows);
  const tableRows: (string | number)[][] = [...groups].map(([c, list]) => [
    c,
    ...rate(list).map((v) => round(v, 2)),
    list.length,
  ]);
  if (groups.size > 1) tableRows.push(["all", ...rate(rows).map((v) => round(v, 2)), rows.length]);
  const perSize = [...groups].map(([c, list]) => [c, rate(list)] as const);
  const reference = p.reference === "ecef" ? "the ECEF family (Fig. 4)" : "all seven heuristics";
  return {
    title: `Hit rate: how often each heuristic reaches the best of ${reference}`,
    tables: [{ title: "Hit rate (%)", columns: ["clusters", ...names, "grids"], rows: tableRows }],
    charts: [
      {
        title: "Hit rate",
        x: "clusters",
        xLabel: "clusters",
        yLabel: "hit rate (%)",
        series: ids.map((id, i) => ({
          name: algorithmName(id),
          points: perSize.map(([c, r]) => [c, r[i] as number] as const),
        })),
      },
    ],
  };
}

export const gridCompletionExperiment: ExperimentDef<CompletionParams> = {
  id: "grid-completion",
  paper: "Steffenel, Mounié: grid-aware broadcast heuristics",
  figure: "Figs 1–3",
  family: "grid",
  title: "Completion time against the number of clusters",
  description:
    "Random grids from Table 2's ranges (ms); the average makespan of each heuristic per cluster count (Figs 1–3).",
  params: completionParamsSchema,
  defaults: SWEEP_DEFAULTS,
  runCount: (p) => clusterCounts(p).length * p.runs,
  run: (p, r, seed) => [gridSweepRun(p, r, seed)],
  scenarioOf: gridSweepScenario,
  summarize: (_p, rows) => summarizeCompletion(rows),
};

export const gridHitRateExperiment: ExperimentDef<HitRateParams> = {
  id: "grid-hit-rate",
  paper: "Steffenel, Mounié: grid-aware broadcast heuristics",
  figure: "Fig. 4",
  family: "grid",
  title: "Hit rate: how often each heuristic finds the best schedule",
  description:
    "Random grids from Table 2's ranges (ms); per cluster count, the share of grids on which each heuristic reaches the best makespan of the reference set (Fig. 4).",
  params: hitRateParamsSchema,
  defaults: { ...SWEEP_DEFAULTS, reference: "all" },
  runCount: (p) => clusterCounts(p).length * p.runs,
  run: (p, r, seed) => [gridSweepRun(p, r, seed)],
  scenarioOf: gridSweepScenario,
  summarize: summarizeHitRate,
};
