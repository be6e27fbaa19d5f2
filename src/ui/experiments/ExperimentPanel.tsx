// Sweeps: many seeded random instances in a pool of workers, with progress and cancel; the
// experiment's parameters live in the URL; results as charts and tables (the same numbers as
// `cli -- sweep ID`).
import { useEffect, useMemo, useRef, useState } from "react";
import type { ExperimentRow, ExperimentSummary } from "../../core/experiment";
import { findExperiment } from "../../core/registry";
import type { Family } from "../../core/schedule/types";
import { FAMILIES } from "../../core/registry";
import { poolSize, SweepPool, type SweepProgress } from "../../engine/pool";
import { formatNumber } from "../../core/units";
import { NumberField } from "../components/fields";
import { ParamForm } from "../components/ParamForm";
import { PlotChart } from "../components/PlotChart";
import { useElementSize } from "../views/common/use-element-size";

export interface ExperimentState {
  readonly id: string;
  readonly params: Record<string, unknown>;
}

interface Props {
  readonly family: Family;
  readonly experiment: ExperimentState | undefined;
  readonly onExperiment: (e: ExperimentState) => void;
}

type Status =
  | { kind: "idle" }
  | { kind: "running"; progress: SweepProgress }
  | { kind: "done"; rows: ExperimentRow[]; elapsedMs: number; key: string }
  | { kind: "failed"; message: string };

export function ExperimentPanel({ family, experiment, onExperiment }: Props) {
  const experiments = FAMILIES.find((f) => f.family === family)?.experiments ?? [];
  const current = (experiment && findExperiment(experiment.id)) || experiments[0];
  const params = useMemo(
    () => ({ ...(current?.defaults ?? {}), ...(experiment?.id === current?.id ? experiment?.params : {}) }),
    [current, experiment],
  );
  const [seed, setSeed] = useState(1);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const pool = useRef<SweepPool | null>(null);
  useEffect(() => () => pool.current?.cancel(), []);
  if (!current) return <p className="muted placeholder">This family has no experiments.</p>;

  const parsed = current.params.safeParse(params);
  const runs = parsed.success ? current.runCount(parsed.data) : 0;
  const key = JSON.stringify([current.id, params, seed]);
  const start = async () => {
    if (!parsed.success) return;
    pool.current?.cancel();
    const p = new SweepPool(poolSize(navigator.hardwareConcurrency));
    pool.current = p;
    setStatus({ kind: "running", progress: { done: 0, total: runs } });
    const outcome = await p.sweep({ experiment: current.id, params: parsed.data, seed, runs }, (progress) =>
      setStatus({ kind: "running", progress }),
    );
    if (pool.current !== p) return;
    if (outcome.ok) setStatus({ kind: "done", rows: outcome.rows, elapsedMs: outcome.elapsedMs, key });
    else
      setStatus(
        outcome.error.kind === "cancelled"
          ? { kind: "idle" }
          : { kind: "failed", message: outcome.error.message },
      );
  };
  const cancel = () => {
    pool.current?.cancel();
    setStatus({ kind: "idle" });
  };
  const summary =
    status.kind === "done" && parsed.success ? current.summarize(parsed.data, status.rows) : null;
  return (
    <div className="experiment-panel">
      <div className="experiment-controls">
        <label className="param">
          <span>Experiment</span>
          <select
            aria-label="Experiment"
            value={current.id}
            onChange={(e) => onExperiment({ id: e.target.value, params: {} })}
          >
            {experiments.map((x) => (
              <option key={x.id} value={x.id}>
                {x.title}
              </option>
            ))}
          </select>
        </label>
        <p className="hint">{current.description}</p>
        <p className="hint" data-testid="experiment-source">
          {current.figure
            ? `Reproduces ${current.paper}, ${current.figure}.`
            : `On the model of ${current.paper}; not a figure of the paper.`}
        </p>
        {/* The run controls and progress first: the parameters below can be long. */}
        <div className="row">
          <label className="param">
            <span>Sweep seed</span>
            <NumberField integer value={seed} label="Sweep seed" onCommit={setSeed} width={70} />
          </label>
          {status.kind === "running" ? (
            <>
              <progress
                aria-label="Sweep progress"
                max={status.progress.total}
                value={status.progress.done}
              />
              <span data-testid="sweep-progress">
                {status.progress.done} / {status.progress.total} runs
              </span>
              <button type="button" onClick={cancel}>
                Cancel
              </button>
            </>
          ) : (
            <button type="button" className="primary" disabled={!parsed.success} onClick={() => void start()}>
              Run {runs} instances
            </button>
          )}
        </div>
        {!parsed.success ? (
          <p className="error">
            {parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}
          </p>
        ) : null}
        {status.kind === "failed" ? <p className="error">{status.message}</p> : null}
        {status.kind === "done" ? (
          <p className="hint" data-testid="sweep-done">
            {status.rows.length} rows in {formatNumber(status.elapsedMs / 1000)} s
            {status.key !== key ? " — parameters changed since; run again" : ""}. Same numbers as{" "}
            <code>
              npm run --silent cli -- sweep {current.id} --seed {seed}
              {parsed.success ? cliParams(current.defaults, parsed.data) : ""}
            </code>
            .
          </p>
        ) : null}
        <ParamForm
          schema={current.params}
          defaults={current.defaults}
          labels={current.labels ?? {}}
          values={experiment?.id === current.id ? experiment.params : {}}
          onChange={(next) => onExperiment({ id: current.id, params: next })}
          issues={
            parsed.success
              ? []
              : parsed.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }))
          }
        />
      </div>
      {summary ? <ExperimentResults summary={summary} /> : null}
    </div>
  );
}

/** ` --param key=value` for each parameter that differs from the experiment's default. */
export function cliParams(defaults: Record<string, unknown>, params: Record<string, unknown>): string {
  return Object.entries(params)
    .filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(defaults[k]))
    .map(([k, v]) => ` --param ${k}=${typeof v === "string" ? v : JSON.stringify(v)}`)
    .join("");
}

const CHART = { width: 560, height: 300 };
const MIN_CHART_WIDTH = 320;

/** Charts as wide as the room the controls leave (at most CHART.width), then the tables. */
function ExperimentResults({ summary }: { summary: ExperimentSummary }) {
  const box = useRef<HTMLDivElement>(null);
  const room = useElementSize(box, CHART).width;
  const chartWidth = Math.max(MIN_CHART_WIDTH, Math.min(CHART.width, room));
  return (
    <div className="experiment-results" ref={box}>
      {summary.charts.map((c, i) => (
        <PlotChart key={i} chart={c} title={c.title} width={chartWidth} />
      ))}
      {summary.tables.map((t, i) => (
        <div key={i} className="table-scroll">
          <h4>{t.title}</h4>
          <table className="grid-table">
            <thead>
              <tr>
                {t.columns.map((c) => (
                  <th key={c}>{c}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {t.rows.map((r, j) => (
                <tr key={j}>
                  {r.map((v, k) => (
                    <td key={k}>{typeof v === "number" ? formatNumber(v) : v}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
