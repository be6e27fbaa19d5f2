// Every task of the schedule as a table: the exact numbers behind the pictures, copyable.
import { useMemo, useState } from "react";
import { formatNumber, TIME_UNIT_LABEL } from "../../../core/units";
import { waitingTime } from "../../../core/schedule/metrics";
import type { Task } from "../../../core/schedule/types";
import type { ViewDef, ViewProps } from "../types";

const PAGE = 200;

function TaskTable({ result, step, onSelect, selection }: ViewProps) {
  const s = result.schedule;
  const u = TIME_UNIT_LABEL[s.timeUnit];
  const [lane, setLane] = useState<number | "all">("all");
  const [page, setPage] = useState(0);
  const rows = useMemo(() => {
    const list = s.tasks
      .map((t, i) => [t, i] as const)
      .filter(
        ([t]) =>
          (lane === "all" || t.node === lane) &&
          (step === undefined || t.step === undefined || t.step < step),
      );
    return list.sort(([a], [b]) => a.start - b.start || a.node - b.node);
  }, [s.tasks, lane, step]);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const shown = rows.slice(page * PAGE, (page + 1) * PAGE);
  const msg = (t: Task) =>
    t.messages && t.messages.length > 1
      ? t.messages.map((m) => s.messages[m] ?? m).join(" + ")
      : (s.messages[t.message] ?? String(t.message));
  const fmt = (v: number | undefined) => (v === undefined ? "" : formatNumber(v));
  return (
    <div className="task-table-view">
      <div className="toolbar">
        <label>
          Lane{" "}
          <select
            aria-label="Lane"
            value={lane}
            onChange={(e) => {
              setLane(e.target.value === "all" ? "all" : Number(e.target.value));
              setPage(0);
            }}
          >
            <option value="all">all ({s.lanes.length})</option>
            {s.lanes.map((l, i) => (
              <option key={i} value={i}>
                {l}
              </option>
            ))}
          </select>
        </label>
        <span>
          {rows.length} tasks{pages > 1 ? ` — page ${page + 1} of ${pages}` : ""}
        </span>
        {pages > 1 ? (
          <>
            <button type="button" disabled={page === 0} onClick={() => setPage(page - 1)}>
              ◀
            </button>
            <button type="button" disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
              ▶
            </button>
          </>
        ) : null}
      </div>
      <div className="table-scroll tall">
        <table className="grid-table tasks">
          <thead>
            <tr>
              <th>lane</th>
              <th>kind</th>
              <th>peer</th>
              <th>message</th>
              <th>posted ({u})</th>
              <th>arrival ({u})</th>
              <th>start ({u})</th>
              <th>end ({u})</th>
              <th>waiting ({u})</th>
            </tr>
          </thead>
          <tbody>
            {shown.map(([t, i]) => (
              <tr
                key={i}
                className={selection === `task:${i}` ? "selected" : undefined}
                onClick={() => onSelect?.(`task:${i}`)}
              >
                <td>{s.lanes[t.node]}</td>
                <td>{t.kind}</td>
                <td>{t.peer >= 0 ? s.lanes[t.peer] : ""}</td>
                <td>{msg(t)}</td>
                <td>{fmt(t.posted)}</td>
                <td>{fmt(t.arrival)}</td>
                <td>{fmt(t.start)}</td>
                <td>{fmt(t.end)}</td>
                <td>{t.kind === "recv" ? fmt(waitingTime(t)) : ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
