// The Gantt chart as a pure function (schedule, viewport, options) → primitives (docs/architecture.md, views
// are pure layout functions). One lane per `schedule.lanes` entry; a send is a solid bar in its message
// colour with a dark left edge; a receive is its waiting part [posted, start) (pale, hatched) and its
// processing part [start, end) (solid) — the split Wu–Yeh–Liu's Figs 4–5 draw for blocking receives
// (Sec. 2: the receiver waits for the arrival, Eq. 6). Tasks narrower than a pixel are merged
// (Perfetto style), so a frame costs O(pixels) rectangles whatever the task count.
import type { PackedTasks } from "../../../core/schedule/pack";
import type { Schedule, Task } from "../../../core/schedule/types";
import { formatTime, TIME_UNIT_LABEL } from "../../../core/units";
import { boldTextWidth, textWidth, timeAxis, timeScale } from "../common/axis";
import {
  CATEGORICAL_LIMIT,
  GHOST_FILL,
  LOWER_BOUND_COLOR,
  MAKESPAN_COLOR,
  MERGED_FILL,
  messageColor,
  messagePalette,
  NO_STAGE_FILL,
  stagePalette,
  textColorOn,
  tint,
} from "../common/colors";
import { laneName, shortMessageName } from "../common/details";
import {
  columnsOf,
  firstReaching,
  firstStartingFrom,
  ganttModel,
  KIND_CODES,
  stepAt,
  taskAt,
  type GanttModel,
  type GanttRow,
} from "./model";
import type {
  GanttArrow,
  GanttFonts,
  GanttLabel,
  GanttLane,
  GanttLegend,
  GanttMarker,
  GanttOptions,
  GanttPrimitives,
  GanttRect,
  GanttViewport,
  LegendKind,
  RectKind,
} from "./types";

export const MIN_ROW_HEIGHT = 22;
export const MAX_ROW_HEIGHT = 72;
export const LABEL_FONT_PX = 14;
export const BAR_FONT_PX = 12;
export const DEFAULT_MAX_ARROWS = 200;
/** A single task is never drawn narrower than this, so zero-length arrivals stay visible. */
export const MIN_BAR_WIDTH = 3;
const RIGHT_PAD = 20;
/**
 * A row with more tasks in the window than this many per pixel is drawn at the pixel level of detail:
 * one task per MIN_BAR_WIDTH pixels, the density at which the bars drawn at their minimum width overlap.
 */
export const LOD_DENSITY = 1 / MIN_BAR_WIDTH;

/** The whole schedule: from 0 to a little past the makespan (and the lower bound). */
export function fullWindow(s: Schedule): [number, number] {
  let end = Math.max(s.makespan, s.lowerBound ?? 0);
  // From the columns: reading `tasks` would build a million objects for a million-task schedule.
  const ends = columnsOf(s).end;
  for (let i = 0; i < ends.length; i++) if ((ends[i] as number) > end) end = ends[i] as number;
  return [0, end > 0 ? end * 1.04 : 1];
}

/** The chart's font sizes at a text scale (1 normally; presentation mode enlarges every text). */
export function ganttFonts(textScale = 1): GanttFonts {
  const px = (n: number) => Math.round(n * textScale);
  return {
    lane: px(LABEL_FONT_PX),
    bar: px(BAR_FONT_PX),
    marker: px(MARKER_FONT_PX),
    tick: px(TICK_FONT_PX),
    axisHeight: Math.round(AXIS_STRIP_HEIGHT * textScale),
  };
}

/** Width of the lane-label gutter: fits the longest label at the label font. */
export function gutterWidth(s: Schedule, labelPx = LABEL_FONT_PX): number {
  let longest = 2;
  for (const l of s.lanes) longest = Math.max(longest, l.length);
  const most = Math.round((200 * labelPx) / LABEL_FONT_PX);
  return Math.round(Math.min(most, Math.max(56, textWidth("x".repeat(longest), labelPx) + 24)));
}

const messageCounts = new WeakMap<Schedule, number>();

/** How many messages the schedule's tasks name (memoised: every frame asks, schedules are immutable). */
export function messageCount(s: Schedule): number {
  let n = messageCounts.get(s);
  if (n === undefined) messageCounts.set(s, (n = countMessages(s)));
  return n;
}

function countMessages(s: Schedule): number {
  let n = s.messages.length;
  const c = columnsOf(s);
  for (let i = 0; i < c.count; i++) if ((c.message[i] as number) >= n) n = (c.message[i] as number) + 1;
  for (let k = 0; k < c.messagesValues.length; k++)
    if ((c.messagesValues[k] as number) >= n) n = (c.messagesValues[k] as number) + 1;
  return n;
}

export function layoutGantt(s: Schedule, viewport: GanttViewport, options: GanttOptions): GanttPrimitives {
  const model = ganttModel(s);
  const fonts = ganttFonts(options.textScale);
  const plotLeft = gutterWidth(s, fonts.lane);
  const plotRight = Math.max(plotLeft + 40, viewport.width - RIGHT_PAD);
  const scale = timeScale(viewport.window, plotLeft, plotRight);
  const [t0, t1] = scale.domain() as [number, number];
  const k = (plotRight - plotLeft) / (t1 - t0);
  const xOf = (t: number) => plotLeft + (t - t0) * k;
  const lanes = layoutLanes(s, model, viewport.height, fonts.bar);
  const colors = colorer(s, model, options);

  const rects: GanttRect[] = [];
  const labels: GanttLabel[] = [];
  const laneStart: number[] = [];
  const visible: number[] = [];
  const cols = model.cols;
  // A scratch flag per task, kept with the model and cleared after the frame (a frame allocates no
  // array as long as the schedule).
  const isVisible = visibleScratch(model);
  let anyGhost = false;
  let anyMerged = false;

  const band = viewport.band;
  // Tasks (and arrows) in rows drawn at the pixel level of detail: counted, not visited one by one.
  let lodTasks = 0;
  let lodSources = 0;
  /**
   * The dense-row path, one step per pixel column (a frame costs the band's rows × the plot's pixels,
   * whatever the task count): a task at least MIN_BAR_WIDTH wide is drawn on its own, the tasks that
   * start in a pixel column otherwise join one mark. Plain loops and no allocation per column: at 1M
   * tasks this runs for every row on screen in every frame.
   */
  const layoutDenseRow = (
    row: GanttRow,
    first: number,
    last: number,
    merger: Merger,
    y: number,
    h: number,
  ) => {
    let sources = 0;
    let j = first;
    const order = row.tasks;
    // The row's starts and ends in row order: read in sequence, not scattered over the task columns.
    const rowFrom = row.from;
    const rowEnd = row.end;
    while (j < last) {
      const end = rowEnd[j] as number;
      if (end < t0) {
        j++;
        continue;
      }
      const i = order[j] as number;
      const xa = plotLeft + ((rowFrom[j] as number) - t0) * k;
      const xb = plotLeft + (end - t0) * k;
      // A bar narrower than MIN_BAR_WIDTH would be drawn wider than it is, over its neighbours: in a
      // dense row it joins its pixel column's mark instead.
      if (xb - xa >= MIN_BAR_WIDTH) {
        merger.flush();
        const g = {
          xa,
          xb,
          y,
          h,
          fill: colors.fill(i),
          ghost: false,
          plotLeft,
          plotRight,
          source: model.isSource[i] === 1,
          barPx: fonts.bar,
        };
        emitTask(rects, labels, s, cols, i, g, scale, colors);
        sources += model.isSource[i] as number;
        j++;
        continue;
      }
      // Every task that starts in this pixel column joins one mark: the next column's first task is
      // found by galloping from here (usually a step or two), not by walking the column's tasks.
      const colEnd = t0 + (Math.floor(xa - plotLeft) + 1) / k;
      const next = gallop(rowFrom, colEnd, j + 1, last);
      const fill = colors.fill(i);
      merger.add(
        i,
        KIND_BY_CODE[cols.kind[i] as number] ?? "send",
        Math.max(plotLeft, xa),
        Math.min(plotRight, Math.max(xb, plotLeft + ((row.endMax[next - 1] as number) - t0) * k)),
        next - j > 1 && colors.fill(order[next - 1] as number) !== fill ? MERGED_FILL : fill,
        false,
        next - j,
      );
      sources += (row.sourcesBefore[next] as number) - (row.sourcesBefore[j] as number);
      j = next;
    }
    return sources;
  };
  for (const lane of lanes) {
    laneStart.push(rects.length);
    if (band && (lane.y + lane.height < band[0] || lane.y > band[1])) continue;
    const rows = model.rows[lane.index] ?? [];
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r] as GanttRow;
      const pad = Math.max(2, Math.round(lane.rowHeight * 0.14));
      const y = lane.y + r * lane.rowHeight + pad;
      const h = lane.rowHeight - 2 * pad;
      const merger = new Merger(rects, y, h);
      const first = firstReaching(row, t0);
      // Level of detail: a row with more tasks in the window than twice its pixels draws one mark per
      // pixel column its sub-pixel tasks start in, found by binary search, so it costs what the screen
      // holds. (Not while stepping: a column's tasks may then be partly ghosts.)
      if (options.step === undefined) {
        const last = firstStartingFrom(row, t1 + Number.EPSILON * Math.abs(t1), first);
        if (last - first > LOD_DENSITY * (plotRight - plotLeft)) {
          lodSources += layoutDenseRow(row, first, last, merger, y, h);
          lodTasks += last - first;
          merger.flush();
          anyMerged ||= merger.mergedAny;
          continue;
        }
      }
      for (let k = first; k < row.tasks.length; k++) {
        const from = row.from[k] as number;
        if (from > t1) break;
        const end = row.end[k] as number;
        if (end < t0) continue;
        const i = row.tasks[k] as number;
        const step = options.step === undefined ? undefined : stepAt(cols, i);
        const ghost = options.step !== undefined && step !== undefined && step >= options.step;
        if (ghost && options.hideLater) continue;
        visible.push(i);
        isVisible[i] = 1;
        anyGhost ||= ghost;
        const fill = ghost ? GHOST_FILL : colors.fill(i);
        const xa = xOf(from);
        const xb = xOf(end);
        if (xb - xa < 1) {
          const kind = KIND_BY_CODE[cols.kind[i] as number] ?? "send";
          merger.add(i, kind, Math.max(plotLeft, xa), Math.min(plotRight, xb), fill, ghost);
          continue;
        }
        merger.flush();
        emitTask(
          rects,
          labels,
          s,
          cols,
          i,
          {
            xa,
            xb,
            y,
            h,
            fill,
            ghost,
            plotLeft,
            plotRight,
            source: model.isSource[i] === 1,
            barPx: fonts.bar,
          },
          scale,
          colors,
        );
      }
      merger.flush();
      anyMerged ||= merger.mergedAny;
    }
  }

  const laid = options.showArrows
    ? layoutArrows(model, lanes, xOf, visible, isVisible, options)
    : { arrows: [], hidden: 0 };
  for (const i of visible) isVisible[i] = 0;
  // Rows at the level of detail hold far more arrows than are ever drawn: none are, all are counted.
  const { arrows, hidden } =
    lodTasks > 0 && options.showArrows
      ? { arrows: [], hidden: laid.arrows.length + laid.hidden + lodSources }
      : laid;
  const axis = timeAxis(scale, s.timeUnit, 96, fonts.tick);
  return {
    width: viewport.width,
    height: lanes.reduce((sum, l) => sum + l.height, 0),
    plotLeft,
    plotRight,
    window: [t0, t1],
    lanes,
    rects,
    laneStart,
    labels,
    arrows,
    arrowsHidden: hidden,
    markers: layoutMarkers(s, scale, t0, t1, viewport.width, fonts.marker),
    ticks: axis.ticks,
    axisLabel: axis.label,
    legend: layoutLegend(s, model, options, anyGhost, anyMerged),
    visibleTasks: visible.length + lodTasks,
    timeUnit: TIME_UNIT_LABEL[s.timeUnit],
    fonts,
  };
}

const scratch = new WeakMap<GanttModel, Uint8Array>();

function visibleScratch(model: GanttModel): Uint8Array {
  let a = scratch.get(model);
  if (!a) scratch.set(model, (a = new Uint8Array(model.cols.count)));
  return a;
}

function layoutLanes(s: Schedule, model: GanttModel, height: number, barPx: number): GanttLane[] {
  const rowsTotal = model.rows.reduce((sum, r) => sum + Math.max(1, r.length), 0);
  // A row holds its caption: larger text (presentation) needs taller rows.
  const rowHeight = Math.max(
    Math.round((MIN_ROW_HEIGHT * barPx) / BAR_FONT_PX),
    Math.min(MAX_ROW_HEIGHT, Math.floor(height / Math.max(1, rowsTotal))),
  );
  let y = 0;
  return s.lanes.map((label, index) => {
    const rows = Math.max(1, model.rows[index]?.length ?? 1);
    const lane = { index, label, y, height: rows * rowHeight, rows, rowHeight };
    y += lane.height;
    return lane;
  });
}

/** Colours by task index (read from the columns). */
interface Colorer {
  fill(i: number): string;
  bands(i: number): string[] | undefined;
}

function colorer(s: Schedule, model: GanttModel, options: GanttOptions): Colorer {
  const palette = messagePalette(messageCount(s), options.scheme);
  const color = (m: number) => palette[m] ?? NO_STAGE_FILL;
  const c = model.cols;
  if (options.colorBy === "stage" && model.stages.length > 0) {
    const stages = stagePalette(model.stages);
    // Stage code → fill (255: no stage).
    const byCode = Array.from({ length: 256 }, (_, k) => {
      const name = c.stageNames[k];
      return name !== undefined ? (stages.get(name) ?? NO_STAGE_FILL) : NO_STAGE_FILL;
    });
    return {
      fill: (i) => byCode[c.stage[i] as number] ?? NO_STAGE_FILL,
      bands: () => undefined,
    };
  }
  return {
    fill: (i) => color(c.message[i] as number),
    bands: (i) => {
      const a = c.messagesOffsets[i] as number;
      const b = c.messagesOffsets[i + 1] as number;
      if (b - a <= 1) return undefined;
      return Array.from(c.messagesValues.subarray(a, Math.min(b, a + 6)), color);
    },
  };
}

const KIND_OF: Readonly<Record<Task["kind"], RectKind>> = {
  send: "send",
  recv: "recv",
  local: "local",
  intra: "intra",
  packet: "packet",
};
/** KIND_OF by PackedTasks kind code. */
const KIND_BY_CODE: readonly RectKind[] = KIND_CODES.map((kind) => KIND_OF[kind]);

/**
 * The first position in from[lo..hi) at or after `t` (hi when none), `from` sorted: exponential steps from lo, then a binary search, so a near answer costs a few steps.
 */
function gallop(from: Float64Array, t: number, lo: number, hi: number): number {
  let step = 1;
  let a = lo;
  let b = lo;
  while (b < hi && (from[b] as number) < t) {
    a = b + 1;
    b = Math.min(hi, b + step);
    step *= 2;
  }
  while (a < b) {
    const mid = (a + b) >>> 1;
    if ((from[mid] as number) < t) a = mid + 1;
    else b = mid;
  }
  return a;
}

interface Geometry {
  readonly xa: number;
  readonly xb: number;
  readonly y: number;
  readonly h: number;
  readonly fill: string;
  readonly ghost: boolean;
  readonly plotLeft: number;
  readonly plotRight: number;
  /** The task is the sending side of its pair. */
  readonly source: boolean;
  /** Caption font size (CSS px). */
  readonly barPx: number;
}

/** One task at least a pixel wide: its bar(s), clipped to the plot, and a caption when it fits. */
function emitTask(
  rects: GanttRect[],
  labels: GanttLabel[],
  s: Schedule,
  cols: PackedTasks,
  i: number,
  g: Geometry,
  scale: (t: number) => number,
  colors: Colorer,
): void {
  // Read from the columns; a task object is built only for a caption.
  const kind = KIND_CODES[cols.kind[i] as number] ?? "send";
  const bands = g.ghost ? undefined : colors.bands(i);
  let bodyStart = g.xa;
  const start = cols.start[i] as number;
  const posted = cols.posted[i] as number;
  if (kind === "recv" && !Number.isNaN(posted) && start > posted) {
    const xs = scale(start);
    const a = Math.max(g.plotLeft, g.xa);
    const b = Math.min(g.plotRight, xs);
    if (b - a >= 0.5) {
      const fill = g.ghost ? g.fill : tint(g.fill);
      rects.push(rect(a, g.y, b - a, g.h, fill, "wait", i, g.ghost, undefined, g.xa < g.plotLeft));
    }
    bodyStart = xs;
  }
  const a = Math.max(g.plotLeft, bodyStart);
  const b = Math.min(g.plotRight, g.xb);
  if (a > g.plotRight || b < g.plotLeft) return;
  const w = Math.max(b - a, MIN_BAR_WIDTH);
  const r = rect(a, g.y, w, g.h, g.fill, KIND_OF[kind], i, g.ghost, bands, bodyStart < g.plotLeft);
  rects.push(r);
  if (r.w < 24 || g.h < g.barPx + 2) return;
  // A packet step on the receiving interface reads "← P0" (the model knows which side it is).
  const incoming = kind === "recv" || (kind === "packet" && !g.source);
  const caption = captionFor(s, taskAt(cols, i), r.w - (kind === "send" ? 12 : 10), incoming, g.barPx);
  if (caption !== null) {
    const color = g.ghost ? "#4b5563" : textColorOn(kind === "intra" ? "#ffffff" : g.fill);
    const x = r.x + (kind === "send" ? 7 : 5);
    // Over several colours or stripes, dark text with a white halo reads best.
    labels.push(
      (bands || kind === "intra") && !g.ghost
        ? { x, y: g.y + g.h / 2, text: caption, color: "#111827", halo: true }
        : { x, y: g.y + g.h / 2, text: caption, color },
    );
  }
}

function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  kind: RectKind,
  taskIndex: number,
  ghost: boolean,
  bands: readonly string[] | undefined,
  clippedLeft: boolean,
): GanttRect {
  return bands
    ? { x, y, w, h, fill, kind, taskIndex, count: 1, ghost, bands, clippedLeft }
    : { x, y, w, h, fill, kind, taskIndex, count: 1, ghost, clippedLeft };
}

/** The longest caption that fits in `room` pixels: "m0 → P2", "→ P2", … or null. */
export function captionFor(
  s: Schedule,
  t: Task,
  room: number,
  incoming = t.kind === "recv",
  fontPx = BAR_FONT_PX,
): string | null {
  const peer = t.peer >= 0 ? laneName(s, t.peer) : "";
  const msg =
    t.messages && t.messages.length > 1
      ? t.messages.map((m) => shortMessageName(s, m)).join("+")
      : shortMessageName(s, t.message);
  let options: string[];
  // With a single message (a broadcast) the message name says nothing: name only the peer.
  const single = s.messages.length <= 1 && peer !== "";
  switch (t.kind) {
    case "send":
    case "packet":
      options = !peer
        ? [msg]
        : incoming
          ? [`${msg} ← ${peer}`, `← ${peer}`]
          : [`${msg} → ${peer}`, `→ ${peer}`];
      break;
    case "recv":
      options = peer ? [`${msg} ← ${peer}`, `← ${peer}`] : [msg];
      break;
    case "intra":
      options = ["intra-cluster broadcast", "intra"];
      break;
    case "local":
      options = [`${msg} local copy`, "local"];
      break;
  }
  if (single && (t.kind === "send" || t.kind === "recv" || t.kind === "packet")) options = options.slice(1);
  for (const o of options) if (textWidth(o, fontPx) <= room) return o;
  return null;
}

/** Accumulates consecutive sub-pixel tasks of one row into one rectangle per pixel run. */
class Merger {
  private x0 = 0;
  private x1 = 0;
  private count = 0;
  private first = -1;
  private kind: RectKind = "send";
  private fill = "";
  private ghost = false;
  mergedAny = false;

  constructor(
    private readonly out: GanttRect[],
    private readonly y: number,
    private readonly h: number,
  ) {}

  /** Adds `n` tasks (the first is `i`) spanning [xa, xb]. */
  add(i: number, kind: RectKind, xa: number, xb: number, fill: string, ghost: boolean, n = 1): void {
    if (this.count > 0 && xa <= this.x1 + 1) {
      this.x1 = Math.max(this.x1, xb);
      this.count += n;
      if (fill !== this.fill) this.fill = MERGED_FILL;
      this.ghost &&= ghost;
      return;
    }
    this.flush();
    this.x0 = xa;
    this.x1 = xb;
    this.count = n;
    this.first = i;
    this.kind = kind;
    this.fill = fill;
    this.ghost = ghost;
  }

  flush(): void {
    if (this.count === 0) return;
    const single = this.count === 1;
    const w = Math.max(this.x1 - this.x0, single ? MIN_BAR_WIDTH : 1);
    // A lone sub-pixel task is widened around its middle so it stays visible.
    const x = single ? (this.x0 + this.x1) / 2 - w / 2 : this.x0;
    this.out.push({
      x,
      y: this.y,
      w,
      h: this.h,
      fill: this.fill,
      kind: single ? this.kind : "merged",
      taskIndex: this.first,
      count: this.count,
      ghost: this.ghost,
      clippedLeft: false,
    });
    if (!single) this.mergedAny = true;
    this.count = 0;
  }
}

/** Top and bottom of task `i`'s bar (its row minus the padding). */
function barSpan(model: GanttModel, lanes: readonly GanttLane[], i: number): [number, number] {
  const lane = lanes[model.cols.node[i] as number];
  if (!lane) return [0, 0];
  const pad = Math.max(2, Math.round(lane.rowHeight * 0.14));
  const top = lane.y + (model.rowOf[i] ?? 0) * lane.rowHeight + pad;
  return [top, top + lane.rowHeight - 2 * pad];
}

/** From the source bar's edge that faces the target to the target bar's facing edge. */
function verticalEnds(src: [number, number], dst: [number, number]): [number, number] {
  if (dst[0] >= src[1]) return [src[1], dst[0]];
  if (dst[1] <= src[0]) return [src[0], dst[1]];
  return [(src[0] + src[1]) / 2, (dst[0] + dst[1]) / 2];
}

/** The arrow of a sending task `i` (to its receive's arrival, or to the peer lane), or null. */
export function arrowOf(
  model: GanttModel,
  lanes: readonly GanttLane[],
  scale: (t: number) => number,
  i: number,
): GanttArrow | null {
  const c = model.cols;
  if (!(i >= 0 && i < c.count) || !model.isSource[i]) return null;
  const p = model.partner[i] as number;
  const color = "#1f2937";
  const src = barSpan(model, lanes, i);
  const end = c.end[i] as number;
  if (p >= 0) {
    const [y1, y2] = verticalEnds(src, barSpan(model, lanes, p));
    // To the arrival (a receiving packet step has it at its end), never backwards in time: where both
    // sides are busy for one transfer (redistribution) the arrow is vertical at the send's end.
    const arrival = c.arrival[p] as number;
    const at = !Number.isNaN(arrival)
      ? arrival
      : KIND_CODES[c.kind[p] as number] === "recv"
        ? (c.start[p] as number)
        : (c.end[p] as number);
    const x2 = scale(Math.max(end, at));
    return { x1: scale(end), y1, x2, y2, source: i, target: p, color };
  }
  const peerIndex = c.peer[i] as number;
  const peer = lanes[peerIndex];
  if (peerIndex < 0 || !peer || peerIndex === c.node[i]) return null;
  const pad = Math.max(2, Math.round(peer.rowHeight * 0.14));
  const [y1, y2] = verticalEnds(src, [peer.y + pad, peer.y + peer.rowHeight - pad]);
  return { x1: scale(end), y1, x2: scale(end), y2, source: i, target: -1, color };
}

function layoutArrows(
  model: GanttModel,
  lanes: readonly GanttLane[],
  scale: (t: number) => number,
  visible: readonly number[],
  isVisible: Uint8Array,
  options: GanttOptions,
): { arrows: GanttArrow[]; hidden: number } {
  const ghostly = (i: number) => {
    if (options.step === undefined) return false;
    const st = stepAt(model.cols, i);
    return st !== undefined && st >= options.step;
  };
  const sources: number[] = [];
  for (const i of visible) {
    let src = -1;
    if (model.isSource[i]) src = i;
    else {
      const p = model.partner[i] as number;
      if (p >= 0 && model.isSource[p] && !isVisible[p]) src = p;
    }
    if (src < 0 || ghostly(src)) continue;
    const p = model.partner[src] as number;
    if (p >= 0 && ghostly(p)) continue;
    sources.push(src);
  }
  const max = options.maxArrows ?? DEFAULT_MAX_ARROWS;
  if (sources.length > max) return { arrows: [], hidden: sources.length };
  const arrows: GanttArrow[] = [];
  for (const src of sources) {
    const a = arrowOf(model, lanes, scale, src);
    if (a) arrows.push(a);
  }
  return { arrows, hidden: 0 };
}

function layoutMarkers(
  s: Schedule,
  scale: (t: number) => number,
  t0: number,
  t1: number,
  width: number,
  fontPx: number,
): GanttMarker[] {
  const out: GanttMarker[] = [];
  const add = (kind: GanttMarker["kind"], time: number, name: string, color: string, dashed: boolean) => {
    if (time < t0 || time > t1) return;
    const x = scale(time);
    const label = `${name} ${formatTime(time, s.timeUnit)}`;
    const labelAnchor = x + boldTextWidth(label, fontPx) + 8 > width ? "end" : "start";
    out.push({ kind, x, time, label, color, dashed, labelRow: 0, labelAnchor, fontPx });
  };
  add("makespan", s.makespan, "makespan", MAKESPAN_COLOR, false);
  if (s.lowerBound !== null) add("lowerBound", s.lowerBound, "lower bound", LOWER_BOUND_COLOR, true);
  const [a, b] = out;
  if (a && b) {
    const [al, ar] = markerLabelExtent(a);
    const [bl, br] = markerLabelExtent(b);
    // The lower bound's label moves to the second row when the two labels would overlap.
    if (al < br + 8 && bl < ar + 8) out[1] = { ...b, labelRow: 1 };
  }
  return out;
}

export const MARKER_FONT_PX = 12;
export const TICK_FONT_PX = 12;
/** Height of the axis strip above the lanes (marker labels in two rows, tick labels) at scale 1. */
export const AXIS_STRIP_HEIGHT = 62;

/** Left and right x of a marker's label. */
export function markerLabelExtent(m: GanttMarker): [number, number] {
  const w = boldTextWidth(m.label, m.fontPx) + 4;
  return m.labelAnchor === "start" ? [m.x + 4, m.x + 4 + w] : [m.x - 4 - w, m.x - 4];
}

function layoutLegend(
  s: Schedule,
  model: GanttModel,
  options: GanttOptions,
  anyGhost: boolean,
  anyMerged: boolean,
): GanttLegend {
  const kinds: LegendKind[] = [];
  const has = (k: string) => model.kinds.has(k);
  if (has("send")) kinds.push("send");
  if (has("recv") && model.hasWaiting) kinds.push("wait");
  if (has("recv")) kinds.push("recv");
  if (has("packet")) kinds.push("packet");
  if (has("intra")) kinds.push("intra");
  if (has("local")) kinds.push("local");
  if (anyGhost) kinds.push("ghost");
  if (anyMerged) kinds.push("merged");

  if (options.colorBy === "stage" && model.stages.length > 0) {
    const palette = stagePalette(model.stages);
    return {
      title: "stages",
      entries: model.stages.map((st) => ({ label: st, color: palette.get(st) ?? NO_STAGE_FILL })),
      ramp: null,
      kinds,
    };
  }
  const count = messageCount(s);
  const label = (m: number) => s.messages[m] ?? `m${m}`;
  if (count > CATEGORICAL_LIMIT) {
    const colors = Array.from({ length: 12 }, (_, k) =>
      messageColor(Math.round((k * (count - 1)) / 11), count, options.scheme),
    );
    return {
      title: `${count} messages`,
      entries: [],
      ramp: { colors, from: label(0), to: label(count - 1) },
      kinds,
    };
  }
  return {
    title: "messages",
    entries: Array.from({ length: count }, (_, m) => ({
      label: label(m),
      color: messageColor(m, count, options.scheme),
    })),
    ramp: null,
    kinds,
  };
}
