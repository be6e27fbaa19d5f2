import { describe, expect, it } from "vitest";
import { reorderSendsEdit, sendsOf } from "../../../../src/ui/views/gantt/edit";
import { paperExample } from "../fixtures";

const s = paperExample();

describe("sendsOf", () => {
  it("lists a node's sends in time order", () => {
    expect(sendsOf(s, 0)).toEqual([0, 6, 8]); // P0 sends m0→P1 [0,1], m0→P2 [5,6], m2→P3 [6,7]
    expect(sendsOf(s, 3)).toEqual([]);
  });
});

describe("reorderSendsEdit", () => {
  it("moves a send before the first send that starts after the drop time", () => {
    expect(reorderSendsEdit(s, 6, -1)).toEqual({ type: "reorder-sends", node: 0, order: [1, 0, 2] });
    expect(reorderSendsEdit(s, 0, 6.5)).toEqual({ type: "reorder-sends", node: 0, order: [1, 2, 0] });
    expect(reorderSendsEdit(s, 8, 2)).toEqual({ type: "reorder-sends", node: 0, order: [0, 2, 1] });
  });
  it("is null when nothing changes or the task is not a send", () => {
    expect(reorderSendsEdit(s, 6, 5.2)).toBeNull();
    expect(reorderSendsEdit(s, 1, 0)).toBeNull();
    expect(reorderSendsEdit(s, 99, 0)).toBeNull();
  });
});
