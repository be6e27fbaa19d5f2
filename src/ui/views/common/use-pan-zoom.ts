// d3-zoom over a whole picture, in two dimensions: the wheel zooms, dragging the background pans,
// double-click is left to the view. For drawings that have no time axis (the allgather cluster view),
// where useAxisZoom's one-axis time window does not apply: the state is d3's transform itself, kept
// for the view to draw with (a `<g transform>`) and to map the pointer back into layout coordinates.
import {
  select,
  zoom as d3zoom,
  zoomIdentity,
  zoomTransform,
  type D3ZoomEvent,
  type ZoomBehavior,
  type ZoomTransform,
} from "d3";
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";

export interface PanZoomOptions {
  /** Whether the element is on screen (the zoom is attached when it is). */
  readonly enabled: boolean;
  /** The least and the greatest scale. */
  readonly scaleExtent: readonly [number, number];
  /** Whether a press on this target starts the view's own drag rather than a pan. */
  readonly grabs: (target: Element | null) => boolean;
}

export interface PanZoom {
  readonly transform: ZoomTransform;
  /** Whether the picture is zoomed or panned away from the identity. */
  readonly zoomed: boolean;
  /** Back to the identity: the whole picture as laid out. */
  readonly fit: () => void;
}

/** Whether d3-zoom handles this event: the wheel, or a primary-button press that is not the view's. */
export function pansOrZooms(ev: Event, grabs: (target: Element | null) => boolean): boolean {
  if (ev.type === "wheel") return true;
  return (ev as MouseEvent).button === 0 && !grabs(ev.target instanceof Element ? ev.target : null);
}

export function usePanZoom<E extends Element>(ref: RefObject<E | null>, o: PanZoomOptions): PanZoom {
  const live = useRef(o);
  useLayoutEffect(() => {
    live.current = o;
  });
  const [transform, setTransform] = useState<ZoomTransform>(zoomIdentity);
  const zoomRef = useRef<ZoomBehavior<E, unknown> | null>(null);
  const { enabled } = o;
  const [k0, k1] = o.scaleExtent;
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled) return;
    const behaviour = d3zoom<E, unknown>()
      .scaleExtent([k0, k1])
      .filter((ev: Event) => pansOrZooms(ev, live.current.grabs))
      .on("zoom", (ev: D3ZoomEvent<E, unknown>) => setTransform(ev.transform));
    const selection = select(el);
    selection.call(behaviour).on("dblclick.zoom", null);
    zoomRef.current = behaviour;
    return () => {
      selection.on(".zoom", null);
      zoomRef.current = null;
    };
  }, [ref, enabled, k0, k1]);
  const fit = useCallback(() => {
    const el = ref.current;
    if (!el || !zoomRef.current) return;
    const t = zoomTransform(el);
    if (t.k !== 1 || t.x !== 0 || t.y !== 0) select(el).call(zoomRef.current.transform, zoomIdentity);
  }, [ref]);
  return { transform, zoomed: transform.k !== 1 || transform.x !== 0 || transform.y !== 0, fit };
}
