import { describe, expect, it } from "vitest";
import { PlanError } from "../../../src/core/family";
import { moveSend, applyRedistributionEdit } from "../../../src/core/redistribution/edits";
import { redistributionFamily } from "../../../src/core/redistribution";
import { replay } from "../../../src/core/redistribution/replay";
import { timeSendOrders } from "../../../src/core/redistribution/simulate";
import { FIG3_BANDWIDTH, scenario } from "./helpers";

const fig3 = scenario({ bandwidth: FIG3_BANDWIDTH });
const greedyPlan = {
  sends: [
    [1, 2],
    [0, 3],
    [3, 0],
    [2, 1],
  ],
};

describe("timeSendOrders", () => {
  it("serves a busy receiver's senders first come, first served, the lower index on ties", () => {
    const cost = Float64Array.from([0, 5, 0, 5, 0, 0, 5, 0, 0]); // flat [sender·3 + receiver]
    // P1 and P2 both ask P0 at 0: P1 first (0–5), P2 waits (5–10); P0 asks P1 at 0 (0–5).
    const e = timeSendOrders(3, cost, [[1], [0], [0]]);
    expect(e.map((x) => [x.sender, x.receiver, x.request, x.posted, x.start, x.end])).toEqual([
      [0, 1, 0, 0, 0, 5],
      [1, 0, 0, 0, 0, 5],
      [2, 0, 0, 5, 5, 10],
    ]);
  });
});

describe("replay", () => {
  const { schedule, details } = replay(fig3, greedyPlan, "greedy", undefined);

  it("times the greedy plan of Fig. 3's example to its lower bound 10", () => {
    expect(schedule.makespan).toBe(10);
    expect(schedule.lowerBound).toBe(10);
    expect(redistributionFamily.validate(fig3, schedule)).toEqual([]);
  });

  it("pairs each send with a receive over the same interval, both ends busy", () => {
    const sends = schedule.tasks.filter((t) => t.kind === "send");
    expect(sends).toHaveLength(8);
    for (const s of sends) {
      const r = schedule.tasks[s.match as number];
      expect(r).toMatchObject({ kind: "recv", node: s.peer, peer: s.node, start: s.start, end: s.end });
      expect(r?.start).toBe(Math.max(r?.posted as number, r?.arrival as number));
    }
    const p2to0 = schedule.tasks.find((t) => t.kind === "recv" && t.node === 0 && t.peer === 2);
    // P2 asked P0 at 8, when P0 had just finished receiving from P1.
    expect(p2to0).toMatchObject({ posted: 8, arrival: 8, start: 8, end: 10, bytes: 32 });
  });

  it("shows the blocks that stay as free local copies", () => {
    const locals = schedule.tasks.filter((t) => t.kind === "local");
    expect(locals.map((t) => [t.node, t.start, t.end, t.bytes])).toEqual([
      [0, 0, 0, 32],
      [1, 0, 0, 32],
      [2, 0, 0, 32],
      [3, 0, 0, 32],
    ]);
  });

  it("gives the details the views need", () => {
    expect(details.matrix[2]).toEqual([2, 0, 0, 8]);
    expect(details.binding).toEqual([
      { side: "sender", node: 2 },
      { side: "receiver", node: 0 },
    ]);
    expect(details.lemma).toEqual({ sender: 2, receiver: 0, bound: 20 });
    expect(details.recvOrder).toEqual([
      [1, 2],
      [0, 3],
      [3, 0],
      [2, 1],
    ]);
    expect(details.graph.map((g) => `${g.from}>${g.to}`)).toEqual([
      "0>1",
      "0>2",
      "1>0",
      "1>3",
      "2>0",
      "2>3",
      "3>1",
      "3>2",
    ]);
    expect(details.graph[0]).toMatchObject({ blocks: 2, elements: 4, bytes: 32, cost: 4, firstBlocks: [4] });
    expect(details.locals[0]).toMatchObject({ from: 0, to: 0, blocks: 2, firstBlocks: [0] });
    expect(details.blockOwners.before.slice(0, 6)).toEqual([0, 1, 2, 3, 0, 1]);
    expect(details.blockOwners.after.slice(0, 6)).toEqual([0, 0, 0, 1, 1, 1]);
    expect(details.blockOwners.truncated).toBe(false);
    expect(details.sendOrder).toEqual(greedyPlan.sends);
    expect(details.graph[0]?.directStep).toBeUndefined(); // only direct runs carry K-step positions
  });

  it("gives direct runs each message's K-step position (Fig. 2b)", () => {
    const direct = replay(
      scenario(),
      {
        sends: [
          [2, 1],
          [0, 3],
          [3, 0],
          [1, 2],
        ],
      },
      "direct",
      undefined,
    );
    expect(direct.details.graph.map((g) => `${g.from}>${g.to}@${g.directStep}`)).toEqual([
      "0>1@1",
      "0>2@0",
      "1>0@0",
      "1>3@1",
      "2>0@1",
      "2>3@0",
      "3>1@0",
      "3>2@1",
    ]);
    expect(direct.details.locals.every((l) => l.directStep === -1)).toBe(true);
  });

  it("makes up steps for an edited plan, in the order served", () => {
    expect(schedule.steps.map((s) => [s.sender, s.receiver])[0]).toEqual([0, 1]);
    expect(schedule.tasks.filter((t) => t.kind === "send").every((t) => t.step !== undefined)).toBe(true);
  });

  it("rejects impossible plans with a message naming the entry", () => {
    const bad = (sends: number[][]) => () => replay(fig3, { sends }, "greedy", undefined);
    expect(
      bad([
        [1, 2],
        [0, 3],
        [3, 0],
      ]),
    ).toThrow(/plan.sends has 3 lists; there are 4 processors/);
    expect(
      bad([
        [1, 2],
        [0, 3],
        [3, 0],
        [2, 7],
      ]),
    ).toThrow(/plan.sends\[3\]\[1\]: P7 does not exist/);
    expect(
      bad([
        [1, 2],
        [0, 3],
        [3, 0],
        [2, 3],
      ]),
    ).toThrow(/own blocks stay/);
    expect(
      bad([
        [1, 3],
        [0, 3],
        [3, 0],
        [2, 1],
      ]),
    ).toThrow(/plan.sends\[0\]\[1\]: P0 has no blocks for P3/);
    expect(
      bad([
        [1, 1],
        [0, 3],
        [3, 0],
        [2, 1],
      ]),
    ).toThrow(/P0 sends to P1 twice/);
    expect(bad([[1], [0, 3], [3, 0], [2, 1]])).toThrow(/plan.sends\[0\]: P0's message to P2 is missing/);
    try {
      bad([
        [1, 2],
        [0, 3],
        [3, 0],
        [2, 7],
      ])();
    } catch (e) {
      expect(e).toBeInstanceOf(PlanError);
      expect((e as PlanError).step).toBe(7);
    }
  });
});

describe("applyRedistributionEdit", () => {
  it("reorders one sender's sends, and the replay changes at once (the timing diagram's drag)", () => {
    // P2 sends to P0 first: P0 is busy with P1 until 8, so P2 waits; P2 → P3 then ends at 18.
    const edited = applyRedistributionEdit(greedyPlan, { type: "reorder-sends", node: 2, order: [1, 0] });
    expect(edited.sends[2]).toEqual([0, 3]);
    expect(greedyPlan.sends[2]).toEqual([3, 0]);
    const { schedule } = replay(fig3, edited, "greedy", undefined);
    expect(schedule.makespan).toBe(18);
    expect(redistributionFamily.validate(fig3, schedule)).toEqual([]);
  });

  it("builds the reorder of a drag from position to position", () => {
    expect(moveSend(greedyPlan, 2, 0, 1)).toEqual({ type: "reorder-sends", node: 2, order: [1, 0] });
    expect(() => moveSend(greedyPlan, 2, 5, 0)).toThrow(PlanError);
  });

  it("refuses edits that are not a permutation of the node's sends, or of another kind", () => {
    const edit =
      (order: number[], node = 2) =>
      () =>
        applyRedistributionEdit(greedyPlan, { type: "reorder-sends", node, order });
    expect(edit([0])).toThrow(/must name all 2 positions/);
    expect(edit([0, 0])).toThrow(/twice/);
    expect(edit([0, 2])).toThrow(/position 2/);
    expect(edit([0, 1], 9)).toThrow(/P9 does not exist/);
    expect(() => applyRedistributionEdit(greedyPlan, { type: "regroup", groups: [[0, 1]] })).toThrow(
      PlanError,
    );
  });
});
