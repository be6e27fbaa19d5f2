// Schedules side by side as pure layout (docs/architecture.md, "Schedules side by side"): several
// Gantt charts stacked on ONE time axis. Each pane is the Gantt view's own layout (`layoutGantt`), laid
// out at the same time window with the same plot edges — a pane whose lane labels are narrower is
// shifted right so every plot starts at the widest gutter — plus boxes for the tasks a use highlights
// (Lockstep: the decision on screen; What changed: the tasks that moved) and dashed ghost boxes for
// where tasks were before an edit. Reference lines (lower bound, optimum) span every pane.
import type { Schedule } from "../../core/schedule/types";
import { formatTime } from "../../core/units";
import { boldTextWidth, timeAxis, timeScale, type AxisTick } from "../views/common/axis";
import { fullWindow, gutterWidth, layoutGantt, MARKER_FONT_PX } from "../views/gantt/layout";
import { ganttModel } from "../views/gantt/model";
import type { Box } from "../views/gantt/hit";
import type { ColorScheme } from "../views/common/colors";
import type { GanttMarker, GanttPrimitives } from "../views/gantt/types";

/** The right-hand padding layoutGantt keeps after the plot. */
const RIGHT_PAD = 20;

/** Where a task was before (What changed): drawn as a dashed outline on the pane's lanes. */
export interface GhostTask {
  readonly schedule: Schedule;
  readonly task: number;
}

export interface PaneInput {
  readonly schedule: Schedule;
  /** Tasks of decisions ≥ this are drawn as ghosts (step-through); undefined: all placed. */
  readonly step?: number;
  /** Task indices to outline. */
  readonly highlight?: readonly number[];
  /** Tasks of another schedule of the same lanes, outlined dashed where they were. */
  readonly ghosts?: readonly GhostTask[];
}

/** A vertical line across every pane: the lower bound, the optimum's makespan, … */
export interface Reference {
  readonly kind: "lowerBound" | "optimum" | "makespan";
  readonly time: number;
  readonly name: string;
  readonly color: string;
  readonly dashed: boolean;
}

export interface SideBySideViewport {
  readonly width: number;
  /** The visible time window, shared by every pane. */
  readonly window: readonly [number, number];
  /** The height a pane's lanes may fill before they reach their minimum row height. */
  readonly paneHeight: number;
  readonly scheme?: ColorScheme;
  readonly showArrows?: boolean;
}

export interface PaneLayout {
  /** The pane's primitives are drawn translated right by this much. */
  readonly offsetX: number;
  readonly prim: GanttPrimitives;
  /** Outlines of the highlighted tasks, in the pane's own (untranslated) coordinates. */
  readonly highlights: readonly Box[];
  readonly ghosts: readonly Box[];
}

export interface PlacedReference extends Reference {
  readonly x: number;
  readonly label: string;
  readonly labelRow: number;
  readonly labelAnchor: "start" | "end";
}

export interface SideBySideLayout {
  readonly width: number;
  readonly plotLeft: number;
  readonly plotRight: number;
  readonly window: readonly [number, number];
  readonly ticks: readonly AxisTick[];
  readonly panes: readonly PaneLayout[];
  /** The references inside the window, with their x and label placement in the axis strip. */
  readonly references: readonly PlacedReference[];
}

/** The whole of every schedule and every reference: from 0 to a little past the latest. */
export function sharedFullWindow(
  schedules: readonly Schedule[],
  references: readonly Reference[] = [],
): [number, number] {
  let end = 0;
  for (const s of schedules) end = Math.max(end, fullWindow(s)[1]);
  for (const r of references) end = Math.max(end, r.time * 1.04);
  return [0, end > 0 ? end : 1];
}

/**
 * The outlines of tasks `tasks` of schedule `s` on `p`'s lanes (each row clamped to its lane's rows),
 * those outside the window left out. Reads the Gantt model's columns, not task objects, and makes one
 * time scale for all of them (an edit can outline thousands).
 */
function boxesOn(p: GanttPrimitives, s: Schedule, tasks: readonly number[]): Box[] {
  if (tasks.length === 0) return [];
  const model = ganttModel(s);
  const { node, end } = model.cols;
  const scale = timeScale(p.window, p.plotLeft, p.plotRight);
  const out: Box[] = [];
  for (const i of tasks) {
    if (i < 0 || i >= model.cols.count) continue;
    const lane = p.lanes[node[i] as number];
    if (!lane) continue;
    const xa = Math.max(p.plotLeft, scale(model.from[i] as number));
    const xb = Math.min(p.plotRight, scale(end[i] as number));
    if (xb < p.plotLeft || xa > p.plotRight) continue;
    const row = Math.min(model.rowOf[i] ?? 0, lane.rows - 1);
    const pad = Math.max(2, Math.round(lane.rowHeight * 0.14));
    const w = Math.max(xb - xa, 3);
    out.push({
      x: xb - xa < 3 ? (xa + xb) / 2 - 1.5 : xa,
      y: lane.y + row * lane.rowHeight + pad,
      w,
      h: lane.rowHeight - 2 * pad,
    });
  }
  return out;
}

/** Past this many boxes in a pane, boxes that touch on one row are drawn as one. */
export const MERGE_BOXES_FROM = 200;

/**
 * An edit can move thousands of tasks; outlined one by one they are thousands of SVG elements (hundreds
 * of milliseconds to build on every edit) and, in a chart a few pixels per task wide, one blur. Past
 * MERGE_BOXES_FROM, the boxes of one row that touch or overlap (within a pixel) become one box.
 */
export function mergedWhenMany(boxes: readonly Box[]): readonly Box[] {
  if (boxes.length <= MERGE_BOXES_FROM) return boxes;
  const sorted = [...boxes].sort((a, b) => a.y - b.y || a.h - b.h || a.x - b.x);
  const out: Box[] = [];
  for (const b of sorted) {
    const last = out[out.length - 1];
    if (last && last.y === b.y && last.h === b.h && b.x <= last.x + last.w + 1) {
      out[out.length - 1] = { ...last, w: Math.max(last.w, b.x + b.w - last.x) };
    } else out.push(b);
  }
  return out;
}

export function layoutSideBySide(
  panes: readonly PaneInput[],
  references: readonly Reference[],
  v: SideBySideViewport,
): SideBySideLayout {
  const plotLeft = panes.reduce((m, p) => Math.max(m, gutterWidth(p.schedule)), 0);
  const plotRight = Math.max(plotLeft + 40, v.width - RIGHT_PAD);
  const laid = panes.map((pane): PaneLayout => {
    const offsetX = plotLeft - gutterWidth(pane.schedule);
    const prim = layoutGantt(
      pane.schedule,
      { width: v.width - offsetX, height: v.paneHeight, window: v.window },
      {
        colorBy: "message",
        showArrows: v.showArrows ?? false,
        ...(pane.step !== undefined ? { step: pane.step } : {}),
        ...(v.scheme ? { scheme: v.scheme } : {}),
      },
    );
    return {
      offsetX,
      prim,
      highlights: mergedWhenMany(boxesOn(prim, pane.schedule, pane.highlight ?? [])),
      ghosts: mergedWhenMany(ghostBoxes(prim, pane.ghosts ?? [])),
    };
  });
  const scale = timeScale(v.window, plotLeft, plotRight);
  const [t0, t1] = scale.domain() as [number, number];
  const unit = panes[0]?.schedule.timeUnit ?? "us";
  return {
    width: v.width,
    plotLeft,
    plotRight,
    window: [t0, t1],
    ticks: timeAxis(scale, unit).ticks,
    panes: laid,
    references: placeReferences(references, scale, t0, t1, v.width, unit),
  };
}

/** The ghosts' boxes, grouped by their schedule (one model and one scale per schedule). */
function ghostBoxes(p: GanttPrimitives, ghosts: readonly GhostTask[]): Box[] {
  const bySchedule = new Map<Schedule, number[]>();
  for (const g of ghosts) {
    const list = bySchedule.get(g.schedule);
    if (list) list.push(g.task);
    else bySchedule.set(g.schedule, [g.task]);
  }
  return [...bySchedule].flatMap(([s, tasks]) => boxesOn(p, s, tasks));
}

/** References inside [t0, t1] with their labels on alternating rows where they would overlap. */
function placeReferences(
  refs: readonly Reference[],
  scale: (t: number) => number,
  t0: number,
  t1: number,
  width: number,
  unit: Schedule["timeUnit"],
): PlacedReference[] {
  const out: PlacedReference[] = [];
  const sorted = [...refs].sort((a, b) => a.time - b.time);
  const rowEnds = [-Infinity, -Infinity];
  for (const r of sorted) {
    if (r.time < t0 || r.time > t1) continue;
    const x = scale(r.time);
    const label = `${r.name} ${formatTime(r.time, unit)}`;
    const w = boldTextWidth(label, MARKER_FONT_PX) + 8;
    const labelAnchor = x + w > width ? "end" : "start";
    const [left, right] = labelAnchor === "start" ? [x, x + w] : [x - w, x];
    const row = left > (rowEnds[0] as number) ? 0 : left > (rowEnds[1] as number) ? 1 : 0;
    rowEnds[row] = right;
    out.push({ ...r, x, label, labelRow: row, labelAnchor });
  }
  return out;
}

/** The references as the Gantt's axis strip draws its markers (svg.ts `axisSvg`). */
export function referenceMarkers(refs: readonly PlacedReference[]): GanttMarker[] {
  return refs.map((r) => ({
    kind: r.kind === "lowerBound" ? "lowerBound" : "makespan",
    x: r.x,
    time: r.time,
    label: r.label,
    color: r.color,
    dashed: r.dashed,
    labelRow: r.labelRow,
    labelAnchor: r.labelAnchor,
    fontPx: MARKER_FONT_PX,
  }));
}
