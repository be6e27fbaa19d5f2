// Plan edits (tree and Gantt views) on the paper's example and a small hand-made case.
import { describe, expect, it } from "vitest";
import { PlanError } from "../../../src/core/family";
import { applyEdit } from "../../../src/core/multicast/edit";
import { ecf } from "../../../src/core/multicast/heuristics/ecf";
import { PAPER_EXAMPLE_DOC } from "../../../src/core/multicast/presets";
import { multicastScenarioSchema, type MulticastScenario } from "../../../src/core/multicast/scenario";
import { replay } from "../../../src/core/multicast/replay";
import { validate } from "../../../src/core/multicast/validate";

const paper = multicastScenarioSchema.parse(PAPER_EXAMPLE_DOC) as MulticastScenario;
const plan = ecf(paper).plan; // m2: P2 → {P0, P1}, P0 → {P3}
const timed = (p: typeof plan) => replay(paper, p, "edit", undefined).schedule;

describe("applyEdit reparent", () => {
  it("moves a receive to a new parent that has the message, keeping the receive's place", () => {
    const next = applyEdit(paper, plan, { type: "reparent", message: 2, node: 3, parent: 1 });
    expect(next.tasks[0]?.some((t) => t.op === "send" && t.message === 2 && t.peer === 3)).toBe(false);
    // P1 sends m2 to P3 right after receiving it, before its own sends of m1.
    expect(next.tasks[1]).toEqual([
      { op: "recv", peer: 0, message: 0 },
      { op: "recv", peer: 2, message: 2 },
      { op: "send", peer: 3, message: 2 },
      { op: "send", peer: 2, message: 1 },
      { op: "send", peer: 3, message: 1 },
    ]);
    expect(next.tasks[3]?.[0]).toEqual({ op: "recv", peer: 1, message: 2 });
    const s = timed(next);
    expect(validate(paper, s)).toEqual([]);
    expect(s.trees?.[2]?.parent).toEqual([2, 2, -1, 1]);
    // P1 sends at 7, P3 has m2 at 8 + 6 = 14, then m1 (sent at 9, arrived 10) at 14 + 6 = 20.
    expect(s.makespan).toBe(20);
  });
  it("rejects a parent inside the node's own subtree", () => {
    expect(() => applyEdit(paper, plan, { type: "reparent", message: 2, node: 0, parent: 3 })).toThrow(
      /P3 cannot relay m2 to P0: P3 gets m2 through P0 \(a cycle\)/,
    );
  });
  it("rejects a parent that never holds the message", () => {
    expect(() => applyEdit(paper, plan, { type: "reparent", message: 0, node: 2, parent: 3 })).toThrow(
      /P3 cannot relay m0 to P2: it is neither the source nor a destination of m0/,
    );
  });
  it("rejects a parent that gets the message only after the node needs it (circular wait)", () => {
    const s = multicastScenarioSchema.parse({
      version: 1,
      kind: "multicast",
      nodes: Array.from({ length: 3 }, () => ({
        sendFixed: 1,
        sendPerByte: 0,
        recvFixed: 1,
        recvPerByte: 0,
      })),
      transmit: 0,
      multicasts: [
        { source: 0, destinations: [1, 2], bytes: 1 },
        { source: 1, destinations: [2], bytes: 1 },
      ],
    }) as MulticastScenario;
    const p = {
      tasks: [
        [
          { op: "send" as const, peer: 1, message: 0 },
          { op: "send" as const, peer: 2, message: 0 },
        ],
        [
          { op: "recv" as const, peer: 0, message: 0 },
          { op: "send" as const, peer: 2, message: 1 },
        ],
        [
          { op: "recv" as const, peer: 1, message: 1 },
          { op: "recv" as const, peer: 0, message: 0 },
        ],
      ],
    };
    // P2 gets m0 only after m1, which P1 sends only after m0.
    expect(() => applyEdit(s, p, { type: "reparent", message: 0, node: 1, parent: 2 })).toThrow(
      /P2 cannot relay m0 to P1: circular wait/,
    );
  });
  it("returns the same plan when the parent does not change", () => {
    expect(applyEdit(paper, plan, { type: "reparent", message: 2, node: 3, parent: 0 })).toBe(plan);
  });
});

describe("applyEdit reorder", () => {
  it("reorders a parent's children among the same slots", () => {
    const next = applyEdit(paper, plan, { type: "reorder-children", message: 2, node: 2, children: [1, 0] });
    expect(next.tasks[2]?.slice(0, 2)).toEqual([
      { op: "send", peer: 1, message: 2 },
      { op: "send", peer: 0, message: 2 },
    ]);
    expect(validate(paper, timed(next))).toEqual([]);
    expect(() =>
      applyEdit(paper, plan, { type: "reorder-children", message: 2, node: 2, children: [1, 3] }),
    ).toThrow(/list P2's children of m2 once each: P0, P1/);
  });
  it("reorders all of a node's sends, refusing a relay before its receive", () => {
    const next = applyEdit(paper, plan, { type: "reorder-sends", node: 1, order: [1, 0] });
    expect(next.tasks[1]?.slice(2)).toEqual([
      { op: "send", peer: 3, message: 1 },
      { op: "send", peer: 2, message: 1 },
    ]);
    // P0's sends are m0→P1, m0→P2, m2→P3 around its receive of m2: m2 first would relay it too early.
    expect(() => applyEdit(paper, plan, { type: "reorder-sends", node: 0, order: [2, 0, 1] })).toThrow(
      /cannot reorder P0's sends: .*relays m2 before receiving it/,
    );
    expect(() => applyEdit(paper, plan, { type: "reorder-sends", node: 0, order: [0, 0, 1] })).toThrow(
      /permutation of 0…2/,
    );
  });
  it("does not do groupings", () => {
    expect(() => applyEdit(paper, plan, { type: "regroup", groups: [[0, 1]] })).toThrow(PlanError);
  });
});
