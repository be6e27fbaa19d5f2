import { describe, expect, it } from "vitest";
import { modelOf, type AllgatherPlan } from "../../../src/core/allgather/scenario";
import { simulatePlan } from "../../../src/core/allgather/simulate";
import { PlanError } from "../../../src/core/family";
import { scenarioOf } from "./helpers";

// Three nodes with asymmetric T_end, every node sends to every other (hand-timed below).
const s = scenarioOf({
  nodes: [
    { tSend: 10, tRecv: 5 },
    { tSend: 20, tRecv: 8 },
    { tSend: 15, tRecv: 4 },
  ],
  tEnd: [
    [0, 30, 40],
    [35, 0, 25],
    [20, 50, 0],
  ],
});
const model = modelOf(s);
const send = (peer: number, messages: number[]) => ({
  op: "send" as const,
  peer,
  messages,
  stage: "broadcast" as const,
});
const recv = (peer: number) => ({ op: "recv" as const, peer, stage: "broadcast" as const });
const plan = (): AllgatherPlan => ({
  algorithm: "simultaneous",
  clusters: [[0], [1], [2]],
  tasks: [
    [send(1, [0]), send(2, [0]), recv(1), recv(2)],
    [recv(0), send(0, [1]), send(2, [1]), recv(2)],
    [send(0, [2]), send(1, [2]), recv(0), recv(1)],
  ],
});

describe("simulatePlan", () => {
  it("times sends back to back and receives at max(posted, send start + T_end − T_recv)", () => {
    const { timed, makespan } = simulatePlan(model, plan());
    const spans = timed.map((list) => list.map((t) => [t.start, t.end]));
    expect(spans).toEqual([
      [
        [0, 10],
        [10, 20],
        [60, 65],
        [65, 70],
      ],
      [
        [22, 30],
        [30, 50],
        [50, 70],
        [70, 78],
      ],
      [
        [0, 15],
        [15, 30],
        [46, 50],
        [71, 75],
      ],
    ]);
    expect(makespan).toBe(78);
    // P2 takes P0's message: posted 30, in its buffer at 10 + 40 − 4 = 46; completes max(50, 34).
    expect(timed[2]?.[2]).toMatchObject({ posted: 30, arrival: 46, start: 46, end: 50, matchPos: 1 });
    // P1's receive from P2 waited in the buffer: arrival 57 < posted 70.
    expect(timed[1]?.[3]).toMatchObject({ posted: 70, arrival: 57, start: 70 });
    expect(timed[0]?.[0]?.matchPos).toBe(0);
  });

  const rejects = (edit: (p: AllgatherPlan) => AllgatherPlan, message: RegExp) => {
    expect(() => simulatePlan(model, edit(plan()))).toThrow(PlanError);
    expect(() => simulatePlan(model, edit(plan()))).toThrow(message);
  };

  it("rejects a plan for another number of nodes", () => {
    rejects((p) => ({ ...p, tasks: p.tasks.slice(0, 2) }), /task lists for 2 nodes; the scenario has 3/);
  });
  it("rejects a node that does not exist and a node talking to itself", () => {
    rejects(
      (p) => ({
        ...p,
        tasks: [[send(5, [0]), ...(p.tasks[0]?.slice(1) ?? [])], p.tasks[1] ?? [], p.tasks[2] ?? []],
      }),
      /P5 does not exist/,
    );
    rejects(
      (p) => ({
        ...p,
        tasks: [[send(0, [0]), ...(p.tasks[0]?.slice(1) ?? [])], p.tasks[1] ?? [], p.tasks[2] ?? []],
      }),
      /cannot talk to itself/,
    );
  });
  it("rejects sends and receives that do not pair up", () => {
    rejects(
      (p) => ({ ...p, tasks: [p.tasks[0]?.slice(0, 3) ?? [], p.tasks[1] ?? [], p.tasks[2] ?? []] }),
      /P2 sends 1 message\(s\) to P0, but P0 receives 0/,
    );
  });
  it("rejects sending data the node does not have yet, naming the task", () => {
    const bad = plan();
    const tasks = bad.tasks.map((l) => l.slice());
    tasks[0] = [send(1, [0, 2]), send(2, [0]), recv(1), recv(2)];
    try {
      simulatePlan(model, { ...bad, tasks });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(PlanError);
      expect((e as PlanError).message).toMatch(
        /P0's 1st task \(send to P1\) carries m2, which P0 does not have yet/,
      );
      expect((e as PlanError).step).toBe(0);
    }
  });
  it("rejects a circular wait instead of hanging", () => {
    const p = plan();
    const tasks = p.tasks.map((l) => l.slice());
    tasks[0] = [recv(1), send(1, [0]), send(2, [0]), recv(2)];
    tasks[1] = [recv(0), send(0, [1]), send(2, [1]), recv(2)];
    rejects(() => ({ ...p, tasks }), /P0 waits forever at its 1st task \(receive from P1\)/);
  });
  it("rejects a plan after which a node lacks a message", () => {
    const p = plan();
    const tasks = [
      [send(1, [0]), recv(1), recv(2)],
      [recv(0), send(0, [1]), send(2, [1]), recv(2)],
      [send(0, [2]), send(1, [2]), recv(1)],
    ];
    rejects(() => ({ ...p, tasks }), /P2 never receives m0/);
  });
  it("keeps clients to their agent (assumption 5)", () => {
    rejects((p) => ({ ...p, clusters: [[0, 2], [1]] }), /P2 is a client of P0 and talks only to its agent/);
  });
  it("rejects a plan whose grouping is not a partition", () => {
    rejects(
      (p) => ({
        ...p,
        clusters: [
          [0, 1],
          [1, 2],
        ],
      }),
      /grouping: P1 is in two clusters/,
    );
  });
});
