// A lower bound on any all-to-all broadcast under the cost model (ours: Wu–Yeh give none). Node i's
// data can reach node j no sooner than the shortest chain of T_end's from i to j, since each relay
// must finish receiving before it sends, and a send started at t completes no sooner than t + T_end.
// The bound is the largest such distance over ordered pairs (Floyd–Warshall, O(n³)).
import type { Model } from "./scenario";

export function shortestEndPaths(model: Model): Float64Array {
  const { n } = model;
  const d = Float64Array.from(model.tEnd);
  for (let k = 0; k < n; k++) {
    for (let i = 0; i < n; i++) {
      const ik = d[i * n + k] as number;
      if (i === k) continue;
      for (let j = 0; j < n; j++) {
        const via = ik + (d[k * n + j] as number);
        if (via < (d[i * n + j] as number)) d[i * n + j] = via;
      }
    }
  }
  return d;
}

export function allgatherLowerBound(model: Model): number {
  const d = shortestEndPaths(model);
  let bound = 0;
  for (let i = 0; i < model.n; i++) {
    for (let j = 0; j < model.n; j++) if (i !== j) bound = Math.max(bound, d[i * model.n + j] as number);
  }
  return bound;
}
