// The canvas painter of the timing diagram: draws `layoutTiming`'s primitives, keeping no state
// (fills batched per colour), and the overlay (hover, selection and its counterpart, a dragged event
// with the place it would go).
import { GHOST_STROKE, MATCH_COLOR, SELECTION_COLOR, shade } from "../common/colors";
import type { TimingLine, TimingPrimitives, TimingRect, TimingText } from "./types";

type Ctx = CanvasRenderingContext2D;

const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export function font(size: number, bold: boolean): string {
  return `${bold ? "600 " : ""}${size}px ${FONT_FAMILY}`;
}

function drawLine(ctx: Ctx, l: TimingLine): void {
  ctx.strokeStyle = l.color;
  ctx.lineWidth = l.width;
  ctx.setLineDash(l.dash ? [...l.dash] : []);
  ctx.beginPath();
  // Half-pixel offsets keep 1-pixel lines crisp.
  const o = l.width % 2 === 1 ? 0.5 : 0;
  ctx.moveTo(Math.round(l.x1) + o, Math.round(l.y1) + o);
  ctx.lineTo(Math.round(l.x2) + o, Math.round(l.y2) + o);
  ctx.stroke();
  ctx.setLineDash([]);
}

function drawText(ctx: Ctx, t: TimingText): void {
  ctx.font = font(t.size, t.bold);
  ctx.textAlign = t.anchor === "middle" ? "center" : t.anchor === "end" ? "right" : "left";
  ctx.textBaseline = "alphabetic";
  if (t.halo) {
    ctx.lineWidth = 4;
    ctx.strokeStyle = "rgba(255,255,255,0.92)";
    ctx.lineJoin = "round";
    ctx.strokeText(t.text, t.x, t.y);
  }
  ctx.fillStyle = t.color;
  ctx.fillText(t.text, t.x, t.y);
}

export function paintTiming(ctx: Ctx, p: TimingPrimitives, pixelRatio: number): void {
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.clearRect(0, 0, p.width, p.height);
  const [grid, marks] = partition(p.lines, (l) => l.dash === null && l.width === 1);
  for (const l of grid) drawLine(ctx, l);
  // Fills batched by colour: one path per colour.
  const byFill = new Map<string, TimingRect[]>();
  for (const r of p.rects) {
    const list = byFill.get(r.fill);
    if (list) list.push(r);
    else byFill.set(r.fill, [r]);
  }
  for (const [fill, list] of byFill) {
    ctx.fillStyle = fill;
    ctx.beginPath();
    for (const r of list) ctx.rect(r.x, r.y, r.w, r.h);
    ctx.fill();
  }
  // Outlines separate touching events of a column; ghosts get a dashed grey one.
  ctx.lineWidth = 1;
  for (const r of p.rects) {
    if (r.h < 4 || r.w < 4) continue;
    ctx.strokeStyle = r.ghost ? GHOST_STROKE : shade(r.fill, 0.9);
    ctx.setLineDash(r.ghost ? [3, 3] : []);
    ctx.strokeRect(r.x + 0.5, r.y + 0.5, r.w - 1, r.h - 1);
  }
  ctx.setLineDash([]);
  ctx.font = font(p.rectFontPx, true);
  ctx.textAlign = "center";
  ctx.textBaseline = "middle";
  for (const r of p.rects) {
    if (!r.label) continue;
    ctx.fillStyle = r.labelColor;
    ctx.fillText(r.label, r.x + r.w / 2, r.y + r.h / 2 + 0.5);
  }
  for (const l of marks) drawLine(ctx, l);
  for (const t of p.texts) drawText(ctx, t);
}

export interface OverlayState {
  readonly hover: TimingRect | undefined;
  readonly selected: readonly TimingRect[];
  /** Rectangles of the selected task's counterpart (its send or receive on the other side). */
  readonly matched: readonly TimingRect[];
  /** A dragged event: its rectangle moved by dy, and the y of the place it would go. */
  readonly drag?: { readonly rect: TimingRect; readonly dy: number; readonly insertY: number | null };
}

export function paintTimingOverlay(ctx: Ctx, p: TimingPrimitives, o: OverlayState, pixelRatio: number): void {
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.clearRect(0, 0, p.width, p.height);
  const outline = (r: TimingRect, color: string, width: number) => {
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    ctx.strokeRect(r.x - width / 2, r.y - width / 2, r.w + width, r.h + width);
  };
  for (const r of o.matched) outline(r, MATCH_COLOR, 3);
  for (const r of o.selected) outline(r, SELECTION_COLOR, 3);
  if (o.hover) outline(o.hover, SELECTION_COLOR, 1.5);
  if (o.drag) {
    const { rect: r, dy, insertY } = o.drag;
    if (insertY !== null) {
      ctx.strokeStyle = SELECTION_COLOR;
      ctx.lineWidth = 3;
      ctx.beginPath();
      ctx.moveTo(r.x - 6, insertY);
      ctx.lineTo(r.x + r.w + 6, insertY);
      ctx.stroke();
    }
    ctx.globalAlpha = 0.75;
    ctx.fillStyle = r.fill;
    ctx.fillRect(r.x, r.y + dy, r.w, r.h);
    ctx.globalAlpha = 1;
    outline({ ...r, y: r.y + dy }, SELECTION_COLOR, 2);
    if (r.label) {
      ctx.font = font(p.rectFontPx, true);
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillStyle = r.labelColor;
      ctx.fillText(r.label, r.x + r.w / 2, r.y + dy + r.h / 2 + 0.5);
    }
  }
}

function partition<T>(items: readonly T[], test: (t: T) => boolean): [T[], T[]] {
  const yes: T[] = [];
  const no: T[] = [];
  for (const t of items) (test(t) ? yes : no).push(t);
  return [yes, no];
}
