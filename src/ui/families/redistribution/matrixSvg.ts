// The matrix heat map as an SVG string: drawn on screen (one code path) and exported.
import { INK, LOWER_BOUND_COLOR, MUTED_INK } from "../../views/common/colors";
import { formatNumber } from "../../../core/units";
import { el, num, svgDocument, text } from "../../views/common/svg";
import type { MatrixLayout } from "./matrixLayout";

const HATCH =
  `<pattern id="rd-local" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
  `<rect width="6" height="6" fill="#eef0f3"/><line x1="0" y1="0" x2="0" y2="6" stroke="#c5cad3" stroke-width="2"/></pattern>`;

/** The body (no <svg> wrapper), in layout coordinates. */
export function matrixBody(m: MatrixLayout, lowerBoundText: string): string {
  let out = `<defs>${HATCH}</defs>`;
  out += text({ x: 4, y: 18, "font-size": 13, fill: MUTED_INK }, m.caption);
  // Axis titles.
  out += text(
    {
      x: m.left + (m.n * m.cell) / 2,
      y: m.top - 30,
      "text-anchor": "middle",
      "font-size": 13,
      "font-weight": 600,
      fill: INK,
    },
    `${m.colTitle} →`,
  );
  out += text({ x: 4, y: m.top - 8, "font-size": 13, "font-weight": 600, fill: INK }, `${m.rowTitle} ↓`);
  for (const l of m.colLabels) {
    out += text(
      { x: l.x, y: l.y, "text-anchor": "middle", "font-size": 12, "font-weight": 600, fill: INK },
      l.text,
    );
  }
  for (const l of m.rowLabels) {
    out += text(
      { x: l.x, y: l.y, "text-anchor": "end", "font-size": 12, "font-weight": 600, fill: INK },
      l.text,
    );
  }
  for (const c of m.cells) {
    out += el("rect", {
      x: c.x,
      y: c.y,
      width: c.size,
      height: c.size,
      fill: c.kind === "local" ? "url(#rd-local)" : c.fill,
      stroke: "#d1d5db",
      "stroke-width": c.size >= 8 ? 1 : 0.5,
      "data-sender": c.sender,
      "data-receiver": c.receiver,
    });
    if (c.text) {
      out += text(
        {
          x: c.x + c.size / 2,
          y: c.y + c.size / 2 + 4,
          "text-anchor": "middle",
          "font-size": 12,
          fill: c.textColor,
          "pointer-events": "none",
        },
        c.text,
      );
    }
  }
  // Sums: a white box each; the binding ones (= the lower bound) in the lower bound's colour.
  for (const s of m.sums) {
    out += el("rect", {
      x: s.x,
      y: s.y,
      width: s.w,
      height: s.h,
      fill: s.binding ? "#dbeafe" : "#f9fafb",
      stroke: s.binding ? LOWER_BOUND_COLOR : "#e5e7eb",
      "stroke-width": s.binding ? 2 : 1,
      "data-sum": s.side,
      "data-node": s.node,
    });
    if (s.w >= 24 && s.h >= 14) {
      const small = s.w < 30;
      out += text(
        {
          x: s.x + s.w / 2,
          y: s.y + s.h / 2 + 4,
          "text-anchor": "middle",
          "font-size": small ? 10 : 12,
          "font-weight": s.binding ? 700 : 400,
          fill: s.binding ? LOWER_BOUND_COLOR : INK,
          "pointer-events": "none",
        },
        s.text,
      );
    }
  }
  for (const b of m.bindingBoxes) {
    out += el("rect", {
      x: b.x,
      y: b.y,
      width: b.w,
      height: b.h,
      fill: "none",
      stroke: LOWER_BOUND_COLOR,
      "stroke-width": 2.5,
      "stroke-dasharray": "6 3",
      "pointer-events": "none",
    });
  }
  const sumX = m.left + m.n * m.cell + 8;
  out += text({ x: sumX, y: m.top - 8, "font-size": 12, "font-weight": 600, fill: INK }, "Σ row");
  const bottom = m.top + m.n * m.cell + 8 + 26;
  out += text(
    { x: m.left - 8, y: bottom - 9, "text-anchor": "end", "font-size": 12, "font-weight": 600, fill: INK },
    "Σ column",
  );
  out += text(
    { x: m.left, y: bottom + 20, "font-size": 13, "font-weight": 600, fill: LOWER_BOUND_COLOR },
    lowerBoundText,
  );
  // Colour scale: 0 … the largest event time.
  const stops = m.legend.colors
    .map((c, k) => `<stop offset="${num((k / (m.legend.colors.length - 1)) * 100)}%" stop-color="${c}"/>`)
    .join("");
  const ly = bottom + 34;
  out += `<defs><linearGradient id="rd-scale">${stops}</linearGradient></defs>`;
  out += text({ x: m.left, y: ly + 12, "font-size": 12, fill: MUTED_INK }, "event time:");
  out += el("rect", {
    x: m.left + 76,
    y: ly + 1,
    width: 160,
    height: 14,
    fill: "url(#rd-scale)",
    stroke: "#d1d5db",
  });
  out += text(
    { x: m.left + 244, y: ly + 12, "font-size": 12, fill: MUTED_INK },
    `0 – ${formatNumber(m.legend.max)} ${m.legend.unit}`,
  );
  return out;
}

export function matrixToSvg(m: MatrixLayout, heading: { title: string; lowerBound: string }): string {
  const body = matrixBody(m, heading.lowerBound);
  return svgDocument(
    m.width + 8,
    m.height + 36,
    text({ x: 4, y: 22, "font-size": 16, "font-weight": 700, fill: INK }, heading.title) +
      `<g transform="translate(4,${num(32)})">${body}</g>`,
  );
}
