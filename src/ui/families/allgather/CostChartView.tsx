// The cost chart (Wu–Yeh Sec. 5, Fig. 4): estimated T_all stacked as T1/T2/T3 and the simulated
// makespan against the number of agents m, for both framework algorithms, with the cost model's
// choice of m outlined. Drawn with Observable Plot over costChartData (pure, tested).
import * as Plot from "@observablehq/plot";
import { useEffect, useMemo, useRef, useState } from "react";
import { formatNumber, formatTime, TIME_UNIT_LABEL, type TimeUnit } from "../../../core/units";
import { useElementSize } from "../../views/common/use-element-size";
import type { ViewProps } from "../../views/types";
import { SIMULATE_EVERY_M_UP_TO } from "../../../core/allgather/cost-chart";
import {
  costChartData,
  focusLimit,
  STAGE_COLORS,
  STAGE_KEYS,
  STAGE_LABELS,
  type AlgorithmChart,
} from "./cost-chart";
import { allgatherDetailsOf } from "./details";
import "./allgather.css";

const FALLBACK = { width: 900, height: 300 };
const SIMULATED_COLOR = "#111827";
const RUN_COLOR = "#d97706";

export function CostChartView({ result, scenario }: ViewProps) {
  const details = allgatherDetailsOf(result);
  const chartsRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(chartsRef, FALLBACK);
  const focus = details ? focusLimit(details) : 0;
  const [showAll, setShowAll] = useState(false);
  const upTo = showAll ? Infinity : focus;
  const charts = useMemo(() => (details ? costChartData(details, upTo) : []), [details, upTo]);
  const allCharts = useMemo(() => (details ? costChartData(details) : []), [details]);
  if (!details) return <p className="muted placeholder">No cost model for this run.</p>;
  const u = scenario.timeUnit;
  const n = details.speed.length;
  const side = size.width >= 760;
  const width = side ? Math.floor((size.width - 16) / 2) : size.width - 8;
  // Plot's title sits above the SVG: keep ~30 px for it.
  const height = Math.max(180, Math.min(420, (side ? size.height - 8 : (size.height - 16) / 2) - 30));
  const yMax = Math.max(...charts.map((c) => c.yMax));
  return (
    <div className="ag-cost-view">
      <div className="toolbar ag-toolbar">
        <strong>Estimated T_all and simulated makespan against the number of agents m</strong>
        {focus < n ? (
          <label className="ag-inline">
            m shown:{" "}
            <select
              aria-label="Range of m shown"
              value={showAll ? "all" : "focus"}
              onChange={(e) => setShowAll(e.target.value === "all")}
            >
              <option value="focus">1–{focus} (around the choice)</option>
              <option value="all">1–{n} (all)</option>
            </select>
          </label>
        ) : null}
        <span className="ag-legend" aria-label="Legend">
          {STAGE_KEYS.map((k) => (
            <span key={k} className="ag-legend-item">
              <span className="sx-swatch" style={{ background: STAGE_COLORS[k] }} />
              {STAGE_LABELS[k]}
            </span>
          ))}
          <span className="ag-legend-item">
            <span className="ag-key" style={{ borderColor: SIMULATED_COLOR }} /> simulated makespan
          </span>
          <span className="ag-legend-item">
            <span className="ag-chosen-key" /> chosen m
          </span>
        </span>
      </div>
      <p className="hint ag-hint">
        The estimate (Defs 2–5) has barriers between the stages and Def. 4&apos;s j·T_send; the simulation has
        neither, so the two differ by design (the paper&apos;s Fig. 4 compares them).{" "}
        {n > SIMULATE_EVERY_M_UP_TO ? `With ${n} nodes, a sample of m is simulated. ` : ""}
        <span className="ag-run-note">
          This run: m = {details.agentCount}, estimate {formatTime(details.estimatedCost, u)}, simulated{" "}
          {formatTime(details.simulatedMakespan, u)}.
        </span>
      </p>
      <div className={`ag-charts${side ? " side" : ""}`} ref={chartsRef}>
        {charts.map((c) => (
          <CostPlot
            key={c.id}
            chart={c}
            unit={u}
            width={width}
            height={height}
            yMax={yMax}
            current={details.algorithm === c.id ? details.agentCount : null}
          />
        ))}
      </div>
      <CostTable charts={allCharts} unit={u} />
    </div>
  );
}

function CostPlot({
  chart,
  unit,
  width,
  height,
  yMax,
  current,
}: {
  chart: AlgorithmChart;
  unit: TimeUnit;
  width: number;
  height: number;
  yMax: number;
  current: number | null;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const n = Math.max(...chart.rows.map((r) => r.m));
    const half = 0.38;
    const u = TIME_UNIT_LABEL[unit];
    const chosen = chart.chosen;
    const figure = Plot.plot({
      title: `${chart.name}: chosen m = ${chosen.m} (estimate ${formatNumber(chosen.T_all)} ${u})`,
      width,
      height,
      marginLeft: 60,
      marginTop: 26,
      marginBottom: 38,
      style: { fontSize: "14px", background: "transparent" },
      x: {
        label: "number of agents m",
        domain: [0.4, n + 0.6],
        ticks: n <= 16 ? Array.from({ length: n }, (_, i) => i + 1) : undefined,
        tickFormat: "d",
      },
      y: { label: `time (${u})`, grid: true, domain: [0, yMax * 1.08] },
      color: { domain: [...STAGE_KEYS], range: STAGE_KEYS.map((k) => STAGE_COLORS[k]) },
      marks: [
        ...(current !== null
          ? [
              Plot.rect([current], {
                x1: (d: number) => d - 0.5,
                x2: (d: number) => d + 0.5,
                y1: 0,
                y2: yMax * 1.08,
                fill: RUN_COLOR,
                fillOpacity: 0.13,
              }),
            ]
          : []),
        Plot.rect(chart.bars, {
          x1: (d: { m: number }) => d.m - half,
          x2: (d: { m: number }) => d.m + half,
          y1: "y1",
          y2: "y2",
          fill: "stage",
          title: (d: { m: number; stage: string; y1: number; y2: number }) =>
            `m = ${d.m}: ${d.stage} = ${formatNumber(d.y2 - d.y1)} ${u}`,
        }),
        Plot.rect([chosen], {
          x1: (d: { m: number }) => d.m - half - 0.08,
          x2: (d: { m: number }) => d.m + half + 0.08,
          y1: 0,
          y2: "T_all",
          fill: "none",
          stroke: "#111827",
          strokeWidth: 2.5,
        }),
        Plot.text([chosen], {
          x: "m",
          stroke: "white",
          strokeWidth: 4,
          y: (d: { T_all: number; simulated: number | null }) => Math.max(d.T_all, d.simulated ?? 0),
          text: () => "chosen",
          dy: -9,
          fontWeight: 700,
          fill: "#111827",
        }),
        Plot.line(chart.simulated, { x: "m", y: "value", stroke: SIMULATED_COLOR, strokeWidth: 2 }),
        Plot.dot(chart.simulated, {
          x: "m",
          y: "value",
          fill: "white",
          stroke: SIMULATED_COLOR,
          r: n <= 32 ? 3.5 : 2.5,
          title: (d: { m: number; value: number }) =>
            `m = ${d.m}: simulated makespan ${formatNumber(d.value)} ${u}`,
        }),
        ...(current !== null
          ? [
              Plot.text([current], {
                x: (d: number) => d,
                y: yMax * 1.08,
                text: () => "this run",
                fill: RUN_COLOR,
                fontWeight: 700,
                dy: 8,
              }),
            ]
          : []),
        ...(chart.run
          ? [
              Plot.dot([chart.run], {
                x: "m",
                y: "estimate",
                symbol: "diamond",
                r: 6,
                fill: RUN_COLOR,
                title: (d: { estimate: number }) =>
                  `your grouping: estimate ${formatNumber(d.estimate)} ${u}`,
              }),
              Plot.dot([chart.run], {
                x: "m",
                y: "simulated",
                symbol: "circle",
                r: 5,
                stroke: RUN_COLOR,
                strokeWidth: 2.5,
                fill: "white",
                title: (d: { simulated: number }) =>
                  `your grouping: simulated ${formatNumber(d.simulated)} ${u}`,
              }),
            ]
          : []),
      ],
    });
    figure.setAttribute("aria-label", `Cost chart of ${chart.name}`);
    el.replaceChildren(figure);
    return () => el.replaceChildren();
  }, [chart, unit, width, height, yMax, current]);
  return <div className="plot-chart ag-plot" ref={box} data-testid={`cost-chart-${chart.id}`} />;
}

function CostTable({ charts, unit }: { charts: readonly AlgorithmChart[]; unit: TimeUnit }) {
  const u = TIME_UNIT_LABEL[unit];
  const n = charts[0]?.rows.length ?? 0;
  const cell = (v: number | null) => (v === null ? "—" : formatNumber(v));
  return (
    <details className="ag-cost-table">
      <summary>
        Table: T1, T2, T3, T_all and the simulated makespan for every m ({u}) — the CLI&apos;s costByAgents
      </summary>
      <div className="table-scroll">
        <table className="grid-table">
          <thead>
            <tr>
              <th rowSpan={2}>m</th>
              {charts.map((c) => (
                <th key={c.id} colSpan={5}>
                  {c.name}
                </th>
              ))}
            </tr>
            <tr>
              {charts.flatMap((c) =>
                ["T1", "T2", "T3", "T_all", "simulated"].map((h) => <th key={`${c.id}-${h}`}>{h}</th>),
              )}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: n }, (_, i) => (
              <tr key={i}>
                <th scope="row">{i + 1}</th>
                {charts.flatMap((c) => {
                  const r = c.rows[i];
                  const chosen = r?.m === c.chosen.m;
                  return [r?.T1, r?.T2, r?.T3, r?.T_all, r?.simulated].map((v, k) => (
                    <td key={`${c.id}-${k}`} className={chosen ? "ag-chosen" : undefined}>
                      {cell(v ?? null)}
                    </td>
                  ));
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
