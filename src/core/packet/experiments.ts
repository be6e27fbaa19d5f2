// Sweeps of the packet family (Kesavan–Panda Sec. 5): latency against m per tree type (Figs 13(a),
// 14(a)) by replaying each tree in the step simulator, and the optimal k against n for several m
// (Fig. 12(b)); Figs 4, 12(a), 13(b) and 14(b) are in experiments-figures.ts. Both are deterministic: without network contention the paper's random destination
// sets do not change the step counts, so the run seed is not needed.
import { z } from "zod";
import type { ClaimVerdict, ExperimentDef, ExperimentRow } from "../experiment";
import { count } from "../scenario/fields";
import { binomialPlan } from "./binomial";
import { kBinomialPlan } from "./k-binomial";
import { linearPlan } from "./linear";
import { replay } from "./replay";
import {
  interfaceExperiment,
  kVsPacketsExperiment,
  latencyVsNodesExperiment,
  overNodes,
  packetDoc,
} from "./experiments-figures";
import { DEFAULT_TIMING, PACKET_INTERFACES, PACKET_LIMITS, stepTime, type PacketScenario } from "./scenario";
import { maxK, optimalK } from "./theory";

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
  claim: {
    text:
      "The optimal k-binomial latency grows by k·t_step per extra packet, so its slope drops where the optimal " +
      "k falls (to 1 for 15 destinations, Fig. 13a); it is never slower than the binomial tree and up to about " +
      "2 times faster (Fig. 14a).",
    verdict: latencyVsPacketsVerdict,
  },
  runCount: (p) => p.packetsMax,
  scenarioOf: (p, runIndex) =>
    packetDoc(p.nodes, runIndex + 1, p.interface, `Figs 13a/14a: n = ${p.nodes}, m = ${runIndex + 1}`),
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

/**
 * Figs 13(a), 14(a): Theorem 2's slope (k·t_step per packet while k stays), the k-binomial tree never
 * slower than the binomial one, and its advantage reaching about 2× (1.9× or more) over the range.
 */
export function latencyVsPacketsVerdict(p: LatencyParams, rows: readonly ExperimentRow[]): ClaimVerdict {
  const sorted = [...rows].sort((a, b) => (a.m ?? 0) - (b.m ?? 0));
  if (sorted.length === 0) return { reproduced: false, reason: "No runs to judge." };
  const failures: string[] = [];
  if (p.interface === "fpfs") {
    const step = stepTime(DEFAULT_TIMING);
    for (let i = 1; i < sorted.length; i++) {
      const a = sorted[i - 1] as ExperimentRow;
      const b = sorted[i] as ExperimentRow;
      const slope = ((b["k-binomial"] ?? NaN) - (a["k-binomial"] ?? NaN)) / ((b.m ?? NaN) - (a.m ?? NaN));
      if (a.k === b.k && Math.abs(slope - (b.k ?? NaN) * step) > 1e-6) {
        failures.push(`between m = ${a.m} and ${b.m} the latency grows ${slope} µs per packet, not k·t_step`);
      }
    }
  }
  const slower = sorted.filter((r) => (r["k-binomial"] ?? NaN) > (r.binomial ?? NaN) * (1 + 1e-9));
  if (slower.length > 0)
    failures.push(`the k-binomial tree is slower at m = ${slower.map((r) => r.m).join(", ")}`);
  const best = sorted.reduce((a, r) =>
    (r.binomial ?? 0) / (r["k-binomial"] ?? 1) > (a.binomial ?? 0) / (a["k-binomial"] ?? 1) ? r : a,
  );
  const factor = (best.binomial ?? NaN) / (best["k-binomial"] ?? NaN);
  const linearFrom = sorted.find((r) => r.k === 1)?.m;
  const slopeText =
    linearFrom === undefined
      ? `k stays above 1 up to m = ${p.packetsMax}`
      : `k = 1 (slope t_step = ${stepTime(DEFAULT_TIMING)} µs per packet) from m = ${linearFrom}`;
  const factorText = `the binomial tree takes up to ${factor.toFixed(2)}× as long (m = ${best.m}, n = ${p.nodes})`;
  if (factor < 1.9) failures.push(`${factorText}, short of the paper's factor of 2`);
  if (failures.length > 0) {
    return { reproduced: false, reason: `Differs: ${failures.slice(0, 3).join("; ")}; ${slopeText}.` };
  }
  const beyond =
    factor > 2.2
      ? "; ours exceeds 2 because the advantage keeps growing with m and our model has no network contention " +
        "(the paper's irregular 64-node network does; its n and m range for Fig. 14(a) are not stated)"
      : "";
  return {
    reproduced: true,
    reason: `Reproduced: the slope is k·t_step while k holds and ${slopeText}; never slower, and ${factorText}${beyond}.`,
  };
}

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
  claim: {
    text:
      "For one packet the optimal k is ⌈log2 n⌉; for messages of 4 or 8 packets it settles at 2 as the " +
      "multicast set grows (up to 64 nodes).",
    verdict: optimalKVerdict,
  },
  ...overNodes("Fig. 12b"),
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

/** Fig. 12(b): k = ⌈log2 n⌉ for m = 1 at every n, and k = 2 at the largest n for m = 4 and 8. */
export function optimalKVerdict(p: OptimalKParams, rows: readonly ExperimentRow[]): ClaimVerdict {
  if (rows.length === 0) return { reproduced: false, reason: "No runs to judge." };
  const failures: string[] = [];
  if (p.packets.includes(1)) {
    const off = rows.filter((r) => r["m=1"] !== maxK(r.n ?? 2));
    if (off.length > 0) failures.push(`for m = 1, k ≠ ⌈log2 n⌉ at n = ${off.map((r) => r.n).join(", ")}`);
  }
  const last = rows.reduce((a, b) => ((b.n ?? 0) > (a.n ?? 0) ? b : a));
  const settled: string[] = [];
  for (const m of p.packets.filter((x) => x === 4 || x === 8)) {
    const k = last[`m=${m}`];
    settled.push(`k = ${k} for m = ${m}`);
    if (k !== 2) failures.push(`for m = ${m} the optimal k at n = ${last.n} is ${k}, not 2`);
  }
  if (p.packets.every((m) => m !== 1 && m !== 4 && m !== 8)) {
    return { reproduced: false, reason: "Nothing to judge: the claim is about m = 1, 4 and 8." };
  }
  const tail = settled.length > 0 ? `; at n = ${last.n}, ${settled.join(" and ")}` : "";
  if (failures.length > 0) return { reproduced: false, reason: `Differs: ${failures.join("; ")}${tail}.` };
  return { reproduced: true, reason: `Reproduced: k = ⌈log2 n⌉ for one packet at every n${tail}.` };
}

export const PACKET_EXPERIMENTS = [
  latencyVsPacketsExperiment,
  optimalKExperiment,
  interfaceExperiment,
  kVsPacketsExperiment,
  latencyVsNodesExperiment,
];
