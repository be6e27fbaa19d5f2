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
import { approxEqual, definitelyLess } from "../tolerance";
import type { CommunicationMatrix } from "./matrix";
import type { RedistributionPlan } from "./scenario";
import { earliestSender } from "./simulate";

/** How many candidates a step records (the best ones). */
const EXPLAINED_CANDIDATES = 8;

/** Step records and progress are reported every this many events. */
const CHECK_EVERY = 64;

export function greedySchedule(
  m: CommunicationMatrix,
  ctx: RunContext = {},
): PlanOutcome<RedistributionPlan> {
  const P = m.processors;
  const explain = ctx.explain !== false;
  const sendAvail = new Float64Array(P);
  const recvAvail = new Float64Array(P);
  const left = new Int32Array(P);
  const pending: number[][] = m.receivers.map((r) => r.slice());
  let total = 0;
  for (let i = 0; i < P; i++) {
    left[i] = pending[i]?.length ?? 0;
    total += left[i] as number;
  }
  const sends: number[][] = Array.from({ length: P }, () => []);
  const steps: Step[] = [];
  for (let n = 0; n < total; n++) {
    if (n % CHECK_EVERY === 0) {
      if (ctx.cancelled?.()) throw new RunCancelled();
      ctx.progress?.(n / total);
    }
    const i = earliestSender(sendAvail, left);
    const set = pending[i] as number[];
    let pick = 0;
    for (let k = 1; k < set.length; k++) {
      const j = set[k] as number;
      const best = set[pick] as number;
      const a = recvAvail[j] as number;
      const b = recvAvail[best] as number;
      if (definitelyLess(a, b) || (j < best && approxEqual(a, b))) pick = k;
    }
    const j = set[pick] as number;
    const t = Math.max(sendAvail[i] as number, recvAvail[j] as number);
    const end = t + (m.cost[i * P + j] as number);
    if (explain) steps.push(explainStep(i, j, end, set, recvAvail, sendAvail[i] as number));
    set[pick] = set[set.length - 1] as number;
    set.pop();
    left[i] = set.length;
    sendAvail[i] = end;
    recvAvail[j] = end;
    sends[i]?.push(j);
    if (!explain) steps.push({ sender: i, receiver: j, message: 0, complete: end });
  }
  ctx.progress?.(1);
  return { plan: { sends }, steps };
}

function explainStep(
  i: number,
  j: number,
  end: number,
  set: readonly number[],
  recvAvail: Float64Array,
  free: number,
): Step {
  const candidates: Candidate[] = set
    .map((r) => ({
      sender: i,
      receiver: r,
      message: 0,
      score: recvAvail[r] as number,
      label: "receiver free at",
    }))
    .sort((a, b) => a.score - b.score || a.receiver - b.receiver)
    .slice(0, EXPLAINED_CANDIDATES);
  return {
    sender: i,
    receiver: j,
    message: 0,
    complete: end,
    rule: `P${i} is the earliest free sender (at ${free}); P${j} the earliest free receiver in R_${i}`,
    candidates,
  };
}
