// The step frame of a large tree (no room for names or labels) painted on a canvas: hundreds of nodes
// and edges change colour at every step, which as SVG costs a DOM rebuild per step (≈ 200 ms at 1024
// nodes). Same marks as step-svg.ts — lit edges in their packet's colour, nodes filled by the packets
// they have — batched into one path per colour.
import { messageColor, type ColorScheme } from "../../views/common/colors";
import { DROP_COLOR, SELECTED_COLOR } from "../../views/tree/svg";
import {
  DONE_FILL,
  EDGE_IDLE,
  EDGE_USED,
  PART_FILL,
  SOURCE_FILL,
  type StepFrame,
  type StepMarks,
} from "./step-svg";
import type { PacketTreeLayout } from "./tree-layout";

/** The minimal 2D context the painter needs (a test double implements just this). */
export type PaintContext = Pick<
  CanvasRenderingContext2D,
  | "beginPath"
  | "moveTo"
  | "lineTo"
  | "arc"
  | "stroke"
  | "fill"
  | "setLineDash"
  | "clearRect"
  | "save"
  | "restore"
  | "setTransform"
> & {
  strokeStyle: CanvasRenderingContext2D["strokeStyle"];
  fillStyle: CanvasRenderingContext2D["fillStyle"];
  lineWidth: number;
};

export function paintStepTree(
  ctx: PaintContext,
  layout: PacketTreeLayout,
  frame: StepFrame,
  marks: StepMarks,
  pixelRatio: number,
  scheme: ColorScheme = "normal",
): void {
  ctx.setTransform(pixelRatio, 0, 0, pixelRatio, 0, 0);
  ctx.clearRect(0, 0, layout.width, layout.height);
  const lit = new Map<number, number>();
  for (const c of frame.lit) lit.set(c.to, c.packet);

  // Edges: idle (dashed), used, then lit grouped by packet colour.
  const byColor = new Map<string, PacketTreeLayout["edges"][number][]>();
  const idle: PacketTreeLayout["edges"][number][] = [];
  const used: PacketTreeLayout["edges"][number][] = [];
  for (const e of layout.edges) {
    const packet = lit.get(e.child);
    if (packet !== undefined) {
      const color = messageColor(packet, frame.m, scheme);
      const list = byColor.get(color) ?? [];
      list.push(e);
      byColor.set(color, list);
    } else if ((frame.received[e.child] ?? 0) > 0) used.push(e);
    else idle.push(e);
  }
  const strokeEdges = (list: readonly PacketTreeLayout["edges"][number][], color: string, width: number) => {
    if (list.length === 0) return;
    ctx.beginPath();
    for (const e of list) {
      ctx.moveTo(e.x1, e.y1);
      ctx.lineTo(e.x2, e.y2);
    }
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    ctx.stroke();
  };
  ctx.setLineDash([3, 3]);
  strokeEdges(idle, EDGE_IDLE, 0.8);
  ctx.setLineDash([]);
  strokeEdges(used, EDGE_USED, 0.8);
  for (const [color, list] of byColor) strokeEdges(list, color, 2.5);

  // Nodes, one path per fill.
  const r = layout.radius;
  const groups = new Map<string, PacketTreeLayout["nodes"][number][]>();
  for (const n of layout.nodes) {
    const got = frame.received[n.node] ?? 0;
    const fill =
      n.node === frame.source ? SOURCE_FILL : got >= frame.m ? DONE_FILL : got > 0 ? PART_FILL : "#ffffff";
    const list = groups.get(fill) ?? [];
    list.push(n);
    groups.set(fill, list);
  }
  for (const [fill, list] of groups) {
    ctx.beginPath();
    for (const n of list) {
      ctx.moveTo(n.x + r, n.y);
      ctx.arc(n.x, n.y, r, 0, 2 * Math.PI);
    }
    ctx.fillStyle = fill;
    ctx.fill();
    if (fill === "#ffffff" || fill === PART_FILL) {
      ctx.strokeStyle = fill === PART_FILL ? "#3b82f6" : "#9ca3af";
      ctx.lineWidth = 0.6;
      ctx.stroke();
    }
  }

  const ring = (x: number, y: number, radius: number, color: string, width: number, dash: number[] = []) => {
    ctx.beginPath();
    ctx.moveTo(x + radius, y);
    ctx.arc(x, y, radius, 0, 2 * Math.PI);
    ctx.setLineDash(dash);
    ctx.strokeStyle = color;
    ctx.lineWidth = width;
    ctx.stroke();
    ctx.setLineDash([]);
  };
  const d = marks.drag;
  if (d) {
    for (const n of layout.nodes) {
      if (d.targets.has(n.node)) ring(n.x, n.y, r + 3, DROP_COLOR, d.over === n.node ? 2.5 : 1, [2, 2]);
    }
    ring(d.x, d.y, r + 2, SELECTED_COLOR, 2);
  }
  const sel = marks.selected === undefined ? undefined : layout.nodes.find((n) => n.node === marks.selected);
  if (sel) ring(sel.x, sel.y, r + 4, SELECTED_COLOR, 2.5);
}
