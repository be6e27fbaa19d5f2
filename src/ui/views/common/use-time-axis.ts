// The state of a time-axis view (Gantt: time along x, timing diagram: time down y), shared by both:
// the stage's size, the time window (its own, the URL's through zoom/onZoom, d3-zoom's gestures via
// useAxisZoom), the layout at that size and window, the selection, the hovered item, and the view's
// own drag of an item along the time axis (the Gantt's and the timing diagram's send reorder). The
// view brings its pure pieces — layout, hit test, what a press grabs, what a drop does — and
// TimeAxisView draws the frame around them.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Schedule } from "../../../core/schedule/types";
import type { ViewProps } from "../types";
import { fullWindow } from "../gantt/layout";
import { panWindow, zoomWindow, type Window } from "../gantt/zoom";
import { ZOOM_STEP } from "./toolbar";
import { useAxisZoom, type ZoomAxis } from "./use-axis-zoom";
import { useMeasuredSize, type Size } from "./use-element-size";
import { useTimeWindow } from "./use-time-window";
import { useViewSelection } from "./use-view-selection";

/** The stage's size before it is measured (and in jsdom, which has no layout). */
export const FALLBACK_SIZE: Size = { width: 960, height: 420 };

/** A drag shorter than this many pixels along the axis is a press, not a move. */
export const DRAG_THRESHOLD = 3;

export interface StageViewport {
  readonly width: number;
  readonly height: number;
  readonly window: Window;
  /**
   * The content rows (y, scroll included) worth laying out: the screen plus a screen above and below.
   * A view whose content scrolls (the Gantt's lanes) lays out only these, so a frame costs what the
   * screen holds; scrolling past the band lays out the next one.
   */
  readonly band: readonly [number, number];
}

/** The band of an unmeasured stage: no content row (every row's y is at least 0). */
const UNMEASURED_BAND: readonly [number, number] = [0, -1];

/** The band of content around a scroll position, in whole screens (so scrolling within one reuses it). */
export function bandAround(scrollY: number, height: number): readonly [number, number] {
  const page = Math.max(1, height);
  const k = Math.floor(scrollY / page);
  return [(k - 1) * page, (k + 2) * page];
}

/** An item the pointer is over, and where (stage coordinates, not scrolled). */
export interface Hover<H> {
  readonly hit: H;
  readonly x: number;
  readonly y: number;
}

/** The view's own drag: the item grabbed, the pointer's client coordinate along the axis, how far it moved. */
export interface AxisDrag<D> {
  readonly item: D;
  readonly start: number;
  readonly delta: number;
}

export interface TimeAxisOptions<P, H, D> {
  readonly axis: ZoomAxis;
  /** The pure layout at the stage's size and the time window (memoise it on the view's own options). */
  readonly layout: (view: StageViewport) => P;
  /** The plot's pixels along the time axis. */
  readonly range: (prim: P) => readonly [number, number];
  /** The item at content coordinates (y includes the stage's scroll), or undefined. */
  readonly hitAt: (prim: P, x: number, y: number) => H | undefined;
  /** The selection a click on an item makes. */
  readonly selectionOf: (hit: H) => string;
  /**
   * The item a press at content coordinates starts dragging (when the view allows edits), or
   * undefined; `selection` is the view's current one.
   */
  readonly grab: (prim: P, x: number, y: number, selection: string | undefined) => D | undefined;
  /** The drag ended `delta` pixels along the axis from where it started. */
  readonly onDrop: (item: D, delta: number, prim: P) => void;
  /** Whether the click that follows a press on a draggable item is ignored (the drop handled it). */
  readonly dropTakesClick?: boolean;
  /** Whether dragging across the time axis scrolls the stage (the Gantt's lanes). */
  readonly scrollAcross?: boolean;
  /** Whether the arrow keys along the axis pan the window. */
  readonly arrowKeysPan?: boolean;
}

export interface TimeAxis<P, H, D> {
  readonly schedule: Schedule;
  readonly stageRef: React.RefObject<HTMLDivElement | null>;
  readonly size: Size;
  /** Whether `size` is the stage's (false on the first render: it is FALLBACK_SIZE, nothing to paint). */
  readonly measured: boolean;
  readonly prim: P;
  readonly full: Window;
  readonly win: Window;
  /** Whether the window is narrower than the whole schedule. */
  readonly zoomed: boolean;
  /** Sets the window and reports it (buttons, keys, fit). */
  readonly commit: (w: Window) => void;
  readonly selection: string | undefined;
  readonly select: (s: string | undefined) => void;
  readonly hover: Hover<H> | null;
  readonly drag: AxisDrag<D> | null;
  /** The stage's vertical scroll (the Gantt scrolls its lanes; 0 otherwise). */
  readonly scrollY: number;
  /** The stage's pointer, key and scroll handlers. */
  readonly handlers: StageHandlers;
}

export interface StageHandlers {
  readonly onScroll: (e: React.UIEvent<HTMLDivElement>) => void;
  readonly onPointerDown: (e: React.PointerEvent<HTMLDivElement>) => void;
  readonly onPointerMove: (e: React.PointerEvent<HTMLDivElement>) => void;
  readonly onPointerUp: () => void;
  readonly onPointerCancel: () => void;
  readonly onPointerLeave: () => void;
  readonly onClick: (e: React.MouseEvent<HTMLDivElement>) => void;
  readonly onDoubleClick: () => void;
  readonly onKeyDown: (e: React.KeyboardEvent) => void;
}

/** The window a key asks for (zoom, fit, and with `pan` the arrows along the axis), or undefined. */
export function windowForKey(
  key: string,
  win: Window,
  full: Window,
  pan: ZoomAxis | null,
): Window | undefined {
  switch (key) {
    case "+":
    case "=":
      return zoomWindow(win, full, ZOOM_STEP);
    case "-":
      return zoomWindow(win, full, 1 / ZOOM_STEP);
    case "0":
    case "f":
      return full;
  }
  const back = pan === "x" ? "ArrowLeft" : pan === "y" ? "ArrowUp" : undefined;
  const ahead = pan === "x" ? "ArrowRight" : pan === "y" ? "ArrowDown" : undefined;
  if (key === back) return panWindow(win, full, -0.2);
  if (key === ahead) return panWindow(win, full, 0.2);
  return undefined;
}

export function useTimeAxis<P, H, D>(props: ViewProps, o: TimeAxisOptions<P, H, D>): TimeAxis<P, H, D> {
  const schedule = props.result.schedule;
  const { axis, layout } = o;
  const stageRef = useRef<HTMLDivElement>(null);
  const { size, measured } = useMeasuredSize(stageRef, FALLBACK_SIZE);
  const full = useMemo(() => fullWindow(schedule), [schedule]);
  const { win, setWin, commit, report, zoomed } = useTimeWindow(full, props.zoom, props.onZoom);
  const [selection, select] = useViewSelection(props.selection, props.onSelect);
  const [scrollY, setScrollY] = useState(0);
  // Until the stage is measured (the first render) no content row is laid out: the measured size
  // comes with the ResizeObserver's first report, after the frame's layout, and re-renders in a task
  // of its own (a layout of the fallback's band would be thrown away).
  const [bandFrom, bandTo] = measured ? bandAround(scrollY, size.height) : UNMEASURED_BAND;
  const prim = useMemo(
    () => layout({ width: size.width, height: size.height, window: win, band: [bandFrom, bandTo] }),
    [layout, size.width, size.height, win, bandFrom, bandTo],
  );

  const [hover, setHover] = useState<Hover<H> | null>(null);
  const [drag, setDrag] = useState<AxisDrag<D> | null>(null);
  // A new schedule (an edit replayed, another algorithm) renumbers the tasks: forget the pointer's.
  useEffect(() => {
    setHover(null);
    setDrag(null);
  }, [schedule]);
  /** Set by a drop that takes the click following it. */
  const pressed = useRef(false);

  /** Stage coordinates of a client point, and its content y (under the stage's scroll). */
  const local = useCallback((clientX: number, clientY: number) => {
    const el = stageRef.current;
    if (!el) return null;
    const r = el.getBoundingClientRect();
    const x = clientX - r.left;
    const y = clientY - r.top;
    return { x, y, contentY: y + el.scrollTop };
  }, []);
  const grabAt = (clientX: number, clientY: number): D | undefined => {
    const p = local(clientX, clientY);
    return p ? o.grab(prim, p.x, p.contentY, selection) : undefined;
  };

  useAxisZoom(stageRef, {
    axis,
    full,
    win,
    range: o.range(prim),
    across: axis === "x" ? size.height : size.width,
    onWindow: setWin,
    onEnd: report,
    grabs: (x, y) => grabAt(x, y) !== undefined,
    ...(o.scrollAcross
      ? {
          onAcross: (delta: number) => {
            if (stageRef.current) stageRef.current.scrollTop -= delta;
          },
        }
      : {}),
  });

  const along = (e: { clientX: number; clientY: number }) => (axis === "x" ? e.clientX : e.clientY);
  const hoverAt = (e: { clientX: number; clientY: number }): Hover<H> | null => {
    const p = local(e.clientX, e.clientY);
    const hit = p ? o.hitAt(prim, p.x, p.contentY) : undefined;
    return p && hit !== undefined ? { hit, x: p.x, y: p.y } : null;
  };

  const handlers: StageHandlers = {
    onScroll: (e) => setScrollY(e.currentTarget.scrollTop),
    onPointerDown: (e) => {
      const item = grabAt(e.clientX, e.clientY);
      if (item === undefined) return;
      e.currentTarget.setPointerCapture?.(e.pointerId);
      setDrag({ item, start: along(e), delta: 0 });
    },
    onPointerMove: (e) => {
      if (drag) setDrag({ ...drag, delta: along(e) - drag.start });
      else setHover(hoverAt(e));
    },
    onPointerUp: () => {
      if (!drag) return;
      setDrag(null);
      if (o.dropTakesClick) pressed.current = true;
      o.onDrop(drag.item, drag.delta, prim);
    },
    onPointerCancel: () => setDrag(null),
    onPointerLeave: () => setHover(null),
    onClick: (e) => {
      if (pressed.current) {
        pressed.current = false;
        return;
      }
      if (!stageRef.current) return;
      const h = hoverAt(e);
      select(h ? o.selectionOf(h.hit) : undefined);
    },
    onDoubleClick: () => commit(full),
    onKeyDown: (e) => {
      if (e.key === "Escape") return select(undefined);
      const next = windowForKey(e.key, win, full, o.arrowKeysPan ? axis : null);
      if (!next) return;
      e.preventDefault();
      commit(next);
    },
  };

  return {
    schedule,
    stageRef,
    size,
    measured,
    prim,
    full,
    win,
    zoomed,
    commit,
    selection,
    select,
    hover,
    drag,
    scrollY,
    handlers,
  };
}
