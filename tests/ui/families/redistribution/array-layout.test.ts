import { describe, expect, it } from "vitest";
import { blockCounts, redistributionLayout } from "../../../../src/core/redistribution/index-sets";
import {
  layoutArray,
  movedAndStayed,
  shownBlockCount,
  SHOWN_BLOCKS_LIMIT,
} from "../../../../src/ui/families/redistribution/array-layout";
import { messagePalette } from "../../../../src/ui/views/common/colors";

// ℜ₂(3,4), N = 48 (Bhat et al. Fig. 1): 24 blocks b0…b23 of 2 elements; new blocks of 6.
const fig1 = redistributionLayout(4, 3, 48, 2);

describe("layoutArray on Fig. 1", () => {
  const a = layoutArray(fig1, 1200);
  const colors = messagePalette(4);

  it("shows every block in one row, before over after", () => {
    expect(a.shownBlocks).toBe(24);
    expect(a.perRow).toBe(24);
    expect(a.before).toHaveLength(24);
    expect(a.after).toHaveLength(24);
    expect(a.after[0]!.y).toBeGreaterThan(a.before[0]!.y);
    expect(a.truncation).toBeNull();
  });

  it("colours cyclic(2) by i mod P and cyclic(6) by ⌊i/3⌋ mod P (Fig. 1(b), (d))", () => {
    // b0…b7 before: P0 P1 P2 P3 P0 P1 P2 P3; after: P0 P0 P0 P1 P1 P1 P2 P2.
    expect(a.before.slice(0, 8).map((c) => c.owner)).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
    expect(a.after.slice(0, 8).map((c) => c.owner)).toEqual([0, 0, 0, 1, 1, 1, 2, 2]);
    expect(a.before[5]!.fill).toBe(colors[1]);
    expect(a.after[12]!.fill).toBe(colors[0]); // b12 is in B4, on P0 again
    expect(a.before[13]!.label).toBe("b13");
  });

  it("merges the after band into new blocks B0…B7 of K = 3 old blocks", () => {
    expect(a.spans.map((s) => s.newBlock)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(a.spans.map((s) => s.owner)).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
    expect(a.spans[1]!.w).toBeCloseTo(3 * a.cellWidth, 9);
    expect(a.spans[1]!.label).toBe("B1 on P1");
  });

  it("counts the blocks that move and those that stay (each processor keeps 2)", () => {
    expect(movedAndStayed(fig1)).toEqual({ moved: 16, stayed: 8 });
    const marks = a.texts.filter((t) => t.text === "=" || t.text === "↓");
    expect(marks.filter((t) => t.text === "=")).toHaveLength(8);
    // The element index at each new block's start: 0, 6, 12, …, 42.
    expect(a.texts.filter((t) => t.muted && /^\d+$/.test(t.text)).map((t) => Number(t.text))).toEqual([
      0, 6, 12, 18, 24, 30, 36, 42,
    ]);
  });

  it("wraps into rows of whole new blocks when the row is narrow", () => {
    const narrow = layoutArray(fig1, 104 + 12 + 9 * 31);
    expect(narrow.perRow).toBe(9);
    expect(narrow.before[9]!.y).toBeGreaterThan(narrow.before[8]!.y);
    expect(narrow.height).toBeGreaterThan(a.height);
  });
});

describe("layoutArray on large arrays", () => {
  it("shows two periods when they fit, and says so", () => {
    const l = redistributionLayout(8, 5, 1_000_000, 1);
    expect(shownBlockCount(l)).toBe(80);
    expect(layoutArray(l, 1200).truncation).toContain("2 periods of P·K = 40 blocks");
  });

  it("shows whole new blocks of the first period when a period is too long", () => {
    const l = redistributionLayout(64, 63, 10_000_000, 1);
    const a = layoutArray(l, 1300);
    expect(a.shownBlocks).toBe(63 * Math.floor(SHOWN_BLOCKS_LIMIT / 63));
    expect(a.perRow % 63).toBe(0);
    // A narrower panel still keeps each new block of 63 on one row, with narrower cells.
    expect(layoutArray(l, 940).perRow).toBe(63);
    expect(a.truncation).toContain("part of the first period of P·K = 4,032 blocks");
    // Counted over the whole array by periods: every block either moves or stays.
    const { moved, stayed } = movedAndStayed(l);
    expect(moved + stayed).toBe(10_000_000);
    // The blocks that stay are the diagonal of the index sets' counts.
    const counts = blockCounts(l);
    let diagonal = 0;
    for (let p = 0; p < 64; p++) diagonal += counts[p * 64 + p] as number;
    expect(stayed).toBe(diagonal);
  });
});
