// Bhat et al. Figs 4, 5(a), 5(b): claims with verdicts (synthetic rows, both ways), 95 % intervals in
// the summaries, and Fig. 4's greedy-against-direct sweep.
import { describe, expect, it } from "vitest";
import type { ExperimentRow } from "../../../src/core/experiment";
import { deriveSeed } from "../../../src/core/random";
import {
  directExperiment,
  directPoints,
  heterogeneityExperiment,
  kExperiment,
} from "../../../src/core/redistribution/experiments";
import { findExperiment } from "../../../src/core/registry";

const small = { processors: 16, elements: 160_000, elementBytes: 8, instances: 2 };

describe("Fig. 5 verdicts", () => {
  const kp = { ...kExperiment.defaults, ...small, fromK: 3, toK: 9, stepK: 6 };
  it("are reproduced when greedy stays within 10 % of the bound on every run", () => {
    const rows = [
      { K: 3, greedy: 105, direct: 120, lowerBound: 100 },
      { K: 9, greedy: 102, direct: 130, lowerBound: 100 },
    ];
    const v = kExperiment.claim?.verdict(kp, rows);
    expect(v?.reproduced).toBe(true);
    expect(v?.reason).toMatch(/2\.0 % to 5\.0 %/);
  });
  it("say 'differs' and where when one run is further off", () => {
    const rows = [
      { v: 100, greedy: 105, direct: 120, lowerBound: 100 },
      { v: 300, greedy: 115, direct: 130, lowerBound: 100 },
    ];
    const v = heterogeneityExperiment.claim?.verdict(heterogeneityExperiment.defaults, rows);
    expect(v?.reproduced).toBe(false);
    expect(v?.reason).toMatch(/v = 300/);
    expect(heterogeneityExperiment.claim?.verdict(heterogeneityExperiment.defaults, []).reproduced).toBe(
      false,
    );
  });
  it("hold on a small real run, whose summary carries 95 % intervals", () => {
    const n = kExperiment.runCount(kp);
    const rows = Array.from({ length: n }, (_, r) => kExperiment.run(kp, r, deriveSeed(4, r))).flat();
    expect(kExperiment.claim?.verdict(kp, rows).reproduced).toBe(true);
    const sum = kExperiment.summarize(kp, rows);
    expect(sum.tables[1]?.columns.filter((c) => c === "± 95 %")).toHaveLength(5);
    const greedy = sum.charts[0]?.series[0];
    expect(greedy?.intervals).toHaveLength(2);
    const [lo, hi] = greedy?.intervals?.[0] ?? [NaN, NaN];
    expect(lo).toBeLessThanOrEqual(greedy?.points[0]?.[1] as number);
    expect(hi).toBeGreaterThanOrEqual(greedy?.points[0]?.[1] as number);
  });
  it("have quick parameters that parse and shrink the run", () => {
    const k = kExperiment.params.parse({ ...kExperiment.defaults, ...kExperiment.quick });
    expect(kExperiment.runCount(k)).toBeLessThan(kExperiment.runCount(kExperiment.defaults));
    const h = heterogeneityExperiment;
    const q = h.params.parse({ ...h.defaults, ...h.quick });
    expect(h.runCount(q)).toBeLessThan(h.runCount(h.defaults));
  });
});

describe("redistribution-greedy-vs-direct (Fig. 4)", () => {
  const p = { ...directExperiment.defaults, processors: [8, 16], elements: 160_000, instances: 2, stepK: 6 };
  const sweep = (seed: number) =>
    Array.from({ length: directExperiment.runCount(p) }, (_, r) =>
      directExperiment.run(p, r, deriveSeed(seed, r)),
    ).flat();

  it("visits K from fromK to P − 1 for each P, deterministically per seed", () => {
    expect(findExperiment("redistribution-greedy-vs-direct")).toBe(directExperiment);
    expect(directPoints(p)).toEqual([
      { P: 8, K: 2 },
      { P: 8, K: 7 },
      { P: 16, K: 2 },
      { P: 16, K: 8 },
      { P: 16, K: 14 },
      { P: 16, K: 15 },
    ]);
    const rows = sweep(3);
    expect(rows).toHaveLength(12);
    expect(sweep(3)).toStrictEqual(rows);
    expect(sweep(4)).not.toStrictEqual(rows);
    for (const r of rows) expect(r.greedy).toBeGreaterThanOrEqual((r.lowerBound as number) * (1 - 1e-9));
  });

  it("summarizes per (P, K) with intervals, and one line per schedule and P", () => {
    const rows = sweep(3);
    const sum = directExperiment.summarize(p, rows);
    expect(sum.tables[0]?.rows.map((r) => [r[0], r[1], r[2]])).toEqual([
      [8, 2, 2],
      [8, 7, 2],
      [16, 2, 2],
      [16, 8, 2],
      [16, 14, 2],
      [16, 15, 2],
    ]);
    expect(sum.charts[0]?.series.map((s) => s.name)).toEqual([
      "greedy, P = 8",
      "direct, P = 8",
      "greedy, P = 16",
      "direct, P = 16",
    ]);
    expect(sum.charts[1]?.series[1]?.intervals).toHaveLength(4);
  });

  it("judges the 10–60 % saving both ways", () => {
    const at = (P: number, K: number, greedy: number, direct: number): ExperimentRow => ({
      P,
      K,
      greedy,
      direct,
      lowerBound: 1,
    });
    const good = [at(16, 4, 80, 100), at(16, 4, 60, 100), at(64, 9, 50, 100)];
    expect(directExperiment.claim?.verdict(p, good)).toMatchObject({ reproduced: true });
    const tie = [at(16, 2, 100, 100), at(64, 9, 50, 100)];
    const v = directExperiment.claim?.verdict(p, tie);
    expect(v?.reproduced).toBe(false);
    expect(v?.reason).toMatch(/0\.0 % \(P = 16, K = 2\)/);
    expect(v?.reason).toMatch(/Cray T3E/);
    expect(v?.reason).not.toMatch(/nothing to save/);
    // Both at the lower bound: the verdict says there is nothing to save.
    const optimal = directExperiment.claim?.verdict(p, [
      { P: 16, K: 2, greedy: 5, direct: 5, lowerBound: 5 },
    ]);
    expect(optimal?.reason).toMatch(/P = 16, K = 2 both schedules meet the lower bound/);
    expect(directExperiment.claim?.verdict(p, []).reproduced).toBe(false);
  });

  it("refuses a P with no K to sweep, naming the field", () => {
    const r = directExperiment.params.safeParse({ ...p, processors: [2], fromK: 2 });
    expect(r.error?.issues[0]?.path).toEqual(["processors", 0]);
    expect(r.error?.issues[0]?.message).toMatch(/no K/);
  });
});
