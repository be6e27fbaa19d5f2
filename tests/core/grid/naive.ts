// A naive reference for the grid heuristics (Steffenel–Mounié Secs 4–5), written straight from the
// definitions: every round scans every pair (i in A, j in B) and recomputes every lookahead. The
// incremental implementations in src/core/grid must make exactly the same choices.
import type { GridModel } from "../../../src/core/grid/model";
import type { GridPlan } from "../../../src/core/grid/scenario";
import { definitelyLess } from "../../../src/core/tolerance";

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
  while (B.length > 0) {
    let pair: [number, number] = [-1, -1];
    if (id === "flat") pair = [root, B[0] as number];
    else if (id === "bottom-up") {
      let best = Number.NEGATIVE_INFINITY;
      for (const j of B) {
        let reach = Number.POSITIVE_INFINITY;
        let from = -1;
        for (const i of A) {
          const v = RT[i]! + w(i, j);
          if (from < 0 || definitelyLess(v, reach)) [reach, from] = [v, i];
        }
        if (pair[0] < 0 || definitelyLess(best, reach + intra[j]!))
          [best, pair] = [reach + intra[j]!, [from, j]];
      }
    } else {
      const score = (i: number, j: number): number => {
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
      let best = Number.POSITIVE_INFINITY;
      for (const i of A) {
        for (const j of B) {
          const v = score(i, j);
          if (pair[0] < 0 || definitelyLess(v, best)) [best, pair] = [v, [i, j]];
        }
      }
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
