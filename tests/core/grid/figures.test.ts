// Steffenel–Mounié's figures as experiments: claims with verdicts (synthetic rows, both ways), 95 %
// intervals in the summaries, and Fig. 5's GRID5000 predictions.
import { describe, expect, it } from "vitest";
import type { ExperimentRow } from "../../../src/core/experiment";
import { GRID_ALGORITHM_IDS } from "../../../src/core/grid/algorithms";
import {
  completionVerdict,
  gridCompletionExperiment,
  gridHitRateExperiment,
  gridSweepRun,
  hitRateVerdict,
} from "../../../src/core/grid/experiments";
import {
  grid5000Experiment,
  grid5000Row,
  grid5000Verdict,
} from "../../../src/core/grid/experiments-grid5000";
import { GRID5000_ASSUMED } from "../../../src/core/grid/presets";
import { deriveSeed } from "../../../src/core/random";
import { findExperiment } from "../../../src/core/registry";

// Ids in order: flat fef ecef ecef-la ecef-lat-min ecef-lat-max bottom-up.
const row = (clusters: number, values: number[]): ExperimentRow => ({
  clusters,
  ...Object.fromEntries(GRID_ALGORITHM_IDS.map((id, i) => [id, values[i] as number])),
  lowerBound: 1,
});

describe("defaults and quick parameters", () => {
  it("are the paper's (10000 grids, the four ECEF-like heuristics) and a quick share of them", () => {
    expect(gridHitRateExperiment.defaults).toMatchObject({ runs: 10_000, reference: "ecef" });
    expect(gridCompletionExperiment.defaults.runs).toBe(10_000);
    for (const e of [gridHitRateExperiment, gridCompletionExperiment]) {
      const quick = e.params.parse({ ...e.defaults, ...e.quick });
      expect(e.runCount(quick)).toBeLessThan(e.runCount(e.defaults));
    }
  });
});

describe("Figs 1–3 verdict", () => {
  it("is reproduced when Flat Tree is slowest, ECEF-like fastest and BottomUp beats FEF on small grids", () => {
    const rows = [row(6, [10, 8, 5, 6, 6, 6, 7]), row(20, [30, 12, 6, 7, 7, 7, 13])];
    const v = completionVerdict(rows);
    expect(v.reproduced).toBe(true);
    expect(v.reason).toMatch(/5\.0× the best ECEF-like/);
  });
  it("says which part differs, with the definitions used for BottomUp", () => {
    const v = completionVerdict([row(6, [10, 7, 5, 6, 6, 6, 8])]);
    expect(v.reproduced).toBe(false);
    expect(v.reason).toMatch(/FEF beats BottomUp at 6 clusters/);
    expect(v.reason).toMatch(/Flat Tree is the slowest/);
    expect(v.reason).toMatch(/Sec\. 5\.3/);
    expect(completionVerdict([row(6, [1, 7, 5, 6, 6, 6, 7])]).reason).toMatch(/not the slowest/);
    // Two clusters only: every heuristic sends the same message; nothing to judge.
    expect(completionVerdict([row(2, [1, 1, 1, 1, 1, 1, 1])]).reproduced).toBe(false);
  });
});

describe("Fig. 4 verdict", () => {
  const p = { ...gridHitRateExperiment.defaults };
  // Small grids: everyone hits; large grids: only ECEF-LAT keeps hitting, ~45 % of the time.
  const grids = (clusters: number, latHits: number, others: boolean, count = 20): ExperimentRow[] =>
    Array.from({ length: count }, (_, i) => {
      const lat = i < latHits ? 1 : 2;
      const rest = others ? 1 : 3;
      return row(clusters, [9, 9, rest, rest, rest, lat, 9]);
    });
  it("is reproduced when three fall and ECEF-LAT stays around 45 %", () => {
    // 6 clusters: everyone ties on every grid except that ECEF-LAT misses 11 of 20.
    const small = Array.from({ length: 20 }, (_, i) => row(6, [9, 9, 1, 1, 1, i < 9 ? 1 : 2, 9]));
    // 50 clusters: ECEF-LAT alone is best on 9 grids, the other three on the other 11 but only one
    // of them (ECEF) each time, so ECEF-LA and ECEF-LAt fall to 0 % and ECEF to 55 %.
    const large = Array.from({ length: 20 }, (_, i) =>
      i < 9 ? row(50, [9, 9, 3, 3, 3, 1, 9]) : row(50, [9, 9, 1, 2, 2, 3, 9]),
    );
    const v = hitRateVerdict(p, [...small, ...large]);
    expect(v.reason).toMatch(/ECEF-LAT hits 45\.0 % to 45\.0 %/);
    expect(v.reproduced).toBe(true);
  });
  it("says 'differs' with the definitions when ECEF-LAT's rate falls", () => {
    const rows = [...grids(6, 20, true), ...grids(50, 0, true)];
    const v = hitRateVerdict(p, rows);
    expect(v.reproduced).toBe(false);
    expect(v.reason).toMatch(/not a constant rate around 45 %/);
    expect(v.reason).toMatch(/Definitions used/);
    expect(hitRateVerdict({ ...p, reference: "all" }, rows).reason).toMatch(/not the paper's reference/);
  });
  it("summarizes hit rates with 95 % intervals", () => {
    const small = { ...p, minClusters: 3, maxClusters: 7, clusterStep: 4, runs: 4 };
    const n = gridHitRateExperiment.runCount(small);
    const rows = Array.from({ length: n }, (_, r) => gridSweepRun(small, r, deriveSeed(2, r)));
    const sum = gridHitRateExperiment.summarize(small, rows);
    expect(sum.tables[1]?.columns).toEqual([
      "clusters",
      ...["ECEF", "ECEF-LA", "ECEF-LAt", "ECEF-LAT"].flatMap((x) => [x, "± 95 %"]),
      "grids",
    ]);
    const series = sum.charts[0]?.series[0];
    expect(series?.intervals).toHaveLength(series?.points.length ?? -1);
    series?.points.forEach(([, y], i) => {
      const [lo, hi] = series.intervals?.[i] ?? [NaN, NaN];
      if (Number.isFinite(lo)) expect(lo).toBeLessThanOrEqual(y);
      if (Number.isFinite(hi)) expect(hi).toBeGreaterThanOrEqual(y);
    });
    expect(typeof gridHitRateExperiment.claim?.verdict(small, rows).reproduced).toBe("boolean");
  });
});

describe("grid-completion summary intervals", () => {
  it("adds a table of means with their 95 % half-widths", () => {
    const rows = [row(6, [10, 8, 5, 6, 6, 6, 7]), row(6, [12, 8, 7, 6, 6, 6, 7])];
    const sum = gridCompletionExperiment.summarize(gridCompletionExperiment.defaults, rows);
    const t = sum.tables[2];
    // Flat Tree: mean 11, s = √2, half-width t(0.975, 1)·√2/√2 = 12.706.
    expect(t?.rows[0]?.slice(0, 3)).toEqual([6, 11, 12.706]);
    expect(sum.charts[0]?.series[0]?.intervals?.[0]?.[0]).toBeCloseTo(11 - 12.706, 9);
  });
});

describe("grid-grid5000-prediction (Fig. 5)", () => {
  const p = grid5000Experiment.defaults;
  it("predicts every heuristic on Table 3's grid, deterministically, one run per scale", () => {
    expect(findExperiment("grid-grid5000-prediction")).toBe(grid5000Experiment);
    expect(grid5000Experiment.runCount(p)).toBe(5);
    const rows = Array.from({ length: 5 }, (_, r) => grid5000Experiment.run(p, r, deriveSeed(1, r))).flat();
    expect(rows.map((r) => r.scale)).toEqual([0.25, 0.5, 1, 2, 4]);
    expect(grid5000Experiment.run(p, 2, 12345)).toEqual([rows[2]]);
    // At scale 1 the model is the GRID5000 preset's: ECEF's makespan there is 982.35 ms (e2e/grid.spec.ts).
    expect(grid5000Row({ ...p, ...GRID5000_ASSUMED }, 1).ecef).toBeCloseTo(982.35, 3);
    for (const r of rows)
      for (const id of GRID_ALGORITHM_IDS) expect(r[id]).toBeGreaterThanOrEqual(r.lowerBound as number);
    const sum = grid5000Experiment.summarize(p, rows);
    expect(sum.tables.map((t) => t.rows.length)).toEqual([5, 5]);
    expect(sum.charts[0]?.series).toHaveLength(GRID_ALGORITHM_IDS.length + 1);
    expect(grid5000Verdict(rows).reproduced).toBe(true);
  });
  it("says 'differs' when Flat Tree is not the slowest", () => {
    const r = grid5000Row(p, 1);
    const v = grid5000Verdict([{ ...r, flat: 1 }]);
    expect(v.reproduced).toBe(false);
    expect(v.reason).toMatch(/assumed/);
  });
  it("refuses bad parameters naming the field", () => {
    const r = grid5000Experiment.params.safeParse({ ...p, gapScales: [] });
    expect(r.error?.issues[0]?.message).toBe("gapScales needs at least one value");
    expect(grid5000Experiment.params.safeParse({ ...p, gapSameSite: -1 }).error?.issues[0]?.message).toMatch(
      /gapSameSite/,
    );
  });
});
