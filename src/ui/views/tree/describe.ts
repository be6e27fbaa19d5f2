// The tree view in words, for screen readers and the keyboard: the drawing is one image (role="img";
// a tree of hundreds of nodes at full size draws only the window in view), so the selected node is
// also written out — when it has the message, from whom (the parent's how-manieth send), and whom it
// relays it to — in a live region, and ↓ walks the tree node by node (preorder, sends in their order).
import type { MessageTree } from "../../../core/schedule/types";
import type { TreeLayout } from "./layout";

/** How many of a node's children the description names before "…". */
export const NAMED_CHILDREN = 8;

/** The nodes under `node` in the drawing, in send order (none waiting: the quiz keeps them out). */
function drawnChildren(layout: TreeLayout, node: number): { label: string }[] {
  const kids = layout.nodes.filter((n) => n.parent === node && !n.waiting);
  return kids.sort((a, b) => a.order - b.order);
}

function listed(nodes: readonly { label: string }[]): string {
  const names = nodes.slice(0, NAMED_CHILDREN).map((n) => n.label);
  return `${names.join(", ")}${nodes.length > NAMED_CHILDREN ? ", …" : ""}`;
}

/**
 * The selected node of `layout`'s tree (of the message named `message`) in one sentence, or null when
 * the node is not in it. Only what the drawing shows: a node the quiz keeps out of the tree is "not
 * reached yet", without its time.
 */
export function describeTreeNode(layout: TreeLayout, node: number, message: string): string | null {
  const n = layout.nodes.find((b) => b.node === node);
  if (!n) return null;
  if (n.waiting) return `${n.label}: not reached yet at this step.`;
  const kids = drawnChildren(layout, node);
  const relays =
    kids.length === 0
      ? "relays it to no one"
      : `relays it to ${kids.length === 1 ? "1 node" : `${kids.length} nodes`}: ${listed(kids)}`;
  const later = n.faded ? " (reached by a later step)" : "";
  if (n.root) {
    const to = kids.length === 0 ? "sends it to no one" : `sends it to ${kids.length}: ${listed(kids)}`;
    return `${n.label}: the source of ${message}; ${to}.`;
  }
  const parent = layout.nodes.find((b) => b.node === n.parent);
  const sends = parent ? drawnChildren(layout, parent.node).length : 0;
  const from = parent ? `, from ${parent.label} (its send ${n.order} of ${sends})` : "";
  return `${n.label}: has ${message} at ${n.time}${from}${later}; ${relays}.`;
}

/**
 * The node after `node` in the tree's preorder (sends in their order): its first child, else the next
 * send of the nearest node above it that has one; the root when nothing is selected (`node` < 0);
 * undefined after the last node. Never loops on a malformed tree.
 */
export function nextInPreorder(t: MessageTree, node: number): number | undefined {
  if (node < 0) return t.root;
  const kids = (t.children[node] ?? []).filter((c) => t.parent[c] === node);
  if (kids.length > 0) return kids[0];
  const seen = new Set<number>();
  let at = node;
  while (at !== t.root && !seen.has(at)) {
    seen.add(at);
    const p = t.parent[at] ?? -1;
    if (p < 0) return undefined;
    const siblings = (t.children[p] ?? []).filter((c) => t.parent[c] === p);
    const next = siblings[siblings.indexOf(at) + 1];
    if (next !== undefined) return next;
    at = p;
  }
  return undefined;
}
