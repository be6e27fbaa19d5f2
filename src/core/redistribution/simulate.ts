// The family's simulator (Bhat et al. Sec. 4.1 model, Sec. 4.3 communication phase): times per-node
// send orders. A sender that is free asks its next receiver; the receiver takes requests first come,
// first served (Sec. 4.1: a busy receiver acknowledges the next sender only after its current
// receive), simultaneous requests by the lower sender index (docs/cost-models.md). The event then occupies both
// for C_ij. Requests are served in nondecreasing time, so any order of sends is feasible: there is no
// circular wait, and the loop ends after one iteration per message.
import { SenderQueue } from "./senderQueue";

/** One timed network event. */
export interface TimedEvent {
  readonly sender: number;
  readonly receiver: number;
  /** When the sender was free and asked the receiver (the control message of Sec. 4.1). */
  readonly request: number;
  /** When the receiver was free (the end of its previous receive, or 0). */
  readonly posted: number;
  /** max(request, posted) */
  readonly start: number;
  /** start + C_ij */
  readonly end: number;
}

/**
 * Times `sends` (sends[i]: P_i's receivers in order) with event times `cost` (flat [i·P + j]).
 * The plan must already be checked (see checkPlan). Events are returned in the order served.
 */
export function timeSendOrders(
  processors: number,
  cost: Float64Array,
  sends: readonly (readonly number[])[],
): TimedEvent[] {
  const P = processors;
  const sendFree = new Float64Array(P);
  const recvFree = new Float64Array(P);
  const next = new Int32Array(P);
  const senders: number[] = [];
  let total = 0;
  for (let i = 0; i < P; i++) {
    const n = sends[i]?.length ?? 0;
    if (n > 0) senders.push(i);
    total += n;
  }
  const queue = new SenderQueue(sendFree, senders);
  const events: TimedEvent[] = [];
  for (let n = 0; n < total; n++) {
    const i = queue.earliest();
    const list = sends[i] as readonly number[];
    const j = list[next[i] as number] as number;
    next[i] = (next[i] as number) + 1;
    const request = sendFree[i] as number;
    const posted = recvFree[j] as number;
    const start = Math.max(request, posted);
    const end = start + (cost[i * P + j] as number);
    sendFree[i] = end;
    recvFree[j] = end;
    if ((next[i] as number) < list.length) queue.update(i);
    else queue.remove(i);
    events.push({ sender: i, receiver: j, request, posted, start, end });
  }
  return events;
}
