// ECEF-LAt (Steffenel–Mounié Sec. 5.1): ECEF-LA whose lookahead also counts the broadcast time inside
// the clusters j could reach, F_j = min over k in B∖{j} of (g_jk + L_jk + T_k) (0 when B∖{j} is
// empty; docs/cost-models.md); the pair minimises RT_i + g_ij + L_ij + F_j (ecef-la.ts).
import { ecefLookaheadRule, lookaheadRuleText, type LookaheadKind } from "./ecef-la";

const LOOKAHEAD: LookaheadKind = { pick: "min", withIntra: true };

export const ECEF_LAT_MIN_RULE = lookaheadRuleText(LOOKAHEAD);

export const ecefLookaheadMinIntra = ecefLookaheadRule(LOOKAHEAD);
