// BottomUp (Steffenel–Mounié Sec. 5.3): max-min — for every j in B the sender that reaches it first,
// min over i in A of (RT_i + g_ij + L_ij + T_j), and of those the receiver whose value is largest: the
// slowest cluster is contacted as early as possible. The sender's ready time RT_i is part of the sum
// (DESIGN.md). Ties: the earliest-joined sender for the min, the lower receiver index for the max.
import type { PlanOutcome, RunContext } from "../../family";
import type { Candidate } from "../../schedule/types";
import { definitelyLess } from "../../tolerance";
import { BestSenders, commit, runRounds, TopCandidates } from "../greedy";
import type { GridModel } from "../model";
import type { GridPlan } from "../scenario";

export const BOTTOM_UP_RULE = "max over B of (min over A of RT_i + g_ij + L_ij + T_j)";

export function bottomUp(model: GridModel, ctx: RunContext): PlanOutcome<GridPlan> {
  const { intra } = model;
  return runRounds(model, ctx, (st) => {
    // The min over A: each receiver's earliest arrival and the sender that gives it.
    const reach = new BestSenders(st, true);
    return (explain) => {
      const top = explain ? new TopCandidates((a, b) => definitelyLess(b, a)) : undefined;
      let bestScore = Number.NEGATIVE_INFINITY;
      let bestReceiver = -1;
      for (const j of st.pending) {
        const score = (reach.value[j] as number) + (intra[j] as number);
        if (bestReceiver < 0 || definitelyLess(bestScore, score)) {
          bestScore = score;
          bestReceiver = j;
        }
        top?.offer(reach.from[j] as number, j, score, "min over A of RT+g+L+T_j");
      }
      const sender = reach.from[bestReceiver] as number;
      const candidates: readonly Candidate[] | undefined = top?.list();
      commit(st, sender, bestReceiver, BOTTOM_UP_RULE, candidates);
      reach.update(sender, bestReceiver);
    };
  });
}
