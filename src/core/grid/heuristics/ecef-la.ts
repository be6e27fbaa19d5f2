// ECEF with lookahead (Steffenel–Mounié Sec. 4.4, Bhat et al.'s ECEF-LA): the pair minimising
// RT_i + g_ij + L_ij + F_j with F_j = min over k in B∖{j} of (g_jk + L_jk) — how fast j could pass the
// message on (0 when j is the last cluster in B; docs/cost-models.md).
import type { PlanOutcome, RunContext } from "../../family";
import { runMinRule } from "../greedy";
import type { GridModel } from "../model";
import type { GridPlan } from "../scenario";

export const ECEF_LA_RULE = "smallest RT_i + g_ij + L_ij + F_j, F_j = min over B∖{j} of g_jk + L_jk";

export function ecefLookahead(model: GridModel, ctx: RunContext): PlanOutcome<GridPlan> {
  return runMinRule(model, ctx, {
    rule: ECEF_LA_RULE,
    label: "RT+g+L+F_j",
    withReady: true,
    lookahead: { pick: "min", withIntra: false },
  });
}
