// The critical path on the Gantt chart (src/core/schedule/critical-path.ts): an overlay hook, painted
// after the hover/selection overlay, so the chart's own painter stays untouched. Each task on the path
// gets a thick outline; each link between consecutive tasks a line from the end of one to the start
// of the next (through the network for a transit), so the chain reads left to right to the makespan.
import { timeScale } from "../common/axis";
import { el } from "../common/svg";
import type { CriticalPath } from "../../../core/schedule/critical-path";
import { taskBox } from "./hit";
import type { GanttModel } from "./model";
import type { PaintView } from "./paint";
import type { GanttPrimitives } from "./types";

export const CRITICAL_COLOR = "#d62728";

/** The path's marks at the layout's coordinates: dashed links between consecutive tasks and boxes. */
export interface CriticalMarks {
  readonly links: readonly {
    readonly x1: number;
    readonly y1: number;
    readonly x2: number;
    readonly y2: number;
  }[];
  readonly boxes: readonly {
    readonly x: number;
    readonly y: number;
    readonly w: number;
    readonly h: number;
  }[];
}

/**
 * Where the path goes on a layout: each task's box ([start, end] only: a receive's waiting part is not
 * on the path) and a link from the end of each task to the start of the next. Rows between `top` and
 * `bottom` only (the screen), every row by default (export).
 */
export function criticalMarks(
  p: GanttPrimitives,
  model: GanttModel,
  path: CriticalPath,
  top = -Infinity,
  bottom = Infinity,
): CriticalMarks {
  const scale = timeScale(p.window, p.plotLeft, p.plotRight);
  const centre = (i: number) => {
    // From the columns: reading `schedule.tasks` would build every task object of a large schedule.
    const lane = i < model.cols.node.length ? p.lanes[model.cols.node[i] as number] : undefined;
    if (!lane) return null;
    const row = model.rowOf[i] ?? 0;
    return lane.y + row * lane.rowHeight + lane.rowHeight / 2;
  };
  const links: { x1: number; y1: number; x2: number; y2: number }[] = [];
  let prev: { x: number; y: number } | null = null;
  for (const seg of path.segments) {
    if (seg.kind !== "task") continue;
    const y = centre(seg.task);
    if (y === null) continue;
    if (prev) links.push({ x1: prev.x, y1: prev.y, x2: scale(seg.start), y2: y });
    prev = { x: scale(seg.end), y };
  }
  const boxes: { x: number; y: number; w: number; h: number }[] = [];
  for (const i of path.tasks) {
    const box = taskBox(p, model, i);
    if (!box || i >= model.cols.start.length || box.y + box.h < top || box.y > bottom) continue;
    const xa = Math.max(p.plotLeft, scale(model.cols.start[i] as number));
    const xb = Math.min(p.plotRight, scale(model.cols.end[i] as number));
    boxes.push({ x: xb - xa < 2 ? (xa + xb) / 2 - 1 : xa, y: box.y, w: Math.max(2, xb - xa), h: box.h });
  }
  return { links, boxes };
}

/** Paints the path over the overlay canvas (which `paintOverlay` has just cleared). */
export function paintCriticalPath(
  ctx: CanvasRenderingContext2D,
  p: GanttPrimitives,
  model: GanttModel,
  view: PaintView,
  path: CriticalPath,
): void {
  const { scrollY, height, pixelRatio } = view;
  ctx.save();
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, -scrollY * pixelRatio);
  ctx.beginPath();
  ctx.rect(p.plotLeft, scrollY, p.plotRight - p.plotLeft, height);
  ctx.clip();
  const marks = criticalMarks(p, model, path, scrollY, scrollY + height);
  ctx.lineWidth = 2;
  ctx.strokeStyle = CRITICAL_COLOR;
  ctx.setLineDash([6, 4]);
  for (const l of marks.links) {
    ctx.beginPath();
    ctx.moveTo(l.x1, l.y1);
    ctx.lineTo(l.x2, l.y2);
    ctx.stroke();
  }
  ctx.setLineDash([]);
  for (const b of marks.boxes) {
    ctx.lineWidth = 5;
    ctx.strokeStyle = "#ffffff";
    ctx.strokeRect(b.x - 1.5, b.y - 1.5, b.w + 3, b.h + 3);
    ctx.lineWidth = 3;
    ctx.strokeStyle = CRITICAL_COLOR;
    ctx.strokeRect(b.x - 1.5, b.y - 1.5, b.w + 3, b.h + 3);
  }
  ctx.restore();
}

/** The same marks as SVG (the export: drawn over the lanes, in the body's coordinates). */
export function criticalPathSvg(marks: CriticalMarks): string {
  let out = "";
  for (const l of marks.links) {
    out += el("line", {
      x1: l.x1,
      y1: l.y1,
      x2: l.x2,
      y2: l.y2,
      stroke: CRITICAL_COLOR,
      "stroke-width": 2,
      "stroke-dasharray": "6 4",
    });
  }
  for (const b of marks.boxes) {
    const box = { x: b.x - 1.5, y: b.y - 1.5, width: b.w + 3, height: b.h + 3, fill: "none" };
    out += el("rect", { ...box, stroke: "#ffffff", "stroke-width": 5 });
    out += el("rect", { ...box, stroke: CRITICAL_COLOR, "stroke-width": 3 });
  }
  return el("g", { "clip-path": "url(#plot)", "data-critical-path": "true" }, out);
}

/** One line for the status bar: how long the path is and what it is made of. */
export function criticalSummary(path: CriticalPath): string {
  let tasks = 0;
  let transit = 0;
  for (const seg of path.segments) {
    if (seg.kind === "task") tasks++;
    else if (seg.kind === "transit") {
      transit++;
    }
  }
  const parts = [`critical path: ${tasks} tasks`];
  if (transit > 0) parts.push(`${transit} transits`);
  if (path.unexplained > 0) parts.push("with unexplained waits");
  return parts.join(", ");
}
