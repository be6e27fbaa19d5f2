// What of a laid-out tree the screen shows, in the layout's coordinates, without the DOM: the part of a
// large tree drawn while it is scrolled at full size (`treeWindow`, `visibleTree`), and the box an
// overview is stretched to so that its outermost dots are not cut by the panel's edge (`overviewBox`).
// At 1024 nodes a tree at full size is about a hundred screens wide: drawing all of it cost 0.3–1.1 s
// of main-thread work when "fit to panel" was unticked; the window draws a few dozen nodes.
import { textWidth } from "../common/axis";
import { labelBlock, TREE_TEXT_PX, type TreeEdgeBox, type TreeLayout, type TreeNodeBox } from "./layout";

/** An axis-aligned rectangle in layout coordinates. */
export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

/** A tree with more nodes than this is drawn by window when it is not an overview. */
export const WINDOWED_FROM = 128;

/** Room around a pill for the rings drawn on it (selection 6, drop target 7, candidate 9) and strokes. */
const RING = 11;
/** An edge's stroke and arrowhead beyond its segment. */
const EDGE_PAD = 8;
/** The send-order badge's radius plus its stroke. */
const BADGE = 12;

export function intersects(a: Box, b: Box): boolean {
  return a.x0 <= b.x1 && b.x0 <= a.x1 && a.y0 <= b.y1 && b.y0 <= a.y1;
}

/**
 * The window drawn for a view: the view grown by one tile on each side and snapped to tiles, so that
 * scrolling redraws only when the view crosses a tile's edge (the window stays the same in between).
 * `tile` is in layout units, one size or one per axis (e.g. half the view's width and height).
 */
export function treeWindow(view: Box, tile: number | { readonly x: number; readonly y: number }): Box {
  const tx = Math.max(1, typeof tile === "number" ? tile : tile.x);
  const ty = Math.max(1, typeof tile === "number" ? tile : tile.y);
  return {
    x0: (Math.floor(view.x0 / tx) - 1) * tx,
    y0: (Math.floor(view.y0 / ty) - 1) * ty,
    x1: (Math.ceil(view.x1 / tx) + 1) * tx,
    y1: (Math.ceil(view.y1 / ty) + 1) * ty,
  };
}

/** Everything `svg.ts` draws for a node: its pill with the rings around it, its time and note. */
export function nodeExtent(layout: TreeLayout, n: TreeNodeBox): Box {
  const r = layout.radius;
  const hw = n.halfWidth;
  const time = n.time === "" ? 0 : textWidth(n.time, TREE_TEXT_PX);
  const note = n.note === undefined ? 0 : textWidth(n.note, TREE_TEXT_PX);
  if (n.root) {
    // The time above the pill, centred; a note beside it.
    return {
      x0: n.x - Math.max(hw + RING, time / 2),
      y0: n.y - r - 8 - TREE_TEXT_PX - 4,
      x1: n.x + Math.max(hw + RING, time / 2, note > 0 ? hw + 12 + note : 0),
      y1: n.y + r + RING,
    };
  }
  if (layout.labels === "below") {
    const half = Math.max(hw + RING, time / 2, note / 2);
    return { x0: n.x - half, y0: n.y - r - RING, x1: n.x + half, y1: n.y + r + labelBlock(note > 0) + 4 };
  }
  const text = Math.max(time, note);
  return {
    x0: n.x - hw - RING,
    y0: n.y - r - RING,
    x1: n.x + Math.max(hw + RING, text > 0 ? hw + 12 + text + 4 : 0),
    y1: n.y + r + RING,
  };
}

/** Whether the segment (x1, y1)–(x2, y2) meets the box (Liang–Barsky clipping). */
export function segmentMeets(x1: number, y1: number, x2: number, y2: number, b: Box): boolean {
  let t0 = 0;
  let t1 = 1;
  const dx = x2 - x1;
  const dy = y2 - y1;
  const clip = (p: number, q: number) => {
    if (p === 0) return q >= 0;
    const t = q / p;
    if (p < 0) {
      if (t > t1) return false;
      if (t > t0) t0 = t;
    } else {
      if (t < t0) return false;
      if (t < t1) t1 = t;
    }
    return true;
  };
  return (
    clip(-dx, x1 - b.x0) && clip(dx, b.x1 - x1) && clip(-dy, y1 - b.y0) && clip(dy, b.y1 - y1) && t0 <= t1
  );
}

/** Whether an elbow edge's three parts (down, across at `bus`, down) meet the box. */
function elbowMeets(e: TreeEdgeBox, bus: number, b: Box): boolean {
  return (
    segmentMeets(e.x1, e.y1, e.x1, bus, b) ||
    segmentMeets(e.x1, bus, e.x2, bus, b) ||
    segmentMeets(e.x2, bus, e.x2, e.y2, b)
  );
}

/** Whether anything `svg.ts` draws for an edge (its line and arrowhead, its badge and note) is in the box. */
export function edgeMeets(e: TreeEdgeBox, b: Box): boolean {
  const grown = { x0: b.x0 - EDGE_PAD, y0: b.y0 - EDGE_PAD, x1: b.x1 + EDGE_PAD, y1: b.y1 + EDGE_PAD };
  if (e.bus === undefined ? segmentMeets(e.x1, e.y1, e.x2, e.y2, grown) : elbowMeets(e, e.bus, grown))
    return true;
  const note = e.note === undefined ? 0 : 15 + textWidth(e.note, TREE_TEXT_PX) + 4;
  return intersects(
    {
      x0: e.labelX - BADGE,
      y0: e.labelY - Math.max(BADGE, TREE_TEXT_PX),
      x1: e.labelX + Math.max(BADGE, note),
      y1: e.labelY + Math.max(BADGE, TREE_TEXT_PX),
    },
    b,
  );
}

/**
 * The nodes and edges of the layout that draw anything inside `box`, in the layout's order (edges
 * under nodes, as `treeBodySvg` draws them); `keep` (e.g. the node being dragged) is kept wherever it is.
 */
export function visibleTree(
  layout: TreeLayout,
  box: Box,
  keep?: number,
): { readonly nodes: readonly TreeNodeBox[]; readonly edges: readonly TreeEdgeBox[] } {
  const nodes = layout.nodes.filter((n) => n.node === keep || intersects(nodeExtent(layout, n), box));
  const edges = layout.edges.filter((e) => edgeMeets(e, box));
  return { nodes, edges };
}

/** An SVG viewBox: x, y, width, height. */
export interface ViewBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The viewBox an overview (`treeOverviewSvg`) is stretched to, on a `width` × `height` pixel panel:
 * the layout's own box when every node's centre lies at least `pad` pixels inside the panel, else the
 * nodes' extent with `pad` pixels around it on that axis (the layout's margins are a few label widths:
 * stretched a hundredfold they left the outermost dots on the panel's edge, half cut off).
 */
export function overviewBox(layout: TreeLayout, width: number, height: number, pad: number): ViewBox {
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const n of layout.nodes) {
    minX = Math.min(minX, n.x);
    maxX = Math.max(maxX, n.x);
    minY = Math.min(minY, n.y);
    maxY = Math.max(maxY, n.y);
  }
  const axis = (lo: number, hi: number, extent: number, px: number): [number, number] => {
    if (!Number.isFinite(lo)) return [0, extent];
    const inner = Math.max(1, px - 2 * pad);
    // The layout's box: the centres' distance from its edges, in pixels.
    if ((lo / extent) * px >= pad && ((extent - hi) / extent) * px >= pad) return [0, extent];
    const span = hi - lo;
    if (span <= 0) return [lo - extent / 2, extent];
    const size = (span * px) / inner;
    return [lo - (pad * size) / px, size];
  };
  const [x, w] = axis(minX, maxX, layout.width, width);
  const [y, h] = axis(minY, maxY, layout.height, height);
  return { x, y, width: w, height: h };
}

export function sameBox(a: Box | undefined, b: Box | undefined): boolean {
  return a === b || (!!a && !!b && a.x0 === b.x0 && a.y0 === b.y0 && a.x1 === b.x1 && a.y1 === b.y1);
}
