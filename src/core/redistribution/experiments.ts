// Sweeps of Bhat et al. Sec. 5, Fig. 5: simulated completion time of the greedy schedule, the direct
// schedule and the lower bound, (a) against K on P = 64 with bandwidths 10–200 MB/s, and (b) against
// network heterogeneity v (bandwidth in [10, 10·(1 + v/100)] MB/s) with P = 64, K = 40, N = 10^7.
// Start-up 0 (footnote 2). Run r draws its bandwidths with the seed the caller derives from (sweep
// seed, r), so any pool or shard computes the same rows. Times are in ms.
import { z } from "zod";
import type { ExperimentDef, ExperimentRow, ExperimentSummary } from "../experiment";
import { count } from "../scenario/fields";
import { toleranceAt } from "../tolerance";
import { directPlan } from "./direct";
import { heterogeneityRange, randomBandwidth } from "./generators";
import { greedySchedule } from "./greedy";
import { communicationMatrix } from "./matrix";
import { REDISTRIBUTION_LIMITS, type RedistributionScenario } from "./scenario";
import { timeSendOrders } from "./simulate";

const UNIT = "ms";

export interface Completion {
  readonly greedy: number;
  readonly direct: number;
  readonly lowerBound: number;
}

/** Greedy, direct and the bound for one scenario (no explanations: sweeps need speed). */
export function completionTimes(s: RedistributionScenario): Completion {
  const m = communicationMatrix(s);
  const latest = (sends: readonly (readonly number[])[]) =>
    timeSendOrders(s.processors, m.cost, sends).reduce((t, e) => Math.max(t, e.end), 0);
  return {
    greedy: latest(greedySchedule(m, { explain: false }).plan.sends),
    direct: latest(directPlan(m).sends),
    lowerBound: m.lowerBound,
  };
}

interface Setting {
  processors: number;
  K: number;
  elements: number;
  blockSize: number;
  elementBytes: number;
  minMBps: number;
  maxMBps: number;
}

function sampleScenario(p: Setting, seed: number): RedistributionScenario {
  return {
    version: 1,
    kind: "redistribution",
    timeUnit: UNIT,
    seed,
    processors: p.processors,
    K: p.K,
    elements: p.elements,
    blockSize: p.blockSize,
    elementBytes: p.elementBytes,
    startup: 0,
    bandwidth: randomBandwidth(p.processors, p.minMBps, p.maxMBps, true, UNIT, seed),
  };
}

/** Values from..to by step (inclusive of `to` when it falls on the grid). */
function grid(from: number, to: number, step: number): number[] {
  const out: number[] = [];
  for (let v = from; v <= to + toleranceAt(to); v += step) out.push(v);
  return out;
}

function summarize(
  title: string,
  x: string,
  xLabel: string,
  rows: readonly ExperimentRow[],
): ExperimentSummary {
  const byX = new Map<number, ExperimentRow[]>();
  for (const r of rows) {
    const key = r[x] as number;
    byX.set(key, [...(byX.get(key) ?? []), r]);
  }
  const xs = [...byX.keys()].sort((a, b) => a - b);
  const mean = (rs: readonly ExperimentRow[], k: string) =>
    rs.reduce((t, r) => t + (r[k] ?? 0), 0) / rs.length;
  const round = (v: number) => Number(v.toPrecision(6));
  const tableRows = xs.map((v) => {
    const rs = byX.get(v) ?? [];
    const g = mean(rs, "greedy");
    const d = mean(rs, "direct");
    const lb = mean(rs, "lowerBound");
    const worst = Math.max(...rs.map((r) => (r.greedy ?? 0) / (r.lowerBound || 1)));
    return [
      v,
      rs.length,
      round(g),
      round(d),
      round(lb),
      round(g / (lb || 1)),
      round(worst),
      round(d / (g || 1)),
    ];
  });
  const series = (name: string, k: string) => ({
    name,
    points: xs.map((v) => [v, mean(byX.get(v) ?? [], k)] as const),
  });
  return {
    title,
    tables: [
      {
        title: `Mean completion time (${UNIT}) over the runs`,
        columns: [
          xLabel,
          "runs",
          `greedy (${UNIT})`,
          `direct (${UNIT})`,
          `lower bound (${UNIT})`,
          "greedy / bound",
          "worst greedy / bound",
          "direct / greedy",
        ],
        rows: tableRows,
      },
    ],
    charts: [
      {
        title,
        x,
        xLabel,
        yLabel: `completion time (${UNIT})`,
        series: [series("greedy", "greedy"), series("direct", "direct"), series("lower bound", "lowerBound")],
      },
    ],
  };
}

/** Form labels of the sweeps' parameters. */
const LABELS = {
  processors: "P (processors)",
  elements: "N (elements)",
  elementBytes: "element size (bytes)",
  instances: "random networks per point",
  K: "K (factor)",
  fromPercent: "from v (%)",
  toPercent: "to v (%)",
  stepPercent: "step (%)",
  fromK: "from K",
  toK: "to K",
  stepK: "step",
  minMBps: "min bandwidth (MB/s)",
  maxMBps: "max bandwidth (MB/s)",
} as const;

const common = {
  processors: count("processors (P)", 2, REDISTRIBUTION_LIMITS.processors),
  elements: count("elements (N)", 1, REDISTRIBUTION_LIMITS.elements),
  elementBytes: count("elementBytes", 1, REDISTRIBUTION_LIMITS.elementBytes),
  instances: count("instances (random networks per point)", 1, 1000),
};

export const heterogeneityParams = z
  .strictObject({
    ...common,
    K: count("K", 1, REDISTRIBUTION_LIMITS.K),
    fromPercent: count("fromPercent (v, %)", 0, 100_000),
    toPercent: count("toPercent (v, %)", 0, 100_000),
    stepPercent: count("stepPercent", 1, 100_000),
  })
  .superRefine((p, ctx) => {
    if (p.toPercent < p.fromPercent) {
      ctx.addIssue({ code: "custom", path: ["toPercent"], message: "toPercent must be ≥ fromPercent" });
    }
  });
export type HeterogeneityParams = z.infer<typeof heterogeneityParams>;

export const heterogeneityExperiment: ExperimentDef<HeterogeneityParams> = {
  id: "redistribution-heterogeneity",
  paper: "Bhat, Prasanna, Raghavendra: block-cyclic redistribution",
  figure: "Fig. 5b",
  family: "redistribution",
  title: "Completion time against network heterogeneity (Fig. 5b)",
  description:
    "Bhat et al. Fig. 5b: P = 64, K = 40, N = 10,000,000 (8-byte elements, x = 1); bandwidth drawn in [10, 10·(1 + v)] MB/s for every pair, start-up 0. Greedy, direct and the lower bound, averaged over random networks.",
  params: heterogeneityParams,
  labels: LABELS,
  defaults: {
    processors: 64,
    K: 40,
    elements: 10_000_000,
    elementBytes: 8,
    instances: 3,
    fromPercent: 100,
    toPercent: 1900,
    stepPercent: 200,
  },
  runCount: (p) => grid(p.fromPercent, p.toPercent, p.stepPercent).length * p.instances,
  run(p, runIndex, seed) {
    const v =
      grid(p.fromPercent, p.toPercent, p.stepPercent)[Math.floor(runIndex / p.instances)] ?? p.fromPercent;
    const s = sampleScenario({ ...p, blockSize: 1, ...heterogeneityRange(v) }, seed);
    return [{ v, ...completionTimes(s) }];
  },
  summarize: (_p, rows) =>
    summarize("Completion time against heterogeneity (Fig. 5b)", "v", "heterogeneity v (%)", rows),
};

export const kParams = z
  .strictObject({
    ...common,
    fromK: count("fromK", 1, REDISTRIBUTION_LIMITS.K),
    toK: count("toK", 1, REDISTRIBUTION_LIMITS.K),
    stepK: count("stepK", 1, REDISTRIBUTION_LIMITS.K),
    minMBps: z.number().positive("minMBps must be > 0"),
    maxMBps: z.number().positive("maxMBps must be > 0"),
  })
  .superRefine((p, ctx) => {
    if (p.maxMBps < p.minMBps) {
      ctx.addIssue({ code: "custom", path: ["maxMBps"], message: "maxMBps must be ≥ minMBps" });
    }
    if (p.toK < p.fromK) ctx.addIssue({ code: "custom", path: ["toK"], message: "toK must be ≥ fromK" });
  });
export type KParams = z.infer<typeof kParams>;

export const kExperiment: ExperimentDef<KParams> = {
  id: "redistribution-k",
  paper: "Bhat, Prasanna, Raghavendra: block-cyclic redistribution",
  figure: "Fig. 5a",
  family: "redistribution",
  title: "Completion time against K (Fig. 5a)",
  description:
    "Bhat et al. Fig. 5a: P = 64, K from 9 to 63, bandwidth drawn in [10, 200] MB/s for every pair, start-up 0, N = 10,000,000 (8-byte elements, x = 1; the paper does not give N for Fig. 5a). Greedy, direct and the lower bound, averaged over random networks.",
  params: kParams,
  labels: LABELS,
  defaults: {
    processors: 64,
    elements: 10_000_000,
    elementBytes: 8,
    instances: 3,
    fromK: 9,
    toK: 63,
    stepK: 6,
    minMBps: 10,
    maxMBps: 200,
  },
  runCount: (p) => grid(p.fromK, p.toK, p.stepK).length * p.instances,
  run(p, runIndex, seed) {
    const K = grid(p.fromK, p.toK, p.stepK)[Math.floor(runIndex / p.instances)] ?? p.fromK;
    const s = sampleScenario({ ...p, K, blockSize: 1 }, seed);
    return [{ K, ...completionTimes(s) }];
  },
  summarize: (_p, rows) => summarize("Completion time against K (Fig. 5a)", "K", "K", rows),
};

export const REDISTRIBUTION_EXPERIMENTS = [heterogeneityExperiment, kExperiment];
