// Mounts an Observable Plot figure built for the element's width; rebuilt when `build` changes.
import { useEffect, useLayoutEffect, useRef, useState } from "react";

export type PlotElement = (SVGSVGElement | HTMLElement) & {
  scale?: (name: string) => { domain?: unknown[]; range?: unknown[] } | undefined;
};

const FALLBACK = { width: 480, height: 320 };

/** The element's size once measured (null before: building a figure twice costs as much as once). */
function useMeasured(ref: React.RefObject<HTMLElement | null>) {
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => {
      const width = el.clientWidth || FALLBACK.width;
      const height = el.clientHeight || FALLBACK.height;
      setSize((s) => (s && s.width === width && s.height === height ? s : { width, height }));
    };
    read();
    if (typeof ResizeObserver === "undefined") return;
    const ro = new ResizeObserver(read);
    ro.observe(el);
    return () => ro.disconnect();
  }, [ref]);
  return size;
}

export function PlotFigure({
  build,
  onFigure,
  className,
  ...events
}: {
  build: (size: { width: number; height: number }) => PlotElement;
  onFigure?: (figure: PlotElement | null) => void;
  className?: string;
} & Pick<React.DOMAttributes<HTMLDivElement>, "onPointerMove" | "onPointerLeave" | "onClick">) {
  const box = useRef<HTMLDivElement>(null);
  const size = useMeasured(box);
  useEffect(() => {
    const el = box.current;
    if (!el || !size) return;
    const figure = build({ width: Math.max(240, size.width), height: Math.max(200, size.height) });
    el.replaceChildren(figure);
    onFigure?.(figure);
    return () => {
      onFigure?.(null);
      el.replaceChildren();
    };
  }, [build, size, onFigure]);
  return <div className={`pk-plot ${className ?? ""}`} ref={box} {...events} />;
}

/** Data coordinates of a pointer over a Plot figure with linear x and y scales (undefined outside). */
export function pointerData(
  figure: PlotElement | null,
  ev: { clientX: number; clientY: number },
): { x: number; y: number } | undefined {
  if (!figure?.scale) return undefined;
  const sx = figure.scale("x");
  const sy = figure.scale("y");
  const svg = figure instanceof SVGSVGElement ? figure : figure.querySelector(":scope > svg");
  if (!sx?.domain || !sx.range || !sy?.domain || !sy.range || !svg) return undefined;
  const box = svg.getBoundingClientRect();
  const px = ev.clientX - box.left;
  const py = ev.clientY - box.top;
  const [d0, d1] = sx.domain as [number, number];
  const [r0, r1] = sx.range as [number, number];
  const [e0, e1] = sy.domain as [number, number];
  const [q0, q1] = sy.range as [number, number];
  const x = d0 + ((px - r0) / (r1 - r0)) * (d1 - d0);
  const y = e0 + ((py - q0) / (q1 - q0)) * (e1 - e0);
  const inside = (v: number, a: number, b: number) => v >= Math.min(a, b) && v <= Math.max(a, b);
  return inside(x, d0, d1) && inside(y, e0, e1) ? { x, y } : undefined;
}
