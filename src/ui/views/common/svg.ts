// Tiny helpers for writing SVG as a string (the export painters): escaping and attribute lists, and
// the pieces several painters share (halo, centred label, arrowhead, document heading).
import { INK, MUTED_INK } from "./colors";

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** Rounds to 2 decimals so exported files stay small and diffable. */
export function num(v: number): string {
  return String(Math.round(v * 100) / 100);
}

export type Attrs = Record<string, string | number | undefined>;

export function attrs(a: Attrs): string {
  let out = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === "number" ? num(v) : escapeXml(v)}"`;
  }
  return out;
}

export function el(name: string, a: Attrs, children?: string): string {
  return children === undefined ? `<${name}${attrs(a)}/>` : `<${name}${attrs(a)}>${children}</${name}>`;
}

export function text(a: Attrs, content: string): string {
  return el("text", a, escapeXml(content));
}

export const SVG_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

export function svgDocument(width: number, height: number, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(width)}" height="${num(height)}" ` +
    `viewBox="0 0 ${num(width)} ${num(height)}" font-family="${SVG_FONT}">` +
    `<rect width="100%" height="100%" fill="#ffffff"/>${body}</svg>`
  );
}

/** A white outline behind text, so labels stay readable over lines and bars. */
export function halo(width: number): Attrs {
  return { stroke: "#ffffff", "stroke-width": width, "paint-order": "stroke" };
}

/** A label centred in a box (its baseline 4 px below the middle, for 11–12 px text). */
export function centredText(
  box: { readonly x: number; readonly y: number; readonly w: number; readonly h: number },
  label: string,
  style: Attrs,
): string {
  return text({ x: box.x + box.w / 2, y: box.y + box.h / 2 + 4, "text-anchor": "middle", ...style }, label);
}

/** A triangular arrowhead marker `size` px wide, in `color`. */
export function arrowMarker(
  id: string,
  color: string,
  size: number,
  { refX = 8, orient = "auto" }: { refX?: number; orient?: string } = {},
): string {
  return (
    `<marker id="${id}" viewBox="0 0 10 10" refX="${refX}" refY="5" markerWidth="${size}" markerHeight="${size}" ` +
    `orient="${orient}"><path d="M0,0 L10,5 L0,10 z" fill="${color}"/></marker>`
  );
}

export interface SvgHeading {
  /** A heading: "ECF on the paper's example". */
  readonly title?: string;
  /** A second line: "makespan 19 µs · lower bound 13 µs". */
  readonly subtitle?: string;
}

/** The title and subtitle lines at the top of an exported document, and the y below them. */
export function headingSvg(h: SvgHeading): { readonly svg: string; readonly bottom: number } {
  let y = 12;
  let svg = "";
  if (h.title) {
    svg += text({ x: 12, y: y + 16, "font-size": 18, "font-weight": 700, fill: INK }, h.title);
    y += 26;
  }
  if (h.subtitle) {
    svg += text({ x: 12, y: y + 14, "font-size": 13, fill: MUTED_INK }, h.subtitle);
    y += 22;
  }
  return { svg, bottom: y };
}
