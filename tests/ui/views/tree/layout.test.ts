import { describe, expect, it } from "vitest";
import { layoutTree, NODE_RADIUS, reachStep } from "../../../../src/ui/views/tree/layout";
import { gridLike, packetLike, paperExample } from "../fixtures";

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
});
