// The task table's pure part: the columns, filtering, sorting and the virtual window (which rows are
// rendered for a scroll position). The component (TaskTableView.tsx) only wires these to the DOM. The
// columns, filter and sort live in the core (src/core/schedule/task-table.ts) so the worker can run them.
import {
  cellValue,
  COLUMNS,
  DEFAULT_SORT,
  filterTasks,
  messageText,
  NO_FILTER,
  sortTasks,
  type Column,
  type ColumnId,
  type Range,
  type TableFilter,
  type TableSort,
} from "../../../core/schedule/task-table";

export { cellValue, COLUMNS, DEFAULT_SORT, filterTasks, messageText, NO_FILTER, sortTasks };
export type { Column, ColumnId, Range, TableFilter, TableSort };

/** Clicking a header: the same column flips its direction, another starts ascending. */
export function nextSort(current: TableSort, column: ColumnId): TableSort {
  return current.column === column
    ? { column, dir: current.dir === "ascending" ? "descending" : "ascending" }
    : { column, dir: "ascending" };
}

export interface RowWindow {
  /** First rendered row (inclusive) and last (exclusive). */
  readonly from: number;
  readonly to: number;
  /** Heights of the spacers above and below the rendered rows. */
  readonly padTop: number;
  readonly padBottom: number;
}

/** The rows to render for a scroll position: the visible ones plus `overscan` on each side. */
export function rowWindow(
  count: number,
  scrollTop: number,
  viewport: number,
  rowHeight: number,
  overscan = 10,
): RowWindow {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(0, viewport) / rowHeight) + 1;
  const from = Math.max(0, Math.min(count, first - overscan));
  const to = Math.max(from, Math.min(count, first + visible + overscan));
  return { from, to, padTop: from * rowHeight, padBottom: (count - to) * rowHeight };
}

/** A number field's text as a bound: empty → none; otherwise the number, or null when not a number. */
export function parseBound(text: string): number | undefined | null {
  const t = text.trim();
  if (t === "") return undefined;
  const v = Number(t);
  return Number.isFinite(v) ? v : null;
}
