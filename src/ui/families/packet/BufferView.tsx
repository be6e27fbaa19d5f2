// The buffer view (Kesavan–Panda Sec. 3.3.2): how many packets each forwarding interface holds in each
// step, FPFS above FCFS on the same tree and the same step axis; the total over all interfaces; and per
// node the peak and mean holding time beside the paper's best case T_p = k, T_c = (k − 1)·p + 1.
import * as Plot from "@observablehq/plot";
import { useMemo } from "react";
import { scenarioOfKind } from "../../../core/registry";
import { formatNumber, TIME_UNIT_LABEL } from "../../../core/units";
import type { ViewProps } from "../../views/types";
import {
  bufferCells,
  busiest,
  nodeBuffers,
  poolBuffer,
  totals,
  type BufferCell,
  type TotalPoint,
} from "./buffers-data";
import { PlotFigure, type PlotElement } from "./PlotFigure";
import { packetDetailsOf } from "./StepView";
import { buildTimeline, type Timeline, type TreeInput } from "./timeline";
import "./packet.css";

/** Up to this many cells the map shows each (interface, step) with its count. */
const CELL_LIMIT = 1200;
const CELL_ROWS = 24;
const TABLE_ROWS = 40;
const MODE_COLORS = { FPFS: "#2563eb", FCFS: "#ea580c" } as const;
const SCHEME = "YlOrRd" as const;

function mapFigure(tl: Timeline, steps: number, peak: number, legend: boolean) {
  return ({ width, height }: { width: number; height: number }) => {
    const small = tl.forwarders.length * steps <= CELL_LIMIT && tl.forwarders.length <= CELL_ROWS;
    const base = {
      width,
      height: height - (legend ? 44 : 0),
      marginLeft: 52,
      marginBottom: 36,
      marginTop: 8,
      style: { fontSize: "14px", background: "transparent" },
      color: {
        type: "linear" as const,
        scheme: SCHEME,
        domain: [0, Math.max(1, peak)],
        legend,
        label: "packets in the interface's buffer",
      },
    };
    if (small) {
      const cells = bufferCells(tl);
      const cellWidth = (width - 60) / Math.max(1, steps);
      return Plot.plot({
        ...base,
        x: { type: "band", domain: Array.from({ length: steps }, (_, t) => t), label: "step →" },
        y: { type: "band", domain: tl.forwarders.map((v) => `P${v}`), label: "interface" },
        marks: [
          Plot.cell(cells, {
            x: "step",
            y: (c: BufferCell) => `P${c.node}`,
            fill: "held",
            inset: 0.5,
            title: (c: BufferCell) =>
              `P${c.node}, step ${c.step + 1}: ${c.held} packet${c.held === 1 ? "" : "s"}`,
          }),
          ...(cellWidth >= 14
            ? [
                Plot.text(
                  cells.filter((c) => c.held > 0),
                  {
                    x: "step",
                    y: (c: BufferCell) => `P${c.node}`,
                    text: "held",
                    fill: (c: BufferCell) => (c.held > peak * 0.55 ? "white" : "black"),
                    fontWeight: 700,
                  },
                ),
              ]
            : []),
        ],
      }) as PlotElement;
    }
    // Plot makes a colour string per raster cell (≈ 2 µs each): pool to ≤ 200 × 100 cells.
    const pooled = poolBuffer(tl, steps, Math.min(200, Math.max(60, Math.floor(width - 60))), 100);
    const label = (row: number) => `P${tl.forwarders[Math.floor(row) * pooled.nodesPerRow] ?? ""}`;
    return Plot.plot({
      ...base,
      x: { domain: [0, pooled.steps], label: "step →" },
      y: { domain: [pooled.rows, 0], label: null, tickFormat: label },
      marks: [
        Plot.raster(Array.from(pooled.values), {
          width: pooled.columns,
          height: pooled.rows,
          x1: 0,
          x2: pooled.steps,
          y1: 0,
          y2: pooled.rows,
          imageRendering: "pixelated",
        }),
        Plot.frame({ stroke: "#d1d5db" }),
      ],
    }) as PlotElement;
  };
}

function totalsFigure(points: readonly TotalPoint[]) {
  return ({ width, height }: { width: number; height: number }) =>
    Plot.plot({
      width,
      height: height - 40,
      marginLeft: 52,
      marginBottom: 36,
      style: { fontSize: "14px", background: "transparent" },
      x: { label: "step →", grid: true },
      y: { label: "↑ packets buffered, all interfaces", grid: true, zero: true },
      color: { domain: Object.keys(MODE_COLORS), range: Object.values(MODE_COLORS), legend: true },
      marks: [
        Plot.line(points, { x: "step", y: "held", stroke: "mode", strokeWidth: 2.5, curve: "step-after" }),
        Plot.tip(points, Plot.pointerX({ x: "step", y: "held", stroke: "mode" })),
      ],
    }) as PlotElement;
}

export function BufferView(props: ViewProps) {
  const s = scenarioOfKind(props.scenario, "packet-multicast");
  const d = packetDetailsOf(props.result);
  const tree: TreeInput | null = useMemo(
    () => (d ? { source: d.source, parent: d.parent, children: d.children } : null),
    [d],
  );
  const timelines = useMemo(
    () => (d && tree ? [buildTimeline(tree, d.fpfs, d.packets), buildTimeline(tree, d.fcfs, d.packets)] : []),
    [d, tree],
  );
  const [fpfs, fcfs] = timelines;
  const steps = Math.max(fpfs?.stepCount ?? 0, fcfs?.stepCount ?? 0);
  const peak = Math.max(0, ...(fpfs?.peak ?? []), ...(fcfs?.peak ?? []));
  const buildFpfs = useMemo(() => (fpfs ? mapFigure(fpfs, steps, peak, true) : null), [fpfs, steps, peak]);
  const buildFcfs = useMemo(() => (fcfs ? mapFigure(fcfs, steps, peak, false) : null), [fcfs, steps, peak]);
  const buildTotals = useMemo(() => totalsFigure(totals(timelines)), [timelines]);
  const rows = useMemo(() => (tree && fpfs && fcfs ? nodeBuffers(tree, fpfs, fcfs) : []), [tree, fpfs, fcfs]);
  if (!d || !tree || !fpfs || !fcfs || !buildFpfs || !buildFcfs) {
    return <p className="muted placeholder">This run has no interface buffers.</p>;
  }
  const shown = busiest(rows, TABLE_ROWS);
  // The source holds all m packets at first under both disciplines; the relays are what differ.
  const peakOf = (tl: Timeline) => {
    let best = -1;
    tl.peak.forEach((p, r) => {
      if (tl.forwarders[r] !== tree.source && (best < 0 || p > (tl.peak[best] ?? 0))) best = r;
    });
    return best < 0
      ? "no relays (every destination is a child of the source)"
      : `relays hold up to ${tl.peak[best]} packet${tl.peak[best] === 1 ? "" : "s"} (P${tl.forwarders[best]})`;
  };
  const sum = (tl: Timeline) => tl.total.reduce((a, b) => a + b, 0);

  return (
    <div className="sx-view pk-buffers" data-testid="buffer-view">
      <div className="pk-buffers-body">
        <section className="pk-chart pk-maps" aria-label="Buffer occupancy per interface">
          <h4>
            FPFS: {fpfs.stepCount} steps, <span data-testid="peak-fpfs">{peakOf(fpfs)}</span>
          </h4>
          <PlotFigure build={buildFpfs} />
          <h4>
            FCFS: {fcfs.stepCount} steps, <span data-testid="peak-fcfs">{peakOf(fcfs)}</span>
          </h4>
          <PlotFigure build={buildFcfs} />
        </section>
        <section className="pk-chart" aria-label="Buffers in total and per node">
          <h4>All interfaces together</h4>
          <PlotFigure className="pk-totals" build={buildTotals} />
          <p className="pk-chart-note">
            Packet-steps spent in buffers: FPFS {sum(fpfs)}, FCFS {sum(fcfs)}. Leaves forward nothing and
            buffer nothing; {fpfs.forwarders.length} of {tree.parent.length} interfaces forward.
          </p>
          <div className="table-scroll pk-buffer-table">
            <table className="grid-table" aria-label="Buffers per forwarding interface">
              <thead>
                <tr>
                  <th rowSpan={2}>node</th>
                  <th rowSpan={2} title="children in the tree">
                    k
                  </th>
                  <th colSpan={3}>FPFS</th>
                  <th colSpan={3}>FCFS (m = {s.packets})</th>
                </tr>
                <tr>
                  <th title="most packets held at once">peak</th>
                  <th title="mean steps a packet stays in the buffer">hold</th>
                  <th title="Sec. 3.3.2 best case: T_p = k steps">T_p</th>
                  <th title="most packets held at once">peak</th>
                  <th title="mean steps a packet stays in the buffer">hold</th>
                  <th title="Sec. 3.3.2 best case: T_c = (k − 1)·m + 1 steps">T_c</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((r) => (
                  <tr key={r.node}>
                    <th scope="row">P{r.node}</th>
                    <td>{r.children}</td>
                    <td>{r.peakFpfs}</td>
                    <td>{formatNumber(Math.round(r.holdFpfs * 100) / 100)}</td>
                    <td className="muted">{r.node === tree.source ? "—" : r.tp}</td>
                    <td>{r.peakFcfs}</td>
                    <td>{formatNumber(Math.round(r.holdFcfs * 100) / 100)}</td>
                    <td className="muted">{r.node === tree.source ? "—" : r.tc}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="pk-chart-note">
            Hold and T in steps (one step = {formatNumber(d.stepTime)} {TIME_UNIT_LABEL[s.timeUnit]}).{" "}
            {rows.length > shown.length ? `The ${shown.length} largest FCFS peaks of ${rows.length}. ` : ""}
            T_p and T_c are for relays whose packets arrive back to back (the source holds every packet from
            the start).
          </p>
        </section>
      </div>
    </div>
  );
}
