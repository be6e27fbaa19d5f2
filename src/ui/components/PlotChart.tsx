// A line chart drawn with Observable Plot: y against x, one line per series, with a legend. As wide
// as `width`, or as the space its container leaves when that is narrower (never under MIN_WIDTH).
import * as Plot from "@observablehq/plot";
import { schemeTableau10 } from "d3";
import { useEffect, useRef, useState } from "react";
import type { ExperimentChart } from "../../core/experiment";

export function PlotChart({
  chart,
  title,
  width = 560,
}: {
  chart: ExperimentChart;
  title: string;
  width?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const room = useContainerWidth(box);
  const drawn = Math.max(MIN_WIDTH, Math.min(width, room ?? width));
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data = chart.series.flatMap((s) => s.points.map(([x, y]) => ({ series: s.name, x, y })));
    const figure = Plot.plot({
      title,
      width: drawn,
      height: 300,
      marginLeft: 64,
      style: { fontSize: "13px", background: "transparent" },
      x: { label: chart.xLabel, grid: true },
      y: { label: chart.yLabel, grid: true, zero: false },
      // Plot's ten colours; eleven heuristics plus a bound get two strong extras (no pastels on white).
      color: {
        legend: true,
        type: "categorical",
        ...(chart.series.length > 10 ? { range: [...schemeTableau10, "#222222", "#bcbd22"] } : {}),
      },
      marks: [
        Plot.line(data, { x: "x", y: "y", stroke: "series", strokeWidth: 2 }),
        Plot.dot(data, { x: "x", y: "y", stroke: "series", fill: "white", r: 3, tip: true }),
      ],
    });
    el.replaceChildren(figure);
    return () => el.replaceChildren();
  }, [chart, title, drawn]);
  return <div className="plot-chart" ref={box} />;
}

const MIN_WIDTH = 320;

/** The width of the element's parent (undefined until measured, or where ResizeObserver is missing). */
function useContainerWidth(ref: React.RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const parent = ref.current?.parentElement;
    if (!parent || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => setWidth(Math.floor(parent.clientWidth)));
    observer.observe(parent);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
