// @vitest-environment jsdom
// The Gantt's SVG export carries the critical path when it is shown: an outline per task on the path
// (at the task's bar) and a dashed link between consecutive tasks, drawn over the lanes.
import { describe, expect, it } from "vitest";
import { criticalPath } from "../../../../src/core/schedule/critical-path";
import { criticalMarks, criticalPathSvg, CRITICAL_COLOR } from "../../../../src/ui/views/gantt/critical";
import { fullWindow, layoutGantt } from "../../../../src/ui/views/gantt/layout";
import { ganttModel } from "../../../../src/ui/views/gantt/model";
import { ganttToSvg } from "../../../../src/ui/views/gantt/svg";
import { taskBox } from "../../../../src/ui/views/gantt/hit";
import { paperExample } from "../fixtures";

describe("the critical path in the Gantt export", () => {
  const s = paperExample();
  const p = layoutGantt(
    s,
    { width: 1000, height: 400, window: fullWindow(s) },
    { colorBy: "message", showArrows: true },
  );
  const model = ganttModel(s);
  const path = criticalPath(s);
  const marks = criticalMarks(p, model, path);

  it("outlines every task on the path at its bar and links consecutive tasks", () => {
    expect(path.tasks.size).toBeGreaterThan(1);
    expect(marks.boxes).toHaveLength(path.tasks.size);
    const onPath = path.segments.filter((g) => g.kind === "task").length;
    expect(marks.links).toHaveLength(onPath - 1);
    for (const i of path.tasks) {
      const bar = taskBox(p, model, i)!;
      expect(marks.boxes.some((b) => b.y === bar.y && b.h === bar.h)).toBe(true);
    }
    // The chain reads left to right: each link starts where the previous task ends.
    for (const l of marks.links) expect(l.x2).toBeGreaterThanOrEqual(l.x1 - 1e-9);
  });

  it("is in the exported SVG only when given, as red outlines and dashed links", () => {
    const plain = ganttToSvg(p, { title: "ECF" });
    expect(plain).not.toContain("data-critical-path");
    const svg = ganttToSvg(p, { title: "ECF", overlay: criticalPathSvg(marks) });
    const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
    expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
    const g = doc.querySelector('[data-critical-path="true"]')!;
    expect(g).not.toBeNull();
    const red = Array.from(g.querySelectorAll("rect")).filter(
      (r) => r.getAttribute("stroke") === CRITICAL_COLOR,
    );
    expect(red).toHaveLength(path.tasks.size);
    const dashed = Array.from(g.querySelectorAll("line")).filter((l) => l.getAttribute("stroke-dasharray"));
    expect(dashed).toHaveLength(marks.links.length);
  });
});
