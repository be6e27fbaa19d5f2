// Property tests over random small scenarios: every schedule is valid under the model (so every node
// ends with all n messages), makespan ≥ lower bound, the heuristic's predicted times equal the
// replay, the same input gives the same output, and any user grouping replays validly.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allgatherFamily, planForGrouping } from "../../../src/core/allgather";
import type { AllgatherScenario } from "../../../src/core/allgather/scenario";
import { runScenario } from "../../../src/core/registry";
import { lessOrClose } from "../../../src/core/tolerance";
import { arbitraryScenario } from "./arbitraries";

const algorithms = fc.constantFrom("gather-broadcast", "two-step", "simultaneous");

/** Which messages each node holds at the end, from the receives of the schedule. */
function holdings(
  s: AllgatherScenario,
  tasks: ReturnType<typeof runScenario>["schedule"]["tasks"],
): Set<number>[] {
  const has = s.nodes.map((_, i) => new Set([i]));
  for (const t of tasks)
    if (t.kind === "recv") for (const m of t.messages ?? [t.message]) has[t.node]?.add(m);
  return has;
}

describe("allgather schedules (properties)", () => {
  it("are valid, complete, above the lower bound, and replay what the heuristic predicted", () => {
    fc.assert(
      fc.property(arbitraryScenario({ maxNodes: 9, grouping: true }), algorithms, (s, algorithm) => {
        const r = runScenario(s, algorithm);
        expect(allgatherFamily.validate(s, r.schedule)).toEqual([]);
        for (const has of holdings(s, r.schedule.tasks)) expect(has.size).toBe(s.nodes.length);
        expect(lessOrClose(r.schedule.lowerBound as number, r.schedule.makespan)).toBe(true);
        for (const t of r.schedule.tasks) {
          if (t.kind !== "recv") continue;
          const step = r.schedule.steps[t.step as number];
          expect(step?.complete).toBeCloseTo(t.end, 9);
          expect([step?.sender, step?.receiver]).toEqual([t.peer, t.node]);
        }
        const d = r.details as { estimatedCost: number; simulatedMakespan: number; clusters: number[][] };
        expect(d.simulatedMakespan).toBe(r.schedule.makespan);
        expect(Number.isFinite(d.estimatedCost)).toBe(true);
        if (s.clusters !== null && algorithm !== "simultaneous") expect(d.clusters).toEqual(s.clusters);
      }),
      { numRuns: 120 },
    );
  });

  it("are deterministic: the same scenario twice gives identical results", () => {
    fc.assert(
      fc.property(arbitraryScenario({ maxNodes: 8, grouping: true }), algorithms, (s, algorithm) => {
        expect(JSON.stringify(runScenario(s, algorithm))).toBe(
          JSON.stringify(runScenario(structuredClone(s), algorithm)),
        );
      }),
      { numRuns: 25 },
    );
  });

  it("replay any user grouping validly, clients talking only to their agent", () => {
    const withPartition = arbitraryScenario({ minNodes: 2, maxNodes: 9 }).chain((s) =>
      fc.tuple(
        fc.constant(s),
        fc.array(fc.integer({ min: 0, max: s.nodes.length - 1 }), {
          minLength: s.nodes.length,
          maxLength: s.nodes.length,
        }),
        fc.constantFrom("gather-broadcast" as const, "two-step" as const),
      ),
    );
    fc.assert(
      fc.property(withPartition, ([s, labels, algorithm]) => {
        const byLabel = new Map<number, number[]>();
        // The highest node of each cluster is its agent here (the arbitrary scenarios use the lowest).
        labels.forEach((label, i) => byLabel.set(label, [i, ...(byLabel.get(label) ?? [])]));
        const groups = [...byLabel.values()];
        const plan = planForGrouping(s, algorithm, groups);
        const r = runScenario({ ...s, plan }, algorithm);
        expect(allgatherFamily.validate(s, r.schedule)).toEqual([]);
        expect(r.schedule.groups?.map((g) => g.members)).toEqual(groups);
      }),
      { numRuns: 60 },
    );
  });

  it("put the run's makespan in the cost chart at the chosen m", () => {
    // The estimate and the simulation differ by design (barriers, Def. 4's j·T_send); the chart shows
    // both, and its simulated value for the chosen m must be this run.
    fc.assert(
      fc.property(
        arbitraryScenario({ maxNodes: 8 }),
        fc.constantFrom("gather-broadcast", "two-step"),
        (s, a) => {
          const r = runScenario(s, a);
          const d = r.details as {
            costByAgents: { m: number; simulated: number | null }[];
            agentCount: number;
          };
          expect(d.costByAgents[d.agentCount - 1]?.simulated).toBeCloseTo(r.schedule.makespan, 9);
        },
      ),
      { numRuns: 40 },
    );
  });
});
