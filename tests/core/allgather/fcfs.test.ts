import { describe, expect, it } from "vitest";
import { DraftBuilder } from "../../../src/core/allgather/draft";
import { resolveFcfs } from "../../../src/core/allgather/fcfs";
import { gatherBroadcastDraft } from "../../../src/core/allgather/gather-broadcast";
import { modelOf } from "../../../src/core/allgather/scenario";
import { simulatePlan } from "../../../src/core/allgather/simulate";
import { PlanError, RunCancelled } from "../../../src/core/family";
import { eightModel, scenarioOf } from "./helpers";

describe("resolveFcfs", () => {
  const model = eightModel();
  it("takes clients' messages in order of arrival, equal arrivals by the lower sender", () => {
    // One agent: fast clients arrive at 250 − 70 = 180, slow ones at 350 − 70 = 280.
    const r = resolveFcfs(model, gatherBroadcastDraft(model, [[0, 7, 6, 5, 4, 3, 2, 1]]));
    const gathers = r.plan.tasks[0]?.filter((t) => t.op === "recv").map((t) => t.peer);
    expect(gathers).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(r.steps.slice(0, 7).map((s) => s.complete)).toEqual([250, 320, 390, 460, 530, 600, 670]);
    const firstFour = r.steps[0]?.candidates?.slice(0, 4) ?? [];
    // Each score is the arrival, as its one term (src/core/schedule/score.ts).
    for (const c of firstFour)
      expect(c.breakdown).toEqual({ total: c.score, terms: [{ name: "arrival", value: c.score }] });
    expect(firstFour.map(({ breakdown: _, ...c }) => c)).toEqual([
      { sender: 1, receiver: 0, message: 1, score: 180, label: "arrival" },
      { sender: 2, receiver: 0, message: 2, score: 180, label: "arrival" },
      { sender: 3, receiver: 0, message: 3, score: 180, label: "arrival" },
      { sender: 4, receiver: 0, message: 4, score: 280, label: "arrival" },
    ]);
  });
  it("waits for the first message to come in when none is there yet", () => {
    // P0 sends to P1 at 0; P1 sends to P0 only after receiving it.
    const m = modelOf(
      scenarioOf({
        nodes: [
          { tSend: 10, tRecv: 5 },
          { tSend: 10, tRecv: 5 },
        ],
        tEnd: 40,
      }),
    );
    const b = new DraftBuilder(2);
    b.send(0, 1, [0], "broadcast");
    b.receiveFrom(0, [1], "broadcast");
    b.receiveFrom(1, [0], "broadcast");
    b.send(1, 0, [1], "broadcast");
    const r = resolveFcfs(m, b.build("simultaneous", [[0], [1]]));
    expect(r.steps.map((s) => [s.sender, s.receiver, s.complete])).toEqual([
      [0, 1, 40],
      [1, 0, 80],
    ]);
    expect(r.makespan).toBe(80);
  });
  it("predicts the times the simulator replays", () => {
    const r = resolveFcfs(
      model,
      gatherBroadcastDraft(model, [
        [0, 2, 4, 6],
        [1, 3, 5, 7],
      ]),
    );
    const { timed, makespan } = simulatePlan(model, r.plan);
    expect(makespan).toBe(r.makespan);
    const ends = timed.flatMap((l, node) =>
      l.filter((t) => t.op === "recv").map((t) => `${t.peer}>${node}@${t.end}`),
    );
    expect(ends.sort()).toEqual(r.steps.map((s) => `${s.sender}>${s.receiver}@${s.complete}`).sort());
  });
  it("leaves out candidates when not explaining, and the decisions are the same", () => {
    const draft = gatherBroadcastDraft(model, [
      [0, 2, 4, 6],
      [1, 3, 5, 7],
    ]);
    const a = resolveFcfs(model, draft, { explain: false });
    const b = resolveFcfs(model, draft);
    expect(a.steps.every((s) => s.candidates === undefined)).toBe(true);
    expect(a.plan).toEqual(b.plan);
  });
  it("reports a draft whose receivers would wait forever", () => {
    const b = new DraftBuilder(2);
    b.receiveFrom(0, [1], "broadcast");
    b.receiveFrom(1, [0], "broadcast");
    expect(() => resolveFcfs(model, b.build("simultaneous", [[0], [1]]))).toThrow(PlanError);
  });
  it("stops when cancelled", () => {
    let calls = 0;
    const big = modelOf(
      scenarioOf({ nodes: Array.from({ length: 70 }, () => ({ tSend: 1, tRecv: 1 })), tEnd: 5 }),
    );
    const b = new DraftBuilder(70);
    for (let i = 0; i < 70; i++) {
      const others = Array.from({ length: 70 }, (_, j) => j).filter((j) => j !== i);
      b.overlapped(i, others, [i], others, 3, "broadcast");
    }
    const draft = b.build(
      "simultaneous",
      Array.from({ length: 70 }, (_, i) => [i]),
    );
    expect(() => resolveFcfs(big, draft, { ctx: { cancelled: () => ++calls > 0 } })).toThrow(RunCancelled);
  });
});
