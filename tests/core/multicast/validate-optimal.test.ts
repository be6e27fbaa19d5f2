// What the validator checks on the exact optimum (src/core/multicast/validate.ts, header): the model's
// constraints (Wu–Yeh–Liu Sec. 2–3.1, Eq. 5–6) bind it like any schedule, Eq. 10 does not (it constrains
// how the preemptive heuristics insert a send into lists already decided, Sec. 5, and reads the
// decision order, which for the optimum is only a presentation).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MULTICAST_ALGORITHMS } from "../../../src/core/multicast/algorithms";
import { optimalMulticast } from "../../../src/core/multicast/optimal";
import { replay } from "../../../src/core/multicast/replay";
import type { MulticastScenario } from "../../../src/core/multicast/scenario";
import { heuristicDecisions, modelIssues, validate } from "../../../src/core/multicast/validate";
import type { Schedule, Task } from "../../../src/core/schedule/types";
import { scenarioArb } from "./arbitrary";

const HEURISTICS = MULTICAST_ALGORITHMS.filter((a) => a.id !== "optimal");
const receives = (s: MulticastScenario) => s.multicasts.reduce((sum, m) => sum + m.destinations.length, 0);
const small = scenarioArb({ maxNodes: 5, maxMessages: 3 }).filter(
  (s) => receives(s) >= 3 && receives(s) <= 6,
);

/** The optimum's schedule with its decisions in the reverse order (the same task lists). */
function reversed(s: MulticastScenario): { optimal: Schedule; relabelled: Schedule } {
  const out = optimalMulticast(s, { explain: false }, HEURISTICS);
  const steps = out.steps.slice().reverse();
  const optimal = replay(s, out.plan, "optimal", steps).schedule;
  // The same schedule presented as if a heuristic had decided it in that order.
  const asHeuristic = steps.map((st) => ({ ...st, rule: "ECFP: earliest completion" }));
  const relabelled = replay(s, out.plan, "ecfp", asHeuristic).schedule;
  return { optimal, relabelled };
}

describe("validate on the exact optimum", () => {
  it("checks exactly the model: any decision order of the optimum is valid; Eq. 10 applies to heuristics only", () => {
    let eq10 = 0;
    fc.assert(
      fc.property(small, (s) => {
        const { optimal, relabelled } = reversed(s);
        // Its steps are the search's (OPTIMAL_RULE) or, when no schedule beat the seed, a heuristic's.
        expect(optimal.algorithm).toBe("optimal");
        expect(heuristicDecisions(optimal)).toBe(false);
        expect(heuristicDecisions(relabelled)).toBe(true);
        expect(validate(s, optimal)).toEqual([]);
        expect(modelIssues(s, relabelled)).toEqual([]);
        const extra = validate(s, relabelled);
        // What validate adds for a heuristic's decisions is the Eq. 10 check, and only that.
        for (const issue of extra) expect(issue).toMatch(/\(Eq\. 10\)/);
        if (extra.length > 0) eq10++;
      }),
      { numRuns: 80, seed: 18 },
    );
    // Some reversed orders do put a later-decided send ahead of a receive and delay it.
    expect(eq10).toBeGreaterThan(0);
  });

  it("still catches a broken model constraint in an optimal schedule", () => {
    fc.assert(
      fc.property(small, (s) => {
        const out = optimalMulticast(s, { explain: false }, HEURISTICS);
        const good = replay(s, out.plan, "optimal", out.steps).schedule;
        expect(validate(s, good)).toEqual([]);
        const x = good.tasks.findIndex((t) => t.kind === "recv");
        const r = good.tasks[x] as Task;
        // Eq. 6: a receive that starts late (after max(posted, arrival)).
        const late = good.tasks.map((t, y) => (y === x ? { ...r, start: r.start + 1, end: r.end + 1 } : t));
        expect(validate(s, { ...good, tasks: late }).join("\n")).toMatch(/must start at max\(posted/);
        // Sec. 3.1: a receive before its message was sent (arrival moved earlier, Eq. 5).
        const early = good.tasks.map((t, y) => (y === x ? { ...r, arrival: (r.arrival ?? 0) - 1 } : t));
        expect(validate(s, { ...good, tasks: early }).join("\n")).toMatch(/\(Eq\. 5\)/);
      }),
      { numRuns: 30, seed: 7 },
    );
  });
});
