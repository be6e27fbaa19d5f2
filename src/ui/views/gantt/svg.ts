// The Gantt chart as an SVG string (export, and the on-screen axis): the same primitives the canvas
// painter draws, plus the axis with its unit, the makespan / lower-bound labels and the legend.
import { textWidth } from "../common/axis";
import { GRID_LINE, INK, LANE_BAND, MUTED_INK, shade, tint } from "../common/colors";
import {
  arrowMarker,
  el,
  escapeXml,
  halo,
  headingSvg,
  num,
  svgDocument,
  text,
  type SvgHeading,
} from "../common/svg";
import type { GanttLegend, GanttPrimitives, GanttRect, LegendKind } from "./types";

/** Height of the axis strip above the lanes: two rows of marker labels, then the tick labels. */
/** The axis strip's height at normal text size (presentation mode's is p.fonts.axisHeight). */
export { AXIS_STRIP_HEIGHT as AXIS_HEIGHT } from "./layout";

export const LEGEND_KIND_LABEL: Readonly<Record<LegendKind, string>> = {
  send: "send",
  wait: "receive: waiting",
  recv: "receive: processing",
  packet: "packet step",
  intra: "intra-cluster broadcast",
  local: "local copy",
  ghost: "later steps",
  merged: "several tasks (zoom in)",
};

const id = (prefix: string, color: string) => `${prefix}${color.replace(/[^0-9a-z]/gi, "")}`;

/** <defs>: hatching for waiting, stripes for intra-cluster broadcasts, the arrowhead (also for the side-by-side panes). */
export function defs(p: GanttPrimitives, extraColors: readonly string[] = []): string {
  const hatch = new Set<string>();
  const stripes = new Set<string>();
  for (const r of p.rects) {
    if (r.ghost) continue;
    if (r.kind === "wait") hatch.add(r.fill);
    if (r.kind === "intra") stripes.add(r.fill);
  }
  for (const c of extraColors) hatch.add(c);
  let out = "";
  for (const c of hatch) {
    out +=
      `<pattern id="${id("h", c)}" width="8" height="8" patternUnits="userSpaceOnUse">` +
      `<rect width="8" height="8" fill="${c}"/>` +
      `<path d="M-8,8 l8,-8 M0,8 l8,-8 M8,8 l8,-8" stroke="${shade(c, 0.9)}" stroke-width="1.25"/></pattern>`;
  }
  for (const c of stripes) {
    out +=
      `<pattern id="${id("s", c)}" width="12" height="12" patternUnits="userSpaceOnUse">` +
      `<rect width="12" height="12" fill="${tint(c, 0.35)}"/>` +
      `<path d="M-12,12 l12,-12 M0,12 l12,-12 M12,12 l12,-12" stroke="${c}" stroke-width="4"/></pattern>`;
  }
  out += arrowMarker("arrowhead", "#374151", 5, { refX: 9, orient: "auto-start-reverse" });
  out += `<clipPath id="plot"><rect x="${num(p.plotLeft)}" y="0" width="${num(p.plotRight - p.plotLeft)}" height="${num(p.height)}"/></clipPath>`;
  return `<defs>${out}</defs>`;
}

function rectSvg(r: GanttRect): string {
  const w = r.w > 4 ? r.w - 1 : r.w;
  const box = { x: r.x, y: r.y, width: w, height: r.h };
  const attrs = { "data-task": r.taskIndex, "data-kind": r.kind };
  if (r.ghost) {
    return el("rect", { ...box, ...attrs, fill: "#f3f4f6", stroke: "#9ca3af", "stroke-dasharray": "4 3" });
  }
  switch (r.kind) {
    case "wait":
      return el("rect", { ...box, ...attrs, fill: `url(#${id("h", r.fill)})` });
    case "intra":
      return el("rect", { ...box, ...attrs, fill: `url(#${id("s", r.fill)})`, stroke: shade(r.fill, 0.6) });
    case "local":
      return el("rect", { ...box, ...attrs, fill: tint(r.fill, 0.4), stroke: shade(r.fill, 0.8) });
    default:
      break;
  }
  let out: string;
  if (r.bands && r.bands.length > 1) {
    const bh = r.h / r.bands.length;
    out = el(
      "g",
      attrs,
      r.bands.map((c, k) => el("rect", { x: r.x, y: r.y + k * bh, width: w, height: bh, fill: c })).join(""),
    );
  } else out = el("rect", { ...box, ...attrs, fill: r.fill });
  if (r.kind === "send" && !r.clippedLeft && w >= 6) {
    out += el("rect", { x: r.x, y: r.y, width: 3, height: r.h, fill: shade(r.fill, 1.4) });
  }
  return out;
}

/** The lanes: bands, labels, grid, bars, captions, markers and arrows, at y from 0. */
export function bodySvg(p: GanttPrimitives): string {
  let out = "";
  for (const lane of p.lanes) {
    if (lane.index % 2 === 1)
      out += el("rect", { x: 0, y: lane.y, width: p.width, height: lane.height, fill: LANE_BAND });
    out += text(
      {
        x: p.plotLeft - 10,
        y: lane.y + lane.height / 2,
        "text-anchor": "end",
        "dominant-baseline": "central",
        "font-size": p.fonts.lane,
        "font-weight": 600,
        fill: INK,
      },
      lane.label,
    );
  }
  out += el("rect", { x: p.plotLeft - 1, y: 0, width: 1, height: p.height, fill: "#d1d5db" });
  let plot = "";
  for (const t of p.ticks)
    plot += el("rect", { x: Math.round(t.x), y: 0, width: 1, height: p.height, fill: GRID_LINE });
  for (const r of p.rects) plot += rectSvg(r);
  for (const l of p.labels) {
    plot += text(
      {
        x: l.x,
        y: l.y,
        "dominant-baseline": "central",
        "font-size": p.fonts.bar,
        fill: l.color,
        ...(l.halo ? halo(3) : {}),
      },
      l.text,
    );
  }
  for (const m of p.markers) {
    plot += el("line", {
      x1: m.x,
      x2: m.x,
      y1: 0,
      y2: p.height,
      stroke: m.color,
      "stroke-width": 2,
      "stroke-dasharray": m.dashed ? "6 4" : undefined,
    });
  }
  for (const a of p.arrows) {
    plot += el("line", {
      x1: a.x1,
      y1: a.y1,
      x2: a.x2,
      y2: a.y2,
      stroke: a.color,
      "stroke-opacity": 0.85,
      "stroke-width": 1.5,
      "marker-end": "url(#arrowhead)",
    });
  }
  return out + el("g", { "clip-path": "url(#plot)" }, plot);
}

/** The axis strip (AXIS_HEIGHT tall): marker labels, tick labels and the axis label with its unit. */
export function axisSvg(p: GanttPrimitives): string {
  const { axisHeight: AXIS_HEIGHT, tick, marker } = p.fonts;
  let out = "";
  for (const m of p.markers) {
    const y = marker + 2 + m.labelRow * (marker + 5);
    const start = m.labelAnchor === "start";
    out += text(
      {
        x: start ? m.x + 4 : m.x - 4,
        y,
        "text-anchor": m.labelAnchor,
        "font-size": m.fontPx,
        "font-weight": 600,
        fill: m.color,
      },
      m.label,
    );
    out += el("line", {
      x1: m.x,
      x2: m.x,
      y1: y - marker + 2,
      y2: AXIS_HEIGHT,
      stroke: m.color,
      "stroke-width": 2,
      "stroke-dasharray": m.dashed ? "6 4" : undefined,
    });
  }
  const tickY = AXIS_HEIGHT - 12;
  // The axis label sits at the right end of the tick row; ticks it would cover are left out.
  const labelLeft = p.plotRight - textWidth(p.axisLabel, tick + 1) - 4;
  for (const t of p.ticks) {
    out += el("line", { x1: t.x, x2: t.x, y1: AXIS_HEIGHT - 6, y2: AXIS_HEIGHT, stroke: MUTED_INK });
    if (t.x + textWidth(t.label, tick) / 2 + 8 > labelLeft) continue;
    out += text({ x: t.x, y: tickY, "text-anchor": "middle", "font-size": tick, fill: INK }, t.label);
  }
  out += el("line", {
    x1: p.plotLeft,
    x2: p.plotRight,
    y1: AXIS_HEIGHT - 0.5,
    y2: AXIS_HEIGHT - 0.5,
    stroke: MUTED_INK,
  });
  out += text(
    { x: p.plotRight, y: tickY, "text-anchor": "end", "font-size": tick + 1, "font-weight": 600, fill: INK },
    p.axisLabel,
  );
  return out;
}

/** One legend swatch of a kind of bar, drawn at (x, y), 22 × 14. */
function kindSwatch(kind: LegendKind, x: number, y: number, color: string): string {
  const box = { x, y, width: 22, height: 14 };
  switch (kind) {
    case "send":
      return (
        el("rect", { ...box, fill: color }) +
        el("rect", { x, y, width: 3, height: 14, fill: shade(color, 1.4) })
      );
    case "wait":
      return el("rect", { ...box, fill: `url(#${id("h", tint(color))})` });
    case "intra":
      return el("rect", { ...box, fill: tint(color, 0.35), stroke: shade(color, 0.6) });
    case "local":
      return el("rect", { ...box, fill: tint(color, 0.4), stroke: shade(color, 0.8) });
    case "ghost":
      return el("rect", { ...box, fill: "#f3f4f6", stroke: "#9ca3af", "stroke-dasharray": "4 3" });
    case "merged":
      return el("rect", { ...box, fill: "#6b7280" });
    default:
      return el("rect", { ...box, fill: color });
  }
}

interface Flow {
  x: number;
  y: number;
  out: string;
}

/** The legend, wrapped to `width`; returns its SVG and height. */
export function legendSvg(legend: GanttLegend, width: number, y0: number): { svg: string; height: number } {
  const base = legend.entries[0]?.color ?? legend.ramp?.colors[0] ?? "#4e79a7";
  const f: Flow = { x: 12, y: y0, out: "" };
  const place = (w: number) => {
    if (f.x + w > width - 12 && f.x > 12) {
      f.x = 12;
      f.y += 22;
    }
    const at = f.x;
    f.x += w + 18;
    return at;
  };
  for (const k of legend.kinds) {
    const label = LEGEND_KIND_LABEL[k];
    const x = place(28 + textWidth(label, 13));
    f.out += kindSwatch(k, x, f.y, base);
    f.out += text(
      { x: x + 28, y: f.y + 7, "dominant-baseline": "central", "font-size": 13, fill: INK },
      label,
    );
  }
  if (legend.kinds.length > 0) {
    f.x = 12;
    f.y += 22;
  }
  const title = `${legend.title}:`;
  const tx = place(textWidth(title, 13) * 1.12);
  f.out += text(
    { x: tx, y: f.y + 7, "dominant-baseline": "central", "font-size": 13, "font-weight": 600, fill: INK },
    title,
  );
  if (legend.ramp) {
    const ramp = legend.ramp;
    const w = 160;
    const x = place(textWidth(ramp.from, 13) + w + textWidth(ramp.to, 13) + 16);
    f.out += text({ x, y: f.y + 7, "dominant-baseline": "central", "font-size": 13, fill: INK }, ramp.from);
    const rx = x + textWidth(ramp.from, 13) + 8;
    const step = w / ramp.colors.length;
    ramp.colors.forEach((c, k) => {
      f.out += el("rect", { x: rx + k * step, y: f.y, width: step + 0.5, height: 14, fill: c });
    });
    f.out += text(
      { x: rx + w + 8, y: f.y + 7, "dominant-baseline": "central", "font-size": 13, fill: INK },
      ramp.to,
    );
  }
  for (const e of legend.entries) {
    const x = place(20 + textWidth(e.label, 13));
    f.out += el("rect", { x, y: f.y, width: 14, height: 14, fill: e.color, rx: 2 });
    f.out += text(
      { x: x + 20, y: f.y + 7, "dominant-baseline": "central", "font-size": 13, fill: INK },
      e.label,
    );
  }
  return { svg: f.out, height: f.y + 22 - y0 };
}

export type GanttSvgOptions = SvgHeading & {
  /** SVG drawn over the lanes in the body's coordinates (the critical path when it is shown). */
  readonly overlay?: string;
};

/** A standalone SVG document of the chart: heading, legend, axis, every lane of the window. */
export function ganttToSvg(p: GanttPrimitives, options: GanttSvgOptions = {}): string {
  const { svg: head, bottom } = headingSvg(options);
  let y = bottom;
  const legend = legendSvg(p.legend, p.width, y + 6);
  y += legend.height + 10;
  const axisTop = y;
  const bodyTop = axisTop + p.fonts.axisHeight;
  const height = bodyTop + p.height + 16;
  const legendBase = p.legend.entries[0]?.color ?? p.legend.ramp?.colors[0] ?? "#4e79a7";
  const body =
    defs(p, p.legend.kinds.includes("wait") ? [tint(legendBase)] : []) +
    head +
    legend.svg +
    el("g", { transform: `translate(0 ${num(axisTop)})` }, axisSvg(p)) +
    el("g", { transform: `translate(0 ${num(bodyTop)})` }, bodySvg(p) + (options.overlay ?? "")) +
    (p.arrowsHidden > 0
      ? text(
          { x: p.plotLeft, y: height - 4, "font-size": 12, fill: MUTED_INK },
          `${p.arrowsHidden} arrows not drawn (select a task to see its arrows)`,
        )
      : "");
  return svgDocument(p.width, height, `<title>${escapeXml(options.title ?? "Gantt chart")}</title>${body}`);
}
