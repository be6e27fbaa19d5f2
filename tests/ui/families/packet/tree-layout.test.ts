import { describe, expect, it } from "vitest";
import { layoutPacketTree, LABEL_RADIUS } from "../../../../src/ui/families/packet/tree-layout";
import { dropEdit, nodeAt } from "../../../../src/ui/views/tree/edit";
import { buildKBinomialTree, treeShape } from "../../../../src/core/packet/tree";
import { preset, run, treeOf } from "./helpers";

const panel = { width: 460, height: 320 };

describe("layoutPacketTree", () => {
  it("puts the source on top and each node's children left to right in send order, inside the panel", () => {
    const d = run(preset("packet-paper-fig8"), "binomial").details; // P0 → [4, 2, 1]
    const l = layoutPacketTree(treeOf(d), panel);
    const at = new Map(l.nodes.map((n) => [n.node, n]));
    expect(l.nodes).toHaveLength(8);
    expect(at.get(0)?.root).toBe(true);
    for (const n of l.nodes) {
      expect(n.x - l.radius).toBeGreaterThanOrEqual(0);
      expect(n.x + l.radius).toBeLessThanOrEqual(panel.width);
      expect(n.y - l.radius).toBeGreaterThanOrEqual(0);
      expect(n.y + l.radius).toBeLessThanOrEqual(panel.height);
      if (!n.root) expect(n.y).toBeGreaterThan(at.get(n.parent)?.y ?? Infinity);
    }
    const xs = (d.children[0] ?? []).map((c) => at.get(c)?.x ?? NaN);
    expect(xs).toEqual([...xs].sort((a, b) => a - b));
    expect(l.named).toBe(true);
    expect(l.edges).toHaveLength(7);
  });

  it("keeps every edge label's room within the gap to the neighbouring nodes", () => {
    const d = run(preset("packet-paper-fig9a-3-binomial")).details;
    const l = layoutPacketTree(treeOf(d), panel);
    l.edges.forEach((e, i) => {
      const room = l.labelRoom[i] as number;
      expect(room).toBeGreaterThanOrEqual(0);
      const child = l.nodes.find((n) => n.node === e.child)!;
      for (const other of l.nodes) {
        if (other.depth === child.depth && other.node !== child.node) {
          expect(room).toBeLessThanOrEqual(Math.abs(other.x - child.x));
        }
      }
    });
  });

  it("draws a 1024-node tree as dots (no names) without leaving the panel", () => {
    const order = Array.from({ length: 1024 }, (_, i) => i);
    const shape = treeShape(buildKBinomialTree(order, 2), 1024, 0);
    const l = layoutPacketTree(shape, panel);
    expect(l.named).toBe(false);
    expect(l.radius).toBeLessThan(LABEL_RADIUS);
    expect(l.nodes.every((n) => n.x >= 0 && n.x <= panel.width && n.y >= 0 && n.y <= panel.height)).toBe(
      true,
    );
  });

  it("works with the generic tree view's hit testing and drop rules", () => {
    const r = run(preset("packet-paper-fig8"), "binomial");
    const l = layoutPacketTree(treeOf(r.details), panel);
    const p5 = l.nodes.find((n) => n.node === 5)!;
    const p1 = l.nodes.find((n) => n.node === 1)!;
    expect(nodeAt(l, p5.x + 2, p5.y - 1)?.node).toBe(5);
    const tree = r.schedule.trees![0]!;
    expect(dropEdit(tree, l, 5, p1.x, p1.y)).toEqual({ type: "reparent", message: 0, node: 5, parent: 1 });
  });
});
