import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  coverageTable,
  maxK,
  nodesCovered,
  optimalK,
  optimalKGrid,
  pipelinedSteps,
  singlePacketSteps,
} from "../../../src/core/packet/theory";

describe("nodesCovered (Lemma 1)", () => {
  it("doubles while s ≤ k", () => {
    expect([0, 1, 2, 3].map((s) => nodesCovered(s, 3))).toEqual([1, 2, 4, 8]);
    expect(nodesCovered(4, 4)).toBe(16);
  });
  it("sums the k previous values plus one after that (hand-computed)", () => {
    // k = 1: a chain covers s + 1 nodes.
    expect(coverageTable(6, 1)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // k = 2: 1 + N(s−1) + N(s−2).
    expect(coverageTable(8, 2)).toEqual([1, 2, 4, 7, 12, 20, 33, 54, 88]);
    // k = 3: N(4,3) = 1 + 8 + 4 + 2 = 15, N(5,3) = 1 + 15 + 8 + 4 = 28.
    expect(coverageTable(7, 3)).toEqual([1, 2, 4, 8, 15, 28, 52, 96]);
    expect(coverageTable(7, 4)).toEqual([1, 2, 4, 8, 16, 31, 60, 116]);
  });
  it("equals Lemma 1's recursion written out literally", () => {
    const lemma1 = (s: number, k: number): number => {
      if (s <= k) return 2 ** s;
      let sum = 1;
      for (let i = 1; i <= k; i++) sum += lemma1(s - i, k);
      return sum;
    };
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 18 }), fc.integer({ min: 1, max: 8 }), (s, k) => {
        expect(nodesCovered(s, k)).toBe(lemma1(s, k));
      }),
      { numRuns: 100 },
    );
  });
  it("rejects s < 0 and k < 1", () => {
    expect(() => nodesCovered(-1, 2)).toThrow(/s must be/);
    expect(() => nodesCovered(2, 0)).toThrow(/k must be/);
  });
});

describe("singlePacketSteps (L1)", () => {
  it("is the smallest s with N(s,k) ≥ n", () => {
    expect(singlePacketSteps(16, 3)).toBe(5); // N(4,3) = 15 < 16 ≤ 28
    expect(singlePacketSteps(15, 3)).toBe(4);
    expect(singlePacketSteps(16, 4)).toBe(4);
    expect(singlePacketSteps(4, 1)).toBe(3);
    expect(singlePacketSteps(64, 2)).toBe(8);
    expect(singlePacketSteps(1, 2)).toBe(0);
  });
  it("is ⌈log2 n⌉ for the binomial k and n − 1 for the chain", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 2000 }), (n) => {
        expect(singlePacketSteps(n, maxK(n))).toBe(Math.ceil(Math.log2(n)));
        expect(singlePacketSteps(n, 1)).toBe(n - 1);
      }),
      { numRuns: 100 },
    );
  });
});

describe("maxK", () => {
  it("is ⌈log2 n⌉", () => {
    expect([1, 2, 3, 4, 5, 8, 9, 16, 17, 1024].map(maxK)).toEqual([0, 1, 2, 2, 3, 3, 4, 4, 5, 10]);
  });
});

describe("optimalK (Theorem 3)", () => {
  it("picks the linear tree for 3 packets to 3 destinations (Fig. 5: 5 steps against 6)", () => {
    const best = optimalK(4, 3);
    expect(best).toMatchObject({ k: 1, steps: 5 });
    expect(best.byK).toEqual([
      { k: 1, singlePacketSteps: 3, steps: 5 },
      { k: 2, singlePacketSteps: 2, steps: 6 },
    ]);
  });
  it("beats the binomial tree for 3 packets to 7 destinations (Fig. 8's 9 steps)", () => {
    // k=1: 7 + 2 = 9; k=2: 4 + 4 = 8; k=3: 3 + 6 = 9.
    expect(optimalK(8, 3)).toMatchObject({ k: 2, steps: 8 });
  });
  it("gives ⌈log2 n⌉ for one packet (Sec. 5.1), ties going to the larger k", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 1024 }), (n) => {
        expect(optimalK(n, 1).k).toBe(maxK(n));
      }),
      { numRuns: 100 },
    );
    // n = 5, m = 1: k = 2 and k = 3 both take 3 steps.
    expect(optimalK(5, 1)).toMatchObject({ k: 3, steps: 3 });
  });
  it("turns linear for 16 nodes past 11 packets (the tie at m = 11 goes to k = 2)", () => {
    // k=1: 15 + (m−1); k=2: L1 = 5 (N(5,2) = 20), 5 + 2(m−1): equal at m = 11.
    expect(optimalK(16, 10)).toMatchObject({ k: 2, steps: 23 });
    expect(optimalK(16, 11)).toMatchObject({ k: 2, steps: 25 });
    expect(optimalK(16, 12)).toMatchObject({ k: 1, steps: 26 });
  });
  it("settles on k = 2 for 4 and 8 packets on 64 nodes (Sec. 5.1)", () => {
    expect(optimalK(64, 4)).toMatchObject({ k: 2, steps: 14 });
    expect(optimalK(64, 8)).toMatchObject({ k: 2, steps: 22 });
  });
  it("minimises L1 + (m−1)k over [1, ⌈log2 n⌉] and takes the largest minimiser", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 600 }), fc.integer({ min: 1, max: 200 }), (n, m) => {
        const best = optimalK(n, m);
        const all = Array.from({ length: maxK(n) }, (_, i) => pipelinedSteps(n, m, i + 1));
        const min = Math.min(...all);
        expect(best.steps).toBe(min);
        expect(best.k).toBe(all.lastIndexOf(min) + 1);
      }),
      { numRuns: 150 },
    );
  });
  it("rejects n < 2 and m < 1", () => {
    expect(() => optimalK(1, 1)).toThrow(/n must be/);
    expect(() => optimalK(4, 0)).toThrow(/m must be/);
  });
});

describe("optimalKGrid", () => {
  it("lays the optimal k out over n and m for the heat map", () => {
    const grid = optimalKGrid([4, 16, 64], [1, 3, 12]);
    expect(grid.k).toEqual([
      [2, 1, 1],
      [4, 2, 1],
      [6, 2, 2],
    ]);
    expect(grid.steps[0]).toEqual([2, 5, 14]);
    expect(grid.steps[1]).toEqual([4, 9, 26]);
  });
});
