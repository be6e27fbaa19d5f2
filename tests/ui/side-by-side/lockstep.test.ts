// Lockstep: two heuristics' decisions compared one by one (the same pair and message, or not).
import { describe, expect, it } from "vitest";
import type { Step } from "../../../src/core/schedule/types";
import {
  compareDecisions,
  nextDiffer,
  sameChoiceOtherTime,
  sameDecision,
  tasksOfDecision,
} from "../../../src/ui/side-by-side/lockstep";
import { paperExample } from "../views/fixtures";
import { PAPER, presetDoc, run } from "./helpers";

const step = (sender: number, receiver: number, message: number, complete = 1): Step => ({
  sender,
  receiver,
  message,
  complete,
});

describe("compareDecisions", () => {
  it("finds no difference between a run and itself", () => {
    const s = run(presetDoc(PAPER), "ecf");
    expect(compareDecisions(s.steps, s.steps)).toEqual({
      count: s.steps.length,
      differ: [],
      firstDiffer: -1,
    });
  });

  it("marks the decisions where ECF and ECFP (preemption) part ways on the paper example", () => {
    const ecf = run(presetDoc(PAPER), "ecf");
    const ecfp = run(presetDoc(PAPER), "ecfp");
    const d = compareDecisions(ecf.steps, ecfp.steps);
    expect(d.count).toBe(Math.max(ecf.steps.length, ecfp.steps.length));
    expect(d.differ.length).toBeGreaterThan(0);
    for (let k = 0; k < d.count; k++) {
      expect(d.differ.includes(k)).toBe(!sameDecision(ecf.steps[k], ecfp.steps[k]));
    }
    // The first decisions agree until the first difference.
    for (let k = 0; k < d.firstDiffer; k++) expect(sameDecision(ecf.steps[k], ecfp.steps[k])).toBe(true);
  });

  it("compares ECEF with its lookahead variant on a grid", () => {
    const doc = presetDoc("grid-paper-grid5000");
    const a = run(doc, "ecef").steps;
    const b = run(doc, "ecef-la").steps;
    const d = compareDecisions(a, b);
    expect(d.differ.every((k) => !sameDecision(a[k], b[k]))).toBe(true);
  });

  it("counts a decision only one run has as a difference", () => {
    const d = compareDecisions([step(0, 1, 0), step(0, 2, 0)], [step(0, 1, 0)]);
    expect(d).toEqual({ count: 2, differ: [1], firstDiffer: 1 });
  });
});

describe("sameDecision and sameChoiceOtherTime", () => {
  it("compares sender, receiver and message, not the time", () => {
    expect(sameDecision(step(0, 1, 2, 5), step(0, 1, 2, 9))).toBe(true);
    expect(sameDecision(step(0, 1, 2), step(0, 1, 3))).toBe(false);
    expect(sameDecision(step(0, 1, 2), undefined)).toBe(false);
    expect(sameChoiceOtherTime(step(0, 1, 2, 5), step(0, 1, 2, 9))).toBe(true);
    expect(sameChoiceOtherTime(step(0, 1, 2, 5), step(0, 1, 2, 5))).toBe(false);
  });
});

describe("tasksOfDecision", () => {
  it("gives the send and receive a decision placed", () => {
    const s = paperExample();
    expect(tasksOfDecision(s, 0)).toEqual([0, 1]);
    expect(tasksOfDecision(s, 6)).toEqual([12, 13]);
    expect(tasksOfDecision(s, 7)).toEqual([]);
  });
});

describe("nextDiffer", () => {
  it("jumps to the next or previous differing decision", () => {
    const differ = [2, 5, 9];
    expect(nextDiffer(differ, -1, 1)).toBe(2);
    expect(nextDiffer(differ, 2, 1)).toBe(5);
    expect(nextDiffer(differ, 9, 1)).toBe(-1);
    expect(nextDiffer(differ, 9, -1)).toBe(5);
    expect(nextDiffer(differ, 2, -1)).toBe(-1);
  });
});
