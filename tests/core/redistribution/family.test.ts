import { describe, expect, it } from "vitest";
import { redistributionFamily } from "../../../src/core/redistribution";
import type { RedistributionDetails } from "../../../src/core/redistribution/replay";
import type { RedistributionScenario } from "../../../src/core/redistribution/scenario";
import { findPreset, runScenario } from "../../../src/core/registry";
import { parseScenario } from "../../../src/core/scenario/document";

const load = (id: string) => {
  const preset = findPreset(id);
  if (!preset) throw new Error(`no preset ${id}`);
  return parseScenario(preset.doc) as RedistributionScenario;
};

describe("redistribution presets through runScenario (the CLI's path)", () => {
  it("parses every preset and gives valid schedules for both algorithms", () => {
    for (const preset of redistributionFamily.presets) {
      const s = parseScenario(preset.doc) as RedistributionScenario;
      for (const algorithm of ["greedy", "direct"]) {
        const r = runScenario(s, algorithm, { explain: false });
        expect(redistributionFamily.validate(s, r.schedule), `${preset.id} ${algorithm}`).toEqual([]);
        const d = r.details as RedistributionDetails;
        expect(r.schedule.makespan).toBeGreaterThanOrEqual(d.lowerBound * (1 - 1e-9));
        expect(d.matrix).toHaveLength(s.processors);
      }
    }
  });

  it("runs Fig. 3's example: greedy and direct both end at the bound 10 µs", () => {
    const s = load("redistribution-paper-r2-3-4");
    const greedy = runScenario(s, "greedy");
    expect(greedy).toMatchObject({ algorithm: "greedy", edited: false });
    expect(greedy.schedule).toMatchObject({ makespan: 10, lowerBound: 10, timeUnit: "us" });
    expect((greedy.details as RedistributionDetails).matrix).toEqual([
      [0, 4, 1, 0],
      [8, 0, 0, 1],
      [2, 0, 0, 8],
      [0, 4, 1, 0],
    ]);
    expect(runScenario(s).algorithm).toBe("greedy");
    expect(runScenario(s, "direct").schedule.makespan).toBe(10);
  });

  it("shows greedy adapting where direct waits (P = 8, K = 5)", () => {
    const s = load("redistribution-small-p8-k5");
    const g = runScenario(s, "greedy").schedule;
    const d = runScenario(s, "direct").schedule;
    expect(g.makespan).toBeCloseTo(39.208, 3);
    expect(g.makespan).toBeCloseTo(g.lowerBound as number, 9);
    expect(d.makespan).toBeCloseTo(58.363, 3);
  });

  it("gives JSON-able details and schedule for `run --json`", () => {
    const r = runScenario(load("redistribution-small-p8-k5"), "direct");
    expect(JSON.parse(JSON.stringify(r.details))).toEqual(r.details);
    expect(JSON.parse(JSON.stringify(r.schedule))).toEqual(r.schedule);
    expect(Object.keys(r.details)).toContain("matrix");
  });

  it("replays the scenario's edited plan instead of the heuristic", () => {
    const s = load("redistribution-paper-r2-3-4");
    const plan = {
      sends: [
        [1, 2],
        [0, 3],
        [0, 3],
        [2, 1],
      ],
    };
    const r = runScenario({ ...s, plan }, "greedy");
    expect(r.edited).toBe(true);
    expect(r.plan).toEqual(plan);
    expect(r.schedule.makespan).toBe(18);
    expect(runScenario({ ...s, plan }, "greedy", {}, { ignorePlan: true }).schedule.makespan).toBe(10);
  });

  it("predicts in greedy's steps the times the simulator replays", () => {
    const s = load("redistribution-sec5-p16");
    const outcome = redistributionFamily.heuristic(s, "greedy", {});
    const { schedule } = redistributionFamily.replay(s, outcome.plan, "greedy", outcome.steps);
    for (const t of schedule.tasks) {
      if (t.kind !== "send") continue;
      expect(outcome.steps[t.step as number]).toMatchObject({
        sender: t.node,
        receiver: t.peer,
        complete: t.end,
      });
    }
  });

  it("keeps greedy within 10 % of the bound on Sec. 5's networks (Fig. 5: 2–10 %)", () => {
    for (const id of [
      "redistribution-sec5-p64-k63",
      "redistribution-fig5b-v100",
      "redistribution-fig5b-v1900",
    ]) {
      const r = runScenario(load(id), "greedy", { explain: false });
      expect(r.schedule.makespan / (r.schedule.lowerBound as number), id).toBeLessThan(1.1);
    }
  });
});
