// Two-Step Broadcast, Wu–Yeh Sec. 3.2 (costs: Defs 2–5, Sec. 5): (1) each agent broadcasts its own
// message to the other agents (k_i sends per receive, Sec. 4.2) while its clients send to it;
// (2) it then takes in its clients' messages (first come first served) and the agents that have
// clients broadcast them, combined, to all other agents; (3) it sends the final result to its
// clients in the scenario's serve order (by default the order of assignment, Def. 4 with Sec. 5.1).
// In stage 2 an agent sends first to the agents that also broadcast (circulant among them), then to
// the rest, so no two agents wait on each other. No barriers.
import { allBut, circulant, DraftBuilder, overlaps, type Draft } from "./draft";
import { distributionOrder } from "./cost-model";
import type { Model } from "./scenario";

/** The Two-Step draft for a grouping [[agent, client, …], …] (agents in exchange order). */
export function twoStepDraft(model: Model, clusters: readonly (readonly number[])[]): Draft {
  const b = new DraftBuilder(model.n);
  const agents = clusters.map((c) => c[0] as number);
  const senders = clusters.filter((c) => c.length > 1).map((c) => c[0] as number);
  const k = overlaps(model, agents);
  clusters.forEach((cluster, rank) => {
    const agent = cluster[0] as number;
    const clients = cluster.slice(1);
    for (const c of clients) {
      b.send(c, agent, [c], "gather");
      b.receiveFrom(c, [agent], "distribute");
    }
    const others = circulant(agents, rank);
    b.overlapped(agent, others, [agent], others, k[agent] as number, "exchange");
    b.receiveFrom(agent, clients, "gather");
    if (clients.length > 0) {
      const peers = circulant(senders, senders.indexOf(agent));
      const rest = others.filter((a) => !peers.includes(a));
      b.overlapped(agent, [...peers, ...rest], clients, peers, k[agent] as number, "exchange");
    } else {
      b.receiveFrom(agent, senders, "exchange");
    }
    for (const c of distributionOrder(model, agent, clients))
      b.send(agent, c, allBut(model.n, c), "distribute");
  });
  return b.build("two-step", clusters);
}
