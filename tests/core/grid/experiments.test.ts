import { describe, expect, it } from "vitest";
import type { ExperimentRow } from "../../../src/core/experiment";
import {
  clusterCounts,
  gridCompletionExperiment,
  gridHitRateExperiment,
  gridSweepRun,
  hits,
} from "../../../src/core/grid/experiments";
import { GRID_ALGORITHM_IDS } from "../../../src/core/grid/algorithms";
import { deriveSeed } from "../../../src/core/random";

const small = {
  ...gridCompletionExperiment.defaults,
  minClusters: 2,
  maxClusters: 10,
  clusterStep: 4,
  runs: 3,
};

describe("clusterCounts", () => {
  it("goes from minClusters to maxClusters by clusterStep", () => {
    expect(clusterCounts(gridCompletionExperiment.defaults)).toEqual([
      2, 6, 10, 14, 18, 22, 26, 30, 34, 38, 42, 46, 50,
    ]);
    expect(clusterCounts(small)).toEqual([2, 6, 10]);
    expect(gridCompletionExperiment.runCount(small)).toBe(9);
  });
});

describe("gridSweepRun", () => {
  it("runs every heuristic on the grid of its seed, interleaving cluster counts", () => {
    const rows = [0, 1, 2, 3].map((r) => gridSweepRun(small, r, deriveSeed(7, r)));
    expect(rows.map((r) => r.clusters)).toEqual([2, 6, 10, 2]);
    for (const row of rows) {
      expect(Object.keys(row).sort()).toEqual([...GRID_ALGORITHM_IDS, "clusters", "lowerBound"].sort());
      for (const id of GRID_ALGORITHM_IDS) expect(row[id]).toBeGreaterThanOrEqual(row.lowerBound as number);
    }
    expect(gridSweepRun(small, 1, deriveSeed(7, 1))).toEqual(rows[1]);
    // Two clusters: every heuristic sends root → the other one; all tie.
    const two = rows[0] as ExperimentRow;
    expect(new Set(GRID_ALGORITHM_IDS.map((id) => two[id])).size).toBe(1);
  });
});

const row = (clusters: number, values: number[], lowerBound = 1): ExperimentRow => ({
  clusters,
  ...Object.fromEntries(GRID_ALGORITHM_IDS.map((id, i) => [id, values[i] as number])),
  lowerBound,
});

// Ids in order: flat fef ecef ecef-la ecef-lat-min ecef-lat-max bottom-up.
const rows = [
  row(2, [10, 8, 8, 9, 8 * (1 + 1e-12), 12, 8.5], 4),
  row(2, [10, 9, 7, 7, 9, 8, 6], 2),
  row(4, [20, 20, 20, 20, 20, 20, 20], 10),
];

describe("hits", () => {
  it("counts a heuristic within a relative 1e-9 of the best as a hit", () => {
    expect(hits(rows[0] as ExperimentRow, GRID_ALGORITHM_IDS)).toEqual([
      false,
      true,
      true,
      false,
      true,
      false,
      false,
    ]);
    expect(hits(rows[1] as ExperimentRow, ["ecef", "ecef-la", "ecef-lat-min", "ecef-lat-max"])).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe("gridHitRateExperiment.summarize", () => {
  it("gives the share of grids on which each heuristic reaches the best of all seven", () => {
    const p = { ...gridHitRateExperiment.defaults, reference: "all" as const };
    const sum = gridHitRateExperiment.summarize(p, rows);
    const table = sum.tables[0];
    expect(table?.columns).toEqual([
      "clusters",
      "Flat Tree",
      "FEF",
      "ECEF",
      "ECEF-LA",
      "ECEF-LAt",
      "ECEF-LAT",
      "BottomUp",
      "grids",
    ]);
    // Size 2: the first row's best is 8 (FEF, ECEF, ECEF-LAt), the second's 6 (BottomUp).
    expect(table?.rows).toEqual([
      [2, 0, 50, 50, 0, 50, 0, 50, 2],
      [4, 100, 100, 100, 100, 100, 100, 100, 1],
      ["all", 33.33, 66.67, 66.67, 33.33, 66.67, 33.33, 66.67, 3],
    ]);
    expect(sum.charts[0]?.series.map((s) => s.points)[6]).toEqual([
      [2, 50],
      [4, 100],
    ]);
  });
  it("can take the ECEF family as the reference set (Fig. 4)", () => {
    const p = { ...gridHitRateExperiment.defaults, reference: "ecef" as const };
    const table = gridHitRateExperiment.summarize(p, rows).tables[0];
    expect(table?.columns).toEqual(["clusters", "ECEF", "ECEF-LA", "ECEF-LAt", "ECEF-LAT", "grids"]);
    // Second row: ECEF and ECEF-LA reach 7 (BottomUp's 6 is not in the reference set).
    expect(table?.rows[0]).toEqual([2, 100, 50, 50, 0, 2]);
  });
});

describe("gridCompletionExperiment.summarize", () => {
  it("averages each heuristic's makespan per cluster count, with the lower bound", () => {
    const sum = gridCompletionExperiment.summarize(small, rows);
    expect(sum.tables[0]?.rows[0]).toEqual([2, 10, 8.5, 7.5, 8, 8.5, 10, 7.25, 3, 2]);
    expect(sum.tables[1]?.rows[1]).toEqual([4, 2, 2, 2, 2, 2, 2, 2, 1]);
    const flat = sum.charts[0]?.series[0];
    expect(flat?.name).toBe("Flat Tree");
    expect(flat?.points).toEqual([
      [2, 10],
      [4, 20],
    ]);
    expect(sum.charts[0]?.series.at(-1)?.name).toBe("lower bound");
    // Fig. 3: the ECEF family alone, so Flat Tree does not squash its lines.
    expect(sum.charts[1]?.series.map((x) => x.name)).toEqual([
      "ECEF",
      "ECEF-LA",
      "ECEF-LAt",
      "ECEF-LAT",
      "lower bound",
    ]);
    expect(sum.charts[1]?.series[0]?.points).toEqual([
      [2, 7.5],
      [4, 20],
    ]);
  });
});

describe("sweep parameters", () => {
  it("are checked with limits that name the field", () => {
    const bad = (change: Record<string, unknown>) =>
      gridHitRateExperiment.params
        .safeParse({ ...gridHitRateExperiment.defaults, ...change })
        .error?.issues.map((i) => i.message);
    expect(bad({ minClusters: 20, maxClusters: 10 })).toEqual(["maxClusters must be at least minClusters"]);
    expect(bad({ runs: 100_001 })).toEqual(["runs (grids per cluster count) is limited to 100000"]);
    expect(bad({ clusterStep: 1, minClusters: 2, maxClusters: 100, runs: 30_000 })).toEqual([
      "runs × cluster counts is 2970000; the limit is 2000000",
    ]);
    expect(bad({ reference: "best" })).toEqual(['reference must be "all" or "ecef"']);
    expect(bad({})).toBeUndefined();
  });
});
