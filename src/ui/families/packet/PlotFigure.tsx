// Mounts an Observable Plot figure built for the element's width; rebuilt when `build` changes.
import { useEffect, useRef } from "react";
import { useElementSize } from "../../views/common/useElementSize";

export type PlotElement = (SVGSVGElement | HTMLElement) & {
  scale?: (name: string) => { domain?: unknown[]; range?: unknown[] } | undefined;
};

const FALLBACK = { width: 480, height: 320 };

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
  const size = useElementSize(box, FALLBACK);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const figure = build({ width: Math.max(240, size.width), height: Math.max(200, size.height) });
    el.replaceChildren(figure);
    onFigure?.(figure);
    return () => {
      onFigure?.(null);
      el.replaceChildren();
    };
  }, [build, size.width, size.height, onFigure]);
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
  const svg = figure instanceof SVGSVGElement ? figure : figure.querySelector("svg:last-of-type");
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
