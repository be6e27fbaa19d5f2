// Reordering a node's sends by dragging one along its lane (docs/architecture.md: a user's edit becomes a plan
// the simulator replays). The edit names the new order as indices into the node's current sends,
// taken in time order.
import type { PlanEdit } from "../../../core/family";
import type { Schedule } from "../../../core/schedule/types";

/** The node's send tasks in time order (ties by task index): what `reorder-sends` indices refer to. */
export function sendsOf(s: Schedule, node: number): number[] {
  const out: number[] = [];
  s.tasks.forEach((t, i) => {
    if (t.node === node && t.kind === "send") out.push(i);
  });
  return out.sort((a, b) => s.tasks[a]!.start - s.tasks[b]!.start || a - b);
}

/**
 * Dropping send task `task` so that it starts at `time`: it goes before the first other send of its
 * node that starts later. Null when the order does not change (or the task is not a send).
 */
export function reorderSendsEdit(s: Schedule, task: number, time: number): PlanEdit | null {
  const t = s.tasks[task];
  if (!t || t.kind !== "send") return null;
  const sends = sendsOf(s, t.node);
  const from = sends.indexOf(task);
  const others = sends.filter((i) => i !== task);
  let at = others.findIndex((i) => s.tasks[i]!.start > time);
  if (at < 0) at = others.length;
  const order = others.map((i) => sends.indexOf(i));
  order.splice(at, 0, from);
  if (order.every((v, k) => v === k)) return null;
  return { type: "reorder-sends", node: t.node, order };
}
