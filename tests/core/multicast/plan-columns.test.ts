// A heuristic's plan reaches the simulator as columns (plan-columns.ts); its task objects are built only
// when read, and from then on they are what the simulator replays.
import { describe, expect, it } from "vitest";
import { MULTICAST_HEURISTICS } from "../../../src/core/multicast/algorithms";
import { planColumns } from "../../../src/core/multicast/plan-columns";
import { replay } from "../../../src/core/multicast/replay";
import type { MulticastPlan, MulticastScenario } from "../../../src/core/multicast/scenario";
import { PlanError } from "../../../src/core/family";

const scenario: MulticastScenario = {
  version: 1,
  kind: "multicast",
  timeUnit: "us",
  seed: 1,
  nodes: [0, 1, 2, 3, 4].map((i) => ({
    sendFixed: 1 + i,
    sendPerByte: 0.001,
    recvFixed: 2 + (i % 3),
    recvPerByte: 0.002,
  })),
  transmit: 0.01,
  multicasts: [
    { source: 0, destinations: [1, 2, 3, 4], bytes: 100 },
    { source: 2, destinations: [0, 4], bytes: 1000 },
    { source: 3, destinations: [1], bytes: 10 },
  ],
};

/** A deep copy as plain objects (what a document carries). */
const plain = (p: MulticastPlan): MulticastPlan => JSON.parse(JSON.stringify(p)) as MulticastPlan;

describe("columnar plans", () => {
  it.each(MULTICAST_HEURISTICS.map((a) => [a.id, a] as const))(
    "%s: the columns replay exactly as the task objects do",
    (id, alg) => {
      const outcome = alg.run(scenario, { explain: false });
      expect(planColumns(outcome.plan)).toBeDefined();
      const fromColumns = replay(scenario, outcome.plan, id, outcome.steps).schedule;
      const fromObjects = replay(scenario, plain(outcome.plan), id, outcome.steps).schedule;
      expect(fromColumns.makespan).toBe(fromObjects.makespan);
      expect(fromColumns.tasks).toEqual(fromObjects.tasks);
    },
  );

  it("builds the task objects on first read, serializes them, and then replays the objects", () => {
    const outcome = MULTICAST_HEURISTICS[2]!.run(scenario, { explain: false });
    const plan = outcome.plan;
    expect(Object.keys(plan)).toEqual(["tasks"]);
    const tasks = plan.tasks;
    expect(planColumns(plan)).toBeUndefined();
    expect(plan.tasks).toBe(tasks);
    expect(plain(plan).tasks).toEqual(tasks);
    // An edit of the objects (P0's list emptied) is what replay sees: the columns are gone.
    tasks[0] = [];
    expect(() => replay(scenario, plan, "edit", undefined)).toThrow(PlanError);
  });

  it("reports the first faulty task of an object plan, an out-of-range index included", () => {
    const outcome = MULTICAST_HEURISTICS[2]!.run(scenario, { explain: false });
    const p = plain(outcome.plan);
    const lists = p.tasks;
    const last = lists[4]!;
    last[last.length - 1] = { ...last[last.length - 1]!, message: 9 };
    expect(() => replay(scenario, p, "edit", undefined)).toThrow(
      /P4's .* task .*m9 does not exist \(3 messages\)/,
    );
    // An earlier fault is reported first.
    lists[0]![0] = { ...lists[0]![0]!, peer: 0 };
    expect(() => replay(scenario, p, "edit", undefined)).toThrow(
      /P0's 1st task .*a node cannot send to itself/,
    );
  });
});
