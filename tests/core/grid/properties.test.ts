// Property tests over random grids: every heuristic's schedule is valid under the model, each cluster
// gets the message once from a cluster that had it, the heuristic's predictions equal the replay, the
// makespan is at least the lower bound, and the same input gives the same output.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PlanError } from "../../../src/core/family";
import { gridFamily } from "../../../src/core/grid";
import { GRID_ALGORITHM_IDS } from "../../../src/core/grid/algorithms";
import { gridSweepRun } from "../../../src/core/grid/experiments";
import { gridCompletionExperiment } from "../../../src/core/grid/experiments";
import type { GridPlan, GridScenario } from "../../../src/core/grid/scenario";
import { approxEqual, lessOrClose } from "../../../src/core/tolerance";
import { scenario } from "./fixtures";
import { naiveHeuristic } from "./naive";
import { gridModel } from "../../../src/core/grid/model";

// Small integers make ties frequent, values 0.6e-9 and 0.6e-7 apart make near-ties that are not
// transitive (a ≈ b ≈ c but a < c); doubles cover the rest.
const time = fc.oneof(
  fc.constantFrom(0, 1, 10, 100),
  fc.constantFrom(0.6e-9, 1.2e-9, 1 + 0.6e-9, 1 + 1.2e-9, 100 + 0.6e-7, 100 + 1.2e-7),
  fc.double({ min: 0, max: 1000, noNaN: true }),
);
const matrix = (n: number) =>
  fc.array(fc.array(time, { minLength: n, maxLength: n }), { minLength: n, maxLength: n });

const gridArb: fc.Arbitrary<GridScenario> = fc.integer({ min: 1, max: 8 }).chain((n) =>
  fc
    .record({
      root: fc.integer({ min: 0, max: n - 1 }),
      clusters: fc.array(
        fc.record({
          name: fc.constantFrom("", "orsay", "x"),
          size: fc.integer({ min: 1, max: 300 }),
          intra: fc.oneof(time, fc.record({ g: time, L: time })),
        }),
        { minLength: n, maxLength: n },
      ),
      gap: fc.oneof(time, matrix(n)),
      latency: fc.oneof(time, matrix(n)),
    })
    .map((doc) => scenario(doc)),
);

/** A random tree over the clusters: each cluster in a random order attaches to an earlier one. */
const planArb = (s: GridScenario): fc.Arbitrary<GridPlan> => {
  const n = s.clusters.length;
  const others = Array.from({ length: n }, (_, k) => k).filter((k) => k !== s.root);
  return fc
    .tuple(
      fc.shuffledSubarray(others, { minLength: others.length }),
      fc.array(fc.nat(), { minLength: n, maxLength: n }),
    )
    .map(([order, picks]) => {
      const children: number[][] = Array.from({ length: n }, () => []);
      const placed = [s.root];
      order.forEach((c, i) => {
        children[placed[(picks[i] as number) % placed.length] as number]?.push(c);
        placed.push(c);
      });
      return { children };
    });
};

describe("grid heuristics on random grids", () => {
  it("give valid schedules whose predictions equal the replay, above the lower bound", () => {
    fc.assert(
      fc.property(gridArb, fc.constantFrom(...GRID_ALGORITHM_IDS), (s, id) => {
        const out = gridFamily.heuristic(s, id, {});
        const { schedule, details } = gridFamily.replay(s, out.plan, id, out.steps);
        expect(gridFamily.validate(s, schedule)).toEqual([]);
        expect(lessOrClose(schedule.lowerBound as number, schedule.makespan)).toBe(true);
        // Each cluster but the root is reached once, by a cluster that had the message at that decision.
        const hasIt = new Set([s.root]);
        for (const st of out.steps) {
          expect(hasIt.has(st.sender)).toBe(true);
          expect(hasIt.has(st.receiver)).toBe(false);
          hasIt.add(st.receiver);
          expect(approxEqual(st.complete, details.arrival[st.receiver] as number)).toBe(true);
          // The best candidate shown for step-through is the decision taken.
          expect([st.candidates?.[0]?.sender, st.candidates?.[0]?.receiver]).toEqual([
            st.sender,
            st.receiver,
          ]);
        }
        expect(hasIt.size).toBe(s.clusters.length);
      }),
      { numRuns: 200 },
    );
  });

  it("choose exactly what a naive scan of every pair chooses", () => {
    fc.assert(
      fc.property(gridArb, fc.constantFrom(...GRID_ALGORITHM_IDS), (s, id) => {
        expect(gridFamily.heuristic(s, id, { explain: false }).plan).toEqual(
          naiveHeuristic(gridModel(s), id),
        );
      }),
      { numRuns: 300 },
    );
  });

  it("are deterministic, and decide the same with or without explanations", () => {
    fc.assert(
      fc.property(gridArb, fc.constantFrom(...GRID_ALGORITHM_IDS), (s, id) => {
        const a = gridFamily.heuristic(s, id, {});
        expect(gridFamily.heuristic(s, id, {})).toEqual(a);
        expect(gridFamily.heuristic(s, id, { explain: false }).plan).toEqual(a.plan);
        expect(gridFamily.replay(s, a.plan, id, a.steps)).toEqual(gridFamily.replay(s, a.plan, id, a.steps));
      }),
      { numRuns: 100 },
    );
  });
});

describe("grid simulator on random plans", () => {
  it("replays any tree into a valid schedule above the lower bound", () => {
    fc.assert(
      fc.property(
        gridArb.chain((s) => fc.tuple(fc.constant(s), planArb(s))),
        ([s, plan]) => {
          const { schedule } = gridFamily.replay(s, plan, "ecef", undefined);
          expect(gridFamily.validate(s, schedule)).toEqual([]);
          expect(lessOrClose(schedule.lowerBound as number, schedule.makespan)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("keeps every re-parent edit a tree, or refuses it with a PlanError", () => {
    fc.assert(
      fc.property(
        gridArb.chain((s) =>
          fc.tuple(
            fc.constant(s),
            planArb(s),
            fc.integer({ min: 0, max: s.clusters.length - 1 }),
            fc.integer({ min: 0, max: s.clusters.length - 1 }),
          ),
        ),
        ([s, plan, node, parent]) => {
          let next: GridPlan;
          try {
            next = gridFamily.applyEdit(s, plan, { type: "reparent", message: 0, node, parent });
          } catch (e) {
            expect(e).toBeInstanceOf(PlanError);
            return;
          }
          const { schedule, details } = gridFamily.replay(s, next, "ecef", undefined);
          expect(gridFamily.validate(s, schedule)).toEqual([]);
          expect(details.parent[node]).toBe(node === s.root ? -1 : parent);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("grid sweeps", () => {
  it("give the same row for the same seed", () => {
    const p = { ...gridCompletionExperiment.defaults, minClusters: 2, maxClusters: 12, clusterStep: 5 };
    fc.assert(
      fc.property(fc.nat(50), fc.integer(), (r, seed) => {
        expect(gridSweepRun(p, r, seed)).toEqual(gridSweepRun(p, r, seed));
      }),
      { numRuns: 20 },
    );
  });
});
