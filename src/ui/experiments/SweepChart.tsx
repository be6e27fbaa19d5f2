// A sweep's line chart, readable when one heuristic dwarfs the others: a log-scale toggle, each line
// labelled at its end (no legend eating the plot; labels are pushed apart so they never overlap), the
// 95 % interval of each point as a whisker, and points that can be clicked (to open a run as a scenario).
import { format, scaleLinear, scaleLog, schemeTableau10 } from "d3";
import { useId, useMemo, useState } from "react";
import type { ExperimentChart } from "../../core/experiment";
import type { MeanCi } from "../../core/stats";
import { formatNumber } from "../../core/units";

const COLORS = [...schemeTableau10, "#222222", "#bcbd22", "#17becf", "#8c564b"];
export const colorOf = (i: number) => COLORS[i % COLORS.length] as string;

const FONT = 14;
const SI = format("~s");
const LABEL_GAP = FONT + 2;
const MARGIN = { top: 12, left: 64, bottom: 44 };

export interface ChartPoint {
  readonly series: number;
  readonly point: number;
}

/** Label positions: each wanted y moved the least so that neighbours are at least `gap` apart, within [lo, hi]. */
export function spreadLabels(wanted: readonly number[], gap: number, lo: number, hi: number): number[] {
  const order = wanted.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
  const ys = order.map((o) => o.y);
  for (let k = 0; k < ys.length; k++)
    ys[k] = Math.max(ys[k] as number, k === 0 ? lo : (ys[k - 1] as number) + gap);
  const over = (ys[ys.length - 1] ?? hi) - hi;
  if (over > 0) {
    for (let k = ys.length - 1; k >= 0; k--) {
      ys[k] = Math.min(ys[k] as number, k === ys.length - 1 ? hi : (ys[k + 1] as number) - gap);
    }
  }
  const out = new Array<number>(wanted.length);
  order.forEach((o, k) => (out[o.i] = ys[k] as number));
  return out;
}

export function SweepChart({
  chart,
  cis,
  width,
  height = 300,
  selected,
  onPoint,
}: {
  chart: ExperimentChart & { readonly title: string };
  /** cis[s][p]: the 95 % interval of series s's point p, or null. */
  cis?: readonly (readonly (MeanCi | null)[])[] | undefined;
  width: number;
  height?: number;
  selected?: ChartPoint | null;
  onPoint?: (p: ChartPoint) => void;
}) {
  const titleId = useId();
  const finite = useMemo(
    () =>
      chart.series.flatMap((s, si) =>
        s.points.flatMap(([x, y], pi) => {
          if (!Number.isFinite(x) || !Number.isFinite(y)) return [];
          const hw = cis?.[si]?.[pi]?.halfWidth;
          const h = hw !== undefined && Number.isFinite(hw) ? hw : 0;
          return [{ si, pi, x, y, lo: y - h, hi: y + h, h }];
        }),
      ),
    [chart, cis],
  );
  // Series hidden by a click on their label: the axis then fits the others (the heuristic that dwarfs
  // the rest steps aside).
  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const toggle = (si: number) =>
    setHidden((h) => {
      const next = new Set(h);
      if (!next.delete(si)) next.add(si);
      return next.size >= chart.series.length ? h : next;
    });
  const shown = finite.filter((p) => !hidden.has(p.si));
  const canLog = shown.length > 0 && shown.every((p) => p.y > 0);
  const [logWanted, setLog] = useState(false);
  const log = logWanted && canLog;
  const longest = Math.max(0, ...chart.series.map((s) => s.name.length));
  const labelRoom = Math.min(150, 16 + longest * 8);
  const right = labelRoom;
  const plotW = Math.max(80, width - MARGIN.left - right);
  const plotH = Math.max(60, height - MARGIN.top - MARGIN.bottom);
  const xs = finite.map((p) => p.x);
  const xMin = Math.min(...xs);
  const xMax = Math.max(...xs);
  const x = scaleLinear()
    .domain(xs.length ? (xMin === xMax ? [xMin - 1, xMax + 1] : [xMin, xMax]) : [0, 1])
    .range([0, plotW])
    .nice();
  const lows = shown.map((p) => (log ? (p.lo > 0 ? p.lo : p.y) : p.lo));
  const highs = shown.map((p) => p.hi);
  let yLo = lows.length ? Math.min(...lows) : 0;
  let yHi = highs.length ? Math.max(...highs) : 1;
  if (yLo === yHi) {
    yLo = log ? yLo / 2 : yLo - 1;
    yHi = log ? yHi * 2 : yHi + 1;
  }
  const y = log
    ? scaleLog()
        .domain([yLo / 1.05, yHi * 1.05])
        .range([plotH, 0])
    : scaleLinear().domain([yLo, yHi]).range([plotH, 0]).nice();
  const yTicks = log
    ? y.ticks(5).filter((_, i, a) => a.length <= 8 || i % Math.ceil(a.length / 8) === 0)
    : y.ticks(6);
  const lines = chart.series.map((s, si) =>
    hidden.has(si) ? [] : finite.filter((p) => p.si === si).sort((a, b) => a.x - b.x),
  );
  // Every series keeps a label at the right (a hidden one greyed, at the bottom of the stack).
  const ends = chart.series.map((_, si) => {
    const pts = lines[si] ?? [];
    return pts[pts.length - 1];
  });
  const labelY = spreadLabels(
    ends.map((e) => (e && Number.isFinite(y(e.y)) ? y(e.y) : plotH)),
    LABEL_GAP,
    FONT / 2,
    plotH,
  );
  // Large ticks as 400k, 1.2M: the axis keeps its margin.
  const yText = (v: number) => (Math.abs(v) >= 10_000 ? SI(v) : formatNumber(v));
  return (
    <figure className="sweep-chart" aria-labelledby={titleId}>
      <figcaption>
        <span id={titleId}>{chart.title}</span>
        <label
          className="log-toggle"
          title={canLog ? "Logarithmic y axis" : "A log scale needs every value > 0"}
        >
          <input
            type="checkbox"
            checked={log}
            disabled={!canLog}
            onChange={(e) => setLog(e.target.checked)}
          />{" "}
          log scale
        </label>
      </figcaption>
      <svg
        width={width}
        height={height}
        role="img"
        aria-label={`${chart.title}: ${chart.yLabel} against ${chart.xLabel}`}
      >
        <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
          {yTicks.map((t) => (
            <g key={`y${t}`} transform={`translate(0,${y(t)})`}>
              <line x2={plotW} className="grid-line" />
              <text x={-6} dy="0.32em" textAnchor="end" className="tick">
                {yText(t)}
              </text>
            </g>
          ))}
          {x.ticks(Math.max(2, Math.floor(plotW / 70))).map((t) => (
            <g key={`x${t}`} transform={`translate(${x(t)},0)`}>
              <line y2={plotH} className="grid-line" />
              <text y={plotH + 18} textAnchor="middle" className="tick">
                {formatNumber(t)}
              </text>
            </g>
          ))}
          <text x={plotW / 2} y={plotH + 38} textAnchor="middle" className="axis-label">
            {chart.xLabel}
          </text>
          <text
            transform={`translate(${-50},${plotH / 2}) rotate(-90)`}
            textAnchor="middle"
            className="axis-label"
          >
            {chart.yLabel}
            {log ? " (log)" : ""}
          </text>
          {lines.map((pts, si) => (
            <g key={si} stroke={colorOf(si)} fill={colorOf(si)} data-series={chart.series[si]?.name}>
              <polyline
                fill="none"
                strokeWidth={2}
                points={pts.map((p) => `${x(p.x)},${y(p.y)}`).join(" ")}
              />
              {pts.map((p) =>
                p.h > 0 ? (
                  <line
                    key={`ci${p.pi}`}
                    x1={x(p.x)}
                    x2={x(p.x)}
                    y1={y(log && p.lo <= 0 ? p.y : p.lo)}
                    y2={y(p.hi)}
                    strokeWidth={1.5}
                    opacity={0.7}
                  />
                ) : null,
              )}
              {pts.map((p) => {
                const isSelected = selected?.series === si && selected.point === p.pi;
                const ci = cis?.[si]?.[p.pi];
                return (
                  <circle
                    key={`pt${p.pi}`}
                    cx={x(p.x)}
                    cy={y(p.y)}
                    r={isSelected ? 6 : 3.5}
                    fill={isSelected ? colorOf(si) : "white"}
                    strokeWidth={2}
                    className={onPoint ? "clickable" : undefined}
                    data-testid="chart-point"
                    onClick={onPoint ? () => onPoint({ series: si, point: p.pi }) : undefined}
                  >
                    <title>
                      {`${chart.series[si]?.name}: ${chart.xLabel} ${formatNumber(p.x)}, ${formatNumber(p.y)}${
                        ci && Number.isFinite(ci.halfWidth)
                          ? ` ± ${formatNumber(ci.halfWidth)} (95 % CI, ${ci.n} runs)`
                          : ""
                      }${onPoint ? " — click for its runs" : ""}`}
                    </title>
                  </circle>
                );
              })}
            </g>
          ))}
          {ends.map((e, si) =>
            hidden.has(si) ? (
              <text
                key={`label${si}`}
                x={plotW + 8}
                y={labelY[si]}
                dy="0.32em"
                className="line-label hidden-series"
                onClick={() => toggle(si)}
              >
                <title>{`${chart.series[si]?.name} is hidden: click to show it`}</title>
                {truncate(chart.series[si]?.name ?? "", Math.floor((labelRoom - 12) / 8))}
              </text>
            ) : e ? (
              <g key={`label${si}`} onClick={() => toggle(si)} className="series-label">
                <title>{`${chart.series[si]?.name}: click to hide it (the axis fits the others)`}</title>
                <line
                  x1={x(e.x) + 4}
                  x2={plotW + 6}
                  y1={y(e.y)}
                  y2={labelY[si]}
                  stroke={colorOf(si)}
                  strokeWidth={1}
                  opacity={0.6}
                />
                <text x={plotW + 8} y={labelY[si]} dy="0.32em" fill={colorOf(si)} className="line-label">
                  {truncate(chart.series[si]?.name ?? "", Math.floor((labelRoom - 12) / 8))}
                </text>
              </g>
            ) : null,
          )}
        </g>
      </svg>
    </figure>
  );
}

function truncate(s: string, n: number): string {
  return s.length <= n ? s : `${s.slice(0, Math.max(1, n - 1))}…`;
}
