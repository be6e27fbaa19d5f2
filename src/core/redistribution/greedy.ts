// The greedy communication scheduling heuristic of Bhat et al. Sec. 4.3. Each processor is a sender
// and a receiver; sendavail and recvavail start at 0. Senders are taken in order of availability
// (simultaneous ones by lower index, docs/cost-models.md); a free sender i scans its receiver set R_i, picks the
// earliest available receiver j (the lower index among equally early ones — our choice, the paper
// leaves it open), schedules i → j at t = max(sendavail[i], recvavail[j]), sets both to t + C_ij and
// removes j from R_i. A sender leaves when R_i is empty. The paper's scan of R_i is O(K) per event,
// O(P·K²) in all; here all receivers are kept in (free time, index) order and the sender takes the first
// member of R_i in that order (a short walk while R_i is large), then the receiver moves to its new
// place (binary search and one block move). Lemma (Sec. 4.3): completion ≤ a sender total + a receiver
// total ≤ twice the lower bound.
import { scoredCandidate } from "../schedule/score";
import { explainsDecision, RunCancelled, type PlanOutcome, type RunContext } from "../family";
import type { Candidate, Step } from "../schedule/types";
import { lessOrClose as sharedLessOrClose, tieLimit as sharedTieLimit } from "../tolerance";
import { formatNumber } from "../units";
import type { CommunicationMatrix } from "./matrix";
import type { RedistributionPlan } from "./scenario";
import { earliestSender as sharedEarliestSender, senderQueue } from "./sender-queue";

/** How many candidates a step records (the best ones). */
const EXPLAINED_CANDIDATES = 8;

// Bound once: imported bindings are getters under CommonJS transpilation (tsx), slow in inner loops.
const lessOrClose = sharedLessOrClose;
const tieLimit = sharedTieLimit;
const earliestSender = sharedEarliestSender;

/** Cancellation and progress are checked every this many events. */
const CHECK_EVERY = 64;

export function greedySchedule(
  m: CommunicationMatrix,
  ctx: RunContext = {},
): PlanOutcome<RedistributionPlan> {
  const P = m.processors;
  const cost = m.cost;
  const sendAvail = new Float64Array(P);
  const recvAvail = new Float64Array(P);
  // Every receiver by (recvAvail, index); all free at 0 at first.
  const byTime = new Int32Array(P);
  for (let k = 0; k < P; k++) byTime[k] = k;
  // inSet[i·P + j] = 1 while j is in R_i.
  const inSet = new Uint8Array(P * P);
  const left = new Int32Array(P);
  const senders: number[] = [];
  let total = 0;
  for (let i = 0; i < P; i++) {
    const r = m.receivers[i] ?? [];
    for (let k = 0; k < r.length; k++) inSet[i * P + (r[k] as number)] = 1;
    left[i] = r.length;
    if (r.length > 0) senders.push(i);
    total += r.length;
  }
  const queue = senderQueue(sendAvail, senders);
  const sends: number[][] = Array.from({ length: P }, () => []);
  const steps: Step[] = [];
  for (let n = 0; n < total; n++) {
    if (n % CHECK_EVERY === 0) {
      if (ctx.cancelled?.()) throw new RunCancelled();
      ctx.progress?.(n / total);
    }
    const i = earliestSender(queue);
    const row = i * P;
    const at = earliestReceiver(byTime, inSet, row, recvAvail);
    const j = byTime[at] as number;
    const free = sendAvail[i] as number;
    const ready = recvAvail[j] as number;
    const end = (free > ready ? free : ready) + (cost[row + j] as number);
    if (explainsDecision(ctx, n)) steps.push(explainStep(i, j, end, byTime, inSet, row, recvAvail, free));
    else steps.push({ sender: i, receiver: j, message: 0, complete: end });
    moveReceiver(byTime, recvAvail, at, end);
    inSet[row + j] = 0;
    const rest = (left[i] as number) - 1;
    left[i] = rest;
    sendAvail[i] = end;
    if (rest > 0) queue.set(i, end);
    else queue.remove(i);
    (sends[i] as number[]).push(j);
  }
  ctx.progress?.(1);
  return { plan: { sends }, steps };
}

/**
 * Position in `byTime` of the earliest available receiver of R_i (the members `inSet[row + j]`): the
 * lowest index among those free within 1e-9 of the earliest. The first member in (time, index) order
 * is the earliest; only when the next receiver in that order is a near-tie are the near-ties weighed.
 */
function earliestReceiver(
  byTime: Int32Array,
  inSet: Uint8Array,
  row: number,
  recvAvail: Float64Array,
): number {
  const P = byTime.length;
  let at = 0;
  while (inSet[row + (byTime[at] as number)] === 0) at++;
  let pick = byTime[at] as number;
  const earliest = recvAvail[pick] as number;
  const near = tieLimit(earliest);
  if (at + 1 === P || (recvAvail[byTime[at + 1] as number] as number) > near) return at;
  const first = at;
  for (let k = first + 1; k < P; k++) {
    const j = byTime[k] as number;
    const t = recvAvail[j] as number;
    if (t > near) break;
    if (j < pick && inSet[row + j] === 1 && lessOrClose(t, earliest)) {
      pick = j;
      at = k;
    }
  }
  return at;
}

/** Sets the free time of the receiver at `byTime[at]` to `end` (≥ its old one) and restores the order. */
function moveReceiver(byTime: Int32Array, recvAvail: Float64Array, at: number, end: number): void {
  const j = byTime[at] as number;
  // lo: the first position after `at` whose receiver comes after (end, j), by a binary search whose
  // steps do not branch on the (unpredictable) comparisons: the range halves whatever the outcome.
  let lo = at + 1;
  let n = byTime.length - lo;
  if (n > 0) {
    while (n > 1) {
      const half = n >> 1;
      const r = byTime[lo + half] as number;
      const t = recvAvail[r] as number;
      lo += half & -(Number(t < end) | (Number(t === end) & Number(r < j)));
      n -= half;
    }
    const r = byTime[lo] as number;
    const t = recvAvail[r] as number;
    lo += Number(t < end) | (Number(t === end) & Number(r < j));
  }
  byTime.copyWithin(at, at + 1, lo);
  byTime[lo - 1] = j;
  recvAvail[j] = end;
}

function explainStep(
  i: number,
  j: number,
  end: number,
  byTime: Int32Array,
  inSet: Uint8Array,
  row: number,
  recvAvail: Float64Array,
  free: number,
): Step {
  // The few best receivers by (free time, index): the first members of R_i in that order.
  const best: number[] = [];
  for (let k = 0; k < byTime.length && best.length < EXPLAINED_CANDIDATES; k++) {
    const r = byTime[k] as number;
    if (inSet[row + r] === 1) best.push(r);
  }
  if (!best.includes(j)) best[best.length - 1] = j; // the pick is always shown
  // Sec. 4.3: the receiver of R_i that is free first (its previous receive's end, 0 before any).
  const candidates: Candidate[] = best.map((r) =>
    scoredCandidate(
      i,
      r,
      0,
      [{ name: "receiver free at", value: recvAvail[r] as number }],
      "receiver free at",
    ),
  );
  return {
    sender: i,
    receiver: j,
    message: 0,
    complete: end,
    rule: `P${i} is the earliest free sender (at ${formatNumber(free)}); P${j} the earliest free receiver in R_${i}`,
    candidates,
  };
}
