// Canvas plumbing the painters' views share: the device pixel ratio, and a canvas sized to CSS pixels.

/** Device pixels per CSS pixel (1 outside a browser). */
export function screenPixelRatio(): number {
  return typeof window !== "undefined" ? window.devicePixelRatio || 1 : 1;
}

/** Sizes the canvas's backing store to `width`×`height` CSS pixels at `ratio` (only when it changed). */
export function sizeCanvas(c: HTMLCanvasElement, width: number, height: number, ratio: number): void {
  const w = Math.max(1, Math.round(width * ratio));
  const h = Math.max(1, Math.round(height * ratio));
  if (c.width !== w) c.width = w;
  if (c.height !== h) c.height = h;
  c.style.width = `${width}px`;
  c.style.height = `${height}px`;
}

/** Sizes the canvas (when there is one with a 2D context: jsdom has none) and paints it. */
export function paintCanvas(
  c: HTMLCanvasElement | null,
  width: number,
  height: number,
  ratio: number,
  paint: (ctx: CanvasRenderingContext2D) => void,
): void {
  const ctx = c?.getContext("2d");
  if (!c || !ctx) return;
  sizeCanvas(c, width, height, ratio);
  paint(ctx);
}
