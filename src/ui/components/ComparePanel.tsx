// Every heuristic of the family on the current scenario, against the lower bound.
import { useState } from "react";
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
}

export function ComparePanel({ client, doc, timeUnit, selected, onSelect }: Props) {
  const [state, setState] = useState<
    { doc: ScenarioDoc; rows: readonly CompareRow[] } | { error: string } | "running" | null
  >(null);
  const run = async () => {
    if (!client) return;
    setState("running");
    const reply = await client.compare({ doc, explain: false });
    setState(reply.ok ? { doc, rows: reply.rows } : { error: reply.error.message });
  };
  const u = TIME_UNIT_LABEL[timeUnit];
  const rows = state && typeof state === "object" && "rows" in state ? state.rows : null;
  const stale =
    rows !== null && typeof state === "object" && state !== null && "doc" in state && state.doc !== doc;
  const worst = rows ? Math.max(...rows.map((r) => r.makespan ?? 0)) : 0;
  const lb = rows?.find((r) => r.lowerBound !== null)?.lowerBound ?? null;
  return (
    <div className="compare-panel">
      <div className="toolbar">
        <strong>Compare heuristics</strong>
        <button type="button" onClick={() => void run()} disabled={state === "running"}>
          {state === "running" ? "Running…" : rows ? "Run again" : "Run every heuristic"}
        </button>
        {stale ? <span className="muted">(scenario changed since)</span> : null}
      </div>
      {state && typeof state === "object" && "error" in state ? <p className="error">{state.error}</p> : null}
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
