// The frame of a time-axis view (Gantt, timing diagram), around the state useTimeAxis keeps: the
// toolbar (Fit / − / +, the view's own tools, SVG and PNG export), the legend, the stage with its
// two canvases (the drawing, and the overlay of hover, selection and drag) painted by the view's
// painters, the status line and the tooltip. `name` gives the class names and test ids:
// sx-<name>, <name>-view, sx-<name>-canvas, <name>-overlay.
import { useLayoutEffect, useRef } from "react";
import { paintCanvas, screenPixelRatio } from "./canvas";
import type { DetailLine } from "./details";
import { ExportButtons, ZoomButtons } from "./toolbar";
import { Tooltip } from "./Tooltip";
import { FALLBACK_SIZE, type TimeAxis } from "./use-time-axis";
import { useElementSize } from "./use-element-size";
import "../views.css";

export type Painter = (ctx: CanvasRenderingContext2D, pixelRatio: number) => void;

export interface TimeAxisTooltip {
  /** Stage coordinates (not scrolled). */
  readonly x: number;
  readonly y: number;
  readonly title: string;
  readonly color?: string;
  readonly lines: readonly DetailLine[];
}

export interface TimeAxisViewProps<P, H, D> {
  readonly view: TimeAxis<P, H, D>;
  readonly name: string;
  /** The toolbar's accessible name, e.g. "Gantt chart tools". */
  readonly toolsLabel: string;
  /** The view's own tools, between the zoom buttons and the export buttons. */
  readonly tools?: React.ReactNode;
  readonly fileName: string;
  readonly exportSvg: () => string;
  readonly legend?: React.ReactNode;
  /** Between the legend and the stage (the Gantt's time axis). */
  readonly above?: React.ReactNode;
  readonly stageClass: string;
  /** The stage's accessible name: what the pointer and the wheel do. */
  readonly stageLabel: string;
  readonly stageStyle?: React.CSSProperties;
  /**
   * The height of the content when it scrolls under the stage (the Gantt's lanes): the canvases then
   * stay in a sticky box the stage's height, over a spacer that gives the scroll its length.
   */
  readonly contentHeight?: number;
  /** Memoise both painters: a new painter repaints its canvas. */
  readonly paint: Painter;
  readonly paintOverlay: Painter;
  /** After the stage (the timing diagram's event list for screen readers). */
  readonly after?: React.ReactNode;
  readonly status: React.ReactNode;
  readonly tooltip?: TimeAxisTooltip | null;
}

export function TimeAxisView<P, H, D>(props: TimeAxisViewProps<P, H, D>) {
  const { view, name, paint, paintOverlay, contentHeight, tooltip } = props;
  const { size, stageRef } = view;
  const rootRef = useRef<HTMLDivElement>(null);
  // Only the tooltip's bounds: read when the frame is laid out, not forced in the commit.
  const rootSize = useElementSize(rootRef, FALLBACK_SIZE, true);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);
  const pixelRatio = screenPixelRatio();
  // The first render lays out no rows (the stage is not measured yet) and the measured size
  // re-renders once the frame is laid out (useTimeAxis): painting before it would cost a paint for
  // nothing, so the canvases are painted once, at the measured size.
  const { measured } = view;
  useLayoutEffect(() => {
    if (!measured) return;
    paintCanvas(canvasRef.current, size.width, size.height, pixelRatio, (ctx) => paint(ctx, pixelRatio));
  }, [measured, paint, size.width, size.height, pixelRatio]);
  useLayoutEffect(() => {
    if (!measured) return;
    paintCanvas(overlayRef.current, size.width, size.height, pixelRatio, (ctx) =>
      paintOverlay(ctx, pixelRatio),
    );
  }, [measured, paintOverlay, size.width, size.height, pixelRatio]);

  const canvases = (
    <>
      <canvas ref={canvasRef} className={`sx-${name}-canvas`} />
      <canvas ref={overlayRef} className={`sx-${name}-canvas`} data-testid={`${name}-overlay`} />
    </>
  );
  return (
    <div
      className={`sx-view sx-${name}`}
      ref={rootRef}
      data-testid={`${name}-view`}
      // Whether the canvases are painted (the stage measured): the browser bench's first-draw probe.
      data-drawn={measured ? "yes" : "no"}
    >
      <div className="sx-toolbar" role="toolbar" aria-label={props.toolsLabel}>
        <ZoomButtons win={view.win} full={view.full} zoomed={view.zoomed} onWindow={view.commit} />
        {props.tools}
        <span className="sx-toolbar-gap" />
        <ExportButtons fileName={props.fileName} svg={props.exportSvg} />
      </div>
      {props.legend}
      {props.above}
      <div
        className={props.stageClass}
        ref={stageRef}
        style={props.stageStyle}
        tabIndex={0}
        aria-label={props.stageLabel}
        {...view.handlers}
      >
        {contentHeight === undefined ? (
          canvases
        ) : (
          <>
            <div className={`sx-${name}-stage`} style={{ height: size.height }}>
              {canvases}
            </div>
            <div style={{ height: Math.max(0, contentHeight - size.height) }} />
          </>
        )}
      </div>
      {props.after}
      <div className="sx-status">{props.status}</div>
      {tooltip && (
        <Tooltip
          x={tooltip.x}
          y={tooltip.y + (stageRef.current?.offsetTop ?? 0)}
          bounds={rootSize}
          title={tooltip.title}
          {...(tooltip.color !== undefined ? { color: tooltip.color } : {})}
          lines={tooltip.lines}
        />
      )}
    </div>
  );
}
