// Invariants every schedule keeps, whatever its family; families add their model's own checks.
import { approxEqual, definitelyLess } from "../tolerance";
import type { Schedule, Task, TaskKind } from "./types";

const describe = (t: Task) =>
  `${t.kind} on P${t.node}${t.peer >= 0 ? ` with P${t.peer}` : ""} (message ${t.message}, ${t.start}–${t.end})`;

/** Finite times, start ≤ end, receives start at max(posted, arrival), lanes and peers in range. */
export function checkTaskSanity(s: Schedule): string[] {
  const out: string[] = [];
  const lanes = s.lanes.length;
  for (const t of s.tasks) {
    if (!Number.isFinite(t.start) || !Number.isFinite(t.end))
      out.push(`${describe(t)}: times must be finite`);
    if (definitelyLess(t.end, t.start)) out.push(`${describe(t)}: ends before it starts`);
    if (t.node < 0 || t.node >= lanes) out.push(`${describe(t)}: lane out of range`);
    if (t.peer >= lanes) out.push(`${describe(t)}: peer out of range`);
    if (t.kind === "recv" && t.posted !== undefined && t.arrival !== undefined) {
      if (!approxEqual(t.start, Math.max(t.posted, t.arrival))) {
        out.push(`${describe(t)}: must start at max(posted ${t.posted}, arrival ${t.arrival})`);
      }
    }
  }
  return out;
}

/**
 * A node does one thing at a time: tasks of the given kinds on one lane do not overlap. For receives
 * the occupied interval is [posted, end) (a blocking receive holds the node while it waits).
 */
export function checkLanesExclusive(s: Schedule, kinds: readonly TaskKind[] = ["send", "recv"]): string[] {
  const out: string[] = [];
  const byLane = new Map<number, Task[]>();
  for (const t of s.tasks) {
    if (!kinds.includes(t.kind)) continue;
    const list = byLane.get(t.node) ?? [];
    list.push(t);
    byLane.set(t.node, list);
  }
  const from = (t: Task) => (t.kind === "recv" && t.posted !== undefined ? t.posted : t.start);
  for (const list of byLane.values()) {
    list.sort((a, b) => from(a) - from(b) || a.end - b.end);
    for (let i = 1; i < list.length; i++) {
      const prev = list[i - 1] as Task;
      const cur = list[i] as Task;
      if (definitelyLess(from(cur), prev.end) && definitelyLess(from(cur), cur.end)) {
        out.push(`P${cur.node} does two things at once: ${describe(prev)} and ${describe(cur)}`);
      }
    }
  }
  return out;
}

/** The makespan is the latest end of any task. */
export function checkMakespan(s: Schedule): string[] {
  let latest = 0;
  for (const t of s.tasks) latest = Math.max(latest, t.end);
  return approxEqual(latest, s.makespan)
    ? []
    : [`makespan ${s.makespan} differs from the latest task end ${latest}`];
}
