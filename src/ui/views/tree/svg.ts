// A relay tree as SVG: the same string is shown on screen (with the selection, the drag and the drop
// targets) and exported (without them). SVG suits a tree of a screenful; a large one is drawn on screen
// by window (viewport.ts), and exported whole.
import { INK, MUTED_INK, shade, textColorOn } from "../common/colors";
import { textWidth } from "../common/axis";
import { TREE_TEXT_PX } from "./layout";
import {
  arrowMarker,
  el,
  escapeXml,
  halo,
  headingSvg,
  num,
  svgDocument,
  text,
  type SvgHeading,
} from "../common/svg";
import type { TreeLayout, TreeNodeBox } from "./layout";
import { visibleTree, type Box } from "./viewport";

export const DROP_COLOR = "#15803d";
export const SELECTED_COLOR = "#111827";
/** Emphasised nodes and edges (TreeDecorations.highlight, e.g. the critical path). */
export const HIGHLIGHT_COLOR = "#c2410c";

/** The current decision's candidates (step-through): dashed edges and rings (views/common/candidates.ts). */
import { CANDIDATE_COLOR, CHOSEN_COLOR } from "../common/candidates";
export { CANDIDATE_COLOR, CHOSEN_COLOR };

export interface TreeMarks {
  /** The current decision's candidates (sender → receiver of this tree's message). */
  readonly candidates?: readonly {
    readonly sender: number;
    readonly receiver: number;
    readonly message: number;
    /** The heuristic's pick (solid, in CHOSEN_COLOR); absent while the quiz hides it. */
    readonly chosen?: boolean;
  }[];
  /** The selected node (thick ring). */
  readonly selected?: number;
  /** While dragging: the node dragged, where it is, the valid drop targets and the one under it. */
  readonly drag?: {
    readonly node: number;
    readonly x: number;
    readonly y: number;
    readonly targets: ReadonlySet<number>;
    readonly over?: number;
  };
}

/** A pill (a circle when hw = r) centred on (x, y), grown by `grow`. */
function pill(
  x: number,
  y: number,
  hw: number,
  r: number,
  grow: number,
  a: Record<string, string | number | undefined>,
) {
  return el("rect", {
    x: x - hw - grow,
    y: y - r - grow,
    width: 2 * (hw + grow),
    height: 2 * (r + grow),
    rx: r + grow,
    ...a,
  });
}

function nodeSvg(layout: TreeLayout, n: TreeNodeBox, marks: TreeMarks): string {
  const r = layout.radius;
  const hw = n.halfWidth;
  const fill = n.root ? layout.color : "#ffffff";
  const stroke = n.faded ? "#9ca3af" : layout.color;
  let out = "";
  const drag = marks.drag;
  if (drag && drag.targets.has(n.node)) {
    const over = drag.over === n.node;
    out += pill(n.x, n.y, hw, r, 7, {
      fill: over ? "#dcfce7" : "none",
      stroke: DROP_COLOR,
      "stroke-width": over ? 3 : 2,
      "stroke-dasharray": over ? undefined : "5 4",
    });
  }
  if (marks.selected === n.node) {
    out += pill(n.x, n.y, hw, r, 6, { fill: "none", stroke: SELECTED_COLOR, "stroke-width": 3 });
  }
  if (n.highlight && !n.faded) {
    out += pill(n.x, n.y, hw, r, 3.5, { fill: "none", stroke: HIGHLIGHT_COLOR, "stroke-width": 3 });
  }
  out += pill(n.x, n.y, hw, r, 0, {
    fill: n.faded ? "#f9fafb" : fill,
    stroke,
    "stroke-width": 3,
    "stroke-dasharray": n.faded ? "5 4" : undefined,
  });
  out += text(
    {
      x: n.x,
      y: n.y,
      "text-anchor": "middle",
      "dominant-baseline": "central",
      "font-size": 14,
      "font-weight": 700,
      fill: n.faded ? "#6b7280" : n.root ? textColorOn(layout.color) : INK,
    },
    n.label,
  );
  // The time sits right of the node (clear of the edges above and below it), or under it in "below"
  // placement; the root's is above it. A node note goes under the time (the root's: beside its pill).
  const below = layout.labels === "below" && !n.root;
  const noted = n.note !== undefined;
  if (n.time !== "")
    out += text(
      {
        x: n.root || below ? n.x : n.x + hw + 12,
        y: n.root ? n.y - r - 8 : below ? n.y + r + 10 : noted ? n.y - 9 : n.y,
        "text-anchor": n.root || below ? "middle" : "start",
        "dominant-baseline": n.root ? "auto" : "central",
        "font-size": TREE_TEXT_PX,
        fill: n.faded ? "#9ca3af" : MUTED_INK,
        "font-weight": n.root ? 400 : 600,
        ...halo(4),
      },
      n.time,
    );
  if (n.note !== undefined) {
    out += text(
      {
        x: below ? n.x : n.x + hw + 12,
        y: n.root ? n.y : below ? n.y + r + 27 : n.y + 10,
        "text-anchor": below ? "middle" : "start",
        "dominant-baseline": "central",
        "font-size": TREE_TEXT_PX,
        fill: n.faded ? "#9ca3af" : MUTED_INK,
        ...halo(4),
      },
      n.note,
    );
  }
  const what =
    (n.root
      ? `${n.label}: source`
      : n.waiting
        ? `${n.label}: not reached yet`
        : `${n.label}: has it at ${n.time} (send ${n.order} of its parent)`) +
    (n.note === undefined ? "" : ` · ${n.note}`);
  return el(
    "g",
    { "data-node": n.node, class: n.root ? "sx-tree-node sx-root" : "sx-tree-node" },
    `<title>${escapeXml(what)}</title>${out}`,
  );
}

/**
 * The nodes drawn by `draw`, the dragged one (if any) last: a dashed line from its place to the
 * pointer and a faded copy of it there (drawn with `dragged` true, so without the marks).
 */
export function nodesWithDragSvg<N extends { readonly node: number; readonly x: number; readonly y: number }>(
  nodes: readonly N[],
  drag: { readonly node: number; readonly x: number; readonly y: number } | undefined,
  opacity: number,
  draw: (n: N, dragged: boolean) => string,
): string {
  let out = "";
  for (const n of nodes) if (n.node !== drag?.node) out += draw(n, false);
  const moving = drag ? nodes.find((n) => n.node === drag.node) : undefined;
  if (drag && moving) {
    out += el("line", {
      x1: moving.x,
      y1: moving.y,
      x2: drag.x,
      y2: drag.y,
      stroke: MUTED_INK,
      "stroke-dasharray": "3 3",
    });
    out += el("g", { opacity }, draw({ ...moving, x: drag.x, y: drag.y }, true));
  }
  return out;
}

/**
 * The edges (with their send-order badges) and the nodes of one tree, at its own coordinates; with a
 * `window`, only those that draw something inside it (a large tree scrolled at full size: viewport.ts),
 * the node being dragged wherever it is.
 */
export function treeBodySvg(layout: TreeLayout, marks: TreeMarks = {}, window?: Box): string {
  const color = layout.color;
  const { nodes, edges } = window ? visibleTree(layout, window, marks.drag?.node) : layout;
  let out = "";
  for (const e of edges) {
    const lit = e.highlight && !e.faded;
    out += el(e.bus === undefined ? "line" : "path", {
      ...(e.bus === undefined
        ? { x1: e.x1, y1: e.y1, x2: e.x2, y2: e.y2 }
        : { d: `M${num(e.x1)} ${num(e.y1)}V${num(e.bus)}H${num(e.x2)}V${num(e.y2)}`, fill: "none" }),
      stroke: e.faded ? "#9ca3af" : lit ? HIGHLIGHT_COLOR : color,
      "stroke-width": lit ? 4 : 2.5,
      "stroke-dasharray": e.faded ? "6 5" : undefined,
      "marker-end": e.faded
        ? "url(#tree-arrow-faded)"
        : lit
          ? "url(#tree-arrow-highlight)"
          : `url(#tree-arrow-${layout.message})`,
      "data-edge": `${e.parent}-${e.child}`,
      ...(lit ? { "data-highlight": "true" } : {}),
    });
  }
  for (const e of edges) {
    out += el("circle", {
      cx: e.labelX,
      cy: e.labelY,
      r: 11,
      fill: "#ffffff",
      stroke: e.faded ? "#9ca3af" : shade(color, 0.5),
      "stroke-width": 1.5,
    });
    out += text(
      {
        x: e.labelX,
        y: e.labelY,
        "text-anchor": "middle",
        "dominant-baseline": "central",
        "font-size": TREE_TEXT_PX,
        "font-weight": 700,
        fill: e.faded ? "#6b7280" : INK,
      },
      String(e.order),
    );
    if (e.note !== undefined) {
      out += text(
        {
          x: e.labelX + 15,
          y: e.labelY,
          "dominant-baseline": "central",
          "font-size": TREE_TEXT_PX,
          "font-weight": e.highlight && !e.faded ? 700 : 400,
          fill: e.faded ? "#9ca3af" : e.highlight ? HIGHLIGHT_COLOR : INK,
          ...halo(4),
        },
        e.note,
      );
    }
  }
  out += candidatesSvg(layout, marks);
  if (layout.waitingTop !== undefined) {
    out += text(
      {
        x: 16,
        y: layout.waitingTop + 16,
        "font-size": TREE_TEXT_PX,
        "font-weight": 600,
        fill: MUTED_INK,
        ...halo(4),
      },
      "Not reached yet (the quiz hides where they will hang):",
    );
  }
  return (
    out + nodesWithDragSvg(nodes, marks.drag, 0.85, (n, dragged) => nodeSvg(layout, n, dragged ? {} : marks))
  );
}

/** The step's candidates of this tree's message: a dashed arrow sender → receiver, a ring on the receiver. */
function candidatesSvg(layout: TreeLayout, marks: TreeMarks): string {
  const at = new Map(layout.nodes.map((n) => [n.node, n] as const));
  let out = "";
  const ringed = new Map<number, boolean>();
  // The pick last, so it is drawn over the others.
  const list = [...(marks.candidates ?? [])].sort(
    (a, b) => Number(a.chosen ?? false) - Number(b.chosen ?? false),
  );
  for (const c of list) {
    if (c.message !== layout.message) continue;
    const a = at.get(c.sender);
    const b = at.get(c.receiver);
    if (!a || !b) continue;
    const chosen = c.chosen === true;
    if (c.sender !== c.receiver) {
      out += el("line", {
        x1: a.x,
        y1: a.y,
        x2: b.x,
        y2: b.y,
        stroke: chosen ? CHOSEN_COLOR : CANDIDATE_COLOR,
        "stroke-width": chosen ? 3.5 : 2.5,
        "stroke-dasharray": chosen ? undefined : "7 5",
        opacity: 0.85,
        "data-candidate": `${c.sender}-${c.receiver}`,
        "data-chosen": chosen ? "true" : undefined,
      });
    }
    if (ringed.get(b.node) !== true && (chosen || !ringed.has(b.node))) {
      ringed.set(b.node, chosen);
      out += pill(b.x, b.y, b.halfWidth, layout.radius, 9, {
        fill: "none",
        stroke: chosen ? CHOSEN_COLOR : CANDIDATE_COLOR,
        "stroke-width": chosen ? 3.5 : 2.5,
        "stroke-dasharray": chosen ? undefined : "4 3",
        "data-candidate-node": b.node,
        "data-chosen": chosen ? "true" : undefined,
      });
    }
  }
  return out;
}

const marker = (id: string, color: string) => arrowMarker(id, color, 6);

/** The arrowhead markers of the trees' edges: one per message colour, and grey for later steps. */
export function treeDefs(layouts: readonly TreeLayout[]): string {
  return (
    layouts.map((l) => marker(`tree-arrow-${l.message}`, l.color)).join("") +
    marker("tree-arrow-faded", "#9ca3af") +
    marker("tree-arrow-highlight", HIGHLIGHT_COLOR)
  );
}

export type TreeSvgOptions = SvgHeading;

/** The trees side by side in one SVG document, each under its message's name and a second line. */
export function treesToSvg(
  layouts: readonly TreeLayout[],
  subheading: (l: TreeLayout) => string,
  options: TreeSvgOptions = {},
): string {
  const { svg: head, bottom: y } = headingSvg(options);
  let x = 0;
  let body = "";
  let height = 0;
  for (const l of layouts) {
    const sub = subheading(l);
    const width = Math.max(l.width, textWidth(l.title, 14) * 1.08 + 48, textWidth(sub, TREE_TEXT_PX) + 48);
    body += el(
      "g",
      { transform: `translate(${num(x)} ${num(y)})` },
      el("rect", { x: 12, y: 8, width: 14, height: 14, rx: 2, fill: l.color }) +
        text({ x: 32, y: 20, "font-size": 14, "font-weight": 700, fill: INK }, l.title) +
        text({ x: 32, y: 38, "font-size": TREE_TEXT_PX, fill: MUTED_INK }, sub) +
        el("g", { transform: `translate(${num((width - l.width) / 2)} 44)` }, treeBodySvg(l)),
    );
    x += width;
    height = Math.max(height, l.height + 44);
  }
  return svgDocument(Math.max(x, 320), y + height + 8, `<defs>${treeDefs(layouts)}</defs>${head}${body}`);
}

/**
 * A tree too large to read at any scale that fits the panel (hundreds of nodes: a 256-node all-to-all's
 * tree is a hundred panels wide at full size), as an overview of its shape: the levels and who feeds
 * whom, without labels. Drawn in layout coordinates into an SVG stretched to the panel
 * (preserveAspectRatio="none"): the lines keep their width and the nodes stay round dots (zero-length
 * segments with round caps, non-scaling strokes). A handful of elements whatever the tree's size.
 */
export function treeOverviewSvg(layout: TreeLayout, marks: TreeMarks = {}): string {
  const at = new Map(layout.nodes.map((n) => [n.node, n] as const));
  let edges = "";
  let fadedEdges = "";
  let lit = "";
  for (const e of layout.edges) {
    const p = at.get(e.parent);
    const c = at.get(e.child);
    if (!p || !c) continue;
    const d = `M${num(p.x)} ${num(p.y)}L${num(c.x)} ${num(c.y)}`;
    if (e.faded) fadedEdges += d;
    else if (e.highlight) lit += d;
    else edges += d;
  }
  let dots = "";
  let fadedDots = "";
  let litDots = "";
  for (const n of layout.nodes) {
    const d = `M${num(n.x)} ${num(n.y)}h0`;
    if (n.faded) fadedDots += d;
    else if (n.highlight) litDots += d;
    else dots += d;
  }
  const line = (d: string, stroke: string, width: number, extra: Record<string, string> = {}) =>
    d === ""
      ? ""
      : el("path", {
          d,
          fill: "none",
          stroke,
          "stroke-width": width,
          "stroke-linecap": "round",
          "vector-effect": "non-scaling-stroke",
          ...extra,
        });
  let out =
    line(fadedEdges, "#9ca3af", 1, { "stroke-opacity": "0.6" }) +
    line(edges, layout.color, 1, { "stroke-opacity": "0.55" }) +
    line(lit, HIGHLIGHT_COLOR, 2);
  for (const c of marks.candidates ?? []) {
    const a = at.get(c.sender);
    const b = at.get(c.receiver);
    if (c.message !== layout.message || !a || !b) continue;
    out += line(
      `M${num(a.x)} ${num(a.y)}L${num(b.x)} ${num(b.y)}`,
      c.chosen ? CHOSEN_COLOR : CANDIDATE_COLOR,
      2,
      {
        "data-candidate": `${c.sender}-${c.receiver}`,
      },
    );
  }
  const root = layout.nodes.find((n) => n.root);
  const selected = marks.selected === undefined ? undefined : at.get(marks.selected);
  out +=
    line(fadedDots, "#9ca3af", 4) +
    line(dots, layout.color, 5) +
    line(litDots, HIGHLIGHT_COLOR, 6) +
    (selected ? line(`M${num(selected.x)} ${num(selected.y)}h0`, SELECTED_COLOR, 11) : "") +
    (selected ? line(`M${num(selected.x)} ${num(selected.y)}h0`, "#ffffff", 6) : "") +
    (root
      ? line(`M${num(root.x)} ${num(root.y)}h0`, layout.color, 14, {
          "data-overview-root": String(root.node),
        })
      : "");
  return el("g", { class: "sx-tree-overview", "data-nodes": layout.nodes.length }, out);
}

/** What the overview leaves out, in words: how deep the tree is and how many the source sends to. */
export function treeShape(layout: TreeLayout): { readonly depth: number; readonly fanOut: number } {
  let depth = 0;
  let fanOut = 0;
  for (const n of layout.nodes) {
    if (n.waiting) continue;
    depth = Math.max(depth, n.depth);
    if (n.depth === 1) fanOut++;
  }
  return { depth, fanOut };
}
