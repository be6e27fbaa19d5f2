// What changed between two schedules of one scenario (docs/architecture.md, "Schedules side by side"):
// the tasks are matched by their identity — kind, source, destination and message — and a matched
// task whose start or end moved (beyond the app's time tolerance, src/core/tolerance.ts) is "moved".
// A UI helper over the common Schedule type only, so it works for every family.
import type { Schedule, Task } from "../../core/schedule/types";
import { approxEqual } from "../../core/tolerance";
import { formatNumber, TIME_UNIT_LABEL, type TimeUnit } from "../../core/units";

/** A task's identity: kind, source, destination, message ("send P0→P3 m1"). */
export function taskIdentity(t: Task): string {
  // A receive's source is its peer; every other kind starts on its own node.
  const [src, dst] = t.kind === "recv" ? [t.peer, t.node] : [t.node, t.peer];
  const msg = t.messages && t.messages.length > 1 ? t.messages.join("+") : String(t.message);
  return `${t.kind}|${src}|${dst}|${msg}`;
}

/** A task present in both schedules whose times differ: its index before and after. */
export interface MovedTask {
  readonly before: number;
  readonly after: number;
  /** after.start − before.start. */
  readonly shift: number;
}

export interface ScheduleDiff {
  readonly moved: readonly MovedTask[];
  /** Indices (in the new schedule) of tasks that have no match in the old one. */
  readonly added: readonly number[];
  /** Indices (in the old schedule) of tasks that have no match in the new one. */
  readonly removed: readonly number[];
  /** Matched tasks at the same times. */
  readonly unchanged: number;
  readonly makespanBefore: number;
  readonly makespanAfter: number;
}

/** Task indices grouped by identity, each group in start order (then lane, then index). */
function byIdentity(s: Schedule): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  s.tasks.forEach((t, i) => {
    const key = taskIdentity(t);
    const g = groups.get(key);
    if (g) g.push(i);
    else groups.set(key, [i]);
  });
  for (const g of groups.values()) {
    g.sort((a, b) => {
      const ta = s.tasks[a] as Task;
      const tb = s.tasks[b] as Task;
      return ta.start - tb.start || ta.end - tb.end || a - b;
    });
  }
  return groups;
}

/**
 * The tasks of `after` matched to those of `before` by identity; when an identity occurs several times
 * (a packet message's steps, repeated transfers) the k-th occurrence in start order matches the k-th.
 */
export function diffSchedules(before: Schedule, after: Schedule): ScheduleDiff {
  const old = byIdentity(before);
  const now = byIdentity(after);
  const moved: MovedTask[] = [];
  const added: number[] = [];
  const removed: number[] = [];
  let unchanged = 0;
  for (const [key, js] of now) {
    const is = old.get(key) ?? [];
    js.forEach((j, k) => {
      const i = is[k];
      if (i === undefined) {
        added.push(j);
        return;
      }
      const a = before.tasks[i] as Task;
      const b = after.tasks[j] as Task;
      if (approxEqual(a.start, b.start) && approxEqual(a.end, b.end)) unchanged++;
      else moved.push({ before: i, after: j, shift: b.start - a.start });
    });
    for (let k = js.length; k < is.length; k++) removed.push(is[k] as number);
  }
  for (const [key, is] of old) if (!now.has(key)) removed.push(...is);
  moved.sort((x, y) => x.after - y.after);
  added.sort((x, y) => x - y);
  removed.sort((x, y) => x - y);
  return {
    moved,
    added,
    removed,
    unchanged,
    makespanBefore: before.makespan,
    makespanAfter: after.makespan,
  };
}

/** Whether nothing moved, appeared or disappeared and the makespan is the same. */
export function isSameSchedule(d: ScheduleDiff): boolean {
  return (
    d.moved.length === 0 &&
    d.added.length === 0 &&
    d.removed.length === 0 &&
    approxEqual(d.makespanBefore, d.makespanAfter)
  );
}

/** "19 → 26 µs, +7", "26 → 19 µs, −7", "19 µs, unchanged". */
export function makespanChangeText(before: number, after: number, unit: TimeUnit): string {
  const u = TIME_UNIT_LABEL[unit];
  if (approxEqual(before, after)) return `${formatNumber(after)} ${u}, unchanged`;
  const delta = after - before;
  const sign = delta > 0 ? "+" : "−";
  return `${formatNumber(before)} → ${formatNumber(after)} ${u}, ${sign}${formatNumber(Math.abs(delta))}`;
}

/** "3 tasks moved, 1 added, 2 removed" (parts that are zero left out; "no task moved"). */
export function diffSummary(d: ScheduleDiff): string {
  const parts: string[] = [];
  if (d.moved.length > 0) parts.push(`${d.moved.length} ${d.moved.length === 1 ? "task" : "tasks"} moved`);
  if (d.added.length > 0) parts.push(`${d.added.length} added`);
  if (d.removed.length > 0) parts.push(`${d.removed.length} removed`);
  return parts.length > 0 ? parts.join(", ") : "no task moved";
}
