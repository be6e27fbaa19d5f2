// Tiny helpers for writing SVG as a string (the export painters): escaping and attribute lists.

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
