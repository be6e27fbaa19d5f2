import { describe, expect, it } from "vitest";
import { dropEdit, moveChildEdit, nodeAt, subtree, validParents } from "../../../../src/ui/views/tree/edit";
import { layoutTree } from "../../../../src/ui/views/tree/layout";
import { gridLike, paperExample } from "../fixtures";

const s = paperExample();
const m2 = s.trees![2]!; // P2 → [P0, P1]; P0 → [P3]
const l = layoutTree(m2, s, { width: 500, height: 400 });
const at = (n: number) => l.nodes.find((b) => b.node === n)!;

describe("validParents", () => {
  it("excludes the node, its subtree and its current parent", () => {
    expect([...subtree(m2, 0)].sort()).toEqual([0, 3]);
    expect(validParents(m2, 0)).toEqual([1]); // not itself, not P3 (below it), not P2 (already its parent)
    expect(validParents(m2, 3)).toEqual([1, 2]);
    expect(validParents(m2, 1)).toEqual([0, 3]);
  });
  it("offers nothing for the root or a node outside the tree", () => {
    expect(validParents(m2, 2)).toEqual([]);
    expect(validParents(s.trees![0]!, 3)).toEqual([]);
  });
});

describe("dropEdit", () => {
  it("reparents when dropped on a valid parent", () => {
    expect(dropEdit(m2, l, 3, at(1).x + 5, at(1).y - 5)).toEqual({
      type: "reparent",
      message: 2,
      node: 3,
      parent: 1,
    });
  });
  it("refuses a drop onto its own subtree, itself's parent or nothing", () => {
    expect(dropEdit(m2, l, 0, at(3).x, at(3).y)).toBeNull();
    expect(dropEdit(m2, l, 0, at(2).x, at(2).y)).toBeNull();
    expect(dropEdit(m2, l, 0, at(0).x, at(0).y + 200)).toBeNull();
    expect(dropEdit(m2, l, 2, at(1).x, at(1).y)).toBeNull(); // the root does not move
  });
  it("reorders siblings when dropped along its row", () => {
    expect(dropEdit(m2, l, 0, at(1).x + 40, at(0).y + 10)).toEqual({
      type: "reorder-children",
      message: 2,
      node: 2,
      children: [1, 0],
    });
    // Dropped back where it was: no edit.
    expect(dropEdit(m2, l, 0, at(0).x - 30, at(0).y)).toBeNull();
  });
  it("finds nodes by their pill, cluster names included", () => {
    const g = gridLike();
    const gl = layoutTree(g.trees![0]!, g, { width: 500, height: 400 });
    const rennes = gl.nodes.find((n) => n.label === "rennes")!;
    expect(nodeAt(gl, rennes.x + rennes.halfWidth - 3, rennes.y)?.node).toBe(2);
    expect(nodeAt(gl, rennes.x, rennes.y + 60)).toBeUndefined();
  });
});

describe("moveChildEdit", () => {
  it("swaps a child with its neighbour in the parent's send order", () => {
    expect(moveChildEdit(m2, 0, 1)).toEqual({
      type: "reorder-children",
      message: 2,
      node: 2,
      children: [1, 0],
    });
    expect(moveChildEdit(m2, 1, -1)).toEqual({
      type: "reorder-children",
      message: 2,
      node: 2,
      children: [1, 0],
    });
  });
  it("does nothing at the ends or for the root", () => {
    expect(moveChildEdit(m2, 0, -1)).toBeNull();
    expect(moveChildEdit(m2, 3, 1)).toBeNull();
    expect(moveChildEdit(m2, 2, 1)).toBeNull();
  });
});
