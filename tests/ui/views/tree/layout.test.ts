import { describe, expect, it } from "vitest";
import { textWidth } from "../../../../src/ui/views/common/axis";
import { layoutTree, NODE_RADIUS, reachStep, TREE_TEXT_PX } from "../../../../src/ui/views/tree/layout";
import { gridLike, packetLike, paperExample, wideTree } from "../fixtures";

const s = paperExample();
const size = { width: 400, height: 400 };
const m2 = s.trees![2]!; // P2 → P0, P1; P0 → P3

describe("layoutTree", () => {
  it("places the root on top and each level below its parent", () => {
    const l = layoutTree(m2, s, size);
    const at = (n: number) => l.nodes.find((b) => b.node === n)!;
    expect(l.nodes.map((n) => n.node).sort()).toEqual([0, 1, 2, 3]);
    expect(at(2).root).toBe(true);
    expect(at(2).depth).toBe(0);
    expect(at(0).y).toBeGreaterThan(at(2).y);
    expect(at(0).y).toBe(at(1).y);
    expect(at(3).y).toBeGreaterThan(at(0).y);
    // Children in send order, left to right: P0 was sent to first.
    expect(at(0).x).toBeLessThan(at(1).x);
    // P3's only parent is P0: straight below it.
    expect(at(3).x).toBeCloseTo(at(0).x);
    // Siblings at least two node widths apart; everything inside the width.
    expect(at(1).x - at(0).x).toBeGreaterThanOrEqual(4 * NODE_RADIUS);
    for (const n of l.nodes) {
      expect(n.x - n.halfWidth).toBeGreaterThanOrEqual(0);
      expect(n.x + n.halfWidth).toBeLessThanOrEqual(l.width);
      expect(n.y + NODE_RADIUS).toBeLessThanOrEqual(l.height);
    }
  });

  it("labels nodes with their lane and completion time, the root as the source", () => {
    const l = layoutTree(m2, s, size);
    const at = (n: number) => l.nodes.find((b) => b.node === n)!;
    expect(at(3)).toMatchObject({ label: "P3", time: "13 µs", complete: 13, parent: 0, order: 1 });
    expect(at(1)).toMatchObject({ label: "P1", time: "7 µs", parent: 2, order: 2 });
    expect(at(2)).toMatchObject({ time: "source", parent: -1, order: 0 });
    expect(l.title).toBe("m2: P2 → {P0,P1,P3}");
    expect(l.complete).toBe(13);
  });

  it("labels each edge with the send order at its parent and joins the nodes' borders", () => {
    const l = layoutTree(m2, s, size);
    expect(l.edges.map((e) => [e.parent, e.child, e.order])).toEqual([
      [2, 0, 1],
      [2, 1, 2],
      [0, 3, 1],
    ]);
    for (const e of l.edges) {
      const p = l.nodes.find((n) => n.node === e.parent)!;
      const c = l.nodes.find((n) => n.node === e.child)!;
      expect(Math.hypot(e.x1 - p.x, e.y1 - p.y)).toBeGreaterThanOrEqual(NODE_RADIUS);
      expect(Math.hypot(e.x2 - c.x, e.y2 - c.y)).toBeGreaterThanOrEqual(NODE_RADIUS);
      expect(e.labelY).toBeGreaterThan(p.y);
      expect(e.labelY).toBeLessThan(c.y);
    }
  });

  it("colours the tree by its message, as the Gantt does", () => {
    const colors = s.trees!.map((t) => layoutTree(t, s, size).color);
    expect(new Set(colors).size).toBe(3);
  });

  it("widens nodes for cluster names and keeps their times in ms", () => {
    const g = gridLike();
    const l = layoutTree(g.trees![0]!, g, size);
    const rennes = l.nodes.find((n) => n.label === "rennes")!;
    expect(rennes.halfWidth).toBeGreaterThan(NODE_RADIUS);
    expect(rennes.time).toBe("312 ms");
  });

  it("grows wider than the panel for wide trees (the panel scrolls)", () => {
    const p = packetLike();
    const l = layoutTree(p.trees![0]!, p, { width: 200, height: 300 });
    expect(l.width).toBeGreaterThan(200);
  });

  it("fades the nodes reached by later steps", () => {
    // Steps: 1 (P2→P0, m2), 2 (P2→P1, m2), 4 (P0→P3, m2).
    expect([...reachStep(s, 2)]).toEqual([
      [0, 1],
      [1, 2],
      [3, 4],
    ]);
    const l = layoutTree(m2, s, size, { step: 2 });
    const faded = l.nodes.filter((n) => n.faded).map((n) => n.node);
    expect(faded.sort()).toEqual([1, 3]);
    expect(
      l.edges
        .filter((e) => e.faded)
        .map((e) => e.child)
        .sort(),
    ).toEqual([1, 3]);
    expect(layoutTree(m2, s, size).nodes.some((n) => n.faded)).toBe(false);
  });

  it("keeps later steps' nodes out of the tree while the quiz asks: no edge, no time, a row under it", () => {
    const l = layoutTree(m2, s, size, { step: 2, hideLater: true });
    const at = (n: number) => l.nodes.find((b) => b.node === n)!;
    // P2 → P0 is step 1 (before the question): drawn; P1 (step 2) and P3 (step 4) wait.
    expect(l.edges.map((e) => `${e.parent}-${e.child}`)).toEqual(["2-0"]);
    expect(l.nodes.map((n) => n.node).sort()).toEqual([0, 1, 2, 3]);
    for (const n of [1, 3]) {
      expect(at(n)).toMatchObject({ waiting: true, faded: true, time: "", parent: -1 });
      expect(at(n).y).toBeGreaterThan(at(0).y + 2 * NODE_RADIUS);
    }
    expect(at(1).y).toBe(at(3).y);
    expect(at(3).x - at(1).x).toBeGreaterThanOrEqual(at(1).halfWidth + at(3).halfWidth);
    expect(l.waitingTop).toBeGreaterThan(at(0).y + NODE_RADIUS);
    expect(l.waitingTop).toBeLessThan(at(1).y - NODE_RADIUS);
    for (const n of l.nodes) {
      expect(n.x - n.halfWidth).toBeGreaterThanOrEqual(0);
      expect(n.x + n.halfWidth).toBeLessThanOrEqual(l.width);
      expect(n.y + NODE_RADIUS).toBeLessThanOrEqual(l.height);
    }
    // Not asking: the whole tree, later nodes faded in place.
    const shown = layoutTree(m2, s, size, { step: 2 });
    expect(shown.edges).toHaveLength(3);
    expect(shown.waitingTop).toBeUndefined();
  });

  it("wraps a long waiting row inside the width", () => {
    const l = layoutTree(m2, s, { width: 120, height: 400 }, { step: 0, hideLater: true });
    const rows = new Set(l.nodes.filter((n) => n.waiting).map((n) => n.y));
    expect(rows.size).toBeGreaterThan(1);
    for (const n of l.nodes) expect(n.y + NODE_RADIUS).toBeLessThanOrEqual(l.height);
  });

  it("survives a malformed tree (a cycle in children)", () => {
    const bad = { ...m2, children: [[3], [], [0, 1], [2]] };
    const l = layoutTree(bad, s, size);
    expect(l.nodes).toHaveLength(4);
  });

  it("keeps straight edges while every child is near its parent (the paper's trees)", () => {
    for (const t of s.trees!) {
      const l = layoutTree(t, s, size);
      expect(l.elbows).toBe(false);
      expect(l.edges.every((e) => e.bus === undefined)).toBe(true);
    }
  });

  it("draws a wide fan's edges as elbows that cross no pill and no time beside a node", () => {
    const wide = wideTree(64);
    const l = layoutTree(wide.tree, wide.schedule, { width: 810, height: 320 });
    expect(l.elbows).toBe(true);
    const at = new Map(l.nodes.map((n) => [n.node, n] as const));
    /** A node's pill and, right of it, its time: what an edge must not run through. */
    const boxes = l.nodes.map((n) => ({
      node: n.node,
      x0: n.x - n.halfWidth,
      x1: n.x + n.halfWidth + (n.root ? 0 : 12 + textWidth(n.time, TREE_TEXT_PX)),
      y0: n.y - NODE_RADIUS,
      y1: n.y + NODE_RADIUS,
    }));
    for (const e of l.edges) {
      const p = at.get(e.parent)!;
      const c = at.get(e.child)!;
      expect(e.bus).toBeDefined();
      const bus = e.bus!;
      // Down from under the parent's pill, across, down to just above the child's.
      expect([e.x1, e.x2]).toEqual([p.x, c.x]);
      expect(e.y1).toBeGreaterThan(p.y + NODE_RADIUS);
      expect(bus).toBeGreaterThan(e.y1);
      expect(e.y2).toBeGreaterThan(bus);
      expect(e.y2).toBeLessThan(c.y - NODE_RADIUS);
      // The badge (radius 11) on the child's own drop.
      expect(e.labelX).toBe(c.x);
      expect(e.labelY - 11).toBeGreaterThanOrEqual(bus - 1);
      expect(e.labelY + 11).toBeLessThanOrEqual(e.y2 + 6);
      const parts: [number, number, number, number][] = [
        [e.x1, e.y1, e.x1, bus],
        [Math.min(e.x1, e.x2), bus, Math.max(e.x1, e.x2), bus],
        [e.x2, bus, e.x2, e.y2],
      ];
      for (const b of boxes) {
        for (const [x0, y0, x1, y1] of parts) {
          const meets = x0 <= b.x1 && b.x0 <= x1 && y0 <= b.y1 && b.y0 <= y1;
          if (meets) throw new Error(`edge ${e.parent}→${e.child} runs through P${b.node}'s pill or time`);
        }
      }
    }
  });
});
