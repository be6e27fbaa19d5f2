// The Gantt view: a thin component over `layoutGantt` (pure), the canvas painters and the shared
// time-axis frame (useTimeAxis / TimeAxisView): d3-zoom drives the time window (wheel zooms, drag
// pans — and scrolls the lanes vertically —, double-click fits); the window goes out through `onZoom`
// so the shell can keep it in the URL. Its own: the legend, arrows and colouring, and dragging the
// selected send along its lane to reorder its node's sends.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useAnalysis } from "../analysis/use-analysis";
import type { ViewProps } from "../types";
import { timeScale } from "../common/axis";
import { messageColor } from "../common/colors";
import { textScaleOf, useColorScheme } from "../common/scheme";
import { KIND_NAMES, messageName, taskDetails } from "../common/details";
import { exportName } from "../common/download";
import { TimeAxisView } from "../common/TimeAxisView";
import { algorithmName, figuresLine } from "../common/title";
import { DRAG_THRESHOLD, useTimeAxis, type StageViewport } from "../common/use-time-axis";
import { reorderSendsEdit } from "./edit";
import { hitTest, parseTaskSelection } from "./hit";
import { fullWindow, layoutGantt, messageCount } from "./layout";
import { onWarmSchedule } from "../../warm-edit";
import { GanttLegendBar } from "./Legend";
import { criticalMarks, criticalPathSvg, criticalSummary, paintCriticalPath } from "./critical";
import { ganttModel, taskAt } from "./model";
import { paintGantt, paintOverlay } from "./paint";
import { axisSvg, ganttToSvg } from "./svg";
import type { ColorBy, GanttPrimitives } from "./types";
import { layoutGanttCandidates, paintGanttCandidates } from "./candidates";
import { CandidateLegend } from "../common/CandidateLegend";

export function GanttView(props: ViewProps) {
  const { result, step, onEdit, scenario } = props;
  // The quiz asks about this decision: later steps' tasks would show the answer, so they are left out.
  const hideLater = props.decision?.asking === true;
  const schedule = result.schedule;
  const model = ganttModel(schedule);
  // Tasks are read from the model's columns, one at a time: `schedule.tasks` would build every task
  // object of a large schedule on the main thread (a long task at 130 000 tasks).
  const taskCount = model.cols.count;
  const taskOf = (i: number) => (i >= 0 && i < taskCount ? taskAt(model.cols, i) : undefined);
  const hasStages = model.stages.length > 0;
  const [colorChoice, setColorChoice] = useState<ColorBy | null>(null);
  const colorBy: ColorBy = hasStages
    ? (colorChoice ?? (model.stagesCoverCommunication ? "stage" : "message"))
    : "message";
  const [showArrows, setShowArrows] = useState(true);
  const [showCritical, setShowCritical] = useState(false);
  // Computed in the worker for a large schedule (src/ui/views/analysis/use-analysis.ts).
  const criticalState = useAnalysis(schedule, showCritical ? { what: "critical-path" } : null);
  const critical = showCritical && !criticalState.stale ? criticalState.value : null;
  const scheme = useColorScheme();

  const options = useMemo(
    () => ({ step, hideLater, colorBy, showArrows, scheme, textScale: textScaleOf(scheme) }),
    [step, hideLater, colorBy, showArrows, scheme],
  );
  // The last viewport laid out, for the edit path's warm-up (warm-edit.ts): an edit's schedule is laid
  // out at its full window in this viewport and painted, so the page's first edit does not run that
  // code cold; here the warm-up's schedule is, off screen, results dropped.
  const viewport = useRef<StageViewport | null>(null);
  useEffect(
    () =>
      onWarmSchedule((s) => {
        const v = viewport.current;
        if (!v) return;
        const prim = layoutGantt(s, { ...v, window: fullWindow(s) }, options);
        const canvas = document.createElement("canvas");
        canvas.width = Math.max(1, Math.round(v.width));
        canvas.height = Math.max(1, Math.round(v.height));
        const ctx = canvas.getContext("2d");
        if (ctx) paintGantt(ctx, prim, { scrollY: 0, height: v.height, pixelRatio: 1 });
      }),
    [options],
  );
  const view = useTimeAxis<GanttPrimitives, number, number>(props, {
    axis: "x",
    layout: useCallback(
      (v: StageViewport) => {
        viewport.current = v;
        return layoutGantt(schedule, v, options);
      },
      [schedule, options],
    ),
    range: (p) => [p.plotLeft, p.plotRight],
    hitAt: (p, x, y) => {
      const task = hitTest(p, model, x, y);
      return task >= 0 ? task : undefined;
    },
    selectionOf: (task) => `task:${task}`,
    // The selected send under the pointer, when edits are allowed: pressing it starts a reorder drag.
    grab: (p, x, y, selection) => {
      const selected = parseTaskSelection(selection, taskCount);
      const task = taskOf(selected);
      return onEdit && task?.kind === "send" && hitTest(p, model, x, y) === selected ? selected : undefined;
    },
    onDrop: (task, dx, p) => {
      const t = taskOf(task);
      if (!t || Math.abs(dx) < DRAG_THRESHOLD || !onEdit) return;
      const scale = timeScale(p.window, p.plotLeft, p.plotRight);
      const edit = reorderSendsEdit(schedule, task, scale.invert(scale(t.start) + dx));
      if (edit) onEdit(edit);
    },
    scrollAcross: true,
  });
  const { prim, size, scrollY, hover, drag } = view;
  const selected = parseTaskSelection(view.selection, taskCount);

  const paint = useCallback(
    (ctx: CanvasRenderingContext2D, pixelRatio: number) =>
      paintGantt(ctx, prim, { scrollY, height: size.height, pixelRatio }),
    [prim, scrollY, size.height],
  );
  const hovered = hover?.hit ?? -1;
  // The current decision's candidates (step-through): lanes outlined, would-be transfers as ghosts.
  const candidateMarks = useMemo(
    () => layoutGanttCandidates(prim, props.candidates, props.decision),
    [prim, props.candidates, props.decision],
  );
  const overlay = useCallback(
    (ctx: CanvasRenderingContext2D, pixelRatio: number) => {
      const paintView = { scrollY, height: size.height, pixelRatio };
      paintOverlay(ctx, prim, model, paintView, {
        hover: hovered,
        selected,
        dragged: drag ? { task: drag.item, dx: drag.delta } : undefined,
      });
      paintGanttCandidates(ctx, candidateMarks);
      if (critical) paintCriticalPath(ctx, prim, model, paintView, critical);
    },
    [prim, model, scrollY, size.height, hovered, selected, drag, critical, candidateMarks],
  );

  const title = `${algorithmName(scenario.kind, result.algorithm)} — ${scenario.name ?? schedule.family}`;
  const task = hover && !drag ? taskOf(hover.hit) : undefined;

  return (
    <TimeAxisView
      view={view}
      name="gantt"
      toolsLabel="Gantt chart tools"
      tools={
        <>
          <label className="sx-check">
            <input type="checkbox" checked={showArrows} onChange={(e) => setShowArrows(e.target.checked)} />
            arrows
          </label>
          <label className="sx-check">
            <input
              type="checkbox"
              checked={showCritical}
              onChange={(e) => setShowCritical(e.target.checked)}
              data-testid="critical-path-toggle"
            />
            critical path
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
        </>
      }
      fileName={exportName(scenario.name ?? schedule.family, result.algorithm, "gantt")}
      exportSvg={() => {
        // Every lane, not only the band on screen; the critical path too when it is shown.
        const all = layoutGantt(
          schedule,
          { width: prim.width, height: view.size.height, window: prim.window },
          options,
        );
        return ganttToSvg(all, {
          title,
          subtitle:
            figuresLine(schedule) + (critical ? ` · ${criticalSummary(critical)} (outlined in red)` : ""),
          ...(critical ? { overlay: criticalPathSvg(criticalMarks(all, model, critical)) } : {}),
        });
      }}
      legend={
        <GanttLegendBar
          legend={prim.legend}
          extra={<CandidateLegend decision={props.decision} count={candidateMarks.lanes.length} />}
        />
      }
      above={
        <svg
          className="sx-gantt-axis"
          width={size.width}
          height={prim.fonts.axisHeight}
          role="img"
          aria-label={`${prim.axisLabel} axis`}
          dangerouslySetInnerHTML={{ __html: axisSvg(prim) }}
        />
      }
      stageClass="sx-gantt-body"
      stageLabel="Gantt chart: wheel zooms, drag pans, double-click fits, click selects a task"
      stageStyle={drag ? { cursor: "ew-resize" } : undefined}
      contentHeight={prim.height}
      paint={paint}
      paintOverlay={overlay}
      status={
        <>
          {prim.visibleTasks} of {taskCount} tasks in view
          {critical && <span data-testid="critical-path-summary">{` · ${criticalSummary(critical)}`}</span>}
          {showCritical && !critical && !criticalState.error && " · critical path: computing…"}
          {showCritical && criticalState.error && ` · critical path: ${criticalState.error}`}
          {prim.arrowsHidden > 0 &&
            ` · ${prim.arrowsHidden} arrows hidden: hover or select a task to see its own`}
          {" · wheel: zoom · drag: pan · double-click: fit"}
          {onEdit && " · drag a selected send along its lane to reorder the node's sends"}
        </>
      }
      tooltip={
        task && hover
          ? {
              x: hover.x,
              y: hover.y,
              title: `${KIND_NAMES[task.kind]} · ${messageName(schedule, task.message)}`,
              color: messageColor(task.message, messageCount(schedule), scheme),
              lines: taskDetails(schedule, task),
            }
          : null
      }
    />
  );
}
