// The greedy communication scheduling heuristic of Bhat et al. Sec. 4.3. Each processor is a sender
// and a receiver; sendavail and recvavail start at 0. Senders are taken in order of availability
// (simultaneous ones by lower index, DESIGN.md); a free sender i scans its receiver set R_i, picks the
// earliest available receiver j (the lower index among equally early ones — our choice, the paper
// leaves it open), schedules i → j at t = max(sendavail[i], recvavail[j]), sets both to t + C_ij and
// removes j from R_i. A sender leaves when R_i is empty. O(P·K) events × O(K) scan = O(P·K²), plus
// O(P) to find the next sender. Lemma (Sec. 4.3): completion ≤ a sender total + a receiver total ≤
// twice the lower bound.
import { RunCancelled, type PlanOutcome, type RunContext } from "../family";
import type { Candidate, Step } from "../schedule/types";
import { formatNumber } from "../units";
import type { CommunicationMatrix } from "./matrix";
import type { RedistributionPlan } from "./scenario";
import {
  nearLimit as sharedNearLimit,
  SenderQueue,
  withinTolerance as sharedWithinTolerance,
} from "./senderQueue";

/** How many candidates a step records (the best ones). */
const EXPLAINED_CANDIDATES = 8;

// Bound once: imported bindings are getters under CommonJS transpilation (tsx), slow in inner loops.
const withinTolerance = sharedWithinTolerance;
const nearLimit = sharedNearLimit;

/** Cancellation and progress are checked every this many events. */
const CHECK_EVERY = 64;

export function greedySchedule(
  m: CommunicationMatrix,
  ctx: RunContext = {},
): PlanOutcome<RedistributionPlan> {
  const P = m.processors;
  const explain = ctx.explain !== false;
  const cost = m.cost;
  const sendAvail = new Float64Array(P);
  const recvAvail = new Float64Array(P);
  // R_i as the segment [i·P, i·P + left[i]) of one flat array; a sent receiver is swapped out.
  const pending = new Int32Array(P * P);
  const left = new Int32Array(P);
  const senders: number[] = [];
  let total = 0;
  for (let i = 0; i < P; i++) {
    const r = m.receivers[i] ?? [];
    for (let k = 0; k < r.length; k++) pending[i * P + k] = r[k] as number;
    left[i] = r.length;
    if (r.length > 0) senders.push(i);
    total += r.length;
  }
  const queue = new SenderQueue(sendAvail, senders);
  const sends: number[][] = Array.from({ length: P }, () => []);
  const steps: Step[] = [];
  for (let n = 0; n < total; n++) {
    if (n % CHECK_EVERY === 0) {
      if (ctx.cancelled?.()) throw new RunCancelled();
      ctx.progress?.(n / total);
    }
    const i = queue.earliest();
    const from = i * P;
    const to = from + (left[i] as number);
    const pick = earliestReceiver(pending, from, to, recvAvail);
    const j = pending[pick] as number;
    const free = sendAvail[i] as number;
    const ready = recvAvail[j] as number;
    const end = (free > ready ? free : ready) + (cost[from + j] as number);
    if (explain) steps.push(explainStep(i, j, end, pending.subarray(from, to), recvAvail, free));
    else steps.push({ sender: i, receiver: j, message: 0, complete: end });
    pending[pick] = pending[to - 1] as number;
    left[i] = to - 1 - from;
    sendAvail[i] = end;
    recvAvail[j] = end;
    if (to - 1 > from) queue.update(i);
    else queue.remove(i);
    (sends[i] as number[]).push(j);
  }
  ctx.progress?.(1);
  return { plan: { sends }, steps };
}

/**
 * Position in `set[from, to)` of the earliest available receiver: the lowest index among those free
 * within 1e-9 of the earliest. One pass finds the earliest and the runner-up; only when the runner-up
 * is a near-tie does a second pass apply the tolerance (this scan is the O(K) of the paper's O(P·K²)).
 * The pick does not depend on the order of the set.
 */
function earliestReceiver(set: Int32Array, from: number, to: number, recvAvail: Float64Array): number {
  let earliest = Infinity;
  let second = Infinity;
  let pick = -1;
  for (let k = from; k < to; k++) {
    const t = recvAvail[set[k] as number] as number;
    if (t < second) {
      if (t < earliest) {
        second = earliest;
        earliest = t;
        pick = k;
      } else second = t;
    }
  }
  const near = nearLimit(earliest);
  if (second > near) return pick;
  let pickReceiver = Infinity;
  for (let k = from; k < to; k++) {
    const j = set[k] as number;
    const t = recvAvail[j] as number;
    if (t <= near && j < pickReceiver && withinTolerance(t, earliest)) {
      pick = k;
      pickReceiver = j;
    }
  }
  return pick;
}

function explainStep(
  i: number,
  j: number,
  end: number,
  set: Int32Array,
  recvAvail: Float64Array,
  free: number,
): Step {
  // The few best receivers by (free time, index), by insertion into a short sorted list.
  const best: number[] = [];
  const before = (a: number, b: number) =>
    (recvAvail[a] as number) < (recvAvail[b] as number) || (recvAvail[a] === recvAvail[b] && a < b);
  for (const r of set) {
    if (best.length === EXPLAINED_CANDIDATES && !before(r, best[best.length - 1] as number)) continue;
    let at = best.length;
    while (at > 0 && before(r, best[at - 1] as number)) at--;
    best.splice(at, 0, r);
    if (best.length > EXPLAINED_CANDIDATES) best.pop();
  }
  if (!best.includes(j)) best[best.length - 1] = j; // the pick is always shown
  const candidates: Candidate[] = best.map((r) => ({
    sender: i,
    receiver: r,
    message: 0,
    score: recvAvail[r] as number,
    label: "receiver free at",
  }));
  return {
    sender: i,
    receiver: j,
    message: 0,
    complete: end,
    rule: `P${i} is the earliest free sender (at ${formatNumber(free)}); P${j} the earliest free receiver in R_${i}`,
    candidates,
  };
}
