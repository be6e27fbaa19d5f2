// Property tests over random small scenarios: validity, replay equality, the Lemma, determinism.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { redistributionFamily } from "../../../src/core/redistribution";
import { blockCounts, blocksBetween } from "../../../src/core/redistribution/index-sets";
import { communicationMatrix } from "../../../src/core/redistribution/matrix";
import type { RedistributionDetails } from "../../../src/core/redistribution/replay";
import type { RedistributionScenario } from "../../../src/core/redistribution/scenario";
import { smallScenario } from "./helpers";

const RUNS = { numRuns: 150 };
const f = redistributionFamily;

function run(s: RedistributionScenario, algorithm: string) {
  const outcome = f.heuristic(s, algorithm, {});
  const replayed = f.replay(s, outcome.plan, algorithm, outcome.steps);
  return { outcome, ...replayed };
}

describe("redistribution properties", () => {
  it("every schedule is valid and no shorter than the lower bound", () => {
    fc.assert(
      fc.property(smallScenario, fc.constantFrom("greedy", "direct"), (s, algorithm) => {
        const { schedule } = run(s, algorithm);
        expect(f.validate(s, schedule)).toEqual([]);
        expect(schedule.makespan).toBeGreaterThanOrEqual((schedule.lowerBound as number) * (1 - 1e-9));
      }),
      RUNS,
    );
  });

  it("greedy's predicted completions equal the simulator's replay", () => {
    fc.assert(
      fc.property(smallScenario, (s) => {
        const { outcome, schedule } = run(s, "greedy");
        const sends = schedule.tasks.filter((t) => t.kind === "send");
        expect(sends).toHaveLength(outcome.steps.length);
        for (const t of sends) {
          const step = outcome.steps[t.step as number];
          expect(step?.sender).toBe(t.node);
          expect(step?.receiver).toBe(t.peer);
          expect(step?.complete).toBe(t.end);
        }
      }),
      RUNS,
    );
  });

  it("Lemma (Sec. 4.3): greedy ends within a sender total plus a receiver total, so within twice the bound", () => {
    fc.assert(
      fc.property(smallScenario, (s) => {
        const { schedule, details } = run(s, "greedy");
        const d = details as RedistributionDetails;
        const slack = 1 + 1e-9;
        if (d.lemma) expect(schedule.makespan).toBeLessThanOrEqual(d.lemma.bound * slack);
        expect(d.lemma?.bound ?? 0).toBeLessThanOrEqual(2 * d.lowerBound * slack);
        expect(schedule.makespan).toBeLessThanOrEqual(2 * d.lowerBound * slack);
      }),
      RUNS,
    );
  });

  it("any reordering of the sends replays into a valid schedule (no circular wait, never hangs)", () => {
    fc.assert(
      fc.property(smallScenario, fc.integer(), (s, salt) => {
        const { outcome } = run(s, "direct");
        let x = salt >>> 0;
        const shuffled = outcome.plan.sends.map((list) =>
          list
            .map((q) => ({ q, key: (x = (Math.imul(x, 1103515245) + 12345) >>> 0) }))
            .sort((a, b) => a.key - b.key)
            .map((e) => e.q),
        );
        const { schedule } = f.replay(s, { sends: shuffled }, "direct", undefined);
        expect(f.validate(s, schedule)).toEqual([]);
      }),
      RUNS,
    );
  });

  it("the same scenario gives identical output twice", () => {
    fc.assert(
      fc.property(smallScenario, fc.constantFrom("greedy", "direct"), (s, algorithm) => {
        expect(JSON.stringify(run(s, algorithm))).toBe(JSON.stringify(run(structuredClone(s), algorithm)));
      }),
      { numRuns: 40 },
    );
  });

  it("message sizes equal a block-by-block count of the index sets", () => {
    fc.assert(
      fc.property(smallScenario, (s) => {
        const m = communicationMatrix(s);
        const P = s.processors;
        const counts = blockCounts(m.layout);
        for (let i = 0; i < P; i++)
          for (let j = 0; j < P; j++) {
            const blocks = blocksBetween(m.layout, i, j).length;
            if (counts[i * P + j] !== blocks) return false;
            if (m.bytes[i * P + j] !== blocks * s.blockSize * s.elementBytes) return false;
          }
        return true;
      }),
      RUNS,
    );
  });
});
