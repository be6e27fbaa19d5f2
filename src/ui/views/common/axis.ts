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

/** Roughly one tick per `spacing` pixels, labelled with d3's tick format for that count. */
export function timeAxis(scale: ScaleLinear<number, number>, unit: TimeUnit, spacing = 96): TimeAxis {
  const [left, right] = scale.range() as [number, number];
  const count = Math.max(2, Math.floor(Math.abs(right - left) / spacing));
  const format = scale.tickFormat(count);
  const ticks = scale.ticks(count).map((value) => ({ x: scale(value), value, label: format(value) }));
  return { ticks, label: timeAxisLabel(unit) };
}

/** Width in pixels of `text` at `fontPx`, estimated without a DOM (sans-serif averages ~0.58em). */
export function textWidth(text: string, fontPx: number): number {
  return text.length * fontPx * 0.58;
}
