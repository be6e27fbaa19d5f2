// Lockstep (docs/architecture.md, "Schedules side by side"): two heuristics on one scenario stepped
// together, decision by decision. A decision is who sends which message to whom (a Step's sender,
// receiver, message); two runs differ at decision k when those differ or only one run has a k-th
// decision — how ECF and ECFP (preemption) or ECEF and ECEF-LA (lookahead) part ways (Wu, Yeh and Liu,
// Sec. 4.2 and 5; the grid-broadcast heuristics ECEF and ECEF-LA, Sec. 4.3–4.4).
import type { Schedule, Step } from "../../core/schedule/types";
import { approxEqual } from "../../core/tolerance";

/** Whether decision `k` is the same pair and message in both runs (and both have it). */
export function sameDecision(a: Step | undefined, b: Step | undefined): boolean {
  if (!a || !b) return false;
  return a.sender === b.sender && a.receiver === b.receiver && a.message === b.message;
}

export interface LockstepDecisions {
  /** max of the two runs' decision counts: the lockstep's positions are 0 … count. */
  readonly count: number;
  /** The 0-based indices of the decisions where the runs differ, ascending. */
  readonly differ: readonly number[];
  /** The first differing decision, or -1 when every decision agrees. */
  readonly firstDiffer: number;
}

export function compareDecisions(a: readonly Step[], b: readonly Step[]): LockstepDecisions {
  const count = Math.max(a.length, b.length);
  const differ: number[] = [];
  for (let k = 0; k < count; k++) if (!sameDecision(a[k], b[k])) differ.push(k);
  return { count, differ, firstDiffer: differ[0] ?? -1 };
}

/** Whether the two decisions agree but the times they predict do not (an earlier difference shows). */
export function sameChoiceOtherTime(a: Step | undefined, b: Step | undefined): boolean {
  return sameDecision(a, b) && a !== undefined && b !== undefined && !approxEqual(a.complete, b.complete);
}

/** The tasks a decision created (`task.step === k`), in task order. */
export function tasksOfDecision(s: Schedule, k: number): number[] {
  const out: number[] = [];
  s.tasks.forEach((t, i) => {
    if (t.step === k) out.push(i);
  });
  return out;
}

/** The next (dir = 1) or previous (dir = −1) differing decision from `position` (0-based), or -1. */
export function nextDiffer(differ: readonly number[], position: number, dir: 1 | -1): number {
  if (dir > 0) return differ.find((k) => k > position) ?? -1;
  for (let i = differ.length - 1; i >= 0; i--)
    if ((differ[i] as number) < position) return differ[i] as number;
  return -1;
}
