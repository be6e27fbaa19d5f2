// Cluster formation, Wu–Yeh Sec. 5: the agents are the m fastest nodes (5.2), the clients are
// assigned greedily, fastest first, each to the agent that can receive it earliest after the clients
// it already has (5.1), and m is the value from 1 to n with the smallest estimated T_all (Defs 2–5).
// DESIGN.md settles the ties: "fastest" is the smaller T_send + T_recv, then the lower index; a client
// tied between agents goes to the one with fewer clients, then the lower index; equal estimated costs
// go to the larger m.
import { RunCancelled, type RunContext } from "../family";
import { compareTimes, definitelyLess } from "../tolerance";
import {
  combineStages,
  distributeLatency,
  gatherLatency,
  type ClusterEstimate,
  type FrameworkAlgorithm,
  type StageCosts,
} from "./cost-model";
import { endToEnd, speedOrder, type Model } from "./scenario";

/** At most this many candidates are kept per decision (step-through shows the best). */
export const MAX_CANDIDATES = 8;

/** One client placed by Sec. 5.1's greedy rule, with the agents weighed. */
export interface ClientAssignment {
  readonly client: number;
  readonly agent: number;
  /** When the chosen agent would finish receiving it: max{previous + T_recv(agent), T_end(client, agent)}. */
  readonly score: number;
  /** The best agents weighed (score as above), at most MAX_CANDIDATES; empty when not explaining. */
  readonly candidates: readonly { readonly agent: number; readonly score: number }[];
}

export interface Formation {
  /** The agents, fastest first: the exchange's rank order. */
  readonly agents: readonly number[];
  /** [agent, client, …] in agent order; clients in the order they were assigned (fastest first). */
  readonly clusters: readonly (readonly number[])[];
  readonly assignments: readonly ClientAssignment[];
}

/** Sec. 5.1: assigns `clients` (already fastest first) to `agents` one at a time. */
export function assignClients(
  model: Model,
  agents: readonly number[],
  clients: readonly number[],
  explain = false,
): Formation {
  const m = agents.length;
  const last = new Float64Array(m);
  const members: number[][] = agents.map((a) => [a]);
  const assignments: ClientAssignment[] = [];
  for (const c of clients) {
    let best = -1;
    let bestScore = Infinity;
    const scores = explain ? new Float64Array(m) : undefined;
    for (let a = 0; a < m; a++) {
      const agent = agents[a] as number;
      const arrival = endToEnd(model, c, agent);
      const k = (members[a] as number[]).length - 1;
      const score =
        k === 0 ? arrival : Math.max((last[a] as number) + (model.tRecv[agent] as number), arrival);
      if (scores) scores[a] = score;
      if (best < 0 || better(score, k, agent, bestScore, best, members, agents)) {
        best = a;
        bestScore = score;
      }
    }
    last[best] = bestScore;
    (members[best] as number[]).push(c);
    const candidates = scores
      ? Array.from(scores, (score, a) => ({ agent: agents[a] as number, score }))
          .sort((x, y) => compareTimes(x.score, y.score) || x.agent - y.agent)
          .slice(0, MAX_CANDIDATES)
      : [];
    assignments.push({ client: c, agent: agents[best] as number, score: bestScore, candidates });
  }
  return { agents, clusters: members, assignments };
}

function better(
  score: number,
  k: number,
  agent: number,
  bestScore: number,
  best: number,
  members: readonly (readonly number[])[],
  agents: readonly number[],
): boolean {
  if (definitelyLess(score, bestScore)) return true;
  if (definitelyLess(bestScore, score)) return false;
  const bestK = (members[best] as readonly number[]).length - 1;
  if (k !== bestK) return k < bestK;
  return agent < (agents[best] as number);
}

/** Sec. 5.2 with m agents: the m fastest nodes, the rest assigned by Sec. 5.1. */
export function formClusters(model: Model, m: number, explain = false, order = speedOrder(model)): Formation {
  return assignClients(model, order.slice(0, m), order.slice(m), explain);
}

/** One row of the cost chart: the estimate with m agents (and, when computed, the simulated makespan). */
export interface CostRow extends StageCosts {
  readonly m: number;
  /** Makespan of the simulated plan for this m (null when not computed, see simulatedRows). */
  readonly simulated: number | null;
}

export type CostTables = Readonly<Record<FrameworkAlgorithm, readonly CostRow[]>>;

/**
 * Defs 2–5 for every m from 1 to n, for both algorithms (they share the grouping of each m). The same
 * figures as estimateCost for each m's formation, computed incrementally: the agents are a prefix of
 * the speed order, so each node keeps the latencies from the agents so far sorted, and T_R is a pass
 * over them (O(n³) in all instead of O(n³ log n)).
 */
export function costTables(model: Model, ctx: RunContext = {}): CostTables {
  const { n } = model;
  const order = speedOrder(model);
  const gb: CostRow[] = [];
  const ts: CostRow[] = [];
  const incoming = new IncomingLatencies(model);
  const hasClients = new Uint8Array(n);
  for (let m = 1; m <= n; m++) {
    if (ctx.cancelled?.()) throw new RunCancelled();
    incoming.addAgent(order[m - 1] as number);
    const { clusters } = formClusters(model, m, false, order);
    hasClients.fill(0);
    for (const c of clusters) if (c.length > 1) hasClients[c[0] as number] = 1;
    const parts: ClusterEstimate[] = clusters.map((cluster) => {
      const agent = cluster[0] as number;
      const clients = cluster.slice(1);
      const tSend = model.tSend[agent] as number;
      const tRecv = model.tRecv[agent] as number;
      const all = incoming.lastCompletion(agent, null);
      const fromSenders = incoming.lastCompletion(agent, hasClients);
      return {
        agent,
        clients,
        gather: gatherLatency(model, agent, clients),
        broadcast: Math.max((m - 1) * (tSend + tRecv), all.done),
        clientBroadcast: hasClients[agent]
          ? Math.max((m - 1) * tSend + fromSenders.count * tRecv, fromSenders.done)
          : fromSenders.done,
        distribute: distributeLatency(model, agent, clients),
      };
    });
    gb.push({ m, ...combineStages(model, parts, "gather-broadcast"), simulated: null });
    ts.push({ m, ...combineStages(model, parts, "two-step"), simulated: null });
    ctx.progress?.((0.5 * m) / n);
  }
  return { "gather-broadcast": gb, "two-step": ts };
}

/** For each node, T_end from the agents added so far, sorted ascending (with the sender). */
class IncomingLatencies {
  private readonly values: Float64Array;
  private readonly senders: Int32Array;
  private readonly counts: Int32Array;

  constructor(private readonly model: Model) {
    this.values = new Float64Array(model.n * model.n);
    this.senders = new Int32Array(model.n * model.n);
    this.counts = new Int32Array(model.n);
  }

  addAgent(agent: number): void {
    const { n } = this.model;
    for (let i = 0; i < n; i++) {
      if (i === agent) continue;
      const v = endToEnd(this.model, agent, i);
      const base = i * n;
      let pos = base + (this.counts[i] as number);
      // Insertion keeps ties in insertion order, like a stable sort of the senders by speed.
      while (pos > base && (this.values[pos - 1] as number) > v) {
        this.values[pos] = this.values[pos - 1] as number;
        this.senders[pos] = this.senders[pos - 1] as number;
        pos--;
      }
      this.values[pos] = v;
      this.senders[pos] = agent;
      this.counts[i] = (this.counts[i] as number) + 1;
    }
  }

  /** Def. 1's recursion over the sorted latencies into `node` (only from `only`-marked senders). */
  lastCompletion(node: number, only: Uint8Array | null): { done: number; count: number } {
    const { n } = this.model;
    const tRecv = this.model.tRecv[node] as number;
    const base = node * n;
    let done = 0;
    let count = 0;
    for (let p = base; p < base + (this.counts[node] as number); p++) {
      if (only && !only[this.senders[p] as number]) continue;
      const v = this.values[p] as number;
      done = count === 0 ? v : Math.max(done + tRecv, v);
      count++;
    }
    return { done, count };
  }
}

/** The m with the smallest estimated T_all; equal estimates go to the larger m. */
export function chooseAgentCount(rows: readonly CostRow[]): number {
  let best: CostRow | undefined;
  for (const row of rows) {
    if (!best || !definitelyLess(best.T_all, row.T_all)) best = row;
  }
  if (!best) throw new Error("no agent counts to choose from");
  return best.m;
}
