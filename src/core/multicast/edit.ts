// A user's edits of a multicast plan (the tree and Gantt views), turned into a new plan that the simulator
// replays (docs/architecture.md, "Heuristics decide, simulators time"):
// - reparent: P_parent relays m_k to P_node instead of its current parent. The old parent's send is
//   removed; the new parent's send goes after it has m_k, at the point of its list where the message would
//   leave in time for P_node's receive (which keeps its place in P_node's list). A parent inside the node's
//   own subtree (a cycle), or one that cannot have the message before the node needs it (a circular wait),
//   is rejected.
// - reorder-children: a new order of a parent's sends of m_k, among the same list slots.
// - reorder-sends: a new order of all of a node's sends, among the same list slots.
import { PlanError, type PlanEdit } from "../family";
import { nodeLabel } from "../units";
import { buildModel, mayRelay, type MulticastModel } from "./model";
import type { MulticastPlan, MulticastPlanTask, MulticastScenario } from "./scenario";
import { replay } from "./simulator";

type Lists = MulticastPlanTask[][];

const copy = (plan: MulticastPlan): Lists => plan.tasks.map((l) => l.map((t) => ({ ...t })));

function recvPosition(lists: Lists, node: number, k: number): number {
  return (lists[node] ?? []).findIndex((t) => t.op === "recv" && t.message === k);
}

/** Replays the edited plan; an impossible one becomes a PlanError saying which edit caused it. */
function checked(s: MulticastScenario, lists: Lists, what: string): MulticastPlan {
  const plan = { tasks: lists };
  try {
    replay(s, plan, "edit", undefined);
  } catch (e) {
    if (e instanceof PlanError) throw new PlanError(`${what}: ${e.message}`, e.step);
    throw e;
  }
  return plan;
}

function reparent(
  s: MulticastScenario,
  model: MulticastModel,
  plan: MulticastPlan,
  k: number,
  v: number,
  p: number,
) {
  const what = `${nodeLabel(p)} cannot relay m${k} to ${nodeLabel(v)}`;
  if (k < 0 || k >= model.m) throw new PlanError(`message m${k} does not exist`);
  if (v < 0 || v >= model.n || model.isDestination[k * model.n + v] !== 1) {
    throw new PlanError(`${nodeLabel(v)} is not a destination of m${k}`);
  }
  if (p < 0 || p >= model.n || !mayRelay(model, p, k)) {
    throw new PlanError(`${what}: it is neither the source nor a destination of m${k}`);
  }
  if (p === v) throw new PlanError(`${what}: a node cannot be its own parent`);
  const lists = copy(plan);
  const at = recvPosition(lists, v, k);
  if (at < 0) throw new PlanError(`${nodeLabel(v)} never receives m${k} in this plan`);
  const recv = lists[v]?.[at] as MulticastPlanTask;
  const old = recv.peer;
  if (old === p) return plan;
  // p must not get m_k through v.
  for (let u = p, guard = 0; u !== model.source[k] && guard <= model.n; guard++) {
    const r = recvPosition(lists, u, k);
    if (r < 0) break;
    u = (lists[u]?.[r] as MulticastPlanTask).peer;
    if (u === v) throw new PlanError(`${what}: ${nodeLabel(p)} gets m${k} through ${nodeLabel(v)} (a cycle)`);
  }
  // Where v's receive is posted and where p's tasks start, in the current plan's timing.
  const before = replay(s, plan, "edit", undefined).schedule.tasks;
  const posted = before.find((t) => t.kind === "recv" && t.node === v && t.message === k)?.posted ?? 0;
  const leave =
    posted -
    (model.sendCost[p * model.m + k] as number) -
    (model.perByte[p * model.n + v] as number) * (model.bytes[k] as number);
  const starts = before.filter((t) => t.node === p).map((t) => t.posted ?? t.start);

  const oldList = lists[old] as MulticastPlanTask[];
  const sendAt = oldList.findIndex((t) => t.op === "send" && t.message === k && t.peer === v);
  if (sendAt >= 0) oldList.splice(sendAt, 1);
  recv.peer = p;
  const list = lists[p] as MulticastPlanTask[];
  let pos = model.source[k] === p ? 0 : recvPosition(lists, p, k) + 1;
  // Tasks of p's list are in the same order as `starts` (old parent's removal does not touch p's list).
  while (pos < list.length && (starts[pos] ?? Infinity) < leave) pos++;
  list.splice(pos, 0, { op: "send", peer: v, message: k });
  return checked(s, lists, what);
}

function isPermutation(order: readonly number[], size: number): boolean {
  if (order.length !== size) return false;
  const seen = new Set(order);
  return seen.size === size && order.every((x) => Number.isInteger(x) && x >= 0 && x < size);
}

export function applyEdit(s: MulticastScenario, plan: MulticastPlan, edit: PlanEdit): MulticastPlan {
  const model = buildModel(s);
  switch (edit.type) {
    case "reparent":
      return reparent(s, model, plan, edit.message, edit.node, edit.parent);
    case "reorder-children": {
      const lists = copy(plan);
      const list = lists[edit.node];
      if (!list) throw new PlanError(`there is no node ${nodeLabel(edit.node)}`);
      const slots = list.flatMap((t, x) => (t.op === "send" && t.message === edit.message ? [x] : []));
      const current = slots.map((x) => (list[x] as MulticastPlanTask).peer);
      const sameSet =
        edit.children.length === current.length &&
        new Set(edit.children).size === current.length &&
        edit.children.every((c) => current.includes(c));
      if (!sameSet) {
        throw new PlanError(
          `the new order must list ${nodeLabel(edit.node)}'s children of m${edit.message} once each: ${current.map(nodeLabel).join(", ") || "none"}`,
        );
      }
      slots.forEach(
        (x, y) => (list[x] = { op: "send", peer: edit.children[y] as number, message: edit.message }),
      );
      return checked(s, lists, `cannot reorder ${nodeLabel(edit.node)}'s sends of m${edit.message}`);
    }
    case "reorder-sends": {
      const lists = copy(plan);
      const list = lists[edit.node];
      if (!list) throw new PlanError(`there is no node ${nodeLabel(edit.node)}`);
      const slots = list.flatMap((t, x) => (t.op === "send" ? [x] : []));
      if (!isPermutation(edit.order, slots.length)) {
        throw new PlanError(
          `the new order must be a permutation of 0…${slots.length - 1} (${nodeLabel(edit.node)} has ${slots.length} sends)`,
        );
      }
      const sends = slots.map((x) => list[x] as MulticastPlanTask);
      slots.forEach((x, y) => (list[x] = sends[edit.order[y] as number] as MulticastPlanTask));
      return checked(s, lists, `cannot reorder ${nodeLabel(edit.node)}'s sends`);
    }
    default:
      throw new PlanError(`the multicast family cannot apply a "${edit.type}" edit`);
  }
}
