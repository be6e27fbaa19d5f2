// The shared figure summaries: means with Student's-t 95 % intervals (src/core/stats.ts) in tables and
// chart series.
import { describe, expect, it } from "vitest";
import { chartSeries, meanTables, select, distinct } from "../../../src/core/multicast/experiment-summary";
import { meanCi95 } from "../../../src/core/stats";

const rows = [
  { x: 2, a: 10 },
  { x: 1, a: 4 },
  { x: 1, a: 6 },
  { x: 2, a: 14 },
  { x: 2, a: 12 },
];

describe("figure summaries", () => {
  it("groups by x in ascending order", () => {
    expect(distinct(rows, "x")).toEqual([1, 2]);
    expect(select(rows, { x: 2 })).toHaveLength(3);
  });
  it("gives each point its mean and 95 % interval", () => {
    const [s] = chartSeries(rows, "x", [1, 2], [{ name: "a", value: (r) => r.a as number }]);
    const ci = meanCi95([10, 14, 12]);
    expect(s?.points).toEqual([
      [1, 5],
      [2, 12],
    ]);
    expect(s?.intervals?.[1]?.[0]).toBeCloseTo(12 - ci.halfWidth, 12);
    expect(s?.intervals?.[1]?.[1]).toBeCloseTo(12 + ci.halfWidth, 12);
    // 4.303 · 2 / √3 for three values with s = 2.
    expect(ci.halfWidth).toBeCloseTo((4.303 * 2) / Math.sqrt(3), 9);
  });
  it("tables the means with run counts, and the half-widths (NaN for one run)", () => {
    const [means, widths] = meanTables(
      "t",
      [...rows, { x: 3, a: 1 }],
      "x",
      "x",
      [1, 2, 3],
      [{ name: "a", value: (r) => r.a as number }],
    );
    expect(means?.rows).toEqual([
      [1, 2, 5],
      [2, 3, 12],
      [3, 1, 1],
    ]);
    expect(widths?.rows[2]?.[1]).toBeNaN();
    expect(widths?.title).toBe("t: 95 % confidence half-width (mean ± this)");
  });
});
