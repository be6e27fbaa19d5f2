// Colours shared by the Gantt and tree views: one colour per message (categorical up to 20, a cyclic
// ramp beyond), fixed colours for the allgather stages, and the neutral greys of the chrome. Chosen
// for a projector: saturated fills on white, dark text, contrast checked with `textColorOn`.
import { color as d3color, interpolateRainbow, interpolateRgb, lab, schemeTableau10 } from "d3";

/** Kelly's colours of maximum contrast (without white and black), for 11–20 messages. */
const KELLY_20: readonly string[] = [
  "#0067a5",
  "#f38400",
  "#008856",
  "#be0032",
  "#875692",
  "#f3c300",
  "#a1caf1",
  "#882d17",
  "#8db600",
  "#e68fac",
  "#604e97",
  "#f99379",
  "#c2b280",
  "#848482",
  "#b3446c",
  "#dcd300",
  "#654522",
  "#e25822",
  "#2b3d26",
  "#f6a600",
];

/**
 * Okabe & Ito's colour-blind-safe palette (reordered: the darker, more saturated colours first),
 * used in presentation mode for up to eight messages. Black, its eighth colour, stays last.
 */
export const OKABE_ITO: readonly string[] = [
  "#0072b2",
  "#e69f00",
  "#009e73",
  "#d55e00",
  "#56b4e9",
  "#cc79a7",
  "#f0e442",
  "#000000",
];

/**
 * Which colours the views draw with: "normal", or "present" (presentation mode on a projector:
 * Okabe–Ito for up to eight messages). Passed down to layouts, never set globally.
 */
export type ColorScheme = "normal" | "present";

/** Up to this many messages get a categorical palette and one legend swatch each. */
export const CATEGORICAL_LIMIT = 20;

export const INK = "#111827";
export const MUTED_INK = "#4b5563";
export const GRID_LINE = "#e5e7eb";
export const LANE_BAND = "#f3f4f6";
export const GHOST_FILL = "#e5e7eb";
export const GHOST_STROKE = "#9ca3af";
export const MERGED_FILL = "#6b7280";
export const NO_STAGE_FILL = "#9ca3af";
export const MAKESPAN_COLOR = "#b91c1c";
export const LOWER_BOUND_COLOR = "#1d4ed8";
export const SELECTION_COLOR = "#111827";
export const MATCH_COLOR = "#d97706";

/** The colour of message `index` among `count` messages. */
export function messageColor(index: number, count: number, scheme: ColorScheme = "normal"): string {
  if (index < 0 || !Number.isFinite(index)) return NO_STAGE_FILL;
  if (scheme === "present" && count <= OKABE_ITO.length) return OKABE_ITO[index % OKABE_ITO.length] ?? INK;
  if (count <= 10) return schemeTableau10[index % 10] ?? NO_STAGE_FILL;
  if (count <= CATEGORICAL_LIMIT) return KELLY_20[index % KELLY_20.length] ?? NO_STAGE_FILL;
  // A cyclic ramp: neighbours in index order differ, and the legend shows it as a gradient.
  return d3color(interpolateRainbow(index / count))?.formatHex() ?? NO_STAGE_FILL;
}

const paletteCache = new Map<string, readonly string[]>();

/** Colours for a whole message list (memoised per count: layouts read it for every task). */
export function messagePalette(count: number, scheme: ColorScheme = "normal"): readonly string[] {
  const key = `${scheme}/${count}`;
  let p = paletteCache.get(key);
  if (!p) {
    p = Array.from({ length: count }, (_, i) => messageColor(i, count, scheme));
    if (paletteCache.size > 64) paletteCache.clear();
    paletteCache.set(key, p);
  }
  return p;
}

const KNOWN_STAGES: Readonly<Record<string, string>> = {
  gather: "#4e79a7",
  exchange: "#e15759",
  broadcast: "#f28e2b",
  distribute: "#59a14f",
  intra: "#b07aa1",
};

/** Stage colours: the allgather stages have fixed colours, others take the palette in order met. */
export function stagePalette(stages: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  let next = 0;
  const fallback = ["#76b7b2", "#edc948", "#ff9da7", "#9c755f", "#bab0ac", "#af7aa1"];
  for (const s of stages) {
    const known = KNOWN_STAGES[s.toLowerCase()];
    out.set(s, known ?? fallback[next++ % fallback.length] ?? NO_STAGE_FILL);
  }
  return out;
}

const inkCache = new Map<string, string>();

/** Dark or white text, whichever reads better on `fill`; memoised (layouts call it per rectangle). */
export function textColorOn(fill: string): string {
  let out = inkCache.get(fill);
  if (out === undefined) {
    out = lab(fill).l > 62 ? INK : "#ffffff";
    if (inkCache.size < 4096) inkCache.set(fill, out);
  }
  return out;
}

const tintCache = new Map<string, string>();

/** A pale version of `fill` (the waiting part of a receive); memoised. */
export function tint(fill: string, amount = 0.28): string {
  const key = `${fill}/${amount}`;
  let out = tintCache.get(key);
  if (out === undefined) {
    out = d3color(interpolateRgb("#ffffff", fill)(amount))?.formatHex() ?? fill;
    if (tintCache.size < 4096) tintCache.set(key, out);
  }
  return out;
}

const shadeCache = new Map<string, string>();

/** A darker version of `fill` (the left edge of a send); memoised, painters call it per bar. */
export function shade(fill: string, k = 1.3): string {
  const key = `${fill}/${k}`;
  let out = shadeCache.get(key);
  if (out === undefined) {
    out = d3color(fill)?.darker(k).formatHex() ?? INK;
    if (shadeCache.size < 4096) shadeCache.set(key, out);
  }
  return out;
}
