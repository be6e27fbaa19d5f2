// Per-link traffic and busy time as a matrix heat map (src/core/schedule/link-stats.ts): sender rows,
// receiver columns, a sequential colour scale with its legend, a toggle traffic / busy time, and a
// tooltip naming the pair and its figures. Drawn on a canvas (a 1024-node matrix has a million
// cells); cells are at least 6 px and the matrix scrolls beyond that, labels are thinned to stay
// 14 px apart.
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { interpolateYlOrRd, scaleSequential, ticks } from "d3";
import { linkOf, type LinkColumns, type LinkStat } from "../../../core/schedule/link-stats";
import { useAnalysis } from "../analysis/use-analysis";
import { formatNumber, TIME_UNIT_LABEL } from "../../../core/units";
import type { ViewProps } from "../types";
import { paintCanvas, screenPixelRatio } from "../common/canvas";
import { useElementSize } from "../common/use-element-size";
import { Tooltip } from "../common/Tooltip";
import {
  binNodes,
  HEAT_BACKGROUND,
  HEAT_DIAGONAL,
  heatLayout,
  heatMax,
  heatOverview,
  heatPixels,
  overviewPixelAt,
  heatPixelsBinned,
  heatTickLabel,
  heatValue,
  heaviestLink,
  linkIndexAt,
  type HeatMeasure,
} from "./layout";
import "../node-time/node-time.css";
import "./link-heat.css";

const LABEL_BAND = 64;
const LEGEND_WIDTH = 220;
/** From this cell size on, cells are drawn apart (a 1 px gap) on a canvas of the matrix's size. */
const GAP_CELL = 10;
const noLinks = (n: number): LinkColumns => ({
  n,
  count: 0,
  key: new Float64Array(0),
  transfers: new Int32Array(0),
  messages: new Float64Array(0),
  bytes: null,
  busy: new Float64Array(0),
  hasBytes: false,
  maxMessages: 0,
  maxBytes: 0,
  maxBusy: 0,
});

/**
 * Makes `canvas` an image of `pixels` × `pixels` shown `css` CSS pixels a side (scaled by the browser,
 * `data-pixels` = `kind`), its pixels written by `fill`; returns what `fill` returns (null without a
 * 2D context).
 */
function putImage<T>(
  canvas: HTMLCanvasElement,
  pixels: number,
  css: number,
  kind: "cells" | "overview",
  fill: (data: Uint8ClampedArray) => T,
): T | null {
  const ctx = canvas.getContext("2d");
  if (!ctx) return null;
  canvas.width = pixels;
  canvas.height = pixels;
  canvas.style.width = `${css}px`;
  canvas.style.height = `${css}px`;
  canvas.dataset.pixels = kind;
  const image = ctx.createImageData(pixels, pixels);
  const out = fill(image.data);
  ctx.putImageData(image, 0, 0);
  return out;
}

export function LinkHeatView({ result }: ViewProps) {
  const s = result.schedule;
  const u = TIME_UNIT_LABEL[s.timeUnit];
  // In the worker for a large schedule (src/ui/views/analysis/use-analysis.ts).
  // The links come as typed arrays (a million at 1024 nodes): painted as one image, looked up by search.
  const computed = useAnalysis(s, { what: "link-columns" });
  const empty = useMemo(() => noLinks(s.lanes.length), [s]);
  const stats = computed.value ?? empty;
  const [measure, setMeasure] = useState<HeatMeasure>("traffic");
  const boxRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(boxRef, { width: 800, height: 400 }, true);
  const available = Math.min(size.width - LABEL_BAND - 8, size.height - LABEL_BAND - 8);
  const lay = heatLayout(stats.n, available);
  // A matrix larger than the panel opens as its overview (binned: each pixel the hottest of its links);
  // unticking "fit to panel" gives the cells, scrolled.
  const [fitChoice, setFit] = useState(true);
  // Memoised: the canvas is painted again only when the overview's geometry changes (not on a hover).
  const fitted = useMemo(() => heatOverview(stats.n, available), [stats.n, available]);
  const overview = fitChoice ? fitted : null;
  const canFit = fitted !== null;
  const side = overview ? overview.side : lay.size;
  const labelEvery = overview ? overview.labelEvery : lay.labelEvery;
  const labelAt = (i: number) => (overview ? (i + 0.5) * overview.scale : i * lay.cell + lay.cell / 2);
  /** Per overview pixel, the link it shows (heatPixelsBinned), for the tooltip. */
  const binned = useRef<Int32Array | null>(null);
  const max = heatMax(stats, measure);
  const color = useMemo(() => scaleSequential(interpolateYlOrRd).domain([0, max || 1]), [max]);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [hover, setHover] = useState<{ link: LinkStat; x: number; y: number; bin?: string } | null>(null);
  const unitOf = measure === "busy" ? u : stats.hasBytes ? "bytes" : "messages";

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const n = stats.n;
    if (overview) {
      binned.current = putImage(canvas, overview.bins, overview.side, "overview", (data) =>
        heatPixelsBinned(stats, measure, max, overview.bins, data),
      );
      return;
    }
    binned.current = null;
    if (n > 0 && lay.cell < GAP_CELL) {
      // One canvas pixel per cell, shown `cell` CSS pixels wide without smoothing (image-rendering:
      // pixelated, link-heat.css): the browser scales it when compositing. Drawing it scaled onto a
      // canvas of the matrix's size (3072 px a side at 1024 nodes) held the main thread for ~150 ms.
      putImage(canvas, n, lay.size, "cells", (data) => heatPixels(stats, measure, max, data));
      return;
    }
    delete canvas.dataset.pixels;
    const ratio = screenPixelRatio();
    paintCanvas(canvas, lay.size, lay.size, ratio, (ctx) => {
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      const css = (c: readonly number[]) => `rgb(${c.join(",")})`;
      ctx.fillStyle = css(HEAT_BACKGROUND);
      ctx.fillRect(0, 0, lay.size, lay.size);
      const image = n > 0 ? ctx.createImageData(n, n) : null;
      const cells = n > 0 ? document.createElement("canvas") : null;
      const cellsCtx = cells?.getContext("2d");
      if (!image || !cells || !cellsCtx) return;
      heatPixels(stats, measure, max, image.data);
      cells.width = n;
      cells.height = n;
      cellsCtx.putImageData(image, 0, 0);
      ctx.imageSmoothingEnabled = false;
      ctx.drawImage(cells, 0, 0, lay.size, lay.size);
      // a 1 px gap right of and below each cell, the diagonal's cells whole
      ctx.fillStyle = css(HEAT_BACKGROUND);
      for (let i = 0; i < n; i++) {
        ctx.fillRect(i * lay.cell + lay.cell - 1, 0, 1, lay.size);
        ctx.fillRect(0, i * lay.cell + lay.cell - 1, lay.size, 1);
      }
      ctx.fillStyle = css(HEAT_DIAGONAL);
      for (let i = 0; i < n; i++) ctx.fillRect(i * lay.cell, i * lay.cell, lay.cell, lay.cell);
    });
  }, [stats, lay.size, lay.cell, measure, max, overview]);

  const labels = Array.from({ length: stats.n }, (_, i) => i).filter((i) => i % labelEvery === 0);
  const legendTicks = ticks(0, max || 1, 4);
  const heaviest = useMemo(() => heaviestLink(stats, measure), [stats, measure]);
  const busiest = heaviest >= 0 ? linkOf(stats, heaviest) : null;
  const name = (i: number) => s.lanes[i] ?? String(i);

  return (
    <div className="link-heat-view" data-testid="link-heat-view">
      <div className="toolbar">
        <span role="radiogroup" aria-label="Measure" className="segmented">
          {(["traffic", "busy"] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={measure === m}
              onClick={() => setMeasure(m)}
            >
              {m === "traffic" ? `traffic (${stats.hasBytes ? "bytes" : "messages"})` : "busy time"}
            </button>
          ))}
        </span>
        <svg
          width={LEGEND_WIDTH + 40}
          height={40}
          role="img"
          aria-label={`colour scale, 0 to ${formatNumber(max)} ${unitOf}`}
        >
          <defs>
            <linearGradient id="link-heat-gradient">
              {[0, 0.25, 0.5, 0.75, 1].map((t) => (
                <stop key={t} offset={`${t * 100}%`} stopColor={interpolateYlOrRd(t)} />
              ))}
            </linearGradient>
          </defs>
          <rect x={10} y={2} width={LEGEND_WIDTH} height={12} fill="url(#link-heat-gradient)" />
          {legendTicks.map((t) => (
            <text key={t} x={10 + (LEGEND_WIDTH * t) / (max || 1)} y={32} textAnchor="middle">
              {heatTickLabel(t, measure)}
            </text>
          ))}
        </svg>
        <span>{unitOf}</span>
        {canFit ? (
          <label className="sx-check">
            <input type="checkbox" checked={fitChoice} onChange={(e) => setFit(e.target.checked)} />
            fit to panel
          </label>
        ) : null}
      </div>
      <div className="link-heat-scroll" ref={boxRef}>
        <div
          className="link-heat-grid"
          style={{
            gridTemplateColumns: `${LABEL_BAND}px ${side}px`,
            gridTemplateRows: `${LABEL_BAND}px ${side}px`,
          }}
        >
          <div className="link-heat-corner">
            <span>to →</span>
            <span>from ↓</span>
          </div>
          <svg width={side} height={LABEL_BAND} aria-hidden="true">
            {labels.map((i) => (
              <text key={i} transform={`translate(${labelAt(i) + 5},${LABEL_BAND - 4}) rotate(-60)`}>
                {name(i)}
              </text>
            ))}
          </svg>
          <svg width={LABEL_BAND} height={side} aria-hidden="true">
            {labels.map((i) => (
              <text key={i} x={LABEL_BAND - 4} y={labelAt(i) + 5} textAnchor="end">
                {name(i)}
              </text>
            ))}
          </svg>
          <canvas
            ref={canvasRef}
            role="img"
            aria-label={`Link heat map, ${stats.n} × ${stats.n}: ${stats.count} links carry traffic${overview && overview.bins < stats.n ? " (fitted: each pixel shows the hottest of its links)" : ""}`}
            data-testid="link-heat-canvas"
            onMouseMove={(e) => {
              const r = e.currentTarget.getBoundingClientRect();
              const x = e.clientX - r.left;
              const y = e.clientY - r.top;
              let k: number;
              let bin: string | undefined;
              if (overview) {
                const pixel = overviewPixelAt(overview, x, y);
                k = pixel >= 0 ? (binned.current?.[pixel] ?? -1) : -1;
                // A pixel of several links names them (one link per pixel needs no more than its title).
                if (pixel >= 0 && overview.bins < stats.n) {
                  const bins = overview.bins;
                  const range = (b: number) => {
                    const [a, z] = binNodes(b, stats.n, bins);
                    return a === z ? name(a) : `${name(a)}–${name(z)}`;
                  };
                  bin = `${range(Math.floor(pixel / bins))} → ${range(pixel % bins)}`;
                }
              } else k = linkIndexAt(stats, lay.cell, x, y);
              const link = k >= 0 ? linkOf(stats, k) : null;
              // the tooltip sits in the scrolling box: its coordinates include the scroll offsets
              const el = boxRef.current;
              const box = el?.getBoundingClientRect();
              setHover(
                link && el && box
                  ? {
                      link,
                      x: e.clientX - box.left + el.scrollLeft,
                      y: e.clientY - box.top + el.scrollTop,
                      ...(bin !== undefined ? { bin } : {}),
                    }
                  : null,
              );
            }}
            onMouseLeave={() => setHover(null)}
          />
        </div>
        {hover ? (
          <Tooltip
            x={hover.x}
            y={hover.y}
            bounds={{
              width: size.width + (boxRef.current?.scrollLeft ?? 0),
              height: size.height + (boxRef.current?.scrollTop ?? 0),
            }}
            title={`${name(hover.link.from)} → ${name(hover.link.to)}`}
            color={color(heatValue(hover.link, measure))}
            lines={[
              { label: "messages", value: String(hover.link.messages) },
              ...(hover.link.bytes !== null
                ? [{ label: "bytes", value: formatNumber(hover.link.bytes) }]
                : []),
              ...(hover.bin !== undefined ? [{ label: "the hottest of", value: hover.bin }] : []),
              { label: "transfers", value: String(hover.link.transfers) },
              { label: "busy", value: `${formatNumber(hover.link.busy)} ${u}` },
              {
                label: "of makespan",
                value:
                  s.makespan > 0
                    ? `${formatNumber(Math.round((1000 * hover.link.busy) / s.makespan) / 10)} %`
                    : "—",
              },
            ]}
          />
        ) : null}
      </div>
      <p className="status" data-testid="link-heat-status">
        {computed.error
          ? `The link statistics could not be computed: ${computed.error} · `
          : computed.value === null
            ? "Computing the link statistics… · "
            : ""}
        {stats.count} of {stats.n * (stats.n - 1)} pairs carry traffic
        {busiest
          ? ` · the ${measure === "busy" ? "busiest" : "heaviest"}: ${name(busiest.from)} → ${name(busiest.to)} (${formatNumber(heatValue(busiest, measure))} ${unitOf})`
          : ""}
        {" · busy = send start → receive end"}
      </p>
    </div>
  );
}
