// `multicast-competitive-ratio`: the completion time of every heuristic and the lower bound against the
// number of nodes, on random scenarios drawn from Sec. 7's ranges (our sweep on the model of Wu–Yeh–Liu
// Figs 7–12; the figures themselves are in experiment-figures.ts, ids wyl-fig6 … wyl-fig12): the mean
// completion time per algorithm, and the competitive ratio — the mean over runs of makespan / lower bound
// (Sec. 7.3). Run r uses the generator with seed deriveSeed(sweep seed, r), so any pool gives the same rows.
import { z } from "zod";
import type { ExperimentDef, ExperimentRow } from "../experiment";
import { count } from "../scenario/fields";
import { MULTICAST_ALGORITHMS, MULTICAST_ALGORITHM_IDS } from "./algorithms";
import {
  expandMulticastRandom,
  MULTICAST_RANDOM_DEFAULTS,
  MULTICAST_RANDOM_ID,
  multicastRandomParams,
} from "./generator";
import { lowerBound } from "./lower-bound";
import { MULTICAST_LIMITS, multicastScenarioSchema, type MulticastScenario } from "./scenario";

const algorithmId = z.enum(MULTICAST_ALGORITHM_IDS as [string, ...string[]], {
  error: `algorithms must be among ${MULTICAST_ALGORITHM_IDS.join(", ")}`,
});

export const competitiveRatioParams = z.strictObject({
  pattern: z.enum(["all-to-all", "multiple", "single"], {
    error: 'pattern must be "all-to-all", "multiple" or "single"',
  }),
  nodes: z
    .array(count("nodes", 2, MULTICAST_LIMITS.nodes))
    .min(1, "nodes needs at least one size")
    .max(32, "nodes is limited to 32 sizes"),
  /** Multiple multicast: the fraction of nodes that are sources (at least one). */
  sourceFraction: z
    .number({ error: "sourceFraction must be a number" })
    .positive("sourceFraction must be > 0")
    .max(1, "sourceFraction is at most 1"),
  /** Fraction of the other nodes each source sends to (multiple multicast). */
  destinationFraction: z
    .number({ error: "destinationFraction must be a number" })
    .positive("destinationFraction must be > 0")
    .max(1, "destinationFraction is at most 1"),
  messages: z.enum(["small", "large", "mixed"], { error: 'messages must be "small", "large" or "mixed"' }),
  network: z.enum(["fast", "slow", "mixed"], { error: 'network must be "fast", "slow" or "mixed"' }),
  instances: count("instances", 1, 1000),
  algorithms: z.array(algorithmId).min(1, "algorithms needs at least one id"),
});

export type CompetitiveRatioParams = z.infer<typeof competitiveRatioParams>;

const DEFAULTS: CompetitiveRatioParams = {
  pattern: "all-to-all",
  nodes: [8, 16, 24, 32, 40, 48, 56, 64],
  sourceFraction: 0.25,
  destinationFraction: 0.5,
  messages: "small",
  network: "fast",
  instances: 5,
  algorithms: [...MULTICAST_ALGORITHM_IDS],
};

/** The generator parameters of a run with `nodes` nodes. */
function experimentGeneratorParams(p: CompetitiveRatioParams, nodes: number) {
  return multicastRandomParams.parse({
    ...MULTICAST_RANDOM_DEFAULTS,
    nodes,
    pattern: p.pattern,
    sources: Math.max(1, Math.round(p.sourceFraction * nodes)),
    destinations: p.destinationFraction >= 1 ? "all" : p.destinationFraction,
    messages: p.messages,
    network: p.network,
  });
}

/** The random scenario of one run. */
export function experimentScenario(
  p: CompetitiveRatioParams,
  nodes: number,
  seed: number,
): MulticastScenario {
  const params = experimentGeneratorParams(p, nodes);
  return multicastScenarioSchema.parse({
    version: 1,
    kind: "multicast",
    seed,
    ...expandMulticastRandom(params, seed),
  });
}

const nameOf = (id: string) => MULTICAST_ALGORITHMS.find((a) => a.id === id)?.name ?? id;
const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const round4 = (x: number) => Number(x.toPrecision(4));

export const competitiveRatioExperiment: ExperimentDef<CompetitiveRatioParams> = {
  id: "multicast-competitive-ratio",
  paper: "Wu, Yeh, Liu: multiple multicast on heterogeneous NOWs",
  figure: null,
  family: "multicast",
  title: "Multicast heuristics against the lower bound, by number of nodes",
  description:
    "Random scenarios from Sec. 7's ranges at each number of nodes: every heuristic's completion time, " +
    "the Sec. 3.2 lower bound, and the competitive ratio (completion time / lower bound). A sweep of our own " +
    "on the paper's model; the paper's figures are the experiments wyl-fig6 … wyl-fig12.",
  params: competitiveRatioParams,
  defaults: DEFAULTS,
  runCount: (p) => p.nodes.length * p.instances,
  // The run's scenario as a generated document: the generator expands it to experimentScenario's.
  scenarioOf: (p, runIndex, seed) => ({
    version: 1,
    kind: "multicast",
    generator: {
      id: MULTICAST_RANDOM_ID,
      params: experimentGeneratorParams(p, p.nodes[Math.floor(runIndex / p.instances)] as number),
      seed,
    },
  }),
  run(p, runIndex, seed) {
    const nodes = p.nodes[Math.floor(runIndex / p.instances)] as number;
    const s = experimentScenario(p, nodes, seed);
    const row: ExperimentRow = { nodes, run: runIndex, lowerBound: lowerBound(s) };
    for (const id of p.algorithms) {
      const alg = MULTICAST_ALGORITHMS.find((a) => a.id === id);
      if (!alg) continue;
      // Every receive ends after its send, so the last delivery is the makespan (equal to the replay's).
      const { steps } = alg.run(s, { explain: false });
      row[id] = steps.reduce((t, st) => Math.max(t, st.complete), 0);
    }
    return [row];
  },
  summarize(p, rows) {
    const sizes = [...new Set(rows.map((r) => r.nodes as number))].sort((a, b) => a - b);
    const at = (n: number) => rows.filter((r) => r.nodes === n);
    const ratio = (r: ExperimentRow, id: string) => (r[id] as number) / (r.lowerBound as number);
    const names = p.algorithms.map(nameOf);
    const completion = {
      title: "Mean completion time (µs)",
      columns: ["nodes", "runs", "lower bound", ...names],
      rows: sizes.map((n) => {
        const rs = at(n);
        return [
          n,
          rs.length,
          round4(mean(rs.map((r) => r.lowerBound as number))),
          ...p.algorithms.map((id) => round4(mean(rs.map((r) => r[id] as number)))),
        ];
      }),
    };
    const ratios = {
      title: "Competitive ratio (mean of completion time / lower bound)",
      columns: ["nodes", ...names],
      rows: sizes.map((n) => [n, ...p.algorithms.map((id) => round4(mean(at(n).map((r) => ratio(r, id)))))]),
    };
    return {
      title: `${p.pattern} multicast, ${p.messages} messages, ${p.network} network`,
      tables: [ratios, completion],
      charts: [
        {
          title: "Competitive ratio against the number of nodes",
          x: "nodes",
          xLabel: "nodes",
          yLabel: "completion time / lower bound",
          series: p.algorithms.map((id) => ({
            name: nameOf(id),
            points: sizes.map((n) => [n, mean(at(n).map((r) => ratio(r, id)))] as const),
          })),
        },
        {
          title: "Completion time against the number of nodes",
          x: "nodes",
          xLabel: "nodes",
          yLabel: "completion time (µs)",
          series: [
            {
              name: "lower bound",
              points: sizes.map((n) => [n, mean(at(n).map((r) => r.lowerBound as number))] as const),
            },
            ...p.algorithms.map((id) => ({
              name: nameOf(id),
              points: sizes.map((n) => [n, mean(at(n).map((r) => r[id] as number))] as const),
            })),
          ],
        },
      ],
    };
  },
};
