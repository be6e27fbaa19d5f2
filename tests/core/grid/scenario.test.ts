import { describe, expect, it } from "vitest";
import { parseScenario } from "../../../src/core/scenario/document";
import { formatIssue, ScenarioError } from "../../../src/core/scenario/errors";
import { teachingDoc } from "../../../src/core/grid/presets";

const base = teachingDoc();

function issuesOf(change: Record<string, unknown>): string[] {
  try {
    parseScenario({ ...base, ...change });
  } catch (e) {
    if (e instanceof ScenarioError) return e.issues.map(formatIssue);
    throw e;
  }
  return [];
}

describe("gridScenarioSchema", () => {
  it("accepts the teaching grid, numbers for all pairs and a null diagonal", () => {
    expect(issuesOf({})).toEqual([]);
    expect(issuesOf({ gap: 100, latency: 5 })).toEqual([]);
    expect(
      issuesOf({
        latency: [
          [null, 1, 1, 1],
          [1, null, 1, 1],
          [1, 1, null, 1],
          [1, 1, 1, null],
        ],
      }),
    ).toEqual([]);
  });
  it("names a matrix with the wrong number of rows", () => {
    expect(issuesOf({ gap: [[0, 1, 1, 1]] })).toEqual(["gap: must have 4 rows (one per node), has 1"]);
  });
  it("names a row of the wrong length", () => {
    const latency = [
      [0, 1, 1, 1],
      [1, 0, 1],
      [1, 1, 0, 1],
      [1, 1, 1, 0],
    ];
    expect(issuesOf({ latency })).toEqual(["latency[1]: row 1 must have 4 entries, has 3"]);
  });
  it("names an entry that is not a number, or a value that is neither number nor matrix", () => {
    const gap = [
      [0, 1, 1, 1],
      [1, 0, "fast", 1],
      [1, 1, 0, 1],
      [1, 1, 1, 0],
    ];
    expect(issuesOf({ gap })).toEqual(["gap[1][2]: gap (g) must be a number"]);
    expect(issuesOf({ latency: "slow" })).toEqual(["latency: latency must be a number or a matrix"]);
    expect(issuesOf({ latency: undefined })).toEqual(["latency: is required"]);
  });
  it("names a missing off-diagonal entry", () => {
    const gap = [
      [0, null, 1, 1],
      [1, 0, 1, 1],
      [1, 1, 0, 1],
      [1, 1, 1, 0],
    ];
    expect(issuesOf({ gap })).toEqual(["gap[0][1]: must be a number"]);
  });
  it("refuses negative times, naming the field", () => {
    expect(issuesOf({ latency: -1 })).toContain("latency: latency (L) must be ≥ 0");
    const clusters = [{ name: "a", size: 2, intra: -5 }];
    expect(issuesOf({ clusters, gap: 1, latency: 1 }).join()).toMatch(/clusters\[0\]\.intra/);
    const pLogP = [{ name: "a", size: 2, intra: { g: 1, L: -2 } }];
    expect(issuesOf({ clusters: pLogP, gap: 1, latency: 1 }).join()).toMatch(/must be ≥ 0/);
  });
  it("refuses non-finite times, naming the field", () => {
    expect(issuesOf({ gap: Number.POSITIVE_INFINITY })).toContain(
      "gap: gap (g) must be finite, got Infinity",
    );
    const gap = [
      [0, 1, 1, 1],
      [1, 0, Number.NaN, 1],
      [1, 1, 0, 1],
      [1, 1, 1, 0],
    ];
    expect(issuesOf({ gap })).toContain("gap[1][2]: gap (g) must be finite, got NaN");
  });
  it("refuses a root out of range", () => {
    expect(issuesOf({ root: 4 })).toEqual(["root: cluster 4 does not exist (4 clusters, numbered from 0)"]);
    expect(issuesOf({ root: -1 })).toEqual(["root: root must be at least 0"]);
  });
  it("states its limits and reports unknown fields", () => {
    const many = Array.from({ length: 257 }, (_, k) => ({ name: `c${k}`, size: 1, intra: 0 }));
    expect(issuesOf({ clusters: many, gap: 1, latency: 1 })).toContain(
      "clusters: clusters is limited to 256",
    );
    expect(issuesOf({ clusters: [], gap: 1, latency: 1 })).toContain("clusters: needs at least 1 cluster");
    expect(issuesOf({ bandwidth: 3 })).toEqual(['unknown field "bandwidth"']);
    expect(issuesOf({ clusters: [{ name: "a", size: 0, intra: 1 }], gap: 1, latency: 1 })).toEqual([
      "clusters[0].size: size (machines in the cluster) must be at least 1",
    ]);
  });
  it("checks a stored plan's shape", () => {
    expect(issuesOf({ plan: { children: [[1]] } })).toEqual([
      "plan.children: must have 4 lists (one per cluster), has 1",
    ]);
    expect(issuesOf({ plan: { children: [[1, 7], [], [], []] } })).toEqual([
      "plan.children[0][1]: cluster 7 does not exist (4 clusters)",
    ]);
  });
  it("defaults the seed and keeps the time unit", () => {
    const s = parseScenario({ ...base, seed: undefined });
    expect(s.seed).toBe(1);
    expect(s.timeUnit).toBe("ms");
  });
});
