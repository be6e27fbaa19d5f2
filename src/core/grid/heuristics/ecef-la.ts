// ECEF with lookahead (Steffenel–Mounié Sec. 4.4, Bhat et al.'s ECEF-LA): the pair minimising
// RT_i + g_ij + L_ij + F_j with F_j = min over k in B∖{j} of (g_jk + L_jk) — how fast j could pass the
// message on (0 when j is the last cluster in B; DESIGN.md).
import type { PlanOutcome, RunContext } from "../../family";
import { lookahead, minPairRound, runRounds } from "../greedy";
import type { GridModel } from "../model";
import type { GridPlan } from "../scenario";

export const ECEF_LA_RULE = "smallest RT_i + g_ij + L_ij + F_j, F_j = min over B∖{j} of g_jk + L_jk";

export function ecefLookahead(model: GridModel, ctx: RunContext): PlanOutcome<GridPlan> {
  const { n, hop } = model;
  return runRounds(model, ctx, (st, explain) =>
    minPairRound(
      st,
      explain,
      ECEF_LA_RULE,
      "RT+g+L+F_j",
      (i, j) => (st.ready[i] as number) + (hop[i * n + j] as number),
      lookahead(st, "min", false),
    ),
  );
}
