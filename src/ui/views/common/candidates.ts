// The current decision's candidates as every main view marks them (docs/architecture.md, "Step-through
// and the class quiz"): one pure model shared by the Gantt, the timing diagram, the allgather cluster
// view and the trees, so they all say the same thing — which lanes (nodes, clusters) a candidate
// involves, which one the heuristic chose (unless the quiz hides it), and, when the decision's scores
// are completion times, where each candidate's transfer would sit on the time axis.
import type { Candidate, Step } from "../../../core/schedule/types";
import { approxEqual, lessOrClose } from "../../../core/tolerance";
import { el, type Attrs } from "./svg";

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

/** A box the views mark: a candidate's lane or column (outline) or its would-be transfer (ghost). */
interface MarkBox {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly chosen: boolean;
}

/** A candidate's lane or column outlined (dashed; the pick solid), as SVG with the view's data attributes. */
export function outlineSvg(b: MarkBox, data: Attrs): string {
  return el("rect", {
    x: b.x,
    y: b.y,
    width: b.w,
    height: b.h,
    fill: "none",
    stroke: b.chosen ? CHOSEN_COLOR : CANDIDATE_COLOR,
    "stroke-width": b.chosen ? 3 : 2,
    "stroke-dasharray": b.chosen ? undefined : CANDIDATE_DASH.join(" "),
    ...data,
    "data-chosen": b.chosen ? "true" : undefined,
  });
}

/** A candidate's would-be transfer as a tinted dashed box, as SVG. */
export function ghostSvg(b: MarkBox, data: Attrs): string {
  const color = b.chosen ? CHOSEN_COLOR : CANDIDATE_COLOR;
  return el("rect", {
    x: b.x,
    y: b.y,
    width: b.w,
    height: b.h,
    fill: color,
    "fill-opacity": 0.12,
    stroke: color,
    "stroke-width": b.chosen ? 3 : 2,
    "stroke-dasharray": "5 3",
    ...data,
    "data-chosen": b.chosen ? "true" : undefined,
  });
}

/** The outlines and ghosts on a canvas (the painters' counterpart of outlineSvg and ghostSvg). */
export function paintMarks(
  ctx: CanvasRenderingContext2D,
  outlines: readonly MarkBox[],
  ghosts: readonly MarkBox[],
): void {
  if (outlines.length === 0 && ghosts.length === 0) return;
  ctx.save();
  for (const b of outlines) {
    ctx.setLineDash(b.chosen ? [] : [...CANDIDATE_DASH]);
    ctx.lineWidth = b.chosen ? 3 : 2;
    ctx.strokeStyle = b.chosen ? CHOSEN_COLOR : CANDIDATE_COLOR;
    ctx.strokeRect(b.x, b.y, b.w, b.h);
  }
  for (const g of ghosts) {
    const color = g.chosen ? CHOSEN_COLOR : CANDIDATE_COLOR;
    ctx.globalAlpha = 0.12;
    ctx.fillStyle = color;
    ctx.fillRect(g.x, g.y, g.w, g.h);
    ctx.globalAlpha = 1;
    ctx.setLineDash([5, 3]);
    ctx.lineWidth = g.chosen ? 3 : 2;
    ctx.strokeStyle = color;
    ctx.strokeRect(g.x, g.y, g.w, g.h);
  }
  ctx.setLineDash([]);
  ctx.restore();
}
