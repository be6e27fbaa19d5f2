// The link heat map's layout (pure): an n × n matrix, sender rows and receiver columns, one cell per
// pair that carries something (src/core/schedule/link-stats.ts), coloured by traffic or busy time.
import { format, interpolateYlOrRd, rgb } from "d3";
import {
  linkIndex,
  type LinkColumns,
  type LinkStat,
  type LinkStats,
} from "../../../core/schedule/link-stats";
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

/**
 * The whole matrix in the panel, when its cells do not fit (1024 nodes: 3 px cells, a matrix ten
 * panels large that showed one corner): an image of `bins` × `bins` pixels shown `side` CSS pixels
 * wide, each pixel a block of about n / bins senders by n / bins receivers (one node each while the
 * panel has a pixel per node). `scale` is the CSS pixels per node, for the labels.
 */
export interface HeatOverview {
  readonly bins: number;
  readonly side: number;
  readonly scale: number;
  readonly labelEvery: number;
}

/** The overview of n nodes in `available` pixels, or null when the matrix fits at its cells' size. */
export function heatOverview(n: number, available: number): HeatOverview | null {
  const side = Math.floor(available);
  if (n <= 1 || side < 1 || heatLayout(n, available).size <= available) return null;
  const bins = Math.min(n, side);
  const scale = side / n;
  return { bins, side, scale, labelEvery: Math.max(1, Math.ceil(LABEL_SPACING / scale)) };
}

/** The overview pixel under a point (CSS pixels from the image's corner), or -1 outside it. */
export function overviewPixelAt(o: HeatOverview, x: number, y: number): number {
  if (x < 0 || y < 0 || x >= o.side || y >= o.side) return -1;
  const col = Math.min(o.bins - 1, Math.floor((x * o.bins) / o.side));
  const row = Math.min(o.bins - 1, Math.floor((y * o.bins) / o.side));
  return row * o.bins + col;
}

/** The overview pixel (row or column) of node i, `bins` pixels for n nodes. */
export function binOf(i: number, n: number, bins: number): number {
  return Math.min(bins - 1, Math.floor((i * bins) / n));
}

/** The nodes of overview pixel b: [first, last]. */
export function binNodes(b: number, n: number, bins: number): [number, number] {
  return [Math.ceil((b * n) / bins), Math.ceil(((b + 1) * n) / bins) - 1];
}

/** The value a cell shows: bytes (or messages without sizes) for traffic, the busy time otherwise. */
export function heatValue(l: LinkStat, measure: HeatMeasure): number {
  if (measure === "busy") return l.busy;
  return l.bytes ?? l.messages;
}

export function heatMax(
  stats: Pick<LinkStats, "hasBytes" | "maxBytes" | "maxMessages" | "maxBusy">,
  measure: HeatMeasure,
): number {
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

/** The value link k of the columns shows (heatValue of linkOf(c, k)). */
export function heatValueAt(c: LinkColumns, k: number, measure: HeatMeasure): number {
  if (measure === "busy") return c.busy[k] as number;
  return c.bytes ? (c.bytes[k] as number) : (c.messages[k] as number);
}

/** The index of the link under a point of the matrix in the columns, or -1 (see linkAt). */
export function linkIndexAt(c: LinkColumns, cell: number, x: number, y: number): number {
  const col = Math.floor(x / cell);
  const row = Math.floor(y / cell);
  if (col < 0 || row < 0 || col >= c.n || row >= c.n) return -1;
  return linkIndex(c, row, col);
}

/** The index of the link with the largest value (the first of equals), or -1 when there is none. */
export function heaviestLink(c: LinkColumns, measure: HeatMeasure): number {
  let best = -1;
  for (let k = 0; k < c.count; k++) {
    if (best < 0 || heatValueAt(c, k, measure) > heatValueAt(c, best, measure)) best = k;
  }
  return best;
}

/** The matrix's background and its diagonal (a node to itself), as RGB. */
export const HEAT_BACKGROUND = [0xf7, 0xf7, 0xf9] as const;
export const HEAT_DIAGONAL = [0xe5, 0xe7, 0xeb] as const;
/** Levels of the colour scale in the painted matrix (the tooltip's colour is exact). */
export const HEAT_LEVELS = 256;

let palette: Uint8Array | null = null;
/** The colour scale (YlOrRd) at HEAT_LEVELS evenly spaced points, as RGB triples. */
export function heatPalette(): Uint8Array {
  if (palette) return palette;
  const p = new Uint8Array(HEAT_LEVELS * 3);
  for (let q = 0; q < HEAT_LEVELS; q++) {
    const c = rgb(interpolateYlOrRd(q / (HEAT_LEVELS - 1)));
    p[3 * q] = c.r;
    p[3 * q + 1] = c.g;
    p[3 * q + 2] = c.b;
  }
  return (palette = p);
}

/**
 * The matrix as n × n RGBA pixels, one per cell (row = sender, column = receiver): the background,
 * the diagonal, and each link's colour for `measure` on the scale [0, max]. The painter scales the image
 * up to the cells, so painting a million links is one image, not a million rectangles.
 */
export function heatPixels(c: LinkColumns, measure: HeatMeasure, max: number, into: Uint8ClampedArray): void {
  const n = c.n;
  // One 32-bit word per pixel: the bytes of each colour (R, G, B, 255) are written as they are laid
  // out, whatever the platform's byte order. A million cells are a fill and a pass over the links.
  const pixels = new Uint32Array(into.buffer, into.byteOffset, n * n);
  pixels.fill(word(HEAT_BACKGROUND));
  const diagonal = word(HEAT_DIAGONAL);
  for (let i = 0; i < n; i++) pixels[i * (n + 1)] = diagonal;
  const words = paletteWords();
  const scale = (HEAT_LEVELS - 1) / (max || 1);
  for (let k = 0; k < c.count; k++) {
    const q = Math.max(0, Math.min(HEAT_LEVELS - 1, Math.round(heatValueAt(c, k, measure) * scale)));
    pixels[c.key[k] as number] = words[q] as number;
  }
}

/**
 * The overview (heatOverview) as bins × bins RGBA pixels: each the colour of the largest value among
 * the links it holds — a hot link is never averaged away —, else the diagonal's colour on the diagonal
 * (a block of nodes to themselves), else the background. Returns, per pixel, the index of that link in
 * the columns (-1: none), for the tooltip.
 */
export function heatPixelsBinned(
  c: LinkColumns,
  measure: HeatMeasure,
  max: number,
  bins: number,
  into: Uint8ClampedArray,
): Int32Array {
  const n = c.n;
  const pixels = new Uint32Array(into.buffer, into.byteOffset, bins * bins);
  pixels.fill(word(HEAT_BACKGROUND));
  const diagonal = word(HEAT_DIAGONAL);
  for (let b = 0; b < bins; b++) pixels[b * (bins + 1)] = diagonal;
  const best = new Int32Array(bins * bins).fill(-1);
  for (let k = 0; k < c.count; k++) {
    const key = c.key[k] as number;
    const from = Math.floor(key / n);
    const p = binOf(from, n, bins) * bins + binOf(key - from * n, n, bins);
    const b = best[p] as number;
    if (b < 0 || heatValueAt(c, k, measure) > heatValueAt(c, b, measure)) best[p] = k;
  }
  const words = paletteWords();
  const scale = (HEAT_LEVELS - 1) / (max || 1);
  for (let p = 0; p < best.length; p++) {
    const k = best[p] as number;
    if (k < 0) continue;
    const q = Math.max(0, Math.min(HEAT_LEVELS - 1, Math.round(heatValueAt(c, k, measure) * scale)));
    pixels[p] = words[q] as number;
  }
  return best;
}

/** An opaque RGB colour as the 32-bit word whose bytes are R, G, B, 255. */
function word(rgbOf: readonly number[]): number {
  return new Uint32Array(
    new Uint8Array([rgbOf[0] ?? 0, rgbOf[1] ?? 0, rgbOf[2] ?? 0, 255]).buffer,
  )[0] as number;
}

let paletteWordsMemo: Uint32Array | null = null;
/** heatPalette as 32-bit RGBA words (see word). */
function paletteWords(): Uint32Array {
  if (paletteWordsMemo) return paletteWordsMemo;
  const pal = heatPalette();
  const bytes = new Uint8Array(HEAT_LEVELS * 4);
  for (let q = 0; q < HEAT_LEVELS; q++) {
    bytes[4 * q] = pal[3 * q] as number;
    bytes[4 * q + 1] = pal[3 * q + 1] as number;
    bytes[4 * q + 2] = pal[3 * q + 2] as number;
    bytes[4 * q + 3] = 255;
  }
  return (paletteWordsMemo = new Uint32Array(bytes.buffer));
}

const compact = format("~s");

/**
 * A legend tick: bytes in SI form from 1000 up ("2k", "1.5M"); smaller values, and busy times, as
 * plain numbers — "~s" would write 0.2 bytes as "200m", which reads as 200 metres or minutes.
 */
export function heatTickLabel(value: number, measure: HeatMeasure): string {
  return measure === "traffic" && Math.abs(value) >= 1000 ? compact(value) : formatNumber(value);
}
