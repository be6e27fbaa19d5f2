// Property tests over random scenarios (fast-check), for every heuristic: the replayed schedule is valid
// under the model, each decision's predicted completion equals the replayed receive's end, the makespan
// is at least the Sec. 3.2 lower bound, the incremental implementation makes exactly the naive
// reference's choices, explaining does not change decisions, and the same seed gives the same output.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MULTICAST_HEURISTICS } from "../../../src/core/multicast/algorithms";
import { lowerBound } from "../../../src/core/multicast/lower-bound";
import type { MulticastScenario } from "../../../src/core/multicast/scenario";
import { receiverBarren } from "../../../src/core/multicast/heuristics/receiver-based";
import { replay } from "../../../src/core/multicast/replay";
import { validate } from "../../../src/core/multicast/validate";
import { approxEqual, lessOrClose } from "../../../src/core/tolerance";
import { scenarioArb } from "./arbitrary";
import { naiveEcf, naiveFef, naiveReceiverBased } from "./naive";

// MULTICAST_RUNS raises the number of runs locally (e.g. 3000) without slowing the suite.
const RUNS = Number(process.env.MULTICAST_RUNS ?? 150);

function naive(id: string, s: MulticastScenario) {
  switch (id) {
    case "fef":
      return naiveFef(s);
    case "ecf":
      return naiveEcf(s, false);
    case "ecfp":
      return naiveEcf(s, true);
    case "wr":
    case "eaf":
    case "rr":
    case "rrs":
      return naiveReceiverBased(s, id, false);
    default:
      return naiveReceiverBased(s, id.slice(0, -1) as "wr" | "eaf" | "rr" | "rrs", true);
  }
}

describe.each(MULTICAST_HEURISTICS.map((a) => [a.id, a] as const))("%s", (id, alg) => {
  it("replays to a valid schedule whose times equal the predictions, above the lower bound", () => {
    fc.assert(
      fc.property(scenarioArb(), (s) => {
        const out = alg.run(s, { explain: false });
        const { schedule } = replay(s, out.plan, id, out.steps);
        expect(validate(s, schedule)).toEqual([]);
        const recvEnd = new Map(
          schedule.tasks.filter((t) => t.kind === "recv").map((t) => [`${t.node}:${t.message}`, t]),
        );
        out.steps.forEach((st, d) => {
          const t = recvEnd.get(`${st.receiver}:${st.message}`);
          expect(t?.peer).toBe(st.sender);
          expect(t?.step).toBe(d);
          expect(approxEqual(t?.end ?? NaN, st.complete)).toBe(true);
        });
        expect(lessOrClose(lowerBound(s), schedule.makespan)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it("makes the naive reference's choices (same plan), ties included", () => {
    fc.assert(
      fc.property(scenarioArb(), (s) => {
        const fast = alg.run(s, { explain: false });
        const ref = naive(id, s);
        expect(fast.plan).toEqual(ref.plan);
        expect(fast.steps.map((x) => [x.sender, x.receiver, x.message])).toEqual(
          ref.steps.map((x) => [x.sender, x.receiver, x.message]),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it("decides the same with and without explaining, and twice the same for one seed", () => {
    fc.assert(
      fc.property(scenarioArb({ maxNodes: 5 }), (s) => {
        const a = alg.run(s, { explain: true });
        const b = alg.run(s, { explain: false });
        expect(b.plan).toEqual(a.plan);
        expect(alg.run(s, { explain: true })).toEqual(a);
        for (const st of a.steps) expect((st.candidates ?? []).length).toBeLessThanOrEqual(8);
      }),
      { numRuns: 40 },
    );
  });
});

describe("every heuristic on larger scenarios", () => {
  it("makes the naive reference's choices with up to 12 nodes and 12 messages", () => {
    fc.assert(
      fc.property(scenarioArb({ maxNodes: 12, maxMessages: 12 }), (s) => {
        for (const alg of MULTICAST_HEURISTICS) {
          expect([alg.id, alg.run(s, { explain: false }).plan]).toEqual([alg.id, naive(alg.id, s).plan]);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe("the receiver-based heuristics with the barren bits (kept from 865 messages on)", () => {
  it("make the naive reference's choices with the bits kept from the first message", () => {
    const kept = receiverBarren.fromWords;
    receiverBarren.fromWords = 0;
    try {
      for (const alg of MULTICAST_HEURISTICS.filter((a) => /^(wr|eaf|rr|rrs)p?$/.test(a.id))) {
        fc.assert(
          fc.property(scenarioArb({ maxNodes: 12, maxMessages: 12 }), (s) => {
            const out = alg.run(s, { explain: false });
            expect(out.plan, alg.id).toEqual(naive(alg.id, s).plan);
          }),
          { numRuns: Math.max(20, RUNS / 3) },
        );
      }
    } finally {
      receiverBarren.fromWords = kept;
    }
  });
});
