// Replay: any plan → the common Schedule plus the family's details (DESIGN.md "Architecture",
// "Command line"). The Schedule's tasks carry stage names (gather/exchange/distribute, or broadcast for
// the simultaneous baseline), `messages` for combined messages, and `match` (index in `tasks` of the
// send ↔ receive partner). Details hold what the CLI prints (agents, clusters, estimatedCost,
// costByAgents) and what the cluster view and the cost chart draw.
import type { Replayed, RunContext } from "../family";
import type { Group, MessageTree, Schedule, Step, Task } from "../schedule/types";
import { formatTime } from "../units";
import { chooseGrouping, type GroupingSource } from "./choose";
import {
  chooseAgentCount,
  costTables,
  formClusters,
  type ClientAssignment,
  type CostRow,
  type CostTables,
} from "./cluster-formation";
import { clusterEstimates, combineStages, type ClusterEstimate, type FrameworkAlgorithm } from "./cost-model";
import { overlaps } from "./draft";
import { EXPLAIN_RECEIVE_LIMIT, resolveFcfs } from "./fcfs";
import { gatherBroadcastDraft } from "./gather-broadcast";
import { allgatherLowerBound } from "./lower-bound";
import {
  modelOf,
  speedOf,
  type AllgatherAlgorithmId,
  type AllgatherPlan,
  type AllgatherScenario,
  type Model,
  type Stage,
} from "./scenario";
import { simulatePlan, type TimedTask } from "./simulate";
import { simultaneousDraft } from "./simultaneous";
import { twoStepDraft } from "./two-step";

/**
 * Up to this many nodes the cost chart simulates every m; above, an evenly spread sample of m (plus
 * the chosen one): 12 values up to 128 nodes, 8 above, so a 256-node replay stays near a second.
 */
export const SIMULATE_EVERY_M_UP_TO = 32;
export const simulatedSampleSize = (n: number): number => (n <= 128 ? 12 : 8);

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

export interface AllgatherDetails extends Record<string, unknown> {
  readonly algorithm: AllgatherAlgorithmId;
  /** Where the grouping came from: the cost model, the `agents` field, the `clusters` field, an edited plan, or all nodes (simultaneous). */
  readonly grouping: GroupingSource;
  /** Agent nodes in exchange (rank) order. */
  readonly agents: readonly number[];
  /** [agent, client, …] per cluster. */
  readonly clusters: readonly (readonly number[])[];
  /** m, the number of agents (clusters). */
  readonly agentCount: number;
  /** Sec. 4.2's k_i per node: sends an agent overlaps with one receive (0 for clients). */
  readonly overlap: readonly number[];
  /** Def. 5's T_all for this grouping and algorithm (simultaneous: the broadcast among all nodes). */
  readonly estimatedCost: number;
  /** T1, T2, T3 and T_all for this grouping. */
  readonly estimate: CostRow;
  /** Each cluster's terms of Defs 1–4. */
  readonly clusterEstimates: readonly ClusterEstimate[];
  /** The cost chart of the algorithm run (every m; simultaneous: the single row m = n). */
  readonly costByAgents: readonly CostRow[];
  /** Both framework algorithms' tables, for the cost chart. */
  readonly costTables: CostTables;
  readonly simulatedMakespan: number;
  /** The simultaneous broadcast among all nodes on the same scenario (the baseline). */
  readonly simultaneousMakespan: number;
  readonly lowerBound: number;
  readonly stageSpans: readonly StageSpan[];
  readonly clusterSpans: readonly ClusterSpan[];
  /** Sec. 5.1's client assignments with the agents weighed (cost-model and agents-field groupings). */
  readonly assignments: readonly ClientAssignment[];
  /** T_send + T_recv per node (smaller is faster; the cluster view colours by it). */
  readonly speed: readonly number[];
  /** How many sends carry more than one node's data. */
  readonly combinedMessages: number;
}

/** m values whose plans are simulated for the cost chart. */
export function simulatedAgentCounts(n: number, chosen: number): number[] {
  if (n <= SIMULATE_EVERY_M_UP_TO) return Array.from({ length: n }, (_, i) => i + 1);
  const set = new Set<number>([1, n, chosen]);
  const k = simulatedSampleSize(n);
  for (let i = 0; i < k; i++) set.add(1 + Math.round((i * (n - 1)) / (k - 1)));
  return [...set].sort((a, b) => a - b);
}

/** The cost tables with the simulated makespan of each (sampled) m filled in. */
export function simulateTables(
  model: Model,
  tables: CostTables,
  chosen: Readonly<Record<FrameworkAlgorithm, number>>,
  ctx: RunContext = {},
): CostTables {
  const fill = (algorithm: FrameworkAlgorithm, rows: readonly CostRow[]): CostRow[] => {
    const ms = new Set(simulatedAgentCounts(model.n, chosen[algorithm]));
    return rows.map((row) => {
      if (!ms.has(row.m)) return row;
      const clusters = formClusters(model, row.m).clusters;
      const draft =
        algorithm === "gather-broadcast"
          ? gatherBroadcastDraft(model, clusters)
          : twoStepDraft(model, clusters);
      return { ...row, simulated: resolveFcfs(model, draft, { makespanOnly: true, ctx }).makespan };
    });
  };
  return {
    "gather-broadcast": fill("gather-broadcast", tables["gather-broadcast"]),
    "two-step": fill("two-step", tables["two-step"]),
  };
}

function sameGrouping(a: readonly (readonly number[])[], b: readonly (readonly number[])[]): boolean {
  return (
    a.length === b.length &&
    a.every((c, i) => c.length === b[i]?.length && c.every((x, j) => x === b[i]?.[j]))
  );
}

/** Times the plan and assembles the Schedule and the details. */
export function replayAllgather(
  s: AllgatherScenario,
  plan: AllgatherPlan,
  algorithm: AllgatherAlgorithmId,
  steps: readonly Step[] | undefined,
): Replayed<AllgatherDetails> {
  const model = modelOf(s);
  const { timed, makespan } = simulatePlan(model, plan);
  const tasks = flattenTasks(timed, steps);
  const scheduleSteps = steps ?? replayedSteps(timed);
  const lowerBound = allgatherLowerBound(model);
  const simultaneous = plan.algorithm === "simultaneous";

  const estimated = costTables(model);
  const tables = simulateTables(model, estimated, {
    "gather-broadcast": chooseAgentCount(estimated["gather-broadcast"]),
    "two-step": chooseAgentCount(estimated["two-step"]),
  });
  const framework: FrameworkAlgorithm = plan.algorithm === "two-step" ? "two-step" : "gather-broadcast";
  const parts = clusterEstimates(model, plan.clusters);
  const stages = combineStages(model, parts, framework);
  const estimate: CostRow = { m: plan.clusters.length, ...stages, simulated: makespan };
  let grouping: GroupingSource = "plan";
  let assignments: readonly ClientAssignment[] = [];
  if (simultaneous) grouping = "all-nodes";
  else {
    const expected = chooseGrouping(s, model, framework, {}, true, estimated);
    if (sameGrouping(expected.clusters, plan.clusters)) {
      grouping = expected.source;
      assignments = expected.assignments;
    }
  }
  const costByAgents = simultaneous ? [estimate] : tables[framework];
  const simultaneousMakespan = simultaneous
    ? makespan
    : resolveFcfs(model, simultaneousDraft(model), { makespanOnly: true }).makespan;
  const agents = plan.clusters.map((c) => c[0] as number);
  const k = overlaps(model, agents);
  const schedule: Schedule = {
    family: "allgather",
    algorithm,
    timeUnit: s.timeUnit,
    lanes: Array.from({ length: model.n }, (_, i) => `P${i}`),
    messages: Array.from({ length: model.n }, (_, i) => `m${i} from P${i}`),
    tasks,
    makespan,
    lowerBound,
    steps: scheduleSteps,
    trees: messageTrees(model.n, timed),
    ...(simultaneous ? {} : { groups: groupsOf(plan.clusters) }),
    notes: [
      ...notesFor(s, grouping, estimate.T_all, makespan, lowerBound, simultaneous),
      ...(steps && steps.length > EXPLAIN_RECEIVE_LIMIT
        ? [`The candidates weighed are not recorded above ${EXPLAIN_RECEIVE_LIMIT} receives.`]
        : []),
    ],
  };
  const details: AllgatherDetails = {
    algorithm,
    grouping,
    agents,
    clusters: plan.clusters.map((c) => c.slice()),
    agentCount: agents.length,
    overlap: Array.from(k),
    estimatedCost: estimate.T_all,
    estimate,
    clusterEstimates: parts,
    costByAgents,
    costTables: tables,
    simulatedMakespan: makespan,
    simultaneousMakespan,
    lowerBound,
    stageSpans: stageSpans(tasks),
    clusterSpans: simultaneous ? [] : clusterSpans(plan.clusters, timed),
    assignments,
    speed: Array.from({ length: model.n }, (_, i) => speedOf(model, i)),
    combinedMessages: tasks.filter((t) => t.kind === "send" && (t.messages?.length ?? 1) > 1).length,
  };
  return { schedule, details };
}

/** Steps of a replayed (user) plan: every receive, in the order they start. */
function replayedSteps(timed: readonly (readonly TimedTask[])[]): Step[] {
  const recvs: { node: number; t: TimedTask }[] = [];
  timed.forEach((list, node) => list.forEach((t) => t.op === "recv" && recvs.push({ node, t })));
  recvs.sort((a, b) => a.t.start - b.t.start || a.node - b.node);
  return recvs.map(({ node, t }) => ({
    sender: t.peer,
    receiver: node,
    message: t.messages[0] as number,
    complete: t.end,
    rule: "replayed plan",
  }));
}

/** The timed lists as Schedule tasks; each receive and its send get the index of their step. */
function flattenTasks(timed: readonly (readonly TimedTask[])[], steps: readonly Step[] | undefined): Task[] {
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
        ...(t.messages.length > 1 ? { messages: t.messages.slice() } : {}),
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
function messageTrees(n: number, timed: readonly (readonly TimedTask[])[]): MessageTree[] {
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

function groupsOf(clusters: readonly (readonly number[])[]): Group[] {
  return clusters.map((c, g) => ({
    leader: c[0] as number,
    members: c.slice(),
    label: `cluster ${g} (agent P${c[0]})`,
  }));
}

function stageSpans(tasks: readonly Task[]): StageSpan[] {
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

function clusterSpans(
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

function notesFor(
  s: AllgatherScenario,
  grouping: GroupingSource,
  estimate: number,
  makespan: number,
  lowerBound: number,
  simultaneous: boolean,
): string[] {
  const u = s.timeUnit;
  const notes = [
    "Combined messages cost one T_end: the paper ignores message concatenation for short messages (Sec. 8).",
    `Estimated T_all ${formatTime(estimate, u)} (Defs 2–5: stage barriers, Def. 4's j·T_send); simulated makespan ${formatTime(makespan, u)} (no barriers).`,
    `Lower bound ${formatTime(lowerBound, u)}: the longest shortest chain of T_end between two nodes (ours; the paper gives none).`,
  ];
  if (simultaneous)
    notes.push("Simultaneous broadcast among all nodes: no agents, no clusters (the baseline).");
  else if (grouping === "clusters-field")
    notes.push("Grouping from the scenario's clusters (agents is ignored).");
  else if (grouping === "agents-field")
    notes.push(`m = ${s.agents} agents, forced by the scenario's agents field.`);
  else if (grouping === "plan") notes.push("Grouping from an edited plan.");
  else notes.push("m chosen by the cost model: the smallest estimated T_all (ties to the larger m).");
  return notes;
}
