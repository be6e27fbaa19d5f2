// BottomUp (Steffenel–Mounié Sec. 5.3): max-min — for every j in B the sender that reaches it first,
// min over i in A of (RT_i + g_ij + L_ij + T_j), and of those the receiver whose value is largest: the
// slowest cluster is contacted as early as possible. The sender's ready time RT_i is part of the sum
// (docs/cost-models.md). Ties (within a relative 1e-9 of the exact min or max): the earliest-joined sender for
// the min, the lower receiver index for the max.
import type { PlanOutcome, RunContext } from "../../family";
import type { Candidate } from "../../schedule/types";
import { approxEqual, definitelyLess } from "../../tolerance";
import { scoredCandidate } from "../../schedule/score";
import { BestSenders, commit, pairTerms, runRounds, TopCandidates } from "../greedy";
import type { GridModel } from "../model";
import type { GridPlan } from "../scenario";

export const BOTTOM_UP_RULE = "max over B of (min over A of RT_i + g_ij + L_ij + T_j)";
const LABEL = "RT+g+L+T_j";

export function bottomUp(model: GridModel, ctx: RunContext): PlanOutcome<GridPlan> {
  const { intra } = model;
  return runRounds(model, ctx, (st) => {
    // The min over A: each receiver's earliest arrival and the sender that gives it.
    const reach = new BestSenders(st, true);
    return (explain) => {
      // The exact max over B, then the lowest receiver within the tolerance of it; its sender is the
      // earliest-joined one within the tolerance of its min.
      const value = (j: number) => (reach.value[j] as number) + (intra[j] as number);
      let best = Number.NEGATIVE_INFINITY;
      for (const j of st.pending) best = Math.max(best, value(j));
      const receiver = st.pending.find((j) => approxEqual(value(j), best)) as number;
      const senderOf = (j: number) => reach.earliestNear(j, intra[j] as number, value(j));
      const sender = senderOf(receiver);
      let candidates: readonly Candidate[] | undefined;
      if (explain) {
        const terms = (i: number, j: number) => [
          ...pairTerms(model, st.ready, i, j),
          { name: "T_j", value: intra[j] as number },
        ];
        const top = new TopCandidates((a, b) => definitelyLess(b, a));
        for (const j of st.pending) top.offer(senderOf(j), j, value(j), LABEL, terms);
        candidates = top.list({
          ...scoredCandidate(sender, receiver, 0, terms(sender, receiver), LABEL),
          score: value(receiver),
        });
      }
      commit(st, sender, receiver, BOTTOM_UP_RULE, candidates);
      reach.update(sender, receiver);
    };
  });
}
