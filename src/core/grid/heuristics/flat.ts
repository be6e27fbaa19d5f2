// Flat Tree (Steffenel–Mounié Sec. 4.1; the baseline of ECO and MagPIe): the root sends to every other
// cluster coordinator in turn, in the order of the cluster list (index order), whatever other sources
// set A holds. Each cluster then broadcasts inside.
import type { PlanOutcome, RunContext } from "../../family";
import type { Candidate } from "../../schedule/types";
import { scoredCandidate } from "../../schedule/score";
import { commit, runRounds, TopCandidates } from "../greedy";
import type { GridModel } from "../model";
import type { GridPlan } from "../scenario";

export const FLAT_RULE = "the root sends to the next cluster of the list";
const LABEL = "position in the list";

export function flatTree(model: GridModel, ctx: RunContext): PlanOutcome<GridPlan> {
  return runRounds(model, ctx, (st) => (explain) => {
    const receiver = st.pending[0] as number;
    let candidates: readonly Candidate[] | undefined;
    if (explain) {
      // Nothing is weighed: the candidates are the clusters still waiting, scored by list position.
      const top = new TopCandidates((a, b) => a < b);
      const terms = (position: number) => [{ name: "position in B", value: position }];
      st.pending.forEach((j, position) => top.offer(model.root, j, position, LABEL, () => terms(position)));
      candidates = top.list(scoredCandidate(model.root, receiver, 0, terms(0), LABEL));
    }
    commit(st, model.root, receiver, FLAT_RULE, candidates);
  });
}
