// The Wu–Yeh–Liu Sec. 7 figures as experiments: seeded, deterministic runs; summaries with a chart per
// panel and 95 % intervals; verdicts on hand-made rows (reproduced and not) and on a small real run.
import { describe, expect, it } from "vitest";
import type { ExperimentDef, ExperimentRow } from "../../../src/core/experiment";
import {
  fig10Experiment,
  fig11Experiment,
  fig12Experiment,
  fig6Experiment,
  fig7Experiment,
  fig8Experiment,
  fig9Experiment,
  WYL_FIGURE_EXPERIMENTS,
} from "../../../src/core/multicast/experiment-figures";
import { deriveSeed } from "../../../src/core/random";
import { allExperiments, findExperiment } from "../../../src/core/registry";

const NON = ["fef", "ecf", "wr", "eaf", "rr", "rrs"];
const PRE = ["ecfp", "wrp", "eafp", "rrp", "rrsp"];
const ALL = [...NON, ...PRE];

function runAll<P extends Record<string, unknown>>(e: ExperimentDef<P>, p: P, seed = 1): ExperimentRow[] {
  return Array.from({ length: e.runCount(p) }, (_, r) => e.run(p, r, deriveSeed(seed, r))).flat();
}

/** A row with every algorithm at `base` (ratio base / lb), overridden by `values`. */
const row = (
  key: Record<string, number>,
  values: Record<string, number>,
  base = 100,
  lb = 80,
): ExperimentRow => ({
  ...key,
  lowerBound: lb,
  ...Object.fromEntries(ALL.map((id) => [id, base])),
  ...values,
});

describe("the Wu–Yeh–Liu figure experiments", () => {
  it("are registered with their paper and figure, after the competitive-ratio sweep (the Sweeps tab default)", () => {
    const ids = allExperiments().map((e) => e.id);
    for (const e of WYL_FIGURE_EXPERIMENTS) {
      expect(findExperiment(e.id)).toBe(e);
      expect(e.paper).toMatch(/Wu, Yeh, Liu/);
      expect(e.claim?.text.length).toBeGreaterThan(20);
      expect(e.params.safeParse({ ...e.defaults, ...e.quick }).success).toBe(true);
    }
    expect(WYL_FIGURE_EXPERIMENTS.map((e) => e.figure)).toEqual([
      "Fig. 6",
      "Fig. 7",
      "Fig. 8",
      "Fig. 9",
      "Fig. 10",
      "Fig. 11",
      "Fig. 12",
    ]);
    expect(ids.indexOf("multicast-competitive-ratio")).toBeLessThan(ids.indexOf("wyl-fig6"));
    expect(findExperiment("multicast-competitive-ratio")?.figure).toBeNull();
  });

  it("keep the paper's settings as defaults (up to 80 nodes, 1 KB and 1 MB, 64 nodes and 1000 runs)", () => {
    expect(fig6Experiment.defaults).toMatchObject({ instances: 100, bytes: 1024 });
    expect(Math.max(...fig6Experiment.defaults.nodes)).toBe(80);
    expect(fig7Experiment.defaults).toMatchObject({
      network: "fast",
      sizes: [1024, 1_000_000],
      instances: 100,
    });
    expect(fig8Experiment.defaults.network).toBe("slow");
    expect(fig9Experiment.defaults).toMatchObject({ nodes: 64, network: "fast", instances: 1000 });
    expect(fig10Experiment.defaults.network).toBe("slow");
    expect(fig11Experiment.defaults.network).toBe("fast");
    expect(fig12Experiment.defaults.network).toBe("slow");
    expect(fig9Experiment.defaults.sources).toEqual([4, 8, 16, 24, 32, 48, 56, 64]);
  });

  it("name the field and the limit in a bad parameter", () => {
    const r = fig9Experiment.params.safeParse({ ...fig9Experiment.defaults, nodes: 8, sources: [4, 16] });
    expect(r.error?.issues[0]?.message).toBe("sources (16) is limited to nodes (8)");
    const s = fig7Experiment.params.safeParse({ ...fig7Experiment.defaults, sizes: [0] });
    expect(s.error?.issues[0]?.message).toBe("sizes must be at least 1 byte");
  });
});

describe("wyl-fig6 (single broadcast)", () => {
  const p = {
    ...fig6Experiment.defaults,
    nodes: [4, 6],
    instances: 2,
    algorithms: ["fef", "ecf", "rrs", "wrp"],
  };
  it("counts its runs; the same seed gives the same row, averaged over every source", () => {
    expect(fig6Experiment.runCount(p)).toBe(4);
    const a = fig6Experiment.run(p, 3, deriveSeed(7, 3));
    expect(fig6Experiment.run(p, 3, deriveSeed(7, 3))).toEqual(a);
    expect(fig6Experiment.run(p, 3, deriveSeed(8, 3))).not.toEqual(a);
    expect(a).toHaveLength(1);
    expect(a[0]?.nodes).toBe(6);
    for (const id of p.algorithms)
      expect(a[0]?.[id]).toBeGreaterThanOrEqual((a[0]?.lowerBound as number) - 1e-6);
  });
  it("summarizes panels (a) and (b) with a 95 % interval around each mean", () => {
    const rows = runAll(fig6Experiment, p);
    const s = fig6Experiment.summarize(p, rows);
    expect(s.charts.map((c) => c.title)).toEqual([
      "(a) non-preemptive heuristics",
      "(b) preemptive heuristics",
    ]);
    expect(s.charts[0]?.series.map((x) => x.name)).toEqual(["lower bound", "FEF", "ECF", "RRS"]);
    expect(s.charts[1]?.series.map((x) => x.name)).toEqual(["lower bound", "WRP"]);
    for (const series of s.charts[0]?.series ?? []) {
      series.points.forEach(([, y], i) => {
        expect(series.intervals?.[i]?.[0]).toBeLessThanOrEqual(y);
        expect(series.intervals?.[i]?.[1]).toBeGreaterThanOrEqual(y);
      });
    }
    expect(s.tables[0]?.columns).toEqual(["nodes", "runs", "lower bound", "FEF", "ECF", "RRS", "WRP"]);
    expect(s.tables[0]?.rows.map((r) => r[1])).toEqual([2, 2]);
    expect(s.tables[1]?.title).toMatch(/95 %/);
    expect(fig6Experiment.claim?.verdict(p, rows).reason.length).toBeGreaterThan(10);
  });
  it("judges FEF significantly higher only from 1.2× every other mean at every node count", () => {
    const all = { ...p, algorithms: ALL };
    const rows = [8, 16].flatMap((nodes) => [
      row({ nodes }, { fef: 200, rrs: 120 }),
      row({ nodes }, { fef: 180 }),
    ]);
    expect(fig6Experiment.claim?.verdict(all, rows).reproduced).toBe(true);
    const close = [row({ nodes: 8 }, { fef: 200 }), row({ nodes: 16 }, { fef: 110 })];
    const v = fig6Experiment.claim?.verdict(all, close);
    expect(v?.reproduced).toBe(false);
    expect(v?.reason).toMatch(/^Differs: FEF's mean is 1\.1×/);
    expect(fig6Experiment.claim?.verdict({ ...p, algorithms: ["ecf"] }, rows).reason).toMatch(/needs FEF/);
  });
});

describe("wyl-fig7 and wyl-fig8 (all-to-all)", () => {
  const p = { ...fig7Experiment.defaults, nodes: [4, 5], instances: 1, sizes: [1024, 1_000_000] };
  it("runs both sizes on the same configuration, deterministically", () => {
    expect(fig7Experiment.runCount(p)).toBe(2);
    const a = fig7Experiment.run(p, 1, deriveSeed(3, 1));
    expect(fig7Experiment.run(p, 1, deriveSeed(3, 1))).toEqual(a);
    expect(a.map((r) => r.bytes)).toEqual([1024, 1_000_000]);
    expect(a.map((r) => r.nodes)).toEqual([5, 5]);
    expect(a[1]?.lowerBound).toBeGreaterThan(a[0]?.lowerBound as number);
    for (const r of a)
      for (const id of ALL) expect(r[id]).toBeGreaterThanOrEqual((r.lowerBound as number) - 1e-6);
  });
  it("summarizes panels (a)–(d): each size, non-preemptive then preemptive", () => {
    const rows = runAll(fig8Experiment, { ...p, network: "slow" });
    const s = fig8Experiment.summarize({ ...p, network: "slow" }, rows);
    expect(s.charts.map((c) => c.title)).toEqual([
      "(a) 1024-byte messages, non-preemptive",
      "(b) 1024-byte messages, preemptive",
      "(c) 1000000-byte messages, non-preemptive",
      "(d) 1000000-byte messages, preemptive",
    ]);
    expect(s.charts[3]?.series.map((x) => x.name)).toEqual([
      "lower bound",
      "ECFP",
      "WRP",
      "EAFP",
      "RRP",
      "RRSP",
    ]);
    expect(s.tables).toHaveLength(4);
    expect(s.title).toMatch(/slow network/);
  });
  it("Fig. 7's verdict: within twice the bound, EAF/RR much worse, preemption a great gain", () => {
    const cellsOf = (large: Record<string, number>, smallBase = 120) =>
      [8, 16].flatMap((nodes) => [
        row({ nodes, bytes: 1024 }, {}, smallBase),
        row({ nodes, bytes: 1_000_000 }, { eaf: 200, rr: 210, eafp: 110, rrp: 100, ...large }),
      ]);
    expect(fig7Experiment.claim?.verdict(p, cellsOf({})).reproduced).toBe(true);
    const slowSmall = fig7Experiment.claim?.verdict(p, cellsOf({}, 170));
    expect(slowSmall?.reproduced).toBe(false);
    expect(slowSmall?.reason).toMatch(/ratio to the lower bound .* is 2\.125 \(claim: ≤ 2\)/);
    expect(fig7Experiment.claim?.verdict(p, cellsOf({ eaf: 110 })).reproduced).toBe(false);
  });
  it("Fig. 8's verdict: WRP within 2.5× the bound and WR competitive with ECF", () => {
    const good = [8, 16].flatMap((nodes) => [
      row({ nodes, bytes: 1024 }, { fef: 300, ecf: 100, wr: 95, wrp: 90 }),
      row({ nodes, bytes: 1_000_000 }, { eaf: 200, rr: 210, ecf: 100, wr: 105, wrp: 90 }),
    ]);
    expect(fig8Experiment.claim?.verdict(p, good).reproduced).toBe(true);
    const bad = good.map((r) => ({ ...r, wrp: 220 }));
    const v = fig8Experiment.claim?.verdict(p, bad);
    expect(v?.reproduced).toBe(false);
    expect(v?.reason).toMatch(/WRP's largest mean ratio to the lower bound is 2\.75/);
  });
});

describe("wyl-fig9 … wyl-fig12 (multiple multicast)", () => {
  const p = {
    ...fig9Experiment.defaults,
    nodes: 8,
    sources: [2, 4],
    instances: 1,
    messages: ["small", "large"] as ("small" | "large" | "mixed")[],
  };
  it("runs each message set for a number of sources, deterministically", () => {
    expect(fig9Experiment.runCount(p)).toBe(2);
    const a = fig9Experiment.run(p, 1, deriveSeed(5, 1));
    expect(fig9Experiment.run(p, 1, deriveSeed(5, 1))).toEqual(a);
    expect(a.map((r) => [r.sources, r.set])).toEqual([
      [4, 0],
      [4, 1],
    ]);
  });
  it("Figs 9/10 chart completion times, Figs 11/12 the ratios of the same runs", () => {
    const rows = runAll(fig9Experiment, p);
    expect(runAll(fig11Experiment, { ...p, network: "fast" })).toEqual(rows);
    const completion = fig9Experiment.summarize(p, rows);
    const ratio = fig11Experiment.summarize(p, rows);
    expect(completion.charts.map((c) => c.title)).toEqual([
      "(a) small messages, non-preemptive",
      "(b) small messages, preemptive",
      "(c) large messages, non-preemptive",
      "(d) large messages, preemptive",
    ]);
    expect(completion.charts[0]?.series[0]?.name).toBe("lower bound");
    expect(ratio.charts[0]?.series[0]?.name).toBe("FEF");
    for (const c of ratio.charts)
      for (const s of c.series) for (const [, y] of s.points) expect(y).toBeGreaterThanOrEqual(1 - 1e-9);
    expect(ratio.title).toMatch(/competitive ratio/);
  });
  it("Fig. 9/10's verdict: ECF and WR best with large messages, preemptive comparable and better", () => {
    const rows = [1, 2].flatMap((sources) => [
      row({ sources, set: 0 }, { ecfp: 80, wrp: 82, eafp: 85, rrp: 84, rrsp: 86 }, 100, 50),
      row({ sources, set: 1 }, { ecf: 90, wr: 92, ecfp: 80, wrp: 82, eafp: 85, rrp: 84, rrsp: 86 }, 100, 50),
    ]);
    expect(fig10Experiment.claim?.verdict(p, rows).reproduced).toBe(true);
    const v = fig10Experiment.claim?.verdict(
      p,
      rows.map((r) => (r.set === 1 ? { ...r, wr: 100, eaf: 80 } : r)),
    );
    expect(v?.reproduced).toBe(false);
    expect(v?.reason).toMatch(/worse of ECF and WR is within 1\.25× of the best/);
  });
  it("Fig. 11/12's verdict: WRP within 2.5× the bound with many sources", () => {
    const rows = [8, 16, 32].map((sources) =>
      row({ sources, set: 0 }, { wrp: sources === 8 ? 300 : 200 }, 100, 100),
    );
    expect(fig12Experiment.claim?.verdict(p, rows).reproduced).toBe(true);
    const v = fig12Experiment.claim?.verdict(
      p,
      rows.map((r) => ({ ...r, wrp: 260 })),
    );
    expect(v?.reproduced).toBe(false);
    expect(v?.reason).toMatch(/at most 2\.6 with 16 or more sources/);
  });
});
