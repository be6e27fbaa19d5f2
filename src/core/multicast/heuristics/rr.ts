// Round Robin, RR (Wu–Yeh–Liu Sec. 4 and Sec. 6: "the destination nodes take turns to be the receivers");
// the turn cycles over node indices from 0, skipping nodes with nothing left to receive (docs/cost-models.md).
// Message and sender by earliest completion.
import type { PlanOutcome, RunContext } from "../../family";
import type { MulticastPlan, MulticastScenario } from "../scenario";
import { receiverBased, type ReceiverRule, type ReceiverState } from "./receiverBased";

/** Turns over the nodes that still wait for a message, in a ring (RR and RRP). */
export class RoundRobin implements ReceiverRule {
  readonly label = "round robin receiver, then earliest completion";
  private readonly state: ReceiverState;
  /** Ring of the nodes with SR_j not empty, in index order. */
  private readonly after: Int32Array;
  private readonly before: Int32Array;
  private turn: number;

  constructor(state: ReceiverState) {
    this.state = state;
    const n = state.model.n;
    const active: number[] = [];
    state.sets.pending.forEach((p, j) => {
      if (p > 0) active.push(j);
    });
    this.after = new Int32Array(n).fill(-1);
    this.before = new Int32Array(n).fill(-1);
    active.forEach((j, x) => {
      this.after[j] = active[(x + 1) % active.length] as number;
      this.before[j] = active[(x + active.length - 1) % active.length] as number;
    });
    this.turn = active[0] ?? -1;
  }

  next(): number {
    return this.turn;
  }

  explain(receiver: number): string {
    return `round robin: P${receiver}'s turn, then earliest completion`;
  }

  update(_sender: number, j: number): void {
    this.turn = this.after[j] as number;
    if ((this.state.sets.pending[j] as number) === 0) {
      const a = this.before[j] as number;
      const b = this.after[j] as number;
      this.after[a] = b;
      this.before[b] = a;
    }
  }
}

export function rr(s: MulticastScenario, ctx: RunContext = {}): PlanOutcome<MulticastPlan> {
  return receiverBased(s, ctx, false, (state) => new RoundRobin(state));
}
