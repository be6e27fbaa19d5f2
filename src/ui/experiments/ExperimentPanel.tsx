// Sweeps: many seeded random instances in a pool of workers, with progress, results as runs finish
// (with 95 % intervals) and cancel that keeps them; the experiment's parameters live in the URL. The
// sweep itself lives in the sweep store (sweep-store.ts), so it keeps running and its results stay when
// the tab is left. Results as charts and tables (the same numbers as `cli -- sweep ID`).
import { useMemo, useState } from "react";
import { findExperiment } from "../../core/registry";
import type { Family } from "../../core/schedule/types";
import { FAMILIES } from "../../core/registry";
import { NumberField } from "../components/fields";
import { ParamForm } from "../components/ParamForm";
import { sweepKey, sweepStore, useSweep } from "./sweep-store";
import { SweepResults, useSummaryCi } from "./SweepResults";

export interface ExperimentState {
  readonly id: string;
  readonly params: Record<string, unknown>;
}

interface Props {
  readonly family: Family;
  readonly experiment: ExperimentState | undefined;
  readonly onExperiment: (e: ExperimentState) => void;
}

export function ExperimentPanel({ family, experiment, onExperiment }: Props) {
  const experiments = FAMILIES.find((f) => f.family === family)?.experiments ?? [];
  const current = (experiment && findExperiment(experiment.id)) || experiments[0];
  const params = useMemo(
    () => ({ ...(current?.defaults ?? {}), ...(experiment?.id === current?.id ? experiment?.params : {}) }),
    [current, experiment],
  );
  const slot = `sweeps:${current?.id ?? ""}`;
  const entry = useSweep(slot);
  const [seedInput, setSeed] = useState<number | null>(null);
  // The seed of the sweep on screen until another is typed.
  const seed = seedInput ?? entry?.request.seed ?? 1;
  const summary = useSummaryCi(current, entry);
  if (!current) return <p className="muted placeholder">This family has no experiments.</p>;

  const parsed = current.params.safeParse(params);
  const runs = parsed.success ? current.runCount(parsed.data) : 0;
  const key = parsed.success ? sweepKey(current.id, parsed.data, seed) : "";
  const start = () => {
    if (!parsed.success) return;
    void sweepStore.start(slot, { experiment: current.id, params: parsed.data, seed, runs });
  };
  const cancel = () => sweepStore.cancel(slot);
  const running = entry?.status === "running";
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
          {running && entry ? (
            <>
              <progress aria-label="Sweep progress" max={entry.request.runs} value={entry.done} />
              <span data-testid="sweep-progress">
                {entry.done} / {entry.request.runs} runs
              </span>
              <button type="button" onClick={cancel}>
                Cancel
              </button>
            </>
          ) : (
            <button type="button" className="primary" disabled={!parsed.success} onClick={start}>
              Run {runs} instances
            </button>
          )}
        </div>
        {!parsed.success ? (
          <p className="error">
            {parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}
          </p>
        ) : null}
        {entry?.status === "failed" ? <p className="error">{entry.error}</p> : null}
        {entry && entry.status !== "running" && entry.status !== "failed" ? (
          <p className="hint" data-testid="sweep-done">
            {entry.status === "cancelled"
              ? `Cancelled: ${entry.done} of ${entry.request.runs} runs kept`
              : `${entry.done} runs`}{" "}
            in {(entry.elapsedMs / 1000).toFixed(1)} s
            {entry.key !== key ? " — parameters changed since; run again" : ""}. Same numbers as{" "}
            <code>
              npm run --silent cli -- sweep {current.id} --seed {entry.request.seed}
              {cliParams(current.defaults, entry.request.params)}
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
      {summary && entry ? <SweepResults exp={current} entry={entry} summary={summary} /> : null}
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
