// The grid cost model as flat arrays (Steffenel–Mounié Sec. 3, docs/cost-models.md): a send i→j keeps
// coordinator i busy g_ij and the message is at j at RT_i + g_ij + L_ij; cluster k then needs T_k for
// its internal broadcast. T_k is given, or predicted for a binomial tree as ⌈log2 size⌉·(g + L) from
// the cluster's own pLogP figures.
import { pairValue, type PairValues } from "../scenario/fields";
import type { GridCluster } from "./scenario";

/** What the heuristics, the simulator and the lower bound read. Matrices are row-major n×n. */
export interface GridModel {
  readonly n: number;
  readonly root: number;
  /** g_ij at [i * n + j]. */
  readonly gap: Float64Array;
  /** L_ij at [i * n + j]. */
  readonly latency: Float64Array;
  /** g_ij + L_ij: the duration of one inter-cluster hop (FEF's edge weight). */
  readonly hop: Float64Array;
  /** T_k, the broadcast time inside cluster k. */
  readonly intra: Float64Array;
  /** Whether T_k was predicted from {g, L} rather than given. */
  readonly intraPredicted: readonly boolean[];
}

/** The fields a model is built from (a validated scenario, or a generator's output). */
export interface GridModelInput {
  readonly root: number;
  readonly clusters: readonly GridCluster[];
  readonly gap: PairValues;
  readonly latency: PairValues;
}

/** T = ⌈log2 size⌉·(g + L): the pLogP time of a binomial-tree broadcast among `size` machines. */
export function predictIntraTime(size: number, g: number, L: number): number {
  const rounds = size <= 1 ? 0 : Math.ceil(Math.log2(size));
  return rounds * (g + L);
}

export function intraTime(c: GridCluster): number {
  return typeof c.intra === "number" ? c.intra : predictIntraTime(c.size, c.intra.g, c.intra.L);
}

export function gridModel(s: GridModelInput): GridModel {
  const n = s.clusters.length;
  const gap = new Float64Array(n * n);
  const latency = new Float64Array(n * n);
  const hop = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const at = i * n + j;
      gap[at] = pairValue(s.gap, i, j);
      latency[at] = pairValue(s.latency, i, j);
      hop[at] = (gap[at] as number) + (latency[at] as number);
    }
  }
  return {
    n,
    root: s.root,
    gap,
    latency,
    hop,
    intra: Float64Array.from(s.clusters, intraTime),
    intraPredicted: s.clusters.map((c) => typeof c.intra !== "number"),
  };
}
