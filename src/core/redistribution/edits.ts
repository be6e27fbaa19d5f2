// Plan edits of the redistribution family: a user drags an event to another position in its sender's
// column of the timing diagram (Bhat et al. Sec. 4.2, Fig. 3), i.e. reorders that sender's sends. The
// other edit kinds (trees, groupings) have no meaning here.
import { PlanError, type PlanEdit } from "../family";
import type { RedistributionPlan } from "./scenario";

export function applyRedistributionEdit(plan: RedistributionPlan, edit: PlanEdit): RedistributionPlan {
  if (edit.type !== "reorder-sends") {
    throw new PlanError(`a redistribution plan is per-node send orders; "${edit.type}" does not apply`);
  }
  const current = plan.sends[edit.node];
  if (!current) {
    throw new PlanError(`P${edit.node} does not exist (${plan.sends.length} processors)`);
  }
  const n = current.length;
  const seen = new Set<number>();
  for (const k of edit.order) {
    if (!Number.isInteger(k) || k < 0 || k >= n) {
      throw new PlanError(`the new order of P${edit.node}'s sends names position ${k}; it has ${n} sends`);
    }
    if (seen.has(k)) throw new PlanError(`the new order of P${edit.node}'s sends names position ${k} twice`);
    seen.add(k);
  }
  if (seen.size !== n) {
    throw new PlanError(
      `the new order of P${edit.node}'s sends must name all ${n} positions, names ${seen.size}`,
    );
  }
  const sends = plan.sends.map((l, i) =>
    i === edit.node ? edit.order.map((k) => current[k] as number) : l.slice(),
  );
  return { sends };
}

/** The edit that moves P_node's send at position `from` to position `to` (a drag in its column). */
export function moveSend(plan: RedistributionPlan, node: number, from: number, to: number): PlanEdit {
  const n = plan.sends[node]?.length ?? 0;
  const order = Array.from({ length: n }, (_, k) => k);
  const [moved] = order.splice(from, 1);
  if (moved === undefined) throw new PlanError(`P${node} has no send at position ${from}`);
  order.splice(Math.max(0, Math.min(to, order.length)), 0, moved);
  return { type: "reorder-sends", node, order };
}
