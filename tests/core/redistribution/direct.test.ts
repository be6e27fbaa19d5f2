import { describe, expect, it } from "vitest";
import { directPlan, directSchedule } from "../../../src/core/redistribution/direct";
import { kStepSchedule } from "../../../src/core/redistribution/k-step";
import { communicationMatrix } from "../../../src/core/redistribution/matrix";
import { timeSendOrders } from "../../../src/core/redistribution/simulate";
import { scenario } from "./helpers";

const makespan = (P: number, cost: Float64Array, sends: number[][]) =>
  timeSendOrders(P, cost, sends).reduce((t, e) => Math.max(t, e.end), 0);

describe("kStepSchedule", () => {
  it("splits the full pattern into at most min(K, P) contention-free steps", () => {
    const failures: string[] = [];
    for (let P = 2; P <= 16; P++) {
      for (let K = 1; K <= P + 1; K++) {
        const m = communicationMatrix(scenario({ processors: P, K, elements: P * K, blockSize: 1 }));
        const keeps = Array.from({ length: P }, (_, p) => (m.blocks[p * P + p] as number) > 0);
        const k = kStepSchedule(P, K, m.receivers, keeps);
        if (k.stepCount > Math.min(K, P)) failures.push(`P${P} K${K}: ${k.stepCount} steps`);
        for (let s = 0; s < k.stepCount; s++) {
          const to = k.order.flatMap((list, p) => list.filter((_, i) => k.step[p]?.[i] === s));
          if (new Set(to).size !== to.length) failures.push(`P${P} K${K}: step ${s} has contention`);
        }
        k.order.forEach((list, p) => {
          const same = [...list].sort((a, b) => a - b).join() === (m.receivers[p] ?? []).join();
          const increasing = (k.step[p] ?? []).every((s, i, all) => i === 0 || s > (all[i - 1] as number));
          if (!same || !increasing) failures.push(`P${P} K${K}: P${p}'s list`);
        });
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("directPlan", () => {
  it("meets the lower bound on a homogeneous ℜ_2(3,4) (Fig. 2b: local copies last)", () => {
    const m = communicationMatrix(scenario());
    const plan = directPlan(m);
    expect(makespan(4, m.cost, plan.sends)).toBe(64);
    expect(m.lowerBound).toBe(64);
  });

  it("meets the lower bound on homogeneous full-period networks (every step busy, no waits)", () => {
    // ℜ(3,4) and ℜ(5,6): every node keeps data, K − 1 busy steps; ℜ(3,8): some keep none, K steps.
    for (const [P, K] of [
      [4, 3],
      [6, 5],
      [8, 3],
    ] as const) {
      const m = communicationMatrix(
        scenario({ processors: P, K, elements: P * K, blockSize: 1, elementBytes: 1 }),
      );
      expect(makespan(P, m.cost, directPlan(m).sends)).toBe(m.lowerBound);
    }
  });
});

describe("directSchedule", () => {
  it("records the decisions in step order with times equal to the simulator's", () => {
    const m = communicationMatrix(scenario({ processors: 8, K: 5, elements: 8 * 5 * 3, blockSize: 1 }));
    const out = directSchedule(m);
    const events = timeSendOrders(8, m.cost, out.plan.sends);
    const end = new Map(events.map((e) => [`${e.sender}>${e.receiver}`, e.end]));
    for (const st of out.steps) expect(st.complete).toBe(end.get(`${st.sender}>${st.receiver}`));
    expect(out.steps[0]?.rule).toMatch(/^step 1 of/);
    expect(out.steps).toHaveLength(events.length);
  });
});
