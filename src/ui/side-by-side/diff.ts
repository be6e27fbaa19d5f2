// What changed between two schedules of one scenario (docs/architecture.md, "Schedules side by side"):
// the tasks are matched by their identity — kind, source, destination and message — and a matched
// task whose start or end moved (beyond the app's time tolerance, src/core/tolerance.ts) is "moved".
// A UI helper over the common Schedule type only, so it works for every family.
import { KIND_CODES, taskOfColumns, type PackedTasks } from "../../core/schedule/pack";
import type { Schedule, Task } from "../../core/schedule/types";
import { approxEqual } from "../../core/tolerance";
import { formatNumber, TIME_UNIT_LABEL, type TimeUnit } from "../../core/units";
import { columnsOf } from "../views/gantt/model";

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

/** A task's identity as a Map key: a number when the columns allow it, else the identity string. */
type Key = number | string;

const RECV = KIND_CODES.indexOf("recv");

/** The mixed radix of numeric identity keys, shared by both schedules; null when strings are needed. */
interface Radix {
  readonly lanes: number;
  readonly messages: number;
}

/**
 * Numeric keys (kind, source, destination, message in mixed radix) fit when no task carries several
 * messages and the radix product stays exact. One radix for both schedules, so equal keys mean equal
 * identities across them.
 */
function radixOf(cols: readonly PackedTasks[]): Radix | null {
  let maxNode = 0;
  let maxMessage = 0;
  for (const c of cols) {
    const { node, peer, message, messagesOffsets } = c;
    for (let i = 0; i < c.count; i++) {
      const n = node[i] as number;
      const p = peer[i] as number;
      const m = message[i] as number;
      if (n > maxNode) maxNode = n;
      if (p > maxNode) maxNode = p;
      if (m > maxMessage) maxMessage = m;
      if (m < -1 || p < -1 || n < 0) return null;
      if ((messagesOffsets[i + 1] as number) - (messagesOffsets[i] as number) > 1) return null;
    }
  }
  const lanes = maxNode + 2; // peer −1 (none) becomes 0
  const messages = maxMessage + 2;
  return KIND_CODES.length * lanes * lanes * messages < Number.MAX_SAFE_INTEGER ? { lanes, messages } : null;
}

/**
 * The identity key of every task, read from the columns (no task objects: a schedule from the worker
 * is columns, and building 10 000 task objects on each edit was most of the diff's time): a number
 * under `radix`, else the identity string of `taskIdentity`.
 */
function identityKeys(c: PackedTasks, radix: Radix | null): Key[] {
  const keys = new Array<Key>(c.count);
  for (let i = 0; i < c.count; i++) {
    if (radix === null) {
      keys[i] = taskIdentity(taskOfColumns(c, i));
      continue;
    }
    const { lanes, messages } = radix;
    const kind = c.kind[i] as number;
    const node = c.node[i] as number;
    const peer = c.peer[i] as number;
    // A receive's source is its peer; every other kind starts on its own node (as taskIdentity).
    const [src, dst] = kind === RECV ? [peer, node] : [node, peer];
    keys[i] = ((kind * lanes + src + 1) * lanes + dst + 1) * messages + (c.message[i] as number) + 1;
  }
  return keys;
}

/** Task indices grouped by identity, each group in start order (then end, then index). */
function byIdentity(c: PackedTasks, keys: readonly Key[]): Map<Key, number[]> {
  const groups = new Map<Key, number[]>();
  for (let i = 0; i < c.count; i++) {
    const key = keys[i] as Key;
    const g = groups.get(key);
    if (g) g.push(i);
    else groups.set(key, [i]);
  }
  for (const g of groups.values()) {
    if (g.length > 1) {
      g.sort(
        (a, b) =>
          (c.start[a] as number) - (c.start[b] as number) ||
          (c.end[a] as number) - (c.end[b] as number) ||
          a - b,
      );
    }
  }
  return groups;
}

/**
 * The tasks of `after` matched to those of `before` by identity; when an identity occurs several times
 * (a packet message's steps, repeated transfers) the k-th occurrence in start order matches the k-th.
 * Reads the schedules' columns (src/core/schedule/pack.ts), never their task objects.
 */
export function diffSchedules(before: Schedule, after: Schedule): ScheduleDiff {
  const b = columnsOf(before);
  const a = columnsOf(after);
  const radix = radixOf([b, a]);
  const old = byIdentity(b, identityKeys(b, radix));
  const now = byIdentity(a, identityKeys(a, radix));
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
      const startBefore = b.start[i] as number;
      const startAfter = a.start[j] as number;
      if (approxEqual(startBefore, startAfter) && approxEqual(b.end[i] as number, a.end[j] as number))
        unchanged++;
      else moved.push({ before: i, after: j, shift: startAfter - startBefore });
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
