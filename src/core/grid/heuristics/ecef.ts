// Early Completion Edge First (Steffenel–Mounié Sec. 4.3, after Bhat et al.): the pair (i in A, j in B)
// whose transfer completes first, RT_i + g_ij + L_ij, RT_i being when coordinator i can send next.
import type { PlanOutcome, RunContext } from "../../family";
import { runMinRule } from "../greedy";
import type { GridModel } from "../model";
import type { GridPlan } from "../scenario";

export const ECEF_RULE = "earliest completion RT_i + g_ij + L_ij";

export function earlyCompletionEdgeFirst(model: GridModel, ctx: RunContext): PlanOutcome<GridPlan> {
  return runMinRule(model, ctx, { rule: ECEF_RULE, label: "RT+g+L", withReady: true });
}
