// The CSS-pixel size of an element, kept up to date with a ResizeObserver (absent in old engines and
// jsdom: then the size is read once, with a fallback).
import { useLayoutEffect, useState, type RefObject } from "react";

export interface Size {
  readonly width: number;
  readonly height: number;
}

/**
 * The element's size. `deferred`: the first size comes from the ResizeObserver's first report (after
 * the browser's own layout of the frame) instead of a `clientWidth` read in the commit's layout effect,
 * which forces a layout of the whole page inside the commit's task; until then the size is the
 * fallback. Leave it off for a view that draws at its size on the first frame.
 */
export function useElementSize(ref: RefObject<HTMLElement | null>, fallback: Size, deferred = false): Size {
  return useMeasuredSize(ref, fallback, deferred).size;
}

/**
 * The element's size, and whether it has been read: until it is read `size` is the fallback and
 * `measured` false (a view may skip work that would be redone at once). Read in the first commit's
 * layout effect, or, `deferred` (the default), from the ResizeObserver's first report: the render at
 * the measured size is then a task of its own after the frame's layout, not part of the commit that
 * mounted the element (see docs/architecture.md, "First render after a run's reply"). Without a
 * ResizeObserver (jsdom) the size is read in the layout effect either way.
 */
export function useMeasuredSize(
  ref: RefObject<HTMLElement | null>,
  fallback: Size,
  deferred = true,
): { readonly size: Size; readonly measured: boolean } {
  const [size, setSize] = useState<Size>(fallback);
  const [measured, setMeasured] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => {
      const width = el.clientWidth || fallback.width;
      const height = el.clientHeight || fallback.height;
      setSize((s) => (s.width === width && s.height === height ? s : { width, height }));
      setMeasured(true);
    };
    const observed = typeof ResizeObserver !== "undefined";
    // The observer's first report comes after the frame's layout, where clientWidth costs nothing.
    if (!deferred || !observed) read();
    if (!observed) return;
    const ro = new ResizeObserver(read);
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref, fallback.width, fallback.height, deferred]);
  return { size, measured };
}
