// The Gantt's level of detail: rows with more tasks in the window than pixels draw one mark per pixel
// column, and lanes outside the band a scrolled stage shows are not laid out at all. A frame then costs
// what the screen holds; these tests check that nothing in view is lost by it.
import { describe, expect, it } from "vitest";
import { fullWindow, gutterWidth, layoutGantt, LOD_DENSITY } from "../../../../src/ui/views/gantt/layout";
import { ganttModel } from "../../../../src/ui/views/gantt/model";
import type { GanttOptions } from "../../../../src/ui/views/gantt/types";
import { bandAround } from "../../../../src/ui/views/common/use-time-axis";
import { scaleSchedule } from "../fixtures";

const opts: GanttOptions = { colorBy: "message", showArrows: true };

describe("Gantt level of detail", () => {
  // 8 lanes, 40 000 tasks: about 5 000 per lane, far more than the 400 pixels of the plot.
  const s = scaleSchedule(8, 40_000, 3);
  const model = ganttModel(s);
  const width = gutterWidth(s) + 400 + 20;
  const p = layoutGantt(s, { width, height: 600, window: fullWindow(s) }, opts);
  const plot = p.plotRight - p.plotLeft;

  it("draws at most a few marks per pixel column of each row", () => {
    const rows = model.rows.reduce((n, r) => n + r.length, 0);
    expect(s.tasks.length / rows).toBeGreaterThan(LOD_DENSITY * plot);
    expect(p.rects.length).toBeLessThanOrEqual(rows * (plot + 2) * 2);
  });

  it("covers every task in the window with a mark in its row, within a pixel", () => {
    const xOf = (t: number) => p.plotLeft + ((t - p.window[0]) / (p.window[1] - p.window[0])) * plot;
    s.tasks.forEach((t, i) => {
      const lane = p.lanes[t.node]!;
      const pad = Math.max(2, Math.round(lane.rowHeight * 0.14));
      const y = lane.y + (model.rowOf[i] ?? 0) * lane.rowHeight + pad;
      const a = xOf(model.from[i]!);
      const b = xOf(t.end);
      const hit = p.rects.some((r) => r.y === y && r.x <= b + 1 && r.x + r.w >= a - 1);
      if (!hit) throw new Error(`task ${i} (lane ${t.node}) has no mark over [${a}, ${b}]`);
    });
  });

  it("counts every task in view and every arrow it leaves out", () => {
    expect(p.visibleTasks).toBe(s.tasks.length);
    expect(p.arrows).toHaveLength(0);
    expect(p.arrowsHidden).toBe(s.tasks.length / 2);
  });

  it("zoomed in far enough, draws every task on its own again", () => {
    const [a, b] = fullWindow(s);
    const w: [number, number] = [a + (b - a) / 2, a + (b - a) / 2 + (b - a) / 2000];
    const zoomed = layoutGantt(s, { width, height: 600, window: w }, opts);
    expect(zoomed.rects.some((r) => r.kind === "merged")).toBe(false);
    expect(zoomed.visibleTasks).toBeGreaterThan(0);
  });

  it("lays out only the lanes in the band, keeping every lane's geometry", () => {
    const many = scaleSchedule(200, 4_000, 5);
    const full = layoutGantt(many, { width: 900, height: 300, window: fullWindow(many) }, opts);
    const band = bandAround(0, 300);
    const part = layoutGantt(many, { width: 900, height: 300, window: fullWindow(many), band }, opts);
    expect(part.lanes).toEqual(full.lanes);
    expect(part.laneStart).toHaveLength(full.laneStart.length);
    const inBand = full.rects.filter((r) => r.y <= band[1]);
    expect(part.rects).toEqual(inBand);
    expect(part.rects.length).toBeLessThan(full.rects.length / 4);
  });

  it("bands are whole screens around the scroll position", () => {
    expect(bandAround(0, 300)).toEqual([-300, 600]);
    expect(bandAround(299, 300)).toEqual([-300, 600]);
    expect(bandAround(300, 300)).toEqual([0, 900]);
  });
});
