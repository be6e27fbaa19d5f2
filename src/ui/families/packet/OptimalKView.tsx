// The optimal-k explorer (Kesavan–Panda Sec. 4.3.1 and 5, Figs 12–14): a heat map of Theorem 3's
// optimal k over n and m with the scenario's (n, m) marked — click a cell to use it — and the latency
// of the k-binomial, binomial and linear trees against m (or n) under the scenario's interface.
import * as Plot from "@observablehq/plot";
import { schemeTableau10 } from "d3";
import { useCallback, useMemo, useRef, useState } from "react";
import { optimalK } from "../../../core/packet";
import { scenarioOfKind } from "../../../core/registry";
import { PACKET_LIMITS } from "../../../core/packet/scenario";
import { formatNumber, TIME_UNIT_LABEL } from "../../../core/units";
import type { ViewProps } from "../../views/types";
import { withNodesAndPackets } from "./doc-edits";
import {
  fitting,
  heatExtent,
  heatGrid,
  kAt,
  kChanges,
  kRuns,
  kRunsText,
  latencyAgainstNodes,
  latencyRows,
  powersOfTwo,
  type HeatGrid,
  type LatencyPoint,
} from "./optimal-k-data";
import { PlotFigure, pointerData, type PlotElement } from "./PlotFigure";
import { packetDetailsOf } from "./StepView";
import "./packet.css";

const N_OPTIONS = powersOfTwo(16, PACKET_LIMITS.nodes);
const M_OPTIONS = powersOfTwo(8, 256);
export const SERIES_COLORS: Readonly<Record<string, string>> = {
  "k-binomial": "#2563eb",
  binomial: "#dc2626",
  linear: "#16a34a",
};
const SERIES = Object.keys(SERIES_COLORS);
/** Plot puts a swatch legend above the chart; the chart gets the rest of the box. */
const LEGEND_HEIGHT = 44;

/** Of labels closer than 7% of the x range, keep the later one (the k that holds further on). */
function spreadOut(points: readonly LatencyPoint[], rows: readonly LatencyPoint[]): LatencyPoint[] {
  const xs = rows.map((r) => r.x);
  const span = Math.max(1, Math.max(...xs) - Math.min(...xs));
  const kept: LatencyPoint[] = [];
  for (let i = points.length - 1; i >= 0; i--) {
    const p = points[i] as LatencyPoint;
    const next = kept[0];
    if (!next || next.x - p.x >= 0.07 * span) kept.unshift(p);
  }
  return kept;
}

/** A categorical colour per k: the regions of k = 1, 2, 3 (most of the map) must differ at a glance. */
function kColor(k: number): string {
  return schemeTableau10[(k - 1) % 10] ?? "#9ca3af";
}

function heatFigure(g: HeatGrid, n: number, m: number) {
  return ({ width, height }: { width: number; height: number }) => {
    const here = kAt(g, n, m);
    const ks = Array.from({ length: g.kMax }, (_, i) => i + 1);
    return Plot.plot({
      width,
      height: height - LEGEND_HEIGHT,
      marginLeft: 52,
      marginBottom: 40,
      marginRight: 16,
      style: { fontSize: "14px", background: "transparent" },
      x: { label: "n — nodes, with the source →", domain: heatExtent(g) },
      y: { label: "↑ m — packets", domain: [0.5, g.mMax + 0.5] },
      color: {
        type: "ordinal",
        domain: ks,
        range: ks.map(kColor),
        legend: true,
        label: "optimal k",
      },
      marks: [
        Plot.raster(Array.from(g.values), {
          width: g.ns.length,
          height: g.ms.length,
          x1: heatExtent(g)[0],
          x2: heatExtent(g)[1],
          y1: 0.5,
          y2: g.mMax + 0.5,
          imageRendering: "pixelated",
        }),
        ...(here === undefined
          ? []
          : [
              Plot.ruleX([n], { stroke: "#ffffff", strokeDasharray: "4 3", strokeWidth: 1.5 }),
              Plot.ruleY([m], { stroke: "#ffffff", strokeDasharray: "4 3", strokeWidth: 1.5 }),
              Plot.dot([[n, m]], { r: 7, stroke: "#f43f5e", strokeWidth: 3, fill: "none" }),
              Plot.text([[n, m]], {
                text: () => `n = ${n}, m = ${m}: k = ${here}`,
                dx: n > g.nMax * 0.6 ? -12 : 12,
                dy: -14,
                textAnchor: n > g.nMax * 0.6 ? "end" : "start",
                fill: "#111827",
                stroke: "#ffffff",
                strokeWidth: 4,
                fontWeight: 700,
                fontSize: 14,
              }),
            ]),
      ],
    }) as PlotElement;
  };
}

function latencyFigure(rows: readonly LatencyPoint[], at: number, xLabel: string, unit: string) {
  return ({ width, height }: { width: number; height: number }) => {
    const current = rows.filter((r) => r.x === at);
    return Plot.plot({
      width,
      height: height - LEGEND_HEIGHT,
      marginLeft: 64,
      marginBottom: 40,
      marginRight: 24,
      style: { fontSize: "14px", background: "transparent" },
      x: { label: xLabel, grid: true },
      y: { label: `↑ latency (${unit})`, grid: true, zero: true },
      color: { domain: SERIES, range: SERIES.map((s) => SERIES_COLORS[s] as string), legend: true },
      marks: [
        Plot.ruleX([at], { stroke: "#6b7280", strokeDasharray: "4 3" }),
        Plot.line(rows, { x: "x", y: "latency", stroke: "series", strokeWidth: 2.5 }),
        Plot.text(spreadOut(kChanges(rows), rows), {
          x: "x",
          y: "latency",
          text: (d: LatencyPoint) => `k=${d.k}`,
          dy: -11,
          fill: SERIES_COLORS["k-binomial"],
          stroke: "#ffffff",
          strokeWidth: 3,
          fontWeight: 700,
        }),
        Plot.dot(current, { x: "x", y: "latency", fill: "series", r: 5, stroke: "#ffffff" }),
        Plot.tip(
          rows,
          Plot.pointerX({
            x: "x",
            y: "latency",
            stroke: "series",
            title: (d: LatencyPoint) =>
              `${d.series} (k = ${d.k}), ${xLabel.split(" ")[0]} = ${d.x}\n${d.steps} steps, ${formatNumber(d.latency)} ${unit}`,
          }),
        ),
      ],
    }) as PlotElement;
  };
}

export function OptimalKView(props: ViewProps) {
  const s = scenarioOfKind(props.scenario, "packet-multicast");
  const d = packetDetailsOf(props.result);
  const n = s.nodes;
  const m = s.packets;
  const unit = TIME_UNIT_LABEL[s.timeUnit];
  const [nMax, setNMax] = useState(() => fitting(N_OPTIONS, Math.max(64, n)));
  const [mMax, setMMax] = useState(() => fitting(M_OPTIONS, Math.max(32, m)));
  const [against, setAgainst] = useState<"m" | "n">("m");
  const [hover, setHover] = useState<{ n: number; m: number; k: number } | null>(null);
  const figure = useRef<PlotElement | null>(null);
  const keepFigure = useCallback((f: PlotElement | null) => {
    figure.current = f;
  }, []);

  const grid = useMemo(() => heatGrid(nMax, mMax), [nMax, mMax]);
  const buildHeat = useMemo(() => heatFigure(grid, n, m), [grid, n, m]);
  const rows = useMemo(() => {
    if (!d) return [];
    if (against === "m") return latencyRows(d.latencyByPackets);
    return latencyRows(latencyAgainstNodes(nMax, m, s.timing, s.interface, s.k, n));
  }, [d, against, nMax, m, n, s.timing, s.interface, s.k]);
  const buildLatency = useMemo(
    () =>
      latencyFigure(rows, against === "m" ? m : n, against === "m" ? "m — packets →" : "n — nodes →", unit),
    [rows, against, m, n, unit],
  );

  const cellAt = (ev: React.PointerEvent | React.MouseEvent) => {
    const p = pointerData(figure.current, ev);
    if (!p) return null;
    const cn = Math.round(p.x);
    const cm = Math.round(p.y);
    const k = kAt(grid, cn, cm);
    return k === undefined ? null : { n: cn, m: cm, k };
  };
  const use = (cell: { n: number; m: number }) => {
    if (!props.onScenarioChange) return;
    props.onScenarioChange(withNodesAndPackets({ ...s }, cell.n, cell.m));
  };
  const best = optimalK(n, m);
  const runs = useMemo(() => kRuns(n, mMax), [n, mMax]);
  const byTree = d?.latencyByPackets.series.map((c) => ({
    name: c.name,
    steps: c.steps[m - 1],
    k: c.k[m - 1],
  }));

  return (
    <div className="sx-view pk-optk" data-testid="optimal-k-view">
      <div className="sx-toolbar" role="toolbar" aria-label="Optimal k tools">
        <label>
          n up to
          <select aria-label="n up to" value={nMax} onChange={(e) => setNMax(Number(e.target.value))}>
            {N_OPTIONS.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
        <label>
          m up to
          <select aria-label="m up to" value={mMax} onChange={(e) => setMMax(Number(e.target.value))}>
            {M_OPTIONS.map((v) => (
              <option key={v} value={v}>
                {v}
              </option>
            ))}
          </select>
        </label>
        <label>
          latency against
          <select
            aria-label="Latency against"
            value={against}
            onChange={(e) => setAgainst(e.target.value as "m" | "n")}
          >
            <option value="m">m (Figs 13a, 14a)</option>
            <option value="n">n (Figs 13b, 14b)</option>
          </select>
        </label>
        <span className="sx-toolbar-gap" />
        <span className="pk-readout" aria-live="polite">
          {hover
            ? `n = ${hover.n}, m = ${hover.m}: optimal k = ${hover.k}${props.onScenarioChange ? " — click to use" : ""}`
            : "Point at the map to read k; click to use that n and m"}
        </span>
      </div>
      <div className="pk-optk-body">
        <section className="pk-chart" aria-label="Optimal k heat map">
          <h4>Optimal k of Theorem 3 over n and m (Fig. 12)</h4>
          <PlotFigure
            className="pk-heat"
            build={buildHeat}
            onFigure={keepFigure}
            onPointerMove={(ev) => setHover(cellAt(ev))}
            onPointerLeave={() => setHover(null)}
            onClick={(ev) => {
              const cell = cellAt(ev);
              if (cell) use(cell);
            }}
          />
          <p className="pk-chart-note">
            At n = {n}: {kRunsText(runs, mMax)}
          </p>
        </section>
        <section className="pk-chart" aria-label="Latency per tree">
          <h4>
            Latency against {against === "m" ? `m at n = ${n}` : `n at m = ${m}`}, {s.interface.toUpperCase()}
            {s.k !== null ? `, k fixed at ${s.k}` : ""}
          </h4>
          <PlotFigure build={buildLatency} />
          <p className="pk-chart-note" data-testid="optimal-k-summary">
            n = {n}, m = {m}: optimal k = <strong>{best.k}</strong>, {best.steps} FPFS steps
            {byTree
              ? ` · ${byTree.map((t) => `${t.name}${t.name === "k-binomial" ? ` (k = ${t.k})` : ""} ${t.steps}`).join(", ")} steps (${s.interface.toUpperCase()})`
              : ""}
          </p>
        </section>
      </div>
    </div>
  );
}
