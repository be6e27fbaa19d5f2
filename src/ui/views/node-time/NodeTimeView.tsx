// Per-node busy / waiting / idle time as stacked horizontal bars (src/core/schedule/node-stats.ts for
// the definitions): one bar per node up to the makespan, scrolling vertically past the view's height.
// Sortable by node, busy, waiting or idle time, so the bottleneck node is on top — one bar per node
// even at 1024 nodes (averaging groups of nodes, as before, hid the bottleneck behind its neighbours);
// only the bars in view (and a few around them) are drawn (rowWindow, as the task table).
import { useMemo, useRef, useState } from "react";
import { scaleLinear } from "d3";
import { NODE_TIME_CLASSES, type NodeTimes } from "../../../core/schedule/node-stats";
import { useAnalysis } from "../analysis/use-analysis";
import { formatNumber, TIME_UNIT_LABEL } from "../../../core/units";
import type { ViewProps } from "../types";
import { useElementSize } from "../common/use-element-size";
import { rowWindow } from "../table/model";
import {
  BAR_GAP,
  BAR_HEIGHT,
  CLASS_COLORS,
  CLASS_NAMES,
  classTotals,
  nodeBars,
  type NodeBar,
  type NodeOrder,
} from "./layout";
import "./node-time.css";

const LABEL_WIDTH = 96;
const NO_STATS: readonly NodeTimes[] = [];
const RIGHT_PAD = 16;

const percent = (v: number, of: number) =>
  of > 0 ? `${formatNumber(Math.round((1000 * v) / of) / 10)} %` : "";

export function NodeTimeView({ result, onSelect }: ViewProps) {
  const s = result.schedule;
  const u = TIME_UNIT_LABEL[s.timeUnit];
  // In the worker for a large schedule (src/ui/views/analysis/use-analysis.ts).
  const computed = useAnalysis(s, { what: "node-stats" });
  const stats = computed.value ?? NO_STATS;
  const totals = useMemo(() => classTotals(stats), [stats]);
  const [order, setOrder] = useState<NodeOrder>("node");
  const bars = useMemo(() => nodeBars(stats, s.lanes, order), [stats, s.lanes, order]);
  const [scrollTop, setScrollTop] = useState(0);
  const boxRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(boxRef, { width: 900, height: 400 }, true);
  const width = Math.max(320, size.width - 4);
  const x = scaleLinear()
    .domain([0, s.makespan || 1])
    .range([LABEL_WIDTH, width - RIGHT_PAD]);
  const ticks = x.ticks(Math.max(2, Math.floor((width - LABEL_WIDTH) / 110)));
  const all = stats.length * (s.makespan || 0);
  const height = bars.length * (BAR_HEIGHT + BAR_GAP) + BAR_GAP;
  const win = rowWindow(bars.length, scrollTop, size.height, BAR_HEIGHT + BAR_GAP);
  const [hover, setHover] = useState<NodeBar | null>(null);

  return (
    <div className="node-time-view" data-testid="node-time-view">
      <div className="toolbar">
        <label>
          order{" "}
          <select
            aria-label="Order the nodes"
            value={order}
            onChange={(e) => setOrder(e.target.value as NodeOrder)}
          >
            <option value="node">by node</option>
            <option value="busy">busiest first</option>
            <option value="waiting">most waiting first</option>
            <option value="idle">most idle first</option>
          </select>
        </label>
        <ul className="node-time-legend" aria-label="Legend">
          {NODE_TIME_CLASSES.filter((c) => c !== "both" || totals.both > 0).map((c) => (
            <li key={c}>
              <span className="sx-swatch" style={{ background: CLASS_COLORS[c] }} />
              {CLASS_NAMES[c]} {percent(totals[c], all)}
            </li>
          ))}
        </ul>
      </div>
      <svg className="node-time-axis" width={width} height={24} role="img" aria-label={`time axis (${u})`}>
        {ticks.map((t) => (
          <text key={t} x={x(t)} y={17} textAnchor="middle">
            {formatNumber(t)}
          </text>
        ))}
        <text x={LABEL_WIDTH - 8} y={17} textAnchor="end">
          {u}
        </text>
      </svg>
      <div
        className="node-time-scroll"
        ref={boxRef}
        onScroll={(e) => setScrollTop(e.currentTarget.scrollTop)}
      >
        <svg
          width={width}
          height={height}
          role="img"
          aria-label="Time per node: sending, receiving, waiting, idle"
        >
          {ticks.map((t) => (
            <line key={t} x1={x(t)} x2={x(t)} y1={0} y2={height} className="grid" />
          ))}
          {bars.slice(win.from, win.to).map((b, k) => {
            const y = BAR_GAP + (win.from + k) * (BAR_HEIGHT + BAR_GAP);
            return (
              <g
                key={b.label}
                className="node-bar"
                onMouseEnter={() => setHover(b)}
                onMouseLeave={() => setHover((h) => (h === b ? null : h))}
                onClick={() => (b.nodes.length === 1 ? onSelect?.(`node:${b.nodes[0]}`) : undefined)}
              >
                <text x={LABEL_WIDTH - 8} y={y + BAR_HEIGHT - 4} textAnchor="end">
                  {b.label}
                </text>
                {b.segments.map((sg) => (
                  <rect
                    key={sg.cls}
                    x={x(sg.from)}
                    y={y}
                    width={Math.max(0, x(sg.from + sg.length) - x(sg.from))}
                    height={BAR_HEIGHT}
                    fill={CLASS_COLORS[sg.cls]}
                  >
                    <title>{`${b.label} · ${CLASS_NAMES[sg.cls]}: ${formatNumber(sg.length)} ${u}`}</title>
                  </rect>
                ))}
              </g>
            );
          })}
        </svg>
      </div>
      <p className="status" data-testid="node-time-status">
        {computed.error
          ? `Time per node could not be computed: ${computed.error}`
          : computed.value === null
            ? "Computing time per node…"
            : hover
              ? `${hover.label}${hover.nodes.length > 1 ? " (average)" : ""}: ` +
                NODE_TIME_CLASSES.filter((c) => c !== "both" || hover.times.both > 0)
                  .map((c) => `${CLASS_NAMES[c]} ${formatNumber(hover.times[c])} ${u}`)
                  .join(" · ")
              : `Each bar is one node from 0 to the makespan (${formatNumber(s.makespan)} ${u}). Waiting: ready but blocked (a receive posted before its message arrived, or nothing to do before the first receive).`}
      </p>
    </div>
  );
}
