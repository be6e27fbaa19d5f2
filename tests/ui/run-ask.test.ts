// What a run asks the worker for besides the schedule (runAsk, src/ui/use-engine.ts): the page's first
// run asks what the link's early run asked; later runs explain the first decisions only when one of them
// is on screen, and bring the bound with them when the schedule on screen is small.
import { describe, expect, it } from "vitest";
import { BOUND_INLINE_BELOW_TASKS, runAsk } from "../../src/ui/use-engine";
import { FIRST_EXPLAINED } from "../../src/ui/explained";
import { encodeUrlState } from "../../src/core/scenario/url";
import { earlyRequest } from "../../src/ui/early-run";

describe("runAsk", () => {
  it("asks the first run what the early run asked, whatever the step and size", () => {
    const doc = { version: 1, kind: "multicast" } as const;
    const early = earlyRequest(encodeUrlState(doc, { v: 1, algorithm: "wr" }));
    if (!early) throw new Error("expected the link's early run");
    for (const step of [undefined, 0, 500])
      for (const tasks of [null, 10, 10 ** 6]) {
        const ask = runAsk(true, step, tasks);
        expect(ask).toEqual({ explain: { from: 0, to: FIRST_EXPLAINED }, bound: "later" });
        expect(ask.explain).toEqual(early.explain);
        expect(ask.bound).toBe(early.bound);
      }
  });

  it("explains the first decisions with a later run only when the step-through shows one", () => {
    expect(runAsk(false, undefined, 100).explain).toBe(false);
    expect(runAsk(false, FIRST_EXPLAINED, 100).explain).toBe(false);
    expect(runAsk(false, 500, 100).explain).toBe(false);
    expect(runAsk(false, 0, 100).explain).toEqual({ from: 0, to: FIRST_EXPLAINED });
    expect(runAsk(false, FIRST_EXPLAINED - 1, 100).explain).toEqual({ from: 0, to: FIRST_EXPLAINED });
  });

  it("brings the bound with a later run of a small schedule, after the schedule for a large one", () => {
    expect(runAsk(false, undefined, 8064).bound).toBe("inline");
    expect(runAsk(false, undefined, BOUND_INLINE_BELOW_TASKS - 1).bound).toBe("inline");
    expect(runAsk(false, undefined, BOUND_INLINE_BELOW_TASKS).bound).toBe("later");
    expect(runAsk(false, undefined, 130_560).bound).toBe("later");
    // Nothing on screen yet (a refused link, a failed first run): the size is unknown.
    expect(runAsk(false, undefined, null).bound).toBe("later");
  });
});
