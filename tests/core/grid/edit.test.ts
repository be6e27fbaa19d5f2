import { describe, expect, it } from "vitest";
import { PlanError } from "../../../src/core/family";
import { applyGridEdit } from "../../../src/core/grid/edit";
import { planMakespan } from "../../../src/core/grid/simulate";
import { model, teaching } from "./fixtures";

const m = model(teaching());
// ECEF's tree: P0 → P1, P2; P1 → P3.
const plan = { children: [[1, 2], [3], [], []] };

describe("applyGridEdit", () => {
  it("re-parents a cluster as the new parent's last send", () => {
    const next = applyGridEdit(m, plan, { type: "reparent", message: 0, node: 3, parent: 0 });
    expect(next.children).toEqual([[1, 2, 3], [], [], []]);
    expect(plan.children).toEqual([[1, 2], [3], [], []]);
    expect(planMakespan(m, next)).toBe(2410);
  });
  it("re-parents a whole subtree", () => {
    const next = applyGridEdit(m, plan, { type: "reparent", message: 0, node: 1, parent: 2 });
    expect(next.children).toEqual([[2], [3], [1], []]);
  });
  it("keeps the plan when the parent does not change", () => {
    expect(applyGridEdit(m, plan, { type: "reparent", message: 0, node: 2, parent: 0 })).toEqual(plan);
  });
  it("refuses a cycle, the root, itself, unknown clusters and other messages", () => {
    const bad = [
      [{ node: 1, parent: 3 }, /P3 receives through P1, so it cannot send to P1/],
      [{ node: 0, parent: 1 }, /P0 is the root/],
      [{ node: 2, parent: 2 }, /cannot receive from itself/],
      [{ node: 9, parent: 0 }, /node: cluster 9 does not exist/],
      [{ node: 2, parent: -1 }, /parent: cluster -1 does not exist/],
    ] as const;
    for (const [e, message] of bad) {
      expect(() => applyGridEdit(m, plan, { type: "reparent", message: 0, ...e })).toThrow(message);
    }
    expect(() => applyGridEdit(m, plan, { type: "reparent", message: 1, node: 3, parent: 0 })).toThrow(
      /one message \(0\)/,
    );
  });
  it("reorders a cluster's sends, which changes the makespan", () => {
    const next = applyGridEdit(m, plan, { type: "reorder-children", message: 0, node: 0, children: [2, 1] });
    expect(next.children).toEqual([[2, 1], [3], [], []]);
    expect(planMakespan(m, next)).toBe(2310);
  });
  it("refuses an order that is not a permutation of the current children", () => {
    expect(() =>
      applyGridEdit(m, plan, { type: "reorder-children", message: 0, node: 0, children: [2, 3] }),
    ).toThrow(/must list the same clusters \(P1, P2\)/);
    expect(() =>
      applyGridEdit(m, plan, { type: "reorder-children", message: 0, node: 0, children: [1, 1] }),
    ).toThrow(PlanError);
  });
  it("refuses the edits a grid plan does not have", () => {
    expect(() => applyGridEdit(m, plan, { type: "regroup", groups: [[0, 1]] })).toThrow(/not "regroup"/);
    expect(() => applyGridEdit(m, plan, { type: "reorder-sends", node: 0, order: [1, 0] })).toThrow(
      PlanError,
    );
  });
});
