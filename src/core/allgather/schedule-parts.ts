// Pieces of the Schedule and of the details that replay.ts assembles from the timed task lists:
// the tasks with their step and partner indices, the steps of a replayed user plan, one tree per
// message (who handed it to whom), the groups, and per-stage and per-cluster spans for the views.
import { scoredCandidate } from "../schedule/score";
import type { Group, MessageTree, Step, Task } from "../schedule/types";
import { formatNumber, ordinal } from "../units";
import type { Stage } from "./scenario";
import type { TimedTask } from "./simulate";

/** Per stage, the earliest start and the latest end of its tasks (simulated). */
export interface StageSpan {
  readonly stage: Stage;
  readonly start: number;
  readonly end: number;
}

/** One cluster as simulated: when its agent had its clients' data, finished the exchange, and when the last client was done. */
export interface ClusterSpan {
  readonly agent: number;
  readonly gatherEnd: number;
  readonly exchangeEnd: number;
  readonly end: number;
}

/** Steps of a replayed (user) plan: every receive, in the order they start. */
export function replayedSteps(timed: readonly (readonly TimedTask[])[]): Step[] {
  const recvs: { node: number; t: TimedTask }[] = [];
  timed.forEach((list, node) => list.forEach((t) => t.op === "recv" && recvs.push({ node, t })));
  recvs.sort((a, b) => a.t.start - b.t.start || a.node - b.node);
  const nth = new Map<number, number>();
  return recvs.map(({ node, t }) => {
    const k = (nth.get(node) ?? 0) + 1;
    nth.set(node, k);
    const posted = t.posted ?? t.start;
    const arrival = t.arrival ?? t.start;
    // What the replayed receive waited for: the message's arrival, or the node being free (posted).
    const byArrival = !(posted > arrival);
    const why = byArrival
      ? `waits for the message from P${t.peer} (in at ${formatNumber(arrival)})`
      : `waits for P${node} to be free (at ${formatNumber(posted)})`;
    return {
      sender: t.peer,
      receiver: node,
      message: t.messages[0] as number,
      complete: t.end,
      rule: `replayed plan — P${node}'s ${ordinal(k)} receive, from P${t.peer}; ${why}`,
      candidates: [
        scoredCandidate(
          t.peer,
          node,
          t.messages[0] as number,
          [
            { name: byArrival ? "arrival" : "receiver free", value: t.start },
            { name: "receive", value: t.end - t.start },
          ],
          "completion",
        ),
      ],
    };
  });
}

/** The timed lists as Schedule tasks; each receive and its send get the index of their step. */
export function flattenTasks(
  timed: readonly (readonly TimedTask[])[],
  steps: readonly Step[] | undefined,
): Task[] {
  const n = timed.length;
  const offset: number[] = [];
  let total = 0;
  for (const list of timed) {
    offset.push(total);
    total += list.length;
  }
  // The k-th step for the pair (sender, receiver) is the k-th receive on that pair.
  const stepQueues = new Map<number, number[]>();
  const order = steps ?? replayedSteps(timed);
  order.forEach((st, i) => {
    const key = st.sender * n + st.receiver;
    const q = stepQueues.get(key) ?? [];
    q.push(i);
    stepQueues.set(key, q);
  });
  const recvStep: number[][] = timed.map((list) => list.map(() => -1));
  const sendStep: number[][] = timed.map((list) => list.map(() => -1));
  timed.forEach((list, node) =>
    list.forEach((t, pos) => {
      if (t.op !== "recv") return;
      const step = stepQueues.get(t.peer * n + node)?.shift() ?? -1;
      (recvStep[node] as number[])[pos] = step;
      (sendStep[t.peer] as number[])[t.matchPos] = step;
    }),
  );
  const tasks: Task[] = [];
  timed.forEach((list, node) =>
    list.forEach((t, pos) => {
      const step = (t.op === "recv" ? recvStep : sendStep)[node]?.[pos] ?? -1;
      tasks.push({
        node,
        kind: t.op,
        peer: t.peer,
        message: t.messages[0] as number,
        ...(t.messages.length > 1 ? { messages: t.messages } : {}),
        start: t.start,
        end: t.end,
        ...(t.op === "recv" ? { posted: t.posted, arrival: t.arrival } : {}),
        match: t.matchPos >= 0 ? (offset[t.peer] as number) + t.matchPos : -1,
        stage: t.stage,
        ...(step >= 0 ? { step } : {}),
      });
    }),
  );
  return tasks;
}

/** For each message, who first handed it to each node (relays: agents), children in send order. */
export function messageTrees(n: number, timed: readonly (readonly TimedTask[])[]): MessageTree[] {
  const parent: Int32Array[] = Array.from({ length: n }, (_, m) => {
    const p = new Int32Array(n).fill(-2);
    p[m] = -1;
    return p;
  });
  const complete: Float64Array[] = Array.from({ length: n }, (_, m) => {
    const c = new Float64Array(n).fill(NaN);
    c[m] = 0;
    return c;
  });
  const sentAt: Float64Array[] = Array.from({ length: n }, () => new Float64Array(n).fill(Infinity));
  timed.forEach((list, node) =>
    list.forEach((t) => {
      if (t.op !== "recv") return;
      const sendStart = timed[t.peer]?.[t.matchPos]?.start ?? 0;
      for (const m of t.messages) {
        const c = complete[m] as Float64Array;
        const prev = c[node] as number;
        if (Number.isNaN(prev) || t.end < prev) {
          c[node] = t.end;
          (parent[m] as Int32Array)[node] = t.peer;
          (sentAt[m] as Float64Array)[node] = sendStart;
        }
      }
    }),
  );
  return parent.map((p, m) => {
    const children: number[][] = Array.from({ length: n }, () => []);
    for (let node = 0; node < n; node++) {
      const par = p[node] as number;
      if (par >= 0) (children[par] as number[]).push(node);
    }
    const at = sentAt[m] as Float64Array;
    for (const list of children) list.sort((a, b) => (at[a] as number) - (at[b] as number) || a - b);
    return {
      message: m,
      root: m,
      parent: Array.from(p),
      complete: Array.from(complete[m] as Float64Array),
      children,
    };
  });
}

export function groupsOf(clusters: readonly (readonly number[])[]): Group[] {
  return clusters.map((c, g) => ({
    leader: c[0] as number,
    members: c.slice(),
    label: `cluster ${g} (agent P${c[0]})`,
  }));
}

export function stageSpans(tasks: readonly Task[]): StageSpan[] {
  const spans = new Map<Stage, { start: number; end: number }>();
  for (const t of tasks) {
    const stage = t.stage as Stage;
    const s = spans.get(stage);
    if (!s) spans.set(stage, { start: t.start, end: t.end });
    else {
      s.start = Math.min(s.start, t.start);
      s.end = Math.max(s.end, t.end);
    }
  }
  const order: Stage[] = ["gather", "exchange", "distribute", "broadcast"];
  return order.flatMap((stage) => {
    const s = spans.get(stage);
    return s ? [{ stage, ...s }] : [];
  });
}

export function clusterSpans(
  clusters: readonly (readonly number[])[],
  timed: readonly (readonly TimedTask[])[],
): ClusterSpan[] {
  return clusters.map((cluster) => {
    const agent = cluster[0] as number;
    const own = timed[agent] ?? [];
    const lastEnd = (pred: (t: TimedTask) => boolean) =>
      own.filter(pred).reduce((m, t) => Math.max(m, t.end), 0);
    let end = lastEnd(() => true);
    for (const c of cluster.slice(1)) for (const t of timed[c] ?? []) end = Math.max(end, t.end);
    return {
      agent,
      gatherEnd: lastEnd((t) => t.op === "recv" && t.stage === "gather"),
      exchangeEnd: lastEnd((t) => t.stage === "exchange"),
      end,
    };
  });
}
