// A naive reference for the grid heuristics (Steffenel–Mounié Secs 4–5), written straight from the
// definitions: every round scans every pair (i in A, j in B) and recomputes every lookahead. The
// incremental implementations in src/core/grid must make exactly the same choices.
import type { GridModel } from "../../../src/core/grid/model";
import type { GridPlan } from "../../../src/core/grid/scenario";
import { approxEqual } from "../../../src/core/tolerance";

export function naiveHeuristic(m: GridModel, id: string): GridPlan {
  const { n, root, gap, hop, intra } = m;
  const A = [root];
  const B = Array.from({ length: n }, (_, k) => k).filter((k) => k !== root);
  const RT = new Array<number>(n).fill(0);
  const children: number[][] = Array.from({ length: n }, () => []);
  const w = (i: number, j: number) => hop[i * n + j] as number;
  const F = (j: number, pick: "min" | "max", withT: boolean) => {
    const vals = B.filter((k) => k !== j).map((k) => w(j, k) + (withT ? (intra[k] as number) : 0));
    if (vals.length === 0) return 0;
    return pick === "min" ? Math.min(...vals) : Math.max(...vals);
  };
  // Ties as defined in greedy.ts: every pair within a relative 1e-9 of the exact best is tied.
  const scoreOf = (i: number, j: number): number => {
    switch (id) {
      case "fef":
        return w(i, j);
      case "ecef":
        return RT[i]! + w(i, j);
      case "ecef-la":
        return RT[i]! + w(i, j) + F(j, "min", false);
      case "ecef-lat-min":
        return RT[i]! + w(i, j) + F(j, "min", true);
      case "ecef-lat-max":
        return RT[i]! + w(i, j) + F(j, "max", true);
      default:
        throw new Error(id);
    }
  };
  while (B.length > 0) {
    let pair: [number, number];
    if (id === "flat") pair = [root, B[0] as number];
    else if (id === "bottom-up") {
      // max over j of (min over i of RT_i + w_ij + T_j)
      const value = (j: number) => Math.min(...A.map((i) => RT[i]! + w(i, j) + intra[j]!));
      const best = Math.max(...B.map(value));
      const j = B.find((k) => approxEqual(value(k), best)) as number;
      const i = A.find((k) => approxEqual(RT[k]! + w(k, j) + intra[j]!, value(j))) as number;
      pair = [i, j];
    } else {
      const pairs = A.flatMap((i) => B.map((j) => ({ i, j, score: scoreOf(i, j) })));
      const best = Math.min(...pairs.map((p) => p.score));
      // A is in join order and B in index order, so the first tied pair is the one the rule wants.
      const p = pairs.find((q) => approxEqual(q.score, best)) as { i: number; j: number };
      pair = [p.i, p.j];
    }
    const [i, j] = pair;
    RT[j] = RT[i]! + w(i, j);
    RT[i] = RT[i]! + gap[i * n + j]!;
    children[i]!.push(j);
    A.push(j);
    B.splice(B.indexOf(j), 1);
  }
  return { children };
}
