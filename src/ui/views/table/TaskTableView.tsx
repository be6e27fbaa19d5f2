// Every task of the schedule as a table: the exact numbers behind the pictures, copyable. Sortable by
// any column (click a header; aria-sort says how), filtered by text (node, peer, message, kind) and by
// start / end / duration ranges, and virtualized: only the rows in view (and a few around them) are in
// the DOM, so a 32 000-task schedule scrolls as smoothly as a small one. The logic is in model.ts.
// The rows in view are read from the schedule's columns (a task object each, built for those rows only):
// reading `schedule.tasks` would build every task of a packed schedule (2 million at 1024 nodes).
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { taskOfColumns } from "../../../core/schedule/pack";
import { formatNumber, TIME_UNIT_LABEL } from "../../../core/units";
import { columnsOf } from "../gantt/model";
import type { ViewDef, ViewProps } from "../types";
import { useAnalysis } from "../analysis/use-analysis";
import {
  cellValue,
  COLUMNS,
  DEFAULT_SORT,
  nextSort,
  NO_FILTER,
  parseBound,
  rowWindow,
  type Range,
  type TableFilter,
  type TableSort,
} from "./model";
import "./table.css";

/** Fixed row height in CSS pixels (table.css sets the same): the window arithmetic depends on it. */
export const ROW_HEIGHT = 26;
const HEADER_HEIGHT = 28;
const NO_ROWS = new Int32Array(0);

type RangeField = "start" | "end" | "duration";
const RANGE_FIELDS: readonly RangeField[] = ["start", "end", "duration"];

function TaskTable({ result, step, onSelect, selection }: ViewProps) {
  const s = result.schedule;
  const cols = columnsOf(s);
  const u = TIME_UNIT_LABEL[s.timeUnit];
  const [filter, setFilter] = useState<TableFilter>(NO_FILTER);
  const [bounds, setBounds] = useState<Record<string, string>>({});
  const [sort, setSort] = useState<TableSort>(DEFAULT_SORT);
  // Filter and sort run in the worker for a large schedule (the previous rows stay meanwhile).
  const table = useAnalysis(s, { what: "table-rows", filter, sort, ...(step !== undefined ? { step } : {}) });
  const rows = table.value ?? NO_ROWS;
  // One option per lane (1024 at 1024 nodes), built once per schedule, not on every scroll.
  const laneOptions = useMemo(
    () =>
      s.lanes.map((l, i) => (
        <option key={i} value={i}>
          {l}
        </option>
      )),
    [s.lanes],
  );

  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [viewport, setViewport] = useState(600);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    if (!el) return;
    const read = () => setViewport(el.clientHeight || 600);
    // The observer's first report comes after the frame's layout: reading clientHeight here, in the
    // commit, forced a layout of the whole page inside the commit's task (≈ 40 ms at 1024 nodes).
    if (typeof ResizeObserver === "undefined") {
      read();
      return;
    }
    const ro = new ResizeObserver(read);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  const win = rowWindow(rows.length, scrollTop - HEADER_HEIGHT, viewport, ROW_HEIGHT);

  // A task selected elsewhere (the Gantt chart, the timing diagram) is scrolled into view, centred.
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  useLayoutEffect(() => {
    const el = scrollRef.current;
    const m = /^task:(\d+)$/.exec(selection ?? "");
    if (!el || !m) return;
    const k = rowsRef.current.indexOf(Number(m[1]));
    if (k < 0) return;
    const top = HEADER_HEIGHT + k * ROW_HEIGHT;
    if (top >= el.scrollTop + HEADER_HEIGHT && top + ROW_HEIGHT <= el.scrollTop + el.clientHeight) return;
    el.scrollTop = Math.max(0, top - el.clientHeight / 2);
    setScrollTop(el.scrollTop);
  }, [selection]);

  const setBound = (field: RangeField, side: keyof Range, text: string) => {
    setBounds((b) => ({ ...b, [`${field}.${side}`]: text }));
    const v = parseBound(text);
    if (v === null) return;
    setFilter((f) => {
      const { [side]: _drop, ...rest } = f[field];
      return { ...f, [field]: v === undefined ? rest : { ...rest, [side]: v } };
    });
  };
  const badBounds = Object.entries(bounds).filter(([, text]) => parseBound(text) === null);
  const fmt = (v: string | number | undefined) =>
    v === undefined ? "" : typeof v === "number" ? formatNumber(v) : v;

  return (
    <div className="task-table-view">
      <div className="toolbar task-table-filters" role="search" aria-label="Filter the tasks">
        <label>
          Lane{" "}
          <select
            aria-label="Lane"
            value={filter.lane}
            onChange={(e) =>
              setFilter((f) => ({ ...f, lane: e.target.value === "all" ? "all" : Number(e.target.value) }))
            }
          >
            <option value="all">all ({s.lanes.length})</option>
            {laneOptions}
          </select>
        </label>
        <input
          type="search"
          aria-label="Filter by node, message or kind"
          placeholder="node, message, kind…"
          value={filter.text}
          onChange={(e) => setFilter((f) => ({ ...f, text: e.target.value }))}
        />
        {RANGE_FIELDS.map((field) => (
          <span key={field} className="range-filter">
            {field}
            {(["min", "max"] as const).map((side) => (
              <input
                key={side}
                type="text"
                inputMode="decimal"
                aria-label={`${field} ${side} (${u})`}
                placeholder={side}
                value={bounds[`${field}.${side}`] ?? ""}
                aria-invalid={parseBound(bounds[`${field}.${side}`] ?? "") === null}
                onChange={(e) => setBound(field, side, e.target.value)}
              />
            ))}
          </span>
        ))}
        <span className="muted">times in {u}</span>
        <span data-testid="task-table-count" aria-live="polite">
          {table.value === null
            ? "computing…"
            : (rows.length === cols.count
                ? `${rows.length} tasks`
                : `${rows.length} of ${cols.count} tasks`) + (table.computing ? " · computing…" : "")}
        </span>
        {badBounds.length > 0 ? (
          <span className="field-error" role="alert">
            {badBounds.map(([k]) => k.replace(".", " ")).join(", ")}: not a number (ignored)
          </span>
        ) : null}
      </div>
      <div
        className="table-scroll tall task-table-scroll"
        ref={scrollRef}
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
        data-testid="task-table-scroll"
      >
        <table className="grid-table tasks" aria-rowcount={rows.length + 1}>
          <colgroup>
            {COLUMNS.map((c) => (
              <col key={c.id} style={{ width: `${c.width}%` }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th key={c.id} aria-sort={sort.column === c.id ? sort.dir : "none"} scope="col">
                  <button type="button" className="sort-button" onClick={() => setSort(nextSort(sort, c.id))}>
                    {c.label}
                    <span aria-hidden="true">
                      {sort.column === c.id ? (sort.dir === "ascending" ? " ▲" : " ▼") : ""}
                    </span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {win.padTop > 0 ? (
              <tr className="spacer" aria-hidden="true" style={{ height: win.padTop }}>
                <td colSpan={COLUMNS.length} />
              </tr>
            ) : null}
            {Array.from(rows.subarray(win.from, win.to), (i, k) => {
              if (i < 0 || i >= cols.count) return null;
              const t = taskOfColumns(cols, i);
              return (
                <tr
                  key={i}
                  aria-rowindex={win.from + k + 2}
                  className={selection === `task:${i}` ? "selected" : undefined}
                  onClick={() => onSelect?.(`task:${i}`)}
                >
                  {COLUMNS.map((c) => (
                    <td
                      key={c.id}
                      className={c.time ? undefined : "text"}
                      title={c.time ? undefined : String(cellValue(s, t, c.id) ?? "")}
                    >
                      {c.time ? fmt(cellValue(s, t, c.id)) : <span>{fmt(cellValue(s, t, c.id))}</span>}
                    </td>
                  ))}
                </tr>
              );
            })}
            {win.padBottom > 0 ? (
              <tr className="spacer" aria-hidden="true" style={{ height: win.padBottom }}>
                <td colSpan={COLUMNS.length} />
              </tr>
            ) : null}
          </tbody>
        </table>
        {table.error ? (
          <p className="field-error" role="alert">
            The table could not be computed: {table.error}
          </p>
        ) : table.value === null ? (
          <p className="muted placeholder">Computing the table…</p>
        ) : rows.length === 0 ? (
          <p className="muted placeholder">No task matches the filter.</p>
        ) : null}
      </div>
    </div>
  );
}

export const taskTableView: ViewDef = {
  id: "table",
  label: "Task table",
  available: () => true,
  component: TaskTable,
};
