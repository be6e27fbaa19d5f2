// Algorithm `optimal` for multicast (src/core/multicast/optimal.ts): on random small scenarios the
// optimum is at most every heuristic's makespan and at least the Sec. 3.2 lower bound, its schedule is
// valid and equals the simulator's replay; on tiny ones it equals an exhaustive search over every plan
// (every sender choice and every order of every node's task list, timed by the simulator); past its
// size limit it refuses naming the limit; at its time limit it returns a valid schedule, not proven.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PlanError } from "../../../src/core/family";
import { MULTICAST_ALGORITHMS } from "../../../src/core/multicast/algorithms";
import { lowerBound } from "../../../src/core/multicast/lower-bound";
import { buildModel, mayRelay } from "../../../src/core/multicast/model";
import { MULTICAST_OPTIMAL_LIMIT, optimalMulticast } from "../../../src/core/multicast/optimal";
import { replay } from "../../../src/core/multicast/replay";
import type { MulticastPlanTask, MulticastScenario } from "../../../src/core/multicast/scenario";
import { validate } from "../../../src/core/multicast/validate";
import type { Optimality } from "../../../src/core/optimal-search";
import { allPresets, runScenario } from "../../../src/core/registry";
import { parseScenario } from "../../../src/core/scenario/document";
import { approxEqual, lessOrClose } from "../../../src/core/tolerance";
import { scenarioArb } from "./arbitrary";

const HEURISTICS = MULTICAST_ALGORITHMS.filter((a) => a.id !== "optimal");
const optimal = MULTICAST_ALGORITHMS.find((a) => a.id === "optimal");

function receives(s: MulticastScenario): number {
  return s.multicasts.reduce((sum, m) => sum + m.destinations.length, 0);
}

function optimalityOf(details: Record<string, unknown> | undefined): Optimality {
  const o = details?.optimality;
  if (typeof o !== "object" || o === null) throw new Error("no optimality in the details");
  return o as Optimality;
}

/** All permutations of a small array. */
function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [xs.slice()];
  const out: T[][] = [];
  xs.forEach((x, i) => {
    for (const rest of permutations([...xs.slice(0, i), ...xs.slice(i + 1)])) out.push([x, ...rest]);
  });
  return out;
}

/** The least makespan over every plan: each receive's sender, then every order of every node's list. */
function bruteForce(s: MulticastScenario): number {
  const model = buildModel(s);
  const pairs: { k: number; j: number }[] = [];
  s.multicasts.forEach((m, k) => m.destinations.forEach((j) => pairs.push({ k, j })));
  let best = Infinity;
  const senders = new Array<number>(pairs.length).fill(-1);
  const assign = (x: number) => {
    if (x === pairs.length) {
      const lists: MulticastPlanTask[][] = Array.from({ length: model.n }, () => []);
      pairs.forEach(({ k, j }, y) => {
        const i = senders[y] as number;
        (lists[i] as MulticastPlanTask[]).push({ op: "send", peer: j, message: k });
        (lists[j] as MulticastPlanTask[]).push({ op: "recv", peer: i, message: k });
      });
      const orders = lists.map((l) => permutations(l));
      const pick = (node: number, chosen: MulticastPlanTask[][]) => {
        if (node === model.n) {
          try {
            best = Math.min(best, replay(s, { tasks: chosen }, "brute", undefined).schedule.makespan);
          } catch (e) {
            if (!(e instanceof PlanError)) throw e;
          }
          return;
        }
        for (const o of orders[node] as MulticastPlanTask[][]) pick(node + 1, [...chosen, o]);
      };
      pick(0, []);
      return;
    }
    const { k, j } = pairs[x] as { k: number; j: number };
    for (let i = 0; i < model.n; i++) {
      if (i === j || !mayRelay(model, i, k)) continue;
      senders[x] = i;
      assign(x + 1);
    }
  };
  assign(0);
  return best;
}

describe("optimal (multicast)", () => {
  it("is in the catalogue", () => {
    expect(optimal).toBeDefined();
  });

  it("proves the Wu–Yeh–Liu example's optimum, between the lower bound and every heuristic", () => {
    const preset = allPresets().find((p) => p.id === "multicast-paper-example");
    if (!preset) throw new Error("no paper example preset");
    const s = parseScenario(preset.doc);
    const r = runScenario(s, "optimal", { explain: false });
    const o = optimalityOf(r.details);
    expect(o.proven).toBe(true);
    expect(o.message).toBe("proven optimal");
    expect(r.schedule.makespan).toBe(o.makespan);
    for (const h of HEURISTICS) {
      expect(r.schedule.makespan).toBeLessThanOrEqual(
        runScenario(s, h.id, { explain: false }).schedule.makespan,
      );
    }
    expect(r.schedule.makespan).toBeGreaterThanOrEqual(r.schedule.lowerBound ?? 0);
  });

  it("is at most every heuristic and at least the lower bound; valid; equal to replay (random small)", () => {
    fc.assert(
      fc.property(
        scenarioArb({ maxNodes: 5, maxMessages: 3 }).filter((s) => receives(s) <= 6),
        (s) => {
          const out = optimalMulticast(s, { explain: false }, HEURISTICS);
          const o = optimalityOf(out.details);
          expect(o.proven).toBe(true);
          const r = replay(s, out.plan, "optimal", out.steps);
          expect(validate(s, r.schedule)).toEqual([]);
          expect(approxEqual(r.schedule.makespan, o.makespan)).toBe(true);
          for (const st of out.steps) {
            const recv = r.schedule.tasks.find(
              (t) => t.kind === "recv" && t.node === st.receiver && t.message === st.message,
            );
            expect(recv && approxEqual(recv.end, st.complete)).toBe(true);
          }
          expect(lessOrClose(lowerBound(s), r.schedule.makespan)).toBe(true);
          for (const h of HEURISTICS) {
            const hp = h.run(s, { explain: false });
            const hm = replay(s, hp.plan, h.id, hp.steps).schedule.makespan;
            expect(lessOrClose(r.schedule.makespan, hm)).toBe(true);
          }
        },
      ),
      { numRuns: Number(process.env.OPTIMAL_RUNS ?? 60) },
    );
  });

  it("equals an exhaustive search over every plan on tiny instances", () => {
    fc.assert(
      fc.property(
        scenarioArb({ maxNodes: 4, maxMessages: 2 }).filter((s) => receives(s) <= 3),
        (s) => {
          const out = optimalMulticast(s, { explain: false }, HEURISTICS);
          const found = replay(s, out.plan, "optimal", out.steps).schedule.makespan;
          const brute = bruteForce(s);
          expect(approxEqual(found, brute), `optimal ${found}, exhaustive ${brute}`).toBe(true);
        },
      ),
      { numRuns: Number(process.env.OPTIMAL_RUNS ?? 60) },
    );
  });

  it("refuses past its size limit, naming the limit and the size", () => {
    const s = parseScenario({
      version: 1,
      kind: "multicast",
      generator: {
        id: "multicast-random@1",
        params: { nodes: 4, pattern: "all-to-all" },
        seed: 1,
      },
    });
    expect(() => runScenario(s, "optimal", { explain: false })).toThrow(
      `optimal is limited to ${MULTICAST_OPTIMAL_LIMIT} receives (Σ|D_k|) for multicast; this scenario has 12`,
    );
  });

  it("at its time limit returns a valid schedule with proven = false and a proven bound", () => {
    let unproven = 0;
    fc.assert(
      fc.property(
        scenarioArb({ maxNodes: 6, maxMessages: 3 }).filter(
          (s) => receives(s) >= 8 && receives(s) <= MULTICAST_OPTIMAL_LIMIT,
        ),
        (s) => {
          let t = 0;
          const now = () => ++t; // a clock one ms further at every look: the limit ends the search
          const out = optimalMulticast(s, { explain: false, timeLimitMs: 100, now }, HEURISTICS);
          const o = optimalityOf(out.details);
          const r = replay(s, out.plan, "optimal", out.steps);
          expect(validate(s, r.schedule)).toEqual([]);
          expect(approxEqual(r.schedule.makespan, o.makespan)).toBe(true);
          expect(lessOrClose(o.bound, o.makespan)).toBe(true);
          expect(lessOrClose(lowerBound(s), o.bound)).toBe(true);
          if (!o.proven) {
            unproven++;
            expect(o.message).toMatch(/^not proven optimal \(gap [0-9.]+ %\)$/);
          }
        },
      ),
      { numRuns: 30, seed: 18 },
    );
    expect(unproven).toBeGreaterThan(0);
  });
});
