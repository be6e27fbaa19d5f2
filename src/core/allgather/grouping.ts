// Groupings of the Cluster-Agent framework (Wu–Yeh Sec. 3): clusters [agent, client, …] that cover
// every node exactly once. A user's grouping (cluster view, the scenario's `clusters`, a `regroup`
// edit) is checked here, with a message naming the cluster and the node.

export interface GroupingIssue {
  /** Path below the grouping: [cluster] or [cluster, position]; [] for the grouping as a whole. */
  readonly path: readonly number[];
  readonly message: string;
}

/** Everything wrong with a grouping of n nodes (empty when it is a partition with agents first). */
export function groupingIssues(clusters: readonly (readonly number[])[], n: number): GroupingIssue[] {
  const out: GroupingIssue[] = [];
  if (clusters.length === 0) return [{ path: [], message: "needs at least one cluster" }];
  const seenIn = new Map<number, number>();
  clusters.forEach((cluster, g) => {
    if (cluster.length === 0) {
      out.push({ path: [g], message: `cluster ${g} is empty: a cluster needs its agent first` });
      return;
    }
    cluster.forEach((node, pos) => {
      if (!Number.isInteger(node) || node < 0 || node >= n) {
        out.push({ path: [g, pos], message: `P${node} is not a node (there are ${n}: P0…P${n - 1})` });
        return;
      }
      const before = seenIn.get(node);
      if (before === undefined) seenIn.set(node, g);
      else if (before === g)
        out.push({ path: [g, pos], message: `P${node} is listed twice in cluster ${g}` });
      else
        out.push({
          path: [g, pos],
          message: `P${node} is in two clusters (cluster ${before} and cluster ${g})`,
        });
    });
  });
  const missing: number[] = [];
  for (let i = 0; i < n; i++) if (!seenIn.has(i)) missing.push(i);
  if (missing.length > 0) {
    const list = missing.slice(0, 8).map((i) => `P${i}`);
    if (missing.length > 8) list.push(`… (${missing.length} in all)`);
    out.push({
      path: [],
      message: `${list.join(", ")} ${missing.length === 1 ? "is" : "are"} in no cluster; every node must be in exactly one`,
    });
  }
  return out;
}

/** agentOf[node] = the agent of its cluster (itself for an agent). Assumes a valid grouping. */
export function agentOfNodes(clusters: readonly (readonly number[])[], n: number): Int32Array {
  const agentOf = new Int32Array(n).fill(-1);
  for (const cluster of clusters) {
    const agent = cluster[0];
    if (agent === undefined) continue;
    for (const node of cluster) agentOf[node] = agent;
  }
  return agentOf;
}
