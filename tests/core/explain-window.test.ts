// Explanations on demand (docs/architecture.md, "The core's contract"): a run explained only in a window of
// decisions [a, b) records, inside the window, exactly the steps a fully explained run records (candidates
// and rule), and outside it exactly what a run without explanations records; decisions, plan and schedule
// are the same in all three modes. One property per family, over its generators' random scenarios.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { explainsDecision, type RunContext } from "../../src/core/family";
import { FAMILIES } from "../../src/core/registry";
import { parseScenario } from "../../src/core/scenario/document";
import type { Step } from "../../src/core/schedule/types";

const decision = (s: Step) => ({
  sender: s.sender,
  receiver: s.receiver,
  message: s.message,
  complete: s.complete,
});

describe("explainsDecision", () => {
  it("reads true, false, undefined and a half-open window", () => {
    const at = (explain: RunContext["explain"], i: number) => explainsDecision({ explain }, i);
    expect(at(undefined, 5)).toBe(true);
    expect(at(true, 5)).toBe(true);
    expect(at(false, 5)).toBe(false);
    expect([2, 3, 4, 5].map((i) => at({ from: 3, to: 5 }, i))).toEqual([false, true, true, false]);
  });
});

describe.each(FAMILIES.map((f) => [f.kind, f] as const))("explain window: %s", (_kind, family) => {
  it("explains exactly the window's decisions, and decides the same in every mode", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...family.generators),
        fc.integer({ min: 1, max: 1000 }),
        // `optimal` is a search, not a heuristic's decisions (and refuses large generated scenarios).
        fc.constantFrom(...family.algorithms.map((a) => a.id).filter((id) => id !== "optimal")),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (generator, seed, algorithm, u, v) => {
          const s = parseScenario({
            version: 1,
            kind: family.kind,
            generator: { id: generator.id, params: {}, seed },
          });
          const full = family.run(s, algorithm, { explain: true }, { ignorePlan: true });
          const off = family.run(s, algorithm, { explain: false }, { ignorePlan: true });
          const count = full.schedule.steps.length;
          const from = Math.floor(Math.min(u, v) * (count + 1));
          const to = Math.floor(Math.max(u, v) * (count + 1));
          const window = family.run(s, algorithm, { explain: { from, to } }, { ignorePlan: true });
          expect(window.plan).toEqual(full.plan);
          expect(off.plan).toEqual(full.plan);
          expect(window.schedule.tasks).toEqual(full.schedule.tasks);
          expect(off.schedule.tasks).toEqual(full.schedule.tasks);
          expect(window.schedule.makespan).toBe(full.schedule.makespan);
          expect(off.schedule.makespan).toBe(full.schedule.makespan);
          expect(window.schedule.steps.map(decision)).toEqual(full.schedule.steps.map(decision));
          expect(off.schedule.steps.map(decision)).toEqual(full.schedule.steps.map(decision));
          window.schedule.steps.forEach((step, i) => {
            const expected = i >= from && i < to ? full.schedule.steps[i] : off.schedule.steps[i];
            expect(step).toEqual(expected);
          });
        },
      ),
      { numRuns: 12, seed: 14 },
    );
  });
});
