// The grid simulator (Steffenel–Mounié Sec. 3, docs/cost-models.md): times any broadcast tree over
// clusters. The root has the message at 0; a coordinator sends to its children one after another in
// the plan's order, each send i→j keeping it busy g_ij, and j has the message at the send's start +
// g_ij + L_ij (receiving costs the coordinator nothing). After its last inter-cluster send a cluster
// broadcasts inside for T_k. The makespan is the latest end of an internal broadcast.
// Rejects plans that are not a tree rooted at the root with a PlanError naming the entry.
import { PlanError } from "../family";
import type { GridModel } from "./model";
import type { GridPlan } from "./scenario";

export interface GridTiming {
  /** parent[k]: the cluster that sends to k; -1 for the root. */
  readonly parent: Int32Array;
  /** position[k]: k's place among its parent's sends (0 first); -1 for the root. */
  readonly position: Int32Array;
  /** The send to k (on its parent's lane): [sendStart, sendEnd); NaN for the root. */
  readonly sendStart: Float64Array;
  readonly sendEnd: Float64Array;
  /** When k's coordinator has the message (0 for the root). */
  readonly arrival: Float64Array;
  /** k's internal broadcast: [intraStart, intraEnd). */
  readonly intraStart: Float64Array;
  readonly intraEnd: Float64Array;
  /** Clusters in the order their coordinator is reached (breadth first from the root). */
  readonly order: Int32Array;
  readonly makespan: number;
}

/** Checks that `plan` is a tree over all clusters rooted at the model's root; returns the parents. */
export function planParents(model: GridModel, plan: GridPlan): Int32Array {
  const { n, root } = model;
  if (plan.children.length !== n) {
    throw new PlanError(`plan.children must have ${n} lists (one per cluster), has ${plan.children.length}`);
  }
  const parent = new Int32Array(n).fill(-2);
  parent[root] = -1;
  plan.children.forEach((list, k) => {
    list.forEach((c, p) => {
      const where = `plan.children[${k}][${p}]`;
      if (!Number.isInteger(c) || c < 0 || c >= n)
        throw new PlanError(`${where}: cluster ${c} does not exist`);
      if (c === root)
        throw new PlanError(`${where}: P${c} is the root, which has the message from the start`);
      if (c === k) throw new PlanError(`${where}: P${c} cannot send to itself`);
      if (parent[c] !== -2)
        throw new PlanError(`${where}: P${c} already receives the message from P${parent[c]}`);
      parent[c] = k;
    });
  });
  for (let k = 0; k < n; k++) {
    if (parent[k] === -2) throw new PlanError(`P${k} never receives the message: no cluster sends to it`);
  }
  return parent;
}

export function timePlan(model: GridModel, plan: GridPlan): GridTiming {
  const { n, root, gap, hop, intra } = model;
  const parent = planParents(model, plan);
  const position = new Int32Array(n).fill(-1);
  const sendStart = new Float64Array(n).fill(Number.NaN);
  const sendEnd = new Float64Array(n).fill(Number.NaN);
  const arrival = new Float64Array(n).fill(Number.NaN);
  const intraStart = new Float64Array(n);
  const intraEnd = new Float64Array(n);
  const order = new Int32Array(n);
  arrival[root] = 0;
  order[0] = root;
  let reached = 1;
  let makespan = 0;
  // Breadth first: each cluster is queued once, when its parent sends to it, so this ends.
  for (let q = 0; q < reached; q++) {
    const k = order[q] as number;
    let t = arrival[k] as number;
    const list = plan.children[k] ?? [];
    for (let p = 0; p < list.length; p++) {
      const c = list[p] as number;
      position[c] = p;
      sendStart[c] = t;
      sendEnd[c] = t + (gap[k * n + c] as number);
      arrival[c] = t + (hop[k * n + c] as number);
      t = sendEnd[c] as number;
      order[reached++] = c;
    }
    intraStart[k] = t;
    intraEnd[k] = t + (intra[k] as number);
    if ((intraEnd[k] as number) > makespan) makespan = intraEnd[k] as number;
  }
  if (reached < n) {
    // Every cluster has a parent, yet some are not reached from the root: they form a cycle.
    const lost: number[] = [];
    for (let k = 0; k < n; k++) if (Number.isNaN(arrival[k] as number)) lost.push(k);
    throw new PlanError(
      `the plan has a cycle: ${lost.map((k) => `P${k}`).join(", ")} only receive from each other, never from the root`,
    );
  }
  return { parent, position, sendStart, sendEnd, arrival, intraStart, intraEnd, order, makespan };
}

/** The makespan alone (sweeps): same model, no schedule built. */
export function planMakespan(model: GridModel, plan: GridPlan): number {
  return timePlan(model, plan).makespan;
}
