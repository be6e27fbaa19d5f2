// Sweep: how the fast/slow mix changes the three algorithms (Wu–Yeh Sec. 6 measures one mix; this
// varies it). Each run draws a random cluster (allgather-random@1) with its derived seed and reports
// the simulated makespans, the estimates, the agent counts chosen and the lower bound.
import { z } from "zod";
import type { ExperimentDef, ExperimentRow } from "../experiment";
import { chooseGrouping } from "./choose";
import { estimateCost, type FrameworkAlgorithm } from "./cost-model";
import { resolveFcfs } from "./fcfs";
import { FRAMEWORK_DRAFTS } from "./framework";
import { randomClusters } from "./generators";
import { allgatherLowerBound } from "./lower-bound";
import { modelOf, type AllgatherScenario } from "./scenario";
import { simultaneousDraft } from "./simultaneous";

export const FAST_FRACTIONS = [0.125, 0.25, 0.375, 0.5, 0.625, 0.75, 0.875] as const;

const params = z.strictObject({
  nodes: z
    .number()
    .int("nodes must be a whole number")
    .min(4, "nodes must be at least 4")
    .max(128, "nodes is limited to 128 in a sweep"),
  instances: z
    .number()
    .int("instances must be a whole number")
    .min(1, "instances must be at least 1")
    .max(50, "instances is limited to 50"),
  slowFactor: z.number().min(1, "slowFactor must be at least 1").max(20, "slowFactor is limited to 20"),
});
type Params = z.infer<typeof params>;

const ALGOS = ["gather-broadcast", "two-step", "simultaneous"] as const;

function runOne(p: Params, fastFraction: number, seed: number): ExperimentRow {
  const explicit = randomClusters(
    { nodes: p.nodes, fastFraction, slowFactor: p.slowFactor, jitter: 0.1 },
    seed,
  );
  const s: AllgatherScenario = { version: 1, kind: "allgather", timeUnit: "us", seed, ...explicit };
  const model = modelOf(s);
  const row: ExperimentRow = { fastFraction, lowerBound: allgatherLowerBound(model) };
  for (const algorithm of ["gather-broadcast", "two-step"] as FrameworkAlgorithm[]) {
    const choice = chooseGrouping(s, model, algorithm, {}, false);
    const draft = FRAMEWORK_DRAFTS[algorithm](model, choice.clusters);
    row[algorithm] = resolveFcfs(model, draft, { explain: false }).makespan;
    row[`${algorithm} estimate`] = estimateCost(model, choice.clusters, algorithm).T_all;
    row[`${algorithm} agents`] = choice.clusters.length;
  }
  row.simultaneous = resolveFcfs(model, simultaneousDraft(model), { explain: false }).makespan;
  return row;
}

const mean = (xs: readonly number[]) => (xs.length === 0 ? NaN : xs.reduce((a, b) => a + b, 0) / xs.length);

export const fastMixExperiment: ExperimentDef<Params> = {
  id: "allgather-fast-mix",
  paper: "Wu, Yeh: all-to-all broadcast with the Cluster-Agent framework",
  figure: null,
  family: "allgather",
  title: "All-to-all broadcast against the share of fast nodes",
  description:
    "Random clusters (allgather-random@1) with 1/8 … 7/8 fast nodes: simulated makespan of Gather-Broadcast, Two-Step (m by the cost model) and the simultaneous broadcast, with the lower bound.",
  params,
  defaults: { nodes: 32, instances: 5, slowFactor: 1.8 },
  runCount: (p) => FAST_FRACTIONS.length * p.instances,
  run: (p, r, seed) => [runOne(p, FAST_FRACTIONS[r % FAST_FRACTIONS.length] as number, seed)],
  // Run r's cluster as the generator call it drew (the same nodes and T_end as runOne's).
  scenarioOf: (p, r, seed) => {
    const fastFraction = FAST_FRACTIONS[r % FAST_FRACTIONS.length] as number;
    return {
      version: 1,
      kind: "allgather",
      name: `All-to-all, ${p.nodes} nodes, ${fastFraction * 8}/8 fast (fast-mix run ${r})`,
      timeUnit: "us",
      generator: {
        id: "allgather-random@1",
        params: { nodes: p.nodes, fastFraction, slowFactor: p.slowFactor, jitter: 0.1 },
        seed,
      },
    };
  },
  summarize(_p, rows) {
    const byFraction = FAST_FRACTIONS.map((f) => rows.filter((r) => r.fastFraction === f));
    const columns = [
      "fast share",
      ...ALGOS.map((a) => `${a} (µs)`),
      "GB agents",
      "TS agents",
      "lower bound (µs)",
    ];
    const tableRows = byFraction.map((rs, i) => [
      FAST_FRACTIONS[i] as number,
      ...ALGOS.map((a) => mean(rs.map((r) => r[a] as number))),
      mean(rs.map((r) => r["gather-broadcast agents"] as number)),
      mean(rs.map((r) => r["two-step agents"] as number)),
      mean(rs.map((r) => r.lowerBound as number)),
    ]);
    return {
      title: "All-to-all broadcast against the share of fast nodes",
      tables: [{ title: "Mean over instances", columns, rows: tableRows }],
      charts: [
        {
          title: "Simulated makespan",
          x: "fastFraction",
          xLabel: "share of fast nodes",
          yLabel: "makespan (µs)",
          series: ALGOS.map((a) => ({
            name: a,
            points: byFraction.map(
              (rs, i) => [FAST_FRACTIONS[i] as number, mean(rs.map((r) => r[a] as number))] as const,
            ),
          })),
        },
      ],
    };
  },
};
