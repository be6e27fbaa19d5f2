// The Gantt view: a thin React component over `layoutGantt` (pure) and the canvas painter. d3-zoom
// drives the time window (wheel zooms, drag pans — and scrolls the lanes vertically —, double-click
// fits); the window goes out through `onZoom` so the shell can keep it in the URL.
import { useLayoutEffect, useMemo, useRef, useState } from "react";
import type { ViewProps } from "../types";
import { timeScale } from "../common/axis";
import { messageColor } from "../common/colors";
import { KIND_NAMES, messageName, taskDetails } from "../common/details";
import { paintCanvas, screenPixelRatio } from "../common/canvas";
import { exportName } from "../common/download";
import { algorithmName, figuresLine } from "../common/title";
import { ExportButtons, ZOOM_STEP, ZoomButtons } from "../common/toolbar";
import { Tooltip } from "../common/Tooltip";
import { useAxisZoom } from "../common/useAxisZoom";
import { useElementSize } from "../common/useElementSize";
import { useTimeWindow } from "../common/useTimeWindow";
import { useViewSelection } from "../common/useViewSelection";
import { reorderSendsEdit } from "./edit";
import { hitTest, parseTaskSelection } from "./hit";
import { fullWindow, layoutGantt, messageCount } from "./layout";
import { GanttLegendBar } from "./Legend";
import { ganttModel } from "./model";
import { paintGantt, paintOverlay } from "./paint";
import { AXIS_HEIGHT, axisSvg, ganttToSvg } from "./svg";
import type { ColorBy } from "./types";
import { panWindow, zoomWindow, type Window } from "./zoom";
import "../views.css";

const FALLBACK_SIZE = { width: 960, height: 420 };

interface Reorder {
  readonly task: number;
  readonly startX: number;
  readonly dx: number;
}

interface Hover {
  readonly task: number;
  readonly x: number;
  readonly y: number;
}

export function GanttView(props: ViewProps) {
  const { result, step, zoom, onZoom, onSelect, scenario } = props;
  const schedule = result.schedule;
  const model = ganttModel(schedule);
  const hasStages = model.stages.length > 0;
  const [colorChoice, setColorChoice] = useState<ColorBy | null>(null);
  const colorBy: ColorBy = hasStages
    ? (colorChoice ?? (model.stagesCoverCommunication ? "stage" : "message"))
    : "message";
  const [showArrows, setShowArrows] = useState(true);
  const [selection, select_] = useViewSelection(props.selection, onSelect);
  const selected = parseTaskSelection(selection, schedule.tasks.length);

  const rootRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);
  const size = useElementSize(bodyRef, FALLBACK_SIZE);
  const rootSize = useElementSize(rootRef, FALLBACK_SIZE);

  const full = useMemo(() => fullWindow(schedule), [schedule]);
  const { win, setWin, commit, report, zoomed } = useTimeWindow(full, zoom, onZoom);

  const [scrollY, setScrollY] = useState(0);
  const [hover, setHover] = useState<Hover | null>(null);
  const [reorder, setReorder] = useState<Reorder | null>(null);

  const prim = useMemo(
    () =>
      layoutGantt(
        schedule,
        { width: size.width, height: size.height, window: win },
        { step, colorBy, showArrows },
      ),
    [schedule, size.width, size.height, win, step, colorBy, showArrows],
  );

  /** The selected send under the pointer, when edits are allowed: pressing it starts a reorder drag. */
  const reorderable = (clientX: number, clientY: number): number => {
    const el = bodyRef.current;
    const task = schedule.tasks[selected];
    if (!el || !props.onEdit || !task || task.kind !== "send") return -1;
    const r = el.getBoundingClientRect();
    return hitTest(prim, model, clientX - r.left, clientY - r.top + el.scrollTop) === selected
      ? selected
      : -1;
  };

  // d3-zoom on the lanes: the transform's x and k give the time window; a vertical drag scrolls.
  useAxisZoom(bodyRef, {
    axis: "x",
    full,
    win,
    range: [prim.plotLeft, prim.plotRight],
    across: size.height,
    onWindow: setWin,
    onEnd: report,
    grabs: (x, y) => reorderable(x, y) >= 0,
    onAcross: (dy) => {
      if (bodyRef.current) bodyRef.current.scrollTop -= dy;
    },
  });

  // Paint the lanes, then the overlay (hover, selection, their arrows).
  const pixelRatio = screenPixelRatio();
  useLayoutEffect(() => {
    paintCanvas(canvasRef.current, size.width, size.height, pixelRatio, (ctx) =>
      paintGantt(ctx, prim, { scrollY, height: size.height, pixelRatio }),
    );
  }, [prim, scrollY, size.width, size.height, pixelRatio]);
  useLayoutEffect(() => {
    paintCanvas(overlayRef.current, size.width, size.height, pixelRatio, (ctx) =>
      paintOverlay(
        ctx,
        prim,
        model,
        { scrollY, height: size.height, pixelRatio },
        {
          hover: hover?.task ?? -1,
          selected,
          dragged: reorder ? { task: reorder.task, dx: reorder.dx } : undefined,
        },
      ),
    );
  }, [prim, model, scrollY, size.width, size.height, pixelRatio, hover, selected, reorder]);

  const pointer = (ev: React.PointerEvent<HTMLDivElement> | React.MouseEvent<HTMLDivElement>) => {
    const el = bodyRef.current;
    if (!el) return null;
    const r = el.getBoundingClientRect();
    const x = ev.clientX - r.left;
    const y = ev.clientY - r.top;
    return { x, y, task: hitTest(prim, model, x, y + el.scrollTop) };
  };

  const onKeyDown = (ev: React.KeyboardEvent) => {
    const keys: Record<string, () => Window> = {
      "+": () => zoomWindow(win, full, ZOOM_STEP),
      "=": () => zoomWindow(win, full, ZOOM_STEP),
      "-": () => zoomWindow(win, full, 1 / ZOOM_STEP),
      "0": () => full,
      f: () => full,
      ArrowLeft: () => panWindow(win, full, -0.2),
      ArrowRight: () => panWindow(win, full, 0.2),
    };
    const act = keys[ev.key];
    if (act) {
      ev.preventDefault();
      commit(act());
    } else if (ev.key === "Escape") select_(undefined);
  };

  const title = `${algorithmName(scenario.kind, result.algorithm)} — ${scenario.name ?? schedule.family}`;
  const exportSvg = () => ganttToSvg(prim, { title, subtitle: figuresLine(schedule) });
  const fileName = exportName(scenario.name ?? schedule.family, result.algorithm, "gantt");
  const hovered = hover && hover.task >= 0 ? schedule.tasks[hover.task] : undefined;

  return (
    <div className="sx-view sx-gantt" ref={rootRef} data-testid="gantt-view">
      <div className="sx-toolbar" role="toolbar" aria-label="Gantt chart tools">
        <ZoomButtons win={win} full={full} zoomed={zoomed} onWindow={commit} />
        <label className="sx-check">
          <input type="checkbox" checked={showArrows} onChange={(e) => setShowArrows(e.target.checked)} />
          arrows
        </label>
        {hasStages && (
          <label>
            colour by{" "}
            <select value={colorBy} onChange={(e) => setColorChoice(e.target.value as ColorBy)}>
              <option value="stage">stage</option>
              <option value="message">message</option>
            </select>
          </label>
        )}
        <span className="sx-toolbar-gap" />
        <ExportButtons fileName={fileName} svg={exportSvg} />
      </div>
      <GanttLegendBar legend={prim.legend} />
      <svg
        className="sx-gantt-axis"
        width={size.width}
        height={AXIS_HEIGHT}
        role="img"
        aria-label={`${prim.axisLabel} axis`}
        dangerouslySetInnerHTML={{ __html: axisSvg(prim) }}
      />
      <div
        className="sx-gantt-body"
        ref={bodyRef}
        style={reorder ? { cursor: "ew-resize" } : undefined}
        tabIndex={0}
        aria-label="Gantt chart: wheel zooms, drag pans, double-click fits, click selects a task"
        onScroll={(e) => setScrollY(e.currentTarget.scrollTop)}
        onPointerDown={(e) => {
          const task = reorderable(e.clientX, e.clientY);
          if (task < 0) return;
          e.currentTarget.setPointerCapture?.(e.pointerId);
          setReorder({ task, startX: e.clientX, dx: 0 });
        }}
        onPointerMove={(e) => {
          if (reorder) {
            setReorder({ ...reorder, dx: e.clientX - reorder.startX });
            return;
          }
          const h = pointer(e);
          setHover((old) => (h && (h.task >= 0 || old) ? h : null));
        }}
        onPointerUp={() => {
          if (!reorder) return;
          setReorder(null);
          const t = schedule.tasks[reorder.task];
          if (!t || Math.abs(reorder.dx) < 3 || !props.onEdit) return;
          const scale = timeScale(prim.window, prim.plotLeft, prim.plotRight);
          const edit = reorderSendsEdit(schedule, reorder.task, scale.invert(scale(t.start) + reorder.dx));
          if (edit) props.onEdit(edit);
        }}
        onPointerCancel={() => setReorder(null)}
        onPointerLeave={() => setHover(null)}
        onClick={(e) => {
          const h = pointer(e);
          if (h) select_(h.task >= 0 ? `task:${h.task}` : undefined);
        }}
        onDoubleClick={() => commit(full)}
        onKeyDown={onKeyDown}
      >
        <div className="sx-gantt-stage" style={{ height: size.height }}>
          <canvas ref={canvasRef} className="sx-gantt-canvas" />
          <canvas ref={overlayRef} className="sx-gantt-canvas" />
        </div>
        <div style={{ height: Math.max(0, prim.height - size.height) }} />
      </div>
      <div className="sx-status">
        {prim.visibleTasks} of {schedule.tasks.length} tasks in view
        {prim.arrowsHidden > 0 &&
          ` · ${prim.arrowsHidden} arrows hidden: hover or select a task to see its own`}
        {" · wheel: zoom · drag: pan · double-click: fit"}
        {props.onEdit && " · drag a selected send along its lane to reorder the node's sends"}
      </div>
      {hovered && hover && !reorder && (
        <Tooltip
          x={hover.x}
          y={hover.y + (bodyRef.current?.offsetTop ?? 0)}
          bounds={rootSize}
          title={`${KIND_NAMES[hovered.kind]} · ${messageName(schedule, hovered.message)}`}
          color={messageColor(hovered.message, messageCount(schedule))}
          lines={taskDetails(schedule, hovered)}
        />
      )}
    </div>
  );
}
