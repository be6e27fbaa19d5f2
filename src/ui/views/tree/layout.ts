// One message's relay tree as a pure layout (d3-hierarchy's tidy tree, top-down): who relayed the
// message to whom (Wu–Yeh–Liu Sec. 3.1: the sends of m_k form a tree rooted at its source), each node
// with the time it has the message, each edge with the send's rank in its parent's send order.
import { hierarchy, tree as d3tree, type HierarchyPointNode } from "d3";
import type { MessageTree, Schedule } from "../../../core/schedule/types";
import { formatTime } from "../../../core/units";
import { textWidth } from "../common/axis";
import { messageColor } from "../common/colors";
import { laneName, messageName } from "../common/details";
import { messageCount } from "../gantt/layout";

export interface TreeSize {
  readonly width: number;
  readonly height: number;
}

export interface TreeOptions {
  /** Step-through: nodes reached by steps ≥ this are faded (undefined: none). */
  readonly step?: number;
}

export interface TreeNodeBox {
  readonly node: number;
  readonly x: number;
  readonly y: number;
  /** Half the width of the node's pill (a circle of radius NODE_RADIUS for short labels). */
  readonly halfWidth: number;
  /** "P3", or the cluster's name. */
  readonly label: string;
  /** "12 µs"; the root: "source". */
  readonly time: string;
  readonly complete: number;
  readonly depth: number;
  /** -1 for the root. */
  readonly parent: number;
  /** 1-based rank among its parent's sends of this message; 0 for the root. */
  readonly order: number;
  readonly root: boolean;
  /** Reached by a later step of the step-through. */
  readonly faded: boolean;
}

export interface TreeEdgeBox {
  readonly parent: number;
  readonly child: number;
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  /** Send order at the parent: 1, 2, … */
  readonly order: number;
  readonly labelX: number;
  readonly labelY: number;
  readonly faded: boolean;
}

export interface TreeLayout {
  readonly message: number;
  readonly title: string;
  readonly color: string;
  readonly width: number;
  readonly height: number;
  readonly radius: number;
  readonly nodes: readonly TreeNodeBox[];
  readonly edges: readonly TreeEdgeBox[];
  /** When the last node has the message. */
  readonly complete: number;
}

export const NODE_RADIUS = 22;
const TOP = 30 + NODE_RADIUS;
const BOTTOM = NODE_RADIUS + 34;
const MIN_LEVEL = 88;
const MAX_LEVEL = 150;

/** Half-width of a node's pill: a circle for "P12", wider for a cluster name. */
export function halfWidthOf(label: string): number {
  return Math.max(NODE_RADIUS, textWidth(label, 14) / 2 + 10);
}

/** Distance from a pill's centre to its border along the unit direction (ux, uy). */
function pillExit(halfWidth: number, ux: number, uy: number): number {
  const straight = halfWidth - NODE_RADIUS; // the flat top and bottom
  if (Math.abs(uy) < 1e-9) return halfWidth;
  const toFlat = NODE_RADIUS / Math.abs(uy);
  if (Math.abs(ux * toFlat) <= straight) return toFlat;
  // Through a rounded end: solve |(t·ux ∓ straight, t·uy)| = r.
  const cx = Math.sign(ux) * straight;
  const b = ux * cx;
  const c = cx * cx - NODE_RADIUS * NODE_RADIUS;
  return b + Math.sqrt(Math.max(0, b * b - c));
}

interface Datum {
  readonly node: number;
  readonly children: Datum[];
}

/** The tree as nested data from its root, following `children` (in send order) and never looping. */
function nest(t: MessageTree): Datum {
  const seen = new Set<number>();
  const build = (node: number): Datum => {
    seen.add(node);
    const kids = (t.children[node] ?? []).filter((c) => !seen.has(c) && t.parent[c] === node);
    return { node, children: kids.map(build) };
  };
  return build(t.root);
}

/** For each node of message `message`, the index of the step that delivered it (undefined: none). */
export function reachStep(s: Schedule, message: number): Map<number, number> {
  const out = new Map<number, number>();
  s.steps.forEach((st, i) => {
    if (st.message === message && !out.has(st.receiver)) out.set(st.receiver, i);
  });
  return out;
}

export function layoutTree(
  t: MessageTree,
  s: Schedule,
  size: TreeSize,
  options: TreeOptions = {},
): TreeLayout {
  const root = hierarchy(nest(t), (d) => d.children);
  const times = (n: number) => t.complete[n] ?? NaN;
  const timeLabel = (n: number) => (n === t.root ? "source" : formatTime(times(n), s.timeUnit));
  let widest = 4 * NODE_RADIUS;
  root.each((d) => {
    widest = Math.max(
      widest,
      textWidth(timeLabel(d.data.node), 13) + 2 * halfWidthOf(laneName(s, d.data.node)),
    );
  });
  // Siblings at least a label apart; spread out to use the panel when the tree is narrow.
  const minDx = Math.max(widest + 28, 96);
  const dx = Math.max(
    minDx,
    Math.min(170, (size.width - 2 * NODE_RADIUS) / Math.max(1, root.leaves().length + 0.5)),
  );
  const depth = Math.max(1, root.height);
  const dy = Math.max(MIN_LEVEL, Math.min(MAX_LEVEL, (size.height - TOP - BOTTOM) / depth));
  const laid = d3tree<Datum>()
    .nodeSize([dx, dy])
    .separation((a, b) => (a.parent === b.parent ? 1 : 1.2))(root);

  let minX = Infinity;
  let maxX = -Infinity;
  laid.each((d) => {
    minX = Math.min(minX, d.x);
    maxX = Math.max(maxX, d.x);
  });
  const contentWidth = maxX - minX + dx;
  const width = Math.max(size.width, contentWidth);
  const shift = (width - (maxX - minX)) / 2 - minX;

  const fadedAt = reachStep(s, t.message);
  const faded = (n: number) => {
    const st = fadedAt.get(n);
    return options.step !== undefined && st !== undefined && st >= options.step;
  };
  const nodes: TreeNodeBox[] = [];
  const edges: TreeEdgeBox[] = [];
  const pos = (d: HierarchyPointNode<Datum>) => ({ x: d.x + shift, y: TOP + d.y });
  laid.each((d) => {
    const { x, y } = pos(d);
    const n = d.data.node;
    const parent = d.parent ? d.parent.data.node : -1;
    const order = d.parent ? d.parent.children!.indexOf(d) + 1 : 0;
    nodes.push({
      node: n,
      x,
      y,
      halfWidth: halfWidthOf(laneName(s, n)),
      label: laneName(s, n),
      time: timeLabel(n),
      complete: times(n),
      depth: d.depth,
      parent,
      order,
      root: !d.parent,
      faded: faded(n),
    });
    if (d.parent) {
      const p = pos(d.parent);
      const len = Math.hypot(x - p.x, y - p.y) || 1;
      const ux = (x - p.x) / len;
      const uy = (y - p.y) / len;
      const from = pillExit(halfWidthOf(laneName(s, parent)), ux, uy) + 2;
      const to = pillExit(halfWidthOf(laneName(s, n)), ux, uy) + 6;
      edges.push({
        parent,
        child: n,
        x1: p.x + ux * from,
        y1: p.y + uy * from,
        x2: x - ux * to,
        y2: y - uy * to,
        order,
        labelX: p.x + (x - p.x) * 0.5,
        labelY: p.y + (y - p.y) * 0.5,
        faded: faded(n),
      });
    }
  });
  let complete = 0;
  for (const n of nodes) if (Number.isFinite(n.complete)) complete = Math.max(complete, n.complete);
  return {
    message: t.message,
    title: messageName(s, t.message),
    color: messageColor(t.message, messageCount(s)),
    width,
    height: TOP + root.height * dy + BOTTOM,
    radius: NODE_RADIUS,
    nodes,
    edges,
    complete,
  };
}
