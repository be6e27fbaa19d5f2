// Cluster formation, Wu–Yeh Sec. 5: the agents are the m fastest nodes (5.2), the clients are
// assigned greedily, fastest first, each to the agent that can receive it earliest after the clients
// it already has (5.1), and m is the value from 1 to n with the smallest estimated T_all (Defs 2–5).
// The ties (docs/cost-models.md): "fastest" is the smaller T_send + T_recv, then the lower index; a client
// tied between agents goes to the one with fewer clients, then the lower index; equal estimated costs
// go to the larger m.
import { RunCancelled, type RunContext } from "../family";
import { compareTimes, definitelyLess, RELATIVE_TOLERANCE } from "../tolerance";
import {
  combineStages,
  distributeLatency,
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

/**
 * Sec. 5.1: assigns `clients` (already fastest first) to `agents` one at a time. `byRank` (optional,
 * see latenciesByRank) holds T_end(c, agents[a]) at [c·n + a], read in a row instead of gathered.
 */
export function assignClients(
  model: Model,
  agents: readonly number[],
  clients: readonly number[],
  explain = false,
  byRank?: Float64Array,
): Formation {
  const { n, tEnd, tRecv } = model;
  const m = agents.length;
  const agentOf = new Int32Array(m);
  const recvOf = new Float64Array(m);
  const column = new Int32Array(m);
  for (let a = 0; a < m; a++) {
    agentOf[a] = agents[a] as number;
    recvOf[a] = tRecv[agents[a] as number] as number;
    column[a] = byRank ? a : (agents[a] as number);
  }
  const latency = byRank ?? tEnd;
  /** When each agent could finish receiving one more client (−∞ before its first); its clients. */
  const ready = new Float64Array(m).fill(-Infinity);
  const count = new Int32Array(m);
  const members: number[][] = agents.map((a) => [a]);
  const assignments: ClientAssignment[] = [];
  const scores = explain ? new Float64Array(m) : undefined;
  for (const c of clients) {
    const row = c * n;
    let best = -1;
    let bestScore = Infinity;
    // Scores above this are definitely later than bestScore (see nearLimit): no tie to weigh.
    let bestLimit = Infinity;
    for (let a = 0; a < m; a++) {
      // max{previous completion + T_recv(agent), T_end(client, agent)}; T_end alone for the first.
      const arrival = latency[row + (column[a] as number)] as number;
      const r = ready[a] as number;
      const score = arrival > r ? arrival : r;
      if (scores) scores[a] = score;
      if (score > bestLimit) continue;
      if (
        best < 0 ||
        better(
          score,
          count[a] as number,
          agentOf[a] as number,
          bestScore,
          count[best] as number,
          agentOf[best] as number,
        )
      ) {
        best = a;
        bestScore = score;
        bestLimit = nearLimit(score);
      }
    }
    ready[best] = bestScore + (recvOf[best] as number);
    count[best] = (count[best] as number) + 1;
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

/**
 * A time above which nothing is within the tolerance of `t` ≥ 0: s − t > 2·tol·max(1, t) implies
 * s − t > tol·max(1, s), so `s` is definitely later than `t`.
 */
function nearLimit(t: number): number {
  return t + 2 * RELATIVE_TOLERANCE * Math.max(1, t);
}

/** Is agent `agent` (k clients, score) a better choice than the best so far? Ties: docs/cost-models.md. */
function better(
  score: number,
  k: number,
  agent: number,
  bestScore: number,
  bestK: number,
  bestAgent: number,
): boolean {
  if (definitelyLess(score, bestScore)) return true;
  if (definitelyLess(bestScore, score)) return false;
  if (k !== bestK) return k < bestK;
  return agent < bestAgent;
}

/** Sec. 5.2 with m agents: the m fastest nodes, the rest assigned by Sec. 5.1. */
export function formClusters(
  model: Model,
  m: number,
  explain = false,
  order = speedOrder(model),
  byRank?: Float64Array,
): Formation {
  return assignClients(model, order.slice(0, m), order.slice(m), explain, byRank);
}

/** T_end(c, order[r]) at [c·n + r]: every client's latency to the agents, fastest agent first. */
export function latenciesByRank(model: Model, order: readonly number[]): Float64Array {
  const { n, tEnd } = model;
  const out = new Float64Array(n * n);
  for (let c = 0; c < n; c++) {
    for (let r = 0; r < n; r++) out[c * n + r] = tEnd[c * n + (order[r] as number)] as number;
  }
  return out;
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
  const scratch = new Float64Array(n);
  const byRank = latenciesByRank(model, order);
  for (let m = 1; m <= n; m++) {
    if (ctx.cancelled?.()) throw new RunCancelled();
    incoming.addAgent(order[m - 1] as number);
    const { clusters } = formClusters(model, m, false, order, byRank);
    hasClients.fill(0);
    const senders: number[] = [];
    for (const c of clusters) {
      if (c.length > 1) {
        hasClients[c[0] as number] = 1;
        senders.push(c[0] as number);
      }
    }
    const parts: ClusterEstimate[] = clusters.map((cluster) => {
      const agent = cluster[0] as number;
      const clients = cluster.slice(1);
      const tSend = model.tSend[agent] as number;
      const tRecv = model.tRecv[agent] as number;
      const done = incoming.lastCompletions(agent, hasClients, senders, scratch);
      return {
        agent,
        clients,
        gather: gatherLatencyInto(scratch, model, agent, clients),
        broadcast: Math.max((m - 1) * (tSend + tRecv), done.all),
        clientBroadcast: hasClients[agent]
          ? Math.max((m - 1) * tSend + done.markedCount * tRecv, done.marked)
          : done.marked,
        distribute: distributeLatency(model, agent, clients),
      };
    });
    gb.push({ m, ...combineStages(model, parts, "gather-broadcast"), simulated: null });
    ts.push({ m, ...combineStages(model, parts, "two-step"), simulated: null });
    ctx.progress?.((0.5 * m) / n);
  }
  return { "gather-broadcast": gb, "two-step": ts };
}

/** gatherLatency (Def. 1's T_g) with a scratch array: the same sorted recursion, no allocation. */
function gatherLatencyInto(
  scratch: Float64Array,
  model: Model,
  agent: number,
  clients: readonly number[],
): number {
  const k = clients.length;
  if (k === 0) return 0;
  const { n, tEnd } = model;
  for (let j = 0; j < k; j++) scratch[j] = tEnd[(clients[j] as number) * n + agent] as number;
  const sorted = scratch.subarray(0, k).sort();
  const tRecv = model.tRecv[agent] as number;
  let done = sorted[0] as number;
  for (let j = 1; j < k; j++) done = Math.max(done + tRecv, sorted[j] as number);
  return done;
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

  /**
   * Def. 1's recursion over the sorted latencies into `node` from all agents so far, and from the
   * `senders` among them (marked in `isSender`); done = 0 without messages. When the senders are few,
   * their latencies are sorted apart (the recursion only depends on the sorted values).
   */
  lastCompletions(
    node: number,
    isSender: Uint8Array,
    senders: readonly number[],
    scratch: Float64Array,
  ): Completions {
    const { n, tEnd } = this.model;
    const { values } = this;
    const tRecv = this.model.tRecv[node] as number;
    const from = node * n;
    const to = from + (this.counts[node] as number);
    // −∞ + T_recv < v: the first latency starts each recursion.
    let all = -Infinity;
    for (let p = from; p < to; p++) {
      const v = values[p] as number;
      const a = all + tRecv;
      all = a > v ? a : v;
    }
    const total = to - from;
    const done = total > 0 ? all : 0;
    const S = senders.length - (isSender[node] === 1 ? 1 : 0);
    if (S === total) return { all: done, marked: done, markedCount: total };
    let marked = -Infinity;
    if (S * S < 4 * total) {
      // Few senders: their latencies, sorted by insertion (O(S²) < the O(total) filtered pass).
      let k = 0;
      for (const s of senders) {
        if (s === node) continue;
        const v = tEnd[s * n + node] as number;
        let at = k++;
        while (at > 0 && (scratch[at - 1] as number) > v) {
          scratch[at] = scratch[at - 1] as number;
          at--;
        }
        scratch[at] = v;
      }
      for (let j = 0; j < k; j++) {
        const v = scratch[j] as number;
        const b = marked + tRecv;
        marked = b > v ? b : v;
      }
    } else {
      const sentBy = this.senders;
      for (let p = from; p < to; p++) {
        if (isSender[sentBy[p] as number] !== 1) continue;
        const v = values[p] as number;
        const b = marked + tRecv;
        marked = b > v ? b : v;
      }
    }
    return { all: done, marked: S > 0 ? marked : 0, markedCount: S };
  }
}

/** Def. 1's T_R over every incoming latency, and over the marked senders' only. */
interface Completions {
  readonly all: number;
  readonly marked: number;
  readonly markedCount: number;
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
