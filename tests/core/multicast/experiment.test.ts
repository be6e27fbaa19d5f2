// The competitive-ratio sweep: seeded runs, deterministic rows, a table and charts.
import { describe, expect, it } from "vitest";
import { competitiveRatioExperiment } from "../../../src/core/multicast/experiment";
import { deriveSeed } from "../../../src/core/random";

const params = {
  ...competitiveRatioExperiment.defaults,
  nodes: [6, 10],
  instances: 2,
  algorithms: ["fef", "ecf", "wrp"],
};

describe("multicast-competitive-ratio", () => {
  it("counts its runs and gives the same row for the same seed", () => {
    expect(competitiveRatioExperiment.runCount(params)).toBe(4);
    const a = competitiveRatioExperiment.run(params, 3, deriveSeed(7, 3));
    expect(competitiveRatioExperiment.run(params, 3, deriveSeed(7, 3))).toEqual(a);
    expect(a[0]?.nodes).toBe(10);
    expect(competitiveRatioExperiment.run(params, 3, deriveSeed(8, 3))).not.toEqual(a);
  });
  it("never beats the lower bound, and summarizes ratios per algorithm against N", () => {
    const rows = Array.from({ length: 4 }, (_, r) =>
      competitiveRatioExperiment.run(params, r, deriveSeed(1, r)),
    ).flat();
    for (const row of rows)
      for (const id of params.algorithms) expect(row[id]).toBeGreaterThanOrEqual(row.lowerBound as number);
    const summary = competitiveRatioExperiment.summarize(params, rows);
    expect(summary.tables[0]?.columns).toEqual(["nodes", "FEF", "ECF", "WRP"]);
    expect(summary.tables[0]?.rows.map((r) => r[0])).toEqual([6, 10]);
    const chart = summary.charts[0];
    expect(chart?.series.map((s) => s.name)).toEqual(["FEF", "ECF", "WRP"]);
    for (const s of chart?.series ?? []) for (const [, y] of s.points) expect(y).toBeGreaterThanOrEqual(1);
  });
  it("validates its parameters with messages that name the limit", () => {
    const r = competitiveRatioExperiment.params.safeParse({ ...params, algorithms: ["xyz"] });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toMatch(/algorithms must be among fef, ecf/);
  });
});
