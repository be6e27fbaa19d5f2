// @vitest-environment jsdom
// What of a large tree the screen shows: the window drawn while it is scrolled at full size holds a
// bounded number of nodes (a screenful's), exactly those that draw inside it; the overview's box keeps
// every dot inside the panel.
import { describe, expect, it } from "vitest";
import { layoutTree, type TreeLayout } from "../../../../src/ui/views/tree/layout";
import { treeBodySvg, treesToSvg } from "../../../../src/ui/views/tree/svg";
import {
  edgeMeets,
  nodeExtent,
  overviewBox,
  treeWindow,
  visibleTree,
  type Box,
} from "../../../../src/ui/views/tree/viewport";
import { wideTree } from "../fixtures";

const { tree, schedule } = wideTree(1024);
const layout = layoutTree(tree, schedule, { width: 810, height: 320 });
const root = layout.nodes.find((n) => n.root)!;

/** A screenful (810 × 360 at full size) with its top-left corner at (x, y). */
const screen = (x: number, y: number): Box => ({ x0: x, y0: y, x1: x + 810, y1: y + 360 });

/** Independent of viewport.ts: some point of the segment (sampled) lies in the box. */
function segmentIn(x1: number, y1: number, x2: number, y2: number, b: Box): boolean {
  for (let k = 0; k <= 400; k++) {
    const x = x1 + ((x2 - x1) * k) / 400;
    const y = y1 + ((y2 - y1) * k) / 400;
    if (x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1) return true;
  }
  return false;
}

/** Some point of the edge as svg.ts draws it (a line, or an elbow's three parts) lies in the box. */
function crosses(e: TreeLayout["edges"][number], b: Box): boolean {
  if (e.bus === undefined) return segmentIn(e.x1, e.y1, e.x2, e.y2, b);
  return (
    segmentIn(e.x1, e.y1, e.x1, e.bus, b) ||
    segmentIn(e.x1, e.bus, e.x2, e.bus, b) ||
    segmentIn(e.x2, e.bus, e.x2, e.y2, b)
  );
}

describe("visibleTree", () => {
  it("is a tree a hundred screens wide, with elbow edges", () => {
    expect(layout.nodes).toHaveLength(1024);
    expect(layout.width).toBeGreaterThan(50 * 810);
    expect(layout.elbows).toBe(true);
  });

  const views = [
    screen(root.x - 405, 0),
    screen(root.x - 405, 150),
    screen(0, 0),
    screen(layout.width / 3, 100),
    screen(layout.width - 810, layout.height - 360),
  ];

  it.each(views.map((v, i) => [i, v] as const))(
    "view %i: every node and edge drawing in it, and a screenful at most",
    (_, view) => {
      const { nodes, edges } = visibleTree(layout, view);
      // Bounded: a screen's worth, never the whole tree.
      expect(nodes.length).toBeLessThanOrEqual(60);
      expect(edges.length).toBeLessThanOrEqual(200);
      const drawn = new Set(nodes.map((n) => n.node));
      for (const n of layout.nodes) {
        const pillIn =
          n.x + n.halfWidth >= view.x0 &&
          n.x - n.halfWidth <= view.x1 &&
          n.y + layout.radius >= view.y0 &&
          n.y - layout.radius <= view.y1;
        if (pillIn) expect(drawn.has(n.node)).toBe(true);
        // Nothing far outside (its time label is under 200 px wide).
        if (n.x < view.x0 - 300 || n.x > view.x1 + 300 || n.y < view.y0 - 80 || n.y > view.y1 + 80)
          expect(drawn.has(n.node)).toBe(false);
      }
      const lines = new Set(edges.map((e) => `${e.parent}-${e.child}`));
      for (const e of layout.edges)
        if (crosses(e, view)) expect(lines.has(`${e.parent}-${e.child}`)).toBe(true);
      for (const e of edges) {
        const near = { x0: view.x0 - 40, y0: view.y0 - 40, x1: view.x1 + 40, y1: view.y1 + 40 };
        expect(crosses(e, near)).toBe(true);
      }
    },
  );

  it("keeps the node being dragged wherever it is", () => {
    const far = layout.nodes.find((n) => n.x > root.x + 5000)!;
    const view = screen(root.x - 405, 0);
    expect(visibleTree(layout, view).nodes.map((n) => n.node)).not.toContain(far.node);
    expect(visibleTree(layout, view, far.node).nodes.map((n) => n.node)).toContain(far.node);
  });

  it("agrees with nodeExtent and edgeMeets, the same twice", () => {
    const view = screen(root.x - 1000, 0);
    const a = visibleTree(layout, view);
    expect(a).toEqual(visibleTree(layout, view));
    const inside = (b: Box) => b.x0 <= view.x1 && view.x0 <= b.x1 && b.y0 <= view.y1 && view.y0 <= b.y1;
    expect(a.nodes).toEqual(layout.nodes.filter((n) => inside(nodeExtent(layout, n))));
    expect(a.edges).toEqual(layout.edges.filter((e) => edgeMeets(e, view)));
  });
});

describe("treeWindow", () => {
  it("holds the view with a tile around it, and stays put while the view moves within its tile", () => {
    const view = screen(5000, 100);
    const w = treeWindow(view, 405);
    expect(w.x0).toBeLessThanOrEqual(view.x0 - 405);
    expect(w.x1).toBeGreaterThanOrEqual(view.x1 + 405);
    expect(w.y0).toBeLessThanOrEqual(view.y0 - 405);
    expect(w.y1).toBeGreaterThanOrEqual(view.y1 + 405);
    // At most a tile more than that on each side.
    expect(w.x1 - w.x0).toBeLessThanOrEqual(810 + 4 * 405);
    expect(treeWindow(screen(5000 + 30, 110), 405)).toEqual(w);
    expect(treeWindow(screen(5000 + 405, 100), 405)).not.toEqual(w);
  });

  it("draws a window's worth of a 1024-node tree, and the export all of it", () => {
    const w = treeWindow(screen(root.x - 405, 0), 405);
    const parse = (svg: string) => new DOMParser().parseFromString(`<svg>${svg}</svg>`, "image/svg+xml");
    const drawn = parse(treeBodySvg(layout, {}, w)).querySelectorAll("[data-node]").length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThanOrEqual(120);
    // Counted in the text: parsing 1024 nodes' markup in jsdom takes seconds.
    const count = (svg: string, attr: string) => svg.split(`${attr}="`).length - 1;
    expect(count(treeBodySvg(layout), "data-node")).toBe(1024);
    const exported = treesToSvg([layout], () => "");
    expect(count(exported, "data-node")).toBe(1024);
    expect(count(exported, "data-edge")).toBe(1023);
  });
});

describe("overviewBox", () => {
  // The panels at 1280 × 720 and 1440 × 900 (the Trees tab beside the scenario editor).
  const panels = [
    { width: 810, height: 296 },
    { width: 970, height: 470 },
  ];
  const PAD = 10;

  it.each(panels)("keeps every dot at least the pad inside a $width × $height panel", (panel) => {
    const box = overviewBox(layout, panel.width, panel.height, PAD);
    for (const n of layout.nodes) {
      const px = ((n.x - box.x) / box.width) * panel.width;
      const py = ((n.y - box.y) / box.height) * panel.height;
      expect(px).toBeGreaterThanOrEqual(PAD - 1e-6);
      expect(px).toBeLessThanOrEqual(panel.width - PAD + 1e-6);
      expect(py).toBeGreaterThanOrEqual(PAD - 1e-6);
      expect(py).toBeLessThanOrEqual(panel.height - PAD + 1e-6);
    }
    // The layout's own box (the drawing before) left the outermost dots on the panel's edge.
    const right = Math.max(...layout.nodes.map((n) => n.x));
    expect(((layout.width - right) / layout.width) * panel.width).toBeLessThan(PAD);
  });

  it("keeps a small tree's own box", () => {
    const small = wideTree(9);
    const l = layoutTree(small.tree, small.schedule, { width: 800, height: 300 });
    expect(overviewBox(l, 800, 300, PAD)).toEqual({ x: 0, y: 0, width: l.width, height: l.height });
  });
});
