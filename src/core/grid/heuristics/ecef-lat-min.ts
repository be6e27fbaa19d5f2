// ECEF-LAt (Steffenel–Mounié Sec. 5.1): ECEF-LA whose lookahead also counts the broadcast time inside
// the clusters j could reach, F_j = min over k in B∖{j} of (g_jk + L_jk + T_k) (0 when B∖{j} is
// empty; docs/cost-models.md); the pair minimises RT_i + g_ij + L_ij + F_j.
import type { PlanOutcome, RunContext } from "../../family";
import { runMinRule } from "../greedy";
import type { GridModel } from "../model";
import type { GridPlan } from "../scenario";

export const ECEF_LAT_MIN_RULE =
  "smallest RT_i + g_ij + L_ij + F_j, F_j = min over B∖{j} of g_jk + L_jk + T_k";

export function ecefLookaheadMinIntra(model: GridModel, ctx: RunContext): PlanOutcome<GridPlan> {
  return runMinRule(model, ctx, {
    rule: ECEF_LAT_MIN_RULE,
    label: "RT+g+L+F_j",
    withReady: true,
    lookahead: { pick: "min", withIntra: true },
  });
}
