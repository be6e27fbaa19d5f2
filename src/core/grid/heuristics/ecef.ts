// Early Completion Edge First (Steffenel–Mounié Sec. 4.3, after Bhat et al.): the pair (i in A, j in B)
// whose transfer completes first, RT_i + g_ij + L_ij, RT_i being when coordinator i can send next.
import type { PlanOutcome, RunContext } from "../../family";
import { minPairRound, runRounds } from "../greedy";
import type { GridModel } from "../model";
import type { GridPlan } from "../scenario";

export const ECEF_RULE = "earliest completion RT_i + g_ij + L_ij";

export function earlyCompletionEdgeFirst(model: GridModel, ctx: RunContext): PlanOutcome<GridPlan> {
  const { n, hop } = model;
  return runRounds(model, ctx, (st, explain) =>
    minPairRound(
      st,
      explain,
      ECEF_RULE,
      "RT+g+L",
      (i, j) => (st.ready[i] as number) + (hop[i * n + j] as number),
    ),
  );
}
