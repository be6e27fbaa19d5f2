// Every heuristic of the family on the current scenario, against the lower bound.
import { useCallback, useEffect, useState } from "react";
import type { ScenarioDoc } from "../../core/family";
import type { TimeUnit } from "../../core/units";
import { formatNumber, TIME_UNIT_LABEL } from "../../core/units";
import type { EngineClient } from "../../engine/client";
import type { CompareRow } from "../../engine/protocol";

interface Props {
  readonly client: EngineClient | null;
  readonly doc: ScenarioDoc;
  readonly timeUnit: TimeUnit;
  readonly selected: string;
  readonly onSelect: (algorithm: string) => void;
  /** Opens the schedules side by side: Compare's stacked Gantts or Lockstep (src/ui/side-by-side). */
  readonly onSideBySide?: (use: "compare" | "lockstep") => void;
}

type CompareState =
  | null
  | { readonly kind: "running"; readonly doc: ScenarioDoc; readonly rows: readonly CompareRow[] }
  /** Finished, or cancelled with the rows that had finished (`cancelled`). */
  | {
      readonly kind: "done";
      readonly doc: ScenarioDoc;
      readonly rows: readonly CompareRow[];
      readonly cancelled?: boolean;
    }
  | { readonly kind: "error"; readonly error: string };

export function ComparePanel({ client, doc, timeUnit, selected, onSelect, onSideBySide }: Props) {
  const [state, setState] = useState<CompareState>(null);
  const run = async () => {
    if (!client) return;
    const rows: CompareRow[] = [];
    setState({ kind: "running", doc, rows });
    const reply = await client.compare({ doc, explain: false }, (row) => {
      rows.push(row);
      setState((s) => (s?.kind === "running" && s.doc === doc ? { ...s, rows: [...rows] } : s));
    });
    setState((s) => {
      if (s?.kind !== "running" || s.doc !== doc) return s;
      if (reply.ok) return { kind: "done", doc, rows: reply.rows };
      if (reply.error.kind === "cancelled") return { kind: "done", doc, rows: [...rows], cancelled: true };
      return { kind: "error", error: reply.error.message };
    });
  };
  const running = state?.kind === "running";
  const cancel = useCallback(() => client?.cancelCompare(), [client]);
  // An edit makes a running comparison obsolete: it stops, keeping the rows that finished (marked stale).
  useEffect(() => {
    if (running && state.doc !== doc) cancel();
  }, [running, state, doc, cancel]);
  // Leaving (the panel folded away, another scenario family) stops it too.
  useEffect(() => cancel, [cancel]);
  const u = TIME_UNIT_LABEL[timeUnit];
  const rows = state && state.kind !== "error" && state.rows.length > 0 ? state.rows : null;
  const stale = rows !== null && state !== null && state.kind !== "error" && state.doc !== doc;
  const worst = rows ? Math.max(...rows.map((r) => r.makespan ?? 0)) : 0;
  const lb = rows?.find((r) => r.lowerBound !== null)?.lowerBound ?? null;
  return (
    <div className="compare-panel">
      <div className="toolbar">
        <strong>Compare heuristics</strong>
        <button type="button" onClick={() => void run()} disabled={running}>
          {running ? "Running…" : rows ? "Run again" : "Run every heuristic"}
        </button>
        {running ? (
          <button
            type="button"
            className="cancel-compare"
            onClick={cancel}
            title="Stop; the finished rows stay"
          >
            Cancel
          </button>
        ) : null}
        {state?.kind === "done" && state.cancelled ? (
          <span className="muted" role="status" data-testid="compare-cancelled">
            Compare cancelled — showing the {state.rows.length} that finished
          </span>
        ) : null}
        {stale ? <span className="muted">(scenario changed since)</span> : null}
        {onSideBySide ? (
          <>
            <button
              type="button"
              data-testid="open-compare-stack"
              onClick={() => onSideBySide("compare")}
              title="The Gantts of 2–4 heuristics stacked on one time axis"
            >
              Stacked Gantts
            </button>
            <button
              type="button"
              data-testid="open-lockstep"
              onClick={() => onSideBySide("lockstep")}
              title="Step two heuristics together, decision by decision"
            >
              Lockstep
            </button>
          </>
        ) : null}
      </div>
      {state?.kind === "error" ? <p className="error">{state.error}</p> : null}
      {rows ? (
        <table className="grid-table compare" aria-label="Comparison">
          <thead>
            <tr>
              <th>algorithm</th>
              <th>makespan ({u})</th>
              <th>÷ lower bound</th>
              <th className="bar-col" />
              <th>time (ms)</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.algorithm}
                className={r.algorithm === selected ? "selected" : undefined}
                onClick={() => onSelect(r.algorithm)}
              >
                <td>{r.name}</td>
                <td>{r.makespan === null ? (r.error ?? "failed") : formatNumber(r.makespan)}</td>
                <td>{r.makespan !== null && lb ? (r.makespan / lb).toFixed(3) : "—"}</td>
                <td className="bar-col">
                  <span
                    className="bar"
                    style={{ width: `${worst > 0 && r.makespan !== null ? (100 * r.makespan) / worst : 0}%` }}
                  />
                </td>
                <td>{r.elapsedMs.toFixed(1)}</td>
              </tr>
            ))}
            {lb !== null ? (
              <tr className="bound">
                <td>lower bound</td>
                <td>{formatNumber(lb)}</td>
                <td>1.000</td>
                <td className="bar-col">
                  <span className="bar lb" style={{ width: `${worst > 0 ? (100 * lb) / worst : 0}%` }} />
                </td>
                <td />
              </tr>
            ) : null}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
