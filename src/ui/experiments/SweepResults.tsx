// A sweep's results, as they arrive: the charts with each point's 95 % interval, the tables with
// "mean ± half-width", the runs behind a clicked point (each opens as a scenario when the experiment can
// say which scenario a run was), and the export as CSV or JSON. Shared by the Sweeps tab and the Papers
// gallery; the numbers are src/core/sweep-summary.ts's, the same as the CLI's.
import { useMemo, useRef, useState } from "react";
import type { ExperimentDef } from "../../core/experiment";
import { deriveSeed } from "../../core/random";
import { VIEW_STATE_VERSION } from "../../core/scenario/url";
import {
  formatMeanCi,
  summarizeWithCi,
  summaryCsv,
  sweepJson,
  type PerRunSummaries,
  type SummaryCi,
} from "../../core/sweep-summary";
import { formatNumber } from "../../core/units";
import { hashFor } from "../location";
import { downloadBlob } from "../views/common/download";
import { useElementSize } from "../views/common/use-element-size";
import { SweepChart, type ChartPoint } from "./SweepChart";
import "./sweeps.css";
import type { SweepEntry } from "./sweep-store";

/** The summary of an entry's finished runs, each run summarized once (cached per sweep). */
export function useSummaryCi(
  exp: ExperimentDef | undefined,
  entry: SweepEntry | undefined,
): SummaryCi | null {
  const cache = useRef<{ key: string; byRun: unknown; runs: PerRunSummaries } | null>(null);
  return useMemo(() => {
    if (!exp || !entry || entry.done === 0) return null;
    if (cache.current?.byRun !== entry.byRun)
      cache.current = { key: entry.key, byRun: entry.byRun, runs: new Map() };
    try {
      return summarizeWithCi(exp, entry.request.params, entry.byRun, cache.current.runs);
    } catch {
      return null;
    }
    // entry changes identity on every progress report; done is what grew.
  }, [exp, entry]);
}

/** Opens a scenario document in the app (the hash listener loads it, an undo step like a link). */
export function openScenario(doc: Parameters<typeof hashFor>[0]): void {
  window.location.hash = hashFor(doc, { v: VIEW_STATE_VERSION });
}

const CHART = { width: 560, height: 300 };
const MIN_CHART_WIDTH = 340;
const MAX_RUN_BUTTONS = 12;

export function SweepResults({
  exp,
  entry,
  summary,
  maxCharts,
}: {
  exp: ExperimentDef;
  entry: SweepEntry;
  summary: SummaryCi;
  /** Show only the first charts (the gallery's card); all by default. */
  maxCharts?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const room = useElementSize(box, CHART).width;
  const chartWidth = Math.max(MIN_CHART_WIDTH, Math.min(CHART.width, room));
  const [picked, setPicked] = useState<(ChartPoint & { chart: number }) | null>(null);
  const charts = summary.summary.charts.slice(0, maxCharts ?? summary.summary.charts.length);
  const base = `${exp.id}-seed${entry.request.seed}`;
  const exportCsv = () =>
    downloadBlob(`${base}.csv`, new Blob([summaryCsv(summary.summary, summary)], { type: "text/csv" }));
  const exportJson = () =>
    downloadBlob(
      `${base}.json`,
      new Blob(
        [
          `${JSON.stringify(
            sweepJson(
              exp,
              { params: entry.request.params, seed: entry.request.seed, runs: entry.request.runs },
              summary,
            ),
            null,
            2,
          )}\n`,
        ],
        { type: "application/json" },
      ),
    );
  return (
    <div className="experiment-results" ref={box}>
      <div className="sweep-export row">
        <span className="hint">
          {summary.finished < summary.total
            ? `${summary.finished} of ${summary.total} runs so far. `
            : `${summary.total} runs. `}
          Whiskers and ± are 95 % confidence intervals.
        </span>
        <button type="button" onClick={exportCsv}>
          Export CSV
        </button>
        <button type="button" onClick={exportJson}>
          Export JSON
        </button>
      </div>
      {charts.map((c, ci) => (
        <SweepChart
          key={ci}
          chart={c}
          cis={summary.charts[ci]}
          width={chartWidth}
          selected={picked?.chart === ci ? picked : null}
          onPoint={(p) => setPicked({ ...p, chart: ci })}
        />
      ))}
      {picked ? (
        <PointRuns
          exp={exp}
          entry={entry}
          summary={summary}
          picked={picked}
          onClose={() => setPicked(null)}
        />
      ) : null}
      {summary.summary.tables.map((t, ti) => (
        <div key={ti} className="table-scroll">
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
                    <td key={k}>
                      {typeof v === "number"
                        ? formatMeanCi(v, summary.tables[ti]?.[j]?.[k] ?? null, formatNumber)
                        : v}
                    </td>
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

/** The runs behind a chart point, each opening as a scenario (when the experiment can build it). */
function PointRuns({
  exp,
  entry,
  summary,
  picked,
  onClose,
}: {
  exp: ExperimentDef;
  entry: SweepEntry;
  summary: SummaryCi;
  picked: ChartPoint & { chart: number };
  onClose: () => void;
}) {
  const chart = summary.summary.charts[picked.chart];
  const series = chart?.series[picked.series];
  const point = series?.points[picked.point];
  if (!chart || !series || !point) return null;
  const [x, y] = point;
  const ci = summary.charts[picked.chart]?.[picked.series]?.[picked.point] ?? null;
  const runs: number[] = [];
  entry.byRun.forEach((rows, r) => {
    if (rows?.some((row) => row[chart.x] === x)) runs.push(r);
  });
  const scenarioOf = exp.scenarioOf?.bind(exp);
  return (
    <div className="point-runs" data-testid="point-runs" role="group" aria-label="Runs of the chosen point">
      <p>
        <strong>{series.name}</strong> at {chart.xLabel} {formatNumber(x)}:{" "}
        {formatMeanCi(y, ci, formatNumber)} {ci ? `(95 % CI over ${ci.n} runs)` : ""}{" "}
        <button type="button" className="icon" aria-label="Close the point's runs" onClick={onClose}>
          ×
        </button>
      </p>
      {runs.length === 0 ? (
        <p className="hint">
          No finished run has {chart.x} = {formatNumber(x)}.
        </p>
      ) : scenarioOf ? (
        <p className="row">
          <span>Open a run as a scenario:</span>
          {runs.slice(0, MAX_RUN_BUTTONS).map((r) => (
            <button
              key={r}
              type="button"
              data-testid="open-run"
              title={`Run ${r}, seed ${deriveSeed(entry.request.seed, r)}: opens in the editor (Undo comes back)`}
              onClick={() =>
                openScenario(scenarioOf(entry.request.params, r, deriveSeed(entry.request.seed, r)))
              }
            >
              run {r}
            </button>
          ))}
          {runs.length > MAX_RUN_BUTTONS ? (
            <span className="hint">and {runs.length - MAX_RUN_BUTTONS} more</span>
          ) : null}
        </p>
      ) : (
        <p className="hint">
          Runs {runs.slice(0, MAX_RUN_BUTTONS).join(", ")}
          {runs.length > MAX_RUN_BUTTONS ? "…" : ""}; this experiment cannot rebuild a run's scenario.
        </p>
      )}
    </div>
  );
}
