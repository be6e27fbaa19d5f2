// The tree in words (describe.ts): the selected node's sentence (when it has the message, from whom,
// whom it relays to; nothing the quiz hides), and ↓'s walk through the tree in preorder.
import { describe, expect, it } from "vitest";
import type { MessageTree } from "../../../../src/core/schedule/types";
import { describeTreeNode, NAMED_CHILDREN, nextInPreorder } from "../../../../src/ui/views/tree/describe";
import { layoutTree } from "../../../../src/ui/views/tree/layout";
import { paperExample, wideTree } from "../fixtures";

const s = paperExample();
const m2 = s.trees![2]!; // P2 → P0, P1; P0 → P3
const size = { width: 400, height: 400 };

describe("describeTreeNode", () => {
  const l = layoutTree(m2, s, size);

  it("says who the source sends to, and for each node when it has it, from whom and whom it relays to", () => {
    expect(describeTreeNode(l, 2, "m2")).toBe("P2: the source of m2; sends it to 2: P0, P1.");
    expect(describeTreeNode(l, 0, "m2")).toBe(
      `P0: has m2 at ${l.nodes.find((n) => n.node === 0)!.time}, from P2 (its send 1 of 2); relays it to 1 node: P3.`,
    );
    expect(describeTreeNode(l, 3, "m2")).toBe(
      "P3: has m2 at 13 µs, from P0 (its send 1 of 1); relays it to no one.",
    );
    expect(describeTreeNode(l, 1, "m2")).toContain("from P2 (its send 2 of 2)");
  });

  it("is null for a node outside the tree, and names at most a few children", () => {
    const onlyTwo = layoutTree(s.trees![0]!, s, size); // m0: P0 → P1, P2
    expect(describeTreeNode(onlyTwo, 3, "m0")).toBeNull();
    const wide = wideTree(64);
    const w = layoutTree(wide.tree, wide.schedule, { width: 810, height: 320 });
    const text = describeTreeNode(w, 0, "m0")!;
    expect(text).toMatch(/^P0: the source of m0; sends it to 8: /);
    expect(text.split(",").length).toBeLessThanOrEqual(NAMED_CHILDREN + 1);
  });

  it("tells nothing the quiz hides: a node of a later step is not reached yet, without its time", () => {
    const asking = layoutTree(m2, s, size, { step: 2, hideLater: true });
    expect(describeTreeNode(asking, 3, "m2")).toBe("P3: not reached yet at this step.");
    expect(describeTreeNode(asking, 0, "m2")).toContain("relays it to no one");
    const faded = layoutTree(m2, s, size, { step: 2 });
    expect(describeTreeNode(faded, 3, "m2")).toContain("(reached by a later step)");
  });
});

describe("nextInPreorder", () => {
  it("starts at the source and visits every node once, children in send order", () => {
    const order: number[] = [];
    for (let n = nextInPreorder(m2, -1); n !== undefined; n = nextInPreorder(m2, n)) order.push(n);
    expect(order).toEqual([2, 0, 3, 1]);
    const wide = wideTree(200).tree;
    const seen: number[] = [];
    for (let n = nextInPreorder(wide, -1); n !== undefined; n = nextInPreorder(wide, n)) seen.push(n);
    expect(new Set(seen).size).toBe(200);
    expect(seen).toHaveLength(200);
  });

  it("ends on a malformed tree instead of looping", () => {
    const cycle: MessageTree = {
      message: 0,
      root: 0,
      parent: [-1, 2, 1],
      children: [[1], [2], [1]],
      complete: [0, 1, 2],
    };
    const seen: number[] = [];
    for (let n = nextInPreorder(cycle, -1); n !== undefined && seen.length < 10; n = nextInPreorder(cycle, n))
      seen.push(n);
    expect(seen.length).toBeLessThan(10);
  });
});
