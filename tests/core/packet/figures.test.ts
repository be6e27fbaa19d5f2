// Kesavan–Panda's figures as experiments: determinism, summary shapes, verdicts on synthetic rows (true
// and false) and small real runs.
import { describe, expect, it } from "vitest";
import type { ExperimentDef, ExperimentRow } from "../../../src/core/experiment";
import {
  latencyVsPacketsExperiment,
  latencyVsPacketsVerdict,
  optimalKExperiment,
  optimalKVerdict,
} from "../../../src/core/packet/experiments";
import {
  fig4Formulas,
  interfaceExperiment,
  interfaceVerdict,
  kVsPacketsExperiment,
  kVsPacketsVerdict,
  latencyVsNodesExperiment,
  latencyVsNodesVerdict,
} from "../../../src/core/packet/experiments-figures";
import { deriveSeed } from "../../../src/core/random";
import { findExperiment } from "../../../src/core/registry";

function runAll<P extends Record<string, unknown>>(e: ExperimentDef<P>, p: P, seed = 1): ExperimentRow[] {
  return Array.from({ length: e.runCount(p) }, (_, r) => e.run(p, r, deriveSeed(seed, r))).flat();
}

describe("packet-interface-benefit (Fig. 4)", () => {
  const p = { nodesMax: 9, packets: 1 };
  it("is registered, deterministic, and matches Sec. 2.5's formulas", () => {
    expect(findExperiment("packet-interface-benefit")).toBe(interfaceExperiment);
    const rows = runAll(interfaceExperiment, p);
    expect(runAll(interfaceExperiment, p, 99)).toEqual(rows);
    expect(rows.map((r) => r.n)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    // n = 4: two rounds; conventional 2·(12.5 + 5 + 12.5) = 60, smart 12.5 + 2·5 + 12.5 = 35.
    expect(rows[2]).toMatchObject({ n: 4, conventional: 60, smart: 35 });
    expect(fig4Formulas(4)).toEqual({ conventional: 60, smart: 35 });
    expect(interfaceExperiment.claim?.verdict(p, rows).reproduced).toBe(true);
    const sum = interfaceExperiment.summarize(p, rows);
    expect(sum.tables[0]?.columns).toEqual([
      "n",
      "conventional",
      "smart",
      "formula conventional",
      "formula smart",
    ]);
    expect(sum.tables[0]?.rows).toHaveLength(8);
    expect(sum.charts[0]?.series.map((s) => s.points.length)).toEqual([8, 8]);
  });
  it("says 'differs' when the smart interface is slower or off the formula", () => {
    const slow = [{ n: 4, conventional: 60, smart: 70 }];
    const v = interfaceVerdict(p, slow);
    expect(v.reproduced).toBe(false);
    expect(v.reason).toMatch(/slower .* n = 4/);
    expect(interfaceVerdict(p, [{ n: 4, conventional: 60, smart: 36 }]).reproduced).toBe(false);
    expect(interfaceVerdict(p, []).reproduced).toBe(false);
    // With several packets only the ordering is judged.
    expect(
      interfaceVerdict({ nodesMax: 4, packets: 3 }, [{ n: 4, conventional: 100, smart: 50 }]),
    ).toMatchObject({
      reproduced: true,
    });
  });
});

describe("packet-optimal-k-vs-m (Fig. 12a)", () => {
  const p = kVsPacketsExperiment.defaults;
  it("reaches the linear tree sooner for smaller n", () => {
    const rows = runAll(kVsPacketsExperiment, p);
    expect(rows[0]).toEqual({ m: 1, "n=16": 4, "n=32": 5, "n=64": 6 });
    const v = kVsPacketsVerdict(p, rows);
    expect(v.reproduced).toBe(true);
    expect(v.reason).toMatch(/n = 16 at m = 12, n = 32 at m = 27, n = 64 at m = 57/);
    expect(kVsPacketsExperiment.summarize(p, rows).charts[0]?.series).toHaveLength(3);
  });
  it("says 'differs' when k rises with m or is wrong for one packet", () => {
    const q = { nodes: [16], packetsMax: 3 };
    const rising = [
      { m: 1, "n=16": 4 },
      { m: 2, "n=16": 2 },
      { m: 3, "n=16": 3 },
    ];
    expect(kVsPacketsVerdict(q, rising)).toMatchObject({
      reproduced: false,
      reason: expect.stringMatching(/rises at m = 3/),
    });
    expect(kVsPacketsVerdict(q, [{ m: 1, "n=16": 3 }]).reproduced).toBe(false);
    expect(
      kVsPacketsVerdict(q, [
        { m: 1, "n=16": 4 },
        { m: 2, "n=16": 3 },
      ]).reproduced,
    ).toBe(true);
  });
});

describe("packet-optimal-k (Fig. 12b) claim", () => {
  it("holds on the real rows and fails on rows where k does not settle at 2", () => {
    const p = optimalKExperiment.defaults;
    const rows = runAll(optimalKExperiment, p);
    expect(optimalKVerdict(p, rows).reproduced).toBe(true);
    const bad = rows.map((r) => (r.n === 64 ? { ...r, "m=8": 3 } : r));
    expect(optimalKVerdict(p, bad)).toMatchObject({
      reproduced: false,
      reason: expect.stringMatching(/m = 8/),
    });
    expect(optimalKVerdict({ nodesMax: 4, packets: [3] }, [{ n: 2, "m=3": 1 }]).reproduced).toBe(false);
  });
});

describe("packet-latency-vs-m (Figs 13a, 14a) claim", () => {
  it("checks Theorem 2's slope, the ordering and the factor of about 2", () => {
    const p = latencyVsPacketsExperiment.defaults;
    const rows = runAll(latencyVsPacketsExperiment, p);
    const v = latencyVsPacketsVerdict(p, rows);
    expect(v.reproduced).toBe(true);
    expect(v.reason).toMatch(/from m = 12/);
    // Too few packets for the factor of 2: k-binomial and binomial stay close.
    const short = { ...p, packetsMax: 3 };
    expect(latencyVsPacketsVerdict(short, runAll(latencyVsPacketsExperiment, short)).reproduced).toBe(false);
    // A bent slope while k holds is caught.
    const bent = rows.map((r) => (r.m === 20 ? { ...r, "k-binomial": (r["k-binomial"] as number) + 1 } : r));
    expect(latencyVsPacketsVerdict(p, bent).reason).toMatch(/not k·t_step/);
  });
});

describe("packet-latency-vs-n (Figs 13b, 14b)", () => {
  const p = { nodesMax: 20, packets: [1, 4] };
  it("is deterministic, summarizes both panels and judges the growing advantage", () => {
    const rows = runAll(latencyVsNodesExperiment, p);
    expect(runAll(latencyVsNodesExperiment, p, 3)).toEqual(rows);
    expect(Object.keys(rows[0] as ExperimentRow).sort()).toEqual(
      ["n", "k m=1", "k-binomial m=1", "binomial m=1", "k m=4", "k-binomial m=4", "binomial m=4"].sort(),
    );
    // One packet: the optimal k is ⌈log2 n⌉, the binomial tree itself.
    for (const r of rows) expect(r["k-binomial m=1"]).toBe(r["binomial m=1"]);
    const sum = latencyVsNodesExperiment.summarize(p, rows);
    expect(sum.charts.map((c) => c.series.length)).toEqual([2, 4]);
    expect(latencyVsNodesVerdict(p, rows).reproduced).toBe(true);
    const worse = rows.map((r) => ({ ...r, "k-binomial m=4": (r["binomial m=4"] as number) + 1 }));
    expect(latencyVsNodesVerdict(p, worse).reproduced).toBe(false);
    expect(latencyVsNodesVerdict(p, []).reproduced).toBe(false);
  });
});
