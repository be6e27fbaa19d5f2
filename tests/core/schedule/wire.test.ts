// The schedule as the worker sends it (issue 14): columns, derived columns left out, no task objects.
import { serialize } from "node:v8";
import { describe, expect, it } from "vitest";
import { MULTICAST_ALGORITHMS, MULTICAST_HEURISTICS } from "../../../src/core/multicast/algorithms";
import { planOfTasks, replay } from "../../../src/core/multicast/replay";
import type { MulticastScenario } from "../../../src/core/multicast/scenario";
import { parseScenario } from "../../../src/core/scenario/document";
import { packedTasks, packSchedule, transferables, unpackSchedule } from "../../../src/core/schedule/pack";

const doc = (nodes: number) => ({
  version: 1,
  kind: "multicast",
  generator: { id: "multicast-random@1", params: { nodes, pattern: "all-to-all" }, seed: 3 },
});
const scenario = (nodes: number) => parseScenario(doc(nodes)) as MulticastScenario;

describe("a replayed multicast schedule", () => {
  const s = scenario(9);

  it("holds no task objects until `tasks` is read, and packs the columns it was built over", () => {
    const alg = MULTICAST_ALGORITHMS.find((a) => a.id === "wrp");
    if (!alg) throw new Error("no WRP");
    const out = alg.run(s, { explain: true });
    const { schedule } = replay(s, out.plan, "wrp", out.steps);
    expect(typeof Object.getOwnPropertyDescriptor(schedule, "tasks")?.get).toBe("function");
    const columns = packedTasks(schedule);
    expect(packedTasks(schedule)).toBe(columns);
    expect(typeof Object.getOwnPropertyDescriptor(schedule, "tasks")?.get).toBe("function");
    // Read: plain task objects, the same on every read.
    expect(schedule.tasks).toBe(schedule.tasks);
    expect(schedule.tasks).toHaveLength(columns.count);
  });

  it("crosses the boundary (structured clone, buffers transferred) and comes back equal", () => {
    for (const alg of MULTICAST_HEURISTICS) {
      const out = alg.run(s, { explain: { from: 2, to: 9 } });
      const { schedule } = replay(s, out.plan, alg.id, out.steps);
      const packed = packSchedule(schedule);
      // Every derivation rule holds for multicast, so those columns are not sent.
      expect(packed.packed.peer).toBeNull();
      expect(packed.packed.posted).toBeNull();
      expect(packed.packed.step).toBeNull();
      expect(packed.packed.bytes).toBeNull();
      expect(packed.packed.timed).toBeNull();
      expect(packed.packed.timedStart).toBe(true);
      expect(packed.packedSteps.explicit).toEqual([]);
      expect(packed.packedSteps.candidates.map((c) => c.index)).toEqual([2, 3, 4, 5, 6, 7, 8]);
      expect(packed.trees).toBeUndefined();
      const received = structuredClone(packed, { transfer: transferables(packed) });
      const back = unpackSchedule(received);
      expect(back.tasks).toEqual(schedule.tasks);
      expect(back.steps).toEqual(schedule.steps);
      expect(back.trees).toEqual(schedule.trees);
      expect(back.makespan).toBe(schedule.makespan);
      expect(back.lowerBound).toBe(schedule.lowerBound);
      // The plan is the tasks: the client rebuilds it instead of receiving it.
      expect(planOfTasks(s, packedTasks(back))).toEqual(out.plan);
    }
  });

  it("replays an edited plan (steps made up from it) through the same columns", () => {
    const alg = MULTICAST_ALGORITHMS[0];
    if (!alg) throw new Error("no algorithm");
    const plan = alg.run(s, { explain: false }).plan;
    const { schedule } = replay(s, plan, alg.id, undefined);
    const back = unpackSchedule(structuredClone(packSchedule(schedule)));
    expect(back.tasks).toEqual(schedule.tasks);
    expect(back.steps).toEqual(schedule.steps);
    expect(planOfTasks(s, packedTasks(back))).toEqual(plan);
  });

  it("costs at most 40 bytes per task on the wire (the schedule; the bench prints the whole reply)", () => {
    const big = scenario(64);
    const alg = MULTICAST_ALGORITHMS.find((a) => a.id === "wr");
    if (!alg) throw new Error("no WR");
    const out = alg.run(big, { explain: false });
    const packed = packSchedule(replay(big, out.plan, "wr", out.steps).schedule);
    const bytes = serialize(packed).length;
    expect(bytes / packed.packed.count).toBeLessThanOrEqual(40);
  });
});
