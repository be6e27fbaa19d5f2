// BottomUp (Steffenel–Mounié Sec. 5.3): max-min — for every j in B the sender that reaches it first,
// min over i in A of (RT_i + g_ij + L_ij + T_j), and of those the receiver whose value is largest: the
// slowest cluster is contacted as early as possible. The sender's ready time RT_i is part of the sum
// (DESIGN.md). Ties: the earliest-joined sender for the min, the lower receiver index for the max.
import type { PlanOutcome, RunContext } from "../../family";
import { definitelyLess } from "../../tolerance";
import { commit, runRounds, TopCandidates } from "../greedy";
import type { GridModel } from "../model";
import type { GridPlan } from "../scenario";

export const BOTTOM_UP_RULE = "max over B of (min over A of RT_i + g_ij + L_ij + T_j)";

export function bottomUp(model: GridModel, ctx: RunContext): PlanOutcome<GridPlan> {
  const { n, hop, intra } = model;
  return runRounds(model, ctx, (st, explain) => {
    const top = explain ? new TopCandidates((a, b) => definitelyLess(b, a)) : undefined;
    let bestScore = Number.NEGATIVE_INFINITY;
    let bestSender = -1;
    let bestReceiver = -1;
    for (const j of st.pending) {
      let reach = Number.POSITIVE_INFINITY;
      let from = -1;
      for (const i of st.senders) {
        const v = (st.ready[i] as number) + (hop[i * n + j] as number);
        if (from < 0 || definitelyLess(v, reach)) {
          reach = v;
          from = i;
        }
      }
      const score = reach + (intra[j] as number);
      if (bestReceiver < 0 || definitelyLess(bestScore, score)) {
        bestScore = score;
        bestSender = from;
        bestReceiver = j;
      }
      top?.offer(from, j, score, "min over A of RT+g+L+T_j");
    }
    commit(st, bestSender, bestReceiver, BOTTOM_UP_RULE, top?.list());
  });
}
