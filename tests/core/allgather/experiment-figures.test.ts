// Wu–Yeh Figs 4 and 5 as experiments: the 8 workstations in both stage-3 serve orders, the message-length
// model of Fig. 5, their summaries and verdicts.
import { describe, expect, it } from "vitest";
import {
  eightScenario,
  fig4Experiment,
  fig5Experiment,
  sizedScenario,
  WY_FIGURE_EXPERIMENTS,
} from "../../../src/core/allgather/experiment-figures";
import type { ExperimentRow } from "../../../src/core/experiment";
import { deriveSeed } from "../../../src/core/random";
import { findExperiment, runScenario } from "../../../src/core/registry";

const rowsOf = <P extends Record<string, unknown>>(
  e: { runCount(p: P): number; run(p: P, r: number, seed: number): ExperimentRow[] },
  p: P,
) => Array.from({ length: e.runCount(p) }, (_, r) => e.run(p, r, deriveSeed(1, r))).flat();

describe("wy-fig4 (estimate and completion against the number of agents)", () => {
  const p = fig4Experiment.defaults;
  const rows = rowsOf(fig4Experiment, p);

  it("is registered, one run per serve order, deterministic", () => {
    for (const e of WY_FIGURE_EXPERIMENTS) expect(findExperiment(e.id)).toBe(e);
    expect(fig4Experiment.runCount(p)).toBe(2);
    expect(fig4Experiment.run(p, 0, 1)).toEqual(fig4Experiment.run(p, 0, 99));
    expect(rows).toHaveLength(16);
  });

  it("gives the paper's-order and largest-end-first estimates, chosen m and makespans", () => {
    const s = fig4Experiment.summarize(p, rows);
    const choice = s.tables[0];
    expect(choice?.columns[2]).toBe("chosen m");
    expect(choice?.rows).toEqual([
      ["assignment", "gather-broadcast", 4, 1270, 1180, 4, 1180],
      ["assignment", "two-step", 3, 1310, 1260, 2, 1240],
      ["largest-end-first", "gather-broadcast", 2, 1200, 1110, 2, 1110],
      ["largest-end-first", "two-step", 2, 1240, 1150, 2, 1150],
    ]);
    expect(s.tables[1]?.rows.map((r) => r[1])).toEqual([1650, 1290, 1270, 1270, 1950, 2240, 2530, 2030]);
    expect(s.charts).toHaveLength(4);
    expect(s.charts[0]?.series.map((x) => x.name)).toEqual(["estimated T_all", "simulated makespan"]);
  });

  it("matches the app's run of the preset in each order", () => {
    const twoStep = rows.find((r) => r.order === 0 && r["TS chosen"] === 1);
    expect(twoStep?.["TS simulated"]).toBe(1260);
    const d = runScenario(eightScenario("assignment"), "two-step");
    expect(runScenario(sizedScenario(fig5Experiment.defaults, 32), "two-step").schedule.makespan).toBe(1260);
    expect(d.schedule.makespan).toBe(1260);
  });

  it("judges the chosen m consistent within 5 % of the best simulated m", () => {
    const v = fig4Experiment.claim?.verdict(p, rows);
    expect(v?.reproduced).toBe(true);
    expect(v?.reason).toMatch(
      /two-step: the estimate picks m = 3 \(simulated 1260 µs\), the best simulated m is 2/,
    );
    const far = rows.map((r) => (r.order === 0 && r.m === 2 ? { ...r, "TS simulated": 1000 } : r));
    const w = fig4Experiment.claim?.verdict(p, far);
    expect(w?.reproduced).toBe(false);
    expect(w?.reason).toMatch(/^Differs/);
  });
});

describe("wy-fig5 (algorithms against the message length)", () => {
  const p = fig5Experiment.defaults;
  it("keeps the paper's 32-byte costs and grows them by the per-byte rates", () => {
    const s32 = sizedScenario(p, 32);
    expect(s32.nodes[0]).toEqual({ tSend: 90, tRecv: 70 });
    const s1k = sizedScenario(p, 1056);
    expect(s1k.nodes[0]?.tSend).toBeCloseTo(90 + 0.01 * 1024, 9);
    expect(s1k.nodes[4]?.tRecv).toBeCloseTo(130 + ((0.01 * 130) / 70) * 1024, 9);
    const tEnd = s1k.tEnd as number[][];
    expect(tEnd[0]?.[1]).toBeCloseTo(250 + (0.01 + 0.01 + 0.08) * 1024, 9);
    expect(s1k.serveOrder).toBe("assignment");
  });
  it("runs one length per run, deterministically, every algorithm above the simultaneous bound's floor", () => {
    const small = { ...p, sizes: [32, 4096] };
    expect(fig5Experiment.runCount(small)).toBe(2);
    const rows = rowsOf(fig5Experiment, small);
    expect(rowsOf(fig5Experiment, small)).toEqual(rows);
    expect(rows[0]?.["two-step"]).toBe(1260);
    expect(rows[1]?.["two-step"]).toBeGreaterThan(rows[0]?.["two-step"] as number);
    const s = fig5Experiment.summarize(small, rows);
    expect(s.tables[0]?.rows.map((r) => r[0])).toEqual([32, 4096]);
    expect(s.charts[0]?.series.map((x) => x.name)).toEqual(["gather-broadcast", "two-step", "simultaneous"]);
  });
  it("says plainly why Two-Step does not beat Gather-Broadcast in our model", () => {
    const rows = [
      { bytes: 32, "gather-broadcast": 1100, "two-step": 1200, simultaneous: 2000 },
      { bytes: 8192, "gather-broadcast": 5000, "two-step": 4000, simultaneous: 6000 },
    ];
    expect(fig5Experiment.claim?.verdict(p, rows).reproduced).toBe(true);
    const v = fig5Experiment.claim?.verdict(p, [rows[0] as ExperimentRow, { ...rows[1], "two-step": 5000 }]);
    expect(v?.reproduced).toBe(false);
    expect(v?.reason).toMatch(/combined message one T_end/);
  });
});
