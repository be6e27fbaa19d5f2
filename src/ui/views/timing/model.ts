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
  /**
   * Summaries of aligned blocks of events (sizes BLOCK_SIZES): the longest duration, and the widest gap
   * before an event (its start minus the running maximum of ends; infinite before a column's first), so
   * a layout can tell that a whole block is sub-pixel and touching without reading its events.
   */
  readonly blocks: readonly EventBlocks[];
  /**
   * messageRuns[k]: the first event after k in k's column of another message (the column's end when
   * none); peerRuns[k] the same for the labelled processor. Whether a run of events shares one colour
   * is then one comparison.
   */
  readonly messageRuns: Int32Array;
  readonly peerRuns: Int32Array;
}

export interface EventBlocks {
  readonly size: number;
  readonly maxDuration: Float64Array;
  readonly maxGap: Float64Array;
}

/** The block sizes of TimingColumns.blocks, largest first. */
export const BLOCK_SIZES = [256, 16] as const;

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

/** The columns the timing model reads (what the model worker is sent). */
export type TimingInput = Pick<
  PackedTasks,
  "count" | "node" | "kind" | "peer" | "message" | "start" | "end" | "step"
>;

/** The model's arrays without the schedule's columns: what packTimingModel builds (in the worker too). */
export type PackedTimingModel = Omit<TimingModel, "cols">;

/** The timing model's input columns of `c`, shared, not copied. */
export function timingInput(c: PackedTasks): TimingInput {
  const { count, node, kind, peer, message, start, end, step } = c;
  return { count, node, kind, peer, message, start, end, step };
}

/**
 * Models by the schedule's columns, not by the schedule: the same schedule with its lower bound (which
 * comes after it, pack.ts withLowerBound) is a new object over the same columns, and keeps the model.
 */
const modelCache = new WeakMap<PackedTasks, TimingModel>();

export function timingModel(s: Schedule): TimingModel {
  const cols = columnsOf(s);
  const cached = modelCache.get(cols);
  if (cached && cached.locals.length === s.lanes.length) return cached;
  const model = { cols, ...packTimingModel(cols, s.lanes.length) };
  modelCache.set(cols, model);
  return model;
}

/** Whether the timing model of `s` is ready (built, or adopted from the worker). */
export function hasTimingModel(s: Schedule): boolean {
  return modelCache.get(columnsOf(s))?.locals.length === s.lanes.length;
}

/** Adopts a model the worker built for `s` (the main thread then never builds it). */
export function adoptTimingModel(s: Schedule, packed: PackedTimingModel): TimingModel {
  const cols = columnsOf(s);
  const model = { cols, ...packed };
  modelCache.set(cols, model);
  return model;
}

/** The ArrayBuffers of a packed timing model, to transfer it. */
export function timingModelTransferables(m: PackedTimingModel): ArrayBuffer[] {
  const arrays: ArrayBufferView[] = [m.locals];
  for (const c of [m.send, m.recv]) {
    arrays.push(c.offsets, c.tasks, c.start, c.end, c.endMax, c.peer, c.step, c.messageRuns, c.peerRuns);
    for (const b of c.blocks) arrays.push(b.maxDuration, b.maxGap);
  }
  return [...new Set(arrays.map((a) => a.buffer as ArrayBuffer))];
}

/** The model's arrays from the columns alone (pure, no task objects: the worker runs it too). */
export function packTimingModel(cols: TimingInput, n: number): PackedTimingModel {
  const locals = new Int32Array(n);
  for (let i = 0; i < cols.count; i++) {
    if (cols.kind[i] !== LOCAL) continue;
    const node = cols.node[i] as number;
    if (node >= 0 && node < n) locals[node] = (locals[node] as number) + 1;
  }
  return { send: sideColumns(cols, n, "send"), recv: sideColumns(cols, n, "recv"), locals };
}

/**
 * One side's CSR columns: a counting sort by column (task order kept), then each column sorted by start
 * unless it already is (a simulator appends a node's tasks in time order). Plain loops over typed arrays:
 * this runs over every task of a two-million-task schedule.
 */
function sideColumns(c: TimingInput, n: number, side: TimingSide): TimingColumns {
  const count = c.count;
  const kinds = c.kind;
  const nodes = c.node;
  const peers = c.peer;
  const column = new Int32Array(count);
  const offsets = new Int32Array(n + 1);
  for (let i = 0; i < count; i++) {
    const kind = kinds[i] as number;
    let a = -1;
    if (side === "send") {
      if (kind === SEND || kind === PACKET || kind === INTRA) a = nodes[i] as number;
    } else if (kind === RECV) a = nodes[i] as number;
    else if (kind === PACKET) a = peers[i] as number;
    if (a >= n) a = -1;
    column[i] = a;
    if (a >= 0) offsets[a + 1] = (offsets[a + 1] as number) + 1;
  }
  for (let l = 0; l < n; l++) offsets[l + 1] = (offsets[l + 1] as number) + (offsets[l] as number);
  const size = offsets[n] as number;
  const tasks = new Int32Array(size);
  const fill = offsets.slice(0, n);
  for (let i = 0; i < count; i++) {
    const a = column[i] as number;
    if (a < 0) continue;
    const at = fill[a] as number;
    tasks[at] = i;
    fill[a] = at + 1;
  }
  const starts = c.start;
  const ends = c.end;
  const steps = c.step;
  const byStart = (a: number, b: number) => (starts[a] as number) - (starts[b] as number) || a - b;
  const start = new Float64Array(size);
  const end = new Float64Array(size);
  const endMax = new Float64Array(size);
  const peer = new Int32Array(size);
  const step = new Int32Array(size);
  for (let l = 0; l < n; l++) {
    const a = offsets[l] as number;
    const b = offsets[l + 1] as number;
    for (let k = a + 1; k < b; k++) {
      if ((starts[tasks[k] as number] as number) < (starts[tasks[k - 1] as number] as number)) {
        tasks.subarray(a, b).sort(byStart);
        break;
      }
    }
    let m = -Infinity;
    for (let k = a; k < b; k++) {
      const i = tasks[k] as number;
      const kind = kinds[i] as number;
      const e = ends[i] as number;
      start[k] = starts[i] as number;
      end[k] = e;
      if (e > m) m = e;
      endMax[k] = m;
      // labelPeerAt, inline.
      peer[k] =
        kind === INTRA
          ? -1
          : side === "recv" && kind === PACKET
            ? (nodes[i] as number)
            : (peers[i] as number);
      step[k] = steps[i] as number;
    }
  }
  // Each event's gap: its start minus the latest end before it in its column (infinite for the first).
  const gap = new Float64Array(size);
  for (let l = 0; l < n; l++) {
    const a = offsets[l] as number;
    const b = offsets[l + 1] as number;
    if (a < b) gap[a] = Infinity;
    for (let k = a + 1; k < b; k++) gap[k] = (start[k] as number) - (endMax[k - 1] as number);
  }
  const blocks = BLOCK_SIZES.map((blockSize) => {
    const count = Math.ceil(size / blockSize);
    const maxDuration = new Float64Array(count);
    const maxGap = new Float64Array(count);
    for (let q = 0; q < count; q++) {
      let d = 0;
      let g = -Infinity;
      const hi = Math.min(size, (q + 1) * blockSize);
      for (let k = q * blockSize; k < hi; k++) {
        const duration = (end[k] as number) - (start[k] as number);
        if (duration > d) d = duration;
        if ((gap[k] as number) > g) g = gap[k] as number;
      }
      maxDuration[q] = d;
      maxGap[q] = g;
    }
    return { size: blockSize, maxDuration, maxGap };
  });
  const messages = c.message;
  const messageRuns = new Int32Array(size);
  const peerRuns = new Int32Array(size);
  for (let l = 0; l < n; l++) {
    const a = offsets[l] as number;
    const b = offsets[l + 1] as number;
    let nextMessage = b;
    let nextPeer = b;
    for (let k = b - 1; k >= a; k--) {
      if (k + 1 < b && messages[tasks[k] as number] !== messages[tasks[k + 1] as number]) nextMessage = k + 1;
      if (k + 1 < b && peer[k] !== peer[k + 1]) nextPeer = k + 1;
      messageRuns[k] = nextMessage;
      peerRuns[k] = nextPeer;
    }
  }
  return { offsets, tasks, start, end, endMax, peer, step, blocks, messageRuns, peerRuns };
}
