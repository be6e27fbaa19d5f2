// The canvas painter of the Gantt chart: draws the primitives of `layoutGantt` for the lanes that are
// scrolled into view. It keeps no state (Perfetto's renderers take a read-only context); the only
// cache is of fill patterns per colour. Rectangles were already merged under a pixel by the layout.
import {
  GHOST_STROKE,
  GRID_LINE,
  INK,
  LANE_BAND,
  MATCH_COLOR,
  SELECTION_COLOR,
  shade,
  tint,
} from "../common/colors";
import { arrowOf } from "./layout";
import { taskBox } from "./hit";
import { timeScale } from "../common/axis";
import type { GanttModel } from "./model";
import type { GanttArrow, GanttPrimitives, GanttRect } from "./types";

const FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

export interface PaintView {
  /** Vertical scroll offset of the lanes (content y drawn at canvas y 0). */
  readonly scrollY: number;
  /** Height of the canvas in CSS pixels. */
  readonly height: number;
  /** Device pixels per CSS pixel (2 on a retina screen, 2 for the PNG export). */
  readonly pixelRatio: number;
}

type Ctx = CanvasRenderingContext2D;

const patternCache = new WeakMap<Ctx, Map<string, CanvasPattern | null>>();
/**
 * The tiles themselves, shared by every canvas: a canvas new to the painter (What changed's pane, a
 * Compare pane, the edit path's warm-up, a PNG export) makes its patterns from them instead of
 * drawing a tile per message colour again (tens of milliseconds for 64 colours).
 */
const tileCache = new Map<string, HTMLCanvasElement | null>();

/** A tile of `pattern`, drawn once per kind, colour and device pixel ratio. */
function patternTile(color: string, kind: "hatch" | "stripes", ratio: number): HTMLCanvasElement | null {
  const key = `${kind}:${color}:${ratio}`;
  let tile = tileCache.get(key);
  if (tile !== undefined) return tile;
  const size = kind === "hatch" ? 8 : 12;
  tile = document.createElement("canvas");
  tile.width = tile.height = Math.round(size * ratio);
  const t = tile.getContext("2d");
  if (t) {
    t.scale(ratio, ratio);
    t.fillStyle = kind === "hatch" ? color : tint(color, 0.35);
    t.fillRect(0, 0, size, size);
    t.strokeStyle = kind === "hatch" ? shade(color, 0.9) : color;
    t.lineWidth = kind === "hatch" ? 1.25 : 4;
    t.beginPath();
    for (const o of [-size, 0, size]) {
      t.moveTo(o, size);
      t.lineTo(o + size, 0);
    }
    t.stroke();
  } else tile = null;
  tileCache.set(key, tile);
  return tile;
}

/**
 * A repeating tile: diagonal hatching (waiting) or wide stripes (intra-cluster broadcast), drawn at
 * device resolution so the rasteriser copies it 1:1 instead of resampling it.
 */
function pattern(ctx: Ctx, color: string, kind: "hatch" | "stripes"): CanvasPattern | string {
  let cache = patternCache.get(ctx);
  if (!cache) patternCache.set(ctx, (cache = new Map()));
  const ratio = ctx.getTransform().a || 1;
  const key = `${kind}:${color}:${ratio}`;
  if (!cache.has(key)) {
    const tile = patternTile(color, kind, ratio);
    const made = tile ? ctx.createPattern(tile, "repeat") : null;
    made?.setTransform(new DOMMatrix().scale(1 / ratio));
    cache.set(key, made);
  }
  return cache.get(key) ?? color;
}

/** The lanes, bars, captions, markers and arrows. The canvas is sized width × view.height CSS pixels. */
export function paintGantt(ctx: Ctx, p: GanttPrimitives, view: PaintView): void {
  const { scrollY, height, pixelRatio } = view;
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, -scrollY * pixelRatio);
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, scrollY, p.width, height);
  const top = scrollY;
  const bottom = scrollY + height;
  const first = p.lanes.findIndex((l) => l.y + l.height > top);
  if (first < 0) return;

  // Lane bands and labels.
  ctx.font = `600 ${p.fonts.lane}px ${FONT_FAMILY}`;
  ctx.textAlign = "right";
  ctx.textBaseline = "middle";
  for (let li = first; li < p.lanes.length; li++) {
    const lane = p.lanes[li]!;
    if (lane.y > bottom) break;
    if (lane.index % 2 === 1) {
      ctx.fillStyle = LANE_BAND;
      ctx.fillRect(0, lane.y, p.width, lane.height);
    }
    ctx.fillStyle = INK;
    ctx.fillText(lane.label, p.plotLeft - 10, lane.y + lane.height / 2, p.plotLeft - 14);
  }
  ctx.fillStyle = "#d1d5db";
  ctx.fillRect(p.plotLeft - 1, top, 1, height);

  ctx.save();
  ctx.beginPath();
  ctx.rect(p.plotLeft, top, p.plotRight - p.plotLeft, height);
  ctx.clip();

  ctx.fillStyle = GRID_LINE;
  for (const t of p.ticks) ctx.fillRect(Math.round(t.x), top, 1, height);

  const end = p.lanes.findIndex((l) => l.y > bottom);
  const from = p.laneStart[first] ?? 0;
  const to = end < 0 ? p.rects.length : (p.laneStart[end] ?? p.rects.length);
  paintRects(ctx, p.rects, from, to, pixelRatio);

  ctx.font = `${p.fonts.bar}px ${FONT_FAMILY}`;
  ctx.textAlign = "left";
  for (const l of p.labels) {
    if (l.y < top - 20 || l.y > bottom + 20) continue;
    if (l.halo) {
      ctx.strokeStyle = "#ffffff";
      ctx.lineWidth = 3;
      ctx.lineJoin = "round";
      ctx.strokeText(l.text, l.x, l.y);
    }
    ctx.fillStyle = l.color;
    ctx.fillText(l.text, l.x, l.y);
  }

  for (const m of p.markers) {
    ctx.strokeStyle = m.color;
    ctx.lineWidth = 2;
    ctx.setLineDash(m.dashed ? [6, 4] : []);
    ctx.beginPath();
    ctx.moveTo(Math.round(m.x) + 0.5, top);
    ctx.lineTo(Math.round(m.x) + 0.5, bottom);
    ctx.stroke();
  }
  ctx.setLineDash([]);

  // Many arrows are drawn lighter so the bars stay readable underneath.
  const alpha = p.arrows.length > 60 ? 0.4 : 0.85;
  for (const a of p.arrows) {
    if (Math.max(a.y1, a.y2) < top || Math.min(a.y1, a.y2) > bottom) continue;
    paintArrow(ctx, a, p.arrows.length > 60 ? 1 : 1.5, alpha);
  }
  ctx.restore();
}

/**
 * Plain bars are batched: one path per fill style, filled once (changing the fill style per bar is
 * what costs on a canvas). Striped, outlined and banded bars are few and drawn one by one.
 */
function paintRects(ctx: Ctx, rects: readonly GanttRect[], from: number, to: number, ratio: number): void {
  // Edges snapped to device pixels: crisp bars, and no anti-aliasing work for the rasteriser.
  const snap = (v: number) => Math.round(v * ratio) / ratio;
  const batches = new Map<string, { style: string | CanvasPattern; rects: GanttRect[] }>();
  const add = (key: string, style: () => string | CanvasPattern, r: GanttRect) => {
    let b = batches.get(key);
    if (!b) batches.set(key, (b = { style: style(), rects: [] }));
    b.rects.push(r);
  };
  const edges: GanttRect[] = [];
  // Drawn last, so a zero-length local copy is not hidden under the bar that starts with it.
  const specials: GanttRect[] = [];
  for (let k = from; k < to; k++) {
    const r = rects[k]!;
    if (r.ghost || r.kind === "intra" || r.kind === "local" || (r.bands && r.bands.length > 1)) {
      specials.push(r);
      continue;
    }
    if (r.kind === "wait" && r.w >= 3) add(`h${r.fill}`, () => pattern(ctx, r.fill, "hatch"), r);
    else add(r.fill, () => r.fill, r);
    if (r.kind === "send" && !r.clippedLeft && r.w >= 6) edges.push(r);
  }
  for (const b of batches.values()) {
    ctx.fillStyle = b.style;
    for (const r of b.rects) {
      const x0 = snap(r.x);
      const x1 = Math.max(x0 + 1 / ratio, snap(r.x + (r.w > 4 ? r.w - 1 : r.w)));
      ctx.fillRect(x0, snap(r.y), x1 - x0, snap(r.h));
    }
  }
  for (const r of edges) {
    ctx.fillStyle = shade(r.fill, 1.4);
    ctx.fillRect(snap(r.x), snap(r.y), 3, snap(r.h));
  }
  for (const r of specials) paintSpecial(ctx, r);
}

function paintSpecial(ctx: Ctx, r: GanttRect): void {
  const w = r.w > 4 ? r.w - 1 : r.w; // a 1px gap keeps back-to-back bars apart
  if (r.ghost) {
    ctx.fillStyle = "#f3f4f6";
    ctx.fillRect(r.x, r.y, w, r.h);
    if (w > 3) {
      ctx.strokeStyle = GHOST_STROKE;
      ctx.lineWidth = 1;
      ctx.setLineDash([4, 3]);
      ctx.strokeRect(r.x + 0.5, r.y + 0.5, w - 1, r.h - 1);
      ctx.setLineDash([]);
    }
    return;
  }
  if (r.kind === "intra" || r.kind === "local") {
    ctx.fillStyle = r.kind === "intra" ? pattern(ctx, r.fill, "stripes") : tint(r.fill, 0.4);
    ctx.fillRect(r.x, r.y, w, r.h);
    ctx.strokeStyle = shade(r.fill, r.kind === "intra" ? 0.6 : 0.8);
    ctx.lineWidth = 1;
    ctx.strokeRect(r.x + 0.5, r.y + 0.5, Math.max(0, w - 1), r.h - 1);
    return;
  }
  const bands = r.bands ?? [r.fill];
  const bh = r.h / bands.length;
  bands.forEach((c, k) => {
    ctx.fillStyle = c;
    ctx.fillRect(r.x, r.y + k * bh, w, Math.ceil(bh));
  });
  if (r.kind === "send" && !r.clippedLeft && w >= 6) {
    ctx.fillStyle = shade(r.fill, 1.4);
    ctx.fillRect(r.x, r.y, 3, r.h);
  }
}

function paintArrow(ctx: Ctx, a: GanttArrow, width: number, alpha: number, color = a.color): void {
  ctx.globalAlpha = alpha;
  ctx.strokeStyle = color;
  ctx.fillStyle = color;
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.moveTo(a.x1, a.y1);
  ctx.lineTo(a.x2, a.y2);
  ctx.stroke();
  const angle = Math.atan2(a.y2 - a.y1, a.x2 - a.x1);
  const size = 4 + width * 2;
  ctx.beginPath();
  ctx.moveTo(a.x2, a.y2);
  ctx.lineTo(a.x2 - size * Math.cos(angle - 0.45), a.y2 - size * Math.sin(angle - 0.45));
  ctx.lineTo(a.x2 - size * Math.cos(angle + 0.45), a.y2 - size * Math.sin(angle + 0.45));
  ctx.closePath();
  ctx.fill();
  ctx.globalAlpha = 1;
}

export interface OverlayState {
  readonly hover: number;
  readonly selected: number;
  /** A send being dragged to a new place in its lane: the task and how far it moved (px). */
  readonly dragged?: { readonly task: number; readonly dx: number };
}

/**
 * The overlay canvas: outlines of the hovered and selected tasks, the selected task's matching task,
 * and their arrows (always drawn, even when the layout thinned arrows out).
 */
export function paintOverlay(
  ctx: Ctx,
  p: GanttPrimitives,
  model: GanttModel,
  view: PaintView,
  state: OverlayState,
): void {
  const { scrollY, height, pixelRatio } = view;
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, -scrollY * pixelRatio);
  ctx.clearRect(0, scrollY, p.width, height);
  ctx.save();
  ctx.beginPath();
  ctx.rect(p.plotLeft, scrollY, p.plotRight - p.plotLeft, height);
  ctx.clip();
  const scale = timeScale(p.window, p.plotLeft, p.plotRight);
  const outline = (i: number, color: string, width: number, dash: number[]) => {
    const b = taskBox(p, model, i);
    if (!b) return;
    ctx.setLineDash(dash);
    ctx.lineWidth = width + 2;
    ctx.strokeStyle = "#ffffff";
    ctx.strokeRect(b.x - width / 2, b.y - width / 2, b.w + width, b.h + width);
    ctx.lineWidth = width;
    ctx.strokeStyle = color;
    ctx.strokeRect(b.x - width / 2, b.y - width / 2, b.w + width, b.h + width);
    ctx.setLineDash([]);
  };
  const arrowsOf = (i: number) => {
    const out: GanttArrow[] = [];
    const own = arrowOf(model, p.lanes, scale, i);
    if (own) out.push(own);
    const partner = model.partner[i] ?? -1;
    const theirs = partner >= 0 ? arrowOf(model, p.lanes, scale, partner) : null;
    if (theirs) out.push(theirs);
    return out;
  };
  for (const i of [state.selected, state.hover]) {
    if (i < 0) continue;
    for (const a of arrowsOf(i)) paintArrow(ctx, a, 2.5, 1, i === state.selected ? MATCH_COLOR : INK);
  }
  if (state.selected >= 0) {
    const partner = model.partner[state.selected] ?? -1;
    if (partner >= 0) outline(partner, MATCH_COLOR, 2.5, [5, 3]);
    outline(state.selected, SELECTION_COLOR, 3, []);
  }
  if (state.hover >= 0 && state.hover !== state.selected) outline(state.hover, INK, 1.5, []);
  const d = state.dragged;
  const b = d ? taskBox(p, model, d.task) : null;
  if (d && b) {
    ctx.globalAlpha = 0.55;
    ctx.fillStyle = INK;
    ctx.fillRect(b.x + d.dx, b.y, b.w, b.h);
    ctx.globalAlpha = 1;
    ctx.strokeStyle = INK;
    ctx.lineWidth = 2;
    ctx.setLineDash([4, 3]);
    ctx.strokeRect(b.x + d.dx, b.y - 3, b.w, b.h + 6);
    ctx.setLineDash([]);
  }
  ctx.restore();
}
