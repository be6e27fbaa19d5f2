// What a run asks the worker for besides the schedule (runAsk, src/ui/use-engine.ts): the page's first
// run asks what the link's early run asked; later runs explain the first decisions only when one of them
// is on screen; every run asks for the bound "later" (the worker decides by the bound's cost, bound-cost.ts).
import { describe, expect, it } from "vitest";
import { runAsk } from "../../src/ui/use-engine";
import type { ScenarioDoc } from "../../src/core/family";
import { EXPLAIN_FIRST_UP_TO, FIRST_EXPLAINED, firstExplained } from "../../src/ui/explained";
import { encodeUrlState } from "../../src/core/scenario/url";
import { earlyRequest } from "../../src/ui/early-run";

/** A generated n-node all-to-all multicast, as a link holds it (nothing expanded). */
const allToAll = (nodes: number): ScenarioDoc => ({
  version: 1,
  kind: "multicast",
  generator: {
    id: "multicast-random@1",
    params: { nodes, pattern: "all-to-all", destinations: "all" },
    seed: 1,
  },
});
const small = { version: 1, kind: "multicast" } as const;

describe("runAsk", () => {
  it("asks the first run what the early run asked, whatever the step and size", () => {
    for (const [doc, explain] of [
      [small, { from: 0, to: FIRST_EXPLAINED }],
      [allToAll(128), { from: 0, to: FIRST_EXPLAINED }],
      [allToAll(256), false],
    ] as const) {
      const early = earlyRequest(encodeUrlState(doc, { v: 1, algorithm: "wr" }));
      if (!early) throw new Error("expected the link's early run");
      for (const step of [undefined, 0, 500]) {
        const ask = runAsk(true, step, doc);
        expect(ask).toEqual({ explain, bound: "later" });
        expect(ask.explain).toEqual(early.explain);
        expect(ask.bound).toBe(early.bound);
      }
    }
  });

  it("explains no decision with the first run of a large scenario, read without expanding it", () => {
    // 2.5·10⁶ is about a 135-node all-to-all (n³); explicit destination lists count the same way.
    expect(firstExplained(allToAll(135))).toEqual({ from: 0, to: FIRST_EXPLAINED });
    expect(firstExplained(allToAll(136))).toBe(false);
    expect(136 ** 3).toBeGreaterThan(EXPLAIN_FIRST_UP_TO);
    const explicit = (n: number): ScenarioDoc => ({
      version: 1,
      kind: "multicast",
      multicasts: Array.from({ length: n }, (_, s) => ({
        source: s,
        destinations: Array.from({ length: n - 1 }, (_, i) => (i < s ? i : i + 1)),
      })),
    });
    expect(firstExplained(explicit(100))).toEqual({ from: 0, to: FIRST_EXPLAINED });
    expect(firstExplained(explicit(200))).toBe(false);
    // Other families' documents are not sized here: their first runs keep the first window.
    expect(firstExplained({ version: 1, kind: "grid" })).toEqual({ from: 0, to: FIRST_EXPLAINED });
  });

  it("explains the first decisions with a later run only when the step-through shows one", () => {
    expect(runAsk(false, undefined, small).explain).toBe(false);
    expect(runAsk(false, FIRST_EXPLAINED, small).explain).toBe(false);
    expect(runAsk(false, 500, small).explain).toBe(false);
    expect(runAsk(false, 0, small).explain).toEqual({ from: 0, to: FIRST_EXPLAINED });
    expect(runAsk(false, FIRST_EXPLAINED - 1, small).explain).toEqual({ from: 0, to: FIRST_EXPLAINED });
  });

  it("asks for the bound later on every run: the worker brings a cheap one with the schedule", () => {
    for (const step of [undefined, 0, 500]) expect(runAsk(false, step, small).bound).toBe("later");
  });
});
