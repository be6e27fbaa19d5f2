// A user's edits of the broadcast tree over clusters (tree view): re-parent a cluster (it becomes the
// new parent's last send) or reorder a cluster's sends. The result is replayed by the simulator.
import { PlanError, type PlanEdit } from "../family";
import type { GridPlan } from "./scenario";
import { planParents } from "./simulate";
import type { GridModel } from "./model";

function inRange(model: GridModel, k: number, what: string): void {
  if (!Number.isInteger(k) || k < 0 || k >= model.n) {
    throw new PlanError(`${what}: cluster ${k} does not exist (${model.n} clusters)`);
  }
}

export function applyGridEdit(model: GridModel, plan: GridPlan, edit: PlanEdit): GridPlan {
  const parent = planParents(model, plan);
  const children = plan.children.map((list) => [...list]);
  if ((edit.type === "reparent" || edit.type === "reorder-children") && edit.message !== 0) {
    throw new PlanError(`a grid broadcast has one message (0), not ${edit.message}`);
  }
  switch (edit.type) {
    case "reparent": {
      const { node, parent: to } = edit;
      inRange(model, node, "node");
      inRange(model, to, "parent");
      if (node === model.root) throw new PlanError(`P${node} is the root: it has the message from the start`);
      if (to === node) throw new PlanError(`P${node} cannot receive from itself`);
      // The new parent must not be in node's subtree, or the tree would become a cycle.
      for (let k = to; k >= 0; k = parent[k] as number) {
        if (k === node)
          throw new PlanError(`P${to} receives through P${node}, so it cannot send to P${node}`);
      }
      const from = parent[node] as number;
      if (from === to) return { children };
      const old = children[from] as number[];
      old.splice(old.indexOf(node), 1);
      children[to]?.push(node);
      return { children };
    }
    case "reorder-children": {
      inRange(model, edit.node, "node");
      const current = children[edit.node] as number[];
      const next = [...edit.children];
      const same =
        next.length === current.length &&
        [...next].sort((a, b) => a - b).join() === [...current].sort((a, b) => a - b).join();
      if (!same) {
        throw new PlanError(
          `the new order of P${edit.node}'s sends must list the same clusters (${current.map((c) => `P${c}`).join(", ") || "none"})`,
        );
      }
      children[edit.node] = next;
      return { children };
    }
    default:
      throw new PlanError(
        `grid plans support re-parenting a cluster and reordering its sends, not "${edit.type}"`,
      );
  }
}
