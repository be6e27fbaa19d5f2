// @vitest-environment jsdom
// The cluster painter without a browser's layout: every node drawn once, agents labelled, the marks of
// a selection and a drag, and the export a well-formed SVG document with its heading and legend.
import { describe, expect, it } from "vitest";
import { layoutClusters, targetCluster } from "../../../../src/ui/families/allgather/cluster-layout";
import {
  ACCENT,
  clusterDrawingSvg,
  clusterToSvg,
  dragGhostSvg,
  ghostLabel,
  type ClusterPaint,
} from "../../../../src/ui/families/allgather/cluster-svg";
import {
  allgatherDetailsOf,
  captionWidth,
  clusterCaption,
} from "../../../../src/ui/families/allgather/details";
import { speedScale } from "../../../../src/ui/families/allgather/speed-colors";
import { pansOrZooms } from "../../../../src/ui/views/common/use-pan-zoom";
import { runEight } from "./run";

const VIEW = { width: 640, height: 300 };

function paintOf(algorithm = "two-step", zoom = 1): ClusterPaint {
  const details = allgatherDetailsOf(runEight(algorithm))!;
  const captions = details.clusters.map((c) => clusterCaption(details, c[0]!, "us"));
  const layout = layoutClusters(details.clusters, 8, VIEW, captions.map(captionWidth));
  return { layout, colors: speedScale(details.speed), speed: details.speed, captions, zoom };
}

/** The drawing parsed as SVG (inside an <svg> root). */
function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(
    svg.startsWith("<svg") ? svg : `<svg xmlns="http://www.w3.org/2000/svg">${svg}</svg>`,
    "image/svg+xml",
  );
  expect(doc.querySelector("parsererror")).toBeNull();
  return doc;
}

describe("clusterDrawingSvg", () => {
  it("draws every node once, labels it, and draws the discs, chords and spokes of the grouping", () => {
    const p = paintOf();
    const doc = parse(clusterDrawingSvg(p));
    const nodes = Array.from(doc.querySelectorAll(".ag-node"));
    expect(nodes.map((g) => Number(g.getAttribute("data-node"))).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const g of nodes) {
      const k = g.getAttribute("data-node");
      expect(g.getAttribute("data-testid")).toBe(`cluster-node-P${k}`);
      expect(g.querySelector("text")?.textContent).toBe(`P${k}`);
    }
    const agents = Array.from(doc.querySelectorAll(".ag-node.agent")).map((g) => g.getAttribute("data-node"));
    expect(agents).toEqual(p.layout.clusters.map((c) => String(c.agent)));
    expect(doc.querySelectorAll(".ag-disc")).toHaveLength(2);
    expect(Array.from(doc.querySelectorAll(".ag-caption")).map((t) => t.textContent)).toEqual(p.captions);
    expect(doc.querySelectorAll(".ag-exchange line")).toHaveLength(1);
    expect(doc.querySelector(".ag-exchange title")?.textContent).toContain("inter-agent exchange");
    expect(doc.querySelectorAll(".ag-spokes line")).toHaveLength(6);
  });

  it("colours nodes by speed and leaves out names too small to read", () => {
    const p = paintOf();
    const doc = parse(clusterDrawingSvg(p));
    for (const g of Array.from(doc.querySelectorAll(".ag-node"))) {
      const node = Number(g.getAttribute("data-node"));
      expect(g.querySelector("circle")?.getAttribute("fill")).toBe(p.colors.color(p.speed[node]!));
    }
    const tiny = parse(clusterDrawingSvg({ ...p, zoom: 8 / p.layout.clientRadius / 1.01 }));
    expect(tiny.querySelectorAll(".ag-node text")).toHaveLength(0);
    expect(tiny.querySelectorAll(".ag-node")).toHaveLength(8);
  });

  it("marks the selection, the node dragged and the drop target", () => {
    const p = paintOf();
    const into = p.layout.clusters[1]!;
    const doc = parse(
      clusterDrawingSvg(p, { selected: 2, dragged: 4, target: { kind: "node", node: into.agent } }),
    );
    const node = (k: number) => doc.querySelector(`[data-node="${k}"]`)!;
    expect(node(2).getAttribute("class")).toContain("selected");
    expect(node(2).querySelector("circle")?.getAttribute("stroke")).toBe(ACCENT);
    expect(node(4).getAttribute("class")).toContain("dragged");
    expect(node(4).getAttribute("opacity")).toBe("0.35");
    expect(node(into.agent).getAttribute("class")).toContain("target");
    const discs = doc.querySelectorAll(".ag-disc");
    expect(discs[into.index]!.getAttribute("class")).toBe("ag-disc target");
    expect(discs[1 - into.index]!.getAttribute("class")).toBe("ag-disc");
    expect(targetCluster(p.layout, { kind: "cluster", cluster: 0 })).toBe(0);
    expect(targetCluster(p.layout, { kind: "empty" })).toBe(-1);
    expect(targetCluster(p.layout, null)).toBe(-1);
  });
});

describe("dragGhostSvg", () => {
  it("draws the dragged node at the pointer with what the drop would do", () => {
    const p = paintOf();
    const doc = parse(dragGhostSvg(p.layout, { node: 4, x: 10, y: 20 }, "#123456", null, 1));
    const ghost = doc.querySelector(".ag-ghost")!;
    expect(ghost.getAttribute("pointer-events")).toBe("none");
    expect(ghost.querySelector("circle")?.getAttribute("cx")).toBe("10");
    expect(ghost.querySelector("line")).not.toBeNull();
    expect(ghost.querySelector("text")?.textContent).toBe("no change");
    expect(ghostLabel({ kind: "changed", groups: [], summary: "P4 is now a client of P1" })).toBe(
      "P4 is now a client of P1",
    );
    expect(ghostLabel({ kind: "refused", message: "x" })).toContain("not allowed");
  });
});

describe("clusterToSvg", () => {
  it("is a standalone SVG document with a title, the drawing at scale 1 and the legend", () => {
    const p = paintOf("gather-broadcast", 3);
    const svg = clusterToSvg(p, "us", {
      title: "Clusters: Gather-Broadcast",
      subtitle: "2 agents, 6 clients",
    });
    const doc = parse(svg);
    const root = doc.documentElement;
    expect(root.tagName).toBe("svg");
    expect(root.getAttribute("xmlns")).toBe("http://www.w3.org/2000/svg");
    // As wide as the drawing, or as its heading or legend when they are wider.
    expect(Number(root.getAttribute("width"))).toBeGreaterThanOrEqual(VIEW.width);
    expect(Number(root.getAttribute("height"))).toBeGreaterThan(VIEW.height);
    const texts = Array.from(doc.querySelectorAll("text")).map((t) => t.textContent);
    expect(texts[0]).toBe("Clusters: Gather-Broadcast");
    expect(texts).toContain("2 agents, 6 clients");
    expect(texts).toContain("agent ⇄ agent exchange");
    expect(texts.some((t) => t?.startsWith("fast "))).toBe(true);
    expect(doc.querySelectorAll(".ag-node")).toHaveLength(8);
    // At scale 1 whatever the screen's zoom: the captions' size is the screen's 13 px.
    expect(doc.querySelector(".ag-caption")?.getAttribute("font-size")).toBe("13");
    expect(doc.querySelector("linearGradient stop")).not.toBeNull();
  });

  it("widens the document for a long heading and centres the drawing", () => {
    const p = paintOf();
    const title = "Clusters: Two-Step Broadcast — a very long scenario name that runs past the drawing";
    const doc = parse(clusterToSvg(p, "us", { title }));
    const width = Number(doc.documentElement.getAttribute("width"));
    expect(width).toBeGreaterThan(VIEW.width);
    expect(doc.querySelector("g")?.getAttribute("transform")).toMatch(
      new RegExp(`^translate\\(${(width - VIEW.width) / 2},`),
    );
  });
});

describe("pansOrZooms", () => {
  const onNode = (t: Element | null) => t?.hasAttribute("data-node") ?? false;
  it("lets the wheel and background presses through, not presses on a node or other buttons", () => {
    const node = document.createElementNS("http://www.w3.org/2000/svg", "g");
    node.setAttribute("data-node", "3");
    const bg = document.createElementNS("http://www.w3.org/2000/svg", "rect");
    const press = (target: Element, button = 0) => {
      const ev = new MouseEvent("mousedown", { button });
      Object.defineProperty(ev, "target", { value: target });
      return ev;
    };
    expect(pansOrZooms(new WheelEvent("wheel"), onNode)).toBe(true);
    expect(pansOrZooms(press(bg), onNode)).toBe(true);
    expect(pansOrZooms(press(node), onNode)).toBe(false);
    expect(pansOrZooms(press(bg, 2), onNode)).toBe(false);
  });
});
