// Kesavan–Panda Sec. 5.1–5.2, Figs 12–14: multicast latency against the number of packets m for the
// k-binomial (Theorem 3's k for each m, or a fixed k), binomial and linear trees, under any of the three
// interfaces. Uses the closed forms of predict.ts per tree shape (each node's depth and the sum of its
// sibling places along its path), which the tests check against the step simulator.
import type { PacketInterface, PacketTiming } from "./scenario";
import { stepTime } from "./scenario";
import { hopTime } from "./conventional";
import { maxK, optimalK } from "./theory";
import { buildKBinomialTree, treeShape, type TreeShape } from "./tree";

export interface LatencyCurve {
  /** "k-binomial", "binomial", "linear". */
  readonly name: string;
  /** The k of the tree used at each m. */
  readonly k: readonly number[];
  readonly steps: readonly number[];
  /** In the scenario's time unit. */
  readonly latency: readonly number[];
}

export type LatencyCurves = {
  readonly interface: PacketInterface;
  readonly nodes: number;
  readonly ms: readonly number[];
  readonly series: readonly LatencyCurve[];
};

/** Per node: depth and the sum of its places among siblings along the path from the source. */
interface PathSums {
  readonly rootChildren: number;
  readonly depth: readonly number[];
  readonly places: readonly number[];
}

function pathSums(tree: TreeShape): PathSums {
  const depth = new Array<number>(tree.n).fill(0);
  const places = new Array<number>(tree.n).fill(0);
  for (const v of tree.topDown) {
    const p = tree.parent[v] as number;
    if (p < 0) continue;
    depth[v] = (depth[p] as number) + 1;
    places[v] = (places[p] as number) + (tree.childIndex[v] as number);
  }
  return { rootChildren: tree.children[tree.source]?.length ?? 0, depth, places };
}

/** Steps (smart interfaces) or critical-path hops (conventional) of m packets on a k-binomial tree. */
function stepsOn(sums: PathSums, m: number, iface: PacketInterface): { steps: number; hops: number } {
  let worst = 0;
  sums.depth.forEach((d, v) => {
    const s = sums.places[v] as number;
    // FPFS: σ(v) + 1 = d + s; FCFS: F(v) + 1 = d + m·s; conventional hops: d + s.
    worst = Math.max(worst, iface === "fcfs" ? d + m * s : d + s);
  });
  if (iface === "fpfs") return { steps: worst + (m - 1) * sums.rootChildren, hops: 0 };
  if (iface === "fcfs") return { steps: worst + m - 1, hops: 0 };
  return { steps: worst * m, hops: worst };
}

export function latencyVsPackets(
  nodes: number,
  ms: readonly number[],
  timing: PacketTiming,
  iface: PacketInterface,
  fixedK: number | null = null,
): LatencyCurves {
  const identity = Array.from({ length: nodes }, (_, i) => i);
  const cache = new Map<number, PathSums>();
  const sumsFor = (k: number): PathSums => {
    let sums = cache.get(k);
    if (!sums) {
      sums = pathSums(treeShape(buildKBinomialTree(identity, k), nodes, 0));
      cache.set(k, sums);
    }
    return sums;
  };
  const tau = stepTime(timing);
  const curve = (name: string, kFor: (m: number) => number): LatencyCurve => {
    const k: number[] = [];
    const steps: number[] = [];
    const latency: number[] = [];
    for (const m of ms) {
      const kk = kFor(m);
      const r = stepsOn(sumsFor(kk), m, iface);
      k.push(kk);
      steps.push(r.steps);
      latency.push(
        iface === "conventional" ? r.hops * hopTime(m, timing) : timing.ts + r.steps * tau + timing.tr,
      );
    }
    return { name, k, steps, latency };
  };
  return {
    interface: iface,
    nodes,
    ms,
    series: [
      curve("k-binomial", (m) => fixedK ?? optimalK(nodes, m).k),
      curve("binomial", () => maxK(nodes)),
      curve("linear", () => 1),
    ],
  };
}

export interface LatencyByNodes {
  readonly interface: PacketInterface;
  readonly packets: number;
  readonly ns: readonly number[];
  readonly series: readonly LatencyCurve[];
}

/**
 * Figs 13(b), 14(b): latency against the multicast set size n for a fixed m, per tree type. A fixed k
 * above ⌈log2 n⌉ is lowered to ⌈log2 n⌉ for the small n (the k-binomial tree is then the binomial).
 */
export function latencyVsNodes(
  ns: readonly number[],
  m: number,
  timing: PacketTiming,
  iface: PacketInterface,
  fixedK: number | null = null,
): LatencyByNodes {
  const names = ["k-binomial", "binomial", "linear"] as const;
  const columns = names.map(() => ({ k: [] as number[], steps: [] as number[], latency: [] as number[] }));
  for (const n of ns) {
    const k = fixedK === null ? null : Math.min(fixedK, maxK(n));
    const one = latencyVsPackets(n, [m], timing, iface, k);
    one.series.forEach((curve, i) => {
      const col = columns[i] as (typeof columns)[number];
      col.k.push(curve.k[0] as number);
      col.steps.push(curve.steps[0] as number);
      col.latency.push(curve.latency[0] as number);
    });
  }
  return {
    interface: iface,
    packets: m,
    ns,
    series: names.map((name, i) => ({ name, ...(columns[i] as (typeof columns)[number]) })),
  };
}
