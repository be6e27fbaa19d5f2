// A lower bound on any broadcast schedule over the grid (the issue's; the paper states none): cluster k
// cannot have the message before the shortest path from the root with hop weights g_ij + L_ij (a relay
// must receive before it sends, and each hop costs at least g + L), and cannot finish before that plus
// T_k. The bound is the latest, over clusters, of (earliest possible arrival + T_k).
import type { GridModel } from "./model";

export interface GridLowerBound {
  readonly value: number;
  /** Earliest possible arrival at each coordinator over any relay path (0 for the root). */
  readonly earliestArrival: Float64Array;
  /** The cluster that sets the bound. */
  readonly cluster: number;
}

/** Dijkstra on the dense C×C matrix, O(C²). */
export function earliestArrivals(model: GridModel): Float64Array {
  const { n, root, hop } = model;
  const dist = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  const done = new Uint8Array(n);
  dist[root] = 0;
  for (let round = 0; round < n; round++) {
    let u = -1;
    for (let k = 0; k < n; k++) {
      if (!done[k] && (u < 0 || (dist[k] as number) < (dist[u] as number))) u = k;
    }
    if (u < 0) break;
    done[u] = 1;
    const du = dist[u] as number;
    for (let v = 0; v < n; v++) {
      if (done[v] || v === u) continue;
      const via = du + (hop[u * n + v] as number);
      if (via < (dist[v] as number)) dist[v] = via;
    }
  }
  return dist;
}

export function gridLowerBound(model: GridModel): GridLowerBound {
  const earliestArrival = earliestArrivals(model);
  let value = 0;
  let cluster = model.root;
  for (let k = 0; k < model.n; k++) {
    const finish = (earliestArrival[k] as number) + (model.intra[k] as number);
    if (finish > value) {
      value = finish;
      cluster = k;
    }
  }
  return { value, earliestArrival, cluster };
}
