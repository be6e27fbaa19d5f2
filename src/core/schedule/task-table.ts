// The task table's data: its columns, cell values, filter and sort over any family's Schedule. Pure
// (no DOM), so the Analysis view runs it on the main thread for small schedules and in the worker for
// large ones (src/engine/analysis.ts); the table's component and its virtual window are in
// src/ui/views/table/.
import { waitingTime } from "./metrics";
import type { Schedule, Task } from "./types";

export type ColumnId =
  "lane" | "kind" | "peer" | "message" | "posted" | "arrival" | "start" | "end" | "duration" | "waiting";

export interface Column {
  readonly id: ColumnId;
  readonly label: string;
  /** Whether the column holds times (cells are formatted numbers). */
  readonly time: boolean;
  /** Share of the table's width, in % (the table has a fixed layout: it never overflows its view). */
  readonly width: number;
}

export const COLUMNS: readonly Column[] = [
  { id: "lane", label: "lane", time: false, width: 10 },
  { id: "kind", label: "kind", time: false, width: 13 },
  { id: "peer", label: "peer", time: false, width: 10 },
  { id: "message", label: "message", time: false, width: 15 },
  { id: "posted", label: "posted", time: true, width: 8.67 },
  { id: "arrival", label: "arrival", time: true, width: 8.67 },
  { id: "start", label: "start", time: true, width: 8.67 },
  { id: "end", label: "end", time: true, width: 8.67 },
  { id: "duration", label: "duration", time: true, width: 8.67 },
  { id: "waiting", label: "waiting", time: true, width: 8.67 },
];

export function messageText(s: Schedule, t: Task): string {
  return t.messages && t.messages.length > 1
    ? t.messages.map((m) => s.messages[m] ?? String(m)).join(" + ")
    : (s.messages[t.message] ?? String(t.message));
}

/** A cell's value: a number for time columns (undefined when the task has none), text otherwise. */
export function cellValue(s: Schedule, t: Task, id: ColumnId): string | number | undefined {
  switch (id) {
    case "lane":
      return s.lanes[t.node] ?? String(t.node);
    case "kind":
      return t.stage ? `${t.kind} · ${t.stage}` : t.kind;
    case "peer":
      return t.peer >= 0 ? (s.lanes[t.peer] ?? String(t.peer)) : "";
    case "message":
      return messageText(s, t);
    case "posted":
      return t.posted;
    case "arrival":
      return t.arrival;
    case "start":
      return t.start;
    case "end":
      return t.end;
    case "duration":
      return t.end - t.start;
    case "waiting":
      return t.kind === "recv" ? waitingTime(t) : undefined;
  }
}

export interface Range {
  readonly min?: number;
  readonly max?: number;
}

export interface TableFilter {
  /** Lane index, or "all". */
  readonly lane: number | "all";
  /** Case-insensitive text matched against the node, peer, message and kind. */
  readonly text: string;
  readonly start: Range;
  readonly end: Range;
  readonly duration: Range;
}

export const NO_FILTER: TableFilter = { lane: "all", text: "", start: {}, end: {}, duration: {} };

export interface TableSort {
  readonly column: ColumnId;
  readonly dir: "ascending" | "descending";
}

export const DEFAULT_SORT: TableSort = { column: "start", dir: "ascending" };

const inRange = (v: number, r: Range) =>
  (r.min === undefined || v >= r.min) && (r.max === undefined || v <= r.max);

/** The indices of the tasks revealed at `step` that pass the filter, in task order. */
export function filterTasks(s: Schedule, filter: TableFilter, step?: number): number[] {
  const text = filter.text.trim().toLowerCase();
  const out: number[] = [];
  s.tasks.forEach((t, i) => {
    if (step !== undefined && t.step !== undefined && t.step >= step) return;
    if (filter.lane !== "all" && t.node !== filter.lane) return;
    if (!inRange(t.start, filter.start) || !inRange(t.end, filter.end)) return;
    if (!inRange(t.end - t.start, filter.duration)) return;
    if (text) {
      const hay = [
        cellValue(s, t, "lane"),
        cellValue(s, t, "peer"),
        cellValue(s, t, "message"),
        cellValue(s, t, "kind"),
      ]
        .join("\u0000")
        .toLowerCase();
      if (!hay.includes(text)) return;
    }
    out.push(i);
  });
  return out;
}

/**
 * Sorts task indices by a column (stable: ties keep start, then lane, then task order). Empty cells
 * go last in either direction.
 */
export function sortTasks(s: Schedule, rows: readonly number[], sort: TableSort): number[] {
  const sign = sort.dir === "ascending" ? 1 : -1;
  const keyed = rows.map((i) => {
    const t = s.tasks[i] as Task;
    return { i, v: cellValue(s, t, sort.column), t };
  });
  const collator = new Intl.Collator(undefined, { numeric: true });
  keyed.sort((a, b) => {
    const ea = a.v === undefined || a.v === "";
    const eb = b.v === undefined || b.v === "";
    if (ea !== eb) return ea ? 1 : -1;
    let c = 0;
    if (!ea) {
      c =
        typeof a.v === "number" && typeof b.v === "number"
          ? a.v - b.v
          : collator.compare(String(a.v), String(b.v));
    }
    return sign * c || a.t.start - b.t.start || a.t.node - b.t.node || a.i - b.i;
  });
  return keyed.map((k) => k.i);
}
