// Time-window arithmetic for zoom and pan (buttons, keys, URL state); d3-zoom handles the gestures.
import { approxEqual } from "../../../core/tolerance";

export type Window = readonly [number, number];

/** The smallest window, as a fraction of the whole schedule. */
export const MIN_SPAN_FRACTION = 1e-6;

/** `w` kept inside `full` and no narrower than the minimum span (its width kept when it can be). */
export function clampWindow(w: Window, full: Window): [number, number] {
  const fullSpan = full[1] - full[0];
  const span = Math.min(fullSpan, Math.max(w[1] - w[0], fullSpan * MIN_SPAN_FRACTION));
  let t0 = Math.max(full[0], Math.min(w[0], full[1] - span));
  if (!Number.isFinite(t0)) t0 = full[0];
  return [t0, t0 + span];
}

/** Zoom by `factor` (> 1 zooms in) around the point at `anchor` ∈ [0, 1] of the window. */
export function zoomWindow(w: Window, full: Window, factor: number, anchor = 0.5): [number, number] {
  const span = (w[1] - w[0]) / factor;
  const at = w[0] + (w[1] - w[0]) * anchor;
  return clampWindow([at - span * anchor, at - span * anchor + span], full);
}

/** Pan by `fraction` of the window's width (negative: earlier). */
export function panWindow(w: Window, full: Window, fraction: number): [number, number] {
  const d = (w[1] - w[0]) * fraction;
  return clampWindow([w[0] + d, w[1] + d], full);
}

export function sameWindow(a: Window, b: Window): boolean {
  const span = Math.max(Math.abs(a[1] - a[0]), Math.abs(b[1] - b[0]), 1e-300);
  return Math.abs(a[0] - b[0]) / span < 1e-6 && Math.abs(a[1] - b[1]) / span < 1e-6;
}

/** What goes into the URL: undefined for the whole schedule. */
export function windowForUrl(w: Window, full: Window): [number, number] | undefined {
  if (sameWindow(w, full) || (approxEqual(w[0], full[0]) && approxEqual(w[1], full[1]))) return undefined;
  return [Number(w[0].toPrecision(8)), Number(w[1].toPrecision(8))];
}
