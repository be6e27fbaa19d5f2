// The simulator on hand-written plans of the paper's example (Wu–Yeh–Liu Sec. 6): times computed by hand
// from Eq. 5–6 (non-blocking send of S, blocking receive posted when the node is free), and every kind of
// impossible plan rejected with a PlanError naming the node and task — never a hang.
import { describe, expect, it } from "vitest";
import { PlanError } from "../../../src/core/family";
import { PAPER_EXAMPLE_DOC } from "../../../src/core/multicast/presets";
import {
  multicastScenarioSchema,
  type MulticastPlan,
  type MulticastPlanTask,
  type MulticastScenario,
} from "../../../src/core/multicast/scenario";
import { replay } from "../../../src/core/multicast/replay";
import { validate } from "../../../src/core/multicast/validate";

const paper = multicastScenarioSchema.parse(PAPER_EXAMPLE_DOC) as MulticastScenario;
const send = (peer: number, message: number): MulticastPlanTask => ({ op: "send", peer, message });
const recv = (peer: number, message: number): MulticastPlanTask => ({ op: "recv", peer, message });

/** ECF's task lists for the example (derived by hand in heuristics.test.ts). */
const ecfPlan: MulticastPlan = {
  tasks: [
    [send(1, 0), recv(2, 2), send(2, 0), send(3, 2)],
    [recv(0, 0), recv(2, 2), send(2, 1), send(3, 1)],
    [send(0, 2), send(1, 2), recv(0, 0), recv(1, 1)],
    [recv(0, 2), recv(1, 1)],
  ],
};

const copyPlan = (p: MulticastPlan): MulticastPlanTask[][] => p.tasks.map((l) => l.map((t) => ({ ...t })));
const rejects = (tasks: MulticastPlanTask[][], pattern: RegExp) => {
  expect(() => replay(paper, { tasks }, "edit", undefined)).toThrow(PlanError);
  expect(() => replay(paper, { tasks }, "edit", undefined)).toThrow(pattern);
};

describe("replay", () => {
  it("times every task by Eq. 5–6", () => {
    const { schedule } = replay(paper, ecfPlan, "ecf", undefined);
    const times = schedule.tasks.map((t) => [
      t.node,
      t.kind,
      t.peer,
      t.message,
      t.posted ?? null,
      t.arrival ?? null,
      t.start,
      t.end,
    ]);
    expect(times).toEqual([
      [0, "send", 1, 0, null, null, 0, 1],
      [0, "recv", 2, 2, 1, 2, 2, 5],
      [0, "send", 2, 0, null, null, 5, 6],
      [0, "send", 3, 2, null, null, 6, 7],
      [1, "recv", 0, 0, 0, 1, 1, 4],
      [1, "recv", 2, 2, 4, 4, 4, 7],
      [1, "send", 2, 1, null, null, 7, 8],
      [1, "send", 3, 1, null, null, 8, 9],
      [2, "send", 0, 2, null, null, 0, 2],
      [2, "send", 1, 2, null, null, 2, 4],
      [2, "recv", 0, 0, 4, 6, 6, 12],
      [2, "recv", 1, 1, 12, 8, 12, 18],
      [3, "recv", 0, 2, 0, 7, 7, 13],
      [3, "recv", 1, 1, 13, 9, 13, 19],
    ]);
    expect(schedule.makespan).toBe(19);
    expect(schedule.lowerBound).toBe(13);
    expect(validate(paper, schedule)).toEqual([]);
  });

  it("links each send to its receive and builds the trees in send order", () => {
    const { schedule } = replay(paper, ecfPlan, "ecf", undefined);
    schedule.tasks.forEach((t, x) => expect(schedule.tasks[t.match as number]?.match).toBe(x));
    const m2 = schedule.trees?.[2];
    expect(m2?.parent).toEqual([2, 2, -1, 0]);
    expect(m2?.children[2]).toEqual([0, 1]);
    expect(m2?.children[0]).toEqual([3]);
    expect(m2?.complete).toEqual([5, 7, 0, 13]);
    expect(schedule.trees?.[0]?.parent).toEqual([-1, 0, 0, -2]);
    expect(schedule.lanes).toEqual(["P0", "P1", "P2", "P3"]);
    expect(schedule.messages).toEqual(["m0: P0 → {P1,P2}", "m1: P1 → {P2,P3}", "m2: P2 → {P0,P1,P3}"]);
  });

  it("makes up steps for a user's plan, in order of completion, and tags tasks with them", () => {
    const { schedule } = replay(paper, ecfPlan, "ecf", undefined);
    expect(schedule.steps.map((s) => s.complete)).toEqual([4, 5, 7, 12, 13, 18, 19]);
    const last = schedule.tasks.find((t) => t.kind === "recv" && t.node === 3 && t.message === 1);
    expect(last?.step).toBe(6);
  });

  it("rejects a plan with the wrong number of lists", () => {
    rejects(ecfPlan.tasks.slice(0, 3) as MulticastPlanTask[][], /3 task lists for 4 nodes/);
  });
  it("rejects unknown messages and nodes", () => {
    const a = copyPlan(ecfPlan);
    (a[3] as MulticastPlanTask[])[0] = recv(0, 7);
    rejects(a, /P3's 1st task .*message m7 does not exist/);
    const b = copyPlan(ecfPlan);
    (b[0] as MulticastPlanTask[])[0] = send(9, 0);
    rejects(b, /there is no node P9/);
  });
  it("rejects a send to a non-destination and a relay that is not in D_k ∪ {source}", () => {
    const a = copyPlan(ecfPlan);
    (a[0] as MulticastPlanTask[]).push(send(3, 0));
    rejects(a, /P3 is not a destination of m0/);
    const b = copyPlan(ecfPlan);
    (b[3] as MulticastPlanTask[]).push(send(2, 0));
    rejects(b, /P3 is neither the source nor a destination of m0/);
  });
  it("rejects a destination that receives a message twice or never", () => {
    const a = copyPlan(ecfPlan);
    (a[3] as MulticastPlanTask[]).push(recv(0, 2));
    rejects(a, /P3 receives m2 twice/);
    const b = copyPlan(ecfPlan);
    (b[3] as MulticastPlanTask[]).pop();
    rejects(b, /P3 never receives m1/);
  });
  it("rejects a receive without its send and a send received from someone else", () => {
    const a = copyPlan(ecfPlan);
    (a[1] as MulticastPlanTask[]).pop(); // P1 no longer sends m1 to P3
    rejects(a, /P3's 2nd task .*P1 never sends m1 to P3/);
    const b = copyPlan(ecfPlan);
    (b[2] as MulticastPlanTask[]).push(send(3, 2)); // P2 also sends m2 to P3, which takes it from P0
    rejects(b, /receives m2 from P0 instead/);
  });
  it("rejects a relay that sends before it has received", () => {
    const a = copyPlan(ecfPlan);
    a[0] = [send(1, 0), send(3, 2), recv(2, 2), send(2, 0)];
    rejects(a, /P0 relays m2 before receiving it/);
  });
  it("rejects a message that goes round a cycle", () => {
    // P0 and P1 hand m2 to each other; neither gets it from the source P2.
    const tasks = [
      [recv(1, 2), send(1, 2), send(1, 0), send(2, 0), send(3, 2)],
      [recv(0, 2), send(0, 2), recv(0, 0), send(2, 1), send(3, 1)],
      [recv(0, 0), recv(1, 1)],
      [recv(0, 2), recv(1, 1)],
    ];
    rejects(tasks, /m2 goes round P0 → P1 → P0/);
  });
  it("reports a circular wait instead of hanging", () => {
    // P0 waits for m2 from P2, which first waits for m1 from P1, which first waits for m2 from P0.
    const tasks = [
      [recv(2, 2), send(1, 0), send(2, 0), send(1, 2), send(3, 2)],
      [recv(0, 0), recv(0, 2), send(2, 1), send(3, 1)],
      [recv(1, 1), send(0, 2), recv(0, 0)],
      [recv(0, 2), recv(1, 1)],
    ];
    rejects(tasks, /circular wait/);
  });
});
