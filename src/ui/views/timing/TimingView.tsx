// The timing diagram view (Bhat et al. Sec. 4.2, Fig. 3) for every family: a thin React component over
// `layoutTiming` (pure) and the canvas painter. Time runs downward; d3-zoom drives the time window
// (wheel zooms, dragging the background pans, double-click fits), shared with the Gantt through the
// URL. Dragging an event of the sender diagram up or down reorders its sender's sends; the shell
// replays the edited plan at once.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from "react";
import type { Schedule, Task } from "../../../core/schedule/types";
import { formatNumber, TIME_UNIT_LABEL } from "../../../core/units";
import type { ViewProps } from "../types";
import { paintCanvas, screenPixelRatio } from "../common/canvas";
import { KIND_NAMES, laneName, taskDetails } from "../common/details";
import { exportName } from "../common/download";
import { algorithmName, figuresLine } from "../common/title";
import { ExportButtons, ZOOM_STEP, ZoomButtons } from "../common/toolbar";
import { Tooltip } from "../common/Tooltip";
import { useAxisZoom } from "../common/useAxisZoom";
import { useElementSize } from "../common/useElementSize";
import { useTimeWindow } from "../common/useTimeWindow";
import { useViewSelection } from "../common/useViewSelection";
import { parseTaskSelection } from "../gantt/hit";
import { fullWindow } from "../gantt/layout";
import { zoomWindow } from "../gantt/zoom";
import { dropSend, hitTiming, rectsOfTask } from "./hit";
import { layoutTiming } from "./layout";
import { timingModel } from "./model";
import { paintTiming, paintTimingOverlay } from "./paint";
import { timingToSvg } from "./svg";
import type { TimingColorBy, TimingRect, TimingSides } from "./types";
import "../views.css";
import "./timing.css";

const FALLBACK_SIZE = { width: 960, height: 420 };

interface Drag {
  readonly rect: TimingRect;
  readonly startY: number;
  readonly dy: number;
}

export function TimingView(props: ViewProps) {
  const { result, step, zoom, onZoom, onSelect, onEdit, scenario } = props;
  const schedule = result.schedule;
  const [sides, setSides] = useState<TimingSides>("both");
  const [colorChoice, setColorChoice] = useState<TimingColorBy | null>(null);
  const colorBy: TimingColorBy = colorChoice ?? (schedule.messages.length > 1 ? "message" : "peer");
  const [selection, selectTask] = useViewSelection(props.selection, onSelect);
  const selected = parseTaskSelection(selection, schedule.tasks.length);

  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const overlayRef = useRef<HTMLCanvasElement>(null);
  const size = useElementSize(stageRef, FALLBACK_SIZE);
  const rootSize = useElementSize(rootRef, FALLBACK_SIZE);

  const full = useMemo(() => fullWindow(schedule), [schedule]);
  const { win, setWin, commit, report, zoomed } = useTimeWindow(full, zoom, onZoom);

  const prim = useMemo(
    () =>
      layoutTiming(
        schedule,
        { width: size.width, height: size.height, window: win },
        { sides, colorBy, step },
      ),
    [schedule, size.width, size.height, win, sides, colorBy, step],
  );

  const [hover, setHover] = useState<{ rect: TimingRect; x: number; y: number } | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  // A new schedule (an edit replayed, another algorithm) renumbers the tasks: forget the pointer's.
  useEffect(() => {
    setHover(null);
    setDrag(null);
  }, [schedule]);
  /** Set by a pointer-up that ended a press on an event, so the click that follows does nothing more. */
  const pressed = useRef(false);

  /** A send event the pointer may drag (when the shell accepts edits). */
  const draggable = (clientX: number, clientY: number): TimingRect | undefined => {
    const el = stageRef.current;
    if (!el || !onEdit) return undefined;
    const r = el.getBoundingClientRect();
    const hit = hitTiming(prim, clientX - r.left, clientY - r.top);
    return hit && hit.side === "send" && schedule.tasks[hit.task]?.kind === "send" ? hit : undefined;
  };

  // d3-zoom along y: the transform's y and k give the time window.
  useAxisZoom(stageRef, {
    axis: "y",
    full,
    win,
    range: [prim.plotTop, prim.plotBottom],
    across: size.width,
    onWindow: setWin,
    onEnd: report,
    grabs: (x, y) => draggable(x, y) !== undefined,
  });

  const pixelRatio = screenPixelRatio();
  useLayoutEffect(() => {
    paintCanvas(canvasRef.current, size.width, size.height, pixelRatio, (ctx) =>
      paintTiming(ctx, prim, pixelRatio),
    );
  }, [prim, size.width, size.height, pixelRatio]);

  const dropped = useMemo(() => {
    if (!drag) return null;
    const t = schedule.tasks[drag.rect.task];
    if (!t) return null;
    const perPixel = (prim.window[1] - prim.window[0]) / Math.max(1, prim.plotBottom - prim.plotTop);
    return dropSend(schedule, prim, drag.rect.task, (t.start + t.end) / 2 + drag.dy * perPixel);
  }, [drag, schedule, prim]);

  useLayoutEffect(() => {
    const task = schedule.tasks[selected];
    paintCanvas(overlayRef.current, size.width, size.height, pixelRatio, (ctx) =>
      paintTimingOverlay(
        ctx,
        prim,
        {
          hover: drag ? undefined : hover?.rect,
          selected: rectsOfTask(prim, selected),
          matched: task?.match !== undefined ? rectsOfTask(prim, task.match) : [],
          ...(drag ? { drag: { rect: drag.rect, dy: drag.dy, insertY: dropped?.insertY ?? null } } : {}),
        },
        pixelRatio,
      ),
    );
  }, [prim, schedule, size.width, size.height, pixelRatio, hover, selected, drag, dropped]);

  const at = (ev: React.PointerEvent | React.MouseEvent) => {
    const el = stageRef.current;
    if (!el) return null;
    const r = el.getBoundingClientRect();
    const x = ev.clientX - r.left;
    const y = ev.clientY - r.top;
    return { x, y, rect: hitTiming(prim, x, y) };
  };

  const title = `${algorithmName(scenario.kind, result.algorithm)} — ${scenario.name ?? schedule.family}`;
  const exportSvg = () =>
    timingToSvg(prim, { title: `Timing diagram: ${title}`, subtitle: figuresLine(schedule) });
  const fileName = exportName(scenario.name ?? schedule.family, result.algorithm, "timing");
  const hovered = hover ? schedule.tasks[hover.rect.task] : undefined;
  const eventCount = prim.rects.filter((r) => r.side === prim.panels[0]?.side).length;

  return (
    <div className="sx-view sx-timing" ref={rootRef} data-testid="timing-view">
      <div className="sx-toolbar" role="toolbar" aria-label="Timing diagram tools">
        <ZoomButtons win={win} full={full} zoomed={zoomed} onWindow={commit} />
        <label>
          show{" "}
          <select
            aria-label="Diagrams shown"
            value={sides}
            onChange={(e) => setSides(e.target.value as TimingSides)}
          >
            <option value="both">senders and receivers</option>
            <option value="send">senders only</option>
            <option value="recv">receivers only</option>
          </select>
        </label>
        <label>
          colour by{" "}
          <select
            aria-label="Colour by"
            value={colorBy}
            onChange={(e) => setColorChoice(e.target.value as TimingColorBy)}
          >
            <option value="peer">processor named on the event</option>
            <option value="message">message</option>
          </select>
        </label>
        <span className="sx-toolbar-gap" />
        <ExportButtons fileName={fileName} svg={exportSvg} />
      </div>
      <div className="sx-legend" aria-label="legend">
        <div className="sx-legend-row">
          <span className="sx-legend-item muted">{prim.legendTitle}</span>
          {prim.legend.map((e) => (
            <span key={e.label} className="sx-legend-item">
              <span className="sx-swatch" style={{ background: e.color }} />
              {e.label}
            </span>
          ))}
          <span className="sx-legend-item">
            <span className="sx-timing-line lb" /> lower bound
          </span>
          <span className="sx-legend-item">
            <span className="sx-timing-line end" /> completion
          </span>
        </div>
      </div>
      <div
        className="sx-timing-stage"
        ref={stageRef}
        tabIndex={0}
        aria-label="Timing diagram: wheel zooms, drag the background to pan, double-click fits, drag a sent event up or down to reorder its sender's sends"
        style={
          drag
            ? { cursor: "grabbing" }
            : hover && onEdit && hover.rect.side === "send"
              ? { cursor: "ns-resize" }
              : undefined
        }
        onPointerDown={(e) => {
          const rect = draggable(e.clientX, e.clientY);
          if (!rect) return;
          e.currentTarget.setPointerCapture?.(e.pointerId);
          setDrag({ rect, startY: e.clientY, dy: 0 });
        }}
        onPointerMove={(e) => {
          if (drag) {
            setDrag({ ...drag, dy: e.clientY - drag.startY });
            return;
          }
          const h = at(e);
          setHover(h?.rect ? { rect: h.rect, x: h.x, y: h.y } : null);
        }}
        onPointerUp={() => {
          if (!drag) return;
          setDrag(null);
          pressed.current = true;
          if (Math.abs(drag.dy) < 3) {
            selectTask(`task:${drag.rect.task}`);
            return;
          }
          if (dropped?.edit) onEdit?.(dropped.edit);
        }}
        onPointerCancel={() => setDrag(null)}
        onPointerLeave={() => setHover(null)}
        onClick={(e) => {
          if (pressed.current) {
            pressed.current = false;
            return;
          }
          const h = at(e);
          if (h) selectTask(h.rect ? `task:${h.rect.task}` : undefined);
        }}
        onDoubleClick={() => commit(full)}
        onKeyDown={(e) => {
          if (e.key === "Escape") selectTask(undefined);
          if (e.key === "0" || e.key === "f") commit(full);
          if (e.key === "+" || e.key === "=") commit(zoomWindow(win, full, ZOOM_STEP));
          if (e.key === "-") commit(zoomWindow(win, full, 1 / ZOOM_STEP));
        }}
      >
        <canvas ref={canvasRef} className="sx-timing-canvas" />
        <canvas ref={overlayRef} className="sx-timing-canvas" data-testid="timing-overlay" />
      </div>
      <EventList schedule={schedule} />
      <div className="sx-status">
        {eventCount} events in view · wheel: zoom · drag the background: pan · double-click: fit
        {onEdit ? " · drag a sent event up or down to reorder its sender's sends" : ""}
      </div>
      {hovered && hover && !drag && (
        <Tooltip
          x={hover.x}
          y={hover.y + (stageRef.current?.offsetTop ?? 0)}
          bounds={rootSize}
          title={`${KIND_NAMES[hovered.kind]} ${laneName(schedule, hovered.kind === "recv" ? hovered.peer : hovered.node)} → ${laneName(schedule, hovered.kind === "recv" ? hovered.node : hovered.peer)}`}
          color={hover.rect.fill}
          lines={taskDetails(schedule, hovered)}
        />
      )}
    </div>
  );
}

/** Events listed beyond this many are summarised (the list is for screen readers and tests). */
const LISTED_EVENTS = 400;

/** The diagram as text, for screen readers: each sender's events in order, with their times. */
function EventList({ schedule }: { readonly schedule: Schedule }) {
  const items = useMemo(() => {
    const model = timingModel(schedule);
    const u = TIME_UNIT_LABEL[schedule.timeUnit];
    const out: string[] = [];
    model.sendColumns.forEach((column, lane) => {
      for (const i of column) {
        const t = schedule.tasks[i] as Task;
        const to = t.kind === "intra" ? "intra" : laneName(schedule, t.peer);
        out.push(`${laneName(schedule, lane)} → ${to}: ${formatNumber(t.start)}–${formatNumber(t.end)} ${u}`);
      }
    });
    return out;
  }, [schedule]);
  return (
    <ol className="sx-sr-only" aria-label="Events by sender" data-testid="timing-events">
      {items.slice(0, LISTED_EVENTS).map((text, k) => (
        <li key={k}>{text}</li>
      ))}
      {items.length > LISTED_EVENTS ? <li>… and {items.length - LISTED_EVENTS} more events</li> : null}
    </ol>
  );
}
