// Editing a relay tree by hand: which nodes may become a node's new parent (never itself, nor one of
// its own descendants — that would make a cycle —, nor its current parent), what a drop means
// (onto a node: reparent; beside its siblings: reorder), and moving a child left or right.
import type { PlanEdit } from "../../../core/family";
import type { MessageTree } from "../../../core/schedule/types";
import type { TreeLayout, TreeNodeBox } from "./layout";

export function inTree(t: MessageTree, node: number): boolean {
  return node === t.root || (t.parent[node] ?? -2) >= 0;
}

/** `node` and everything below it. */
export function subtree(t: MessageTree, node: number): Set<number> {
  const out = new Set<number>();
  const stack = [node];
  while (stack.length > 0) {
    const n = stack.pop() as number;
    if (out.has(n)) continue;
    out.add(n);
    for (const c of t.children[n] ?? []) stack.push(c);
  }
  return out;
}

/** The nodes `node` may be moved under (empty for the root and nodes outside the tree). */
export function validParents(t: MessageTree, node: number): number[] {
  if (node === t.root || !inTree(t, node)) return [];
  const own = subtree(t, node);
  const out: number[] = [];
  for (let n = 0; n < t.parent.length; n++) {
    if (inTree(t, n) && !own.has(n) && n !== t.parent[node]) out.push(n);
  }
  return out;
}

/** The node drawn under point (x, y), within its circle plus `slop`. */
export function nodeAt(layout: TreeLayout, x: number, y: number, slop = 6): TreeNodeBox | undefined {
  let best: TreeNodeBox | undefined;
  let bestD = Infinity;
  for (const n of layout.nodes) {
    // Distance to the pill: to its centre segment, minus the radius.
    const straight = n.halfWidth - layout.radius;
    const dx = Math.max(0, Math.abs(n.x - x) - straight);
    const d = Math.hypot(dx, n.y - y);
    if (d <= layout.radius + slop && d < bestD) {
      best = n;
      bestD = d;
    }
  }
  return best;
}

/**
 * What dropping `node` at (x, y) means: onto another node → reparent (only onto a valid parent);
 * on its own row, among its siblings → reorder its parent's children by x; anything else → null.
 */
export function dropEdit(
  t: MessageTree,
  layout: TreeLayout,
  node: number,
  x: number,
  y: number,
): PlanEdit | null {
  const dragged = layout.nodes.find((n) => n.node === node);
  if (!dragged || dragged.root) return null;
  const target = nodeAt(layout, x, y);
  if (target && target.node !== node) {
    return validParents(t, node).includes(target.node)
      ? { type: "reparent", message: t.message, node, parent: target.node }
      : null;
  }
  if (Math.abs(y - dragged.y) > layout.radius * 1.6) return null;
  const siblings = layout.nodes.filter((n) => n.parent === dragged.parent);
  if (siblings.length < 2) return null;
  const order = siblings
    .map((n) => ({ node: n.node, x: n.node === node ? x : n.x }))
    .sort((a, b) => a.x - b.x)
    .map((n) => n.node);
  const current = t.children[dragged.parent] ?? [];
  if (order.every((n, i) => n === current[i])) return null;
  return { type: "reorder-children", message: t.message, node: dragged.parent, children: order };
}

/** Move `node` one place earlier (-1) or later (+1) in its parent's send order; null at the ends. */
export function moveChildEdit(t: MessageTree, node: number, delta: -1 | 1): PlanEdit | null {
  const parent = t.parent[node] ?? -2;
  if (parent < 0) return null;
  const children = [...(t.children[parent] ?? [])];
  const i = children.indexOf(node);
  const j = i + delta;
  if (i < 0 || j < 0 || j >= children.length) return null;
  children[i] = children[j] as number;
  children[j] = node;
  return { type: "reorder-children", message: t.message, node: parent, children };
}
