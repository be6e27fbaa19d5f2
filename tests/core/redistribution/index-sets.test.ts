import { describe, expect, it } from "vitest";
import {
  blockCounts,
  blocksBetween,
  circulantStep,
  elementOwners,
  firstPeriodBlocks,
  ownerAfter,
  ownerBefore,
  redistributionLayout,
} from "../../../src/core/redistribution/index-sets";

// Fig. 1: ℜ_2(3,4), N = 48 — cyclic(2) → cyclic(6) on 4 processors.
const fig1 = redistributionLayout(4, 3, 48, 2);

describe("redistributionLayout", () => {
  it("has Fig. 1's 24 old blocks, 8 new blocks of 6 elements, period 12", () => {
    expect(fig1).toMatchObject({ blockCount: 24, newBlockCount: 8, newBlockSize: 6, period: 12 });
  });
});

describe("ownerBefore / ownerAfter", () => {
  it("assigns blocks round robin under cyclic(2) and cyclic(6) (Fig. 1b, 1d)", () => {
    expect(Array.from({ length: 8 }, (_, i) => ownerBefore(i, 4))).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
    // Old blocks 0–2 form new block 0 (P0), 3–5 new block 1 (P1), …, 12–14 new block 4 (P0).
    expect(Array.from({ length: 15 }, (_, i) => ownerAfter(i, 4, 3))).toEqual([
      0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 0, 0, 0,
    ]);
  });
});

describe("elementOwners", () => {
  it("gives each array element its owner before and after (Fig. 1a–d)", () => {
    expect(elementOwners(0, fig1)).toEqual({ before: 0, after: 0 });
    expect(elementOwners(6, fig1)).toEqual({ before: 3, after: 1 }); // b_3, B_1
    expect(elementOwners(13, fig1)).toEqual({ before: 2, after: 2 }); // b_6, B_2
    expect(elementOwners(47, fig1)).toEqual({ before: 3, after: 3 }); // b_23, B_7
  });
});

describe("blocksBetween", () => {
  it("lists the blocks P0 sends to P1 and keeps (Fig. 1)", () => {
    expect(blocksBetween(fig1, 0, 1)).toEqual([4, 16]); // elements 8–9 and 32–33
    expect(blocksBetween(fig1, 0, 0)).toEqual([0, 12]);
    expect(blocksBetween(fig1, 0, 3)).toEqual([]);
  });
});

describe("blockCounts", () => {
  it("gives every processor 2 blocks for each of its 3 destinations, one of them itself (Fig. 2a)", () => {
    const c = blockCounts(fig1);
    const rows = [0, 1, 2, 3].map((i) => Array.from(c.subarray(i * 4, i * 4 + 4)));
    expect(rows).toEqual([
      [2, 2, 2, 0],
      [2, 2, 0, 2],
      [2, 0, 2, 2],
      [0, 2, 2, 2],
    ]);
  });
  it("equals a block-by-block count for partial periods and K ≥ P", () => {
    for (const [P, K, blocks] of [
      [4, 2, 13],
      [5, 7, 101],
      [6, 4, 5],
      [3, 3, 30],
    ] as const) {
      const layout = redistributionLayout(P, K, blocks, 1);
      const c = blockCounts(layout);
      for (let i = 0; i < P; i++)
        for (let j = 0; j < P; j++) expect(c[i * P + j]).toBe(blocksBetween(layout, i, j).length);
    }
  });
  it("counts a huge array in one period (N = 10^7, P = 64, K = 40)", () => {
    const layout = redistributionLayout(64, 40, 10_000_000, 1);
    const c = blockCounts(layout);
    expect(c.reduce((t, v) => t + v, 0)).toBe(10_000_000);
    // 10^7 = 3906 periods of 2560 blocks + 640: each message has 3906 or 3907 blocks.
    const nonzero = Array.from(c).filter((v) => v > 0);
    expect(nonzero).toHaveLength(64 * 40);
    expect(new Set(nonzero)).toEqual(new Set([3906, 3907]));
  });
});

describe("firstPeriodBlocks", () => {
  it("lists the blocks of one period per pair", () => {
    const lists = firstPeriodBlocks(fig1);
    expect(lists[0 * 4 + 1]).toEqual([4]);
    expect(lists[1 * 4 + 3]).toEqual([9]); // b_9 → B_3 on P3
    expect(lists.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });
});

describe("circulantStep", () => {
  it("splits ℜ(3,4) into 3 permutations: step s sends P_q's s-th source qK + s (Fig. 2b)", () => {
    const stepTable = [0, 1, 2, 3].map((p) => [0, 1, 2, 3].map((q) => circulantStep(p, q, 4, 3)));
    expect(stepTable).toEqual([
      [0, 1, 2, -1],
      [1, 2, -1, 0],
      [2, -1, 0, 1],
      [-1, 0, 1, 2],
    ]);
  });
  it("makes every step a permutation and marks exactly the pairs that exchange blocks", () => {
    const failures: string[] = [];
    for (let P = 2; P <= 20; P++) {
      for (let K = 1; K <= P + 2; K++) {
        const counts = blockCounts(redistributionLayout(P, K, P * K, 1));
        const perStep = Array.from({ length: Math.min(K, P) }, () => ({
          senders: 0,
          receivers: new Set<number>(),
        }));
        for (let p = 0; p < P; p++) {
          for (let q = 0; q < P; q++) {
            const s = circulantStep(p, q, P, K);
            if (s >= 0 !== (counts[p * P + q] as number) > 0) failures.push(`P${P} K${K}: edge ${p}→${q}`);
            const step = perStep[s];
            if (!step) continue;
            step.senders++;
            step.receivers.add(q);
          }
        }
        perStep.forEach((st, s) => {
          if (st.senders !== P || st.receivers.size !== P) failures.push(`P${P} K${K}: step ${s}`);
        });
      }
    }
    expect(failures).toEqual([]);
  });
});
