// The array view as an SVG string: drawn on screen (one code path) and exported.
import { INK, MUTED_INK, shade } from "../../views/common/colors";
import { centredText, el, num, svgDocument, text } from "../../views/common/svg";
import type { ArrayLayout } from "./array-layout";

export function arrayBody(a: ArrayLayout): string {
  let out = "";
  for (const c of a.before) {
    out += el("rect", {
      x: c.x,
      y: c.y,
      width: c.w,
      height: c.h,
      fill: c.fill,
      stroke: "#ffffff",
      "stroke-width": c.w >= 8 ? 1 : 0.5,
      "data-block": c.block,
    });
    if (c.label)
      out += centredText(c, c.label, { "font-size": a.font, fill: c.labelColor, "pointer-events": "none" });
  }
  for (const t of a.ticks) {
    out += el("line", {
      x1: t.x,
      y1: t.y1,
      x2: t.x,
      y2: t.y2,
      stroke: "#ffffff",
      "stroke-opacity": 0.7,
      "pointer-events": "none",
    });
  }
  // After: the old blocks (for hovering), then each new block as one outlined span.
  for (const c of a.after) {
    out += el("rect", { x: c.x, y: c.y, width: c.w, height: c.h, fill: c.fill, "data-block": c.block });
  }
  for (const s of a.spans) {
    out += el("rect", {
      x: s.x + 0.75,
      y: s.y + 0.75,
      width: Math.max(0, s.w - 1.5),
      height: s.h - 1.5,
      fill: "none",
      stroke: shade(s.fill, 1.1),
      "stroke-width": 1.5,
      "pointer-events": "none",
    });
    if (s.label) {
      out += centredText(s, s.label, {
        "font-size": a.font,
        "font-weight": 600,
        fill: s.labelColor,
        "pointer-events": "none",
      });
    }
  }
  for (const t of a.texts) {
    out += text(
      {
        x: t.x,
        y: t.y,
        "text-anchor": t.anchor,
        "font-size": t.size,
        "font-weight": t.bold ? 600 : undefined,
        fill: t.muted ? MUTED_INK : INK,
        "pointer-events": "none",
      },
      t.text,
    );
  }
  return out;
}

export function arrayToSvg(a: ArrayLayout, heading: { title: string; subtitle: string }): string {
  return svgDocument(
    a.width + 8,
    a.height + 48,
    text({ x: 4, y: 20, "font-size": 16, "font-weight": 700, fill: INK }, heading.title) +
      text({ x: 4, y: 38, "font-size": 14, fill: MUTED_INK }, heading.subtitle) +
      `<g transform="translate(4,${num(44)})">${arrayBody(a)}</g>`,
  );
}
