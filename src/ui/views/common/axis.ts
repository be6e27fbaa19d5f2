// A labelled time axis: d3-scale computes the ticks; the label carries the unit ("time (µs)").
import { scaleLinear, type ScaleLinear } from "d3";
import { TIME_UNIT_LABEL, type TimeUnit } from "../../../core/units";

export interface AxisTick {
  /** Pixel position. */
  readonly x: number;
  readonly value: number;
  readonly label: string;
}

export interface TimeAxis {
  readonly ticks: readonly AxisTick[];
  /** "time (µs)". */
  readonly label: string;
}

export function timeAxisLabel(unit: TimeUnit): string {
  return `time (${TIME_UNIT_LABEL[unit]})`;
}

/** A linear time scale from `window` onto [left, right]; a degenerate window is widened to 1 unit. */
export function timeScale(window: readonly [number, number], left: number, right: number) {
  const [t0, t1] = window;
  const hi = t1 > t0 ? t1 : t0 + 1;
  return scaleLinear().domain([t0, hi]).range([left, right]);
}

/**
 * Roughly one tick per `spacing` pixels, labelled with d3's tick format for that count; fewer when the
 * labels at `fontPx` would not fit between their ticks (presentation mode's larger text drew
 * "100,000110,000120,000" as one run at 1280 px).
 */
export function timeAxis(
  scale: ScaleLinear<number, number>,
  unit: TimeUnit,
  spacing = 96,
  fontPx = 12,
): TimeAxis {
  const [left, right] = scale.range() as [number, number];
  const span = Math.abs(right - left);
  let count = Math.max(2, Math.floor(span / spacing));
  for (;;) {
    const format = scale.tickFormat(count);
    const ticks = scale.ticks(count).map((value) => ({ x: scale(value), value, label: format(value) }));
    const step = ticks.length > 1 ? Math.abs((ticks[1] as AxisTick).x - (ticks[0] as AxisTick).x) : span;
    const widest = ticks.reduce((w, t) => Math.max(w, textWidth(t.label, fontPx)), 0);
    // d3 rounds the step to 1, 2 or 5 × 10^k, so a smaller count may give the same ticks: stop at 2.
    if (widest + TICK_GAP <= step || count <= 2) return { ticks, label: timeAxisLabel(unit) };
    count = Math.max(2, Math.min(count - 1, Math.floor(span / (widest + TICK_GAP))));
  }
}

/** The least room between two tick labels (px). */
const TICK_GAP = 12;

/** Width in pixels of `text` at `fontPx`, estimated without a DOM (sans-serif averages ~0.58em). */
export function textWidth(text: string, fontPx: number): number {
  return text.length * fontPx * 0.58;
}

/**
 * Width of semibold (600) `text`, as the makespan and lower-bound labels are drawn: digits and bold
 * glyphs run about 0.67em in the sans-serif fonts of Linux and Windows, so `textWidth` let the two
 * labels touch ("…103241 µsmakespan…") where they stood side by side.
 */
export function boldTextWidth(text: string, fontPx: number): number {
  return text.length * fontPx * 0.67;
}
