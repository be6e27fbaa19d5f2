// Algorithm `optimal` for the allgather family (Wu–Yeh): the best grouping of a small instance, by
// branch and bound (src/core/optimal-search.ts). Not the paper's: Wu–Yeh choose the grouping by their
// cost model (Sec. 5); this finds the grouping whose simulated makespan is the least.
//
// The search space. A grouping of the Cluster-Agent framework (Sec. 3) is a partition of the nodes
// into clusters with one agent each; Gather-Broadcast (Sec. 3.1) and Two-Step (Sec. 3.2) turn it into
// a plan (first-come-first-served receives, Sec. 4.1–4.2) that replay.ts times. The plan also depends
// on the order of the clusters (the exchange's circulant rank) and of the clients in a cluster (the
// stage-3 serve order); the search uses the paper's order (Sec. 5.1–5.2: agents fastest first, each
// cluster's clients fastest first — the order cost-model groupings come in, so the heuristics'
// groupings are in the space). So the optimum is the least simulated makespan over every (partition,
// agent per cluster, algorithm) — Σ over partitions of Π |cluster| groupings, 41 393 for 8 nodes —
// and over the heuristics' own plans (the simultaneous baseline, an explicit `clusters` in another
// order), which seed the incumbent. The scenario's `agents` and `clusters` fields are not constraints
// here: they are what the optimum is compared against.
//
// Decisions: nodes fastest first, each either an agent, or a client of an agent already chosen, or a
// client of a node not yet decided, which is then bound to be an agent (every grouping is reached
// exactly once: it is an idempotent map node → agent).
//
// The bound at a node: the family's lower bound (src/core/allgather/lower-bound.ts), and the routes
// the framework forces once both ends are decided: a client's data leaves only through its agent and a
// client receives only from its agent, so node x's data reaches node y no sooner than the T_end's of
// x → agent(x) → agent(y) → y (a relay sends only after its receive completes, and a send started at t
// completes at the receiver no sooner than t + T_end; the fcfs.ts cost model). And an agent's own work:
// it receives each client's message and at least one message from every other agent, and sends to
// every other agent and to each client (both algorithms), each send taking T_send and each receive at
// least T_recv of its time, so the makespan is at least (clients + agents − 1)·(T_send + T_recv) of
// it; both counts only grow as the grouping is decided.
import type { PlanOutcome, RunContext } from "../family";
import { issue } from "../scenario/errors";
import { branchAndBound, sizeLimitMessage, type SearchProblem } from "../optimal-search";
import type { FrameworkAlgorithm } from "./cost-model";
import { resolveFcfs } from "./fcfs";
import { FRAMEWORK_DRAFTS } from "./framework";
import { allgatherLowerBound } from "./lower-bound";
import { replay } from "./replay";
import { modelOf, speedOrder, type AllgatherPlan, type AllgatherScenario, type Model } from "./scenario";

/** The largest instance `optimal` takes, in nodes (8 nodes: 41 393 groupings × 2 algorithms). */
export const ALLGATHER_OPTIMAL_LIMIT = 8;

/** The framework algorithms the optimum tries on every grouping. */
const TRIED: readonly FrameworkAlgorithm[] = ["gather-broadcast", "two-step"];

/** A heuristic of the family, to seed the incumbent. */
export interface AllgatherSeedHeuristic {
  readonly id: string;
  readonly run: (s: AllgatherScenario, ctx: RunContext) => PlanOutcome<AllgatherPlan>;
}

/** A grouping and the algorithm that times it best. */
export interface GroupingSolution {
  readonly clusters: readonly (readonly number[])[];
  readonly algorithm: FrameworkAlgorithm;
}

type Solution = GroupingSolution | { readonly outcome: PlanOutcome<AllgatherPlan> };

/** The simulated makespan of `algorithm` on `clusters` (first-come-first-served receives). */
export function groupingMakespan(
  model: Model,
  clusters: readonly (readonly number[])[],
  algorithm: FrameworkAlgorithm,
): number {
  return resolveFcfs(model, FRAMEWORK_DRAFTS[algorithm](model, clusters), { makespanOnly: true }).makespan;
}

/**
 * The grouping of an idempotent map node → agent in the paper's order: agents fastest first, each
 * cluster's clients fastest first (`rank[i]`: i's place in speedOrder).
 */
export function canonicalGrouping(agentOf: ArrayLike<number>, rank: ArrayLike<number>): number[][] {
  const n = agentOf.length;
  const nodes = Array.from({ length: n }, (_, i) => i).sort(
    (a, b) => (rank[a] as number) - (rank[b] as number),
  );
  const clusters: number[][] = [];
  const clusterOf = new Map<number, number[]>();
  for (const i of nodes) {
    if (agentOf[i] !== i) continue;
    const c = [i];
    clusters.push(c);
    clusterOf.set(i, c);
  }
  for (const i of nodes) if (agentOf[i] !== i) clusterOf.get(agentOf[i] as number)?.push(i);
  return clusters;
}

/** One decision: node `node` gets agent `agent` (itself: it is an agent). */
interface Decision {
  readonly node: number;
  readonly agent: number;
  /** The agent was undecided: this decision binds it to be an agent. */
  readonly reserves: boolean;
}

class AllgatherSearch implements SearchProblem<Decision> {
  /** agentOf[i]: i's agent once decided, else −1. */
  readonly agentOf: Int32Array;
  /** reserved[i]: an earlier client chose i, so i must be an agent. */
  private readonly reserved: Uint8Array;
  private readonly rank: Int32Array;
  private readonly clients: Int32Array;
  private depth = 0;
  /** The algorithm that gave value() its makespan. */
  lastAlgorithm: FrameworkAlgorithm = "two-step";

  constructor(
    readonly model: Model,
    /** Nodes in decision order (fastest first). */
    private readonly sequence: readonly number[],
    private readonly knownBound: number,
  ) {
    const { n } = model;
    this.agentOf = new Int32Array(n).fill(-1);
    this.reserved = new Uint8Array(n);
    this.rank = new Int32Array(n);
    this.clients = new Int32Array(n);
    sequence.forEach((node, r) => (this.rank[node] = r));
  }

  complete(): boolean {
    return this.depth === this.sequence.length;
  }

  value(): number {
    const clusters = this.grouping();
    let best = Infinity;
    for (const a of TRIED) {
      const v = groupingMakespan(this.model, clusters, a);
      if (v < best) {
        best = v;
        this.lastAlgorithm = a;
      }
    }
    return best;
  }

  grouping(): number[][] {
    return canonicalGrouping(this.agentOf, this.rank);
  }

  children(): Decision[] {
    const node = this.sequence[this.depth] as number;
    if (this.reserved[node]) return [{ node, agent: node, reserves: false }];
    const out: Decision[] = [{ node, agent: node, reserves: false }];
    for (const a of this.sequence) {
      if (a === node) continue;
      const decided = this.agentOf[a] as number;
      if (decided === a || (decided === -1 && this.reserved[a]))
        out.push({ node, agent: a, reserves: false });
      else if (decided === -1 && (this.rank[a] as number) > this.depth)
        out.push({ node, agent: a, reserves: true });
    }
    return out;
  }

  apply(d: Decision): void {
    this.agentOf[d.node] = d.agent;
    if (d.reserves) this.reserved[d.agent] = 1;
    this.depth++;
  }

  undo(d: Decision): void {
    this.depth--;
    if (d.reserves) this.reserved[d.agent] = 0;
    this.agentOf[d.node] = -1;
  }

  order(d: Decision): number {
    // Agents of their own first (the search's first leaf is the all-agents grouping), then by rank.
    return d.agent === d.node ? -1 : (this.rank[d.agent] as number);
  }

  /** The node's agent when it is known (decided, or reserved to be one); −1 otherwise. */
  private via(x: number): number {
    const a = this.agentOf[x] as number;
    if (a >= 0) return a;
    return this.reserved[x] ? x : -1;
  }

  bound(): number {
    const { n, tEnd, tSend, tRecv } = this.model;
    let lb = this.knownBound;
    const clients = this.clients;
    clients.fill(0);
    let agents = 0;
    for (let x = 0; x < n; x++) {
      const a = this.via(x);
      if (a === x) agents++;
      else if (a >= 0) clients[a] = (clients[a] as number) + 1;
    }
    for (let a = 0; a < n; a++) {
      if (this.via(a) !== a) continue;
      const busy = ((clients[a] as number) + agents - 1) * ((tSend[a] as number) + (tRecv[a] as number));
      if (busy > lb) lb = busy;
    }
    for (let x = 0; x < n; x++) {
      const ax = this.via(x);
      if (ax < 0) continue;
      const out = ax === x ? 0 : (tEnd[x * n + ax] as number);
      for (let y = 0; y < n; y++) {
        if (y === x) continue;
        const ay = this.via(y);
        if (ay < 0) continue;
        let route = out;
        if (ax !== ay) route += tEnd[ax * n + ay] as number;
        if (ay !== y) route += tEnd[ay * n + y] as number;
        if (ax === y) route = tEnd[x * n + y] as number;
        if (route > lb) lb = route;
      }
    }
    return lb;
  }

  key(): undefined {
    return undefined;
  }
}

/**
 * The best grouping of a small allgather scenario (or, at the time limit, the best found), as the
 * plan of the framework algorithm that times it best, with `optimality` in the run's details.
 * Refuses past ALLGATHER_OPTIMAL_LIMIT nodes.
 */
export function optimalAllgather(
  s: AllgatherScenario,
  ctx: RunContext,
  heuristics: readonly AllgatherSeedHeuristic[],
  nodeLimit?: number,
): PlanOutcome<AllgatherPlan> {
  const model = modelOf(s);
  if (model.n > ALLGATHER_OPTIMAL_LIMIT) {
    throw issue("nodes", sizeLimitMessage("allgather", ALLGATHER_OPTIMAL_LIMIT, "nodes", model.n));
  }
  let seed: { solution: Solution; makespan: number; by: string } | undefined;
  for (const h of heuristics) {
    const outcome = h.run(s, { explain: false, ...(ctx.cancelled ? { cancelled: ctx.cancelled } : {}) });
    const makespan = replay(s, outcome.plan, outcome.plan.algorithm, outcome.steps).schedule.makespan;
    if (!seed || makespan < seed.makespan) seed = { solution: { outcome }, makespan, by: h.id };
  }
  if (!seed) throw new Error("optimal needs at least one heuristic to seed its incumbent");
  const search = new AllgatherSearch(model, speedOrder(model), allgatherLowerBound(model));
  const { best, optimality } = branchAndBound<Decision, Solution>(search, {
    seed,
    knownBound: allgatherLowerBound(model),
    snapshot: () => ({ clusters: search.grouping(), algorithm: search.lastAlgorithm }),
    ctx,
    ...(nodeLimit !== undefined ? { nodeLimit } : {}),
  });
  if ("outcome" in best) return { ...best.outcome, details: { optimality } };
  const draft = FRAMEWORK_DRAFTS[best.algorithm](model, best.clusters);
  const { plan, steps } = resolveFcfs(model, draft, { explain: false });
  return { plan, steps, details: { optimality } };
}
