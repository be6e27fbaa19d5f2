// The timing diagram's marks for the current decision's candidates (step-through; docs/architecture.md,
// "Step-through and the class quiz"): the sender's column outlined in the sender diagram and the
// receiver's in the receiver diagram (both in the one diagram shown when only one is), dashed; when
// the decision's scores are completion times, a dashed ghost event in the receiver's column from the
// candidate's would-be start to its score. The heuristic's pick is solid, in another colour, unless the
// quiz hides it. Pure layout over `layoutTiming`'s primitives, a canvas painter and an SVG string.
import {
  candidateLegendText,
  candidateMarks,
  ghostSvg,
  outlineSvg,
  paintMarks,
  type DecisionMarks,
} from "../common/candidates";
import type { Candidate } from "../../../core/schedule/types";
import { yOfTime } from "./layout";
import type { TimingSide } from "./model";
import type { TimingPanel, TimingPrimitives } from "./types";

export interface TimingCandidateBox {
  readonly side: TimingSide;
  readonly lane: number;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
  readonly chosen: boolean;
  /** Ghosts: the candidate's index in the decision; columns: -1. */
  readonly candidate: number;
}

export interface TimingCandidatePrimitives {
  readonly columns: readonly TimingCandidateBox[];
  readonly ghosts: readonly TimingCandidateBox[];
  readonly legend: string;
}

const MIN_GHOST_PX = 6;

export function layoutTimingCandidates(
  p: TimingPrimitives,
  candidates: readonly Candidate[] | undefined,
  decision: DecisionMarks | undefined,
): TimingCandidatePrimitives {
  const marks = candidateMarks(candidates, decision);
  if (marks.length === 0 || p.panels.length === 0) return { columns: [], ghosts: [], legend: "" };
  const panelOf = (side: TimingSide): TimingPanel =>
    p.panels.find((q) => q.side === side) ?? (p.panels[0] as TimingPanel);
  const columnBox = (panel: TimingPanel, lane: number) => ({
    x: panel.plotLeft + lane * panel.columnWidth,
    w: panel.columnWidth,
  });
  const lanes = Math.round(
    (panelOf("send").plotRight - panelOf("send").plotLeft) / panelOf("send").columnWidth,
  );
  const columns = new Map<string, TimingCandidateBox>();
  const mark = (side: TimingSide, lane: number, chosen: boolean) => {
    if (lane < 0 || lane >= lanes) return;
    const panel = panelOf(side);
    const key = `${panel.side}:${lane}`;
    const { x, w } = columnBox(panel, lane);
    const was = columns.get(key);
    columns.set(key, {
      side: panel.side,
      lane,
      x: x + 1,
      y: p.plotTop,
      w: Math.max(2, w - 2),
      h: p.plotBottom - p.plotTop,
      chosen: (was?.chosen ?? false) || chosen,
      candidate: -1,
    });
  };
  const ghosts: TimingCandidateBox[] = [];
  const [t0, t1] = p.window;
  for (const m of marks) {
    mark("send", m.sender, m.chosen);
    mark("recv", m.receiver, m.chosen);
    if (!m.span || m.receiver < 0 || m.receiver >= lanes) continue;
    const [start, end] = m.span;
    if (end < t0 || start > t1) continue;
    const panel = panelOf("recv");
    const { x, w } = columnBox(panel, m.receiver);
    let y0 = Math.max(p.plotTop, yOfTime(p, start));
    let y1 = Math.min(p.plotBottom, yOfTime(p, end));
    if (y1 - y0 < MIN_GHOST_PX) {
      const mid = (y0 + y1) / 2;
      y0 = mid - MIN_GHOST_PX / 2;
      y1 = mid + MIN_GHOST_PX / 2;
    }
    const inset = Math.min(4, w / 6);
    ghosts.push({
      side: panel.side,
      lane: m.receiver,
      x: x + inset,
      y: y0,
      w: Math.max(2, w - 2 * inset),
      h: y1 - y0,
      chosen: m.chosen,
      candidate: m.index,
    });
  }
  ghosts.sort((a, b) => Number(a.chosen) - Number(b.chosen));
  const cols = [...columns.values()].sort((a, b) => a.x - b.x);
  return { columns: cols, ghosts, legend: candidateLegendText(decision) };
}

export function timingCandidatesSvg(c: TimingCandidatePrimitives): string {
  let out = "";
  for (const b of c.columns) out += outlineSvg(b, { "data-candidate-column": `${b.side}:${b.lane}` });
  for (const g of c.ghosts) out += ghostSvg(g, { "data-candidate-ghost": g.candidate });
  return out;
}

export function paintTimingCandidates(ctx: CanvasRenderingContext2D, c: TimingCandidatePrimitives): void {
  paintMarks(ctx, c.columns, c.ghosts);
}
