// What the side-by-side compares, as pure functions: the algorithms Compare stacks (2–4, kept in the
// link's view state) and the pair Lockstep steps, with defaults that teach (ECF vs ECFP: preemption,
// Wu–Yeh–Liu Sec. 4.2 and 5; ECEF vs ECEF-LA: lookahead, the grid-broadcast paper's Sec. 4.3–4.4).
import type { Schedule, Step } from "../../core/schedule/types";
import { formatTime } from "../../core/units";
import { laneName, messageName } from "../views/common/details";

export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

/** Pairs whose difference is one idea, by the family's kind: the first that exists is Lockstep's default. */
const TEACHING_PAIRS: readonly (readonly [string, string])[] = [
  ["ecf", "ecfp"],
  ["ecef", "ecef-la"],
];

/** The ids of `wanted` the family knows, in their order, without repeats. */
function known(wanted: readonly string[] | undefined, ids: readonly string[]): string[] {
  const out: string[] = [];
  for (const id of wanted ?? []) if (ids.includes(id) && !out.includes(id)) out.push(id);
  return out;
}

/**
 * The algorithms Compare stacks: the link's choice when it names 2–4 known ones, else the current
 * algorithm and the next ones of the catalogue (3 in all, or as many as there are).
 */
export function comparedAlgorithms(
  wanted: readonly string[] | undefined,
  ids: readonly string[],
  current: string | undefined,
): string[] {
  const chosen = known(wanted, ids).slice(0, MAX_COMPARED);
  if (chosen.length >= MIN_COMPARED) return chosen;
  const start = current !== undefined ? Math.max(0, ids.indexOf(current)) : 0;
  const rotated = [...ids.slice(start), ...ids.slice(0, start)];
  return rotated.slice(0, Math.min(3, ids.length));
}

/** `chosen` with `id` added (at most MAX_COMPARED, kept in catalogue order) or removed (at least MIN_COMPARED). */
export function toggleCompared(chosen: readonly string[], id: string, ids: readonly string[]): string[] {
  if (chosen.includes(id)) {
    return chosen.length <= MIN_COMPARED ? [...chosen] : chosen.filter((c) => c !== id);
  }
  if (chosen.length >= MAX_COMPARED) return [...chosen];
  return ids.filter((c) => c === id || chosen.includes(c));
}

/** Lockstep's pair: the link's when both are known and differ, else a teaching pair, else the first two. */
export function lockstepPair(
  wanted: readonly [string, string] | undefined,
  ids: readonly string[],
  current: string | undefined,
): [string, string] | null {
  if (wanted && wanted[0] !== wanted[1] && ids.includes(wanted[0]) && ids.includes(wanted[1])) {
    return [wanted[0], wanted[1]];
  }
  for (const [a, b] of TEACHING_PAIRS) if (ids.includes(a) && ids.includes(b)) return [a, b];
  if (ids.length < 2) return null;
  const a = current !== undefined && ids.includes(current) ? current : (ids[0] as string);
  const b = ids.find((id) => id !== a) as string;
  return [a, b];
}

/** "P0 → P3, m0 from P0, done at 12 µs" — a decision in words (1-based numbering is the caller's). */
export function decisionText(s: Schedule, step: Step | undefined): string {
  if (!step) return "no decision (this heuristic has finished)";
  const peer = step.receiver >= 0 ? ` → ${laneName(s, step.receiver)}` : "";
  const msg = s.messages.length > 1 ? `, ${messageName(s, step.message)}` : "";
  return `${laneName(s, step.sender)}${peer}${msg}, done at ${formatTime(step.complete, s.timeUnit)}`;
}
