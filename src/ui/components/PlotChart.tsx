// A line chart drawn with Observable Plot: y against x, one line per series, with a legend.
import * as Plot from "@observablehq/plot";
import { schemeTableau10 } from "d3";
import { useEffect, useRef } from "react";
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
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data = chart.series.flatMap((s) => s.points.map(([x, y]) => ({ series: s.name, x, y })));
    const figure = Plot.plot({
      title,
      width,
      height: 300,
      marginLeft: 64,
      style: { fontSize: "14px", background: "transparent" },
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
  }, [chart, title, width]);
  return <div className="plot-chart" ref={box} />;
}
