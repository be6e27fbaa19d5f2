// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { fullWindow, layoutGantt } from "../../../../src/ui/views/gantt/layout";
import { ganttToSvg } from "../../../../src/ui/views/gantt/svg";
import type { Schedule } from "../../../../src/core/schedule/types";
import { allgatherLike, gridLike, packetLike, paperExample, scaleSchedule } from "../fixtures";

function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  expect(doc.documentElement.tagName).toBe("svg");
  return doc;
}

const texts = (doc: Document) => Array.from(doc.getElementsByTagName("text"), (t) => t.textContent);

function exportOf(s: Schedule, colorBy: "message" | "stage" = "message") {
  const p = layoutGantt(
    s,
    { width: 1000, height: 400, window: fullWindow(s) },
    { colorBy, showArrows: true },
  );
  return { p, doc: parse(ganttToSvg(p, { title: "ECF — paper example", subtitle: "makespan 19 µs" })) };
}

describe("ganttToSvg", () => {
  it("is well-formed and carries the title, lane labels, axis unit, markers and legend", () => {
    const { doc } = exportOf(paperExample());
    const t = texts(doc);
    expect(t).toContain("ECF — paper example");
    for (const lane of ["P0", "P1", "P2", "P3"]) expect(t).toContain(lane);
    expect(t).toContain("time (µs)");
    expect(t).toContain("makespan 19 µs");
    expect(t).toContain("lower bound 13 µs");
    expect(t).toContain("m2: P2 → {P0,P1,P3}");
    expect(t).toContain("receive: waiting");
  });

  it("has one rectangle per bar of the layout", () => {
    const { p, doc } = exportOf(paperExample());
    const bars = doc.querySelectorAll("[data-task]");
    expect(bars).toHaveLength(p.rects.length);
    // 7 sends, 7 receive bodies, and the receives that waited.
    expect(p.rects.filter((r) => r.kind === "send")).toHaveLength(7);
    expect(p.rects.filter((r) => r.kind === "recv")).toHaveLength(7);
    expect(doc.querySelectorAll('[data-kind="wait"]')).toHaveLength(
      p.rects.filter((r) => r.kind === "wait").length,
    );
    expect(doc.querySelectorAll("line[marker-end]")).toHaveLength(7);
  });

  it("fills waiting with hatching and intra-cluster broadcasts with stripes, defined once per colour", () => {
    const paper = exportOf(paperExample()).doc;
    const waits = Array.from(paper.querySelectorAll('[data-kind="wait"]'));
    for (const w of waits) {
      const ref = /^url\(#(.+)\)$/.exec(w.getAttribute("fill") ?? "")?.[1];
      expect(ref).toBeDefined();
      expect(paper.getElementById(ref!)?.tagName).toBe("pattern");
    }
    const grid = exportOf(gridLike()).doc;
    const intra = Array.from(grid.querySelectorAll('[data-kind="intra"]'));
    expect(intra).toHaveLength(4);
    expect(intra[0]!.getAttribute("fill")).toMatch(/^url\(#s/);
    expect(texts(grid)).toContain("time (ms)");
    expect(texts(grid)).toContain("orsay");
  });

  it("exports every family's shape", () => {
    expect(texts(exportOf(allgatherLike(), "stage").doc)).toEqual(
      expect.arrayContaining(["gather", "exchange", "distribute"]),
    );
    expect(texts(exportOf(packetLike()).doc)).toContain("packet step");
  });

  it("stays bounded for large schedules (merged under a pixel) and says when arrows were left out", () => {
    const s = scaleSchedule(80, 2000);
    const { p, doc } = exportOf(s);
    expect(doc.querySelectorAll("[data-task]").length).toBe(p.rects.length);
    expect(texts(doc).some((x) => x?.includes("arrows not drawn"))).toBe(true);
    expect(texts(doc)).toContain("P79");
  });

  it("escapes text", () => {
    const s: Schedule = { ...paperExample(), lanes: ["<a&b>", "P1", "P2", "P3"] };
    const svg = ganttToSvg(
      layoutGantt(s, { width: 800, height: 300, window: [0, 20] }, { colorBy: "message", showArrows: false }),
    );
    expect(svg).toContain("&lt;a&amp;b&gt;");
    expect(texts(parse(svg))).toContain("<a&b>");
  });
});
