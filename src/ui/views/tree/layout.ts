// One message's relay tree as a pure layout (d3-hierarchy's tidy tree, top-down): who relayed the
// message to whom (Wu–Yeh–Liu Sec. 3.1: the sends of m_k form a tree rooted at its source), each node
// with the time it has the message, each edge with the send's rank in its parent's send order.
import { hierarchy, tree as d3tree, type HierarchyNode, type HierarchyPointNode } from "d3";
import { firstDeliveries } from "../../../core/schedule/pack";
import type { MessageTree, Schedule } from "../../../core/schedule/types";
import { formatTime } from "../../../core/units";
import { textWidth } from "../common/axis";
import { messageColor, type ColorScheme } from "../common/colors";
import { laneName, messageName } from "../common/details";
import { messageCount } from "../gantt/layout";

export interface TreeSize {
  readonly width: number;
  readonly height: number;
}

/**
 * What a family adds to its trees (the grid: cluster size and T under each node, arrival times on the
 * edges, the critical path). Every field is optional; without them the tree is drawn as before.
 */
export interface TreeDecorations {
  /** Replaces the time beside a node (default: when it has the message; the root: "source"). */
  readonly nodeTime?: (node: number) => string | undefined;
  /** A second line beside the node, under its time (beside the root's pill). */
  readonly nodeNote?: (node: number) => string | undefined;
  /** Text beside the edge's send-order badge. */
  readonly edgeNote?: (parent: number, child: number) => string | undefined;
  /** Nodes drawn emphasised (e.g. the critical path); an edge is emphasised when both ends are. */
  readonly highlight?: ReadonlySet<number>;
  /** The line under the tree's title instead of "all have it at …". */
  readonly subtitle?: string;
  /** Where times and notes go (default "beside"); "auto" puts them under the pills when that fits better. */
  readonly labels?: LabelPlacement | "auto";
}

export interface TreeOptions {
  /** Step-through: nodes reached by steps ≥ this are faded (undefined: none). */
  readonly step?: number;
  /**
   * The quiz is asking (with `step`): the nodes reached by later steps leave the tree — where they hang,
   * and their times, would give the answer away — and wait, without times, in a row under it.
   */
  readonly hideLater?: boolean;
  readonly decorations?: TreeDecorations;
  /** The colours (presentation mode: colour-blind-safe); "normal" when absent. */
  readonly scheme?: ColorScheme;
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
  /** Not in the drawn tree yet (TreeOptions.hideLater): in the row of nodes waiting for the message. */
  readonly waiting?: boolean;
  /** A second line beside the node, under its time (TreeDecorations.nodeNote). */
  readonly note?: string;
  readonly highlight?: boolean;
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
  /** Text beside the order badge (TreeDecorations.edgeNote). */
  readonly note?: string;
  readonly highlight?: boolean;
  /**
   * An elbow edge (TreeLayout.elbows): from (x1, y1) straight down to this y, across to x2, and down
   * to (x2, y2); undefined: a straight line.
   */
  readonly bus?: number;
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
  /** TreeDecorations.subtitle, when given. */
  readonly subtitle?: string;
  /** Where the non-root nodes' times and notes are written. */
  readonly labels: LabelPlacement;
  /** The top of the row of waiting nodes (TreeOptions.hideLater), when there are any. */
  readonly waitingTop?: number;
  /**
   * The edges are elbows (`bus`): a parent fans out so wide (ELBOW_SLOPE) that straight edges to its
   * far children would run almost level with their row, across the siblings' pills and times.
   */
  readonly elbows: boolean;
}

export const NODE_RADIUS = 22;
/** Times, notes and edge numbers: readable from the back of a room (node labels are 14 px bold). */
export const TREE_TEXT_PX = 14;
const TOP = 30 + NODE_RADIUS;
const BOTTOM = NODE_RADIUS + 34;
const MIN_LEVEL = 88;
const MAX_LEVEL = 150;
/**
 * A tree's edges become elbows when a child lies further aside from its parent than this many times
 * the level height: a straight edge to it would then pass the neighbouring children less than a third
 * of a level above their centres, through their pills and the times beside them (a 64-node all-to-all's
 * source sends to 29 nodes across thousands of pixels).
 */
export const ELBOW_SLOPE = 3;
/** Under the parent's pill (or its labels), where an elbow's horizontal part runs. */
const BUS_DROP = 12;

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

/**
 * The tree as nested data from its root, following `children` (in send order) and never looping;
 * without the nodes `left` says to leave out (and what hangs under them).
 */
function nest(t: MessageTree, left: (node: number) => boolean = () => false): Datum {
  const seen = new Set<number>();
  const build = (node: number): Datum => {
    seen.add(node);
    const kids = (t.children[node] ?? []).filter((c) => !seen.has(c) && t.parent[c] === node && !left(c));
    return { node, children: kids.map(build) };
  };
  return build(t.root);
}

/** For each node of message `message`, the index of the step that delivered it (undefined: none). */
export function reachStep(s: Schedule, message: number): Map<number, number> {
  return firstDeliveries(s, message);
}

/** Where a node's time (and note) go: right of its pill, or centred under it. */
export type LabelPlacement = "beside" | "below";

/** Height of the labels under a pill in "below" placement: the time, and the note when there is one. */
export function labelBlock(withNote: boolean): number {
  return withNote ? 36 : 19;
}

export function layoutTree(
  t: MessageTree,
  s: Schedule,
  size: TreeSize,
  options: TreeOptions = {},
): TreeLayout {
  // Only step-through fades nodes: without a step the decisions are not read at all.
  const step = options.step;
  const fadedAt = step !== undefined ? reachStep(s, t.message) : undefined;
  const faded = (n: number) => {
    const st = fadedAt?.get(n);
    return step !== undefined && st !== undefined && st >= step;
  };
  const hiding = options.hideLater === true && options.step !== undefined;
  const root = hierarchy(nest(t, hiding ? faded : undefined), (d) => d.children);
  const waiting = hiding
    ? hierarchy(nest(t), (d) => d.children)
        .descendants()
        .map((d) => d.data.node)
        .filter(faded)
        .sort((a, b) => a - b)
    : [];
  const deco = options.decorations ?? {};
  const times = (n: number) => t.complete[n] ?? NaN;
  const timeLabel = (n: number) =>
    deco.nodeTime?.(n) ?? (n === t.root ? "source" : formatTime(times(n), s.timeUnit));
  const noteOf = (n: number) => deco.nodeNote?.(n);
  const edgeNoteOf = (parent: number, child: number) => deco.edgeNote?.(parent, child);
  const hwOf = (n: number) => halfWidthOf(laneName(s, n));
  /** Width of what is written beside or under a node (the root's time is always above it). */
  const labelWidth = (d: HierarchyNode<Datum>) => {
    const note = noteOf(d.data.node);
    return Math.max(
      d.parent ? textWidth(timeLabel(d.data.node), TREE_TEXT_PX) : 0,
      note ? textWidth(note, TREE_TEXT_PX) : 0,
    );
  };
  const rootLabel = textWidth(timeLabel(t.root), TREE_TEXT_PX);
  const notes = noteOf(t.root) !== undefined || root.descendants().some((d) => noteOf(d.data.node));
  const block = labelBlock(notes);
  const depth = Math.max(1, root.height);

  /** Sibling spacing, level height and node positions for one placement of the labels. */
  const place = (labels: LabelPlacement) => {
    let widest = 4 * NODE_RADIUS;
    root.each((d) => {
      const n = d.data.node;
      const hw = hwOf(n);
      // The root is alone on its level: its labels need no room between siblings.
      widest = Math.max(
        widest,
        !d.parent
          ? 2 * hw
          : labels === "beside"
            ? labelWidth(d) + 2 * hw + 12
            : Math.max(2 * hw, labelWidth(d)),
        // An edge note sits right of its badge, half way up the edge: it needs half a sibling gap.
        d.parent ? 2 * (textWidth(edgeNoteOf(d.parent.data.node, n) ?? "", TREE_TEXT_PX) + 16) - 28 : 0,
      );
    });
    // Siblings at least a label apart; spread out to use the panel when the tree is narrow.
    const minDx = Math.max(widest + 28, 96);
    const dx = Math.max(
      minDx,
      Math.min(170, (size.width - 2 * NODE_RADIUS) / Math.max(1, root.leaves().length + 0.5)),
    );
    const extra = labels === "below" ? block : 0;
    const dy = Math.max(MIN_LEVEL + extra, Math.min(MAX_LEVEL + extra, (size.height - TOP - BOTTOM) / depth));
    const laid = d3tree<Datum>()
      .nodeSize([dx, dy])
      .separation((a, b) => (a.parent === b.parent ? 1 : 1.2))(root);
    // The drawing's extent: each pill and its labels, so the outermost labels are never cut off.
    let minX = Infinity;
    let maxX = -Infinity;
    laid.each((d) => {
      const hw = hwOf(d.data.node);
      const w = labelWidth(d);
      if (!d.parent) {
        minX = Math.min(minX, d.x - Math.max(hw, rootLabel / 2));
        maxX = Math.max(maxX, d.x + Math.max(rootLabel / 2, w > 0 ? hw + 12 + w : hw));
      } else if (labels === "beside") {
        minX = Math.min(minX, d.x - hw);
        maxX = Math.max(maxX, d.x + (w > 0 ? hw + 12 + w : hw));
      } else {
        minX = Math.min(minX, d.x - Math.max(hw, w / 2));
        maxX = Math.max(maxX, d.x + Math.max(hw, w / 2));
      }
    });
    const width = Math.max(size.width, maxX - minX + 32);
    const height = TOP + root.height * dy + BOTTOM + (labels === "below" ? block - 18 : 0);
    return { laid, dy, width, height, shift: (width - (maxX - minX)) / 2 - minX };
  };

  // "auto": the placement that needs less shrinking to fit the panel (beside unless clearly worse).
  let labels: LabelPlacement = deco.labels === "below" ? "below" : "beside";
  if (deco.labels === "auto") {
    const fit = (p: { width: number; height: number }) =>
      Math.min(1, size.width / p.width, size.height / p.height);
    if (fit(place("below")) > fit(place("beside")) + 0.05) labels = "below";
  }
  const placed = place(labels);
  const { laid, shift } = placed;
  const row = waitingRow(waiting.map(hwOf), placed.width, placed.height - BOTTOM + WAITING_GAP);
  const width = placed.width;
  const height = row ? row.bottom + BOTTOM - NODE_RADIUS : placed.height;

  const lit = deco.highlight;
  const nodes: TreeNodeBox[] = [];
  const edges: TreeEdgeBox[] = [];
  const pos = (d: HierarchyPointNode<Datum>) => ({ x: d.x + shift, y: TOP + d.y });
  let elbows = false;
  laid.each((d) => {
    if (d.parent && Math.abs(d.x - d.parent.x) > ELBOW_SLOPE * placed.dy) elbows = true;
  });
  laid.each((d) => {
    const { x, y } = pos(d);
    const n = d.data.node;
    const parent = d.parent ? d.parent.data.node : -1;
    const order = d.parent ? d.parent.children!.indexOf(d) + 1 : 0;
    nodes.push({
      node: n,
      x,
      y,
      halfWidth: hwOf(n),
      label: laneName(s, n),
      time: timeLabel(n),
      complete: times(n),
      depth: d.depth,
      parent,
      order,
      root: !d.parent,
      faded: faded(n),
      ...optional("note", noteOf(n)),
      ...(lit?.has(n) ? { highlight: true } : {}),
    });
    if (d.parent) {
      const p = pos(d.parent);
      // Under a labelled parent the edge leaves from below its labels.
      const below = labels === "below" && d.parent.parent !== null;
      edges.push({
        parent,
        child: n,
        order,
        faded: faded(n),
        ...optional("note", edgeNoteOf(parent, n)),
        ...(lit?.has(n) && lit.has(parent) ? { highlight: true } : {}),
        ...(elbows
          ? elbowEdge(p, { x, y }, below ? block : 0)
          : straightEdge(p, { x, y }, hwOf(parent), hwOf(n), below ? block : null)),
      });
    }
  });
  waiting.forEach((n, i) => {
    const at = row?.at[i] ?? { x: 0, y: 0 };
    nodes.push({
      node: n,
      ...at,
      halfWidth: hwOf(n),
      label: laneName(s, n),
      time: "",
      complete: NaN,
      depth: -1,
      parent: -1,
      order: 0,
      root: false,
      faded: true,
      waiting: true,
    });
  });
  let complete = 0;
  for (const n of nodes) if (Number.isFinite(n.complete)) complete = Math.max(complete, n.complete);
  return {
    message: t.message,
    title: messageName(s, t.message),
    color: messageColor(t.message, messageCount(s), options.scheme),
    width,
    height,
    radius: NODE_RADIUS,
    labels,
    nodes,
    edges,
    elbows,
    complete,
    ...optional("subtitle", deco.subtitle),
    ...(row ? { waitingTop: row.top } : {}),
  };
}

interface Point {
  readonly x: number;
  readonly y: number;
}

type EdgeGeometry = Pick<TreeEdgeBox, "x1" | "y1" | "x2" | "y2" | "labelX" | "labelY" | "bus">;

/**
 * An elbow edge (TreeLayout.elbows) from parent p to child c: down from under p's pill (and its
 * `labels` pixels of labels under it), across at `bus`, down to c's pill; the badge sits on the last
 * part, which is the child's own.
 */
function elbowEdge(p: Point, c: Point, labels: number): EdgeGeometry {
  const y1 = p.y + NODE_RADIUS + labels + 2;
  const bus = y1 + BUS_DROP;
  const y2 = c.y - NODE_RADIUS - 6;
  return { x1: p.x, y1, x2: c.x, y2, bus, labelX: c.x, labelY: (bus + y2) / 2 };
}

/**
 * A straight edge from parent p's pill border (or from under its labels, `labelBlock` pixels high,
 * when they are written below it) to child c's, the badge half way.
 */
function straightEdge(
  p: Point,
  c: Point,
  parentHw: number,
  childHw: number,
  labelBlock: number | null,
): EdgeGeometry {
  const sy = labelBlock === null ? p.y : p.y + NODE_RADIUS + labelBlock;
  const len = Math.hypot(c.x - p.x, c.y - sy) || 1;
  const ux = (c.x - p.x) / len;
  const uy = (c.y - sy) / len;
  const from = labelBlock === null ? pillExit(parentHw, ux, uy) + 2 : 2;
  const to = pillExit(childHw, ux, uy) + 6;
  const x1 = p.x + ux * from;
  const y1 = sy + uy * from;
  const x2 = c.x - ux * to;
  const y2 = c.y - uy * to;
  return labelBlock === null
    ? { x1, y1, x2, y2, labelX: p.x + (c.x - p.x) * 0.5, labelY: p.y + (c.y - p.y) * 0.5 }
    : { x1, y1, x2, y2, labelX: (x1 + x2) / 2, labelY: (y1 + y2) / 2 };
}

/** Room between the tree's lowest level and the caption of the waiting row. */
const WAITING_GAP = 34;
const WAITING_ROW = 2 * NODE_RADIUS + 18;

/**
 * Centres of the waiting nodes (pills of the given half-widths) in rows of the drawing's width, from
 * `top` (under the row's caption); null when none wait.
 */
export function waitingRow(
  halfWidths: readonly number[],
  width: number,
  top: number,
): { top: number; bottom: number; at: { x: number; y: number }[] } | null {
  if (halfWidths.length === 0) return null;
  const gap = 14;
  const at: { x: number; y: number }[] = [];
  let y = top + 24 + NODE_RADIUS;
  let rowStart = 0;
  let x = 16;
  const centre = (from: number, to: number, used: number) => {
    const offset = Math.max(0, (width - used) / 2 - 16);
    for (let i = from; i < to; i++) (at[i] as { x: number }).x += offset;
  };
  halfWidths.forEach((hw, i) => {
    if (x + 2 * hw > width - 16 && i > rowStart) {
      centre(rowStart, i, x - gap + 16);
      rowStart = i;
      x = 16;
      y += WAITING_ROW;
    }
    at.push({ x: x + hw, y });
    x += 2 * hw + gap;
  });
  centre(rowStart, halfWidths.length, x - gap + 16);
  return { top, bottom: y + NODE_RADIUS, at };
}

/** `{ key: value }` when the value is defined, else `{}` (exactOptionalPropertyTypes-friendly). */
function optional<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return value === undefined ? {} : ({ [key]: value } as { [P in K]?: string });
}
