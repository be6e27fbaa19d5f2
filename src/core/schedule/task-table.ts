// The task table's data: its columns, cell values, filter and sort over any family's Schedule. Pure
// (no DOM), so the Analysis view runs it on the main thread for small schedules and in the worker for
// large ones (src/engine/analysis.ts); the table's component and its virtual window are in
// src/ui/views/table/.
import { waitingTime } from "./metrics";
import { ABSENT_INT, ABSENT_STAGE, KIND_CODES, packedTasks, type PackedTasks } from "./pack";
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

/**
 * A cell's value read from the schedule's columns (the same as cellValue of task i), without building
 * the task: filtering and sorting a packed schedule never materialises its `tasks`.
 */
export function cellOf(s: Schedule, c: PackedTasks, i: number, id: ColumnId): string | number | undefined {
  switch (id) {
    case "lane": {
      const node = c.node[i] as number;
      return s.lanes[node] ?? String(node);
    }
    case "kind": {
      const kind = KIND_CODES[c.kind[i] as number] as string;
      const code = c.stage[i] as number;
      const stage = code === ABSENT_STAGE ? undefined : c.stageNames[code];
      return stage ? `${kind} · ${stage}` : kind;
    }
    case "peer": {
      const peer = c.peer[i] as number;
      return peer >= 0 ? (s.lanes[peer] ?? String(peer)) : "";
    }
    case "message": {
      const from = c.messagesOffsets[i] as number;
      const to = c.messagesOffsets[i + 1] as number;
      if (to - from > 1) {
        const names: string[] = [];
        for (let k = from; k < to; k++) {
          const m = c.messagesValues[k] as number;
          names.push(s.messages[m] ?? String(m));
        }
        return names.join(" + ");
      }
      const m = c.message[i] as number;
      return s.messages[m] ?? String(m);
    }
    case "posted":
      return numberOrUndefined(c.posted[i] as number);
    case "arrival":
      return numberOrUndefined(c.arrival[i] as number);
    case "start":
      return c.start[i] as number;
    case "end":
      return c.end[i] as number;
    case "duration":
      return (c.end[i] as number) - (c.start[i] as number);
    case "waiting": {
      if (KIND_CODES[c.kind[i] as number] !== "recv") return undefined;
      const posted = c.posted[i] as number;
      return Number.isNaN(posted) ? 0 : Math.max(0, (c.start[i] as number) - posted);
    }
  }
}

const numberOrUndefined = (v: number) => (Number.isNaN(v) ? undefined : v);

/** The indices of the tasks revealed at `step` that pass the filter, in task order (read from the columns). */
export function filterTasks(s: Schedule, filter: TableFilter, step?: number): number[] {
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

/**
 * Sorts task indices by a column (stable: ties keep start, then lane, then task order). Empty cells
 * go last in either direction. Reads the columns, not the task objects.
 */
export function sortTasks(s: Schedule, rows: readonly number[], sort: TableSort): number[] {
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
