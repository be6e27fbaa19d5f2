// The packet step view at lecture sizes (issue 17): 16- and 32-node k-binomial trees keep their names
// at 14 px (18 when presenting) without leaving the panel's width, and each step shows the (packet,
// child) copies pending at every interface with the discipline's picks (Kesavan–Panda Sec. 3).
import { describe, expect, it } from "vitest";
import { nextLine } from "../../../../src/ui/families/packet/StepView";
import { pendingByEdge, stepTreeSvg, type StepFrame } from "../../../../src/ui/families/packet/step-svg";
import {
  buildTimeline,
  copiesAt,
  pendingAt,
  receivedAfter,
} from "../../../../src/ui/families/packet/timeline";
import {
  layoutPacketTree,
  levelWidths,
  namedRadius,
  namesFit,
  spreadLevel,
} from "../../../../src/ui/families/packet/tree-layout";
import { textWidth } from "../../../../src/ui/views/common/axis";
import { run, scenarioOf, treeOf } from "./helpers";

const kBinomial = (nodes: number, packets = 3, k: number | null = null) =>
  run(scenarioOf({ nodes, packets, k, interface: "fpfs" })).details;

describe("spreadLevel", () => {
  it("keeps the order, at least the gap between neighbours, inside the bounds, moving nodes little", () => {
    const xs = [10, 12, 13, 40, 41, 200];
    const out = spreadLevel(xs, 10, 0, 210);
    for (let i = 1; i < out.length; i++) expect(out[i]! - out[i - 1]!).toBeGreaterThanOrEqual(10 - 1e-9);
    expect(Math.min(...out)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...out)).toBeLessThanOrEqual(210);
    expect(out[out.length - 1]).toBe(200); // far from the crowd: not moved
    expect(spreadLevel([0, 50, 100], 10, 0, 100)).toEqual([0, 50, 100]); // nothing to do
  });

  it("spreads a level that cannot hold the gap evenly over the bounds", () => {
    expect(spreadLevel([5, 6, 7], 100, 0, 100)).toEqual([0, 50, 100]);
    expect(spreadLevel([], 10, 0, 100)).toEqual([]);
  });
});

// Panels at 1280×720: two side by side beside the scenario panel (≈ 390 px), stacked (≈ 800 px), and
// presenting (≈ 610 px each, 18 px text).
const CASES = [
  { nodes: 16, width: 390, scale: 1 },
  { nodes: 32, width: 800, scale: 1 },
  { nodes: 16, width: 610, scale: 1.3 },
  { nodes: 32, width: 610, scale: 1.3 },
] as const;

describe("layoutPacketTree at lecture sizes", () => {
  for (const c of CASES) {
    it(`names ${c.nodes} nodes at ${Math.round(14 * c.scale)} px in a ${c.width} px panel, no overlap, no sideways overflow`, () => {
      const d = kBinomial(c.nodes);
      const tree = treeOf(d);
      const panel = { width: c.width, height: 240 };
      const l = layoutPacketTree(tree, panel, { textScale: c.scale });
      expect(l.named).toBe(true);
      expect(l.font).toBeGreaterThanOrEqual(c.scale > 1 ? 18 : 14);
      expect(l.width).toBe(c.width);
      // The names fit their circles; the tree grows down rather than shrinking them.
      expect(2 * l.radius).toBeGreaterThanOrEqual(textWidth(`P${c.nodes - 1}`, l.font));
      expect(l.height).toBeGreaterThanOrEqual(panel.height);
      const byLevel = new Map<number, number[]>();
      for (const n of l.nodes) {
        expect(n.x - l.radius).toBeGreaterThanOrEqual(0);
        expect(n.x + l.radius).toBeLessThanOrEqual(c.width);
        expect(n.y + l.radius + l.font).toBeLessThanOrEqual(l.height);
        byLevel.set(n.depth, [...(byLevel.get(n.depth) ?? []), n.x]);
      }
      for (const xs of byLevel.values()) {
        xs.sort((a, b) => a - b);
        for (let i = 1; i < xs.length; i++) expect(xs[i]! - xs[i - 1]!).toBeGreaterThan(2 * l.radius);
      }
      // Every level is below its parent's, with room for the count and the [t]ⱼ labels between.
      const at = new Map(l.nodes.map((n) => [n.node, n]));
      for (const n of l.nodes) {
        if (!n.root) expect(n.y - at.get(n.parent)!.y).toBeGreaterThanOrEqual(2 * l.radius + 2 * l.font);
      }
    });
  }

  it("falls back to dots only when the widest level cannot hold the names side by side", () => {
    const tree = treeOf(kBinomial(32));
    const widest = Math.max(...levelWidths(tree));
    expect(widest).toBeGreaterThan(4);
    const tight = (widest - 1) * (2 * namedRadius(32, 14) + 8);
    expect(namesFit(tree, tight - 10, 14)).toBe(false);
    expect(layoutPacketTree(tree, { width: tight - 10, height: 300 }).named).toBe(false);
    expect(namesFit(tree, 900, 14)).toBe(true);
  });
});

describe("pendingAt: the step's candidates", () => {
  for (const mode of ["fpfs", "fcfs"] as const) {
    it(`${mode}: each interface's pending copies, one sent per step, the discipline's least rank`, () => {
      const d = kBinomial(16);
      const tree = treeOf(d);
      const summary = mode === "fpfs" ? d.fpfs : d.fcfs;
      const tl = buildTimeline(tree, summary, d.packets);
      const m = d.packets;
      for (let t = 0; t < tl.stepCount; t++) {
        const pending = pendingAt(tree, summary, m, t);
        const has = receivedAfter(tree, summary, m, t);
        // The chosen copies are exactly the copies the step sends.
        const key = (c: { from: number; to: number; packet: number }) => `${c.from}-${c.to}-${c.packet}`;
        expect(
          pending
            .filter((c) => c.chosen)
            .map(key)
            .sort(),
        ).toEqual(copiesAt(tl, t).map(key).sort());
        const byFrom = new Map<number, typeof pending>();
        for (const c of pending) {
          expect(tree.parent[c.to]).toBe(c.from);
          expect(has[c.to]).toBeLessThan(m); // the child still lacks a packet
          byFrom.set(c.from, [...(byFrom.get(c.from) ?? []), c]);
        }
        for (const [p, list] of byFrom) {
          const kids = tree.children[p] ?? [];
          const rank = (c: (typeof list)[number]) =>
            mode === "fpfs" ? c.packet * kids.length + kids.indexOf(c.to) : kids.indexOf(c.to) * m + c.packet;
          const chosen = list.filter((c) => c.chosen);
          expect(chosen.length).toBeLessThanOrEqual(1);
          if (chosen.length === 1) expect(rank(chosen[0]!)).toBe(Math.min(...list.map(rank)));
        }
      }
      expect(pendingAt(tree, summary, m, -1)).toEqual([]);
      expect(pendingAt(tree, summary, m, tl.stepCount)).toEqual([]);
    });
  }
});

describe("the candidates on the tree", () => {
  const d = kBinomial(16);
  const tree = treeOf(d);
  const tl = buildTimeline(tree, d.fpfs, d.packets);
  const at = 4;
  const frame = (reveal: boolean): StepFrame => ({
    m: d.packets,
    lit: copiesAt(tl, at - 1),
    received: receivedAfter(tree, d.fpfs, d.packets, at),
    buffered: () => 0,
    source: d.source,
    pending: pendingAt(tree, d.fpfs, d.packets, at),
    reveal,
  });
  const layout = layoutPacketTree(tree, { width: 610, height: 400 }, { textScale: 1.3 });

  it("rings every child with a pending copy, the next picks drawn apart", () => {
    const f = frame(true);
    const svg = stepTreeSvg(layout, f, at);
    const edges = pendingByEdge(f.pending!);
    expect(edges.size).toBeGreaterThan(2);
    for (const [child, e] of edges) expect(svg).toContain(`data-candidate="${e.from}-${child}"`);
    const chosen = [...svg.matchAll(/data-chosen="(\d+)"/g)].length;
    expect(chosen).toBe(copiesAt(tl, at).length);
    // Every label is 18 px when presenting.
    const sizes = [...svg.matchAll(/font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(18);
  });

  it("the quiz hides the picks until the step is taken", () => {
    const svg = stepTreeSvg(layout, frame(false), at);
    expect(svg).toContain("data-candidate=");
    expect(svg).not.toContain("data-chosen");
    expect(nextLine(frame(false), "fpfs", at, true)).toMatch(/quiz: which copy/);
    expect(nextLine(frame(true), "fpfs", at, false)).toMatch(
      /^before step 5: \d+ pending \(packet, child\) copies/,
    );
  });
});
