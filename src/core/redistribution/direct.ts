// The direct schedule of Bhat et al. Sec. 5: the homogeneous contention-free K-step schedule of refs
// [5,7,14] (Sec. 2, Fig. 2b), each processor sending its messages in step order as a per-node list
// without barriers (docs/cost-models.md), so on a heterogeneous network senders wait for busy receivers. Local
// copies are free and skipped; the steps are arranged so they fall last where possible (k-step.ts).
// The times come from the family's simulator.
import { explainsDecision, type PlanOutcome, type RunContext } from "../family";
import { scoredCandidate } from "../schedule/score";
import type { Candidate, Step } from "../schedule/types";
import { formatNumber } from "../units";
import { kStepSchedule, type KStepSchedule } from "./k-step";
import type { CommunicationMatrix } from "./matrix";
import type { RedistributionPlan } from "./scenario";
import { timeSendOrders, type TimedEvent } from "./simulate";

/** The K-step schedule of the scenario's messages (local copies as last-resort fillers). */
export function directSteps(m: CommunicationMatrix, cancelled?: () => boolean): KStepSchedule {
  const P = m.processors;
  const keeps = Array.from({ length: P }, (_, p) => (m.blocks[p * P + p] as number) > 0);
  return kStepSchedule(P, m.layout.K, m.receivers, keeps, cancelled);
}

export function directPlan(m: CommunicationMatrix): RedistributionPlan {
  return { sends: directSteps(m).order };
}

export function directSchedule(
  m: CommunicationMatrix,
  ctx: RunContext = {},
): PlanOutcome<RedistributionPlan> {
  const P = m.processors;
  const k = directSteps(m, ctx.cancelled);
  const events = timeSendOrders(P, m.cost, k.order);
  const stepOf = new Int32Array(P * P);
  k.order.forEach((list, i) => list.forEach((j, pos) => (stepOf[i * P + j] = k.step[i]?.[pos] ?? -1)));
  // Steps in (K-step step, sender) order. Each step is a matching, so a sender has at most one message
  // per step: the pair is a unique slot, and the events drop into place without a sort.
  const bySlot: (TimedEvent | undefined)[] = new Array<TimedEvent | undefined>(k.stepCount * P);
  for (const e of events) bySlot[(stepOf[e.sender * P + e.receiver] as number) * P + e.sender] = e;
  const steps: Step[] = [];
  for (let slot = 0; slot < bySlot.length; slot++) {
    const e = bySlot[slot];
    if (e === undefined) continue;
    const step = Math.floor(slot / P);
    const base = { sender: e.sender, receiver: e.receiver, message: 0, complete: e.end };
    steps.push(
      explainsDecision(ctx, steps.length)
        ? { ...base, ...explainSlot(k, e.sender, e.receiver, step, events) }
        : base,
    );
  }
  ctx.progress?.(1);
  return { plan: { sends: k.order }, steps };
}

/** At most this many of a sender's messages are listed per decision. */
const SLOT_CANDIDATES = 8;

/**
 * Decision (step `step`, sender i): the candidates are i's messages not sent yet, each scored by the
 * K-step step the contention-free schedule gives it (Bhat et al. Sec. 2, Fig. 2b: step s is a matching,
 * every sender sends at most one message and every receiver takes at most one); the rule sends i's
 * message of this step. The rule also says what the send waited for in the barrier-free replay: the
 * sender's previous send or the receiver's previous receive.
 */
function explainSlot(
  k: KStepSchedule,
  i: number,
  j: number,
  step: number,
  events: readonly TimedEvent[],
): { rule: string; candidates: Candidate[] } {
  const order = k.order[i] ?? [];
  const stepOfPos = k.step[i] ?? [];
  const candidates: Candidate[] = [];
  order.forEach((r, pos) => {
    const s = stepOfPos[pos] ?? -1;
    if (s < step || candidates.length >= SLOT_CANDIDATES) return;
    candidates.push(scoredCandidate(i, r, 0, [{ name: "K-step step", value: s + 1 }], "K-step step"));
  });
  const e = events.find((x) => x.sender === i && x.receiver === j);
  const wait = !e
    ? ""
    : e.posted > e.request
      ? `; P${i} asks at ${formatNumber(e.request)} and waits for P${j}, busy receiving until ${formatNumber(e.posted)}`
      : `; starts when P${i} is free, at ${formatNumber(e.start)}`;
  return {
    rule: `step ${step + 1} of ${k.stepCount} of the contention-free K-step schedule (Bhat et al. Sec. 2, Fig. 2b): P${i} sends its message of this step, to P${j}${wait}`,
    candidates,
  };
}
