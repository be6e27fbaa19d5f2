// Fastest Edge First (Steffenel–Mounié Sec. 4.2, after Bhat et al.): the pair (i in A, j in B) with the
// smallest edge weight, here g_ij + L_ij (docs/cost-models.md, grid), whatever the sender's ready time.
import type { PlanOutcome, RunContext } from "../../family";
import { runMinRule } from "../greedy";
import type { GridModel } from "../model";
import type { GridPlan } from "../scenario";

export const FEF_RULE = "smallest edge weight g + L from A to B";

export function fastestEdgeFirst(model: GridModel, ctx: RunContext): PlanOutcome<GridPlan> {
  return runMinRule(model, ctx, { rule: FEF_RULE, label: "g+L", withReady: false });
}
