// Receiver Random Selection, RRS (Wu–Yeh–Liu Sec. 4 and Sec. 6: "selects the receiver randomly"): a node
// drawn uniformly, from the scenario's seeded generator, among those with something left to receive
// (listed by index); message and sender by earliest completion. RRS and RRSP with one seed draw the same
// receivers in the same order.
import type { PlanOutcome, RunContext } from "../../family";
import { createRng, type Rng } from "../../random";
import type { MulticastPlan, MulticastScenario } from "../scenario";
import { receiverBased, type ReceiverRule, type ReceiverState } from "./receiver-based";

/** A uniformly random waiting receiver (RRS and RRSP). */
export class RandomReceiver implements ReceiverRule {
  readonly label = "random receiver, then earliest completion";
  private readonly state: ReceiverState;
  private readonly rng: Rng;
  private readonly active: number[] = [];

  constructor(state: ReceiverState) {
    this.state = state;
    this.rng = createRng(state.scenario.seed);
    state.sets.pending.forEach((p, j) => {
      if (p > 0) this.active.push(j);
    });
  }

  next(): number {
    return this.active[this.rng.int(0, this.active.length - 1)] as number;
  }

  explain(receiver: number): string {
    return `random receiver P${receiver} (seed ${this.state.scenario.seed}), then earliest completion`;
  }

  update(_sender: number, receiver: number): void {
    if ((this.state.sets.pending[receiver] as number) === 0) {
      this.active.splice(this.active.indexOf(receiver), 1);
    }
  }
}

export function rrs(s: MulticastScenario, ctx: RunContext = {}): PlanOutcome<MulticastPlan> {
  return receiverBased(s, ctx, false, (state) => new RandomReceiver(state));
}
