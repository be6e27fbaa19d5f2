// The CSS-pixel size of an element, kept up to date with a ResizeObserver (absent in old engines and
// jsdom: then the size is read once, with a fallback).
import { useLayoutEffect, useState, type RefObject } from "react";

export interface Size {
  readonly width: number;
  readonly height: number;
}

export function useElementSize(ref: RefObject<HTMLElement | null>, fallback: Size): Size {
  return useMeasuredSize(ref, fallback).size;
}

/**
 * The element's size, and whether it has been read: until the first commit's layout effect reads it,
 * `size` is the fallback and `measured` false (a view may skip work that would be redone at once).
 */
export function useMeasuredSize(
  ref: RefObject<HTMLElement | null>,
  fallback: Size,
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
    };
    read();
    setMeasured(true);
    if (typeof ResizeObserver === "undefined") return;
    const ro = new ResizeObserver(read);
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref, fallback.width, fallback.height]);
  return { size, measured };
}
