// @vitest-environment jsdom
// The schedule before its lower bound, on screen: the summary bar says "computing…" for the bound and
// the ratio while the bound is being computed, and the value once the reducer has swapped in the result
// with its bound ("bound-known"); the swap touches only the result it belongs to.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RunResult, ScenarioDoc } from "../../src/core/family";
import { BOUND_MEMO } from "../../src/core/multicast/lower-bound";
import { unpackSchedule } from "../../src/core/schedule/pack";
import { figuresLine } from "../../src/ui/views/common/title";
import { BOUND_DEFER_WORK, boundDeferral } from "../../src/engine/bound-cost";
import { resultWithBound, type RunOutcome } from "../../src/engine/client";
import { handleBound, handleRun } from "../../src/engine/service";
import { COMPUTING, SummaryBar } from "../../src/ui/components/SummaryBar";
import { initialState, reducer, type AppState } from "../../src/ui/state";
import { renderer } from "./render";

const { mount } = renderer();
// A 16-node all-to-all stands for one whose bound is computed apart (src/engine/bound-cost.ts).
beforeEach(() => {
  boundDeferral.fromWork = 0;
});
afterEach(() => {
  boundDeferral.fromWork = BOUND_DEFER_WORK;
});
const clock = () => 0;
const doc: ScenarioDoc = {
  version: 1,
  kind: "multicast",
  generator: {
    id: "multicast-random@1",
    params: { nodes: 16, pattern: "all-to-all", destinations: "all" },
    seed: 3,
  },
};

function pendingOutcome(): Extract<RunOutcome, { ok: true }> {
  BOUND_MEMO.clear();
  const reply = handleRun({ doc, algorithm: "wr", explain: false, bound: "later" }, clock);
  if (!reply.ok || !reply.boundPending) throw new Error("expected a reply without its bound");
  const schedule = unpackSchedule({ ...reply.schedule, boundPending: true });
  const result: RunResult = {
    schedule,
    details: reply.details,
    algorithm: reply.algorithm,
    edited: false,
    plan: undefined,
  };
  return { ok: true, doc, scenario: reply.scenario, result, elapsedMs: 1 };
}

const text = (host: HTMLElement, id: string) => host.querySelector(`[data-testid=${id}]`)?.textContent;

describe("the lower bound after the schedule", () => {
  it("shows computing… for the bound and the ratio, then the value, with the same schedule", () => {
    const outcome = pendingOutcome();
    const bound = handleBound({ doc }, clock);
    if (!bound.ok || bound.lowerBound === null) throw new Error("expected a bound");
    const props = { status: { kind: "idle" } as const, elapsedMs: 1, onResetPlan: () => {} };
    const before = mount(<SummaryBar result={outcome.result} {...props} />);
    expect(text(before, "lower-bound")).toBe(COMPUTING);
    expect(text(before, "ratio")).toBe(COMPUTING);
    expect(text(before, "makespan")).not.toBe(COMPUTING);
    expect(figuresLine(outcome.result.schedule)).toMatch(/lower bound not computed yet/);

    let state: AppState = reducer(initialState(doc, { v: 1 }), { type: "run-finished", outcome });
    const withBound = resultWithBound(outcome.result, bound.lowerBound);
    state = reducer(state, { type: "bound-known", result: outcome.result, withBound });
    const shown = state.run.kind === "done" ? state.run.outcome : null;
    expect(shown?.result).toBe(withBound);
    expect(state.lastGood?.result).toBe(withBound);
    const s = withBound.schedule;
    expect(s.lowerBound).toBe(bound.lowerBound);
    expect(s.boundPending).toBeUndefined();
    // The same tasks and decisions, read from the same columns.
    expect(s.makespan).toBe(outcome.result.schedule.makespan);
    expect(s.tasks).toHaveLength(outcome.result.schedule.tasks.length);
    expect(s.steps).toHaveLength(outcome.result.schedule.steps.length);

    const after = mount(<SummaryBar result={withBound} {...props} />);
    expect(text(after, "lower-bound")).toMatch(/^\d/);
    expect(Number(text(after, "ratio")?.replace("×", ""))).toBeCloseTo(s.makespan / bound.lowerBound, 3);
    expect(figuresLine(s)).toMatch(/lower bound \d/);
  });

  it("leaves a newer run's result alone", () => {
    const older = pendingOutcome();
    const newer = pendingOutcome();
    const state = reducer(initialState(doc, { v: 1 }), { type: "run-finished", outcome: newer });
    const next = reducer(state, {
      type: "bound-known",
      result: older.result,
      withBound: resultWithBound(older.result, 1),
    });
    expect(next).toBe(state);
  });
});
