// The Analysis functions as they were before they read the task columns: one pass over the task
// objects, arrays of numbers and comparator sorts. Kept as the oracles of the property tests — the
// columnar versions in src/core/schedule/ must give the same answers on every family's schedules.
import { isReceivingTask, isSendingTask, type NodeTimes } from "../../../src/core/schedule/node-stats";
import { cellOf, type TableFilter, type TableSort } from "../../../src/core/schedule/task-table";
import {
  ABSENT_INT,
  ABSENT_STAGE,
  KIND_CODES,
  packedTasks,
  type PackedTasks,
} from "../../../src/core/schedule/pack";
import { unionLength, type LinkColumns } from "../../../src/core/schedule/link-stats";
import type { Schedule } from "../../../src/core/schedule/types";

const SEND = 0;
const RECV = 1;
const WAIT = 2;

/** Per node, the time in each class up to the makespan; each row's five figures sum to the makespan. */
export function naiveNodeStats(s: Schedule): NodeTimes[] {
  const horizon = s.makespan;
  // per node: interval events [time, class, +1/-1]
  const events: number[][] = s.lanes.map(() => []);
  const add = (node: number, cls: number, from: number, to: number) => {
    const a = Math.max(0, Math.min(from, horizon));
    const b = Math.max(0, Math.min(to, horizon));
    if (b <= a) return;
    const list = events[node];
    if (!list) return;
    list.push(a, cls, 1, b, cls, -1);
  };
  const firstRecv = new Array<number>(s.lanes.length).fill(Infinity);
  const firstSend = new Array<number>(s.lanes.length).fill(Infinity);
  for (const t of s.tasks) {
    if (isSendingTask(t)) {
      add(t.node, SEND, t.start, t.end);
      if (t.end > t.start) firstSend[t.node] = Math.min(firstSend[t.node] as number, t.start);
    } else if (isReceivingTask(t)) {
      add(t.node, RECV, t.start, t.end);
      if (t.posted !== undefined) add(t.node, WAIT, t.posted, t.start);
      if (t.end > t.start) firstRecv[t.node] = Math.min(firstRecv[t.node] as number, t.start);
      // a sender held back by this (busy) receiver: from its request to the start
      const m = t.match;
      const from = m !== undefined && m >= 0 ? s.tasks[m] : undefined;
      if (from && from.kind === "send" && t.arrival !== undefined && t.arrival < from.start) {
        add(from.node, WAIT, t.arrival, from.start);
      }
    }
  }
  return s.lanes.map((_, node) => {
    const first = firstRecv[node] as number;
    if (Number.isFinite(first) && first <= (firstSend[node] as number)) add(node, WAIT, 0, first);
    const list = events[node] ?? [];
    const order: number[] = [];
    for (let k = 0; k < list.length; k += 3) order.push(k);
    order.sort((x, y) => (list[x] as number) - (list[y] as number));
    const active = [0, 0, 0];
    const total = [0, 0, 0, 0, 0]; // sending, receiving, both, waiting, idle
    let at = 0;
    const close = (to: number) => {
      const d = to - at;
      if (d <= 0) return;
      const sending = (active[SEND] as number) > 0;
      const receiving = (active[RECV] as number) > 0;
      const cls =
        sending && receiving ? 2 : sending ? 0 : receiving ? 1 : (active[WAIT] as number) > 0 ? 3 : 4;
      total[cls] = (total[cls] as number) + d;
      at = to;
    };
    for (const k of order) {
      close(list[k] as number);
      const cls = list[k + 1] as number;
      active[cls] = (active[cls] as number) + (list[k + 2] as number);
    }
    close(horizon);
    return {
      node,
      sending: total[0] as number,
      receiving: total[1] as number,
      both: total[2] as number,
      waiting: total[3] as number,
      idle: total[4] as number,
    };
  });
}

const inRange = (v: number, r: { readonly min?: number; readonly max?: number }) =>
  (r.min === undefined || v >= r.min) && (r.max === undefined || v <= r.max);

/** The task table's filter as it was: a haystack string per task. */
export function naiveFilterTasks(s: Schedule, filter: TableFilter, step?: number): number[] {
  const c = packedTasks(s);
  const text = filter.text.trim().toLowerCase();
  const out: number[] = [];
  for (let i = 0; i < c.count; i++) {
    const taskStep = c.step[i] as number;
    if (step !== undefined && taskStep !== ABSENT_INT && taskStep >= step) continue;
    if (filter.lane !== "all" && c.node[i] !== filter.lane) continue;
    const start = c.start[i] as number;
    const end = c.end[i] as number;
    if (!inRange(start, filter.start) || !inRange(end, filter.end)) continue;
    if (!inRange(end - start, filter.duration)) continue;
    if (text) {
      const hay = [
        cellOf(s, c, i, "lane"),
        cellOf(s, c, i, "peer"),
        cellOf(s, c, i, "message"),
        cellOf(s, c, i, "kind"),
      ]
        .join("\u0000")
        .toLowerCase();
      if (!hay.includes(text)) continue;
    }
    out.push(i);
  }
  return out;
}

/** The task table's sort as it was: a comparator over {index, cell} objects. */
export function naiveSortTasks(s: Schedule, rows: readonly number[], sort: TableSort): number[] {
  const c = packedTasks(s);
  const sign = sort.dir === "ascending" ? 1 : -1;
  const keyed = rows.map((i) => ({ i, v: cellOf(s, c, i, sort.column) }));
  const collator = new Intl.Collator(undefined, { numeric: true });
  keyed.sort((a, b) => {
    const ea = a.v === undefined || a.v === "";
    const eb = b.v === undefined || b.v === "";
    if (ea !== eb) return ea ? 1 : -1;
    let d = 0;
    if (!ea) {
      d =
        typeof a.v === "number" && typeof b.v === "number"
          ? a.v - b.v
          : collator.compare(String(a.v), String(b.v));
    }
    return (
      sign * d ||
      (c.start[a.i] as number) - (c.start[b.i] as number) ||
      (c.node[a.i] as number) - (c.node[b.i] as number) ||
      a.i - b.i
    );
  });
  return keyed.map((k) => k.i);
}

/** Whether task i of the columns is a transfer on a link (isTransfer, without the task object). */
function isTransferAt(packet: boolean, c: PackedTasks, i: number): boolean {
  const peer = c.peer[i] as number;
  if (peer < 0 || peer === c.node[i]) return false;
  const kind = KIND_CODES[c.kind[i] as number];
  if (!packet) return kind === "send";
  const stage = c.stage[i] as number;
  return kind === "packet" && stage !== ABSENT_STAGE && c.stageNames[stage] === "NI send";
}

export function naiveLinkColumns(s: Schedule): LinkColumns {
  const n = s.lanes.length;
  const c = packedTasks(s);
  const packet = s.family === "packet";
  const count = c.count;
  // The transfers ordered by pair, then task order: key · count + task, sorted as numbers (exact below 2^53).
  let found = 0;
  for (let i = 0; i < count; i++) if (isTransferAt(packet, c, i)) found++;
  const order = new Float64Array(found);
  let hasBytes = found > 0;
  for (let i = 0, k = 0; i < count; i++) {
    if (!isTransferAt(packet, c, i)) continue;
    order[k++] = ((c.node[i] as number) * n + (c.peer[i] as number)) * count + i;
    if (Number.isNaN(c.bytes[i] as number)) hasBytes = false;
  }
  order.sort();
  let links = 0;
  for (let k = 0; k < found; k++) {
    if (k === 0 || Math.floor((order[k] as number) / count) !== Math.floor((order[k - 1] as number) / count))
      links++;
  }
  const key = new Float64Array(links);
  const transfers = new Int32Array(links);
  const messages = new Float64Array(links);
  const bytes = hasBytes ? new Float64Array(links) : null;
  const busy = new Float64Array(links);
  let maxMessages = 0;
  let maxBytes = 0;
  let maxBusy = 0;
  const intervals: number[] = [];
  for (let k = 0, l = 0; k < found; l++) {
    const pair = Math.floor((order[k] as number) / count);
    let sent = 0;
    let carried = 0;
    let size = 0;
    intervals.length = 0;
    for (; k < found && Math.floor((order[k] as number) / count) === pair; k++) {
      const t = (order[k] as number) - pair * count;
      sent++;
      const from = c.messagesOffsets[t] as number;
      const to = c.messagesOffsets[t + 1] as number;
      carried += to > from ? to - from : 1;
      if (hasBytes) size += c.bytes[t] as number;
      const m = c.match[t] as number;
      const end = c.end[t] as number;
      const peer = c.peer[t] as number;
      intervals.push(
        c.start[t] as number,
        m >= 0 && c.node[m] === peer ? Math.max(end, c.end[m] as number) : end,
      );
    }
    const length = unionLength(intervals);
    key[l] = pair;
    transfers[l] = sent;
    messages[l] = carried;
    if (bytes) bytes[l] = size;
    busy[l] = length;
    maxMessages = Math.max(maxMessages, carried);
    maxBytes = Math.max(maxBytes, size);
    maxBusy = Math.max(maxBusy, length);
  }
  return {
    n,
    count: links,
    key,
    transfers,
    messages,
    bytes,
    busy,
    hasBytes,
    maxMessages,
    maxBytes: hasBytes ? maxBytes : 0,
    maxBusy,
  };
}
