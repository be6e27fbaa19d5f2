// Gather-Broadcast, Wu–Yeh Sec. 3.1 (costs: Defs 2–5, Sec. 5): (1) each agent gathers its clients'
// messages, first come first served (Sec. 4.1); (2) it combines them with its own and broadcasts the
// combined message to the other agents, overlapping k_i sends with each receive (Sec. 4.2), in
// circulant order over the agents; (3) it sends the final result to its clients in the scenario's
// serve order (by default the order of assignment, Def. 4 with Sec. 5.1). No barriers: each node proceeds as soon as its own data is there.
import { allBut, circulant, DraftBuilder, overlaps, type Draft } from "./draft";
import { distributionOrder } from "./cost-model";
import type { Model } from "./scenario";

/** The Gather-Broadcast draft for a grouping [[agent, client, …], …] (agents in exchange order). */
export function gatherBroadcastDraft(model: Model, clusters: readonly (readonly number[])[]): Draft {
  const b = new DraftBuilder(model.n);
  const agents = clusters.map((c) => c[0] as number);
  const k = overlaps(model, agents);
  clusters.forEach((cluster, rank) => {
    const agent = cluster[0] as number;
    const clients = cluster.slice(1);
    for (const c of clients) {
      b.send(c, agent, [c], "gather");
      b.receiveFrom(c, [agent], "distribute");
    }
    b.receiveFrom(agent, clients, "gather");
    const others = circulant(agents, rank);
    b.overlapped(agent, others, [agent, ...clients], others, k[agent] as number, "exchange");
    for (const c of distributionOrder(model, agent, clients))
      b.send(agent, c, allBut(model.n, c), "distribute");
  });
  return b.build("gather-broadcast", clusters);
}
