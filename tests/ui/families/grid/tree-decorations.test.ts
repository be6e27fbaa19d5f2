import { describe, expect, it } from "vitest";
import {
  clusterNote,
  gridTreeDecorations,
  machines,
} from "../../../../src/ui/families/grid/tree-decorations";
import { layoutTree } from "../../../../src/ui/views/tree/layout";
import { treeBodySvg } from "../../../../src/ui/views/tree/svg";
import { presetScenario, runGrid } from "./helpers";

// GRID5000 under ECEF: P0 → P1 (arrives 150.062), P0 → P5 (555.211), P1 → P2 (562.244),
// P2 → P3 (712.304), P2 → P4 (862.304); P2 finishes last (982.35 ms): critical path P0 → P1 → P2.
const g5k = presetScenario("grid-paper-grid5000");
const ecef = runGrid(g5k, "ecef");

describe("gridTreeDecorations", () => {
  const d = gridTreeDecorations(ecef.details, "ms");
  it("labels clusters with size and T (≈ when predicted) and when they are done", () => {
    expect(machines(1)).toBe("1 machine");
    expect(d.nodeNote?.(2)).toBe("6 machines · T ≈ 120.107 ms");
    expect(clusterNote(ecef.details, 3, "ms")).toBe("1 machine · T 0 ms");
    expect(d.nodeTime?.(2)).toBe("done 982.35 ms");
    expect(d.nodeTime?.(0)).toBe("source · done 750.238 ms");
  });
  it("labels each edge with the receiver's arrival and highlights the critical path", () => {
    expect(d.edgeNote?.(1, 2)).toBe("at 562.244 ms");
    expect(d.edgeNote?.(0, 5)).toBe("at 555.211 ms");
    expect([...(d.highlight ?? [])]).toEqual([0, 1, 2]);
    expect(d.subtitle).toBe("every coordinator has it at 862.304 ms · every machine at 982.35 ms");
  });
});

describe("layoutTree with the grid's decorations", () => {
  const decorations = gridTreeDecorations(ecef.details, "ms");
  const tree = ecef.schedule.trees?.[0];
  if (!tree) throw new Error("no tree");
  const size = { width: 930, height: 330 };

  it("carries notes, edge notes and the highlighted path into the layout and the SVG", () => {
    const l = layoutTree(tree, ecef.schedule, size, { decorations });
    expect(l.nodes.find((n) => n.node === 5)?.note).toBe("20 machines · T ≈ 200.138 ms");
    const lit = l.edges.filter((e) => e.highlight).map((e) => [e.parent, e.child]);
    expect(lit).toEqual([
      [0, 1],
      [1, 2],
    ]);
    const svg = treeBodySvg(l);
    expect(svg).toContain("at 862.304 ms");
    expect(svg).toContain("done 982.35 ms");
    expect(svg.match(/data-highlight="true"/g)).toHaveLength(2);
    expect(l.subtitle).toMatch(/^every coordinator/);
  });

  it("keeps every label inside the drawing (the rightmost time is not cut off)", () => {
    for (const algorithm of ["ecef", "flat", "bottom-up"]) {
      const r = runGrid(g5k, algorithm);
      const t = r.schedule.trees?.[0];
      if (!t) throw new Error("no tree");
      const l = layoutTree(t, r.schedule, size, { decorations: gridTreeDecorations(r.details, "ms") });
      for (const n of l.nodes) {
        expect(n.x - n.halfWidth).toBeGreaterThanOrEqual(0);
        // Beside: pill + 12 + about 7 px a character of the longer line; below: centred under it.
        const text = Math.max(n.time.length * 7, (n.note ?? "").length * 6.5);
        const right = l.labels === "beside" || n.root ? n.x + n.halfWidth + 12 + text : n.x + text / 2;
        expect([algorithm, n.node, right <= l.width + 20]).toEqual([algorithm, n.node, true]);
      }
    }
  });

  it("puts labels under the pills when that needs less shrinking (a flat tree), beside otherwise", () => {
    const flat = runGrid(g5k, "flat");
    const flatTree = flat.schedule.trees?.[0];
    if (!flatTree) throw new Error("no tree");
    const wide = layoutTree(flatTree, flat.schedule, size, {
      decorations: gridTreeDecorations(flat.details, "ms"),
    });
    expect(wide.labels).toBe("below");
    const beside = layoutTree(flatTree, flat.schedule, size, {
      decorations: { ...gridTreeDecorations(flat.details, "ms"), labels: "beside" },
    });
    expect(wide.width).toBeLessThan(beside.width);
    // Below, an inner edge leaves from under its parent's labels; the labels stay clear of the edges.
    expect(layoutTree(tree, ecef.schedule, size, { decorations }).labels).toBe("beside");
  });
});
