// Earliest Available First, EAF (Wu–Yeh–Liu Sec. 4 and Sec. 6: "selects the destination with the minimum
// available time as the receiver of a new task"); ties to the lower index (docs/cost-models.md). Message and sender
// by earliest completion. Available times only grow, so a lazy queue keyed by possibly stale times finds
// the minimum: a popped node whose time moved on goes back in with its current time.
import type { PlanOutcome, RunContext } from "../../family";
import { approxEqual } from "../../tolerance";
import { formatNumber } from "../../units";
import type { MulticastPlan, MulticastScenario } from "../scenario";
import { tieLimit } from "./explain";
import { MinHeap } from "./heap";
import { receiverBased, type ReceiverRule, type ReceiverState } from "./receiverBased";

/** The receiver whose list ends first (Avail_j, or ReceiveAvailable of Fig. 15): EAF and EAFP. */
export class EarliestAvailable implements ReceiverRule {
  readonly label = "earliest available receiver, then earliest completion";
  private readonly state: ReceiverState;
  private readonly heap: MinHeap;
  /** Scratch for next(): the nodes popped and their times; the time of the last popCurrent(). */
  private readonly popped: Int32Array;
  private readonly times: Float64Array;
  private t = 0;

  constructor(state: ReceiverState) {
    this.state = state;
    this.heap = new MinHeap(state.model.n);
    this.popped = new Int32Array(state.model.n);
    this.times = new Float64Array(state.model.n);
    state.sets.pending.forEach((p, j) => {
      if (p > 0) this.heap.push(0, j);
    });
  }

  /** Pops until the top's key is its node's current available time; returns the node (its time in `t`). */
  private popCurrent(): number {
    const heap = this.heap;
    const timeline = this.state.timeline;
    for (;;) {
      const j = heap.topId();
      heap.pop();
      const t = timeline.recvAvail(j);
      if (heap.size > 0 && t > heap.topKey()) heap.push(t, j);
      else {
        this.t = t;
        return j;
      }
    }
  }

  next(): number {
    const first = this.popCurrent();
    const t0 = this.t;
    let best = first;
    let count = 0;
    this.popped[count] = first;
    this.times[count++] = t0;
    const limit = tieLimit(t0);
    while (this.heap.size > 0 && this.heap.topKey() <= limit) {
      const j = this.popCurrent();
      this.popped[count] = j;
      this.times[count++] = this.t;
      if (approxEqual(this.t, t0) && j < best) best = j;
    }
    for (let x = 0; x < count; x++) {
      const j = this.popped[x] as number;
      if (j !== best) this.heap.push(this.times[x] as number, j);
    }
    return best;
  }

  explain(receiver: number): string {
    const t = this.state.timeline.recvAvail(receiver);
    return `earliest available receiver P${receiver} (free at ${formatNumber(t)}), then earliest completion`;
  }

  update(_sender: number, receiver: number): void {
    if ((this.state.sets.pending[receiver] as number) > 0) {
      this.heap.push(this.state.timeline.recvAvail(receiver), receiver);
    }
  }
}

export function eaf(s: MulticastScenario, ctx: RunContext = {}): PlanOutcome<MulticastPlan> {
  return receiverBased(s, ctx, false, (state) => new EarliestAvailable(state));
}
