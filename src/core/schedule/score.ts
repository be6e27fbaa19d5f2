// Scores in the papers' terms (the decision record's ScoreBreakdown, src/core/schedule/types.ts): a
// heuristic names the terms it adds up, and the step-through prints them as a small sum.
import { approxEqual } from "../tolerance";
import { formatNumber } from "../units";
import type { Candidate, ScoreBreakdown, ScoreTerm } from "./types";

/** The breakdown whose total is the sum of `terms` (in order). */
export function scoreOf(terms: readonly ScoreTerm[]): ScoreBreakdown {
  let total = 0;
  for (const t of terms) total += t.value;
  return { total, terms };
}

/** A candidate whose score is the sum of `terms`. */
export function scoredCandidate(
  sender: number,
  receiver: number,
  message: number,
  terms: readonly ScoreTerm[],
  label?: string,
): Candidate {
  const breakdown = scoreOf(terms);
  const c = { sender, receiver, message, score: breakdown.total, breakdown };
  return label === undefined ? c : { ...c, label };
}

/** Whether the terms add up to the total and the total is the candidate's score (tests, validation). */
export function breakdownAddsUp(c: Candidate): boolean {
  const b = c.breakdown;
  if (!b) return false;
  let sum = 0;
  for (const t of b.terms) sum += t.value;
  return approxEqual(sum, b.total) && approxEqual(b.total, c.score);
}

/** "RT_i 3 + g_ij 1 + L_ij 2 + F_j 4 = 10"; a single term prints as "W 3". */
export function formatBreakdown(b: ScoreBreakdown): string {
  if (b.terms.length === 0) return formatNumber(b.total);
  const sum = b.terms.map((t) => `${t.name} ${formatNumber(t.value)}`).join(" + ");
  return b.terms.length === 1 ? sum : `${sum} = ${formatNumber(b.total)}`;
}
