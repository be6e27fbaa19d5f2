// The multicast tree of Kesavan–Panda Sec. 4 (k-binomial, binomial, linear or hand-edited) laid out to
// fit one panel of the step view (d3-hierarchy's tidy tree, source on top, children left to right in
// send order). Node size adapts to the room: names inside the nodes while they fit, bare dots for
// large trees. Each edge's [t]ⱼ labels sit just above its child, centred, and the edge stops above
// them (an arrow into the labels, then the node): centred labels get the whole gap between
// neighbouring nodes, where labels beside fanned-out edges would collide. The result is a TreeLayout,
// so the generic tree view's hit testing and drop rules (src/ui/views/tree/edit.ts) apply unchanged.
import { hierarchy, tree as d3tree } from "d3";
import type { TreeLayout, TreeNodeBox, TreeEdgeBox } from "../../views/tree/layout";
import type { TreeInput } from "./timeline";

export interface PacketTreeLayout extends TreeLayout {
  /** Levels below the source. */
  readonly depth: number;
  /** Node names inside the circles, counts under them and [t]ⱼ labels over them. */
  readonly named: boolean;
  /** labelRoom[i]: the width edges[i]'s label may take, centred on (labelX, labelY). */
  readonly labelRoom: readonly number[];
}

export const MAX_RADIUS = 18;
const MIN_RADIUS = 2.5;
/** Below this radius nodes are dots without names. */
export const LABEL_RADIUS = 9;
/** Height kept between an edge's end and its child for the labels. */
export const LABEL_BAND = 24;
/** Room above the source for its "source" label, and below the deepest nodes for their counts. */
const TOP = 44;
const SIDE = 30;
const BOTTOM = 38;

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
): PacketTreeLayout {
  const root = hierarchy<number>(t.source, (v) => (t.children[v] ?? []) as number[]);
  const depth = Math.max(1, root.height);
  const innerW = Math.max(40, size.width - 2 * SIDE);
  const innerH = Math.max(40, size.height - TOP - BOTTOM);
  const laid = d3tree<number>()
    .size([innerW, innerH])
    .separation((a, b) => (a.parent === b.parent ? 1 : 1.25))(root);

  // The smallest horizontal gap between neighbours on a level bounds the node size.
  const levels = new Map<number, number[]>();
  laid.each((d) => {
    const xs = levels.get(d.depth) ?? [];
    xs.push(d.x);
    levels.set(d.depth, xs);
  });
  let gap = innerW;
  for (const xs of levels.values()) {
    xs.sort((a, b) => a - b);
    for (let i = 1; i < xs.length; i++) gap = Math.min(gap, (xs[i] as number) - (xs[i - 1] as number));
  }
  const dy = innerH / depth;
  const radius = Math.max(MIN_RADIUS, Math.min(MAX_RADIUS, gap * 0.36, dy * 0.22));
  const labels = radius >= LABEL_RADIUS;

  const nodes: TreeNodeBox[] = [];
  const edges: TreeEdgeBox[] = [];
  laid.each((d) => {
    const x = SIDE + d.x;
    const y = TOP + d.y;
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
      const px = SIDE + d.parent.x;
      const py = TOP + d.parent.y;
      const len = Math.hypot(x - px, y - py) || 1;
      const ux = (x - px) / len;
      const uy = (y - py) / len;
      // Stop where the edge is LABEL_BAND above the child's top (never past half the edge).
      const stop = labels ? Math.min((radius + LABEL_BAND) / Math.max(uy, 0.2), len / 2) : radius + 1;
      edges.push({
        parent,
        child: d.data,
        x1: px + ux * (radius + 1),
        y1: py + uy * (radius + 1),
        x2: x - ux * stop,
        y2: y - uy * stop,
        order,
        labelX: x,
        labelY: y - radius - 8,
        faded: false,
      });
    }
  });
  return {
    message: 0,
    title: "",
    color: "#374151",
    width: size.width,
    height: size.height,
    radius,
    nodes,
    edges,
    complete: 0,
    depth: root.height,
    labels: "beside",
    named: labels,
    labelRoom: labelRooms(nodes, edges, size.width),
  };
}
