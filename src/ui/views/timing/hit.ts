// Pointer → rectangle of the timing diagram, and a drop → the new order of the sender's sends
// (Bhat et al. Sec. 4.2: scheduling is positioning the rectangles; a drag moves one in its column).
import type { PlanEdit } from "../../../core/family";
import type { Schedule } from "../../../core/schedule/types";
import { yOfTime } from "./layout";
import { columnTasks, isSendAt, timingModel } from "./model";
import type { TimingPrimitives, TimingRect } from "./types";

/** The rectangle under (x, y), or undefined; within `slop` pixels vertically, the nearest wins. */
export function hitTiming(p: TimingPrimitives, x: number, y: number, slop = 2): TimingRect | undefined {
  let best: TimingRect | undefined;
  let bestDistance = Infinity;
  for (const r of p.rects) {
    if (x < r.x - 1 || x > r.x + r.w + 1) continue;
    const d = y < r.y ? r.y - y : y > r.y + r.h ? y - (r.y + r.h) : 0;
    if (d > slop) continue;
    // Real events beat ghosts; then the nearest.
    const score = d + (r.ghost ? 0.5 : 0);
    if (score < bestDistance) {
      best = r;
      bestDistance = score;
    }
  }
  return best;
}

/** The rectangles that draw `task` (one per side it appears on). */
export function rectsOfTask(p: TimingPrimitives, task: number): TimingRect[] {
  return task < 0 ? [] : p.rects.filter((r) => r.task === task);
}

export interface Drop {
  /** The edit, or null when the order does not change. */
  readonly edit: PlanEdit | null;
  /** y of the gap the event would go into (for the drop indicator), or null. */
  readonly insertY: number | null;
}

/**
 * Dropping send `task` with its middle at time `middle`: it goes after every other send of its node
 * whose middle is earlier. The edit names the new order as indices into the node's sends in time order
 * (`reorder-sends`, as the Gantt's drag), which for redistribution is the plan's order (moveSend).
 */
export function dropSend(s: Schedule, p: TimingPrimitives, task: number, middle: number): Drop {
  // Read from the columns (the timing model's), never `s.tasks`: a drag frame of a million-task
  // schedule must not build every task object.
  const model = timingModel(s);
  const c = model.cols;
  if (task < 0 || task >= c.count || !isSendAt(c, task)) return { edit: null, insertY: null };
  const node = c.node[task] as number;
  if (node < 0 || node >= s.lanes.length) return { edit: null, insertY: null };
  // The node's sends in time order (ties by task index): gantt/edit.ts sendsOf, from its sender column.
  const sends = Array.from(columnTasks(model, "send", node)).filter((i) => isSendAt(c, i));
  const from = sends.indexOf(task);
  const others = sends.filter((i) => i !== task);
  const mid = (i: number) => ((c.start[i] as number) + (c.end[i] as number)) / 2;
  let at = 0;
  while (at < others.length && mid(others[at] as number) < middle) at++;
  const before = others[at - 1];
  const after = others[at];
  const gap =
    before === undefined
      ? (c.start[after ?? task] as number)
      : after === undefined
        ? (c.end[before] as number)
        : ((c.end[before] as number) + (c.start[after] as number)) / 2;
  // The others' places in `sends`: every place but `from`, in order.
  const order = others.map((_, k) => (k < from ? k : k + 1));
  order.splice(at, 0, from);
  const unchanged = order.every((v, k) => v === k);
  return {
    edit: unchanged ? null : { type: "reorder-sends", node, order },
    insertY: unchanged ? null : yOfTime(p, gap),
  };
}
