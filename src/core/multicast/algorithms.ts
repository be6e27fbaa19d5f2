// The eleven heuristics of Wu–Yeh–Liu (Sec. 4–5): the family's catalogue, each entry the display data
// and the function behind it. Adding a heuristic adds its file and one entry here.
import { algorithmOf, type AlgorithmEntry, type PlanOutcome, type RunContext } from "../family";
import { eaf } from "./heuristics/eaf";
import { eafp } from "./heuristics/eafp";
import { ecf } from "./heuristics/ecf";
import { ecfp } from "./heuristics/ecfp";
import { fef } from "./heuristics/fef";
import { rr } from "./heuristics/rr";
import { rrp } from "./heuristics/rrp";
import { rrs } from "./heuristics/rrs";
import { rrsp } from "./heuristics/rrsp";
import { wr } from "./heuristics/wr";
import { wrp } from "./heuristics/wrp";
import { MULTICAST_OPTIMAL_LIMIT, optimalMulticast } from "./optimal";
import type { MulticastPlan, MulticastScenario } from "./scenario";

export type MulticastHeuristic = (s: MulticastScenario, ctx?: RunContext) => PlanOutcome<MulticastPlan>;

export interface MulticastAlgorithm extends AlgorithmEntry<MulticastScenario, MulticastPlan> {
  readonly run: MulticastHeuristic;
  /** Uses the preemption of Sec. 5 (Figs 13–16). */
  readonly preemptive: boolean;
}

const PREEMPTION = "; a send may fill a receive's waiting time when that does not delay it (Eq. 10).";

/** The paper's heuristics (the catalogue without `optimal`, which they seed). */
export const MULTICAST_HEURISTICS = [
  {
    id: "fef",
    name: "FEF",
    section: "Sec. 4.1",
    complexity: "O(N³ log N)",
    summary:
      "Fastest Edge First: the smallest point-to-point latency S + X·l + R among sender/receiver pairs.",
    run: fef,
    preemptive: false,
  },
  {
    id: "ecf",
    name: "ECF",
    section: "Sec. 4.2",
    complexity: "O(N⁴) in the paper; incremental here",
    summary: "Earliest Completion First: the send that completes earliest, over all messages.",
    run: ecf,
    preemptive: false,
  },
  {
    id: "wr",
    name: "WR",
    section: "Sec. 4.3",
    complexity: "O(N³)",
    summary:
      "Work Racing: the destination with the least virtual time (work spent receiving, Eq. 8–9) receives next; message and sender by earliest completion.",
    run: wr,
    preemptive: false,
  },
  {
    id: "eaf",
    name: "EAF",
    section: "Sec. 4, Sec. 6",
    complexity: "O(N³)",
    summary:
      "Earliest Available First: the destination that is free first receives next; message and sender by earliest completion.",
    run: eaf,
    preemptive: false,
  },
  {
    id: "rr",
    name: "RR",
    section: "Sec. 4, Sec. 6",
    complexity: "O(N³)",
    summary: "Round Robin: destinations take turns to receive; message and sender by earliest completion.",
    run: rr,
    preemptive: false,
  },
  {
    id: "rrs",
    name: "RRS",
    section: "Sec. 4, Sec. 6",
    complexity: "O(N³)",
    summary:
      "Receiver Random Selection: a random destination (seeded) receives next; message and sender by earliest completion.",
    run: rrs,
    preemptive: false,
  },
  {
    id: "ecfp",
    name: "ECFP",
    section: "Sec. 5, Figs 13–16",
    complexity: "O(N⁴) in the paper; incremental here",
    summary: `ECF with preemption${PREEMPTION}`,
    run: ecfp,
    preemptive: true,
  },
  {
    id: "wrp",
    name: "WRP",
    section: "Sec. 5, Figs 13–16",
    complexity: "O(N³)",
    summary: `WR with preemption${PREEMPTION}`,
    run: wrp,
    preemptive: true,
  },
  {
    id: "eafp",
    name: "EAFP",
    section: "Sec. 5, Figs 13–16",
    complexity: "O(N³)",
    summary: `EAF with preemption${PREEMPTION}`,
    run: eafp,
    preemptive: true,
  },
  {
    id: "rrp",
    name: "RRP",
    section: "Sec. 5, Figs 13–16",
    complexity: "O(N³)",
    summary: `RR with preemption${PREEMPTION}`,
    run: rrp,
    preemptive: true,
  },
  {
    id: "rrsp",
    name: "RRSP",
    section: "Sec. 5, Figs 13–16",
    complexity: "O(N³)",
    summary: `RRS with preemption${PREEMPTION}`,
    run: rrsp,
    preemptive: true,
  },
] as const satisfies readonly MulticastAlgorithm[];

export const MULTICAST_ALGORITHMS = [
  ...MULTICAST_HEURISTICS,
  {
    id: "optimal",
    name: "Optimal",
    section: "exact (branch and bound; not in the paper)",
    complexity: `exponential; up to ${MULTICAST_OPTIMAL_LIMIT} receives, 10 s`,
    summary:
      "The exact optimum under the Sec. 2–3 model by branch and bound over sends and receives in start order, pruned by the Sec. 3.2 bound, seeded with the best heuristic; past its time limit, the best found and a proven bound.",
    run: (s: MulticastScenario, ctx: RunContext = {}) => optimalMulticast(s, ctx, MULTICAST_HEURISTICS),
    preemptive: false,
  },
] as const satisfies readonly MulticastAlgorithm[];

export type MulticastAlgorithmId = (typeof MULTICAST_ALGORITHMS)[number]["id"];

/** The heuristics' ids (not `optimal`): what the competitive-ratio sweep runs. */
export const MULTICAST_ALGORITHM_IDS: readonly MulticastAlgorithmId[] = MULTICAST_HEURISTICS.map((a) => a.id);

/** The catalogue entry of `id`; an unknown id is a ScenarioError naming the known ones. */
export function multicastAlgorithm(id: string): MulticastAlgorithm {
  return algorithmOf<MulticastAlgorithm>(MULTICAST_ALGORITHMS, id, "multicast");
}
