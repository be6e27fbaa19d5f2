// Schedules side by side (docs/architecture.md, "Schedules side by side"): one component for Compare
// (2–4 heuristics stacked), Lockstep (two heuristics stepped together) and What changed (a schedule
// before and after an edit). Every pane is the Gantt view's own layout and SVG painter (views/gantt),
// all on one time axis: the wheel zooms and a drag pans every pane at once (d3-zoom via useAxisZoom,
// as in the Gantt view), − / + / Fit and the keys + − 0 too; double-click fits.
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react";
import type { Schedule } from "../../core/schedule/types";
import { useAxisZoom } from "../views/common/use-axis-zoom";
import { useElementSize } from "../views/common/use-element-size";
import { useColorScheme } from "../views/common/scheme";
import { ZoomButtons, ZOOM_STEP } from "../views/common/toolbar";
import { clampWindow, sameWindow, zoomWindow, type Window } from "../views/gantt/zoom";
import { AXIS_HEIGHT, axisSvg, bodySvg, defs } from "../views/gantt/svg";
import { el } from "../views/common/svg";
import { paintCanvas, screenPixelRatio } from "../views/common/canvas";
import { paintGantt } from "../views/gantt/paint";
import type { Box } from "../views/gantt/hit";
import {
  layoutSideBySide,
  referenceMarkers,
  sharedFullWindow,
  type PaneInput,
  type PaneLayout,
  type PlacedReference,
  type Reference,
} from "./layout";
import "./side-by-side.css";

export const HIGHLIGHT_COLOR = "#d97706";
export const DIFFER_COLOR = "#dc2626";
export const GHOST_OUTLINE = "#374151";

export interface PaneSpec extends PaneInput {
  /** Stable key and `data-pane` (an algorithm id, "before", "after"). */
  readonly id: string;
  readonly title: React.ReactNode;
  /** Outline colour of the highlighted tasks (amber unless given). */
  readonly highlightColor?: string;
  /** Marks the pane (Lockstep: its decision on screen differs from the other side's). */
  readonly accent?: boolean;
}

export interface SideBySideProps {
  readonly panes: readonly PaneSpec[];
  readonly references?: readonly Reference[];
  /** The accessible name of the whole, e.g. "Compare: stacked Gantt charts". */
  readonly label: string;
  /** The height a pane's lanes fill before they reach their minimum row height (then the stack scrolls). */
  readonly paneHeight?: number;
  /** Extra tools after the zoom buttons (before them with `toolsFirst`). */
  readonly tools?: React.ReactNode;
  readonly toolsFirst?: boolean;
  readonly testId?: string;
}

const FALLBACK = { width: 960, height: 300 };

export function SideBySide({
  panes,
  references = [],
  label,
  paneHeight = 150,
  tools,
  toolsFirst = false,
  testId = "side-by-side",
}: SideBySideProps) {
  const stackRef = useRef<HTMLDivElement>(null);
  const size = useElementSize(stackRef, FALLBACK);
  const scheme = useColorScheme();
  const schedules = useMemo(() => panes.map((p) => p.schedule), [panes]);
  const full = useMemo(() => sharedFullWindow(schedules, references), [schedules, references]);
  const [asked, setAsked] = useState<Window | null>(null);
  const win = asked ? clampWindow(asked, full) : full;
  const zoomed = !sameWindow(win, full);
  const layout = useMemo(
    () => layoutSideBySide(panes, references, { width: size.width, window: win, paneHeight, scheme }),
    [panes, references, size.width, win, paneHeight, scheme],
  );
  useAxisZoom(stackRef, {
    axis: "x",
    full,
    win,
    range: [layout.plotLeft, layout.plotRight],
    across: size.height,
    onWindow: setAsked,
    onEnd: () => {},
    grabs: () => false,
    onAcross: (delta) => {
      if (stackRef.current) stackRef.current.scrollTop -= delta;
    },
  });
  const first = layout.panes[0];
  const axis = first
    ? axisSvg({
        ...first.prim,
        width: layout.width,
        plotLeft: layout.plotLeft,
        plotRight: layout.plotRight,
        ticks: layout.ticks,
        markers: referenceMarkers(layout.references),
      })
    : "";
  const onKeyDown = (e: React.KeyboardEvent) => {
    const next =
      e.key === "+" || e.key === "="
        ? zoomWindow(win, full, ZOOM_STEP)
        : e.key === "-"
          ? zoomWindow(win, full, 1 / ZOOM_STEP)
          : e.key === "0" || e.key === "f"
            ? full
            : null;
    if (!next) return;
    e.preventDefault();
    setAsked(next);
  };
  return (
    <div className="sbs" data-testid={testId} aria-label={label} role="group">
      <div className="sbs-toolbar" role="toolbar" aria-label={`${label}: zoom`}>
        {toolsFirst ? tools : null}
        <ZoomButtons win={win} full={full} zoomed={zoomed} onWindow={setAsked} />
        {zoomed || !toolsFirst ? (
          <span className="sbs-window" data-testid="sbs-window">
            {zoomed ? "zoomed: every pane shows the same time window" : "whole schedules"}
          </span>
        ) : null}
        {toolsFirst ? null : tools}
      </div>
      <svg
        className="sbs-axis"
        width={layout.width}
        height={AXIS_HEIGHT}
        role="img"
        aria-label="shared time axis"
        dangerouslySetInnerHTML={{ __html: axis }}
      />
      <div
        className="sbs-stack"
        ref={stackRef}
        tabIndex={0}
        aria-label={`${label}: wheel zooms and drag pans every chart together, double-click fits`}
        onDoubleClick={() => setAsked(null)}
        onKeyDown={onKeyDown}
      >
        {layout.panes.map((p, k) => {
          const spec = panes[k] as PaneSpec;
          return (
            <Pane
              key={spec.id}
              spec={spec}
              pane={p}
              width={layout.width}
              references={layout.references}
              stackRef={stackRef}
              stackHeight={size.height}
            />
          );
        })}
      </div>
    </div>
  );
}

/**
 * Past this many elements in a pane (bars, outlines and ghosts), the pane is painted on a canvas like
 * the Gantt view: an edit of a 64-node all-to-all moves thousands of tasks, and their SVG (a string of
 * megabytes parsed, styled, laid out and painted on every edit) was most of an edit's main-thread time.
 * Below it the pane stays SVG, whose elements (`rect[data-task]`, `sbs-highlight`, `sbs-ghost`) name
 * the tasks for assistive technology and tests.
 */
export const CANVAS_FROM = 600;

/** Whether a pane is painted on a canvas (see CANVAS_FROM). */
export function paneOnCanvas(pane: PaneLayout): boolean {
  return pane.prim.rects.length + pane.highlights.length + pane.ghosts.length > CANVAS_FROM;
}

function Pane({
  spec,
  pane,
  width,
  references,
  stackRef,
  stackHeight,
}: {
  spec: PaneSpec;
  pane: PaneLayout;
  width: number;
  references: readonly PlacedReference[];
  stackRef: RefObject<HTMLDivElement | null>;
  stackHeight: number;
}) {
  // Each pane's SVG names its own clip path (the panes differ in height).
  const uid = useId().replace(/[^a-zA-Z0-9]/g, "");
  const color = spec.highlightColor ?? HIGHLIGHT_COLOR;
  const onCanvas = paneOnCanvas(pane);
  // The chart, the ghosts and the outlines as one SVG string: an edit that moves thousands of tasks
  // would otherwise be thousands of React elements to reconcile (seconds on the main thread).
  const body = useMemo(() => {
    if (onCanvas) return "";
    const svg = defs(pane.prim) + bodySvg(pane.prim) + marksSvg(pane, color);
    return svg.replace(/id="plot"/g, `id="plot${uid}"`).replace(/url\(#plot\)/g, `url(#plot${uid})`);
  }, [pane, uid, color, onCanvas]);
  const h = pane.prim.height;
  const chartRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // The canvas is as tall as the stack's visible part (sticky at its top) and paints the band of lanes
  // scrolled into view, so a pane of a thousand lanes costs what the screen holds.
  const paint = useCallback(() => {
    const chart = chartRef.current;
    const stack = stackRef.current;
    if (!onCanvas || !chart) return;
    const band = Math.max(1, Math.min(h, stack?.clientHeight || stackHeight));
    const scrolled = stack ? stack.getBoundingClientRect().top - chart.getBoundingClientRect().top : 0;
    const scrollY = Math.max(0, Math.min(h - band, scrolled));
    const ratio = screenPixelRatio();
    paintCanvas(canvasRef.current, pane.prim.width, band, ratio, (ctx) => {
      paintGantt(ctx, pane.prim, { scrollY, height: band, pixelRatio: ratio });
      paintMarks(ctx, pane, color);
    });
  }, [onCanvas, pane, color, h, stackRef, stackHeight]);
  useLayoutEffect(() => {
    paint();
    const stack = stackRef.current;
    if (!onCanvas || !stack) return;
    let frame = 0;
    const onScroll = () => {
      if (frame === 0)
        frame = requestAnimationFrame(() => {
          frame = 0;
          paint();
        });
    };
    stack.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      stack.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [paint, onCanvas, stackRef]);
  return (
    <section
      className={`sbs-pane${spec.accent ? " accent" : ""}`}
      data-testid="sbs-pane"
      data-pane={spec.id}
      data-window={pane.prim.window.map((t) => Number(t.toPrecision(8))).join(",")}
      data-painter={onCanvas ? "canvas" : "svg"}
      aria-label={typeof spec.title === "string" ? spec.title : spec.id}
    >
      <div className="sbs-pane-title" title={typeof spec.title === "string" ? spec.title : undefined}>
        {spec.title}
      </div>
      <div className="sbs-pane-chart" ref={chartRef} style={{ height: h }}>
        {onCanvas ? (
          <canvas
            ref={canvasRef}
            className="sbs-pane-canvas"
            style={{ marginLeft: pane.offsetX }}
            role="img"
            aria-label={`${typeof spec.title === "string" ? spec.title : spec.id}: ${pane.prim.visibleTasks} tasks, ${pane.highlights.length} outlined`}
          />
        ) : null}
        <svg width={width} height={h} className={`sbs-pane-svg${onCanvas ? " over" : ""}`}>
          {onCanvas ? null : (
            <g transform={`translate(${pane.offsetX} 0)`} dangerouslySetInnerHTML={{ __html: body }} />
          )}
          {references.map((r) => (
            <line
              key={`${r.kind}${r.name}`}
              data-testid="sbs-reference"
              data-kind={r.kind}
              x1={r.x}
              x2={r.x}
              y1={0}
              y2={h}
              stroke={r.color}
              strokeWidth={2}
              strokeDasharray={r.dashed ? "6 4" : undefined}
            />
          ))}
        </svg>
      </div>
    </section>
  );
}

/**
 * Lays out `panes` on their shared full window at `width` and paints them on a canvas off screen,
 * results dropped: the edit path's warm-up (warm-edit.ts) runs What changed's code once, so the first
 * comparison after the page's first edit is not a long task of cold code.
 */
export function warmSideBySide(panes: readonly PaneSpec[], references: readonly Reference[], width: number) {
  const window = sharedFullWindow(
    panes.map((p) => p.schedule),
    references,
  );
  const layout = layoutSideBySide(panes, references, { width, window, paneHeight: 72 });
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = 72;
  const ctx = canvas.getContext("2d");
  if (!ctx) return;
  for (const pane of layout.panes) {
    paintGantt(ctx, pane.prim, { scrollY: 0, height: pane.prim.height, pixelRatio: 1 });
    paintMarks(ctx, pane, HIGHLIGHT_COLOR);
  }
}

/** The ghosts and outlines of marksSvg on a canvas (its transform is the pane's, set by paintGantt). */
function paintMarks(ctx: CanvasRenderingContext2D, pane: PaneLayout, color: string): void {
  const path = (boxes: readonly Box[], grow: number) => {
    ctx.beginPath();
    for (const b of boxes) ctx.rect(b.x - grow, b.y - grow, b.w + 2 * grow, b.h + 2 * grow);
  };
  if (pane.ghosts.length > 0) {
    path(pane.ghosts, 0);
    ctx.fillStyle = "rgba(55, 65, 81, 0.08)";
    ctx.fill();
    ctx.strokeStyle = GHOST_OUTLINE;
    ctx.lineWidth = 1.5;
    ctx.setLineDash([4, 3]);
    ctx.stroke();
    ctx.setLineDash([]);
  }
  if (pane.highlights.length > 0) {
    path(pane.highlights, 1.5);
    ctx.strokeStyle = color;
    ctx.lineWidth = 3;
    ctx.lineJoin = "round";
    ctx.stroke();
  }
}

/** A pane's ghosts (where moved tasks were) and outlines (the tasks that moved), as SVG. */
function marksSvg(pane: PaneLayout, color: string): string {
  let out = "";
  for (const b of pane.ghosts)
    out += el("rect", {
      "data-testid": "sbs-ghost",
      x: b.x,
      y: b.y,
      width: b.w,
      height: b.h,
      fill: "rgba(55, 65, 81, 0.08)",
      stroke: GHOST_OUTLINE,
      "stroke-width": 1.5,
      "stroke-dasharray": "4 3",
    });
  for (const b of pane.highlights)
    out += el("rect", {
      "data-testid": "sbs-highlight",
      x: b.x - 1.5,
      y: b.y - 1.5,
      width: b.w + 3,
      height: b.h + 3,
      fill: "none",
      stroke: color,
      "stroke-width": 3,
      rx: 2,
    });
  return out;
}

/** The common references of panes of one scenario: its lower bound (dashed blue) when known. */
export function lowerBoundReference(schedules: readonly Schedule[]): Reference[] {
  const lb = schedules.find((s) => s.lowerBound !== null)?.lowerBound ?? null;
  return lb === null
    ? []
    : [{ kind: "lowerBound", time: lb, name: "lower bound", color: "#1d4ed8", dashed: true }];
}
