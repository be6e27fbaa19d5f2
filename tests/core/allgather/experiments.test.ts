import { describe, expect, it } from "vitest";
import { FAST_FRACTIONS, fastMixExperiment } from "../../../src/core/allgather/experiments";
import { deriveSeed } from "../../../src/core/random";
import { findExperiment } from "../../../src/core/registry";

describe("allgather-fast-mix sweep", () => {
  const p = { nodes: 8, instances: 1, slowFactor: 1.8 };
  it("is registered and counts one run per share and instance", () => {
    expect(findExperiment("allgather-fast-mix")).toBe(fastMixExperiment);
    expect(fastMixExperiment.runCount({ ...p, instances: 3 })).toBe(3 * FAST_FRACTIONS.length);
  });
  it("gives the same row for the same derived seed, with every algorithm above the bound", () => {
    const seed = deriveSeed(1, 2);
    const [row] = fastMixExperiment.run(p, 2, seed);
    expect(fastMixExperiment.run(p, 2, seed)).toEqual([row]);
    expect(row?.fastFraction).toBe(FAST_FRACTIONS[2]);
    for (const a of ["gather-broadcast", "two-step", "simultaneous"]) {
      expect(row?.[a]).toBeGreaterThanOrEqual(row?.lowerBound as number);
    }
  });
  it("summarises one mean per share and a chart per algorithm", () => {
    const rows = FAST_FRACTIONS.flatMap((_, r) => fastMixExperiment.run(p, r, deriveSeed(4, r)));
    const summary = fastMixExperiment.summarize(p, rows);
    expect(summary.tables[0]?.rows).toHaveLength(FAST_FRACTIONS.length);
    expect(summary.charts[0]?.series.map((s) => s.name)).toEqual([
      "gather-broadcast",
      "two-step",
      "simultaneous",
    ]);
    expect(summary.charts[0]?.series[2]?.points[0]?.[1]).toBe(rows[0]?.simultaneous);
  });
});
