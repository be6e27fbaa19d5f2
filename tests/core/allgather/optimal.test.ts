// Algorithm `optimal` for allgather (src/core/allgather/optimal.ts), the best grouping: on random small
// scenarios it is at most every heuristic's makespan and at least the lower bound, its schedule is
// valid; on tiny ones it equals an exhaustive search written independently (every map node → agent
// that is idempotent, in the paper's order, under both framework algorithms, and the simultaneous
// baseline); past its size limit it refuses naming the limit; at its node limit it returns a valid
// schedule with a proven bound; a stored optimal plan replays under `optimal`.
import { describe, expect, it } from "vitest";
import { ALLGATHER_ALGORITHMS, ALLGATHER_HEURISTICS, allgatherFamily } from "../../../src/core/allgather";
import { allgatherLowerBound } from "../../../src/core/allgather/lower-bound";
import {
  ALLGATHER_OPTIMAL_LIMIT,
  canonicalGrouping,
  groupingMakespan,
  optimalAllgather,
} from "../../../src/core/allgather/optimal";
import { replay } from "../../../src/core/allgather/replay";
import {
  modelOf,
  speedOrder,
  type AllgatherPlan,
  type AllgatherScenario,
} from "../../../src/core/allgather/scenario";
import { simultaneous } from "../../../src/core/allgather/simultaneous";
import { handleCompare } from "../../../src/engine/service";
import type { Optimality } from "../../../src/core/optimal-search";
import { createRng } from "../../../src/core/random";
import { runScenario } from "../../../src/core/registry";
import { parseScenario } from "../../../src/core/scenario/document";
import { approxEqual, lessOrClose } from "../../../src/core/tolerance";

function optimalityOf(details: Record<string, unknown> | undefined): Optimality {
  const o = details?.optimality;
  if (typeof o !== "object" || o === null) throw new Error("no optimality in the details");
  return o as Optimality;
}

/** A random scenario of n nodes: fast and slow nodes, T_end ≥ T_send(i) + T_recv(j), jittered. */
function randomScenario(seed: number, n: number): AllgatherScenario {
  const rng = createRng(seed);
  const nodes = Array.from({ length: n }, () => {
    const slow = rng.float() < 0.5 ? rng.uniform(1.5, 4) : 1;
    return {
      tSend: Math.round(10 * slow * rng.uniform(0.8, 1.2)),
      tRecv: Math.round(12 * slow * rng.uniform(0.8, 1.2)),
    };
  });
  const tEnd = nodes.map((a, i) =>
    nodes.map((b, j) => (i === j ? null : Math.round((a.tSend + b.tRecv) * rng.uniform(1, 2.5)))),
  );
  return parseScenario({ version: 1, kind: "allgather", nodes, tEnd }) as AllgatherScenario;
}

const makespanOf = (s: AllgatherScenario, plan: AllgatherPlan) =>
  replay(s, plan, plan.algorithm, undefined).schedule.makespan;

/** Every grouping by brute force: all n^n maps, kept when idempotent (f(f(i)) = f(i)). */
function bruteForce(s: AllgatherScenario): number {
  const model = modelOf(s);
  const { n } = model;
  const rank = new Int32Array(n);
  speedOrder(model).forEach((node, r) => (rank[node] = r));
  let best = makespanOf(s, simultaneous(s, { explain: false }).plan);
  const f = new Int32Array(n);
  for (let code = 0; code < n ** n; code++) {
    let c = code;
    for (let i = 0; i < n; i++) {
      f[i] = c % n;
      c = Math.floor(c / n);
    }
    if (!f.every((a) => f[a] === a)) continue;
    const clusters = canonicalGrouping(f, rank);
    for (const a of ["gather-broadcast", "two-step"] as const) {
      best = Math.min(best, groupingMakespan(model, clusters, a));
    }
  }
  return best;
}

describe("optimal (allgather)", () => {
  it("is in the catalogue after the paper's algorithms", () => {
    expect(ALLGATHER_ALGORITHMS.map((a) => a.id)).toEqual([
      ...ALLGATHER_HEURISTICS.map((a) => a.id),
      "optimal",
    ]);
    expect(allgatherFamily.algorithms.some((a) => a.id === "optimal")).toBe(true);
  });

  it("is at most every heuristic and at least the lower bound; valid (random small)", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const s = randomScenario(seed, 3 + (seed % 4));
      const r = runScenario(s, "optimal", { explain: false });
      const o = optimalityOf(r.details);
      expect(o.proven).toBe(true);
      expect(r.schedule.algorithm).toBe("optimal");
      expect(allgatherFamily.validate(s, r.schedule)).toEqual([]);
      expect(approxEqual(r.schedule.makespan, o.makespan)).toBe(true);
      expect(lessOrClose(allgatherLowerBound(modelOf(s)), r.schedule.makespan)).toBe(true);
      for (const h of ALLGATHER_HEURISTICS) {
        const hr = runScenario(s, h.id, { explain: false });
        expect(lessOrClose(r.schedule.makespan, hr.schedule.makespan)).toBe(true);
      }
    }
  });

  it("equals an exhaustive search over every grouping on tiny instances", () => {
    for (let seed = 100; seed < 112; seed++) {
      const s = randomScenario(seed, 2 + (seed % 4));
      const out = optimalAllgather(s, { explain: false }, ALLGATHER_HEURISTICS);
      expect(makespanOf(s, out.plan)).toBeCloseTo(bruteForce(s), 9);
      expect(optimalityOf(out.details).proven).toBe(true);
    }
  });

  it("finds a better grouping than the cost model's when there is one", () => {
    let improved = 0;
    for (let seed = 200; seed < 216; seed++) {
      const s = randomScenario(seed, 5);
      const o = optimalityOf(optimalAllgather(s, { explain: false }, ALLGATHER_HEURISTICS).details);
      if (o.improved) improved++;
    }
    expect(improved).toBeGreaterThan(0);
  });

  it("refuses past its size limit, naming the limit and the size", () => {
    const s = randomScenario(1, ALLGATHER_OPTIMAL_LIMIT + 1);
    expect(() => runScenario(s, "optimal", { explain: false })).toThrow(
      `optimal is limited to ${ALLGATHER_OPTIMAL_LIMIT} nodes for allgather; this scenario has ${ALLGATHER_OPTIMAL_LIMIT + 1}`,
    );
  });

  it("at its node limit returns a valid schedule with a proven bound, and reports progress", () => {
    const s = randomScenario(7, 7);
    const notes: { incumbent: number; bound: number }[] = [];
    const out = optimalAllgather(
      s,
      { explain: false, progress: (_f, note) => note && notes.push(note) },
      ALLGATHER_HEURISTICS,
      300,
    );
    const o = optimalityOf(out.details);
    const r = replay(s, out.plan, out.plan.algorithm, out.steps);
    expect(allgatherFamily.validate(s, r.schedule)).toEqual([]);
    expect(approxEqual(r.schedule.makespan, o.makespan)).toBe(true);
    expect(lessOrClose(allgatherLowerBound(modelOf(s)), o.bound)).toBe(true);
    expect(lessOrClose(o.bound, o.makespan)).toBe(true);
    expect(o.proven).toBe(false);
    expect(o.message).toMatch(/^not proven optimal \(gap [0-9.]+ %\)$/);
    expect(notes.length).toBeGreaterThan(0);
  });

  it("a stored optimal plan replays under optimal, and is refused under another algorithm", () => {
    const s = randomScenario(3, 5);
    const r = runScenario(s, "optimal", { explain: false });
    const plan = r.plan as AllgatherPlan;
    const stored = runScenario({ ...s, plan }, "optimal");
    expect(stored.edited).toBe(true);
    expect(stored.schedule.makespan).toBe(r.schedule.makespan);
    const other = plan.algorithm === "two-step" ? "gather-broadcast" : "two-step";
    expect(() => runScenario({ ...s, plan }, other)).toThrow(/this edited plan is a/);
  });

  it("Compare (the app's, in the worker) lists it after the heuristics, proven, at most each heuristic", () => {
    const s = randomScenario(11, 6);
    const reply = handleCompare({ doc: { ...s } }, () => performance.now());
    if (!reply.ok) throw new Error(reply.error.message);
    expect(reply.rows.map((r) => r.algorithm)).toEqual(ALLGATHER_ALGORITHMS.map((a) => a.id));
    const optimum = reply.rows.find((r) => r.algorithm === "optimal");
    expect(optimum?.proven).toBe(true);
    for (const r of reply.rows) expect(lessOrClose(optimum?.makespan ?? NaN, r.makespan ?? NaN)).toBe(true);
    const big = handleCompare({ doc: { ...randomScenario(2, 9) } }, () => performance.now());
    if (!big.ok) throw new Error(big.error.message);
    expect(big.rows.find((r) => r.algorithm === "optimal")?.error).toMatch(/optimal is limited to 8 nodes/);
  });
});
