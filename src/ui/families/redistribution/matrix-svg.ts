// The matrix heat map as an SVG string: drawn on screen (one code path) and exported.
import { INK, LOWER_BOUND_COLOR, MUTED_INK } from "../../views/common/colors";
import { formatNumber } from "../../../core/units";
import { textWidth } from "../../views/common/axis";
import { centredText, el, escapeXml, num, svgDocument, text } from "../../views/common/svg";
import { sumHeight, type MatrixLayout } from "./matrix-layout";

/** The step-through's candidates (the tree view's colour). */
export const CANDIDATE_COLOR = "#7c3aed";

const HATCH =
  `<pattern id="rd-local" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
  `<rect width="6" height="6" fill="#eef0f3"/><line x1="0" y1="0" x2="0" y2="6" stroke="#c5cad3" stroke-width="2"/></pattern>`;

/**
 * The body (no <svg> wrapper), in layout coordinates. Without `cells` the grid is left out (transparent)
 * for a canvas behind it to paint (large matrices on screen; see paintMatrixCells).
 */
export function matrixBody(m: MatrixLayout, lowerBoundText: string, cells = true): string {
  const f = m.font;
  const g = f / 14;
  let out = `<defs>${HATCH}</defs>`;
  out += fittedText({ x: 4, y: 18 * g, "font-size": f, fill: MUTED_INK }, m.caption, m.width - 8);
  // Axis titles.
  out += text(
    {
      x: m.left + (m.n * m.cell) / 2,
      y: m.top - 30 * g,
      "text-anchor": "middle",
      "font-size": f,
      "font-weight": 600,
      fill: INK,
    },
    `${m.colTitle} →`,
  );
  out += text({ x: 4, y: m.top - 30 * g, "font-size": f, "font-weight": 600, fill: INK }, `${m.rowTitle} ↓`);
  for (const l of m.colLabels) {
    out += text(
      { x: l.x, y: l.y, "text-anchor": "middle", "font-size": f, "font-weight": 600, fill: INK },
      l.text,
    );
  }
  for (const l of m.rowLabels) {
    out += text(
      { x: l.x, y: l.y, "text-anchor": "end", "font-size": f, "font-weight": 600, fill: INK },
      l.text,
    );
  }
  if (cells) out += gridSvg(m);
  out += candidatesSvg(m);
  // Sums: a box each with a bar of length sum / lower bound (the binding ones are full, in the lower
  // bound's colour), and the value when it fits.
  for (const s of m.sums) {
    out += el("rect", {
      x: s.x,
      y: s.y,
      width: s.w,
      height: s.h,
      fill: "#f9fafb",
      stroke: m.cell >= 8 ? "#e5e7eb" : "none",
    });
    out += el("rect", {
      x: s.bar.x,
      y: s.bar.y,
      width: Math.max(0, s.bar.w),
      height: Math.max(0, s.bar.h),
      fill: s.binding ? "#93b4f5" : "#d1d5db",
      "pointer-events": "none",
    });
    if (s.text) {
      out += centredText(s, s.text, {
        "font-size": f,
        "font-weight": s.binding ? 700 : 400,
        fill: s.binding ? LOWER_BOUND_COLOR : INK,
        "pointer-events": "none",
      });
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
  out += text({ x: sumX, y: m.top - 30 * g, "font-size": f, "font-weight": 600, fill: INK }, "Σ row");
  const bottom = m.top + m.n * m.cell + 8 + sumHeight(f);
  out += text(
    { x: m.left - 8, y: bottom - 9 * g, "text-anchor": "end", "font-size": f, "font-weight": 600, fill: INK },
    "Σ column",
  );
  out += fittedText(
    { x: m.left, y: bottom + 20 * g, "font-size": f, "font-weight": 600, fill: LOWER_BOUND_COLOR },
    lowerBoundText,
    m.width - m.left - 4,
  );
  // Colour scale: 0 … the largest event time.
  const stops = m.legend.colors
    .map((c, k) => `<stop offset="${num((k / (m.legend.colors.length - 1)) * 100)}%" stop-color="${c}"/>`)
    .join("");
  const ly = bottom + 34 * g;
  out += `<defs><linearGradient id="rd-scale">${stops}</linearGradient></defs>`;
  out += text({ x: m.left, y: ly + 12 * g, "font-size": f, fill: MUTED_INK }, "event time:");
  out += el("rect", {
    x: m.left + 90 * g,
    y: ly + g,
    width: 160,
    height: f,
    fill: "url(#rd-scale)",
    stroke: "#d1d5db",
  });
  out += text(
    { x: m.left + 90 * g + 168, y: ly + 12 * g, "font-size": f, fill: MUTED_INK },
    `0 – ${formatNumber(m.legend.max)} ${m.legend.unit}`,
  );
  return out;
}

/**
 * One line of text cut with "…" to `room` px (estimated widths, textWidth), the whole line in its
 * title: a narrow panel never clips a caption mid-letter.
 */
export function fittedText(attrs: Record<string, string | number>, line: string, room: number): string {
  const font = Number(attrs["font-size"]);
  // Bold text runs wider than textWidth's estimate.
  const wide = Number(attrs["font-weight"] ?? 400) >= 600 ? 1.12 : 1;
  if (textWidth(line, font) * wide <= room) return text(attrs, line);
  const keep = Math.max(1, Math.floor(room / (textWidth("x", font) * wide || 1)) - 1);
  return el("text", attrs, `<title>${escapeXml(line)}</title>${escapeXml(line.slice(0, keep).trimEnd())}…`);
}

/** The decision's candidates: a dashed violet outline on each pair's cell, the pick's solid. */
function candidatesSvg(m: MatrixLayout): string {
  let out = "";
  const g = m.font / 14;
  for (const c of m.candidates) {
    const inset = Math.min(2, c.size / 6);
    out += el("rect", {
      x: c.x + inset,
      y: c.y + inset,
      width: Math.max(1, c.size - 2 * inset),
      height: Math.max(1, c.size - 2 * inset),
      fill: "none",
      stroke: CANDIDATE_COLOR,
      "stroke-width": (c.chosen ? 4 : 2.5) * g,
      "stroke-dasharray": c.chosen ? undefined : `${5 * g} ${3 * g}`,
      "pointer-events": "none",
      "data-candidate": `${c.sender}-${c.receiver}`,
      ...(c.chosen ? { "data-chosen": "true" } : {}),
    });
  }
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

/** The white grid, its cells with data (and their times when they fit), and the grid lines. */
function gridSvg(m: MatrixLayout): string {
  let out = "";
  const side = m.n * m.cell;
  out += el("rect", { x: m.left, y: m.top, width: side, height: side, fill: "#ffffff", stroke: "#d1d5db" });
  let grid = "";
  if (m.cell >= 6) {
    for (let k = 1; k < m.n; k++) {
      const at = k * m.cell;
      grid += `M${num(m.left + at)},${num(m.top)}v${num(side)}M${num(m.left)},${num(m.top + at)}h${num(side)}`;
    }
  }
  for (const c of m.cells) {
    if (c.kind === "none") continue;
    // Written directly: thousands of cells for P = 64.
    const fill = c.kind === "local" ? "url(#rd-local)" : c.fill;
    out += `<rect x="${num(c.x)}" y="${num(c.y)}" width="${num(c.size)}" height="${num(c.size)}" fill="${fill}"/>`;
    if (c.text) {
      const box = { x: c.x, y: c.y, w: c.size, h: c.size };
      out += centredText(box, c.text, { "font-size": m.font, fill: c.textColor, "pointer-events": "none" });
    }
  }
  if (grid) out += el("path", { d: grid, stroke: "#d1d5db", "stroke-width": 1, fill: "none" });
  return out;
}
