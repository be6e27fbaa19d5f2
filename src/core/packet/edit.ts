// A user's edits of a packet tree (the tree view): move a node, with its subtree, under another parent,
// or reorder a node's children. The tree is shared by all packets, so `message` is only checked to be
// a packet. The step simulation re-runs on the new plan (replay.ts).
import type { PlanEdit } from "../family";
import { PlanError } from "../family";
import type { PacketPlan, PacketScenario } from "./scenario";
import { sourceOf } from "./scenario";
import { treeShape } from "./tree";

export function applyPacketEdit(s: PacketScenario, plan: PacketPlan, edit: PlanEdit): PacketPlan {
  const tree = treeShape(plan, s.nodes, sourceOf(s));
  const node = (v: number, what: string) => {
    if (!Number.isInteger(v) || v < 0 || v >= s.nodes) {
      throw new PlanError(`${what} P${v} does not exist (${s.nodes} nodes)`);
    }
  };
  if (edit.type === "reparent") {
    if (edit.message < 0 || edit.message >= s.packets) {
      throw new PlanError(`packet ${edit.message} does not exist (${s.packets} packets)`);
    }
    node(edit.node, "node");
    node(edit.parent, "parent");
    if (edit.node === tree.source) throw new PlanError(`P${edit.node} is the source: it has no parent`);
    const old = tree.parent[edit.node] as number;
    if (old === edit.parent) return plan;
    for (let a = edit.parent; a >= 0; a = tree.parent[a] as number) {
      if (a === edit.node) {
        throw new PlanError(`P${edit.parent} is in P${edit.node}'s subtree: the move would make a cycle`);
      }
    }
    const children = plan.children.map((list) => list.filter((c) => c !== edit.node));
    // Keep "largest subtree first" among the new siblings: after every sibling at least as large.
    const siblings = children[edit.parent] as number[];
    const size = tree.subtreeSize[edit.node] as number;
    let at = 0;
    while (at < siblings.length && (tree.subtreeSize[siblings[at] as number] as number) >= size) at++;
    siblings.splice(at, 0, edit.node);
    return { children };
  }
  if (edit.type === "reorder-children") {
    node(edit.node, "node");
    const current = tree.children[edit.node] ?? [];
    const same =
      edit.children.length === current.length &&
      new Set(edit.children).size === current.length &&
      edit.children.every((c) => current.includes(c));
    if (!same) {
      throw new PlanError(
        `the new order of P${edit.node}'s children must list exactly ${current.map((c) => `P${c}`).join(", ") || "no nodes"}`,
      );
    }
    return { children: plan.children.map((list, v) => (v === edit.node ? edit.children.slice() : list)) };
  }
  throw new PlanError(
    `a packet tree cannot be edited by "${edit.type}" (only reparent and reorder-children)`,
  );
}
