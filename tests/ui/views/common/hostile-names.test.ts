// @vitest-environment jsdom
// Names from input (a grid's cluster names) reach the SVG that views insert as markup only escaped.
import { describe, expect, it } from "vitest";
import { gridFamily, type GridScenario } from "../../../../src/core/grid";
import { parseScenario } from "../../../../src/core/scenario/document";
import { layoutTree } from "../../../../src/ui/views/tree/layout";
import { treeBodySvg, treesToSvg } from "../../../../src/ui/views/tree/svg";

const HOSTILE = `<img src=x onerror="alert(1)"><script>alert(2)</script>&amp;`;

describe("hostile names in SVG markup", () => {
  it("are text, never elements", () => {
    const p = gridFamily.presets.find((x) => x.id === "grid-example-4")!;
    const base = parseScenario(p.doc) as GridScenario;
    const s = parseScenario({
      ...base,
      clusters: base.clusters.map((c, i) => ({ ...c, name: `${HOSTILE}${i}` })),
    }) as GridScenario;
    const out = gridFamily.heuristic(s, gridFamily.defaultAlgorithm, {});
    const r = gridFamily.replay(s, out.plan, gridFamily.defaultAlgorithm, out.steps);
    const trees = r.schedule.trees ?? [];
    expect(trees.length).toBeGreaterThan(0);
    const layouts = trees.map((t) => layoutTree(t, r.schedule, { width: 400, height: 400 }));
    for (const svg of [
      treesToSvg(layouts, (l) => l.title, { title: HOSTILE }),
      ...layouts.map((l) => `<svg xmlns="http://www.w3.org/2000/svg">${treeBodySvg(l, {})}</svg>`),
    ]) {
      const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
      expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
      expect(doc.getElementsByTagName("img")).toHaveLength(0);
      expect(doc.getElementsByTagName("script")).toHaveLength(0);
    }
    // The names are there, as text.
    expect(treesToSvg(layouts, (l) => l.title, { title: HOSTILE })).toContain("&lt;img src=x");
  });
});
