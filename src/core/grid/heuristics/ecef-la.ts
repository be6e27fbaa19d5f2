// ECEF with lookahead (Steffenel–Mounié Sec. 4.4, Bhat et al.'s ECEF-LA): the pair minimising
// RT_i + g_ij + L_ij + F_j with F_j = min over k in B∖{j} of (g_jk + L_jk) — how fast j could pass the
// message on (0 when j is the last cluster in B; docs/cost-models.md). ECEF-LAt and ECEF-LAT (Sec. 5.1, 5.2;
// ecef-lat-min.ts, ecef-lat-max.ts) are the same rule with another lookahead, built by ecefLookaheadRule.
import type { PlanOutcome, RunContext } from "../../family";
import { runMinRule } from "../greedy";
import type { GridModel } from "../model";
import type { GridPlan } from "../scenario";

/** How F_j aggregates over k in B∖{j}: min or max, of g_jk + L_jk, plus T_k when `withIntra`. */
export interface LookaheadKind {
  readonly pick: "min" | "max";
  readonly withIntra: boolean;
}

/** The rule's text as the step-through shows it. */
export function lookaheadRuleText({ pick, withIntra }: LookaheadKind): string {
  return `smallest RT_i + g_ij + L_ij + F_j, F_j = ${pick} over B∖{j} of g_jk + L_jk${withIntra ? " + T_k" : ""}`;
}

/** The ECEF-LA heuristic with lookahead `kind`: the pair minimising RT_i + g_ij + L_ij + F_j. */
export function ecefLookaheadRule(
  kind: LookaheadKind,
): (model: GridModel, ctx: RunContext) => PlanOutcome<GridPlan> {
  const rule = lookaheadRuleText(kind);
  return (model, ctx) =>
    runMinRule(model, ctx, { rule, label: "RT+g+L+F_j", withReady: true, lookahead: kind });
}

const LOOKAHEAD: LookaheadKind = { pick: "min", withIntra: false };

export const ECEF_LA_RULE = lookaheadRuleText(LOOKAHEAD);

export const ecefLookahead = ecefLookaheadRule(LOOKAHEAD);
