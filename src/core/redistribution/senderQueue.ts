// "The algorithm maintains a list of senders in increasing order of their time of availability"
// (Bhat et al. Sec. 4.3): the senders in an indexed binary heap keyed by (free time, index), shared by
// the greedy heuristic and the simulator so both pick identically. The pick is the lowest-index sender
// whose free time is within the relative tolerance 1e-9 of the earliest (DESIGN.md): the heap's root
// has the earliest time, and all near-ties lie in the subtree of nodes no later than nearLimit, which
// is searched (normally just the root). O(log P) per update.
import { IndexedMinHeap } from "../heap";
import { RELATIVE_TOLERANCE } from "../tolerance";

// Bound once: under CommonJS transpilation (tsx: CLI, bench) an imported binding is a getter.
const TOLERANCE = RELATIVE_TOLERANCE;

/** t ≈ earliest for t ≥ earliest: approxEqual of tolerance.ts, inlined for the inner loops. */
export function withinTolerance(t: number, earliest: number): boolean {
  return t - earliest <= TOLERANCE * Math.max(1, Math.abs(t), Math.abs(earliest));
}

/**
 * A time above which nothing is within tolerance of `earliest` (≥ 0), a cheap first test so the exact
 * one runs only for near-ties: t − e > 2·tol·max(1, e) implies t − e > tol·max(1, t).
 */
export function nearLimit(earliest: number): number {
  return earliest + 2 * TOLERANCE * Math.max(1, Math.abs(earliest));
}

/**
 * The senders `members` in a heap keyed by (time, index), their times read from `times`: after changing
 * times[i], file it again with set(i, times[i]) (or remove(i) when it has nothing left to send).
 */
export function senderQueue(times: Float64Array, members: readonly number[]): IndexedMinHeap {
  const queue = new IndexedMinHeap(times.length);
  for (const i of members) queue.set(i, times[i] as number);
  return queue;
}

/** The sender to serve next, or -1 when none is left. */
export function earliestSender(queue: IndexedMinHeap): number {
  return queue.leastIdNearTop(nearLimit(queue.topKey()), withinTolerance);
}

/**
 * The same pick as earliestSender by a plain scan over `times[i]` with `left[i] > 0` (the
 * naive reference the tests compare the heap with); -1 when none is left.
 */
export function earliestByScan(times: Float64Array, left: Int32Array): number {
  let earliest = Infinity;
  for (let i = 0; i < times.length; i++) {
    const t = times[i] as number;
    if (t < earliest && (left[i] as number) > 0) earliest = t;
  }
  if (earliest === Infinity) return -1;
  for (let i = 0; i < times.length; i++) {
    if ((left[i] as number) > 0 && withinTolerance(times[i] as number, earliest)) return i;
  }
  return -1;
}
