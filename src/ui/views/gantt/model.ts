// Per-schedule preparation for the Gantt layout, computed once and reused by every frame of zoom and
// pan (Perfetto keeps the same split between track data and per-frame rendering): each lane's tasks
// packed into rows (a lane has one row unless its tasks overlap, e.g. an interface that sends one
// packet while it receives the next), sorted by start, with a running maximum of ends so a time
// window is found by binary search; and who is matched with whom, for arrows and highlights.
import {
  ABSENT_INT,
  ABSENT_STAGE,
  KIND_CODES,
  packedTasks,
  taskOfColumns,
  type PackedTasks,
} from "../../../core/schedule/pack";
import type { Schedule } from "../../../core/schedule/types";
import { lessOrClose } from "../../../core/tolerance";

/** A lane never gets more rows than this; further overlapping tasks share the last row. */
export const MAX_ROWS = 6;

export interface GanttRow {
  /** Task indices, sorted by visual start. */
  readonly tasks: Int32Array;
  /** endMax[k] = the latest end among tasks[0..k]: non-decreasing, so binary-searchable. */
  readonly endMax: Float64Array;
  /** sourcesBefore[k] = how many of tasks[0..k) draw an arrow (counted without visiting them). */
  readonly sourcesBefore: Int32Array;
  /** from[k], end[k]: task tasks[k]'s visual start and end, in row order (a frame reads them in sequence). */
  readonly from: Float64Array;
  readonly end: Float64Array;
}

/**
 * The model's arrays, flat, as the worker builds and transfers them (ganttModelOf in the engine): no
 * task objects, only typed arrays and a few names, so building it never needs `schedule.tasks`.
 */
export interface PackedGanttModel {
  /** Row r of all lanes: its tasks are rowTasks[rowOffsets[r] .. rowOffsets[r+1]). */
  readonly rowOffsets: Int32Array;
  readonly rowTasks: Int32Array;
  readonly rowEndMax: Float64Array;
  /** Visual start and end of rowTasks[k], in row order. */
  readonly rowFrom: Float64Array;
  readonly rowEnd: Float64Array;
  /** Row r's sourcesBefore is rowSources[rowOffsets[r] + r .. rowOffsets[r+1] + r + 1). */
  readonly rowSources: Int32Array;
  /** Lane l's rows are laneRows[l] .. laneRows[l+1] - 1. */
  readonly laneRows: Int32Array;
  readonly rowOf: Int32Array;
  readonly from: Float64Array;
  readonly partner: Int32Array;
  readonly isSource: Uint8Array;
  readonly stages: readonly string[];
  readonly stagesCoverCommunication: boolean;
  readonly kinds: readonly string[];
  readonly hasWaiting: boolean;
  readonly hasCombined: boolean;
}

export interface GanttModel {
  readonly schedule: Schedule;
  /** The tasks as columns (the worker's transferred ones; packed once for a schedule of objects). */
  readonly cols: PackedTasks;
  /** rows[lane] — at least one row per lane. */
  readonly rows: readonly (readonly GanttRow[])[];
  /** Row of each task within its lane. */
  readonly rowOf: Int32Array;
  /** Visual start of each task: `posted` for a receive that waited, else `start`. */
  readonly from: Float64Array;
  /** The task each task is matched with (send ↔ receive), or -1. */
  readonly partner: Int32Array;
  /** 1 when the task is the sending side of its arrow (the arrow starts at its end). */
  readonly isSource: Uint8Array;
  /** Stage names in order of first appearance. */
  readonly stages: readonly string[];
  /** Every communication task carries a stage: colouring by stage is the natural default. */
  readonly stagesCoverCommunication: boolean;
  /** Kinds that occur, for the legend. */
  readonly kinds: ReadonlySet<string>;
  /** Whether some receive waited (the legend then explains the hatching). */
  readonly hasWaiting: boolean;
  /** Whether some task carries several messages. */
  readonly hasCombined: boolean;
}

/** The kind codes of PackedTasks.kind, and task i as an object (src/core/schedule/pack.ts). */
export { KIND_CODES, taskOfColumns as taskAt };
const SEND = 0;
const RECV = 1;
const PACKET = 4;

const cache = new WeakMap<Schedule, GanttModel>();
const columnCache = new WeakMap<Schedule, PackedTasks>();

/** The schedule's columns, packed at most once (a schedule from the worker already is columns). */
export function columnsOf(s: Schedule): PackedTasks {
  let c = columnCache.get(s);
  if (!c) columnCache.set(s, (c = packedTasks(s)));
  return c;
}

/** The model of `schedule`, memoised per schedule object (schedules are immutable). */
export function ganttModel(schedule: Schedule): GanttModel {
  let m = cache.get(schedule);
  if (!m) {
    const cols = columnsOf(schedule);
    m = modelOfPacked(schedule, cols, packGanttModel(cols, schedule.lanes.length));
    cache.set(schedule, m);
  }
  return m;
}

/**
 * `to` is `from` with other summary figures (its lower bound, which came after it: pack.ts
 * withLowerBound): same tasks, so the same rows; the model is reused, not built again.
 */
export function shareGanttModel(from: Schedule, to: Schedule): void {
  const m = cache.get(from);
  if (m && !cache.has(to)) cache.set(to, { ...m, schedule: to });
  const c = columnCache.get(from);
  if (c && !columnCache.has(to)) columnCache.set(to, c);
}

/** Whether the model of `schedule` is ready (built, or adopted from the worker). */
export function hasGanttModel(schedule: Schedule): boolean {
  return cache.has(schedule);
}

/** Adopts a model the worker built for `schedule` (the main thread then never builds it). */
export function adoptGanttModel(schedule: Schedule, packed: PackedGanttModel): GanttModel {
  const m = modelOfPacked(schedule, columnsOf(schedule), packed);
  cache.set(schedule, m);
  return m;
}

/** The ArrayBuffers of a packed model, to transfer it. */
export function ganttModelTransferables(p: PackedGanttModel): ArrayBuffer[] {
  const arrays = [
    p.rowOffsets,
    p.rowTasks,
    p.rowEndMax,
    p.rowFrom,
    p.rowEnd,
    p.rowSources,
    p.laneRows,
    p.rowOf,
    p.from,
    p.partner,
    p.isSource,
  ];
  return [...new Set(arrays.map((a) => a.buffer as ArrayBuffer))];
}

/** The model over its flat arrays: each row's arrays are views into them (no copies). */
export function modelOfPacked(schedule: Schedule, cols: PackedTasks, p: PackedGanttModel): GanttModel {
  const laneCount = p.laneRows.length - 1;
  const rows: GanttRow[][] = [];
  for (let l = 0; l < laneCount; l++) {
    const lane: GanttRow[] = [];
    for (let r = p.laneRows[l] as number; r < (p.laneRows[l + 1] as number); r++) {
      const a = p.rowOffsets[r] as number;
      const b = p.rowOffsets[r + 1] as number;
      lane.push({
        tasks: p.rowTasks.subarray(a, b),
        endMax: p.rowEndMax.subarray(a, b),
        sourcesBefore: p.rowSources.subarray(a + r, b + r + 1),
        from: p.rowFrom.subarray(a, b),
        end: p.rowEnd.subarray(a, b),
      });
    }
    rows.push(lane);
  }
  return {
    schedule,
    cols,
    rows,
    rowOf: p.rowOf,
    from: p.from,
    partner: p.partner,
    isSource: p.isSource,
    stages: p.stages,
    stagesCoverCommunication: p.stagesCoverCommunication,
    kinds: new Set(p.kinds),
    hasWaiting: p.hasWaiting,
    hasCombined: p.hasCombined,
  };
}

/** Stage name of task i, or undefined. */
export function stageAt(c: PackedTasks, i: number): string | undefined {
  const k = c.stage[i] as number;
  return k === ABSENT_STAGE ? undefined : c.stageNames[k];
}

/** Step of task i (step-through), or undefined. */
export function stepAt(c: PackedTasks, i: number): number | undefined {
  const k = c.step[i] as number;
  return k === ABSENT_INT ? undefined : k;
}

/** The sending side draws the arrow: sends, and packet/other tasks that are not receive-side. */
function sendingSide(c: PackedTasks, i: number): boolean {
  const kind = c.kind[i] as number;
  if (kind === SEND) return true;
  if (kind === RECV) return false;
  return (
    (c.peer[i] as number) >= 0 && Number.isNaN(c.arrival[i] as number) && Number.isNaN(c.posted[i] as number)
  );
}

/**
 * The model's arrays from the columns alone (pure: the worker runs it too). Plain loops over typed
 * arrays, no task objects: it runs once per task of a million-task schedule.
 */
export function packGanttModel(c: PackedTasks, laneCount: number): PackedGanttModel {
  const n = c.count;
  const from = new Float64Array(n);
  const stages: string[] = [];
  const stageSeen = new Uint8Array(256);
  const kindSeen = new Uint8Array(KIND_CODES.length);
  let hasWaiting = false;
  let hasCombined = false;
  let stagesCoverCommunication = true;
  const laneCounts = new Int32Array(laneCount + 1);
  for (let i = 0; i < n; i++) {
    const kind = c.kind[i] as number;
    const stage = c.stage[i] as number;
    if ((kind === SEND || kind === RECV || kind === PACKET) && stage === ABSENT_STAGE) {
      stagesCoverCommunication = false;
    }
    const start = c.start[i] as number;
    const posted = c.posted[i] as number;
    from[i] = kind === RECV && !Number.isNaN(posted) ? Math.min(posted, start) : start;
    const node = c.node[i] as number;
    if (node >= 0 && node < laneCount) laneCounts[node + 1] = (laneCounts[node + 1] as number) + 1;
    kindSeen[kind] = 1;
    if (stage !== ABSENT_STAGE && !stageSeen[stage]) {
      stageSeen[stage] = 1;
      stages.push(c.stageNames[stage] as string);
    }
    if (kind === RECV && !Number.isNaN(posted) && start > posted) hasWaiting = true;
    if ((c.messagesOffsets[i + 1] as number) - (c.messagesOffsets[i] as number) > 1) hasCombined = true;
  }
  // Tasks by lane (counting sort, task order kept within a lane).
  for (let l = 0; l < laneCount; l++)
    laneCounts[l + 1] = (laneCounts[l + 1] as number) + (laneCounts[l] as number);
  const byLane = new Int32Array(laneCounts[laneCount] as number);
  const fill = laneCounts.slice(0, laneCount);
  for (let i = 0; i < n; i++) {
    const node = c.node[i] as number;
    if (node < 0 || node >= laneCount) continue;
    const at = fill[node] as number;
    byLane[at] = i;
    fill[node] = at + 1;
  }

  const { partner, isSource } = matchTasks(c);
  const rowOf = new Int32Array(n);
  const rowOffsets: number[] = [0];
  const laneRows = new Int32Array(laneCount + 1);
  const rowTasks = new Int32Array(byLane.length);
  const rowEndMax = new Float64Array(byLane.length);
  const rowFrom = new Float64Array(byLane.length);
  const rowEnd = new Float64Array(byLane.length);
  const rowSources = new Int32Array(byLane.length + laneCount * MAX_ROWS + 1);
  let at = 0;
  for (let l = 0; l < laneCount; l++) {
    const indices = byLane.subarray(laneCounts[l] as number, laneCounts[l + 1] as number);
    const rows = packRows(c, indices, from, isSource);
    rows.forEach((list, r) => {
      const row = rowOffsets.length - 1;
      let m = -Infinity;
      rowSources[at + row] = 0;
      for (let k = 0; k < list.length; k++) {
        const i = list[k] as number;
        rowOf[i] = r;
        m = Math.max(m, c.end[i] as number);
        rowTasks[at + k] = i;
        rowEndMax[at + k] = m;
        rowFrom[at + k] = from[i] as number;
        rowEnd[at + k] = c.end[i] as number;
        rowSources[at + row + k + 1] = (rowSources[at + row + k] as number) + (isSource[i] as number);
      }
      at += list.length;
      rowOffsets.push(at);
    });
    laneRows[l + 1] = rowOffsets.length - 1;
  }
  const rowCount = rowOffsets.length - 1;
  return {
    rowOffsets: Int32Array.from(rowOffsets),
    rowTasks,
    rowEndMax,
    rowFrom,
    rowEnd,
    rowSources: rowSources.slice(0, at + rowCount),
    laneRows,
    rowOf,
    from,
    partner,
    isSource,
    stages,
    stagesCoverCommunication: stagesCoverCommunication && stages.length > 0,
    kinds: KIND_CODES.filter((_, k) => kindSeen[k]),
    hasWaiting,
    hasCombined,
  };
}

/** First-fit interval packing of tasks sorted by start (greedy by start: the optimal row count). */
function firstFit(end: Float64Array, sorted: ArrayLike<number>, from: Float64Array): number[][] {
  const rows: number[][] = [];
  const rowEnd: number[] = [];
  for (let s = 0; s < sorted.length; s++) {
    const i = sorted[s] as number;
    const f = from[i] as number;
    let r = -1;
    for (let k = 0; k < rowEnd.length; k++) {
      if (lessOrClose(rowEnd[k] as number, f)) {
        r = k;
        break;
      }
    }
    if (r < 0) {
      if (rowEnd.length < MAX_ROWS) {
        r = rowEnd.length;
        rows.push([]);
        rowEnd.push(-Infinity);
      } else {
        // Beyond MAX_ROWS, a task shares the row that frees up first.
        r = 0;
        for (let k = 1; k < rowEnd.length; k++) if ((rowEnd[k] as number) < (rowEnd[r] as number)) r = k;
      }
    }
    rows[r]!.push(i);
    rowEnd[r] = Math.max(rowEnd[r] as number, end[i] as number);
  }
  return rows;
}

/**
 * One lane's rows. A lane whose tasks overlap (a send during a receive, an interface that sends while it
 * receives) puts its sending tasks on the upper rows and the rest below, so sends and receives read apart.
 */
function packRows(c: PackedTasks, indices: Int32Array, from: Float64Array, isSource: Uint8Array): number[][] {
  const end = c.end;
  indices.sort(
    (a, b) => (from[a] as number) - (from[b] as number) || (end[a] as number) - (end[b] as number) || a - b,
  );
  let rows = firstFit(end, indices, from);
  if (rows.length > 1) {
    const top = firstFit(
      end,
      indices.filter((i) => isSource[i] === 1),
      from,
    );
    const bottom = firstFit(
      end,
      indices.filter((i) => isSource[i] !== 1),
      from,
    );
    if (top.length > 0 && bottom.length > 0 && top.length + bottom.length <= MAX_ROWS)
      rows = [...top, ...bottom];
  }
  if (rows.length === 0) rows.push([]);
  return rows;
}

/**
 * Pairs each sending task with its receiving task: the `match` field when the family sets it, else the
 * k-th send i→j of message m with the k-th receive on j from i of m (in time order).
 */
function matchTasks(c: PackedTasks): { partner: Int32Array; isSource: Uint8Array } {
  const n = c.count;
  const partner = new Int32Array(n).fill(-1);
  const isSource = new Uint8Array(n);
  const pendingRecv = new Map<string, number[]>();
  const unmatchedSends: number[] = [];
  for (let i = 0; i < n; i++) {
    if (sendingSide(c, i)) isSource[i] = 1;
    const m = c.match[i] as number;
    if (m >= 0 && m < n && m !== i) {
      partner[i] = m;
      partner[m] = i;
    }
  }
  for (let i = 0; i < n; i++) {
    if (partner[i] !== -1) continue;
    const kind = c.kind[i] as number;
    const peer = c.peer[i] as number;
    if (kind === RECV && peer >= 0) {
      const key = `${peer}>${c.node[i]}#${c.message[i]}`;
      const list = pendingRecv.get(key) ?? [];
      list.push(i);
      pendingRecv.set(key, list);
    } else if (kind === SEND && peer >= 0) unmatchedSends.push(i);
  }
  const start = c.start;
  if (unmatchedSends.length > 0) {
    for (const list of pendingRecv.values())
      list.sort((a, b) => (start[a] as number) - (start[b] as number) || a - b);
    unmatchedSends.sort((a, b) => (start[a] as number) - (start[b] as number) || a - b);
    for (const i of unmatchedSends) {
      const r = pendingRecv.get(`${c.node[i]}>${c.peer[i]}#${c.message[i]}`)?.shift();
      if (r !== undefined) {
        partner[i] = r;
        partner[r] = i;
      }
    }
  }
  // A pair whose both sides look like senders (two packet steps): the earlier one draws the arrow.
  for (let i = 0; i < n; i++) {
    const p = partner[i] as number;
    if (p > i && isSource[i] && isSource[p]) {
      const first = (start[i] as number) <= (start[p] as number) ? i : p;
      isSource[first === i ? p : i] = 0;
    }
  }
  return { partner, isSource };
}

/** Index of the first task in `row[lo..hi)` whose visual start is at or after `t` (hi when none). */
export function firstStartingFrom(row: GanttRow, t: number, lo = 0, hi = row.tasks.length): number {
  const from = row.from;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((from[mid] as number) < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first task in `row` whose end reaches t0 (binary search on the running maximum). */
export function firstReaching(row: GanttRow, t0: number): number {
  let lo = 0;
  let hi = row.endMax.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((row.endMax[mid] as number) < t0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
