// The timing diagram as an SVG string (export): the same primitives the canvas painter draws, under a
// title and figures line, with the colour legend below.
import { textWidth } from "../common/axis";
import { GHOST_STROKE, INK, MUTED_INK, shade } from "../common/colors";
import { centredText, el, num, svgDocument, text } from "../common/svg";
import type { TimingPrimitives, TimingRect, TimingText } from "./types";

const TITLE_HEIGHT = 52;
const LEGEND_ROW = 22;

function rectSvg(r: TimingRect): string {
  const box = {
    x: r.x,
    y: r.y,
    width: r.w,
    height: r.h,
    "data-task": r.task,
    "data-side": r.side,
    // A mark of several events under a pixel high (level of detail): how many.
    ...(r.count > 1 ? { "data-count": r.count } : {}),
  };
  const shape = r.ghost
    ? el("rect", { ...box, fill: r.fill, stroke: GHOST_STROKE, "stroke-dasharray": "3 3" })
    : el("rect", { ...box, fill: r.fill, stroke: r.h >= 4 && r.w >= 4 ? shade(r.fill, 0.9) : undefined });
  if (!r.label) return shape;
  return shape + centredText(r, r.label, { "font-size": 12, "font-weight": 600, fill: r.labelColor });
}

function textSvg(t: TimingText): string {
  const a = {
    x: t.x,
    y: t.y,
    "text-anchor": t.anchor,
    "font-size": t.size,
    "font-weight": t.bold ? 600 : undefined,
    fill: t.color,
  };
  const halo = t.halo
    ? text(
        { ...a, stroke: "#ffffff", "stroke-width": 4, "stroke-linejoin": "round", fill: "#ffffff" },
        t.text,
      )
    : "";
  return halo + text(a, t.text);
}

/** Legend rows: what the colours mean, then one swatch per entry, wrapped to the width. */
function legendSvg(p: TimingPrimitives, top: number): { svg: string; height: number } {
  let svg = text({ x: 4, y: top + 15, "font-size": 12, fill: MUTED_INK }, p.legendTitle);
  let x = 4;
  let y = top + LEGEND_ROW;
  for (const e of p.legend) {
    const w = 20 + textWidth(e.label, 12) + 14;
    if (x + w > p.width) {
      x = 4;
      y += LEGEND_ROW;
    }
    svg += el("rect", { x, y: y + 3, width: 14, height: 14, fill: e.color, rx: 2 });
    svg += text({ x: x + 20, y: y + 15, "font-size": 12, fill: INK }, e.label);
    x += w;
  }
  return { svg, height: y + LEGEND_ROW - top + (p.legend.length > 0 ? 4 : 0) };
}

export function timingToSvg(p: TimingPrimitives, heading: { title: string; subtitle: string }): string {
  const head =
    text({ x: 4, y: 20, "font-size": 16, "font-weight": 700, fill: INK }, heading.title) +
    text({ x: 4, y: 40, "font-size": 12, fill: MUTED_INK }, heading.subtitle);
  const [grid, marks] = [
    p.lines.filter((l) => l.dash === null && l.width === 1),
    p.lines.filter((l) => !(l.dash === null && l.width === 1)),
  ];
  const line = (l: TimingPrimitives["lines"][number]) =>
    el("line", {
      x1: l.x1,
      y1: l.y1,
      x2: l.x2,
      y2: l.y2,
      stroke: l.color,
      "stroke-width": l.width,
      "stroke-dasharray": l.dash ? l.dash.join(" ") : undefined,
    });
  const body =
    grid.map(line).join("") +
    p.rects.map(rectSvg).join("") +
    marks.map(line).join("") +
    p.texts.map(textSvg).join("");
  const legend = legendSvg(p, p.height + 4);
  const height = TITLE_HEIGHT + p.height + 4 + legend.height;
  return svgDocument(
    p.width + 8,
    height,
    `${head}<g transform="translate(4,${num(TITLE_HEIGHT)})">${body}${legend.svg}</g>`,
  );
}
