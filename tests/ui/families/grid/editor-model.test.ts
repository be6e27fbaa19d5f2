import { describe, expect, it } from "vitest";
import { gridScenarioSchema, type GridScenario } from "../../../../src/core/grid/scenario";
import {
  addCluster,
  binomialRounds,
  clusterT,
  predictionText,
  removeCluster,
  toGiven,
  toPredicted,
} from "../../../../src/ui/families/grid/editor-model";
import { matrixStats, toMatrix } from "../../../../src/ui/components/pair-matrix";
import { presetScenario } from "./helpers";

const valid = (s: unknown) => gridScenarioSchema.safeParse(s).success;

const three = (): GridScenario =>
  gridScenarioSchema.parse({
    version: 1,
    kind: "grid-broadcast",
    timeUnit: "ms",
    root: 2,
    clusters: [
      { name: "a", size: 4, intra: 10 },
      { name: "b", size: 8, intra: { g: 3, L: 1 } },
      { name: "c", size: 1, intra: 0 },
    ],
    gap: [
      [null, 1, 2],
      [3, null, 4],
      [5, 6, null],
    ],
    latency: 7,
    plan: { children: [[], [0], [1]] },
  }) as GridScenario;

describe("removeCluster", () => {
  it("drops the cluster's row and column, renumbers the root and drops the plan", () => {
    const s = removeCluster(three(), 0);
    expect(s.clusters.map((c) => c.name)).toEqual(["b", "c"]);
    expect(s.gap).toEqual([
      [null, 4],
      [6, null],
    ]);
    expect(s.latency).toBe(7);
    expect(s.root).toBe(1);
    expect(s.plan).toBeUndefined();
    expect(valid(s)).toBe(true);
  });
  it("moves the root to P0 when the root goes", () => {
    expect(removeCluster(three(), 2).root).toBe(0);
  });
});

describe("addCluster", () => {
  it("appends a cluster like the last, with the mean link values, and stays valid", () => {
    const s = addCluster(three());
    expect(s.clusters).toHaveLength(4);
    expect(s.clusters[3]).toEqual({ name: "cluster 3", size: 1, intra: 0 });
    // Mean of 1…6 = 3.5, in the new row and column; the diagonal stays null.
    expect(s.gap).toEqual([
      [null, 1, 2, 3.5],
      [3, null, 4, 3.5],
      [5, 6, null, 3.5],
      [3.5, 3.5, 3.5, null],
    ]);
    expect(valid(s)).toBe(true);
  });
});

describe("toPredicted / toGiven", () => {
  it("keeps T when switching to a prediction: g = T / ⌈log2 size⌉, L = 0", () => {
    const c = toPredicted({ name: "a", size: 5, intra: 30 });
    expect(c.intra).toEqual({ g: 10, L: 0 });
    expect(clusterT(c)).toBe(30);
    expect(binomialRounds(5)).toBe(3);
    expect(predictionText(c)).toBe("⌈log2 5⌉·(g + L) = 3·(10 + 0)");
  });
  it("gives a one-machine cluster no rounds, and switching back keeps the predicted value", () => {
    expect(clusterT(toPredicted({ name: "x", size: 1, intra: 9 }))).toBe(0);
    expect(toGiven({ name: "b", size: 8, intra: { g: 3, L: 1 } }).intra).toBe(12);
  });
});

describe("toMatrix / matrixStats", () => {
  it("expands one value to a matrix with an empty diagonal", () => {
    expect(toMatrix(2, 3)).toEqual([
      [null, 2, 2],
      [2, null, 2],
      [2, 2, null],
    ]);
  });
  it("summarises the links (not the diagonal) and notices asymmetry", () => {
    expect(matrixStats(three().gap, 3)).toEqual({ min: 1, mean: 3.5, max: 6, symmetric: false });
    const g5k = presetScenario("grid-paper-grid5000");
    // Table 3 is symmetric apart from its diagonal, which is not a link.
    expect(matrixStats(g5k.latency, 6).symmetric).toBe(true);
    expect(matrixStats(5, 4)).toEqual({ min: 5, mean: 5, max: 5, symmetric: true });
  });
});
