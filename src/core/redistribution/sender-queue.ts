// "The algorithm maintains a list of senders in increasing order of their time of availability"
// (Bhat et al. Sec. 4.3): the senders in an indexed binary heap keyed by (free time, index), shared by
// the greedy heuristic and the simulator so both pick identically. The pick is the lowest-index sender
// whose free time is within the relative tolerance 1e-9 of the earliest (docs/cost-models.md): the
// heap's root has the earliest time, and all near-ties lie in the subtree of nodes no later than
// tieLimit, which is searched (normally just the root). O(log P) per update.
import { IndexedMinHeap } from "../heap";
import { lessOrClose as sharedLessOrClose, tieLimit as sharedTieLimit } from "../tolerance";

// Bound once: under CommonJS transpilation (tsx: CLI, bench) an imported binding is a getter.
const lessOrClose = sharedLessOrClose;
const tieLimit = sharedTieLimit;

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
  return queue.leastIdNearTop(tieLimit(queue.topKey()), lessOrClose);
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
    if ((left[i] as number) > 0 && lessOrClose(times[i] as number, earliest)) return i;
  }
  return -1;
}
