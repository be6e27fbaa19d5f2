// Earliest Available First, EAF (Wu–Yeh–Liu Sec. 4 and Sec. 6: "selects the destination with the minimum
// available time as the receiver of a new task"); ties to the lower index (DESIGN.md). Message and sender
// by earliest completion. Available times only grow, so a lazy queue keyed by possibly stale times finds
// the minimum: a popped node whose time moved on goes back in with its current time.
import type { PlanOutcome, RunContext } from "../../family";
import { approxEqual } from "../../tolerance";
import { formatNumber } from "../../units";
import type { MulticastPlan, MulticastScenario } from "../scenario";
import { tieLimit } from "./explain";
import { MinHeap } from "./heap";
import { receiverBased, type Decision, type ReceiverRule, type ReceiverState } from "./receiverBased";

/** The receiver whose list ends first (Avail_j, or ReceiveAvailable of Fig. 15): EAF and EAFP. */
export class EarliestAvailable implements ReceiverRule {
  readonly label = "earliest available receiver, then earliest completion";
  private readonly state: ReceiverState;
  private readonly heap: MinHeap;

  constructor(state: ReceiverState) {
    this.state = state;
    this.heap = new MinHeap(state.model.n);
    state.sets.pending.forEach((p, j) => {
      if (p > 0) this.heap.push(0, j);
    });
  }

  private popCurrent(): { j: number; t: number } {
    const heap = this.heap;
    for (;;) {
      const j = heap.topId();
      heap.pop();
      const t = this.state.timeline.recvAvail(j);
      if (heap.size > 0 && t > heap.topKey()) heap.push(t, j);
      else return { j, t };
    }
  }

  next(): number {
    const first = this.popCurrent();
    let best = first.j;
    const popped = [first];
    while (this.heap.size > 0 && this.heap.topKey() <= tieLimit(first.t)) {
      const e = this.popCurrent();
      popped.push(e);
      if (approxEqual(e.t, first.t) && e.j < best) best = e.j;
    }
    for (const e of popped) if (e.j !== best) this.heap.push(e.t, e.j);
    return best;
  }

  explain(receiver: number): string {
    const t = this.state.timeline.recvAvail(receiver);
    return `earliest available receiver P${receiver} (free at ${formatNumber(t)}), then earliest completion`;
  }

  update(d: Decision): void {
    if ((this.state.sets.pending[d.receiver] as number) > 0) {
      this.heap.push(this.state.timeline.recvAvail(d.receiver), d.receiver);
    }
  }
}

export function eaf(s: MulticastScenario, ctx: RunContext = {}): PlanOutcome<MulticastPlan> {
  return receiverBased(s, ctx, false, (state) => new EarliestAvailable(state));
}
