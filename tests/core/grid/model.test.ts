import { describe, expect, it } from "vitest";
import { gridModel, predictIntraTime } from "../../../src/core/grid/model";
import { scenario } from "./fixtures";

describe("predictIntraTime", () => {
  it("is ⌈log2 size⌉·(g + L) for a binomial tree", () => {
    expect(predictIntraTime(1, 40, 1)).toBe(0);
    expect(predictIntraTime(2, 40, 1)).toBe(41);
    expect(predictIntraTime(31, 40, 1)).toBe(5 * 41);
    expect(predictIntraTime(32, 40, 1)).toBe(5 * 41);
    expect(predictIntraTime(33, 40, 1)).toBe(6 * 41);
  });
});

describe("gridModel", () => {
  it("reads matrices per ordered pair, numbers for all pairs, and given or predicted T", () => {
    const m = gridModel(
      scenario({
        root: 1,
        clusters: [
          { name: "a", size: 3, intra: 12 },
          { name: "b", size: 6, intra: { g: 2, L: 0.5 } },
        ],
        gap: [
          [null, 3],
          [4, null],
        ],
        latency: 0.25,
      }),
    );
    expect(Array.from(m.gap)).toEqual([0, 3, 4, 0]);
    expect(Array.from(m.latency)).toEqual([0, 0.25, 0.25, 0]);
    expect(Array.from(m.hop)).toEqual([0, 3.25, 4.25, 0]);
    expect(Array.from(m.intra)).toEqual([12, 3 * 2.5]);
    expect(m.intraPredicted).toEqual([false, true]);
    expect(m.root).toBe(1);
  });
});
