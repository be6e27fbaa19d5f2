// ECEF-LAT (Steffenel–Mounié Sec. 5.2): the lookahead takes the slowest cluster j could reach,
// F_j = max over k in B∖{j} of (g_jk + L_jk + T_k) (0 when B∖{j} is empty; docs/cost-models.md). As for every
// ECEF-LA variant (Sec. 5: "we try to minimise the sum"), the pair minimises RT_i + g_ij + L_ij + F_j.
import type { PlanOutcome, RunContext } from "../../family";
import { runMinRule } from "../greedy";
import type { GridModel } from "../model";
import type { GridPlan } from "../scenario";

export const ECEF_LAT_MAX_RULE =
  "smallest RT_i + g_ij + L_ij + F_j, F_j = max over B∖{j} of g_jk + L_jk + T_k";

export function ecefLookaheadMaxIntra(model: GridModel, ctx: RunContext): PlanOutcome<GridPlan> {
  return runMinRule(model, ctx, {
    rule: ECEF_LAT_MAX_RULE,
    label: "RT+g+L+F_j",
    withReady: true,
    lookahead: { pick: "max", withIntra: true },
  });
}
