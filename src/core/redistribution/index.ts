// The redistribution family module (Bhat, Prasanna, Raghavendra, "Block-Cyclic Redistribution over
// Heterogeneous Networks"): ℜ_x(K, P) index sets (Sec. 2), the Sec. 4.1 model, the communication
// matrix and lower bound (Sec. 4.2–4.3), the greedy heuristic (Sec. 4.3) and the direct K-step
// schedule (Sec. 5), replayed by one simulator.
import { defineFamily, onScenario, type AlgorithmEntry, type RunContext } from "../family";
import { directSchedule } from "./direct";
import { applyRedistributionEdit } from "./edits";
import { REDISTRIBUTION_EXPERIMENTS } from "./experiments";
import { randomGenerator } from "./generators";
import { greedySchedule } from "./greedy";
import { optimalRedistribution, REDISTRIBUTION_OPTIMAL_LIMIT } from "./optimal";
import { communicationMatrix, type CommunicationMatrix } from "./matrix";
import { REDISTRIBUTION_PRESETS } from "./presets";
import { replay as replayRedistribution, type RedistributionDetails } from "./replay";
import {
  redistributionScenarioSchema,
  type RedistributionPlan,
  type RedistributionScenario,
} from "./scenario";
import { validateRedistribution } from "./validate";

export type { RedistributionDetails, RedistributionPlan, RedistributionScenario };

/** The paper's algorithms (the catalogue without `optimal`, which they seed). */
export const REDISTRIBUTION_HEURISTICS = [
  {
    id: "greedy",
    name: "Greedy",
    section: "Sec. 4.3",
    complexity: "O(P·K²)",
    summary:
      "The earliest free sender sends to the earliest free receiver among those it still owes data; never more than twice the lower bound.",
    run: greedySchedule,
  },
  {
    id: "direct",
    name: "Direct (K-step)",
    section: "Sec. 5 (refs [5,7,14]), Fig. 2b",
    complexity: "O(P·K)",
    summary:
      "Each processor sends in the order of the homogeneous contention-free K-step schedule, without barriers; on a heterogeneous network senders wait for busy receivers.",
    run: directSchedule,
  },
] as const satisfies readonly AlgorithmEntry<CommunicationMatrix, RedistributionPlan>[];

/** The family's catalogue, over the communication matrix C (Sec. 4.2). */
export const REDISTRIBUTION_ALGORITHMS = [
  ...REDISTRIBUTION_HEURISTICS,
  {
    id: "optimal",
    name: "Optimal",
    section: "exact (branch and bound; not in the paper)",
    complexity: `exponential; up to ${REDISTRIBUTION_OPTIMAL_LIMIT} messages, 10 s`,
    summary:
      "The exact optimum under the Sec. 4.1 model by branch and bound over each free sender's next receiver, pruned by the Sec. 4.2 row and column bound, seeded with the best of greedy and direct; past its time limit, the best found and a proven bound.",
    run: (m: CommunicationMatrix, ctx: RunContext = {}) =>
      optimalRedistribution(m, ctx, REDISTRIBUTION_HEURISTICS),
  },
] as const satisfies readonly AlgorithmEntry<CommunicationMatrix, RedistributionPlan>[];

export type RedistributionAlgorithmId = (typeof REDISTRIBUTION_ALGORITHMS)[number]["id"];

export const redistributionFamily = defineFamily<
  RedistributionScenario,
  RedistributionPlan,
  RedistributionDetails
>({
  family: "redistribution",
  kind: "redistribution",
  title: "Block-cyclic redistribution over heterogeneous networks",
  schema: redistributionScenarioSchema,
  catalogue: onScenario(REDISTRIBUTION_ALGORITHMS, communicationMatrix),
  defaultAlgorithm: "greedy",
  generators: [randomGenerator],
  presets: REDISTRIBUTION_PRESETS,
  experiments: REDISTRIBUTION_EXPERIMENTS,
  storedPlan: (s) => s.plan,
  replay: (s, plan, algorithm, steps) => replayRedistribution(s, plan, algorithm, steps),
  applyEdit: (_s, plan, edit) => applyRedistributionEdit(plan, edit),
  validate: validateRedistribution,
});
