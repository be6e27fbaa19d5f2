import { describe, expect, it } from "vitest";
import {
  completionTimes,
  directExperiment,
  heterogeneityExperiment,
  kExperiment,
} from "../../../src/core/redistribution/experiments";
import type { ExperimentRow } from "../../../src/core/experiment";
import { deriveSeed } from "../../../src/core/random";
import { findExperiment } from "../../../src/core/registry";
import { scenario } from "./helpers";

const small = { processors: 16, elements: 160_000, elementBytes: 8, instances: 2 };

describe("completionTimes", () => {
  it("gives greedy, direct and the bound of one scenario", () => {
    expect(completionTimes(scenario())).toEqual({ greedy: 64, direct: 64, lowerBound: 64 });
  });
});

describe("heterogeneityExperiment", () => {
  const params = { ...small, K: 10, fromPercent: 100, toPercent: 1900, stepPercent: 900 };
  const n = heterogeneityExperiment.runCount(params);
  /** Every run of the sweep with seed 5, computed afresh in `order` (each test makes its own rows). */
  const sweep = (order: readonly number[] = Array.from({ length: n }, (_, r) => r)) => {
    const rows: ExperimentRow[] = new Array<ExperimentRow>(n);
    for (const r of order)
      rows[r] = heterogeneityExperiment.run(params, r, deriveSeed(5, r))[0] as ExperimentRow;
    return rows;
  };

  it("is registered for `cli -- sweep redistribution-heterogeneity` with Fig. 5b's defaults", () => {
    expect(findExperiment("redistribution-heterogeneity")).toBe(heterogeneityExperiment);
    expect(heterogeneityExperiment.defaults).toMatchObject({ processors: 64, K: 40, elements: 10_000_000 });
    expect(heterogeneityExperiment.params.safeParse(heterogeneityExperiment.defaults).success).toBe(true);
  });

  it("runs instances × heterogeneity levels, deterministically per seed", () => {
    expect(n).toBe(6); // v = 100, 1000, 1900; 2 networks each
    const rows = sweep();
    expect(rows.map((r) => r.v)).toEqual([100, 100, 1000, 1000, 1900, 1900]);
    // The two networks of a level differ; the same (seed, run) gives the same row in any run order.
    expect(rows[2]?.greedy).not.toBe(rows[3]?.greedy);
    expect(sweep([5, 4, 3, 2, 1, 0])).toStrictEqual(rows);
    expect(heterogeneityExperiment.run(params, 3, deriveSeed(5, 3))).toStrictEqual([rows[3]]);
  });

  it("keeps greedy between the bound and twice the bound, and direct above the bound", () => {
    for (const r of sweep()) {
      expect(r.greedy).toBeGreaterThanOrEqual((r.lowerBound as number) * (1 - 1e-9));
      expect(r.greedy).toBeLessThanOrEqual(2 * (r.lowerBound as number));
      expect(r.direct).toBeGreaterThanOrEqual((r.lowerBound as number) * (1 - 1e-9));
    }
  });

  it("summarizes means per level as a table and a chart", () => {
    const rows = sweep();
    const summary = heterogeneityExperiment.summarize(params, rows);
    expect(summary.tables[0]?.rows.map((row) => row[0])).toEqual([100, 1000, 1900]);
    expect(summary.tables[0]?.columns[2]).toBe("greedy (ms)");
    const greedyAt100 = ((rows[0]?.greedy as number) + (rows[1]?.greedy as number)) / 2;
    expect(summary.charts[0]?.series.map((s) => s.name)).toEqual(["greedy", "direct", "lower bound"]);
    expect(summary.charts[0]?.series[0]?.points[0]?.[1]).toBeCloseTo(greedyAt100, 9);
  });

  it("refuses an empty range with a message naming the field", () => {
    const r = heterogeneityExperiment.params.safeParse({ ...params, fromPercent: 500, toPercent: 100 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe("toPercent must be ≥ fromPercent");
  });
});

describe("kExperiment", () => {
  it("sweeps K as Fig. 5a does", () => {
    const params = { ...small, fromK: 3, toK: 15, stepK: 6, minMBps: 10, maxMBps: 200 };
    expect(kExperiment.runCount(params)).toBe(6);
    const rows = Array.from({ length: 6 }, (_, r) => kExperiment.run(params, r, deriveSeed(1, r))).flat();
    expect(rows.map((r) => r.K)).toEqual([3, 3, 9, 9, 15, 15]);
    expect(kExperiment.summarize(params, rows).charts[0]?.x).toBe("K");
    expect(findExperiment("redistribution-k")).toBe(kExperiment);
  });
});

describe("the bandwidth range of the K and direct sweeps", () => {
  it.each([kExperiment, directExperiment])("$id refuses max < min naming maxMBps", (experiment) => {
    const ok = experiment.params.safeParse({ ...experiment.defaults, minMBps: 20, maxMBps: 20 });
    expect(ok.success).toBe(true);
    const r = experiment.params.safeParse({ ...experiment.defaults, minMBps: 50, maxMBps: 20 });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["maxMBps", "maxMBps must be ≥ minMBps"],
    ]);
  });
});
