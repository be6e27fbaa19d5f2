// Algorithm `optimal` for grid broadcast (Steffenel–Mounié): the exact optimum of small grids by branch
// and bound (src/core/optimal-search.ts), not a heuristic of the paper.
//
// Why the search space holds an optimum. In the model of Sec. 3 (docs/cost-models.md) a schedule is a
// broadcast tree over the clusters with each coordinator's sends in order: coordinator i sends to its
// children one after another from the time it has the message, each send busy g_ij, the child has the
// message at the send's start + g_ij + L_ij, and after its last send the cluster broadcasts inside for
// T_i (src/core/grid/simulate.ts). Every send starts as early as its order allows (semi-active), so an
// optimal schedule is the timing of some tree and orders. List that schedule's sends by start time:
// appending them in that order, each at its sender's ready time RT_i (as ECEF does, Sec. 4.3), rebuilds
// it, since a send depends only on earlier sends (its sender's arrival and previous sends). The search
// appends a send i → j (i reached, j not) at RT_i, only in nondecreasing start order, so each tree and
// order is reached once; ties reach the same partial state and are cut by the memo, whose key (the
// reached set, every RT, the last start) is everything the rest depends on.
//
// The bound at a node: a reached cluster ends no earlier than RT_i + T_i; an unreached cluster k no
// earlier than its earliest arrival over relay paths from the reached ones (Dijkstra, hops g + L,
// sends starting no earlier than the last start) plus T_k — the family's bound
// (src/core/grid/lower-bound.ts) from the partial schedule.
//
// Chosen over a MILP (HiGHS compiled to WebAssembly): see docs/architecture.md, "The exact optimum".
import type { PlanOutcome, RunContext } from "../family";
import { branchAndBound, sizeLimitMessage, type SearchProblem } from "../optimal-search";
import { issue } from "../scenario/errors";
import type { Step } from "../schedule/types";
import { lessOrClose } from "../tolerance";
import { gridLowerBound } from "./lower-bound";
import type { GridModel } from "./model";
import type { GridPlan } from "./scenario";
import { planMakespan } from "./simulate";

/** The largest grid `optimal` takes (clusters). */
export const GRID_OPTIMAL_LIMIT = 16;

export const GRID_OPTIMAL_RULE = "optimal (branch and bound)";

export interface GridSeedHeuristic {
  readonly id: string;
  readonly run: (model: GridModel, ctx: RunContext) => PlanOutcome<GridPlan>;
}

interface Send {
  readonly i: number;
  readonly j: number;
  readonly start: number;
  prevLast: number;
}

interface Solution {
  readonly plan: GridPlan;
  readonly steps: readonly Step[];
}

class GridSearch implements SearchProblem<Send> {
  readonly ready: Float64Array;
  readonly reached: Uint8Array;
  readonly lists: number[][];
  readonly steps: Step[] = [];
  lastStart = 0;
  left: number;
  private readonly dist: Float64Array;
  private readonly done: Uint8Array;

  constructor(readonly model: GridModel) {
    const { n, root } = model;
    this.ready = new Float64Array(n);
    this.reached = new Uint8Array(n);
    this.reached[root] = 1;
    this.lists = Array.from({ length: n }, () => []);
    this.left = n - 1;
    this.dist = new Float64Array(n);
    this.done = new Uint8Array(n);
  }

  complete(): boolean {
    return this.left === 0;
  }

  value(): number {
    let v = 0;
    for (let k = 0; k < this.model.n; k++) {
      v = Math.max(v, (this.ready[k] as number) + (this.model.intra[k] as number));
    }
    return v;
  }

  children(): Send[] {
    const { n } = this.model;
    const out: Send[] = [];
    for (let i = 0; i < n; i++) {
      if (!this.reached[i]) continue;
      const start = this.ready[i] as number;
      if (!lessOrClose(this.lastStart, start)) continue;
      for (let j = 0; j < n; j++) if (!this.reached[j]) out.push({ i, j, start, prevLast: 0 });
    }
    return out;
  }

  apply(d: Send): void {
    const { n, gap, hop } = this.model;
    d.prevLast = this.lastStart;
    this.lastStart = d.start;
    this.ready[d.i] = d.start + (gap[d.i * n + d.j] as number);
    const arrival = d.start + (hop[d.i * n + d.j] as number);
    this.ready[d.j] = arrival;
    this.reached[d.j] = 1;
    this.left--;
    (this.lists[d.i] as number[]).push(d.j);
    this.steps.push({ sender: d.i, receiver: d.j, message: 0, complete: arrival, rule: GRID_OPTIMAL_RULE });
  }

  undo(d: Send): void {
    this.lastStart = d.prevLast;
    this.ready[d.i] = d.start;
    this.ready[d.j] = 0;
    this.reached[d.j] = 0;
    this.left++;
    (this.lists[d.i] as number[]).pop();
    this.steps.pop();
  }

  order(d: Send): number {
    return d.start;
  }

  bound(): number {
    const { n, hop, intra } = this.model;
    const { dist, done, reached, ready } = this;
    let lb = 0;
    for (let k = 0; k < n; k++) {
      done[k] = 0;
      if (reached[k]) {
        lb = Math.max(lb, (ready[k] as number) + (intra[k] as number));
        dist[k] = Math.max(ready[k] as number, this.lastStart);
      } else dist[k] = Infinity;
    }
    for (;;) {
      let u = -1;
      for (let k = 0; k < n; k++) {
        if (!done[k] && (u < 0 || (dist[k] as number) < (dist[u] as number))) u = k;
      }
      if (u < 0 || dist[u] === Infinity) break;
      done[u] = 1;
      const du = dist[u] as number;
      if (!reached[u]) lb = Math.max(lb, du + (intra[u] as number));
      for (let v = 0; v < n; v++) {
        if (done[v] || reached[v]) continue;
        const via = du + (hop[u * n + v] as number);
        if (via < (dist[v] as number)) dist[v] = via;
      }
    }
    return lb;
  }

  key(): string {
    const parts: string[] = [String(this.lastStart)];
    for (let k = 0; k < this.model.n; k++) parts.push(this.reached[k] ? String(this.ready[k]) : "-");
    return parts.join(",");
  }

  snapshot(): Solution {
    return { plan: { children: this.lists.map((c) => c.slice()) }, steps: this.steps.slice() };
  }
}

/** The optimum broadcast tree of a small grid (or the best found at the limit), with `optimality`. */
export function optimalGrid(
  model: GridModel,
  ctx: RunContext,
  heuristics: readonly GridSeedHeuristic[],
  nodeLimit?: number,
): PlanOutcome<GridPlan> {
  if (model.n > GRID_OPTIMAL_LIMIT) {
    throw issue("clusters", sizeLimitMessage("grid broadcast", GRID_OPTIMAL_LIMIT, "clusters", model.n));
  }
  let seed: { solution: Solution; makespan: number; by: string } | undefined;
  for (const h of heuristics) {
    const out = h.run(model, { explain: false, ...(ctx.cancelled ? { cancelled: ctx.cancelled } : {}) });
    const makespan = planMakespan(model, out.plan);
    if (!seed || makespan < seed.makespan) {
      seed = { solution: { plan: out.plan, steps: out.steps }, makespan, by: h.id };
    }
  }
  if (!seed) throw new Error("optimal needs at least one heuristic to seed its incumbent");
  const search = new GridSearch(model);
  const { best, optimality } = branchAndBound(search, {
    seed,
    knownBound: gridLowerBound(model).value,
    snapshot: () => search.snapshot(),
    ctx,
    ...(nodeLimit !== undefined ? { nodeLimit } : {}),
  });
  return { plan: best.plan, steps: best.steps, details: { optimality } };
}
