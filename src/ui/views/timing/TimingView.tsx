// The timing diagram view (Bhat et al. Sec. 4.2, Fig. 3) for every family: a thin component over
// `layoutTiming` (pure), the canvas painters and the shared time-axis frame (useTimeAxis /
// TimeAxisView). Time runs downward; d3-zoom drives the time window (wheel zooms, dragging the
// background pans, double-click fits), shared with the Gantt through the URL. Dragging an event of the
// sender diagram up or down reorders its sender's sends; the shell replays the edited plan at once.
import { textScaleOf, useColorScheme } from "../common/scheme";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { Schedule, Task } from "../../../core/schedule/types";
import { formatNumber, TIME_UNIT_LABEL } from "../../../core/units";
import type { ViewProps } from "../types";
import { KIND_NAMES, laneName, taskDetails, type DetailLine } from "../common/details";
import { exportName } from "../common/download";
import { TimeAxisView } from "../common/TimeAxisView";
import { algorithmName, figuresLine } from "../common/title";
import { DRAG_THRESHOLD, useTimeAxis, type StageViewport } from "../common/use-time-axis";
import { parseTaskSelection } from "../gantt/hit";
import { dropSend, hitTiming, rectsOfTask } from "./hit";
import { layoutTiming, timeOfY } from "./layout";
import { isIntraAt, isSendAt, timingModel } from "./model";
import { columnsOf, taskAt } from "../gantt/model";
import { prepareTimingModel, timingModelPending } from "../gantt/model-async";
import { paintTiming, paintTimingOverlay } from "./paint";
import { timingToSvg } from "./svg";
import { layoutTimingCandidates, paintTimingCandidates } from "./candidates";
import { CandidateLegend } from "../common/CandidateLegend";
import type { TimingColorBy, TimingPrimitives, TimingRect, TimingSides } from "./types";
import "./timing.css";

/** Where a send dragged `dy` pixels would go: its new place in the sender's order and the edit. */
function dropOf(schedule: Schedule, prim: TimingPrimitives, rect: TimingRect, dy: number) {
  const c = columnsOf(schedule);
  if (rect.task < 0 || rect.task >= c.count) return null;
  const perPixel = (prim.window[1] - prim.window[0]) / Math.max(1, prim.plotBottom - prim.plotTop);
  const middle = ((c.start[rect.task] as number) + (c.end[rect.task] as number)) / 2;
  return dropSend(schedule, prim, rect.task, middle + dy * perPixel);
}

/** Task i as an object, built from the columns (reading `schedule.tasks` would build every task). */
function taskOf(schedule: Schedule, i: number): Task | undefined {
  const c = columnsOf(schedule);
  return i >= 0 && i < c.count ? taskAt(c, i) : undefined;
}

/**
 * Whether the timing model of `schedule` is ready; when it is not and the model's worker builds it
 * (a large schedule: prepareTimingModel), asks for it and re-renders once it is adopted.
 */
function useTimingModelReady(schedule: Schedule): boolean {
  const [adopted, setAdopted] = useState<Schedule | null>(null);
  const waiting = adopted !== schedule && timingModelPending(schedule);
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    void prepareTimingModel(schedule).then(() => {
      if (live) setAdopted(schedule);
    });
    return () => {
      live = false;
    };
  }, [waiting, schedule]);
  return !waiting;
}

/**
 * The Timing diagram tab. A large schedule's model is built in the model's worker (model-async.ts): when
 * the tab opens before it has come, a short "preparing…" line stands in for the diagram (building it
 * here would hold the page for seconds at a million events).
 */
export function TimingView(props: ViewProps) {
  const ready = useTimingModelReady(props.result.schedule);
  if (!ready)
    return (
      <p className="muted placeholder" data-testid="timing-preparing">
        Preparing the timing diagram…
      </p>
    );
  return <TimingDiagram {...props} />;
}

function TimingDiagram(props: ViewProps) {
  const { result, step, onEdit, scenario } = props;
  // The quiz asks about this decision: later steps' tasks would show the answer, so they are left out.
  const hideLater = props.decision?.asking === true;
  const schedule = result.schedule;
  const cols = columnsOf(schedule);
  const [sides, setSides] = useState<TimingSides>("both");
  const [colorChoice, setColorChoice] = useState<TimingColorBy | null>(null);
  const colorBy: TimingColorBy = colorChoice ?? (schedule.messages.length > 1 ? "message" : "peer");

  const scheme = useColorScheme();
  const view = useTimeAxis<TimingPrimitives, TimingRect, TimingRect>(props, {
    axis: "y",
    layout: useCallback(
      (v: StageViewport) =>
        layoutTiming(schedule, v, {
          sides,
          colorBy,
          step,
          hideLater,
          scheme,
          textScale: textScaleOf(scheme),
        }),
      [schedule, sides, colorBy, step, hideLater, scheme],
    ),
    range: (p) => [p.plotTop, p.plotBottom],
    hitAt: hitTiming,
    selectionOf: (rect) => `task:${rect.task}`,
    /** A send event the pointer may drag (when the shell accepts edits). */
    grab: (p, x, y) => {
      const hit = onEdit ? hitTiming(p, x, y) : undefined;
      return hit && hit.count === 1 && hit.side === "send" && isSendAt(cols, hit.task) ? hit : undefined;
    },
    onDrop: (rect, dy, p) => {
      if (Math.abs(dy) < DRAG_THRESHOLD) return view.select(`task:${rect.task}`);
      const edit = dropOf(schedule, p, rect, dy)?.edit;
      if (edit) onEdit?.(edit);
    },
    dropTakesClick: true,
  });
  const { prim, hover, drag } = view;
  const selected = parseTaskSelection(view.selection, cols.count);

  const paint = useCallback(
    (ctx: CanvasRenderingContext2D, pixelRatio: number) => paintTiming(ctx, prim, pixelRatio),
    [prim],
  );
  const dropped = useMemo(
    () => (drag ? dropOf(schedule, prim, drag.item, drag.delta) : null),
    [drag, schedule, prim],
  );
  // The current decision's candidates (step-through): columns outlined, would-be events as ghosts.
  const candidateMarks = useMemo(
    () => layoutTimingCandidates(prim, props.candidates, props.decision),
    [prim, props.candidates, props.decision],
  );
  const overlay = useCallback(
    (ctx: CanvasRenderingContext2D, pixelRatio: number) => {
      const match = selected >= 0 ? (cols.match[selected] as number) : -1;
      paintTimingOverlay(
        ctx,
        prim,
        {
          hover: drag ? undefined : hover?.hit,
          selected: rectsOfTask(prim, selected),
          matched: match >= 0 ? rectsOfTask(prim, match) : [],
          ...(drag ? { drag: { rect: drag.item, dy: drag.delta, insertY: dropped?.insertY ?? null } } : {}),
        },
        pixelRatio,
      );
      paintTimingCandidates(ctx, candidateMarks);
    },
    [prim, cols, hover, selected, drag, dropped, candidateMarks],
  );

  const title = `${algorithmName(scenario.kind, result.algorithm)} — ${scenario.name ?? schedule.family}`;
  const hovered = hover && !drag && hover.hit.count === 1 ? taskOf(schedule, hover.hit.task) : undefined;
  let eventCount = 0;
  let marks = 0;
  for (const r of prim.rects) {
    if (r.side !== prim.panels[0]?.side) continue;
    eventCount += r.count;
    marks++;
  }
  const hoveredMany = hover && !drag && hover.hit.count > 1 ? hover.hit : null;

  return (
    <TimeAxisView
      view={view}
      name="timing"
      toolsLabel="Timing diagram tools"
      tools={
        <>
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
        </>
      }
      fileName={exportName(scenario.name ?? schedule.family, result.algorithm, "timing")}
      exportSvg={() =>
        timingToSvg(prim, { title: `Timing diagram: ${title}`, subtitle: figuresLine(schedule) })
      }
      legend={
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
            <CandidateLegend decision={props.decision} count={candidateMarks.columns.length} />
          </div>
        </div>
      }
      stageClass="sx-timing-stage"
      stageLabel="Timing diagram: wheel zooms, drag the background to pan, double-click fits, drag a sent event up or down to reorder its sender's sends"
      stageStyle={
        drag
          ? { cursor: "grabbing" }
          : hover && onEdit && hover.hit.side === "send"
            ? { cursor: "ns-resize" }
            : undefined
      }
      paint={paint}
      paintOverlay={overlay}
      after={<EventList schedule={schedule} />}
      status={
        <>
          {eventCount} events in view
          {marks < eventCount
            ? ` (events under a pixel high drawn as ${marks} marks: zoom in to see each)`
            : ""}{" "}
          · wheel: zoom · drag the background: pan · double-click: fit
          {onEdit ? " · drag a sent event up or down to reorder its sender's sends" : ""}
        </>
      }
      tooltip={
        hoveredMany && hover
          ? {
              x: hover.x,
              y: hover.y,
              title: `${hoveredMany.count} events of ${laneName(schedule, hoveredMany.lane)}`,
              color: hoveredMany.fill,
              lines: manyLines(prim, hoveredMany, schedule),
            }
          : hovered && hover
            ? {
                x: hover.x,
                y: hover.y,
                title: `${KIND_NAMES[hovered.kind]} ${laneName(schedule, hovered.kind === "recv" ? hovered.peer : hovered.node)} → ${laneName(schedule, hovered.kind === "recv" ? hovered.node : hovered.peer)}`,
                color: hover.hit.fill,
                lines: taskDetails(schedule, hovered),
              }
            : null
      }
    />
  );
}

/** What a merged mark of the timing diagram holds: its time span and how to tell its events apart. */
function manyLines(p: TimingPrimitives, r: TimingRect, s: Schedule): DetailLine[] {
  const u = TIME_UNIT_LABEL[s.timeUnit];
  return [
    {
      label: "time",
      value: `${formatNumber(timeOfY(p, r.y))}–${formatNumber(timeOfY(p, r.y + r.h))} ${u}`,
    },
    { label: "drawn as", value: "one mark: each is under a pixel high; zoom in to see each" },
  ];
}

/** Events listed beyond this many are summarised (the list is for screen readers and tests). */
const LISTED_EVENTS = 400;

/** The diagram as text, for screen readers: each sender's events in order, with their times. */
function EventList({ schedule }: { readonly schedule: Schedule }) {
  const { items, total } = useMemo(() => {
    const model = timingModel(schedule);
    const u = TIME_UNIT_LABEL[schedule.timeUnit];
    const out: string[] = [];
    const c = model.cols;
    const { offsets, tasks } = model.send;
    // Only the listed ones are formatted (a 256-node all-to-all has 65 280 sends), read from the columns.
    for (let lane = 0; lane + 1 < offsets.length && out.length < LISTED_EVENTS; lane++) {
      for (
        let k = offsets[lane] as number;
        k < (offsets[lane + 1] as number) && out.length < LISTED_EVENTS;
        k++
      ) {
        const i = tasks[k] as number;
        const to = isIntraAt(c, i) ? "intra" : laneName(schedule, c.peer[i] as number);
        out.push(
          `${laneName(schedule, lane)} → ${to}: ${formatNumber(c.start[i] as number)}–${formatNumber(c.end[i] as number)} ${u}`,
        );
      }
    }
    return { items: out, total: tasks.length };
  }, [schedule]);
  return (
    <ol className="sx-sr-only" aria-label="Events by sender" data-testid="timing-events">
      {items.map((text, k) => (
        <li key={k}>{text}</li>
      ))}
      {total > items.length ? <li>… and {total - items.length} more events</li> : null}
    </ol>
  );
}
