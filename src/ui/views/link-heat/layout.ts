// The link heat map's layout (pure): an n × n matrix, sender rows and receiver columns, one cell per
// pair that carries something (src/core/schedule/link-stats.ts), coloured by traffic or busy time.
import { format } from "d3";
import type { LinkStat, LinkStats } from "../../../core/schedule/link-stats";
import { formatNumber } from "../../../core/units";

/** Cells are at least this many CSS pixels (the matrix scrolls when it does not fit)… */
export const MIN_CELL = 6;
/** …unless the matrix would exceed this many pixels a side (over 512 nodes): then cells shrink to fit it. */
export const MAX_MATRIX = 3072;
export const MAX_CELL = 40;
/** Labels are at least this far apart (14 px text): every k-th label is drawn. */
export const LABEL_SPACING = 16;

export type HeatMeasure = "traffic" | "busy";

export interface HeatLayout {
  readonly cell: number;
  /** Every `labelEvery`-th node gets a label. */
  readonly labelEvery: number;
  readonly size: number;
}

/** Cell size for n nodes in `available` pixels, clamped to [MIN_CELL, MAX_CELL] (see MAX_MATRIX); labels thinned. */
export function heatLayout(n: number, available: number): HeatLayout {
  const count = Math.max(1, n);
  const floor = count * MIN_CELL > MAX_MATRIX ? Math.max(1, Math.floor(MAX_MATRIX / count)) : MIN_CELL;
  const cell = Math.max(floor, Math.min(MAX_CELL, Math.floor(available / count)));
  const labelEvery = Math.max(1, Math.ceil(LABEL_SPACING / cell));
  return { cell, labelEvery, size: cell * n };
}

/** The value a cell shows: bytes (or messages without sizes) for traffic, the busy time otherwise. */
export function heatValue(l: LinkStat, measure: HeatMeasure): number {
  if (measure === "busy") return l.busy;
  return l.bytes ?? l.messages;
}

export function heatMax(stats: LinkStats, measure: HeatMeasure): number {
  if (measure === "busy") return stats.maxBusy;
  return stats.hasBytes ? stats.maxBytes : stats.maxMessages;
}

/** The link under a point of the matrix (cell coordinates), if any carries traffic. */
export function linkAt(
  stats: LinkStats,
  index: ReadonlyMap<number, LinkStat>,
  cell: number,
  x: number,
  y: number,
): LinkStat | undefined {
  const col = Math.floor(x / cell);
  const row = Math.floor(y / cell);
  if (col < 0 || row < 0 || col >= stats.n || row >= stats.n) return undefined;
  return index.get(row * stats.n + col);
}

const compact = format("~s");

/**
 * A legend tick: bytes in SI form from 1000 up ("2k", "1.5M"); smaller values, and busy times, as
 * plain numbers — "~s" would write 0.2 bytes as "200m", which reads as 200 metres or minutes.
 */
export function heatTickLabel(value: number, measure: HeatMeasure): string {
  return measure === "traffic" && Math.abs(value) >= 1000 ? compact(value) : formatNumber(value);
}
