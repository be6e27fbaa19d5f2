// The timing diagram of Bhat et al. Sec. 4.2 (Fig. 3) as a pure function (schedule, viewport,
// options) → primitives: one column per processor, time downward, each communication event a
// rectangle whose height is its duration, labelled with the other end (the destination in the sender
// diagram, the source in the receiver diagram, footnote 3); the two diagrams side by side, the lower
// bound and the completion time as horizontal lines. Works for every family's Schedule.
// Level of detail: consecutive events of a column that are each under a pixel high (touching within a
// pixel) are drawn as one mark, so a layout draws at most a mark or two per column and pixel row, not one
// per event (a 256-node all-to-all has 130 560 events on 256 columns about a pixel wide).
import { ABSENT_INT } from "../../../core/schedule/pack";
import type { Schedule } from "../../../core/schedule/types";
import { approxEqual } from "../../../core/tolerance";
import { formatTime } from "../../../core/units";
import { boldTextWidth, textWidth, timeAxisLabel, timeScale } from "../common/axis";
import {
  CATEGORICAL_LIMIT,
  GHOST_FILL,
  GRID_LINE,
  INK,
  LOWER_BOUND_COLOR,
  MAKESPAN_COLOR,
  MERGED_FILL,
  messagePalette,
  MUTED_INK,
  NO_STAGE_FILL,
  textColorOn,
} from "../common/colors";
import { laneName, messageName } from "../common/details";
import { messageCount } from "../gantt/layout";
import { isIntraAt, timingModel, type TimingColumns, type TimingSide } from "./model";
import type {
  TimingLegendEntry,
  TimingLine,
  TimingOptions,
  TimingPanel,
  TimingPrimitives,
  TimingRect,
  TimingText,
  TimingViewport,
} from "./types";

/** Panel titles, then the column labels. */
export const HEADER_HEIGHT = 52;
export const FOOTER_HEIGHT = 10;
/** Left of each panel: the tick labels. */
export const AXIS_GUTTER = 66;
export const PANEL_GAP = 24;
export const RECT_FONT_PX = 12;
export const LABEL_FONT_PX = 14;
/** Vertical pixels per time tick, roughly. */
const TICK_SPACING = 44;
/** Pixels between two thinned-out column labels. */
const COLUMN_LABEL_GAP = 8;
/** The smallest rectangle height that gets a label. */
const LABELLED_HEIGHT = 15;
/** The text colour on MERGED_FILL (a merged mark has no label; the field is kept as before). */
const MERGED_INK = textColorOn(MERGED_FILL);
/** An event drawn on its own is never shorter than this (a shorter one is merged with its neighbours). */
export const MIN_EVENT_HEIGHT = 1;

const TITLES: Record<TimingSide, readonly [long: string, short: string]> = {
  send: [
    "Senders: column Pi holds what Pi sends, labelled with the destination",
    "Senders (label: destination)",
  ],
  recv: [
    "Receivers: column Pj holds what Pj receives, labelled with the source",
    "Receivers (label: source)",
  ],
};

export function sidesOf(sides: TimingOptions["sides"]): TimingSide[] {
  return sides === "both" ? ["send", "recv"] : [sides];
}

/** y of time `t` in a layout. */
export function yOfTime(p: Pick<TimingPrimitives, "plotTop" | "plotBottom" | "window">, t: number): number {
  const [t0, t1] = p.window;
  const span = t1 > t0 ? t1 - t0 : 1;
  return p.plotTop + ((t - t0) / span) * (p.plotBottom - p.plotTop);
}

/** Time at height `y` in a layout. */
export function timeOfY(p: Pick<TimingPrimitives, "plotTop" | "plotBottom" | "window">, y: number): number {
  const [t0, t1] = p.window;
  const span = t1 > t0 ? t1 - t0 : 1;
  return t0 + ((y - p.plotTop) / Math.max(1, p.plotBottom - p.plotTop)) * span;
}

/** Tick values and their labels for [t0, t1] over `pixels`, about one per TICK_SPACING pixels (d3). */
export function timeTicks(t0: number, t1: number, pixels: number): { value: number; label: string }[] {
  const scale = timeScale([t0, t1], 0, pixels);
  const count = Math.max(2, Math.floor(pixels / TICK_SPACING));
  const format = scale.tickFormat(count);
  return scale.ticks(count).map((value) => ({ value, label: format(value) }));
}

/** The text on an event: the lane name ("P3") when it fits, else its number as the paper writes it. */
function rectLabel(
  s: Schedule,
  peer: number,
  intra: boolean,
  w: number,
  h: number,
  fontPx = RECT_FONT_PX,
): string | null {
  if (h < LABELLED_HEIGHT + fontPx - RECT_FONT_PX) return null;
  if (peer < 0) return intra && textWidth("intra", fontPx) + 4 <= w ? "intra" : null;
  const name = laneName(s, peer);
  if (textWidth(name, fontPx) + 4 <= w) return name;
  const short = name.split(" ")[0] ?? "";
  if (short !== name && textWidth(short, fontPx) + 4 <= w) return short;
  const number = String(peer);
  return textWidth(number, fontPx) + 2 <= w ? number : null;
}

/** The lanes' names if the longest fits a column, else their first words when those are distinct. */
export function columnLabels(s: Schedule, columnWidth: number, fontPx = 12): string[] {
  const names = s.lanes.map((_, i) => laneName(s, i));
  const fits = (list: readonly string[]) => list.every((t) => textWidth(t, fontPx) + 6 <= columnWidth);
  if (fits(names)) return names;
  const first = names.map((t) => t.split(" ")[0] ?? t);
  return new Set(first).size === first.length ? first : names;
}

export function layoutTiming(
  s: Schedule,
  viewport: TimingViewport,
  options: TimingOptions,
): TimingPrimitives {
  const model = timingModel(s);
  const n = Math.max(1, s.lanes.length);
  const sides = sidesOf(options.sides);
  const panelWidth = (viewport.width - PANEL_GAP * (sides.length - 1)) / sides.length;
  // Presentation mode scales every text, and the header and gutter that hold them.
  const px = (v: number) => Math.round(v * (options.textScale ?? 1));
  const headerHeight = px(HEADER_HEIGHT);
  const small = px(12);
  const plotTop = headerHeight;
  const plotBottom = Math.max(plotTop + 40, viewport.height - FOOTER_HEIGHT);
  const [t0, t1raw] = viewport.window;
  const t1 = t1raw > t0 ? t1raw : t0 + 1;
  const frame = { plotTop, plotBottom, window: [t0, t1] as const };
  const plotHeight = plotBottom - plotTop;
  const span = t1 - t0;
  /** yOfTime(frame, t), with the frame's figures at hand (it runs for every mark of every frame). */
  const y = (t: number) => plotTop + ((t - t0) / span) * plotHeight;
  const messages = messageCount(s);
  const processorColors = messagePalette(n, options.scheme);
  const messageColors = messagePalette(messages, options.scheme);
  const stepping = options.step !== undefined;
  const atStep = options.step ?? 0;
  const hideLater = options.hideLater === true;
  /** Pixels per time unit. */
  const scale = (plotBottom - plotTop) / (t1 - t0);
  /** Events read one by one (the level of detail jumps over the others); `reads` counts touching's. */
  let visited = 0;
  const reads = { n: 0 };

  const panels: TimingPanel[] = [];
  const ghosts: TimingRect[] = [];
  const solid: TimingRect[] = [];
  const lines: TimingLine[] = [];
  const texts: TimingText[] = [];
  const ticks = timeTicks(t0, t1, plotBottom - plotTop);

  sides.forEach((side, k) => {
    const left = k * (panelWidth + PANEL_GAP);
    const plotLeft = left + px(AXIS_GUTTER);
    // More processors than pixels (a 1024-node all-to-all): columns under a pixel wide, each event mark
    // still a pixel wide, rather than a panel wider than its half of the view, over the other panel.
    const plotRight = Math.max(plotLeft + 40, left + panelWidth - 4);
    const columnWidth = (plotRight - plotLeft) / n;
    const [long, short] = TITLES[side];
    const title = textWidth(long, px(LABEL_FONT_PX)) <= panelWidth ? long : short;
    panels.push({ side, title, plotLeft, plotRight, columnWidth });
    texts.push({
      x: left + 4,
      y: px(17),
      text: title,
      anchor: "start",
      size: px(LABEL_FONT_PX),
      bold: true,
      color: INK,
    });
    // The axis label on two lines above the tick labels: "time" / "(µs) ↓".
    const [word, unit] = timeAxisLabel(s.timeUnit).split(" ");
    for (const [text, dy] of [
      [word ?? "time", px(24)],
      [`${unit ?? ""} ↓`, px(10)],
    ] as const) {
      texts.push({
        x: plotLeft - 8,
        y: headerHeight - dy,
        text,
        anchor: "end",
        size: small,
        bold: false,
        color: MUTED_INK,
      });
    }
    // Column labels: the lane names, else their first words ("P2" of "P2 big slow cluster") when
    // those tell the lanes apart, thinned out when they still overlap.
    const names = columnLabels(s, columnWidth, small);
    // Drawn bold: measured as bold (textWidth let "P108P135P162" run together at 256 columns).
    let longest = 0;
    for (const name of names) longest = Math.max(longest, boldTextWidth(name, small));
    const every = Math.max(1, Math.ceil((longest + COLUMN_LABEL_GAP) / columnWidth));
    for (let i = 0; i < n; i += every) {
      const x = plotLeft + (i + 0.5) * columnWidth;
      // A label running past the panel's right edge was cut there ("P25" of "P250", presenting).
      if (x + boldTextWidth(names[i] ?? "", small) / 2 > plotRight + 2) break;
      texts.push({
        x,
        y: headerHeight - px(10),
        text: names[i] ?? "",
        anchor: "middle",
        size: small,
        bold: true,
        color: INK,
      });
    }
    for (const { value, label } of ticks) {
      const ty = y(value);
      if (ty < plotTop - 0.5 || ty > plotBottom + 0.5) continue;
      lines.push({ x1: plotLeft, y1: ty, x2: plotRight, y2: ty, color: GRID_LINE, width: 1, dash: null });
      texts.push({
        x: plotLeft - 8,
        y: ty + px(4),
        text: label,
        anchor: "end",
        size: small,
        bold: false,
        color: MUTED_INK,
      });
    }
    // Column separators, light, when the columns are wide enough to need them.
    if (columnWidth >= 14) {
      for (let i = 0; i <= n; i++) {
        const x = plotLeft + i * columnWidth;
        lines.push({ x1: x, y1: plotTop, x2: x, y2: plotBottom, color: GRID_LINE, width: 1, dash: null });
      }
    }

    const columns = side === "send" ? model.send : model.recv;
    const w = columnWidth >= 6 ? Math.max(4, columnWidth * 0.78) : Math.max(1, columnWidth - 1);
    const palette = options.colorBy === "message" ? messageColors : processorColors;
    // Events of one message (processor) share a colour: a run of them is drawn in it, else grey.
    const colours = options.colorBy === "message" ? columns.messageRuns : columns.peerRuns;
    const { tasks, start, end, endMax, peer, step } = columns;
    const byMessage = options.colorBy === "message";
    /** The palette index of event k's colour. */
    const colourAt = (k: number): number =>
      byMessage ? (model.cols.message[tasks[k] as number] as number) : (peer[k] as number);
    const fillAt = (k: number): string => palette[colourAt(k)] ?? NO_STAGE_FILL;
    // The text colour on each palette colour, once per layout (textColorOn per mark was a map lookup
    // by string for each of a quarter of a million marks at a 1024-node all-to-all).
    const inks = palette.map(textColorOn);
    const noStageInk = textColorOn(NO_STAGE_FILL);
    const inkAt = (k: number): string => inks[colourAt(k)] ?? noStageInk;
    const ghostAt = (k: number): boolean => {
      if (!stepping) return false;
      const d = step[k] as number;
      return d !== ABSENT_INT && d >= atStep;
    };
    for (let lane = 0; lane < n; lane++) {
      const a = columns.offsets[lane] as number;
      const b = columns.offsets[lane + 1] as number;
      if (a === b) continue;
      const x = plotLeft + lane * columnWidth + (columnWidth - w) / 2;
      const merged = new ColumnMerger(x, w, side, lane);
      // The column's events in the window: from the first whose end reaches t0 (a binary search on the
      // running maximum of ends) to the first that starts after t1.
      let j = firstAtLeast(endMax, t0, a, b);
      const last = firstAbove(start, t1, j, b);
      while (j < last) {
        visited++;
        const from = start[j] as number;
        const to = end[j] as number;
        if (to < t0) {
          j++;
          continue;
        }
        const ghost = ghostAt(j);
        const ya = y(Math.max(from, t0));
        const yb = y(Math.min(to, t1));
        if (yb - ya >= MIN_EVENT_HEIGHT) {
          // Tall enough to be drawn on its own, labelled when it fits.
          j++;
          if (ghost && hideLater) continue;
          merged.flush();
          const fill = ghost ? GHOST_FILL : fillAt(j - 1);
          (ghost ? ghosts : solid).push({
            x,
            y: ya,
            w,
            h: yb - ya,
            fill,
            ghost,
            task: tasks[j - 1] as number,
            side,
            lane,
            label: rectLabel(
              s,
              peer[j - 1] as number,
              isIntraAt(model.cols, tasks[j - 1] as number),
              w,
              yb - ya,
              small,
            ),
            labelColor: ghost ? MUTED_INK : inkAt(j - 1),
            count: 1,
          });
          continue;
        }
        // Under a pixel high: every event that starts in the same pixel row joins it in one mark; the
        // next row's first event is found by galloping over the starts, not by visiting each event.
        let next = j + 1;
        if (from >= t0) {
          const rowEnd = t0 + (Math.floor((from - t0) * scale) + 1) / scale;
          next = gallop(start, rowEnd, j + 1, last);
          // The row's last event may be tall (it ends later, the others end before it starts): on its own.
          if (
            next - j > 1 &&
            y(Math.min(end[next - 1] as number, t1)) - y(start[next - 1] as number) >= MIN_EVENT_HEIGHT
          )
            next--;
          // A ghost and a decided event never share a mark.
          if (stepping) {
            for (let q = j + 1; q < next; q++) {
              if (ghostAt(q) !== ghost) {
                next = q;
                break;
              }
            }
            visited += next - j - 1;
          } else {
            // The events after the row's that are under a pixel and touch within a pixel join the mark
            // too, whole blocks at a time (a busy column of a million-event all-to-all is one mark).
            next = touching(columns, next, last, scale, reads);
          }
        }
        if (!(ghost && hideLater)) {
          const one = !ghost && (colours[j] as number) >= next;
          const fill = ghost ? GHOST_FILL : one ? fillAt(j) : MERGED_FILL;
          const ink = ghost ? MUTED_INK : one ? inkAt(j) : MERGED_INK;
          const bottom = next - j > 1 ? Math.max(yb, y(Math.min(endMax[next - 1] as number, t1))) : yb;
          merged.add(tasks[j] as number, next - j, ya, bottom, fill, ink, ghost, ghost ? ghosts : solid);
        }
        j = next;
      }
      merged.flush();
    }
  });

  markers(s, panels, y, frame, lines, texts, small);
  const legend: TimingLegendEntry[] =
    options.colorBy === "message"
      ? messages <= CATEGORICAL_LIMIT
        ? Array.from({ length: messages }, (_, m) => ({
            color: messagePalette(messages, options.scheme)[m] ?? NO_STAGE_FILL,
            label: messageName(s, m),
          }))
        : []
      : n <= CATEGORICAL_LIMIT
        ? Array.from({ length: n }, (_, i) => ({
            color: processorColors[i] ?? NO_STAGE_FILL,
            label: laneName(s, i),
          }))
        : [];
  if (solid.some((r) => r.count > 1) || ghosts.some((r) => r.count > 1))
    legend.push({ color: MERGED_FILL, label: "several events (zoom in)" });
  const legendTitle =
    options.colorBy === "message"
      ? `colour: the message${messages > CATEGORICAL_LIMIT ? ` (a rainbow over ${messages} messages)` : ""}`
      : `colour: the processor named on the event${n > CATEGORICAL_LIMIT ? ` (a rainbow over ${n} processors)` : ""}`;
  return {
    width: viewport.width,
    height: viewport.height,
    plotTop,
    plotBottom,
    window: [t0, t1],
    panels,
    rects: [...ghosts, ...solid],
    lines,
    texts,
    legend,
    legendTitle,
    rectFontPx: small,
    visited: visited + reads.n,
  };
}

/**
 * From event k on (in [k, last)), how far the events each stay under a pixel high (`scale` pixels per
 * time unit) and start within a pixel of the ends before them: the first event that does not (`next`),
 * read a block of BLOCK_SIZES events at a time where a whole aligned block qualifies.
 */
function touching(c: TimingColumns, k: number, last: number, scale: number, reads: { n: number }): number {
  const { start, end, endMax, blocks } = c;
  outer: while (k < last) {
    reads.n++;
    for (const b of blocks) {
      const q = k / b.size;
      if (
        Number.isInteger(q) &&
        k + b.size <= last &&
        (b.maxDuration[q] as number) * scale < MIN_EVENT_HEIGHT &&
        (b.maxGap[q] as number) * scale <= 1
      ) {
        k += b.size;
        continue outer;
      }
    }
    if (
      ((end[k] as number) - (start[k] as number)) * scale < MIN_EVENT_HEIGHT &&
      ((start[k] as number) - (endMax[k - 1] as number)) * scale <= 1
    ) {
      k++;
      continue;
    }
    break;
  }
  return k;
}

/** The first k in [lo, hi) with sorted[k] ≥ t (hi when none): a binary search. */
function firstAtLeast(sorted: Float64Array, t: number, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) < t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first k in [lo, hi) with sorted[k] > t (hi when none): a binary search. */
function firstAbove(sorted: Float64Array, t: number, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((sorted[mid] as number) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The first k in [lo, hi) with sorted[k] ≥ t (hi when none), by exponential steps from lo then a binary
 * search: an answer a few places on costs a few steps (gantt/layout.ts gallop).
 */
function gallop(sorted: Float64Array, t: number, lo: number, hi: number): number {
  let step = 1;
  let a = lo;
  let b = lo;
  while (b < hi && (sorted[b] as number) < t) {
    a = b + 1;
    b = Math.min(hi, b + step);
    step *= 2;
  }
  return firstAtLeast(sorted, t, a, b);
}

/**
 * Consecutive events of one column, each under MIN_EVENT_HEIGHT, that touch within a pixel: one mark
 * (the events' colour when they share one, else MERGED_FILL). A ghost and a decided event never merge.
 */
class ColumnMerger {
  private y0 = 0;
  private y1 = 0;
  private count = 0;
  private first = -1;
  private fill = "";
  private ink = "";
  private ghost = false;
  private out: TimingRect[] = [];

  constructor(
    private readonly x: number,
    private readonly w: number,
    private readonly side: TimingSide,
    private readonly lane: number,
  ) {}

  /**
   * `count` consecutive events from task `i`, over [ya, yb], of one `fill` (MERGED_FILL when mixed) with
   * `ink` its label colour (textColorOn, MUTED_INK for a ghost).
   */
  add(
    i: number,
    count: number,
    ya: number,
    yb: number,
    fill: string,
    ink: string,
    ghost: boolean,
    out: TimingRect[],
  ): void {
    if (this.count > 0 && ghost === this.ghost && ya <= this.y1 + 1) {
      if (yb > this.y1) this.y1 = yb;
      if (fill !== this.fill) {
        this.fill = MERGED_FILL;
        this.ink = ghost ? MUTED_INK : MERGED_INK;
      }
      this.count += count;
      return;
    }
    this.flush();
    this.y0 = ya;
    this.y1 = yb;
    this.count = count;
    this.first = i;
    this.fill = fill;
    this.ink = ink;
    this.ghost = ghost;
    this.out = out;
  }

  flush(): void {
    if (this.count === 0) return;
    this.out.push({
      x: this.x,
      y: this.y0,
      w: this.w,
      // At least a pixel high, so a lone short event stays visible.
      h: Math.max(MIN_EVENT_HEIGHT, this.y1 - this.y0),
      fill: this.fill,
      ghost: this.ghost,
      task: this.first,
      side: this.side,
      lane: this.lane,
      label: null,
      labelColor: this.ink,
      count: this.count,
    });
    this.count = 0;
  }
}

/** The lower bound (dashed) and the completion time (solid) across every panel, labelled once. */
function markers(
  s: Schedule,
  panels: readonly TimingPanel[],
  y: (t: number) => number,
  frame: { plotTop: number; plotBottom: number },
  lines: TimingLine[],
  texts: TimingText[],
  fontPx: number,
): void {
  const inside = (v: number) => v >= frame.plotTop - 0.5 && v <= frame.plotBottom + 0.5;
  const last = panels[panels.length - 1];
  if (!last) return;
  const yEnd = y(s.makespan);
  const lb = s.lowerBound;
  const yLb = lb === null ? NaN : y(lb);
  const same = lb !== null && approxEqual(lb, s.makespan);
  /** A label above the line at `at`, ending `shift` pixels left of the plot's right edge. */
  const label = (text: string, at: number, color: string, shift: number) => {
    if (!inside(at)) return;
    const y = Math.max(frame.plotTop + fontPx, at - 5);
    texts.push({
      x: last.plotRight - 2 - shift,
      y,
      text,
      anchor: "end",
      size: fontPx,
      bold: true,
      color,
      halo: true,
    });
  };
  for (const p of panels) {
    // Completion first: when the two coincide the dashes of the bound show over it.
    if (inside(yEnd)) {
      lines.push({
        x1: p.plotLeft,
        y1: yEnd,
        x2: p.plotRight,
        y2: yEnd,
        color: MAKESPAN_COLOR,
        width: 2,
        dash: null,
      });
    }
    if (lb !== null && inside(yLb)) {
      lines.push({
        x1: p.plotLeft,
        y1: yLb,
        x2: p.plotRight,
        y2: yLb,
        color: LOWER_BOUND_COLOR,
        width: 2,
        dash: [7, 4],
      });
    }
  }
  const u = s.timeUnit;
  if (same) {
    label(`completion = lower bound = ${formatTime(s.makespan, u)}`, yLb, LOWER_BOUND_COLOR, 0);
    return;
  }
  const endText = `completion ${formatTime(s.makespan, u)}`;
  if (lb === null) return label(endText, yEnd, MAKESPAN_COLOR, 0);
  const lbText = `lower bound ${formatTime(lb, u)}`;
  // Lines too close for two rows of labels: the labels side by side above the upper line.
  if (Math.abs(yLb - yEnd) < 16) {
    const top = Math.min(yLb, yEnd);
    label(lbText, top, LOWER_BOUND_COLOR, 0);
    label(endText, top, MAKESPAN_COLOR, textWidth(lbText, 12) + 18);
    return;
  }
  label(endText, yEnd, MAKESPAN_COLOR, 0);
  label(lbText, yLb, LOWER_BOUND_COLOR, 0);
}
