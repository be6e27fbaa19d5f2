import { describe, expect, it } from "vitest";
import { earliestArrivals, gridLowerBound } from "../../../src/core/grid/lower-bound";
import { model, scenario, teaching } from "./fixtures";

describe("earliestArrivals", () => {
  it("takes the shortest relay path with hop weights g + L", () => {
    // Teaching grid: P3 is reached faster through P1 (101 + 101) than directly (310).
    expect(Array.from(earliestArrivals(model(teaching())))).toEqual([0, 101, 310, 202]);
  });
  it("follows the direction of an asymmetric link", () => {
    const s = scenario({
      root: 1,
      clusters: [0, 1].map((k) => ({ name: `c${k}`, size: 1, intra: 0 })),
      gap: [
        [0, 1],
        [50, 0],
      ],
      latency: [
        [0, 2],
        [5, 0],
      ],
    });
    expect(Array.from(earliestArrivals(model(s)))).toEqual([55, 0]);
  });
});

describe("gridLowerBound", () => {
  it("is the latest earliest-arrival + T over clusters", () => {
    // max(0 + 100, 101 + 50, 310 + 2000, 202 + 100) = 2310, set by P2.
    const b = gridLowerBound(model(teaching()));
    expect(b.value).toBe(2310);
    expect(b.cluster).toBe(2);
  });
});
