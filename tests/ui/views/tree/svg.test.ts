// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { layoutTree } from "../../../../src/ui/views/tree/layout";
import { treeBodySvg, treesToSvg } from "../../../../src/ui/views/tree/svg";
import { paperExample, wideTree } from "../fixtures";

const s = paperExample();
const layouts = s.trees!.map((t) => layoutTree(t, s, { width: 360, height: 400 }));

describe("treesToSvg", () => {
  it("is well-formed, with one node group per tree node and every label", () => {
    const svg = treesToSvg(layouts, (l) => l.title, { title: "ECF trees" });
    const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    expect(doc.querySelectorAll("[data-node]")).toHaveLength(3 + 3 + 4);
    expect(doc.querySelectorAll("[data-edge]")).toHaveLength(2 + 2 + 3);
    const texts = Array.from(doc.getElementsByTagName("text"), (t) => t.textContent);
    expect(texts).toEqual(
      expect.arrayContaining(["ECF trees", "m0: P0 → {P1,P2}", "P3", "13 µs", "19 µs", "1", "2"]),
    );
    // The trees sit side by side.
    expect(Number(doc.documentElement.getAttribute("width"))).toBeCloseTo(
      layouts.reduce((w, l) => w + l.width, 0),
    );
  });
});

describe("treeBodySvg", () => {
  it("while the quiz asks, shows later nodes without times or parents, under a caption", () => {
    const l = layoutTree(s.trees![2]!, s, { width: 360, height: 400 }, { step: 2, hideLater: true });
    const doc = new DOMParser().parseFromString(
      `<svg xmlns="http://www.w3.org/2000/svg">${treeBodySvg(l)}</svg>`,
      "image/svg+xml",
    );
    expect(doc.querySelectorAll("[data-edge]")).toHaveLength(1);
    const texts = Array.from(doc.getElementsByTagName("text"), (t) => t.textContent);
    expect(texts).toContain("Not reached yet (the quiz hides where they will hang):");
    // P3 has it at 13 µs and P1 at 7 µs: neither time may show.
    expect(texts).not.toContain("13 µs");
    expect(texts).not.toContain("7 µs");
    const title = (n: number) => doc.querySelector(`[data-node="${n}"] title`)?.textContent;
    expect(title(3)).toBe("P3: not reached yet");
    expect(title(0)).toMatch(/^P0: has it at/);
  });

  it("marks the selection and, while dragging, the valid drop targets", () => {
    const l = layouts[2]!;
    expect(treeBodySvg(l, { selected: 3 })).toContain('stroke="#111827"');
    const dragging = treeBodySvg(l, { drag: { node: 3, x: 10, y: 10, targets: new Set([1, 2]), over: 1 } });
    expect(dragging.match(/stroke-dasharray="5 4"/g)).toHaveLength(1); // P2: a valid target
    expect(dragging).toContain('fill="#dcfce7"'); // P1: the one under the pointer
  });

  it("draws straight edges as lines and a wide fan's as elbows (down, across, down), with arrowheads", () => {
    const parse = (svg: string) =>
      new DOMParser().parseFromString(
        `<svg xmlns="http://www.w3.org/2000/svg">${svg}</svg>`,
        "image/svg+xml",
      );
    const small = parse(treeBodySvg(layouts[2]!));
    expect(small.querySelectorAll("line[data-edge]")).toHaveLength(3);
    const wide = wideTree(64);
    const l = layoutTree(wide.tree, wide.schedule, { width: 810, height: 320 });
    const doc = parse(treeBodySvg(l));
    expect(doc.querySelectorAll("line[data-edge]")).toHaveLength(0);
    const paths = [...doc.querySelectorAll("path[data-edge]")];
    expect(paths).toHaveLength(l.edges.length);
    for (const path of paths) {
      expect(path.getAttribute("d")).toMatch(/^M[\d.]+ [\d.]+V[\d.]+H[\d.]+V[\d.]+$/);
      expect(path.getAttribute("fill")).toBe("none");
      expect(path.getAttribute("marker-end")).toMatch(/^url\(#tree-arrow/);
    }
  });
});
