// The cluster view's edits as pure operations on a grouping [[agent, client, …], …] (Wu–Yeh Sec. 3):
// move a client to another agent, make a client an agent of its own cluster, or fold an agent's
// cluster into another one. A drop that would make a client talk to another client (the paper's
// assumption 5: a client only talks to its agent) is refused with a message saying why.

export type Groups = readonly (readonly number[])[];

export type RegroupOutcome =
  | { readonly kind: "changed"; readonly groups: Groups; readonly summary: string }
  | { readonly kind: "unchanged" }
  | { readonly kind: "refused"; readonly message: string };

/** Where a drag ended: on a node, inside a cluster's disc (not on a node), or on empty space. */
export type DropTarget =
  | { readonly kind: "node"; readonly node: number }
  | { readonly kind: "cluster"; readonly cluster: number }
  | { readonly kind: "empty" };

export interface Role {
  readonly cluster: number;
  readonly isAgent: boolean;
}

export function roleOf(groups: Groups, node: number): Role | null {
  for (let g = 0; g < groups.length; g++) {
    const i = (groups[g] as readonly number[]).indexOf(node);
    if (i >= 0) return { cluster: g, isAgent: i === 0 };
  }
  return null;
}

const agentOf = (groups: Groups, g: number): number => (groups[g] as readonly number[])[0] as number;

/** `node` joins cluster `target`: a client moves alone; an agent brings its whole cluster (m − 1). */
export function moveToCluster(groups: Groups, node: number, target: number): RegroupOutcome {
  const role = roleOf(groups, node);
  if (!role) return { kind: "refused", message: `P${node} is in no cluster` };
  if (target < 0 || target >= groups.length) return { kind: "refused", message: `no cluster ${target}` };
  if (role.cluster === target) return { kind: "unchanged" };
  const agent = agentOf(groups, target);
  if (!role.isAgent) {
    const next = groups.map((c, g) =>
      g === role.cluster ? c.filter((x) => x !== node) : g === target ? [...c, node] : c.slice(),
    );
    return { kind: "changed", groups: next, summary: `P${node} is now a client of P${agent}` };
  }
  const moved = groups[role.cluster] as readonly number[];
  const next = groups
    .map((c, g) => (g === target ? [...c, ...moved] : c.slice()))
    .filter((_, g) => g !== role.cluster);
  return {
    kind: "changed",
    groups: next,
    summary:
      moved.length > 1
        ? `P${node} and its ${moved.length - 1} client${moved.length > 2 ? "s" : ""} are now clients of P${agent}`
        : `P${node} is now a client of P${agent}`,
  };
}

/** A client becomes the agent of a new cluster of its own (m + 1); an agent stays as it is. */
export function promote(groups: Groups, node: number): RegroupOutcome {
  const role = roleOf(groups, node);
  if (!role) return { kind: "refused", message: `P${node} is in no cluster` };
  if (role.isAgent) return { kind: "unchanged" };
  const next = groups.map((c, g) => (g === role.cluster ? c.filter((x) => x !== node) : c.slice()));
  return {
    kind: "changed",
    groups: [...next, [node]],
    summary: `P${node} is now an agent (${groups.length + 1} agents)`,
  };
}

/** What dropping `dragged` on `target` does. */
export function dropOutcome(groups: Groups, dragged: number, target: DropTarget): RegroupOutcome {
  if (target.kind === "empty") return promote(groups, dragged);
  if (target.kind === "cluster") return moveToCluster(groups, dragged, target.cluster);
  if (target.node === dragged) return { kind: "unchanged" };
  const role = roleOf(groups, target.node);
  if (!role) return { kind: "refused", message: `P${target.node} is in no cluster` };
  if (role.isAgent) return moveToCluster(groups, dragged, role.cluster);
  const own = roleOf(groups, dragged);
  if (own && own.cluster === role.cluster && !own.isAgent) return { kind: "unchanged" };
  const agent = agentOf(groups, role.cluster);
  return {
    kind: "refused",
    message: `P${target.node} is a client: a client talks only to its agent (Wu–Yeh's assumption 5), so P${dragged} cannot be served by it. Drop P${dragged} on P${agent} to join that cluster, or on empty space to make it an agent.`,
  };
}

/** The grouping as short text, e.g. "P0: P4 P5 · P1: P6 P7". */
export function groupingText(groups: Groups): string {
  return groups
    .map((c) => {
      const [agent, ...clients] = c;
      return clients.length > 0
        ? `P${agent}: ${clients.map((x) => `P${x}`).join(" ")}`
        : `P${agent} (no clients)`;
    })
    .join(" · ");
}
