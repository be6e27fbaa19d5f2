import { describe, expect, it } from "vitest";
import {
  broadcastLatency,
  distributeLatency,
  distributionOrder,
  estimateCost,
  gatherLatency,
  overlapCount,
  receiveCompletions,
} from "../../../src/core/allgather/cost-model";
import { modelOf } from "../../../src/core/allgather/scenario";
import { eightModel, scenarioOf } from "./helpers";

const fast = [0, 1, 2, 3];

describe("receiveCompletions (Def. 1)", () => {
  it("is T_end(1), then max{previous + T_recv, T_end(j)} over latencies in arrival order", () => {
    // Sorted: 100, 120, 300, 310 with T_recv 50 → 100, 150, 300, 350.
    expect(receiveCompletions([300, 100, 310, 120], 50)).toEqual([100, 150, 300, 350]);
  });
  it("is empty without messages", () => {
    expect(receiveCompletions([], 70)).toEqual([]);
  });
});

describe("gatherLatency (Def. 1's T_g)", () => {
  const model = eightModel();
  it("gathers seven clients at fast agent P0: 250, 320, 390, 460, 530, 600, 670", () => {
    expect(gatherLatency(model, 0, [1, 2, 3, 4, 5, 6, 7])).toBe(670);
  });
  it("is 0 for an agent without clients and T_end for one client", () => {
    expect(gatherLatency(model, 0, [])).toBe(0);
    expect(gatherLatency(model, 1, [5])).toBe(350);
  });
});

describe("overlapCount (Sec. 4.2's k_i)", () => {
  const model = eightModel();
  it("is min{m − 1, ⌈T_max / T_send⌉}", () => {
    expect(overlapCount(model, 0, fast)).toBe(3); // ⌈250/90⌉ = 3 = m − 1
    expect(overlapCount(model, 0, [0, 1])).toBe(1); // m − 1 = 1
    expect(overlapCount(model, 0, [0, 1, 2, 3, 4, 5, 6, 7])).toBe(4); // ⌈350/90⌉
    expect(overlapCount(model, 4, [0, 1, 2, 3, 4, 5, 6, 7])).toBe(3); // ⌈450/160⌉
  });
  it("is 0 for a lone agent", () => {
    expect(overlapCount(model, 0, [0])).toBe(0);
  });
  it("does not round an exact ratio up", () => {
    const m = modelOf(
      scenarioOf({
        nodes: [
          { tSend: 100, tRecv: 10 },
          { tSend: 100, tRecv: 10 },
          { tSend: 100, tRecv: 10 },
          { tSend: 100, tRecv: 10 },
        ],
        tEnd: 200,
      }),
    );
    expect(overlapCount(m, 0, [0, 1, 2, 3])).toBe(2);
  });
});

describe("broadcastLatency (Sec. 4.2's T_B)", () => {
  const model = eightModel();
  it("with a message: max{(m−1)·T_send + (n−1)·T_recv, T_R(i, n−1)}", () => {
    // 4 fast agents: 3·90 + 3·70 = 480 > T_R = 250, 320, 390.
    expect(broadcastLatency(model, 0, fast, fast)).toBe(480);
    // Slow agent among all 8: 7·160 + 7·130 = 2030 > T_R = 1130.
    expect(broadcastLatency(model, 4, [0, 1, 2, 3, 4, 5, 6, 7], [0, 1, 2, 3, 4, 5, 6, 7])).toBe(2030);
    // Two agents: T_R = 250 > 90 + 70.
    expect(broadcastLatency(model, 0, [0, 1], [0, 1])).toBe(250);
  });
  it("without a message: T_R over the n messages it receives", () => {
    // Agents 0..4, senders 0,1,2: agent 3 receives three at 250 → 250, 320, 390.
    expect(broadcastLatency(model, 3, [0, 1, 2, 3, 4], [0, 1, 2])).toBe(390);
    // Slow agent 4 receives three at 350 → 350, 480, 610.
    expect(broadcastLatency(model, 4, [0, 1, 2, 3, 4], [0, 1, 2])).toBe(610);
    // Stage 2 with only agent 0 sending: 4·90 + 0 = 360 for it.
    expect(broadcastLatency(model, 0, [0, 1, 2, 3, 4], [0])).toBe(360);
  });
});

describe("distributionOrder and distributeLatency (Def. 4), largest-end-first", () => {
  const model = { ...eightModel(), serveOrder: "largest-end-first" as const };
  it("serves the largest T_end first, ties to the lower index", () => {
    expect(distributionOrder(model, 0, [2, 6, 4])).toEqual([4, 6, 2]);
  });
  it("is max over j of j·T_send + T_end(agent, j-th client)", () => {
    // 4, 6 at 350 then 2 at 250: 440, 530, 520.
    expect(distributeLatency(model, 0, [2, 4, 6])).toBe(530);
    // Seven clients of P0: 4..7 at 350 then 1..3 at 250 → 880 for the last.
    expect(distributeLatency(model, 0, [1, 2, 3, 4, 5, 6, 7])).toBe(880);
  });
});

describe("distributionOrder and distributeLatency (Def. 4), assignment order (the default)", () => {
  const model = eightModel();
  it("keeps the clients in the order they were assigned", () => {
    expect(model.serveOrder).toBe("assignment");
    expect(distributionOrder(model, 0, [2, 6, 4])).toEqual([2, 6, 4]);
    expect(distributionOrder(model, 0, [2, 6, 4], "largest-end-first")).toEqual([4, 6, 2]);
  });
  it("is max over j of j·T_send + T_end(agent, j-th client assigned)", () => {
    // 2 at 250, then 4 and 6 at 350: 340, 530, 620.
    expect(distributeLatency(model, 0, [2, 4, 6])).toBe(620);
    expect(distributeLatency(model, 0, [2, 4, 6], "largest-end-first")).toBe(530);
    // Seven clients of P0 assigned fastest first: 1..3 at 250, then 4..7 at 350 → 7·90 + 350 = 980.
    expect(distributeLatency(model, 0, [1, 2, 3, 4, 5, 6, 7])).toBe(980);
  });
  it("two agents with three clients each: T3 = 620 instead of 530", () => {
    const halves = [
      [0, 2, 4, 6],
      [1, 3, 5, 7],
    ];
    expect(estimateCost(model, halves, "gather-broadcast")).toMatchObject({ T1: 420, T2: 250, T3: 620 });
  });
});

describe("estimateCost (Defs 2–5), largest-end-first", () => {
  const model = { ...eightModel(), serveOrder: "largest-end-first" as const };
  const pairs = [
    [0, 4],
    [1, 5],
    [2, 6],
    [3, 7],
  ];
  const halves = [
    [0, 2, 4, 6],
    [1, 3, 5, 7],
  ];
  it("Gather-Broadcast, 4 agents with one slow client each: 350 + 480 + 440", () => {
    expect(estimateCost(model, pairs, "gather-broadcast")).toMatchObject({
      T1: 350,
      T2: 480,
      T3: 440,
      T_all: 1270,
    });
  });
  it("Two-Step, 4 agents: T1 = T_B + K·T_recv = 550", () => {
    expect(estimateCost(model, pairs, "two-step")).toMatchObject({ T1: 550, T2: 480, T3: 440, T_all: 1470 });
  });
  it("two agents with three clients each", () => {
    expect(estimateCost(model, halves, "gather-broadcast")).toMatchObject({
      T1: 420,
      T2: 250,
      T3: 530,
      T_all: 1200,
    });
    expect(estimateCost(model, halves, "two-step")).toMatchObject({ T1: 460, T2: 250, T3: 530, T_all: 1240 });
  });
  it("Two-Step's stage 2 counts only the agents with clients", () => {
    const five = [[0, 5], [1, 6], [2, 7], [3], [4]];
    // T1: slow agent 4's T_B = 1160; T2: max{500 (agents 0–2), 390 (agent 3), 610 (agent 4)}.
    expect(estimateCost(model, five, "two-step")).toMatchObject({ T1: 1160, T2: 610, T3: 440, T_all: 2210 });
  });
  it("all nodes as agents is the simultaneous broadcast: both algorithms agree", () => {
    const all = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => [i]);
    expect(estimateCost(model, all, "gather-broadcast").T_all).toBe(2030);
    expect(estimateCost(model, all, "two-step").T_all).toBe(2030);
  });
  it("gives each cluster's terms", () => {
    const e = estimateCost(model, halves, "two-step");
    expect(e.clusters[0]).toMatchObject({
      agent: 0,
      clients: [2, 4, 6],
      gather: 420,
      broadcast: 250,
      distribute: 530,
    });
  });
});
