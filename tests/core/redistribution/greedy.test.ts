import { describe, expect, it } from "vitest";
import { RunCancelled } from "../../../src/core/family";
import { greedySchedule } from "../../../src/core/redistribution/greedy";
import { communicationMatrix } from "../../../src/core/redistribution/matrix";
import { FIG3_BANDWIDTH, scenario } from "./helpers";

describe("greedySchedule", () => {
  // C (sender → receiver): 0→1 4, 0→2 1, 1→0 8, 1→3 1, 2→0 2, 2→3 8, 3→1 4, 3→2 1.
  const m = communicationMatrix(scenario({ bandwidth: FIG3_BANDWIDTH }));
  const { plan, steps } = greedySchedule(m);

  it("follows Sec. 4.3 by hand on ℜ_2(3,4)", () => {
    // t = 0: P0 (both receivers free) takes P1; P1 takes P0; P2 finds P0 busy until 8, takes P3;
    // P3 finds P1 busy until 4, takes P2 (0–1). Then P3 at 1 → P1 (4–8), P0 at 4 → P2 (4–5),
    // P1 at 8 → P3 (8–9), P2 at 8 → P0 (8–10).
    expect(steps.map((s) => [s.sender, s.receiver, s.complete])).toEqual([
      [0, 1, 4],
      [1, 0, 8],
      [2, 3, 8],
      [3, 2, 1],
      [3, 1, 8],
      [0, 2, 5],
      [1, 3, 9],
      [2, 0, 10],
    ]);
    expect(plan.sends).toEqual([
      [1, 2],
      [0, 3],
      [3, 0],
      [2, 1],
    ]);
  });

  it("records the receivers weighed, with when each is free", () => {
    const third = steps[2];
    expect(third?.candidates?.map((c) => [c.receiver, c.score])).toEqual([
      [3, 0],
      [0, 8],
    ]);
    expect(third?.rule).toContain("P2");
  });

  it("makes the same decisions without explanations", () => {
    const quiet = greedySchedule(m, { explain: false });
    expect(quiet.plan).toEqual(plan);
    expect(quiet.steps.map((s) => s.complete)).toEqual(steps.map((s) => s.complete));
    expect(quiet.steps.every((s) => s.candidates === undefined)).toBe(true);
  });

  it("reports progress and stops when cancelled", () => {
    const big = communicationMatrix(scenario({ processors: 16, K: 15, elements: 16 * 15 * 4, blockSize: 1 }));
    const seen: number[] = [];
    greedySchedule(big, { progress: (f) => seen.push(f) });
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(1);
    expect(() => greedySchedule(big, { cancelled: () => true })).toThrow(RunCancelled);
  });

  it("breaks ties between simultaneous senders by the lower index", () => {
    // Homogeneous: every sender is free at 0 and at 32; P0 always decides first.
    const homogeneous = greedySchedule(communicationMatrix(scenario()));
    expect(homogeneous.steps.map((s) => s.sender)).toEqual([0, 1, 2, 3, 0, 1, 2, 3]);
  });
});
