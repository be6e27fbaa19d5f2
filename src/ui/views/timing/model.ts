// Which task goes in which column of a timing diagram (Bhat et al. Sec. 4.2, Fig. 3 and footnote 3):
// the sender diagram has one column per processor holding the events it sends, each labelled with its
// destination; the receiver diagram holds the events each processor receives, labelled with their
// source. Computed once per schedule from its packed task columns (typed arrays, never `schedule.tasks`:
// a 1024-node all-to-all has two million tasks), read by the layout on every frame.
import { KIND_CODES, type PackedTasks } from "../../../core/schedule/pack";
import type { Schedule, Task } from "../../../core/schedule/types";
import { columnsOf } from "../gantt/model";

export type TimingSide = "send" | "recv";

/**
 * One side's columns in CSR form: column `lane` holds events offsets[lane] .. offsets[lane+1] - 1, in
 * start order (ties by task index); the arrays below are in that order, so a frame reads them in sequence.
 */
export interface TimingColumns {
  readonly offsets: Int32Array;
  /** The task of each event. */
  readonly tasks: Int32Array;
  readonly start: Float64Array;
  readonly end: Float64Array;
  /** endMax[k]: the latest end among the events of k's column up to k (binary-searchable per column). */
  readonly endMax: Float64Array;
  /** The processor the event is labelled with (labelPeer), -1 for none. */
  readonly peer: Int32Array;
  /** The event's decision (step-through), ABSENT_INT when none. */
  readonly step: Int32Array;
}

export interface TimingModel {
  /** The schedule's task columns. */
  readonly cols: PackedTasks;
  /** Sends, packet steps, intra-cluster broadcasts, by sender. */
  readonly send: TimingColumns;
  /** Receives, and a packet step at its receiving end, by receiver. */
  readonly recv: TimingColumns;
  /** Local copies per lane (free, zero-length: listed, not drawn as events). */
  readonly locals: Int32Array;
}

const SEND = KIND_CODES.indexOf("send");
const RECV = KIND_CODES.indexOf("recv");
const LOCAL = KIND_CODES.indexOf("local");
const INTRA = KIND_CODES.indexOf("intra");
const PACKET = KIND_CODES.indexOf("packet");

/** The column a task occupies on `side`, or -1 when it has none there. */
export function columnOf(task: Task, side: TimingSide): number {
  if (side === "send")
    return task.kind === "send" || task.kind === "packet" || task.kind === "intra" ? task.node : -1;
  if (task.kind === "recv") return task.node;
  return task.kind === "packet" && task.peer >= 0 ? task.peer : -1;
}

/** columnOf over the columns (task i). */
export function columnAt(c: PackedTasks, i: number, side: TimingSide): number {
  const kind = c.kind[i] as number;
  if (side === "send") return kind === SEND || kind === PACKET || kind === INTRA ? (c.node[i] as number) : -1;
  if (kind === RECV) return c.node[i] as number;
  return kind === PACKET && (c.peer[i] as number) >= 0 ? (c.peer[i] as number) : -1;
}

/** The processor a rectangle is labelled with: the destination of a send, the source of a receive. */
export function labelPeer(task: Task, side: TimingSide): number {
  if (task.kind === "intra") return -1;
  return side === "recv" && task.kind === "packet" ? task.node : task.peer;
}

/** labelPeer over the columns (task i). */
export function labelPeerAt(c: PackedTasks, i: number, side: TimingSide): number {
  const kind = c.kind[i] as number;
  if (kind === INTRA) return -1;
  return side === "recv" && kind === PACKET ? (c.node[i] as number) : (c.peer[i] as number);
}

/** Whether task i is an intra-cluster broadcast (labelled "intra"). */
export function isIntraAt(c: PackedTasks, i: number): boolean {
  return c.kind[i] === INTRA;
}

/** Whether task i is a send (the sender diagram's draggable events). */
export function isSendAt(c: PackedTasks, i: number): boolean {
  return c.kind[i] === SEND;
}

/** Column `lane`'s task indices on one side (a view, no copy). */
export function columnTasks(m: TimingModel, side: TimingSide, lane: number): Int32Array {
  const c = side === "send" ? m.send : m.recv;
  return c.tasks.subarray(c.offsets[lane] as number, c.offsets[lane + 1] as number);
}

const modelCache = new WeakMap<Schedule, TimingModel>();

export function timingModel(s: Schedule): TimingModel {
  const cached = modelCache.get(s);
  if (cached) return cached;
  const cols = columnsOf(s);
  const n = s.lanes.length;
  const locals = new Int32Array(n);
  for (let i = 0; i < cols.count; i++) {
    if (cols.kind[i] !== LOCAL) continue;
    const node = cols.node[i] as number;
    if (node >= 0 && node < n) locals[node] = (locals[node] as number) + 1;
  }
  const model = { cols, send: sideColumns(cols, n, "send"), recv: sideColumns(cols, n, "recv"), locals };
  modelCache.set(s, model);
  return model;
}

/** One side's CSR columns: a counting sort by column, then each column sorted by start. */
function sideColumns(c: PackedTasks, n: number, side: TimingSide): TimingColumns {
  const offsets = new Int32Array(n + 1);
  for (let i = 0; i < c.count; i++) {
    if (c.kind[i] === LOCAL) continue;
    const a = columnAt(c, i, side);
    if (a >= 0 && a < n) offsets[a + 1] = (offsets[a + 1] as number) + 1;
  }
  for (let l = 0; l < n; l++) offsets[l + 1] = (offsets[l + 1] as number) + (offsets[l] as number);
  const size = offsets[n] as number;
  const tasks = new Int32Array(size);
  const fill = offsets.slice(0, n);
  for (let i = 0; i < c.count; i++) {
    if (c.kind[i] === LOCAL) continue;
    const a = columnAt(c, i, side);
    if (a < 0 || a >= n) continue;
    const at = fill[a] as number;
    tasks[at] = i;
    fill[a] = at + 1;
  }
  const startOf = c.start;
  const byStart = (a: number, b: number) => (startOf[a] as number) - (startOf[b] as number) || a - b;
  const start = new Float64Array(size);
  const end = new Float64Array(size);
  const endMax = new Float64Array(size);
  const peer = new Int32Array(size);
  const step = new Int32Array(size);
  for (let l = 0; l < n; l++) {
    const a = offsets[l] as number;
    const b = offsets[l + 1] as number;
    tasks.subarray(a, b).sort(byStart);
    let m = -Infinity;
    for (let k = a; k < b; k++) {
      const i = tasks[k] as number;
      start[k] = c.start[i] as number;
      end[k] = c.end[i] as number;
      m = Math.max(m, end[k] as number);
      endMax[k] = m;
      peer[k] = labelPeerAt(c, i, side);
      step[k] = c.step[i] as number;
    }
  }
  return { offsets, tasks, start, end, endMax, peer, step };
}
