import { describe, expect, it } from "vitest";
import {
  GRID_RANDOM_DEFAULTS,
  gridRandomGenerator,
  gridRandomParamsSchema,
  randomGrid,
} from "../../../src/core/grid/generators";
import { parseScenario } from "../../../src/core/scenario/document";
import { formatIssue, ScenarioError } from "../../../src/core/scenario/errors";

describe("randomGrid", () => {
  it("is deterministic for a seed and differs between seeds", () => {
    const p = { ...GRID_RANDOM_DEFAULTS, clusters: 7 };
    expect(randomGrid(p, 42)).toEqual(randomGrid(p, 42));
    expect(randomGrid(p, 42)).not.toEqual(randomGrid(p, 43));
  });
  it("draws from Table 2's ranges, per ordered pair", () => {
    const g = randomGrid({ ...GRID_RANDOM_DEFAULTS, clusters: 20 }, 3);
    const off = (m: number[][]) => m.flatMap((row, i) => row.filter((_, j) => j !== i));
    expect(Math.min(...off(g.latency))).toBeGreaterThanOrEqual(1);
    expect(Math.max(...off(g.latency))).toBeLessThanOrEqual(15);
    expect(Math.min(...off(g.gap))).toBeGreaterThanOrEqual(100);
    expect(Math.max(...off(g.gap))).toBeLessThanOrEqual(600);
    const T = g.clusters.map((c) => c.intra as number);
    expect(Math.min(...T)).toBeGreaterThanOrEqual(20);
    expect(Math.max(...T)).toBeLessThanOrEqual(3000);
    expect(g.gap[0]?.[1]).not.toBe(g.gap[1]?.[0]);
    expect(g.gap.every((row, i) => row[i] === 0)).toBe(true);
  });
  it("mirrors the matrices when asked for symmetric links", () => {
    const g = randomGrid({ ...GRID_RANDOM_DEFAULTS, clusters: 6, symmetric: true }, 5);
    for (let i = 0; i < 6; i++) for (let j = 0; j < 6; j++) expect(g.gap[i]?.[j]).toBe(g.gap[j]?.[i]);
  });
});

describe("gridRandomGenerator", () => {
  it("expands in a document that fits in a URL and validates", () => {
    const s = parseScenario({
      version: 1,
      kind: "grid-broadcast",
      timeUnit: "ms",
      generator: { id: gridRandomGenerator.id, params: { clusters: 12, root: 3 }, seed: 9 },
      overrides: { "clusters.2.intra": 77 },
    });
    expect(s.kind).toBe("grid-broadcast");
    if (s.kind !== "grid-broadcast") return;
    expect(s.clusters).toHaveLength(12);
    expect(s.root).toBe(3);
    expect(s.clusters[2]?.intra).toBe(77);
  });
  it("validates its parameters with limits and names them", () => {
    const issues = (params: Record<string, unknown>) => {
      try {
        parseScenario({ version: 1, kind: "grid-broadcast", generator: { id: "grid-random@1", params } });
      } catch (e) {
        if (e instanceof ScenarioError) return e.issues.map(formatIssue);
        throw e;
      }
      return [];
    };
    expect(issues({ clusters: 300 })).toEqual(["generator.params.clusters: clusters is limited to 256"]);
    expect(issues({ clusters: 4, root: 4 })).toEqual([
      "generator.params.root: root must be below clusters (4)",
    ]);
    expect(issues({ gapMin: 700 })).toEqual([
      "generator.params.gapMax: gapMax (600) must be at least gapMin (700)",
    ]);
    expect(gridRandomParamsSchema.safeParse({ ...GRID_RANDOM_DEFAULTS, colour: 1 }).success).toBe(false);
  });
});
