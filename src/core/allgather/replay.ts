// Replay: any plan → the common Schedule plus the family's details (docs/architecture.md,
// command line). The Schedule's tasks carry stage names (gather/exchange/distribute, or broadcast for
// the simultaneous baseline), `messages` for combined messages, and `match` (index in `tasks` of the
// send ↔ receive partner). Details hold what the CLI prints (agents, clusters, estimatedCost,
// costByAgents) and what the cluster view and the cost chart draw.
import type { Replayed } from "../family";
import type { Schedule, Step } from "../schedule/types";
import { formatTime } from "../units";
import { chooseGrouping, type GroupingSource } from "./choose";
import {
  chooseAgentCount,
  costTables,
  type ClientAssignment,
  type CostRow,
  type CostTables,
} from "./cluster-formation";
import { simulateTables } from "./cost-chart";
import { clusterEstimates, combineStages, type ClusterEstimate, type FrameworkAlgorithm } from "./cost-model";
import { overlaps } from "./draft";
import { EXPLAIN_RECEIVE_LIMIT, resolveFcfs } from "./fcfs";
import { allgatherLowerBound } from "./lower-bound";
import {
  modelOf,
  speedOf,
  type AllgatherAlgorithmId,
  type AllgatherPlan,
  type AllgatherScenario,
} from "./scenario";
import {
  clusterSpans,
  flattenTasks,
  groupsOf,
  messageTrees,
  replayedSteps,
  stageSpans,
  type ClusterSpan,
  type StageSpan,
} from "./schedule-parts";
import { simulatePlan } from "./simulate";
import { simultaneousDraft } from "./simultaneous";

export type { ClusterSpan, StageSpan } from "./schedule-parts";

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
  const tables = simulateTables(model, estimated, [
    chooseAgentCount(estimated["gather-broadcast"]),
    chooseAgentCount(estimated["two-step"]),
    plan.clusters.length,
  ]);
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

function notesFor(
  s: AllgatherScenario,
  grouping: GroupingSource,
  estimate: number,
  makespan: number,
  lowerBound: number,
  simultaneous: boolean,
): string[] {
  const u = s.timeUnit;
  let source = "m chosen by the cost model: the smallest estimated T_all (ties to the larger m).";
  if (simultaneous) source = "Simultaneous broadcast among all nodes: no agents, no clusters (the baseline).";
  else if (grouping === "clusters-field")
    source = "Grouping from the scenario's clusters (agents is ignored).";
  else if (grouping === "agents-field")
    source = `m = ${s.agents} agents, forced by the scenario's agents field.`;
  else if (grouping === "plan") source = "Grouping from an edited plan.";
  return [
    `${source} Combined messages cost one T_end: the paper ignores message concatenation for short messages (Sec. 8).`,
    `Estimated T_all ${formatTime(estimate, u)} (Defs 2–5: stage barriers, Def. 4's j·T_send); simulated makespan ${formatTime(makespan, u)} (no barriers): they differ by design.`,
    `Lower bound ${formatTime(lowerBound, u)}: the longest shortest chain of T_end between two nodes (ours; the paper gives none).`,
  ];
}
