// Per-schedule preparation for the Gantt layout, computed once and reused by every frame of zoom and
// pan (Perfetto keeps the same split between track data and per-frame rendering): each lane's tasks
// packed into rows (a lane has one row unless its tasks overlap, e.g. an interface that sends one
// packet while it receives the next), sorted by start, with a running maximum of ends so a time
// window is found by binary search; and who is matched with whom, for arrows and highlights.
import type { Schedule, Task } from "../../../core/schedule/types";
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
}

export interface GanttModel {
  readonly schedule: Schedule;
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

const cache = new WeakMap<Schedule, GanttModel>();

/** The model of `schedule`, memoised per schedule object (schedules are immutable). */
export function ganttModel(schedule: Schedule): GanttModel {
  let m = cache.get(schedule);
  if (!m) {
    m = buildModel(schedule);
    cache.set(schedule, m);
  }
  return m;
}

/** Where a task's bar begins: a receive shows its waiting from `posted`. */
export function visualStart(t: Task): number {
  return t.kind === "recv" && t.posted !== undefined ? Math.min(t.posted, t.start) : t.start;
}

/** The sending side draws the arrow: sends, and packet/other tasks that are not receive-side. */
function sendingSide(t: Task): boolean {
  if (t.kind === "send") return true;
  if (t.kind === "recv") return false;
  return t.peer >= 0 && t.arrival === undefined && t.posted === undefined;
}

function buildModel(s: Schedule): GanttModel {
  const n = s.tasks.length;
  const laneCount = s.lanes.length;
  const from = new Float64Array(n);
  const byLane: number[][] = Array.from({ length: laneCount }, () => []);
  const stages: string[] = [];
  const stageSeen = new Set<string>();
  const kinds = new Set<string>();
  let hasWaiting = false;
  let hasCombined = false;
  let stagesCoverCommunication = true;
  s.tasks.forEach((t, i) => {
    if ((t.kind === "send" || t.kind === "recv" || t.kind === "packet") && t.stage === undefined) {
      stagesCoverCommunication = false;
    }
    from[i] = visualStart(t);
    byLane[t.node]?.push(i);
    kinds.add(t.kind);
    if (t.stage !== undefined && !stageSeen.has(t.stage)) {
      stageSeen.add(t.stage);
      stages.push(t.stage);
    }
    if (t.kind === "recv" && t.posted !== undefined && t.start > t.posted) hasWaiting = true;
    if (t.messages && t.messages.length > 1) hasCombined = true;
  });

  const { partner, isSource } = matchTasks(s.tasks);
  const rowOf = new Int32Array(n);
  const rows = byLane.map((indices) => packRows(s.tasks, indices, from, rowOf, isSource));
  return {
    schedule: s,
    rows,
    rowOf,
    from,
    partner,
    isSource,
    stages,
    stagesCoverCommunication: stagesCoverCommunication && stages.length > 0,
    kinds,
    hasWaiting,
    hasCombined,
  };
}

/** First-fit interval packing of tasks sorted by start (greedy by start: the optimal row count). */
function firstFit(tasks: readonly Task[], sorted: readonly number[], from: Float64Array): number[][] {
  const rows: number[][] = [];
  const rowEnd: number[] = [];
  // Plain loops, no closures: this runs once per task of a million-task schedule.
  for (const i of sorted) {
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
    rowEnd[r] = Math.max(rowEnd[r] as number, tasks[i]!.end);
  }
  return rows;
}

/**
 * One lane's rows. A lane whose tasks overlap (a send during a receive, an interface that sends while it
 * receives) puts its sending tasks on the upper rows and the rest below, so sends and receives read apart.
 */
function packRows(
  tasks: readonly Task[],
  indices: number[],
  from: Float64Array,
  rowOf: Int32Array,
  isSource: Uint8Array,
): GanttRow[] {
  indices.sort((a, b) => (from[a] as number) - (from[b] as number) || tasks[a]!.end - tasks[b]!.end || a - b);
  let rows = firstFit(tasks, indices, from);
  if (rows.length > 1) {
    const top = firstFit(
      tasks,
      indices.filter((i) => isSource[i]),
      from,
    );
    const bottom = firstFit(
      tasks,
      indices.filter((i) => !isSource[i]),
      from,
    );
    if (top.length > 0 && bottom.length > 0 && top.length + bottom.length <= MAX_ROWS)
      rows = [...top, ...bottom];
  }
  if (rows.length === 0) rows.push([]);
  return rows.map((list, r) => {
    const endMax = new Float64Array(list.length);
    const sourcesBefore = new Int32Array(list.length + 1);
    let m = -Infinity;
    list.forEach((i, k) => {
      rowOf[i] = r;
      m = Math.max(m, tasks[i]!.end);
      endMax[k] = m;
      sourcesBefore[k + 1] = (sourcesBefore[k] as number) + (isSource[i] as number);
    });
    return { tasks: Int32Array.from(list), endMax, sourcesBefore };
  });
}

/**
 * Pairs each sending task with its receiving task: the `match` field when the family sets it, else the
 * k-th send i→j of message m with the k-th receive on j from i of m (in time order).
 */
function matchTasks(tasks: readonly Task[]): { partner: Int32Array; isSource: Uint8Array } {
  const n = tasks.length;
  const partner = new Int32Array(n).fill(-1);
  const isSource = new Uint8Array(n);
  const pendingRecv = new Map<string, number[]>();
  const unmatchedSends: number[] = [];
  tasks.forEach((t, i) => {
    if (sendingSide(t)) isSource[i] = 1;
    const m = t.match;
    if (m !== undefined && m >= 0 && m < n && m !== i) {
      partner[i] = m;
      partner[m] = i;
    }
  });
  tasks.forEach((t, i) => {
    if (partner[i] !== -1) return;
    if (t.kind === "recv" && t.peer >= 0) {
      const key = `${t.peer}>${t.node}#${t.message}`;
      const list = pendingRecv.get(key) ?? [];
      list.push(i);
      pendingRecv.set(key, list);
    } else if (t.kind === "send" && t.peer >= 0) unmatchedSends.push(i);
  });
  if (unmatchedSends.length > 0) {
    for (const list of pendingRecv.values()) list.sort((a, b) => tasks[a]!.start - tasks[b]!.start || a - b);
    unmatchedSends.sort((a, b) => tasks[a]!.start - tasks[b]!.start || a - b);
    for (const i of unmatchedSends) {
      const t = tasks[i] as Task;
      const r = pendingRecv.get(`${t.node}>${t.peer}#${t.message}`)?.shift();
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
      const first = tasks[i]!.start <= tasks[p]!.start ? i : p;
      isSource[first === i ? p : i] = 0;
    }
  }
  return { partner, isSource };
}

/** Index of the first task in `row[lo..hi)` whose visual start is at or after `t` (hi when none). */
export function firstStartingFrom(
  row: GanttRow,
  from: Float64Array,
  t: number,
  lo = 0,
  hi = row.tasks.length,
): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((from[row.tasks[mid] as number] as number) < t) lo = mid + 1;
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
