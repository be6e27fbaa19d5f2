// The class quiz's state machine (src/ui/quiz.ts): one answer per decision, a tally over the run, the
// candidates in a neutral order, and the URL's form.
import { describe, expect, it } from "vitest";
import type { Step } from "../../src/core/schedule/types";
import {
  answerAt,
  heuristicPick,
  numberKey,
  pick,
  quizFromUrl,
  quizOrder,
  quizToUrl,
  startQuiz,
  tally,
  tallyText,
  toggleQuiz,
  type QuizState,
} from "../../src/ui/quiz";

const step = (sender: number, receiver: number, candidates: [number, number, number][]): Step => ({
  sender,
  receiver,
  message: 0,
  complete: 1,
  candidates: candidates.map(([s, r, score]) => ({ sender: s, receiver: r, message: 0, score })),
});

// The heuristic's pick (P0 → P2, score 3) is listed first, as the rule ranks it.
const s0 = step(0, 2, [
  [0, 2, 3],
  [0, 1, 5],
  [0, 3, 7],
]);
const s1 = step(2, 3, [
  [0, 1, 6],
  [2, 3, 4],
]);

describe("quiz", () => {
  it("toggles on with a fresh tally and off", () => {
    const on = toggleQuiz(undefined);
    expect(on).toEqual({ answers: [] });
    expect(toggleQuiz(on)).toBeUndefined();
    expect(tallyText(tally(on))).toBe("0 of 0 right");
  });
  it("marks right and wrong picks and tallies them", () => {
    let q: QuizState | undefined = startQuiz();
    q = pick(q, 0, s0, 0);
    q = pick(q, 1, s1, 0);
    expect(answerAt(q, 0)).toEqual({ decision: 0, picked: 0, right: true });
    expect(answerAt(q, 1)).toEqual({ decision: 1, picked: 0, right: false });
    expect(tally(q)).toEqual({ right: 1, answered: 2 });
    expect(tallyText(tally(q))).toBe("1 of 2 right");
  });
  it("never counts a decision twice (stepping back and picking again)", () => {
    let q: QuizState | undefined = pick(startQuiz(), 1, s1, 0);
    const again = pick(q, 1, s1, 1);
    expect(again).toBe(q);
    q = pick(q, 0, s0, 2);
    expect(tally(q)).toEqual({ right: 0, answered: 2 });
  });
  it("ignores picks outside the list, without candidates, or with the quiz off", () => {
    const q = startQuiz();
    expect(pick(q, 0, s0, 3)).toBe(q);
    expect(pick(q, 0, s0, -1)).toBe(q);
    expect(pick(q, 0, { ...s0, candidates: [] }, 0)).toBe(q);
    expect(pick(undefined, 0, s0, 0)).toBeUndefined();
  });
  it("finds the heuristic's pick by sender, receiver and message, else the first listed", () => {
    expect(heuristicPick(s1)).toBe(1);
    expect(heuristicPick(step(5, 6, [[1, 2, 0]]))).toBe(0);
  });
  it("lists the candidates by receiver and sender, not by score (the pick is not always first)", () => {
    expect(quizOrder(s0.candidates ?? [])).toEqual([1, 0, 2]);
    expect(quizOrder(s1.candidates ?? [])).toEqual([0, 1]);
  });
  it("reads number keys 1–9 as positions", () => {
    expect(numberKey("1")).toBe(0);
    expect(numberKey("9")).toBe(8);
    expect(numberKey("0")).toBeUndefined();
    expect(numberKey("a")).toBeUndefined();
  });
  it("round-trips through the URL's form, keeping a decision's first answer", () => {
    const q = pick(pick(startQuiz(), 0, s0, 0), 1, s1, 0) as QuizState;
    expect(quizToUrl(q)).toEqual([
      [0, 0, 1],
      [1, 0, 0],
    ]);
    expect(quizFromUrl(quizToUrl(q))).toEqual(q);
    expect(
      quizFromUrl([
        [4, 1, 1],
        [4, 2, 0],
      ]),
    ).toEqual({ answers: [{ decision: 4, picked: 1, right: true }] });
    expect(quizFromUrl(undefined)).toBeUndefined();
  });
});
