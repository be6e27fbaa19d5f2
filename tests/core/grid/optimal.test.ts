// Algorithm `optimal` for grid broadcast (src/core/grid/optimal.ts): on random small grids the optimum
// is at most every heuristic's makespan and at least the lower bound, its schedule is valid and equals
// the simulator's replay; on tiny grids it equals an exhaustive search over every tree and every order
// of every coordinator's sends; past its size limit it refuses; at its time limit it returns a valid
// schedule, not proven.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PlanError } from "../../../src/core/family";
import { gridFamily } from "../../../src/core/grid";
import { GRID_HEURISTICS } from "../../../src/core/grid/algorithms";
import { gridLowerBound } from "../../../src/core/grid/lower-bound";
import { gridModel, type GridModel } from "../../../src/core/grid/model";
import { GRID_OPTIMAL_LIMIT, optimalGrid } from "../../../src/core/grid/optimal";
import type { GridScenario } from "../../../src/core/grid/scenario";
import { planMakespan } from "../../../src/core/grid/simulate";
import type { Optimality } from "../../../src/core/optimal-search";
import { runScenario } from "../../../src/core/registry";
import { parseScenario } from "../../../src/core/scenario/document";
import { approxEqual, lessOrClose } from "../../../src/core/tolerance";
import { scenario } from "./fixtures";

const RUNS = Number(process.env.OPTIMAL_RUNS ?? 60);

const time = fc.oneof(fc.constantFrom(0, 1, 10, 100), fc.double({ min: 0, max: 1000, noNaN: true }));
const matrix = (n: number) =>
  fc.array(fc.array(time, { minLength: n, maxLength: n }), { minLength: n, maxLength: n });
const gridArb = (min: number, max: number): fc.Arbitrary<GridScenario> =>
  fc.integer({ min, max }).chain((n) =>
    fc
      .record({
        root: fc.integer({ min: 0, max: n - 1 }),
        clusters: fc.array(fc.record({ name: fc.constant(""), size: fc.constant(4), intra: time }), {
          minLength: n,
          maxLength: n,
        }),
        gap: fc.oneof(time, matrix(n)),
        latency: fc.oneof(time, matrix(n)),
      })
      .map((doc) => scenario(doc)),
  );

function optimalityOf(details: Record<string, unknown> | undefined): Optimality {
  const o = details?.optimality;
  if (typeof o !== "object" || o === null) throw new Error("no optimality in the details");
  return o as Optimality;
}

function permutations(xs: readonly number[]): number[][] {
  if (xs.length <= 1) return [xs.slice()];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((r) => [x, ...r]));
}

/** The least makespan over every parent choice and every order of every coordinator's children. */
function bruteForce(model: GridModel): number {
  const { n, root } = model;
  const others = Array.from({ length: n }, (_, k) => k).filter((k) => k !== root);
  const parent = new Array<number>(n).fill(-1);
  let best = Infinity;
  const choose = (x: number) => {
    if (x === others.length) {
      const kids: number[][] = Array.from({ length: n }, () => []);
      for (const k of others) (kids[parent[k] as number] as number[]).push(k);
      const orders = kids.map((c) => permutations(c));
      const pick = (k: number, chosen: number[][]) => {
        if (k === n) {
          try {
            best = Math.min(best, planMakespan(model, { children: chosen }));
          } catch (e) {
            if (!(e instanceof PlanError)) throw e;
          }
          return;
        }
        for (const o of orders[k] as number[][]) pick(k + 1, [...chosen, o]);
      };
      pick(0, []);
      return;
    }
    const k = others[x] as number;
    for (let p = 0; p < n; p++) {
      if (p === k) continue;
      parent[k] = p;
      choose(x + 1);
    }
  };
  choose(0);
  return best;
}

describe("optimal (grid broadcast)", () => {
  it("is at most every heuristic and at least the lower bound; valid; equal to replay (random small)", () => {
    fc.assert(
      fc.property(gridArb(1, 7), (s) => {
        const model = gridModel(s);
        const out = optimalGrid(model, {}, GRID_HEURISTICS);
        const o = optimalityOf(out.details);
        expect(o.proven).toBe(true);
        const r = runScenario(s, "optimal", { explain: false });
        expect(r.plan).toEqual(out.plan);
        expect(gridFamily.validate(s, r.schedule)).toEqual([]);
        expect(approxEqual(r.schedule.makespan, o.makespan)).toBe(true);
        for (const st of out.steps) {
          const arrival = r.schedule.tasks.find((t) => t.kind === "send" && t.peer === st.receiver);
          expect(arrival?.arrival === undefined || approxEqual(arrival.arrival, st.complete)).toBe(true);
        }
        expect(lessOrClose(gridLowerBound(model).value, r.schedule.makespan)).toBe(true);
        for (const h of GRID_HEURISTICS) {
          expect(lessOrClose(r.schedule.makespan, planMakespan(model, h.run(model, {}).plan))).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("equals an exhaustive search over every tree and order on tiny grids", () => {
    fc.assert(
      fc.property(gridArb(1, 5), (s) => {
        const model = gridModel(s);
        const found = planMakespan(model, optimalGrid(model, {}, GRID_HEURISTICS).plan);
        const brute = bruteForce(model);
        expect(approxEqual(found, brute), `optimal ${found}, exhaustive ${brute}`).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it("refuses past its size limit, naming the limit and the size", () => {
    const s = parseScenario({
      version: 1,
      kind: "grid-broadcast",
      generator: { id: "grid-random@1", params: { clusters: 20 }, seed: 1 },
    });
    expect(() => runScenario(s, "optimal", { explain: false })).toThrow(
      `optimal is limited to ${GRID_OPTIMAL_LIMIT} clusters for grid broadcast; this scenario has 20`,
    );
  });

  it("at its time limit returns a valid schedule with proven = false and a proven bound", () => {
    let unproven = 0;
    fc.assert(
      fc.property(gridArb(9, GRID_OPTIMAL_LIMIT), (s) => {
        let t = 0;
        const now = () => ++t; // a clock one ms further at every look: the limit ends the search
        const model = gridModel(s);
        const out = optimalGrid(model, { timeLimitMs: 1, now }, GRID_HEURISTICS);
        const o = optimalityOf(out.details);
        expect(approxEqual(planMakespan(model, out.plan), o.makespan)).toBe(true);
        expect(lessOrClose(o.bound, o.makespan)).toBe(true);
        expect(lessOrClose(gridLowerBound(model).value, o.bound)).toBe(true);
        if (!o.proven) {
          unproven++;
          expect(o.message).toMatch(/^not proven optimal \(gap [0-9.]+ %\)$/);
        }
      }),
      { numRuns: 30, seed: 18 },
    );
    expect(unproven).toBeGreaterThan(0);
  });
});
