// Algorithm `optimal` for redistribution (src/core/redistribution/optimal.ts): on random small
// scenarios the optimum is at most greedy's and direct's makespans and at least the Sec. 4.2 bound, its
// schedule is valid and equals the simulator's replay; on tiny ones it equals an exhaustive search over
// every plan (every order of every sender's receivers, timed by the simulator); past its size limit it
// refuses; at its time limit it returns a valid schedule, not proven.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { redistributionFamily, REDISTRIBUTION_HEURISTICS } from "../../../src/core/redistribution";
import { communicationMatrix, type CommunicationMatrix } from "../../../src/core/redistribution/matrix";
import {
  optimalRedistribution,
  redistributionMakespan,
  REDISTRIBUTION_OPTIMAL_LIMIT,
} from "../../../src/core/redistribution/optimal";
import type { Optimality } from "../../../src/core/optimal-search";
import { runScenario } from "../../../src/core/registry";
import { approxEqual, lessOrClose } from "../../../src/core/tolerance";
import { scenario, smallScenario } from "./helpers";

const RUNS = Number(process.env.OPTIMAL_RUNS ?? 60);

const messages = (m: CommunicationMatrix) => m.receivers.reduce((sum, r) => sum + r.length, 0);
const sized = (lo: number, hi: number) =>
  smallScenario.filter((s) => {
    const n = messages(communicationMatrix(s));
    return n >= lo && n <= hi;
  });

function optimalityOf(details: Record<string, unknown> | undefined): Optimality {
  const o = details?.optimality;
  if (typeof o !== "object" || o === null) throw new Error("no optimality in the details");
  return o as Optimality;
}

function permutations(xs: readonly number[]): number[][] {
  if (xs.length <= 1) return [xs.slice()];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((r) => [x, ...r]));
}

/** The least makespan over every plan: every order of every sender's receivers. */
function bruteForce(m: CommunicationMatrix): number {
  const orders = m.receivers.map((r) => permutations(r));
  let best = Infinity;
  const pick = (i: number, chosen: number[][]) => {
    if (i === orders.length) {
      best = Math.min(best, redistributionMakespan(m, { sends: chosen }));
      return;
    }
    for (const o of orders[i] as number[][]) pick(i + 1, [...chosen, o]);
  };
  pick(0, []);
  return best;
}

describe("optimal (redistribution)", () => {
  it("is at most greedy and direct and at least the lower bound; valid; equal to replay", () => {
    fc.assert(
      fc.property(sized(1, 12), (s) => {
        const m = communicationMatrix(s);
        const out = optimalRedistribution(m, {}, REDISTRIBUTION_HEURISTICS);
        const o = optimalityOf(out.details);
        expect(o.proven).toBe(true);
        const r = runScenario(s, "optimal", { explain: false });
        expect(r.plan).toEqual(out.plan);
        expect(redistributionFamily.validate(s, r.schedule)).toEqual([]);
        expect(approxEqual(r.schedule.makespan, o.makespan)).toBe(true);
        const ends = r.schedule.tasks.filter((t) => t.kind === "recv").map((t) => t.end);
        for (const st of out.steps) expect(ends.some((e) => approxEqual(e, st.complete))).toBe(true);
        expect(lessOrClose(m.lowerBound, r.schedule.makespan)).toBe(true);
        for (const h of REDISTRIBUTION_HEURISTICS) {
          expect(lessOrClose(r.schedule.makespan, redistributionMakespan(m, h.run(m, {}).plan))).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it("equals an exhaustive search over every plan on tiny instances", () => {
    fc.assert(
      fc.property(
        sized(1, 9).filter((s) => communicationMatrix(s).receivers.every((r) => r.length <= 3)),
        (s) => {
          const m = communicationMatrix(s);
          const found = redistributionMakespan(
            m,
            optimalRedistribution(m, {}, REDISTRIBUTION_HEURISTICS).plan,
          );
          const brute = bruteForce(m);
          expect(approxEqual(found, brute), `optimal ${found}, exhaustive ${brute}`).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it("refuses past its size limit, naming the limit and the size", () => {
    const s = scenario({ processors: 9, K: 10, elements: 900, blockSize: 1 });
    const n = messages(communicationMatrix(s));
    expect(n).toBeGreaterThan(REDISTRIBUTION_OPTIMAL_LIMIT);
    expect(() => runScenario(s, "optimal", { explain: false })).toThrow(
      `optimal is limited to ${REDISTRIBUTION_OPTIMAL_LIMIT} network messages (Σ|R_i|) for redistribution; this scenario has ${n}`,
    );
  });

  it("at its time limit returns a valid schedule with proven = false and a proven bound", () => {
    let unproven = 0;
    fc.assert(
      fc.property(sized(20, REDISTRIBUTION_OPTIMAL_LIMIT), (s) => {
        let t = 0;
        const now = () => ++t; // a clock one ms further at every look: the limit ends the search
        const m = communicationMatrix(s);
        const out = optimalRedistribution(m, { timeLimitMs: 1, now }, REDISTRIBUTION_HEURISTICS);
        const o = optimalityOf(out.details);
        expect(approxEqual(redistributionMakespan(m, out.plan), o.makespan)).toBe(true);
        expect(lessOrClose(o.bound, o.makespan)).toBe(true);
        expect(lessOrClose(m.lowerBound, o.bound)).toBe(true);
        if (!o.proven) {
          unproven++;
          expect(o.message).toMatch(/^not proven optimal \(gap [0-9.]+ %\)$/);
        }
      }),
      { numRuns: 120, seed: 18 },
    );
    expect(unproven).toBeGreaterThan(0);
  });
});
