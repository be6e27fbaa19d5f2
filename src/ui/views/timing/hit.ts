// Pointer → rectangle of the timing diagram, and a drop → the new order of the sender's sends
// (Bhat et al. Sec. 4.2: scheduling is positioning the rectangles; a drag moves one in its column).
import type { PlanEdit } from "../../../core/family";
import type { Schedule } from "../../../core/schedule/types";
import { sendsOf } from "../gantt/edit";
import { yOfTime } from "./layout";
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
  const t = s.tasks[task];
  if (!t || t.kind !== "send") return { edit: null, insertY: null };
  const sends = sendsOf(s, t.node);
  const from = sends.indexOf(task);
  const others = sends.filter((i) => i !== task);
  const mid = (i: number) => (s.tasks[i]!.start + s.tasks[i]!.end) / 2;
  let at = 0;
  while (at < others.length && mid(others[at] as number) < middle) at++;
  const before = others[at - 1];
  const after = others[at];
  const gap =
    before === undefined
      ? s.tasks[after ?? task]!.start
      : after === undefined
        ? s.tasks[before]!.end
        : (s.tasks[before]!.end + s.tasks[after]!.start) / 2;
  const order = others.map((i) => sends.indexOf(i));
  order.splice(at, 0, from);
  const unchanged = order.every((v, k) => v === k);
  return {
    edit: unchanged ? null : { type: "reorder-sends", node: t.node, order },
    insertY: unchanged ? null : yOfTime(p, gap),
  };
}
