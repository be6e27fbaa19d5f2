// The Analysis computations (critical path, time per node, link statistics, the task table's rows) as
// one pure function over a schedule's columns, so they run in the worker for large schedules (a
// 256-node all-to-all has 130 560 tasks: about half a second of main-thread work each) and on the main
// thread for small ones (docs/architecture.md, Analysis). The request carries the columns and the few
// scalar fields the computations read, never task objects, so posting it is a copy of typed arrays.
import { criticalPath, type CriticalPath } from "../core/schedule/critical-path";
import { linkColumns, linkStats, type LinkColumns, type LinkStats } from "../core/schedule/link-stats";
import { nodeStats, type NodeTimes } from "../core/schedule/node-stats";
import {
  columnsIfPacked,
  copyForTransfer,
  packedTasks,
  scheduleOfPacked,
  type PackedTasks,
} from "../core/schedule/pack";
import { tableRows, type TableFilter, type TableSort } from "../core/schedule/task-table";
import type { Schedule } from "../core/schedule/types";

/** The fields of a Schedule the analysis reads, with its tasks as columns (no steps, no trees). */
export type AnalysisSchedule = Pick<
  Schedule,
  "family" | "algorithm" | "timeUnit" | "lanes" | "messages" | "makespan" | "lowerBound"
> & {
  readonly columns: PackedTasks;
};

export type AnalysisQuery =
  | { readonly what: "critical-path" }
  | { readonly what: "node-stats" }
  | { readonly what: "link-stats" }
  /** The links as typed arrays (what the heat map reads: a million links at 1024 nodes). */
  | { readonly what: "link-columns" }
  /** The task table's rows: the tasks revealed at `step` that pass `filter`, sorted. */
  | {
      readonly what: "table-rows";
      readonly filter: TableFilter;
      readonly sort: TableSort;
      readonly step?: number;
    };

/**
 * A query about schedule `scheduleId`. The first query about a schedule carries its columns; the worker
 * keeps the last schedule it was sent (AnalysisMemory), so sorting or filtering again posts no columns.
 */
export interface AnalysisRequest {
  readonly scheduleId: number;
  readonly schedule?: AnalysisSchedule;
  readonly query: AnalysisQuery;
}

/** The worker's last analysed schedule, rebuilt over the columns it was sent. */
export class AnalysisMemory {
  private last: { readonly id: number; readonly schedule: Schedule } | null = null;

  /** The request's schedule: the one it carries (now remembered), or the one remembered under its id. */
  scheduleOf(req: AnalysisRequest): Schedule {
    if (req.schedule) this.last = { id: req.scheduleId, schedule: scheduleOfAnalysis(req.schedule) };
    if (this.last?.id !== req.scheduleId) {
      throw new Error(`analysis: schedule ${req.scheduleId} was not sent to this worker`);
    }
    return this.last.schedule;
  }
}

/** The value each query computes. */
export interface AnalysisValues {
  readonly "critical-path": CriticalPath;
  readonly "node-stats": readonly NodeTimes[];
  readonly "link-stats": LinkStats;
  readonly "link-columns": LinkColumns;
  readonly "table-rows": Int32Array;
}

export type AnalysisWhat = AnalysisQuery["what"];

export type AnalysisResult = {
  readonly [W in AnalysisWhat]: { readonly what: W; readonly value: AnalysisValues[W] };
}[AnalysisWhat];

/** The request's schedule fields and columns, read without building task objects. */
export function analysisSchedule(s: Schedule): AnalysisSchedule {
  return {
    family: s.family,
    algorithm: s.algorithm,
    timeUnit: s.timeUnit,
    lanes: s.lanes,
    messages: s.messages,
    makespan: s.makespan,
    lowerBound: s.lowerBound,
    columns: packedTasks(s),
  };
}

/**
 * analysisSchedule with its columns copied, to be transferred (not cloned) to the worker: cloning a
 * 2-million-task schedule's columns (≈ 130 MB) in postMessage held the main thread for half a second or
 * more. The columns are copied in slices (copyForTransfer), `pause` between them for a large schedule,
 * so no step copies more than a few megabytes.
 */
export async function transferableSchedule(
  s: Schedule,
  pause: () => Promise<void>,
  pauseFrom = 100_000,
): Promise<{ readonly schedule: AnalysisSchedule; readonly transfer: ArrayBuffer[] }> {
  const a = analysisSchedule(s);
  const transfer: ArrayBuffer[] = [];
  const columns = await copyForTransfer(a.columns, transfer, pause, a.columns.count >= pauseFrom);
  return { schedule: { ...a, columns }, transfer };
}

/**
 * Whether two schedules have the same analysis: the same object, or copies over the same columns with
 * the same fields the analysis reads (a schedule and the same with its lower bound, or with more
 * explained steps: pack.ts withFields).
 */
export function sameAnalysis(a: Schedule, b: Schedule): boolean {
  if (a === b) return true;
  const columns = columnsIfPacked(a);
  return (
    columns !== undefined &&
    columns === columnsIfPacked(b) &&
    a.family === b.family &&
    a.algorithm === b.algorithm &&
    a.timeUnit === b.timeUnit &&
    a.lanes === b.lanes &&
    a.messages === b.messages &&
    a.makespan === b.makespan
  );
}

const bases = new WeakMap<PackedTasks, Schedule>();
/**
 * The first schedule seen with the same analysis as `s` (sameAnalysis), or `s`: the Analysis keys its
 * queries and answers by it, so the lower bound arriving after the schedule (a new object over the same
 * columns) neither recomputes the answers nor sends the columns to the worker again.
 */
export function analysisBase(s: Schedule): Schedule {
  const columns = columnsIfPacked(s);
  if (!columns) return s;
  const base = bases.get(columns);
  if (base && sameAnalysis(base, s)) return base;
  bases.set(columns, s);
  return s;
}

/** A Schedule over the request's columns (tasks built on first read; steps empty: nothing here reads them). */
export function scheduleOfAnalysis(a: AnalysisSchedule): Schedule {
  const { columns, ...rest } = a;
  return scheduleOfPacked({ ...rest, steps: [] }, columns);
}

/** Runs one query on a schedule (the worker's handler and the main thread's path for small schedules). */
export function computeAnalysis(s: Schedule, query: AnalysisQuery): AnalysisResult {
  switch (query.what) {
    case "critical-path":
      return { what: query.what, value: criticalPath(s) };
    case "node-stats":
      return { what: query.what, value: nodeStats(s) };
    case "link-stats":
      return { what: query.what, value: linkStats(s) };
    case "link-columns":
      return { what: query.what, value: linkColumns(s) };
    case "table-rows":
      return {
        what: query.what,
        value: tableRows(s, query.filter, query.sort, query.step),
      };
  }
}
