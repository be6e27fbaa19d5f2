// The cost model of Wu–Yeh Sec. 4–5 (Definitions 1–5): the estimate with stage barriers that cluster
// formation minimises. It is an estimate: the simulator (simulate.ts) has no barriers and Def. 4 adds
// one T_send per client, so estimate and simulated makespan differ by design (the paper's Fig. 4).
//
// Choices docs/cost-models.md settles: the overlap k is per agent (Sec. 4.2); in Two-Step's stage 2 only agents
// with clients broadcast (n counts them). An agent with nothing to broadcast receives from all n of
// them, so its T_R runs over n receives (the paper writes n−1 for both cases; it only fits the first).
// Def. 4's "jth client it served" follows the distribution order of the plans, which is the scenario's
// `serveOrder`: by default the order of assignment (read with Sec. 5.1: fastest first), or, as an
// option, the client with the largest T_end(agent, client) first (ties to the lower index).
import { ceilTolerant, compareTimes } from "../tolerance";
import { endToEnd, type Model, type ServeOrder } from "./scenario";

export type FrameworkAlgorithm = "gather-broadcast" | "two-step";

/**
 * Def. 1 (and Sec. 4.2's T_R): completion times of receiving messages whose end-to-end latencies are
 * `latencies`, first come first served: T(1) = L(1), T(j) = max{T(j−1) + T_recv, L(j)} with L sorted.
 */
export function receiveCompletions(latencies: readonly number[], tRecv: number): number[] {
  const sorted = Float64Array.from(latencies).sort();
  const out: number[] = [];
  let prev = 0;
  sorted.forEach((l, j) => {
    prev = j === 0 ? l : Math.max(prev + tRecv, l);
    out.push(prev);
  });
  return out;
}

/** Def. 1: T_g, the agent's gathering latency over its clients (0 without clients). */
export function gatherLatency(model: Model, agent: number, clients: readonly number[]): number {
  const done = receiveCompletions(
    clients.map((c) => endToEnd(model, c, agent)),
    model.tRecv[agent] as number,
  );
  return done.length === 0 ? 0 : (done[done.length - 1] as number);
}

/** Sec. 4.2: k_i = min{m − 1, ⌈T_max(i) / T_send(i)⌉}, T_max(i) the largest T_end into agent i. */
export function overlapCount(model: Model, agent: number, agents: readonly number[]): number {
  let tMax = 0;
  for (const a of agents) if (a !== agent) tMax = Math.max(tMax, endToEnd(model, a, agent));
  const m = agents.length;
  if (m <= 1) return 0;
  // The tolerant ceiling keeps ⌈3.0000000001⌉ at 3 (times are compared with a relative 1e-9).
  return Math.min(m - 1, Math.max(1, ceilTolerant(tMax / (model.tSend[agent] as number))));
}

/**
 * Sec. 4.2: T_B(i), agent i's latency in an all-to-all broadcast among `agents` (m of them) in which
 * `senders` (n of them) have a message. With a message: max{(m−1)·T_send + (n−1)·T_recv, T_R(i, n−1)};
 * without: T_R over the n messages it receives.
 */
export function broadcastLatency(
  model: Model,
  agent: number,
  agents: readonly number[],
  senders: readonly number[],
): number {
  const incoming = senders.filter((s) => s !== agent).map((s) => endToEnd(model, s, agent));
  const done = receiveCompletions(incoming, model.tRecv[agent] as number);
  const tR = done.length === 0 ? 0 : (done[done.length - 1] as number);
  if (!senders.includes(agent)) return tR;
  const busy =
    (agents.length - 1) * (model.tSend[agent] as number) + incoming.length * (model.tRecv[agent] as number);
  return Math.max(busy, tR);
}

/**
 * The order an agent serves its clients in stage 3 (Def. 4's j): `order` "assignment" keeps the
 * clients as listed (the order they were assigned); "largest-end-first" puts the largest
 * T_end(agent, client) first, then the lower index. The default is the model's serve order.
 */
export function distributionOrder(
  model: Model,
  agent: number,
  clients: readonly number[],
  order: ServeOrder = model.serveOrder ?? "assignment",
): number[] {
  if (order === "assignment") return clients.slice();
  return clients
    .slice()
    .sort((a, b) => compareTimes(endToEnd(model, agent, b), endToEnd(model, agent, a)) || a - b);
}

/** Def. 4's term for one cluster: max over j of j·T_send(agent) + T_end(agent, j-th client served). */
export function distributeLatency(
  model: Model,
  agent: number,
  clients: readonly number[],
  order?: ServeOrder,
): number {
  let worst = 0;
  distributionOrder(model, agent, clients, order).forEach((c, j) => {
    worst = Math.max(worst, (j + 1) * (model.tSend[agent] as number) + endToEnd(model, agent, c));
  });
  return worst;
}

/** One cluster's share of the estimate (what the cluster view and the cost table show). */
export interface ClusterEstimate {
  readonly agent: number;
  readonly clients: readonly number[];
  /** Def. 1: T_g. */
  readonly gather: number;
  /** T_B among all agents, each with its own (Gather-Broadcast: combined) message. */
  readonly broadcast: number;
  /** Two-Step stage 2: T_B among the agents, only those with clients sending. */
  readonly clientBroadcast: number;
  /** Def. 4's term. */
  readonly distribute: number;
}

export interface StageCosts {
  readonly T1: number;
  readonly T2: number;
  readonly T3: number;
  /** Def. 5: T_all = T1 + T2 + T3. */
  readonly T_all: number;
}

export interface Estimate extends StageCosts {
  readonly clusters: readonly ClusterEstimate[];
}

/** Each cluster's terms of Defs 1–4 (shared by both algorithms). */
export function clusterEstimates(model: Model, clusters: readonly (readonly number[])[]): ClusterEstimate[] {
  const agents = clusters.map((c) => c[0] as number);
  const withClients = clusters.filter((c) => c.length > 1).map((c) => c[0] as number);
  return clusters.map((cluster) => {
    const agent = cluster[0] as number;
    const clients = cluster.slice(1);
    return {
      agent,
      clients,
      gather: gatherLatency(model, agent, clients),
      broadcast: broadcastLatency(model, agent, agents, agents),
      clientBroadcast: broadcastLatency(model, agent, agents, withClients),
      distribute: distributeLatency(model, agent, clients),
    };
  });
}

/** Defs 2–5 from the clusters' terms, for one of the framework's algorithms. */
export function combineStages(
  model: Model,
  parts: readonly ClusterEstimate[],
  algorithm: FrameworkAlgorithm,
): StageCosts {
  let T1 = 0;
  let T2 = 0;
  let T3 = 0;
  for (const p of parts) {
    if (algorithm === "gather-broadcast") {
      T1 = Math.max(T1, p.gather); // Def. 2
      T2 = Math.max(T2, p.broadcast); // Def. 3
    } else {
      const k = p.clients.length;
      T1 = Math.max(T1, p.broadcast + k * (model.tRecv[p.agent] as number), p.gather); // Def. 2
      T2 = Math.max(T2, p.clientBroadcast); // Def. 3
    }
    T3 = Math.max(T3, p.distribute); // Def. 4
  }
  return { T1, T2, T3, T_all: T1 + T2 + T3 }; // Def. 5
}

/** Defs 2–5 for a grouping (clusters [agent, client, …]) under one of the framework's algorithms. */
export function estimateCost(
  model: Model,
  clusters: readonly (readonly number[])[],
  algorithm: FrameworkAlgorithm,
): Estimate {
  const parts = clusterEstimates(model, clusters);
  return { ...combineStages(model, parts, algorithm), clusters: parts };
}
