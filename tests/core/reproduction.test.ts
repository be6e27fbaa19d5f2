import { describe, expect, it } from "vitest";
import type { ExperimentDef } from "../../src/core/experiment";
import { deriveSeed } from "../../src/core/random";
import { allExperiments } from "../../src/core/registry";
import {
  byPaper,
  renderEntry,
  renderReproduction,
  reproductionParams,
  verdictOf,
} from "../../src/core/reproduction";
import { meanCi95 } from "../../src/core/stats";
import { formatMeanCi, summarizeWithCi, type RowsByRun } from "../../src/core/sweep-summary";
import { tinyExperiment, type TinyParams } from "./tiny-experiment";

const tiny: ExperimentDef = tinyExperiment;

function sweep(p: TinyParams, seed: number): RowsByRun {
  return Array.from({ length: tinyExperiment.runCount(p) }, (_, r) =>
    tinyExperiment.run(p, r, deriveSeed(seed, r)),
  );
}

describe("summarizeWithCi", () => {
  const p = reproductionParams(tiny, "quick") as TinyParams;
  const byRun = sweep(p, 1);

  it("gives each mean over runs its Student-t interval, and none to counts or non-linear cells", () => {
    const s = summarizeWithCi(tinyExperiment, p, byRun);
    expect(s.finished).toBe(18);
    s.summary.tables[0]?.rows.forEach((row, ri) => {
      const size = row[0] as number;
      const values = byRun
        .flatMap((rows) => rows ?? [])
        .filter((r) => r.size === size)
        .map((r) => r.value as number);
      const ci = s.tables[0]?.[ri]?.[1];
      expect(ci?.n).toBe(6);
      expect(ci?.halfWidth).toBeCloseTo(meanCi95(values).halfWidth, 12);
      expect(s.tables[0]?.[ri]?.[0]).toBeNull(); // the key column
      expect(s.tables[0]?.[ri]?.[2]).toBeNull(); // a count
      expect(s.tables[0]?.[ri]?.[3]).toBeNull(); // the square of a mean
    });
    // Chart: the mean series has intervals, the count series none.
    expect(s.charts[0]?.[0]?.every((ci) => ci !== null && ci.n === 6)).toBe(true);
    expect(s.charts[0]?.[1]?.every((ci) => ci === null)).toBe(true);
  });

  it("summarizes a partial sweep (runs missing) over the finished runs only", () => {
    const partial: RowsByRun = byRun.map((rows, r) => (r % 2 === 0 ? rows : undefined));
    const s = summarizeWithCi(tinyExperiment, p, partial);
    expect(s.finished).toBe(9);
    expect(s.total).toBe(18);
    expect(s.charts[0]?.[0]?.every((ci) => ci?.n === 3)).toBe(true);
    expect(verdictOf(tiny, p, partial)).toEqual({ kind: "partial", finished: 9, total: 18 });
  });

  it("formats a mean with its half-width to two significant digits", () => {
    expect(formatMeanCi(12.3456, { mean: 12.3456, halfWidth: 0.4321, n: 5 }, String)).toBe("12.35 ± 0.43");
    expect(formatMeanCi(1234.5, { mean: 1234.5, halfWidth: 87.6, n: 5 }, String)).toBe("1235 ± 88");
    expect(formatMeanCi(3, null, String)).toBe("3");
    expect(formatMeanCi(3, { mean: 3, halfWidth: Number.NaN, n: 1 }, String)).toBe("3");
  });
});

describe("the reproduction renderer", () => {
  const p = reproductionParams(tiny, "quick");

  it("is deterministic: the same seed gives the same bytes, another seed other numbers", () => {
    const a = renderReproduction(
      [{ exp: tiny, params: p, seed: 1, byRun: sweep(p as TinyParams, 1) }],
      "quick",
    );
    const b = renderReproduction(
      [{ exp: tiny, params: p, seed: 1, byRun: sweep(p as TinyParams, 1) }],
      "quick",
    );
    const c = renderReproduction(
      [{ exp: tiny, params: p, seed: 2, byRun: sweep(p as TinyParams, 2) }],
      "quick",
    );
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  it("says the claim, the verdict with its reason, the reduced parameters and the numbers with intervals", () => {
    const byRun = sweep(p as TinyParams, 1);
    const text = renderEntry({ exp: tiny, params: p, seed: 1, byRun });
    expect(text).toContain("### Fig. 1: Tiny \\| experiment");
    expect(text).toContain("**Claim.** The value stays below the size.");
    expect(text).toContain("**Verdict: reproduced.** all 18 values are below their size");
    expect(text).toContain("reduced from the paper's settings: `instances=6`");
    expect(text).toMatch(/\| 1 \| 0\.\d+ ± 0\.\d+ \| 6 \| 0\.\d+ \|/);
    expect(text).toContain("`npm run --silent cli -- sweep tiny --seed 1 --param instances=6`");
    const full = reproductionParams(tiny, "full");
    expect(full).toEqual({ sizes: [1, 2, 3], instances: 20 });
  });

  it("reports a differing claim as differs, and an experiment without a claim as unchecked", () => {
    const lying: ExperimentDef = {
      ...tiny,
      claim: { text: "Never.", verdict: () => ({ reproduced: false, reason: "it does" }) },
    };
    const { claim: _omit, ...withoutClaim } = tiny;
    const doc = renderReproduction(
      [
        { exp: lying, params: p, seed: 1, byRun: sweep(p as TinyParams, 1) },
        { exp: { ...withoutClaim, id: "tiny-2" }, params: p, seed: 1, byRun: sweep(p as TinyParams, 1) },
      ],
      "quick",
    );
    expect(doc).toContain("| Nobody: a test paper | Fig. 1 | `tiny` | differs |");
    expect(doc).toContain("| Nobody: a test paper | Fig. 1 | `tiny-2` | no claim checked |");
    expect(doc).toContain("**Verdict: differs.** it does");
  });

  it("groups the registry's figure experiments by paper, each with quick parameters that validate", () => {
    const groups = byPaper(allExperiments());
    expect(groups.length).toBeGreaterThan(1);
    for (const g of groups) {
      for (const e of g.experiments) {
        expect(e.figure).not.toBeNull();
        expect(e.paper).toBe(g.paper);
        expect(() => reproductionParams(e, "quick")).not.toThrow();
      }
    }
  });
});
