// What a run asks the worker for besides the schedule (runAsk, src/ui/use-engine.ts): the page's first
// run asks what the link's early run asked; later runs explain the first decisions only when one of them
// is on screen; every run asks for the bound "later" (the worker decides by the bound's cost, bound-cost.ts).
import { describe, expect, it } from "vitest";
import { runAsk } from "../../src/ui/use-engine";
import { FIRST_EXPLAINED } from "../../src/ui/explained";
import { encodeUrlState } from "../../src/core/scenario/url";
import { earlyRequest } from "../../src/ui/early-run";

describe("runAsk", () => {
  it("asks the first run what the early run asked, whatever the step and size", () => {
    const doc = { version: 1, kind: "multicast" } as const;
    const early = earlyRequest(encodeUrlState(doc, { v: 1, algorithm: "wr" }));
    if (!early) throw new Error("expected the link's early run");
    for (const step of [undefined, 0, 500]) {
      const ask = runAsk(true, step);
      expect(ask).toEqual({ explain: { from: 0, to: FIRST_EXPLAINED }, bound: "later" });
      expect(ask.explain).toEqual(early.explain);
      expect(ask.bound).toBe(early.bound);
    }
  });

  it("explains the first decisions with a later run only when the step-through shows one", () => {
    expect(runAsk(false, undefined).explain).toBe(false);
    expect(runAsk(false, FIRST_EXPLAINED).explain).toBe(false);
    expect(runAsk(false, 500).explain).toBe(false);
    expect(runAsk(false, 0).explain).toEqual({ from: 0, to: FIRST_EXPLAINED });
    expect(runAsk(false, FIRST_EXPLAINED - 1).explain).toEqual({ from: 0, to: FIRST_EXPLAINED });
  });

  it("asks for the bound later on every run: the worker brings a cheap one with the schedule", () => {
    for (const step of [undefined, 0, 500]) expect(runAsk(false, step).bound).toBe("later");
  });
});
