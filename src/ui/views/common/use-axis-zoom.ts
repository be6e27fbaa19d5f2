// d3-zoom along one axis of a time view (Gantt: x, timing diagram: y): the wheel zooms over the plot,
// dragging pans (unless the press starts the view's own drag), double-click is left to the view. The
// zoom transform and the time window are two forms of one state: `windowOfTransform` and
// `transformOfWindow` convert, and the transform follows the window after a button, the URL or a resize.
import {
  select,
  zoom as d3zoom,
  zoomIdentity,
  zoomTransform,
  type D3ZoomEvent,
  type ZoomBehavior,
  type ZoomTransform,
} from "d3";
import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";
import type { Window } from "../gantt/zoom";
import { timeScale } from "./axis";

export type ZoomAxis = "x" | "y";

/** The time window a zoom transform shows, when `full` spans the pixels `range` at scale 1. */
export function windowOfTransform(
  t: ZoomTransform,
  axis: ZoomAxis,
  full: Window,
  range: readonly [number, number],
): [number, number] {
  const base = timeScale(full, range[0], range[1]);
  return (axis === "x" ? t.rescaleX(base) : t.rescaleY(base)).domain() as [number, number];
}

/** The scale k and the translation along the axis that show `win` (the inverse of windowOfTransform). */
export function transformOfWindow(
  win: Window,
  full: Window,
  range: readonly [number, number],
): { readonly k: number; readonly t: number } {
  const base = timeScale(full, range[0], range[1]);
  const k = (full[1] - full[0]) / Math.max(win[1] - win[0], 1e-300);
  return { k, t: range[0] - k * base(win[0]) };
}

export interface AxisZoomOptions {
  readonly axis: ZoomAxis;
  readonly full: Window;
  readonly win: Window;
  /** The plot's pixels along the axis, and the stage's size across it. */
  readonly range: readonly [number, number];
  readonly across: number;
  /** During a gesture: the new window. */
  readonly onWindow: (w: Window) => void;
  /** At the end of a gesture. */
  readonly onEnd: () => void;
  /** Whether a press at these client coordinates starts the view's own drag rather than a pan. */
  readonly grabs: (clientX: number, clientY: number) => boolean;
  /** A drag across the axis moved the transform by `delta` pixels (the Gantt scrolls its lanes). */
  readonly onAcross?: (delta: number) => void;
}

const MAX_ZOOM = 1e6;

export function useAxisZoom(ref: RefObject<HTMLElement | null>, o: AxisZoomOptions): void {
  const live = useRef(o);
  useLayoutEffect(() => {
    live.current = o;
  });

  const zoomRef = useRef<ZoomBehavior<HTMLElement, unknown> | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const { axis } = live.current;
    let lastAcross = 0;
    const behavior = d3zoom<HTMLElement, unknown>()
      .filter((ev: Event) => {
        if (ev.type === "dblclick") return false;
        const me = ev as MouseEvent;
        const { range, grabs } = live.current;
        if (ev.type === "wheel") return (axis === "x" ? me.offsetX : me.offsetY) >= range[0];
        if (ev.type === "mousedown" && grabs(me.clientX, me.clientY)) return false;
        return !me.ctrlKey && !me.button;
      })
      .on("zoom", (ev: D3ZoomEvent<HTMLElement, unknown>) => {
        const src = ev.sourceEvent as Event | null;
        const across = axis === "x" ? ev.transform.y : ev.transform.x;
        const delta = across - lastAcross;
        lastAcross = across;
        if (!src) return;
        const { full, range, onWindow, onAcross } = live.current;
        onWindow(windowOfTransform(ev.transform, axis, full, range));
        if (onAcross && src.type !== "wheel" && delta !== 0) onAcross(delta);
      })
      .on("end", (ev: D3ZoomEvent<HTMLElement, unknown>) => {
        if (ev.sourceEvent) live.current.onEnd();
      });
    select(el).call(behavior);
    zoomRef.current = behavior;
    return () => {
      select(el).on(".zoom", null);
      zoomRef.current = null;
    };
  }, [ref]);

  // Keep d3's transform in step with the window (after Fit, a button, the URL, a resize).
  const { axis, win, full, across } = o;
  const [r0, r1] = o.range;
  useEffect(() => {
    const el = ref.current;
    const behavior = zoomRef.current;
    if (!el || !behavior) return;
    const { k, t } = transformOfWindow(win, full, [r0, r1]);
    const side = Math.max(1, across);
    behavior
      .scaleExtent([1, MAX_ZOOM])
      .extent(
        axis === "x"
          ? [
              [r0, 0],
              [r1, side],
            ]
          : [
              [0, r0],
              [side, r1],
            ],
      )
      .translateExtent(
        axis === "x"
          ? [
              [r0, -1e9],
              [r1, 1e9],
            ]
          : [
              [-1e9, r0],
              [1e9, r1],
            ],
      );
    const current = zoomTransform(el);
    const now = axis === "x" ? current.x : current.y;
    if (Math.abs(current.k - k) > 1e-9 * k || Math.abs(now - t) > 1e-6) {
      const next = axis === "x" ? zoomIdentity.translate(t, current.y) : zoomIdentity.translate(current.x, t);
      select(el).call(behavior.transform, next.scale(k));
    }
  }, [ref, axis, win, full, r0, r1, across]);
}
