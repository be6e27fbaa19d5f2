// One frame of the step animation as SVG (Kesavan–Panda Figs 5 and 8): after `done` steps, the copies
// of the last step light their edges in their packet's colour with the paper's label [t]ⱼ (packet j in
// step t, both 0-based here), earlier copies stay as grey labels, each node is filled by the share of
// the m packets its interface has, and a badge counts the packets its interface buffers in that step
// (Sec. 3.3.2). Step-through: the copies pending before the next step (Sec. 3: every interface's
// (packet, child) candidates) are dashed violet edges and rings, and the ones the discipline sends
// next are drawn solid — unless the class quiz hides the pick until the step is taken. Every label is
// layout.font px (14, or 18 when presenting). Pure: the same string is shown on screen and exported.
import { GHOST_STROKE, INK, MUTED_INK, messageColor } from "../../views/common/colors";
import { arrowMarker, el, escapeXml, halo, text } from "../../views/common/svg";
import {
  CANDIDATE_COLOR,
  DROP_COLOR,
  nodesWithDragSvg,
  SELECTED_COLOR,
  type TreeMarks,
} from "../../views/tree/svg";
import type { PacketTreeLayout } from "./tree-layout";
import { textWidth } from "../../views/common/axis";
import type { Copy, PendingCopy } from "./timeline";

export interface StepFrame {
  readonly m: number;
  /** Copies of the step just done (done − 1), lit. */
  readonly lit: readonly Copy[];
  /** Earlier copies per edge (by child): [step, packet], oldest first; omitted for big trees. */
  readonly history?: ReadonlyMap<number, readonly (readonly [number, number])[]>;
  /** Packets each node's interface has. */
  readonly received: Int32Array;
  /** Packets each node's interface buffers in the step just done. */
  readonly buffered: (node: number) => number;
  readonly source: number;
  /** The copies pending before the next step (step-through candidates); omitted: none drawn. */
  readonly pending?: readonly PendingCopy[];
  /** Whether the next step's picks are drawn apart from the other candidates (false in the quiz). */
  readonly reveal?: boolean;
}

/** The selection and the drag, as on the tree view. */
export type StepMarks = TreeMarks;

const SUB = "₀₁₂₃₄₅₆₇₈₉";

/**
 * The paper's [t]ⱼ: step t, packet j, the packet as a subscript. `step` is the simulator's (from 0);
 * the label counts steps from 1 as the paper and every other number on screen do (packets from 0, like
 * messages).
 */
export function stepLabel(step: number, packet: number): string {
  const sub = String(packet)
    .split("")
    .map((d) => SUB[Number(d)] ?? d)
    .join("");
  return `[${step + 1}]${sub}`;
}

export const DONE_FILL = "#1d4ed8";
export const PART_FILL = "#bfdbfe";
export const SOURCE_FILL = "#111827";
export const BUFFER_FILL = "#d97706";
export const EDGE_IDLE = "#cbd5e1";
export const EDGE_USED = "#6b7280";
/** Edge labels keep at most this many earlier copies (then "…"). */
const MAX_HISTORY = 4;

/** The labels of one edge that fit its room: the current copy always, then the latest earlier ones. */
export function edgeLabelParts(
  older: readonly (readonly [number, number])[],
  current: Copy | undefined,
  done: number,
  room: number,
  fontSize: number,
): { readonly parts: readonly (readonly [number, number])[]; readonly cut: boolean } {
  const earlier = older.filter(([t]) => t < done - 1);
  let used = current ? textWidth(` ${stepLabel(done - 1, current.packet)}`, fontSize) : 0;
  const kept: (readonly [number, number])[] = [];
  for (let i = earlier.length - 1; i >= 0 && kept.length < MAX_HISTORY; i--) {
    const [t, j] = earlier[i] as readonly [number, number];
    const w = textWidth(` ${stepLabel(t, j)}`, fontSize);
    const ellipsis = i > 0 ? textWidth("…", fontSize) : 0;
    if (used + w + ellipsis > room) break;
    kept.unshift([t, j]);
    used += w;
  }
  return { parts: kept, cut: kept.length < earlier.length };
}

function edgeLabel(
  layout: PacketTreeLayout,
  index: number,
  older: readonly (readonly [number, number])[],
  current: Copy | undefined,
  done: number,
  m: number,
): string {
  const edge = layout.edges[index] as PacketTreeLayout["edges"][number];
  const fontSize = layout.font;
  const { parts, cut } = edgeLabelParts(older, current, done, layout.labelRoom[index] ?? 0, fontSize);
  if (parts.length === 0 && !current) return "";
  const spans: string[] = [];
  if (cut) spans.push(el("tspan", { fill: MUTED_INK }, "…"));
  for (const [t, j] of parts) spans.push(el("tspan", { fill: MUTED_INK }, ` ${stepLabel(t, j)}`));
  if (current) {
    spans.push(
      el(
        "tspan",
        { fill: messageColor(current.packet, m), "font-weight": 800 },
        ` ${stepLabel(done - 1, current.packet)}`,
      ),
    );
  }
  return el(
    "text",
    {
      x: edge.labelX,
      y: edge.labelY,
      "text-anchor": "middle",
      "font-size": fontSize,
      "font-weight": 600,
      ...halo(4),
    },
    spans.join(""),
  );
}

export function stepTreeSvg(layout: PacketTreeLayout, frame: StepFrame, done: number, marks: StepMarks = {}) {
  const r = layout.radius;
  const litByChild = new Map<number, Copy>();
  for (const c of frame.lit) litByChild.set(c.to, c);
  let lines = "";
  let labels = "";
  layout.edges.forEach((e, index) => {
    const lit = litByChild.get(e.child);
    const older = frame.history?.get(e.child) ?? [];
    const used = older.length > 0 || frame.received[e.child]! > 0;
    const color = lit ? messageColor(lit.packet, frame.m) : used ? EDGE_USED : EDGE_IDLE;
    lines += el("line", {
      x1: e.x1,
      y1: e.y1,
      x2: e.x2,
      y2: e.y2,
      stroke: color,
      "stroke-width": (lit ? Math.max(2.5, Math.min(5, r / 3.5)) : layout.named ? 1.8 : 0.8) * layout.stroke,
      "stroke-dasharray": lit || used ? undefined : "4 4",
      "marker-end": lit && layout.named ? `url(#pk-arrow-${lit.packet % 64})` : undefined,
      "data-edge": `${e.parent}-${e.child}`,
      "data-lit": lit ? lit.packet : undefined,
    });
    if (layout.named && (frame.history || lit)) {
      labels += edgeLabel(layout, index, older, lit, done, frame.m);
    }
  });
  const nodes = nodesWithDragSvg(layout.nodes, marks.drag, 0.8, (n, dragged) =>
    nodeSvg(layout, n, frame, dragged ? {} : marks),
  );
  // The candidates lie under the edges, a wide violet band along each one.
  return pendingSvg(layout, frame) + lines + labels + nodes;
}

/** The pending copies of the next step, by edge (child): the packets, and whether one is sent next. */
export function pendingByEdge(
  pending: readonly PendingCopy[],
): Map<number, { readonly from: number; readonly packets: number[]; chosen: number | undefined }> {
  const out = new Map<number, { from: number; packets: number[]; chosen: number | undefined }>();
  for (const c of pending) {
    let e = out.get(c.to);
    if (!e) out.set(c.to, (e = { from: c.from, packets: [], chosen: undefined }));
    e.packets.push(c.packet);
    if (c.chosen) e.chosen = c.packet;
  }
  return out;
}

/** Dashed violet edges and rings on the children with pending copies; the next picks solid. */
function pendingSvg(layout: PacketTreeLayout, frame: StepFrame): string {
  if (!frame.pending || frame.pending.length === 0) return "";
  const at = new Map(layout.nodes.map((n) => [n.node, n] as const));
  const edgeOf = new Map(layout.edges.map((e) => [e.child, e] as const));
  const w = layout.stroke;
  let out = "";
  for (const [child, e] of pendingByEdge(frame.pending)) {
    const b = at.get(child);
    const line = edgeOf.get(child);
    if (!b || !line) continue;
    const picked = frame.reveal !== false && e.chosen !== undefined;
    const what =
      `P${e.from} → P${child}: packet${e.packets.length === 1 ? "" : "s"} ${e.packets.join(", ")} pending` +
      (picked ? `; the next step sends packet ${e.chosen}` : "");
    const grow = Math.max(5, layout.radius * 0.3);
    out += el(
      "g",
      { "data-candidate": `${e.from}-${child}`, ...(picked ? { "data-chosen": e.chosen } : {}) },
      `<title>${escapeXml(what)}</title>` +
        el("line", {
          x1: line.x1,
          y1: line.y1,
          x2: line.x2,
          y2: line.y2,
          stroke: CANDIDATE_COLOR,
          "stroke-width": (picked ? 7 : 5) * w,
          "stroke-dasharray": picked ? undefined : `${8 * w} ${5 * w}`,
          "stroke-linecap": "round",
          opacity: picked ? 0.55 : 0.4,
        }) +
        el("circle", {
          cx: b.x,
          cy: b.y,
          r: layout.radius + grow,
          fill: "none",
          stroke: CANDIDATE_COLOR,
          "stroke-width": (picked ? 3.5 : 2) * w,
          "stroke-dasharray": picked ? undefined : `${4 * w} ${3 * w}`,
        }),
    );
  }
  return out;
}

function nodeSvg(
  layout: PacketTreeLayout,
  n: PacketTreeLayout["nodes"][number],
  frame: StepFrame,
  marks: StepMarks,
): string {
  const r = layout.radius;
  const got = frame.received[n.node] ?? 0;
  const all = got >= frame.m;
  const source = n.node === frame.source;
  const fill = source ? SOURCE_FILL : all ? DONE_FILL : got > 0 ? PART_FILL : "#ffffff";
  let out = "";
  const drag = marks.drag;
  if (drag && drag.targets.has(n.node)) {
    const over = drag.over === n.node;
    out += el("circle", {
      cx: n.x,
      cy: n.y,
      r: r + 6,
      fill: over ? "#dcfce7" : "none",
      stroke: DROP_COLOR,
      "stroke-width": over ? 3 : 2,
      "stroke-dasharray": over ? undefined : "4 3",
    });
  }
  if (marks.selected === n.node) {
    out += el("circle", {
      cx: n.x,
      cy: n.y,
      r: r + 5,
      fill: "none",
      stroke: SELECTED_COLOR,
      "stroke-width": 3,
    });
  }
  out += el("circle", {
    cx: n.x,
    cy: n.y,
    r,
    fill,
    stroke: source || all ? fill : got > 0 ? "#3b82f6" : GHOST_STROKE,
    "stroke-width": (layout.named ? 2 : 0.6) * layout.stroke,
  });
  if (layout.named) {
    out += text(
      {
        x: n.x,
        y: n.y,
        "text-anchor": "middle",
        "dominant-baseline": "central",
        "font-size": layout.font,
        "font-weight": 700,
        fill: source || all ? "#ffffff" : INK,
      },
      n.label,
    );
    if (source) {
      out += text(
        {
          x: n.x,
          y: n.y - r - Math.round(layout.font * 0.5),
          "text-anchor": "middle",
          "font-size": layout.font,
          fill: MUTED_INK,
          ...halo(3),
        },
        "source",
      );
    } else {
      out += text(
        {
          x: n.x,
          y: n.y + r + layout.font + 1,
          "text-anchor": "middle",
          "font-size": layout.font,
          "font-weight": 600,
          fill: all ? DONE_FILL : MUTED_INK,
          ...halo(3),
        },
        `${got}/${frame.m}`,
      );
    }
  }
  const held = frame.buffered(n.node);
  if (held > 0 && layout.named) {
    // On the circle's lower right, inside the slot the layout keeps between neighbours (the [t]ⱼ
    // labels take the room above).
    const br = Math.max(layout.font * 0.6, r * 0.42);
    const bx = n.x + r * 0.8;
    const by = n.y + r * 0.8;
    out += el("circle", { cx: bx, cy: by, r: br, fill: BUFFER_FILL, stroke: "#ffffff", "stroke-width": 1.5 });
    out += text(
      {
        x: bx,
        y: by,
        "text-anchor": "middle",
        "dominant-baseline": "central",
        "font-size": layout.font,
        "font-weight": 700,
        fill: "#ffffff",
      },
      String(held),
    );
  }
  const what = source
    ? `P${n.node}: source, has all ${frame.m} packets`
    : `P${n.node}: ${got} of ${frame.m} packets${held > 0 ? `, ${held} in its interface's buffer` : ""}`;
  return el("g", { "data-node": n.node }, `<title>${escapeXml(what)}</title>${out}`);
}

/** Arrowheads for lit edges, one per packet colour (up to 64 distinct). */
export function stepDefs(m: number): string {
  let out = "";
  for (let j = 0; j < Math.min(m, 64); j++) {
    out += arrowMarker(`pk-arrow-${j}`, messageColor(j, m), 4);
  }
  return out;
}
