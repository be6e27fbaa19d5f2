import { describe, expect, it } from "vitest";
import type { Step } from "../../src/core/schedule/types";
import {
  initialExplained,
  isExplained,
  mergeExplained,
  windowAround,
  windowToAsk,
} from "../../src/ui/explained";

const step = (i: number, explained = false): Step => ({
  sender: 0,
  receiver: i,
  message: 0,
  complete: i,
  ...(explained ? { candidates: [{ sender: 0, receiver: i, message: 0, score: i }] } : {}),
});

describe("explained steps", () => {
  const steps = Array.from({ length: 200 }, (_, i) => step(i, i < 16));

  it("a run's first window is explained, the rest is not; undefined means all", () => {
    const e = initialExplained(steps, { from: 0, to: 16 });
    expect([0, 15, 16, 199].map((i) => isExplained(e, i))).toEqual([true, true, false, false]);
    expect(isExplained(initialExplained(steps), 199)).toBe(true);
  });

  it("windows are centred on the decision and stay inside the run", () => {
    expect(windowAround(100, 200, 64)).toEqual({ from: 68, to: 132 });
    expect(windowAround(3, 200, 64)).toEqual({ from: 0, to: 64 });
    expect(windowAround(199, 200, 64)).toEqual({ from: 136, to: 200 });
    expect(windowAround(5, 10, 64)).toEqual({ from: 0, to: 10 });
  });

  it("merges an answer in place and marks its window, a failed one too", () => {
    const e = initialExplained(steps, { from: 0, to: 16 });
    const answer = [100, 101, 102].map((i) => step(i, true));
    const m = mergeExplained(e, { from: 100, to: 103 }, answer);
    expect(m.steps[101]).toBe(answer[1]);
    expect(m.steps[99]).toBe(steps[99]);
    expect(steps[101]?.candidates).toBeUndefined();
    expect([99, 100, 102, 103].map((i) => isExplained(m, i))).toEqual([false, true, true, false]);
    const failed = mergeExplained(m, { from: 150, to: 160 }, []);
    expect(failed.steps[150]).toBe(steps[150]);
    expect(isExplained(failed, 155)).toBe(true);
  });

  it("asks for the window of a decision not explained, and the next one before stepping reaches it", () => {
    const e = initialExplained(steps, { from: 0, to: 16 });
    expect(windowToAsk(e, 100)).toEqual({ from: 68, to: 132 });
    expect(windowToAsk(e, 0)).toEqual({ from: 16, to: 80 });
    expect(windowToAsk(e, 200)).toBeNull();
    const m = mergeExplained(e, { from: 16, to: 80 }, []);
    expect(windowToAsk(m, 10)).toBeNull();
    expect(windowToAsk(m, 70)).toEqual({ from: 80, to: 144 });
    const back = mergeExplained(initialExplained(steps, { from: 150, to: 200 }), { from: 100, to: 150 }, []);
    expect(windowToAsk(back, 110)).toEqual({ from: 36, to: 100 });
    expect(windowToAsk(initialExplained(steps), 199)).toBeNull();
  });
});
