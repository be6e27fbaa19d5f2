// The Gantt chart's marks for the current decision's candidates (step-through; docs/architecture.md,
// "Step-through and the class quiz"): each candidate's lanes (sender and receiver) outlined, dashed,
// and, when the decision's scores are completion times (ECF, ECEF, …), a dashed ghost box on the
// receiver's lane from the candidate's would-be start to its score; the heuristic's pick solid and in
// another colour, unless the quiz hides it. A pure layout over the chart's primitives, a canvas painter
// for the overlay and an SVG string for tests and exports.
import { timeScale } from "../common/axis";
import {
  candidateLanes,
  candidateLegendText,
  candidateMarks,
  ghostSvg,
  outlineSvg,
  paintMarks,
  type DecisionMarks,
} from "../common/candidates";
import type { Candidate } from "../../../core/schedule/types";
import type { GanttPrimitives } from "./types";

export interface GanttCandidateLane {
  readonly lane: number;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  /** The heuristic's pick involves this lane. */
  readonly chosen: boolean;
}

export interface GanttCandidateGhost {
  /** Index in the decision's candidates. */
  readonly candidate: number;
  readonly lane: number;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly chosen: boolean;
  readonly start: number;
  readonly end: number;
}

export interface GanttCandidatePrimitives {
  readonly lanes: readonly GanttCandidateLane[];
  readonly ghosts: readonly GanttCandidateGhost[];
  /** "candidates of decision 3". */
  readonly legend: string;
}

export const NO_GANTT_CANDIDATES: GanttCandidatePrimitives = { lanes: [], ghosts: [], legend: "" };

/** Ghosts narrower than this are widened about their centre, so a zero-length transfer stays visible. */
const MIN_GHOST_PX = 6;

export function layoutGanttCandidates(
  p: GanttPrimitives,
  candidates: readonly Candidate[] | undefined,
  decision: DecisionMarks | undefined,
): GanttCandidatePrimitives {
  const marks = candidateMarks(candidates, decision);
  if (marks.length === 0) return NO_GANTT_CANDIDATES;
  const byIndex = new Map(p.lanes.map((l) => [l.index, l] as const));
  const lanes: GanttCandidateLane[] = [];
  for (const [lane, { chosen }] of candidateLanes(marks)) {
    const l = byIndex.get(lane);
    if (!l) continue;
    lanes.push({ lane, x: 1, y: l.y + 1, w: p.plotRight - 1, h: Math.max(2, l.height - 2), chosen });
  }
  lanes.sort((a, b) => a.y - b.y);
  const scale = timeScale(p.window, p.plotLeft, p.plotRight);
  const ghosts: GanttCandidateGhost[] = [];
  for (const m of marks) {
    const l = byIndex.get(m.receiver);
    if (!m.span || !l) continue;
    const [start, end] = m.span;
    if (end < p.window[0] || start > p.window[1]) continue;
    let x0 = Math.max(p.plotLeft, scale(start));
    let x1 = Math.min(p.plotRight, scale(end));
    if (x1 - x0 < MIN_GHOST_PX) {
      const mid = (x0 + x1) / 2;
      x0 = mid - MIN_GHOST_PX / 2;
      x1 = mid + MIN_GHOST_PX / 2;
    }
    const inset = Math.min(4, l.height / 6);
    ghosts.push({
      candidate: m.index,
      lane: m.receiver,
      x: x0,
      y: l.y + inset,
      w: x1 - x0,
      h: Math.max(2, l.height - 2 * inset),
      chosen: m.chosen,
      start,
      end,
    });
  }
  // The pick last, so it is drawn over the others.
  const stacked = stackGhosts(ghosts);
  stacked.sort((a, b) => Number(a.chosen) - Number(b.chosen));
  return { lanes, ghosts: stacked, legend: candidateLegendText(decision) };
}

/**
 * Ghosts that overlap on one lane share its height in rows (first fit by start), so each candidate's
 * would-be transfer stays visible: the Wu–Yeh–Liu example's decision 4 weighs two transfers to P3.
 */
function stackGhosts(ghosts: readonly GanttCandidateGhost[]): GanttCandidateGhost[] {
  const out: GanttCandidateGhost[] = [];
  const byLane = new Map<number, GanttCandidateGhost[]>();
  for (const g of ghosts) byLane.set(g.lane, [...(byLane.get(g.lane) ?? []), g]);
  for (const list of byLane.values()) {
    const sorted = [...list].sort((a, b) => a.x - b.x || a.candidate - b.candidate);
    const rowEnds: number[] = [];
    const rowOf = sorted.map((g) => {
      let row = rowEnds.findIndex((end) => end <= g.x);
      if (row < 0) row = rowEnds.push(0) - 1;
      rowEnds[row] = g.x + g.w + 1;
      return row;
    });
    const rows = rowEnds.length;
    sorted.forEach((g, k) => {
      const h = g.h / rows;
      out.push({ ...g, y: g.y + (rowOf[k] ?? 0) * h, h: Math.max(2, h - (rows > 1 ? 1 : 0)) });
    });
  }
  return out;
}

/** The marks as SVG (content coordinates, as `bodySvg`). */
export function ganttCandidatesSvg(c: GanttCandidatePrimitives): string {
  let out = "";
  for (const l of c.lanes) out += outlineSvg(l, { "data-candidate-lane": l.lane });
  for (const g of c.ghosts) out += ghostSvg(g, { "data-candidate-ghost": g.candidate });
  return out;
}

/** Draws the marks on the overlay canvas, whose transform already scrolls the lanes (paintOverlay). */
export function paintGanttCandidates(ctx: CanvasRenderingContext2D, c: GanttCandidatePrimitives): void {
  paintMarks(ctx, c.lanes, c.ghosts);
}
