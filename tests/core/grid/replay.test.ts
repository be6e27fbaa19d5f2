import { describe, expect, it } from "vitest";
import { PlanError } from "../../../src/core/family";
import { runGridHeuristic } from "../../../src/core/grid/algorithms";
import { EDITED_RULE, replay } from "../../../src/core/grid/replay";
import { model, teaching } from "./fixtures";

describe("replay", () => {
  const s = teaching();
  const outcome = runGridHeuristic(model(s), "ecef-lat-max", {});
  const { schedule, details } = replay(s, outcome.plan, "ecef-lat-max", outcome.steps);

  it("has one lane per cluster coordinator and one message", () => {
    expect(schedule.lanes).toEqual(["P0 root site", "P1 fast neighbour", "P2 big slow cluster", "P3 remote"]);
    expect(schedule.messages).toEqual(["broadcast from P0"]);
    expect(schedule.timeUnit).toBe("ms");
    expect(schedule.family).toBe("grid");
  });
  it("lays out sends, zero-length receives at the arrival and internal broadcasts", () => {
    const brief = schedule.tasks.map((t) => [t.node, t.kind, t.peer, t.start, t.end, t.step]);
    expect(brief).toEqual([
      [0, "send", 2, 0, 300, 0],
      [2, "recv", 0, 310, 310, 0],
      [0, "send", 1, 300, 400, 1],
      [1, "recv", 0, 401, 401, 1],
      [0, "intra", -1, 400, 500, 1],
      [2, "intra", -1, 310, 2310, 0],
      [1, "send", 3, 401, 501, 2],
      [3, "recv", 1, 502, 502, 2],
      [1, "intra", -1, 501, 551, 2],
      [3, "intra", -1, 502, 602, 2],
    ]);
    const recv = schedule.tasks[1];
    expect([recv?.posted, recv?.arrival, recv?.match]).toEqual([310, 310, 0]);
    expect(schedule.tasks[0]?.match).toBe(1);
  });
  it("reports the makespan, the lower bound, the heuristic's steps and the tree", () => {
    expect(schedule.makespan).toBe(2310);
    expect(schedule.lowerBound).toBe(2310);
    expect(schedule.steps).toBe(outcome.steps);
    expect(schedule.trees).toEqual([
      {
        message: 0,
        root: 0,
        parent: [-1, 0, 0, 1],
        complete: [0, 401, 310, 502],
        children: [[2, 1], [3], [], []],
      },
    ]);
  });
  it("predicts in each step exactly the arrival the simulator replays", () => {
    for (const st of schedule.steps) expect(st.complete).toBe(details.arrival[st.receiver]);
  });
  it("gives the details the tree view and the CLI need", () => {
    expect(details).toMatchObject({
      root: 0,
      clusterNames: ["root site", "fast neighbour", "big slow cluster", "remote"],
      sizes: [16, 4, 512, 16],
      intraTime: [100, 50, 2000, 100],
      intraPredicted: [false, false, false, false],
      parent: [-1, 0, 0, 1],
      arrival: [0, 401, 310, 502],
      intraStart: [400, 501, 310, 502],
      intraEnd: [500, 551, 2310, 602],
      criticalCluster: 2,
      criticalPath: [0, 2],
      earliestArrival: [0, 101, 310, 202],
      lowerBoundCluster: 2,
    });
    expect(details.edges).toEqual([
      { sender: 0, receiver: 2, position: 0, start: 0, end: 300, arrival: 310, step: 0 },
      { sender: 0, receiver: 1, position: 1, start: 300, end: 400, arrival: 401, step: 1 },
      { sender: 1, receiver: 3, position: 0, start: 401, end: 501, arrival: 502, step: 2 },
    ]);
    expect(JSON.parse(JSON.stringify(details))).toEqual(details);
  });
  it("orders the steps of an edited plan by send start, each saying what the replayed send waits for", () => {
    const edited = replay(s, { children: [[1, 2], [3], [], []] }, "ecef", undefined).schedule;
    expect(
      edited.steps.map(({ sender, receiver, message, complete }) => ({
        sender,
        receiver,
        message,
        complete,
      })),
    ).toEqual([
      { sender: 0, receiver: 1, message: 0, complete: 101 },
      { sender: 0, receiver: 2, message: 0, complete: 410 },
      { sender: 1, receiver: 3, message: 0, complete: 202 },
    ]);
    for (const st of edited.steps) expect(st.rule?.startsWith(`${EDITED_RULE} — replay: `)).toBe(true);
    expect(edited.steps[0]?.rule).toMatch(/P0's 1st send, to P1; waits for P0 to have the message/);
    expect(edited.steps[1]?.rule).toMatch(/P0's 2nd send, to P2; waits for P0's previous send to end/);
    expect(edited.steps[2]?.rule).toMatch(
      /P1's 1st send, to P3; waits for P1 to have the message \(at 101\)/,
    );
    for (const st of edited.steps) {
      const [c] = st.candidates ?? [];
      expect(c?.breakdown?.total).toBeCloseTo(st.complete, 9);
      expect(c?.breakdown?.terms.map((t) => t.name)).toEqual(["RT_i", "g_ij + L_ij"]);
    }
    expect(edited.makespan).toBe(2410);
  });
  it("refuses steps that do not describe the plan", () => {
    const wrong = [outcome.steps[1], outcome.steps[0], { ...outcome.steps[2]!, sender: 2 }].filter(
      (x) => x !== undefined,
    );
    expect(() => replay(s, outcome.plan, "ecef", wrong)).toThrow(PlanError);
    expect(() => replay(s, outcome.plan, "ecef", outcome.steps.slice(1))).toThrow(/3 sends but 2 steps/);
  });
  it("notes when T was predicted from the cluster's {g, L}", () => {
    const predicted = {
      ...s,
      clusters: s.clusters.map((c, k) => (k === 1 ? { ...c, intra: { g: 10, L: 2.5 } } : c)),
    };
    const r = replay(predicted, outcome.plan, "ecef", outcome.steps);
    expect(r.details.intraTime[1]).toBe(2 * 12.5);
    expect(r.schedule.notes?.some((n) => n.startsWith("T of P1 predicted"))).toBe(true);
  });
});
