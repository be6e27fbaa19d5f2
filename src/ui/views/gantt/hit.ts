// Pointer → task (hover, click) and task → box (selection outline), from the primitives and the
// per-schedule model, without rebuilding the layout: O(log n) per lookup.
import { timeScale } from "../common/axis";
import { firstReaching, type GanttModel } from "./model";
import type { GanttLane, GanttPrimitives } from "./types";

/** The lane under content coordinate `y` (binary search over lane tops), or undefined. */
export function laneAt(p: GanttPrimitives, y: number): GanttLane | undefined {
  let lo = 0;
  let hi = p.lanes.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const lane = p.lanes[mid] as GanttLane;
    if (y < lane.y) hi = mid - 1;
    else if (y >= lane.y + lane.height) lo = mid + 1;
    else return lane;
  }
  return undefined;
}

/**
 * The task under (x, y) in content coordinates (y from the top of the first lane), or -1. A task
 * within `slop` pixels counts, so sub-pixel tasks can still be picked; the closest one wins.
 */
export function hitTest(p: GanttPrimitives, model: GanttModel, x: number, y: number, slop = 3): number {
  if (x < p.plotLeft || x > p.plotRight) return -1;
  const lane = laneAt(p, y);
  if (!lane) return -1;
  const row = model.rows[lane.index]?.[Math.floor((y - lane.y) / lane.rowHeight)];
  if (!row) return -1;
  const scale = timeScale(p.window, p.plotLeft, p.plotRight);
  const t = scale.invert(x);
  const tol = Math.abs(scale.invert(x + slop) - t);
  let best = -1;
  let bestDistance = Infinity;
  for (let k = firstReaching(row, t - tol); k < row.tasks.length; k++) {
    const i = row.tasks[k] as number;
    const from = model.from[i] as number;
    if (from > t + tol) break;
    const end = row.end[k] as number;
    const distance = t < from ? from - t : t > end ? t - end : 0;
    if (distance <= tol && distance < bestDistance) {
      best = i;
      bestDistance = distance;
    }
  }
  return best;
}

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

/** The outline of task `i` (waiting part included), clipped to the plot; null when off-window. */
export function taskBox(p: GanttPrimitives, model: GanttModel, i: number): Box | null {
  // From the columns: reading `schedule.tasks` would build every task object of a large schedule.
  const c = model.cols;
  const lane = i >= 0 && i < c.count ? p.lanes[c.node[i] as number] : undefined;
  if (!lane) return null;
  const scale = timeScale(p.window, p.plotLeft, p.plotRight);
  const xa = Math.max(p.plotLeft, scale(model.from[i] as number));
  const xb = Math.min(p.plotRight, scale(c.end[i] as number));
  if (xb < p.plotLeft || xa > p.plotRight) return null;
  const w = Math.max(xb - xa, 2);
  const row = model.rowOf[i] ?? 0;
  const pad = Math.max(2, Math.round(lane.rowHeight * 0.14));
  return {
    x: xb - xa < 2 ? (xa + xb) / 2 - 1 : xa,
    y: lane.y + row * lane.rowHeight + pad,
    w,
    h: lane.rowHeight - 2 * pad,
  };
}

/** Selection strings as the shell stores them: "task:12". */
export function parseTaskSelection(selection: string | undefined, taskCount: number): number {
  const m = /^task:(\d+)$/.exec(selection ?? "");
  if (!m) return -1;
  const i = Number(m[1]);
  return i < taskCount ? i : -1;
}
