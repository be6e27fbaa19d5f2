// Random heterogeneous clusters for the allgather family (the issue's "random clusters with a fast/slow
// mix the user controls"), modelled on the 8 workstations of Wu–Yeh Sec. 6: a fast node has
// T_send 90, T_recv 70 and a wire latency of 90 µs; a slow node all three times `slowFactor`; every
// value is jittered by ±`jitter`. T_end(i,j) = T_send(i) + T_recv(j) + the mean of the two wire
// latencies (jittered), so T_end ≥ T_send + T_recv and the instance is also a valid multicast one.
import { z } from "zod";
import { defineGenerator } from "../family";
import { createRng } from "../random";
import { ALLGATHER_LIMITS, type AllgatherScenario } from "./scenario";

export const FAST_NODE = { tSend: 90, tRecv: 70, wire: 90 } as const;

export const randomClustersParams = z.strictObject({
  nodes: z
    .number({ error: "nodes must be a number" })
    .int("nodes must be a whole number")
    .min(2, "nodes must be at least 2")
    .max(ALLGATHER_LIMITS.nodes, `nodes is limited to ${ALLGATHER_LIMITS.nodes}`),
  fastFraction: z
    .number({ error: "fastFraction must be a number" })
    .min(0, "fastFraction must be between 0 and 1")
    .max(1, "fastFraction must be between 0 and 1"),
  slowFactor: z
    .number({ error: "slowFactor must be a number" })
    .min(1, "slowFactor must be at least 1")
    .max(20, "slowFactor is limited to 20"),
  jitter: z
    .number({ error: "jitter must be a number" })
    .min(0, "jitter must be between 0 and 0.5")
    .max(0.5, "jitter must be between 0 and 0.5"),
});

export type RandomClustersParams = z.infer<typeof randomClustersParams>;

const round1 = (x: number) => Math.round(x * 10) / 10;

/** The explicit fields of a random instance. */
export function randomClusters(
  p: RandomClustersParams,
  seed: number,
): Pick<AllgatherScenario, "nodes" | "tEnd" | "agents" | "clusters"> {
  const rng = createRng(seed);
  const n = p.nodes;
  const fastCount = Math.round(p.fastFraction * n);
  const fast = new Set(
    rng.sample(
      Array.from({ length: n }, (_, i) => i),
      fastCount,
    ),
  );
  const jit = () => (p.jitter === 0 ? 1 : rng.uniform(1 - p.jitter, 1 + p.jitter));
  const wire: number[] = [];
  const nodes = Array.from({ length: n }, (_, i) => {
    const f = fast.has(i) ? 1 : p.slowFactor;
    const node = { tSend: round1(FAST_NODE.tSend * f * jit()), tRecv: round1(FAST_NODE.tRecv * f * jit()) };
    wire.push(FAST_NODE.wire * f * jit());
    return node;
  });
  const tEnd = nodes.map((from, i) =>
    nodes.map((to, j) =>
      i === j ? 0 : round1(from.tSend + to.tRecv + (((wire[i] as number) + (wire[j] as number)) / 2) * jit()),
    ),
  );
  return { nodes, tEnd, agents: null, clusters: null };
}

export function expandRandomClusters(p: RandomClustersParams, seed: number): Record<string, unknown> {
  return randomClusters(p, seed);
}

export const randomClustersGenerator = defineGenerator<AllgatherScenario, RandomClustersParams>({
  id: "allgather-random@1",
  kind: "allgather",
  title: "Random fast/slow workstations (Sec. 6's fast and slow nodes, jittered)",
  params: randomClustersParams,
  defaults: { nodes: 16, fastFraction: 0.5, slowFactor: 1.8, jitter: 0.1 },
  expand: (params, seed) => expandRandomClusters(params, seed),
});
