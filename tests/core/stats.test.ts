import { describe, expect, it } from "vitest";
import { meanCi95, tQuantile975 } from "../../src/core/stats";

describe("meanCi95", () => {
  it("uses Student's t for a small sample", () => {
    // mean 3, s = √2.5, t(0.975, 4) = 2.776: half-width 2.776 · 1.5811 / √5 = 1.963.
    const ci = meanCi95([1, 2, 3, 4, 5]);
    expect(ci.mean).toBe(3);
    expect(ci.n).toBe(5);
    expect(ci.halfWidth).toBeCloseTo(1.963, 3);
  });

  it("tends to the normal interval for a large sample", () => {
    const values = Array.from({ length: 10_000 }, (_, i) => (i % 2 === 0 ? 0 : 2));
    const ci = meanCi95(values);
    expect(ci.mean).toBe(1);
    const s = Math.sqrt((10_000 * 1) / 9_999);
    expect(ci.halfWidth).toBeCloseTo((1.96 * s) / 100, 4);
  });

  it("has no interval for fewer than two values, and no mean for none", () => {
    expect(meanCi95([4]).mean).toBe(4);
    expect(meanCi95([4]).halfWidth).toBeNaN();
    expect(meanCi95([]).mean).toBeNaN();
    expect(meanCi95([7, 7, 7]).halfWidth).toBe(0);
  });
});

describe("tQuantile975", () => {
  it("matches the table and the known values beyond it", () => {
    expect(tQuantile975(1)).toBe(12.706);
    expect(tQuantile975(30)).toBe(2.042);
    // Exact: t(0.975, 40) = 2.0211, t(0.975, 60) = 2.0003, t(0.975, 120) = 1.9799.
    expect(tQuantile975(40)).toBeCloseTo(2.0211, 3);
    expect(tQuantile975(60)).toBeCloseTo(2.0003, 3);
    expect(tQuantile975(120)).toBeCloseTo(1.9799, 3);
    expect(tQuantile975(1e9)).toBeCloseTo(1.96, 3);
    expect(tQuantile975(0)).toBeNaN();
  });
  it("decreases with the degrees of freedom", () => {
    for (let df = 1; df < 200; df++) expect(tQuantile975(df + 1)).toBeLessThan(tQuantile975(df));
  });
});
