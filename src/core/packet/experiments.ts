// Sweeps of the packet family (Kesavan–Panda Sec. 5): latency against m per tree type (Figs 13(a),
// 14(a)) by replaying each tree in the step simulator, and the optimal k against n for several m
// (Fig. 12(b)). Both are deterministic: without network contention the paper's random destination
// sets do not change the step counts, so the run seed is not needed.
import { z } from "zod";
import type { ExperimentDef, ExperimentRow } from "../experiment";
import { count } from "../scenario/fields";
import { binomialPlan } from "./binomial";
import { kBinomialPlan } from "./k-binomial";
import { linearPlan } from "./linear";
import { replay } from "./replay";
import { DEFAULT_TIMING, PACKET_INTERFACES, PACKET_LIMITS, type PacketScenario } from "./scenario";
import { optimalK } from "./theory";

const TREES = [
  { name: "k-binomial", plan: kBinomialPlan },
  { name: "binomial", plan: binomialPlan },
  { name: "linear", plan: linearPlan },
] as const;

const latencyParams = z
  .strictObject({
    nodes: count("nodes", 2, PACKET_LIMITS.nodes),
    packetsMax: count("packetsMax", 1, 256),
    interface: z.enum(PACKET_INTERFACES, {
      error: `interface must be one of ${PACKET_INTERFACES.join(", ")}`,
    }),
  })
  .refine((p) => (p.nodes - 1) * p.packetsMax <= PACKET_LIMITS.transmissions, {
    path: ["packetsMax"],
    message: `(nodes − 1) × packetsMax is limited to ${PACKET_LIMITS.transmissions} transmissions`,
  });

type LatencyParams = z.infer<typeof latencyParams>;

export const latencyVsPacketsExperiment: ExperimentDef<LatencyParams> = {
  id: "packet-latency-vs-m",
  paper: "Kesavan, Panda: k-binomial packetized multicast",
  figure: "Figs 13a, 14a",
  family: "packet",
  title: "Latency against the number of packets per tree (Figs 13a, 14a)",
  description:
    "For m = 1 … packetsMax, the multicast latency (µs, Sec. 5.2 timing) of the optimal k-binomial, " +
    "binomial and linear trees, each replayed by the step simulator.",
  params: latencyParams,
  defaults: { nodes: 16, packetsMax: 32, interface: "fpfs" },
  runCount: (p) => p.packetsMax,
  run(p, runIndex) {
    const m = runIndex + 1;
    const s: PacketScenario = {
      version: 1,
      kind: "packet-multicast",
      timeUnit: "us",
      seed: 1,
      nodes: p.nodes,
      packets: m,
      k: null,
      interface: p.interface,
      timing: { ...DEFAULT_TIMING },
    };
    const row: ExperimentRow = { m, k: optimalK(p.nodes, m).k };
    for (const t of TREES) {
      const outcome = t.plan(s, { explain: false });
      row[t.name] = replay(s, outcome.plan, t.name, outcome.steps).details.latency;
    }
    return [row];
  },
  summarize(p, rows) {
    const columns = ["m", "k", ...TREES.map((t) => t.name)];
    return {
      title: `Latency against m, ${p.nodes} nodes, ${p.interface.toUpperCase()}`,
      tables: [
        {
          title: "Latency (µs) per tree; k is Theorem 3's optimum",
          columns,
          rows: rows.map((r) => columns.map((c) => r[c] ?? NaN)),
        },
      ],
      charts: [
        {
          title: "Multicast latency against m",
          x: "m",
          xLabel: "packets m",
          yLabel: "latency (µs)",
          series: TREES.map((t) => ({
            name: t.name,
            points: rows.map((r) => [r.m ?? NaN, r[t.name] ?? NaN] as const),
          })),
        },
      ],
    };
  },
};

const optimalKParams = z.strictObject({
  nodesMax: count("nodesMax", 2, PACKET_LIMITS.nodes),
  packets: z
    .array(count("packets", 1, PACKET_LIMITS.packets))
    .min(1, "packets needs at least one value")
    .max(16, "packets is limited to 16 values"),
});

type OptimalKParams = z.infer<typeof optimalKParams>;

export const optimalKExperiment: ExperimentDef<OptimalKParams> = {
  id: "packet-optimal-k",
  paper: "Kesavan, Panda: k-binomial packetized multicast",
  figure: "Fig. 12b",
  family: "packet",
  title: "Optimal k against the multicast set size (Fig. 12b)",
  description:
    "For n = 2 … nodesMax, Theorem 3's optimal k (ties to the larger k) for each packet count listed.",
  params: optimalKParams,
  defaults: { nodesMax: 64, packets: [1, 2, 4, 8] },
  runCount: (p) => p.nodesMax - 1,
  run(p, runIndex) {
    const n = runIndex + 2;
    const row: ExperimentRow = { n };
    for (const m of p.packets) row[`m=${m}`] = optimalK(n, m).k;
    return [row];
  },
  summarize(p, rows) {
    const columns = ["n", ...p.packets.map((m) => `m=${m}`)];
    return {
      title: `Optimal k for n = 2 … ${p.nodesMax}`,
      tables: [
        { title: "Optimal k (Theorem 3)", columns, rows: rows.map((r) => columns.map((c) => r[c] ?? NaN)) },
      ],
      charts: [
        {
          title: "Optimal k against n",
          x: "n",
          xLabel: "multicast set size n (with the source)",
          yLabel: "optimal k",
          series: p.packets.map((m) => ({
            name: `m = ${m}`,
            points: rows.map((r) => [r.n ?? NaN, r[`m=${m}`] ?? NaN] as const),
          })),
        },
      ],
    };
  },
};

export const PACKET_EXPERIMENTS = [latencyVsPacketsExperiment, optimalKExperiment];
