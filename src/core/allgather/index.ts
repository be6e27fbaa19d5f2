// The allgather family module (Wu–Yeh, "Efficient All-to-All Broadcast in Heterogeneous Network of
// Workstations"): the Cluster-Agent framework's Gather-Broadcast (Sec. 3.1) and Two-Step Broadcast
// (Sec. 3.2) with cluster formation by the cost model (Sec. 4–5), and the simultaneous broadcast among
// all nodes as the baseline. Heuristics decide (grouping, send orders, first-come-first-served
// receive order); replay.ts times any plan.
import {
  algorithmOf,
  defineFamily,
  PlanError,
  RunCancelled,
  type AlgorithmEntry,
  type PlanEdit,
  type PlanOutcome,
  type RunContext,
} from "../family";
import { WY_FIGURE_EXPERIMENTS } from "./experiment-figures";
import { fastMixExperiment } from "./experiments";
import { resolveFcfs } from "./fcfs";
import { FRAMEWORK_DRAFTS, frameworkPlan } from "./framework";
import { randomClustersGenerator } from "./generators";
import { groupingIssues } from "./grouping";
import { ALLGATHER_OPTIMAL_LIMIT, optimalAllgather } from "./optimal";
import { ALLGATHER_PRESETS } from "./presets";
import { replay as replayAllgather, type AllgatherDetails } from "./replay";
import { allgatherScenarioSchema, modelOf, type AllgatherPlan, type AllgatherScenario } from "./scenario";
import { simultaneous } from "./simultaneous";
import { validateAllgather } from "./validate";

export type { AllgatherDetails } from "./replay";
export type { AllgatherPlan, AllgatherScenario } from "./scenario";
export { toMulticastScenario } from "./to-multicast";

type AllgatherHeuristic = (s: AllgatherScenario, ctx: RunContext) => PlanOutcome<AllgatherPlan>;

/** Checks cancellation before the run and reports it complete after (the heuristics run in one go). */
function whole(run: AllgatherHeuristic): AllgatherHeuristic {
  return (s, ctx) => {
    if (ctx.cancelled?.()) throw new RunCancelled();
    const outcome = run(s, ctx);
    ctx.progress?.(1);
    return outcome;
  };
}

/** The paper's algorithms (the catalogue without `optimal`, which they seed). */
export const ALLGATHER_HEURISTICS = [
  {
    id: "gather-broadcast",
    name: "Gather-Broadcast",
    section: "Sec. 3.1, 4–5",
    complexity: "O(n³) to choose m (Defs 2–5 for every m); O(n² log n) to simulate",
    summary:
      "Agents gather their clients' messages, broadcast the combined messages among themselves, then send the result to their clients.",
    run: whole((s, ctx) => frameworkPlan(s, "gather-broadcast", ctx)),
  },
  {
    id: "two-step",
    name: "Two-Step Broadcast",
    section: "Sec. 3.2, 4–5",
    complexity: "O(n³) to choose m (Defs 2–5 for every m); O(n² log n) to simulate",
    summary:
      "Agents broadcast their own messages while the clients' messages come in, then exchange the clients' messages, then send the result to their clients.",
    run: whole((s, ctx) => frameworkPlan(s, "two-step", ctx)),
  },
  {
    id: "simultaneous",
    name: "Simultaneous broadcast",
    section: "Sec. 4.2, 6 (baseline)",
    complexity: "O(n² log n)",
    summary:
      "Every node sends its message to every other node, overlapping k sends with each receive; no agents.",
    run: whole(simultaneous),
  },
] as const satisfies readonly AlgorithmEntry<AllgatherScenario, AllgatherPlan>[];

/** The family's catalogue (Sec. 3–6) and the best grouping (`optimal`, not the paper's). */
export const ALLGATHER_ALGORITHMS = [
  ...ALLGATHER_HEURISTICS,
  {
    id: "optimal",
    name: "Optimal grouping",
    section: "exact (branch and bound; not in the paper)",
    complexity: `exponential; up to ${ALLGATHER_OPTIMAL_LIMIT} nodes, 10 s`,
    summary:
      "The grouping (clusters and agents, in the paper's order) and framework algorithm with the least simulated makespan, by branch and bound pruned by the lower bound and the routes through the agents, seeded with the best heuristic; past its time limit, the best found and a proven bound.",
    run: (s: AllgatherScenario, ctx: RunContext = {}) => optimalAllgather(s, ctx, ALLGATHER_HEURISTICS),
  },
] as const satisfies readonly AlgorithmEntry<AllgatherScenario, AllgatherPlan>[];

/** Checks a user's grouping; PlanError with the first problem (cluster and node named). */
export function checkGrouping(groups: readonly (readonly number[])[], n: number): void {
  const issue = groupingIssues(groups, n)[0];
  if (issue) {
    const where = issue.path.length > 0 ? `cluster ${issue.path[0]}: ` : "";
    throw new PlanError(`bad grouping: ${where}${issue.message}`);
  }
}

/** The scenario with a user's grouping as its explicit `clusters` (and no edited plan): what the cluster view stores. */
export function regroupScenario(
  s: AllgatherScenario,
  groups: readonly (readonly number[])[],
): AllgatherScenario {
  checkGrouping(groups, s.nodes.length);
  const { plan: _plan, ...rest } = s;
  return { ...rest, clusters: groups.map((g) => g.slice()) };
}

/** The plan of `algorithm` for a given grouping (first-come-first-served receives). */
export function planForGrouping(
  s: AllgatherScenario,
  algorithm: "gather-broadcast" | "two-step",
  groups: readonly (readonly number[])[],
): AllgatherPlan {
  checkGrouping(groups, s.nodes.length);
  const model = modelOf(s);
  return resolveFcfs(model, FRAMEWORK_DRAFTS[algorithm](model, groups), { explain: false }).plan;
}

export const allgatherFamily = defineFamily<AllgatherScenario, AllgatherPlan, AllgatherDetails>({
  family: "allgather",
  kind: "allgather",
  title: "All-to-all broadcast with the Cluster-Agent framework",
  schema: allgatherScenarioSchema,
  catalogue: ALLGATHER_ALGORITHMS,
  defaultAlgorithm: "two-step",
  generators: [randomClustersGenerator],
  presets: ALLGATHER_PRESETS,
  experiments: [fastMixExperiment, ...WY_FIGURE_EXPERIMENTS],
  storedPlan: (s) => s.plan,
  replay(s, plan, id, steps) {
    const algorithm = algorithmOf(ALLGATHER_ALGORITHMS, id, "allgather").id;
    if (algorithm === "optimal") {
      // The optimum is a Gather-Broadcast, Two-Step or simultaneous plan: replayed as that algorithm.
      const r = replayAllgather(s, plan, plan.algorithm, steps);
      const note = `Optimal grouping: the least simulated makespan over every grouping of the ${s.nodes.length} nodes (agents and clients fastest first) under Gather-Broadcast and Two-Step, and the heuristics' plans; this one is ${plan.algorithm}.`;
      return {
        ...r,
        schedule: {
          ...r.schedule,
          algorithm,
          // Its grouping is the search's, not an edited plan's (replay's reading of a grouping it did not choose).
          notes: [
            note,
            ...(r.schedule.notes ?? []).map((x) => x.replace("Grouping from an edited plan. ", "")),
          ],
        },
      };
    }
    if (plan.algorithm !== algorithm) {
      throw new PlanError(
        `this edited plan is a ${plan.algorithm} plan; run ${plan.algorithm}, or reset the plan to run ${algorithm} (a grouping kept in the scenario's clusters works for every algorithm)`,
      );
    }
    return replayAllgather(s, plan, algorithm, steps);
  },
  applyEdit(s, plan, edit: PlanEdit) {
    if (edit.type !== "regroup") {
      throw new PlanError(
        `"${edit.type}" is not an edit of the allgather family: move clients between agents instead (regroup)`,
      );
    }
    if (plan.algorithm === "simultaneous") {
      throw new PlanError(
        "the simultaneous broadcast has no clusters; regroup a Gather-Broadcast or Two-Step schedule",
      );
    }
    return planForGrouping(s, plan.algorithm, edit.groups);
  },
  validate: validateAllgather,
});
