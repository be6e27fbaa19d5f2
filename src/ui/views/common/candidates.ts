// The current decision's candidates as every main view marks them (docs/architecture.md, "Step-through
// and the class quiz"): one pure model shared by the Gantt, the timing diagram, the allgather cluster
// view and the trees, so they all say the same thing — which lanes (nodes, clusters) a candidate
// involves, which one the heuristic chose (unless the quiz hides it), and, when the decision's scores
// are completion times, where each candidate's transfer would sit on the time axis.
import type { Candidate, Step } from "../../../core/schedule/types";
import { approxEqual, lessOrClose } from "../../../core/tolerance";

/** Candidates: dashed, in the tree view's violet (distinct from every message colour's role). */
export const CANDIDATE_COLOR = "#7c3aed";
/** The heuristic's pick: solid and thicker, in Okabe–Ito bluish green (apart from the violet in every
 * colour-vision deficiency, and from the trees' orange critical path; by the line style besides). */
export const CHOSEN_COLOR = "#009e73";
export const CANDIDATE_DASH: readonly number[] = [7, 5];

/** What the app knows of the decision on screen beyond its candidates (`ViewProps.decision`). */
export interface DecisionMarks {
  /** The decision's number as shown (from 1). */
  readonly number: number;
  /** The index in `candidates` of the heuristic's pick; undefined while the quiz hides it. */
  readonly chosen?: number;
  /** The scores are completion times (the chosen candidate's score is the decision's completion). */
  readonly timed: boolean;
  /** The quiz asks about this decision: the views hide the tasks of later steps (they show the answer). */
  readonly asking?: boolean;
}

/** One candidate as the views mark it. */
export interface CandidateMark {
  /** Index in the decision's candidates. */
  readonly index: number;
  readonly sender: number;
  readonly receiver: number;
  readonly message: number;
  readonly chosen: boolean;
  /** Would-be [start, completion] of the transfer when the scores are times; null otherwise. */
  readonly span: readonly [number, number] | null;
  /** "P3 → P5 · 12.5" (the table's naming, for titles and tests). */
  readonly label: string;
}

/**
 * Whether the decision's scores are completion times: the pick's score equals the decision's
 * completion (ECF's Eq. 5–6, ECEF's RT_i + g_ij + L_ij, …), not a rank, a weight or a lookahead sum.
 */
export function scoresAreTimes(step: Step, pick: number): boolean {
  const c = step.candidates?.[pick];
  return c !== undefined && Number.isFinite(c.score) && approxEqual(c.score, step.complete);
}

/**
 * A candidate's would-be transfer: it completes at its score; it starts at the first term of its
 * breakdown when that is a ready time (Avail_i, RT_i, W_…: the first term of the papers' sums is when
 * the sender, or the busy receiver, is free). Without a breakdown of two or more terms there is no
 * start to draw, so no span.
 */
export function candidateSpan(c: Candidate): readonly [number, number] | null {
  const terms = c.breakdown?.terms ?? [];
  const first = terms[0];
  if (!first || terms.length < 2 || !Number.isFinite(c.score)) return null;
  if (!(first.value >= 0) || !lessOrClose(first.value, c.score)) return null;
  return [first.value, Math.max(first.value, c.score)];
}

/** The marks of a decision's candidates; the chosen one only when `decision.chosen` says so. */
export function candidateMarks(
  candidates: readonly Candidate[] | undefined,
  decision: DecisionMarks | undefined,
): CandidateMark[] {
  return (candidates ?? []).map((c, index) => ({
    index,
    sender: c.sender,
    receiver: c.receiver,
    message: c.message,
    chosen: decision?.chosen === index,
    span: decision?.timed ? candidateSpan(c) : null,
    label: `P${c.sender} → P${c.receiver}`,
  }));
}

/** "candidates of decision 3" (the legend's words in every view). */
export function candidateLegendText(decision: DecisionMarks | undefined): string {
  return decision ? `candidates of decision ${decision.number}` : "candidates of the next decision";
}

/** The lanes (nodes, clusters) the candidates involve, each with whether the pick involves it. */
export function candidateLanes(marks: readonly CandidateMark[]): Map<number, { chosen: boolean }> {
  const lanes = new Map<number, { chosen: boolean }>();
  for (const m of marks) {
    for (const lane of m.sender === m.receiver ? [m.sender] : [m.sender, m.receiver]) {
      const was = lanes.get(lane);
      lanes.set(lane, { chosen: (was?.chosen ?? false) || m.chosen });
    }
  }
  return lanes;
}
