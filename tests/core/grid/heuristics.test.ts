import { describe, expect, it } from "vitest";
import { RunCancelled } from "../../../src/core/family";
import { runGridHeuristic } from "../../../src/core/grid/algorithms";
import { commit, initialState, Lookahead } from "../../../src/core/grid/greedy";
import { bottomUp } from "../../../src/core/grid/heuristics/bottom-up";
import { earlyCompletionEdgeFirst } from "../../../src/core/grid/heuristics/ecef";
import { ecefLookahead } from "../../../src/core/grid/heuristics/ecef-la";
import { ecefLookaheadMaxIntra } from "../../../src/core/grid/heuristics/ecef-lat-max";
import { ecefLookaheadMinIntra } from "../../../src/core/grid/heuristics/ecef-lat-min";
import { fastestEdgeFirst } from "../../../src/core/grid/heuristics/fef";
import { flatTree } from "../../../src/core/grid/heuristics/flat";
import type { Step } from "../../../src/core/schedule/types";
import { fefVersusEcef, model, scenario, teaching, uniform } from "./fixtures";

const decisions = (steps: readonly Step[]) => steps.map((s) => [s.sender, s.receiver, s.complete]);
const scores = (step: Step | undefined) => step?.candidates?.map((c) => [c.sender, c.receiver, c.score]);

// The teaching grid (presets.ts): hops 0→1 = 101, 0→2 = 0→3 = 310, 1→2 = 310, 1→3 = 101, 2→x = 310,
// 3→1 = 101, 3→2 = 310; g of those hops 100 or 300; T = 100, 50, 2000, 100.
describe("flatTree", () => {
  it("sends from the root to every cluster in list order", () => {
    const out = flatTree(model(teaching()), {});
    // RT0 goes 0 → 100 → 400 → 700.
    expect(decisions(out.steps)).toEqual([
      [0, 1, 101],
      [0, 2, 410],
      [0, 3, 710],
    ]);
    expect(out.plan.children).toEqual([[1, 2, 3], [], [], []]);
  });
});

describe("fastestEdgeFirst", () => {
  it("takes the lightest edge g + L whatever the sender's ready time", () => {
    const out = fastestEdgeFirst(model(fefVersusEcef()), {});
    expect(decisions(out.steps)).toEqual([
      [0, 1, 60],
      [1, 2, 130],
    ]);
    expect(scores(out.steps[1])).toEqual([
      [1, 2, 70],
      [0, 2, 100],
    ]);
  });
  it("breaks a tie between equal edges by the sender that joined A first", () => {
    // Third round: 0→2, 1→2 and 3→2 all weigh 310; P0 joined first.
    const out = fastestEdgeFirst(model(teaching()), {});
    expect(decisions(out.steps)).toEqual([
      [0, 1, 101],
      [1, 3, 202],
      [0, 2, 410],
    ]);
    expect(scores(out.steps[2])).toEqual([
      [0, 2, 310],
      [1, 2, 310],
      [3, 2, 310],
    ]);
  });
});

describe("earlyCompletionEdgeFirst", () => {
  it("takes the earliest completion RT_i + g_ij + L_ij", () => {
    // Second round: 0→2 completes at RT0 10 + 100 = 110, 1→2 at 60 + 70 = 130.
    const out = earlyCompletionEdgeFirst(model(fefVersusEcef()), {});
    expect(decisions(out.steps)).toEqual([
      [0, 1, 60],
      [0, 2, 110],
    ]);
    expect(scores(out.steps[1])).toEqual([
      [0, 2, 110],
      [1, 2, 130],
    ]);
  });
  it("serves the fast neighbour first on the teaching grid", () => {
    const out = earlyCompletionEdgeFirst(model(teaching()), {});
    expect(decisions(out.steps)).toEqual([
      [0, 1, 101],
      [1, 3, 202],
      [0, 2, 410],
    ]);
    expect(scores(out.steps[0])).toEqual([
      [0, 1, 101],
      [0, 2, 310],
      [0, 3, 310],
    ]);
    // RT0 = 100, RT1 = 101: 1→3 = 202, 0→2 = 0→3 = 410, 1→2 = 411.
    expect(scores(out.steps[1])).toEqual([
      [1, 3, 202],
      [0, 2, 410],
      [0, 3, 410],
      [1, 2, 411],
    ]);
  });
});

describe("ecefLookahead", () => {
  it("adds F_j = min over B∖{j} of g_jk + L_jk", () => {
    // F1 = min(310, 101) = 101, F2 = min(310, 310) = 310, F3 = min(101, 310) = 101.
    const out = ecefLookahead(model(teaching()), {});
    expect(scores(out.steps[0])).toEqual([
      [0, 1, 202],
      [0, 3, 411],
      [0, 2, 620],
    ]);
    expect(decisions(out.steps)).toEqual([
      [0, 1, 101],
      [1, 3, 202],
      [0, 2, 410],
    ]);
    // The last round has B∖{j} empty: F = 0, the score is the completion.
    expect(out.steps[2]?.candidates?.[0]?.score).toBe(410);
  });
});

describe("ecefLookaheadMinIntra", () => {
  it("adds F_j = min over B∖{j} of g_jk + L_jk + T_k", () => {
    // F1 = min(310 + 2000, 101 + 100) = 201, F2 = min(310 + 50, 310 + 100) = 360, F3 = min(101 + 50, 2310) = 151.
    const out = ecefLookaheadMinIntra(model(teaching()), {});
    expect(scores(out.steps[0])).toEqual([
      [0, 1, 302],
      [0, 3, 461],
      [0, 2, 670],
    ]);
    // Round 2: F2 = 410, F3 = 2310; RT0 = 100, RT1 = 101.
    expect(scores(out.steps[1])).toEqual([
      [0, 2, 820],
      [1, 2, 821],
      [1, 3, 2512],
      [0, 3, 2720],
    ]);
    expect(decisions(out.steps)).toEqual([
      [0, 1, 101],
      [0, 2, 410],
      [1, 3, 202],
    ]);
  });
});

describe("ecefLookaheadMaxIntra", () => {
  it("adds F_j = max over B∖{j} of g_jk + L_jk + T_k and reaches the big cluster first", () => {
    // F1 = max(2310, 201) = 2310, F2 = max(360, 410) = 410, F3 = max(151, 2310) = 2310.
    const out = ecefLookaheadMaxIntra(model(teaching()), {});
    expect(scores(out.steps[0])).toEqual([
      [0, 2, 720],
      [0, 1, 2411],
      [0, 3, 2620],
    ]);
    // Round 2: F1 = 101 + 100 = 201, F3 = 101 + 50 = 151; RT0 = 300, RT2 = 310.
    expect(scores(out.steps[1])).toEqual([
      [0, 1, 602],
      [0, 3, 761],
      [2, 3, 771],
      [2, 1, 821],
    ]);
    expect(decisions(out.steps)).toEqual([
      [0, 2, 310],
      [0, 1, 401],
      [1, 3, 502],
    ]);
  });
});

describe("bottomUp", () => {
  it("reaches first the cluster whose earliest finish is latest (max-min)", () => {
    const out = bottomUp(model(teaching()), {});
    // Round 1: finishes 101 + 50, 310 + 2000, 310 + 100 — the largest first.
    expect(scores(out.steps[0])).toEqual([
      [0, 2, 2310],
      [0, 3, 410],
      [0, 1, 151],
    ]);
    // Round 2: RT0 = 300, RT2 = 310: P1 min(401, 620) + 50 = 451, P3 min(610, 620) + 100 = 710.
    expect(scores(out.steps[1])).toEqual([
      [0, 3, 710],
      [0, 1, 451],
    ]);
    // Round 3: P1 from P2 (310 + 310 = 620) beats P0 (600 + 101) and P3 (610 + 101).
    expect(decisions(out.steps)).toEqual([
      [0, 2, 310],
      [0, 3, 610],
      [2, 1, 620],
    ]);
  });
});

describe("tie-breaking", () => {
  it("prefers the sender that joined A earliest over a lower index, then the lower receiver", () => {
    // Root P3; all hops g = 10, L = 0. Round 2: P3 and P0 both complete P1 at 20, P3 joined first.
    // Round 3: P0 (RT 10) reaches P2 at 20, before P3 and P1 (RT 20).
    const out = earlyCompletionEdgeFirst(model(uniform(4, 3)), {});
    expect(decisions(out.steps)).toEqual([
      [3, 0, 10],
      [3, 1, 20],
      [0, 2, 20],
    ]);
  });
  it("treats scores within a relative 1e-9 as equal", () => {
    const s = scenario({
      root: 0,
      clusters: [0, 1, 2].map((k) => ({ name: `c${k}`, size: 1, intra: 0 })),
      gap: [
        [0, 100 + 1e-8, 100],
        [1, 0, 1],
        [1, 1, 0],
      ],
      latency: 0,
    });
    // 0→1 is larger than 0→2 by 1e-10 relative: a tie, so the lower receiver P1 goes first.
    expect(earlyCompletionEdgeFirst(model(s), {}).steps[0]?.receiver).toBe(1);
  });
  it("measures near-ties from the exact best, not from the best so far (they are not transitive)", () => {
    // Hops from the root 1.2e-9, 0.6e-9 and 0 (g = 0): the best is P3 at 0; P2 is within 1e-9 of it and
    // P1 is not. A scan keeping the best so far would keep P1 over P2 (a near-tie) and then take P3.
    const s = scenario({
      root: 0,
      clusters: [0, 1, 2, 3].map((k) => ({ name: `c${k}`, size: 1, intra: 0 })),
      gap: 0,
      latency: [
        [0, 1.2e-9, 0.6e-9, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
        [0, 0, 0, 0],
      ],
    });
    for (const id of ["fef", "ecef", "ecef-la", "ecef-lat-min", "ecef-lat-max"]) {
      const first = runGridHeuristic(model(s), id, {}).steps[0];
      expect([id, first?.sender, first?.receiver]).toEqual([id, 0, 2]);
      expect([first?.candidates?.[0]?.sender, first?.candidates?.[0]?.receiver]).toEqual([0, 2]);
    }
  });
  it("BottomUp: the lowest receiver near the exact max, the earliest sender near its min", () => {
    // Root P0, g = 0; T = 0, 1.2e-9, 0.6e-9, 0 and every L 0: values 1.2e-9 (P1), 0.6e-9 (P2), 0 (P3).
    const s = scenario({
      root: 0,
      clusters: [0, 1.2e-9, 0.6e-9, 0].map((t, k) => ({ name: `c${k}`, size: 1, intra: t })),
      gap: 0,
      latency: 0,
    });
    const steps = bottomUp(model(s), {}).steps;
    // Max is P1 (1.2e-9); P2 is within 1e-9 of it and P3 is not: the lower index P1 goes first. Then P2
    // (0.6e-9) and P3 (0) tie: P2. Senders: P0, then P0 (joined first; every RT is 0).
    expect(steps.map((st) => [st.sender, st.receiver])).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
    ]);
  });
});

describe("Lookahead", () => {
  it("ranges over B∖{j}, follows clusters leaving B, and is 0 when B∖{j} is empty", () => {
    const m = model(teaching());
    const st = initialState(m);
    expect(Array.from(new Lookahead(st, "min", false).value)).toEqual([0, 101, 310, 101]);
    const lat = new Lookahead(st, "max", true);
    expect(Array.from(lat.value)).toEqual([0, 2310, 410, 2310]);
    commit(st, 0, 1, "test", undefined);
    lat.remove(1);
    // B = {2, 3}: F2 = 310 + T3, F3 = 310 + T2.
    expect([lat.value[2], lat.value[3]]).toEqual([410, 2310]);
    commit(st, 1, 3, "test", undefined);
    lat.remove(3);
    expect(lat.value[2]).toBe(0);
  });
});

describe("runGridHeuristic", () => {
  it("records candidates only when explain is on, and decides the same either way", () => {
    const m = model(teaching());
    for (const id of ["flat", "fef", "ecef", "ecef-la", "ecef-lat-min", "ecef-lat-max", "bottom-up"]) {
      const withWhy = runGridHeuristic(m, id, {});
      const without = runGridHeuristic(m, id, { explain: false });
      expect(without.plan).toEqual(withWhy.plan);
      expect(without.steps.every((s) => s.candidates === undefined)).toBe(true);
      expect(withWhy.steps.every((s) => (s.candidates?.length ?? 0) > 0)).toBe(true);
    }
  });
  it("keeps at most 8 candidates, best first", () => {
    const m = model(uniform(12, 0));
    const steps = runGridHeuristic(m, "ecef", {}).steps;
    expect(steps[5]?.candidates).toHaveLength(8);
    const s = steps[5]?.candidates?.map((c) => c.score) ?? [];
    expect([...s].sort((a, b) => a - b)).toEqual(s);
  });
  it("throws RunCancelled when cancelled and reports progress up to 1", () => {
    const m = model(teaching());
    expect(() => runGridHeuristic(m, "ecef", { cancelled: () => true })).toThrow(RunCancelled);
    const seen: number[] = [];
    runGridHeuristic(m, "ecef", { progress: (f) => seen.push(f) });
    expect(seen).toEqual([1 / 3, 2 / 3, 1]);
  });
  it("rejects an unknown id naming the field", () => {
    expect(() => runGridHeuristic(model(teaching()), "ecf", {})).toThrow(
      /algorithm: unknown algorithm "ecf" for grid-broadcast/,
    );
  });
  it("has nothing to decide on a single cluster", () => {
    const s = scenario({ root: 0, clusters: [{ name: "only", size: 8, intra: 5 }], gap: 0, latency: 0 });
    expect(runGridHeuristic(model(s), "bottom-up", {})).toEqual({ plan: { children: [[]] }, steps: [] });
  });
});
