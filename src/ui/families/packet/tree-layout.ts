// The multicast tree of Kesavan–Panda Sec. 4 (k-binomial, binomial, linear or hand-edited) laid out for
// one panel of the step view (d3-hierarchy's tidy tree, source on top, children left to right in
// send order). Names stay readable: node names, packet counts and [t]ⱼ labels are drawn at
// 14 px × the text scale (18 px when presenting), nodes are as large as their names need, and a level
// too crowded for the tidy tree's spacing is spread apart (spreadLevel) up to the panel's width; the
// layout grows taller than the panel rather than shrinking its text (the panel scrolls vertically,
// never sideways). Only a tree whose widest level cannot hold its names side by side in the panel is
// drawn as bare dots (names on hover). Each edge's [t]ⱼ labels sit just above its child, centred,
// and the edge stops above them (an arrow into the labels, then the node): centred labels get the
// whole gap between neighbouring nodes, where labels beside fanned-out edges would collide. The
// result is a TreeLayout, so the generic tree view's hit testing and drop rules
// (src/ui/views/tree/edit.ts) apply unchanged.
import { hierarchy, tree as d3tree } from "d3";
import { textWidth } from "../../views/common/axis";
import type { TreeLayout, TreeNodeBox, TreeEdgeBox } from "../../views/tree/layout";
import type { TreeInput } from "./timeline";

export interface PacketTreeLayout extends TreeLayout {
  /** Levels below the source. */
  readonly depth: number;
  /** Node names inside the circles, counts under them and [t]ⱼ labels over them. */
  readonly named: boolean;
  /** labelRoom[i]: the width edges[i]'s label may take, centred on (labelX, labelY). */
  readonly labelRoom: readonly number[];
  /** The size of every label (node names, counts, [t]ⱼ, badges), px: 14 × the text scale. */
  readonly font: number;
  /** Line widths grow with the text (presentation mode thickens lines). */
  readonly stroke: number;
}

export interface PacketLayoutOptions {
  /** Presentation mode's text scale (textScaleOf): labels are 14 px × this. Default 1. */
  readonly textScale?: number;
}

/** The label size in normal mode (the app's smallest text). */
export const LABEL_PX = 14;
export const MAX_RADIUS = 18;
const MIN_RADIUS = 2.5;
/** Below this radius nodes are dots without names. */
export const LABEL_RADIUS = 9;
/** Height kept between an edge's end and its child for the labels, at 14 px. */
export const LABEL_BAND = 24;
const SIDE = 30;
/** The least visible length of an edge between two levels of named nodes (px). */
const EDGE_MIN = 18;
/** Gap kept between the circles of neighbouring named nodes on a level. */
const NODE_GAP = 8;

/** The radius a node needs for its name ("P31") at `font` px inside the circle. */
export function namedRadius(n: number, font: number): number {
  return Math.ceil(Math.max(textWidth(`P${Math.max(0, n - 1)}`, font) / 2 + 4, font * 0.9));
}

/** Centre distance two named nodes on a level need: their circles and a [t]ⱼ label's worth of gap. */
export function namedSlot(n: number, font: number): number {
  return Math.max(2 * namedRadius(n, font) + NODE_GAP, textWidth("[88]₈", font) + NODE_GAP);
}

/** The distance between two levels of named nodes: the count under the parent, some edge, the [t]ⱼ
 * band over the child and the two half circles. */
export function namedLevelHeight(n: number, font: number): number {
  return font + 10 + 2 * namedRadius(n, font) + font + 8 + EDGE_MIN;
}

/** Nodes per level (index: depth). */
export function levelWidths(t: TreeInput): number[] {
  const out: number[] = [];
  const walk = (v: number, depth: number) => {
    out[depth] = (out[depth] ?? 0) + 1;
    for (const c of t.children[v] ?? []) walk(c, depth + 1);
  };
  walk(t.source, 0);
  return out;
}

/** Whether the tree's names fit side by side in `width` px at `font` px (its widest level decides). */
export function namesFit(t: TreeInput, width: number, font: number): boolean {
  const widest = Math.max(1, ...levelWidths(t));
  const n = t.parent.length;
  return (widest - 1) * namedSlot(n, font) + 2 * Math.max(SIDE, namedRadius(n, font) + 4) <= width;
}

/**
 * Moves a level's x positions (ascending) as little as a left-then-right sweep can so that
 * neighbours are at least `gap` apart inside [lo, hi]; the order is kept. When the level cannot hold
 * them ((count − 1)·gap > hi − lo) they are spread evenly over [lo, hi] instead.
 */
export function spreadLevel(xs: readonly number[], gap: number, lo: number, hi: number): number[] {
  const n = xs.length;
  if (n === 0) return [];
  if ((n - 1) * gap > hi - lo) {
    return xs.map((_, i) => (n === 1 ? (lo + hi) / 2 : lo + ((hi - lo) * i) / (n - 1)));
  }
  const out = xs.map((x) => Math.min(hi, Math.max(lo, x)));
  for (let i = 1; i < n; i++) out[i] = Math.max(out[i] as number, (out[i - 1] as number) + gap);
  out[n - 1] = Math.min(out[n - 1] as number, hi);
  for (let i = n - 2; i >= 0; i--) out[i] = Math.min(out[i] as number, (out[i + 1] as number) - gap);
  return out;
}

/** Room for a label centred over each child: the smaller gap to its neighbours on the same level. */
function labelRooms(nodes: readonly TreeNodeBox[], edges: readonly TreeEdgeBox[], width: number): number[] {
  const byLevel = new Map<number, TreeNodeBox[]>();
  for (const n of nodes) {
    const list = byLevel.get(n.depth) ?? [];
    list.push(n);
    byLevel.set(n.depth, list);
  }
  const room = new Map<number, number>();
  for (const list of byLevel.values()) {
    list.sort((a, b) => a.x - b.x);
    list.forEach((n, k) => {
      const left = k > 0 ? n.x - (list[k - 1] as TreeNodeBox).x : 2 * n.x;
      const right = k + 1 < list.length ? (list[k + 1] as TreeNodeBox).x - n.x : 2 * (width - n.x);
      room.set(n.node, Math.max(0, Math.min(left, right) - 8));
    });
  }
  return edges.map((e) => room.get(e.child) ?? 0);
}

export function layoutPacketTree(
  t: TreeInput,
  size: { readonly width: number; readonly height: number },
  options: PacketLayoutOptions = {},
): PacketTreeLayout {
  const scale = options.textScale ?? 1;
  const font = Math.round(LABEL_PX * scale);
  const n = t.parent.length;
  const root = hierarchy<number>(t.source, (v) => (t.children[v] ?? []) as number[]);
  const depth = Math.max(1, root.height);
  const named = namesFit(t, size.width, font);
  const minRadius = named ? namedRadius(n, font) : 0;
  const side = named ? Math.max(SIDE, minRadius + 4) : SIDE;
  // Room above the source for its "source" label, and below the deepest nodes for their counts.
  const top = named ? minRadius + font + 6 : 44;
  const bottom = named ? minRadius + font + 4 : 38;
  // Named trees keep their levels tall enough for the labels, even past the panel (it scrolls).
  const needed = top + bottom + depth * namedLevelHeight(n, font);
  const height = named ? Math.max(size.height, needed) : size.height;
  // Named nodes grow past their least size only with the room the panel has to spare.
  const spare = named ? (height - needed) / (2 * depth + 2) : 0;
  const innerW = Math.max(40, size.width - 2 * side);
  const innerH = Math.max(40, height - top - bottom);
  const laid = d3tree<number>()
    .size([innerW, innerH])
    .separation((a, b) => (a.parent === b.parent ? 1 : 1.25))(root);

  // Named: a level more crowded than the names allow is spread apart, keeping its order.
  const xOf = new Map<number, number>();
  const levels = new Map<number, { v: number; x: number }[]>();
  laid.each((d) => {
    const list = levels.get(d.depth) ?? [];
    list.push({ v: d.data, x: d.x });
    levels.set(d.depth, list);
  });
  let gap = innerW;
  for (const list of levels.values()) {
    list.sort((a, b) => a.x - b.x);
    const xs = named
      ? spreadLevel(
          list.map((e) => e.x),
          namedSlot(n, font),
          0,
          innerW,
        )
      : list.map((e) => e.x);
    list.forEach((e, i) => xOf.set(e.v, xs[i] as number));
    for (let i = 1; i < xs.length; i++) gap = Math.min(gap, (xs[i] as number) - (xs[i - 1] as number));
  }
  const dy = innerH / depth;
  const radius = named
    ? Math.max(minRadius, Math.min(MAX_RADIUS * scale, (gap - NODE_GAP) / 2, dy * 0.22, minRadius + spare))
    : Math.max(MIN_RADIUS, Math.min(LABEL_RADIUS - 0.5, gap * 0.36, dy * 0.22));
  const band = LABEL_BAND * (font / LABEL_PX);
  const labelHalf = textWidth("[88]₈", font) / 2 + 4;

  const nodes: TreeNodeBox[] = [];
  const edges: TreeEdgeBox[] = [];
  laid.each((d) => {
    const x = side + (xOf.get(d.data) ?? d.x);
    const y = top + d.y;
    const parent = d.parent ? d.parent.data : -1;
    const order = d.parent ? (d.parent.children?.indexOf(d) ?? 0) + 1 : 0;
    nodes.push({
      node: d.data,
      x,
      y,
      halfWidth: radius,
      label: `P${d.data}`,
      time: "",
      complete: 0,
      depth: d.depth,
      parent,
      order,
      root: !d.parent,
      faded: false,
    });
    if (d.parent) {
      const px = side + (xOf.get(d.parent.data) ?? d.parent.x);
      const py = top + d.parent.y;
      const len = Math.hypot(x - px, y - py) || 1;
      const ux = (x - px) / len;
      const uy = (y - py) / len;
      // A steep edge stops where it is the label band above the child's top (never past half the
      // edge); one that reaches the band beside the child's first label runs on to the circle.
      const beside = ((radius + band) * Math.abs(ux)) / Math.max(uy, 0.01) > labelHalf;
      const stop = named && !beside ? Math.min((radius + band) / Math.max(uy, 0.2), len / 2) : radius + 1;
      // The edge leaves the parent's circle (its count label has a halo over the edge).
      const start = radius + 1;
      edges.push({
        parent,
        child: d.data,
        x1: px + ux * start,
        y1: py + uy * start,
        x2: x - ux * stop,
        y2: y - uy * stop,
        order,
        labelX: x,
        labelY: y - radius - Math.round(font * 0.55),
        faded: false,
      });
    }
  });
  return {
    message: 0,
    title: "",
    color: "#374151",
    width: size.width,
    height,
    radius,
    nodes,
    edges,
    // Fitted to the panel, with no times beside the nodes for an edge to cross: straight edges.
    elbows: false,
    complete: 0,
    depth: root.height,
    labels: "beside",
    named,
    labelRoom: labelRooms(nodes, edges, size.width),
    font,
    stroke: scale,
  };
}
