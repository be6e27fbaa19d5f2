// ECEF-LAT (Steffenel–Mounié Sec. 5.2): the lookahead takes the slowest cluster j could reach,
// F_j = max over k in B∖{j} of (g_jk + L_jk + T_k) (0 when B∖{j} is empty; docs/cost-models.md). As
// for every ECEF-LA variant (Sec. 5: "we try to minimise the sum"), the pair minimises
// RT_i + g_ij + L_ij + F_j (ecef-la.ts).
import { ecefLookaheadRule, lookaheadRuleText, type LookaheadKind } from "./ecef-la";

const LOOKAHEAD: LookaheadKind = { pick: "max", withIntra: true };

export const ECEF_LAT_MAX_RULE = lookaheadRuleText(LOOKAHEAD);

export const ecefLookaheadMaxIntra = ecefLookaheadRule(LOOKAHEAD);
