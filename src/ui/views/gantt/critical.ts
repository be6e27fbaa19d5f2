// The critical path on the Gantt chart (src/core/schedule/critical-path.ts): an overlay hook, painted
// after the hover/selection overlay, so the chart's own painter stays untouched. Each task on the path
// gets a thick outline; each link between consecutive tasks a line from the end of one to the start
// of the next (through the network for a transit), so the chain reads left to right to the makespan.
import { timeScale } from "../common/axis";
import type { CriticalPath } from "../../../core/schedule/critical-path";
import { taskBox } from "./hit";
import type { GanttModel } from "./model";
import type { PaintView } from "./paint";
import type { GanttPrimitives } from "./types";

export const CRITICAL_COLOR = "#d62728";

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
  const scale = timeScale(p.window, p.plotLeft, p.plotRight);
  const centre = (i: number) => {
    const t = model.schedule.tasks[i];
    const lane = t ? p.lanes[t.node] : undefined;
    if (!t || !lane) return null;
    const row = model.rowOf[i] ?? 0;
    return lane.y + row * lane.rowHeight + lane.rowHeight / 2;
  };
  ctx.lineWidth = 2;
  ctx.strokeStyle = CRITICAL_COLOR;
  let prev: { x: number; y: number } | null = null;
  for (const seg of path.segments) {
    if (seg.kind !== "task") continue;
    const y = centre(seg.task);
    if (y === null) continue;
    if (prev) {
      ctx.setLineDash([6, 4]);
      ctx.beginPath();
      ctx.moveTo(prev.x, prev.y);
      ctx.lineTo(scale(seg.start), y);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    prev = { x: scale(seg.end), y };
  }
  for (const i of path.tasks) {
    const box = taskBox(p, model, i);
    const t = model.schedule.tasks[i];
    if (!box || !t || box.y + box.h < scrollY || box.y > scrollY + height) continue;
    // the task itself, [start, end]: a receive's waiting part is not on the path
    const xa = Math.max(p.plotLeft, scale(t.start));
    const xb = Math.min(p.plotRight, scale(t.end));
    const b = { x: xb - xa < 2 ? (xa + xb) / 2 - 1 : xa, y: box.y, w: Math.max(2, xb - xa), h: box.h };
    ctx.lineWidth = 5;
    ctx.strokeStyle = "#ffffff";
    ctx.strokeRect(b.x - 1.5, b.y - 1.5, b.w + 3, b.h + 3);
    ctx.lineWidth = 3;
    ctx.strokeStyle = CRITICAL_COLOR;
    ctx.strokeRect(b.x - 1.5, b.y - 1.5, b.w + 3, b.h + 3);
  }
  ctx.restore();
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
