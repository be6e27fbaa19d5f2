// Work Racing, WR (Wu–Yeh–Liu Sec. 4.3): the receiver is the destination with the least virtual time
// W_i — the work it has done receiving (Eq. 8–9) — ties to the fastest (smaller Rc + Rm·l̄, l̄ the mean
// message size, docs/cost-models.md) then the lower index; message and sender by earliest completion.
//   W_{i,k} = max(W_{i,k−1}, A_r[k, i]) + R(i, l_k)                                   (Eq. 8)
//   A_r[k, i] = W_{s,n} + S(s, l_k) + X(s, i)·l_k, or S(s, l_k) + X(s, i)·l_k from the source (Eq. 9)
// where W_{s,n} is the sender's virtual time when it received this message.
import type { PlanOutcome, RunContext } from "../../family";
import { approxEqual } from "../../tolerance";
import { formatNumber } from "../../units";
import type { MulticastPlan, MulticastScenario } from "../scenario";
import { tieLimit } from "./explain";
import { MinHeap } from "./heap";
import { receiverBased, type ReceiverRule, type ReceiverState } from "./receiverBased";

/** The virtual times of Eq. 8–9, and the receiver with the least (WR and WRP). */
export class WorkRacing implements ReceiverRule {
  readonly label = "least virtual time W, then earliest completion";
  private readonly state: ReceiverState;
  /** W_i: the current virtual time of each node. */
  readonly work: Float64Array;
  /** W at the moment node i received message k (W_{s,n} of Eq. 9), per i·m + k. */
  readonly workAtReceipt: Float64Array;
  /** Rc + Rm·l̄: "fastest" breaks ties. */
  private readonly speed: Float64Array;
  private readonly heap: MinHeap;
  /** Scratch: the nodes popped by next(). */
  private readonly popped: Int32Array;

  constructor(state: ReceiverState) {
    this.state = state;
    const { n, m, meanBytes } = state.model;
    this.work = new Float64Array(n);
    this.workAtReceipt = new Float64Array(n * m);
    this.speed = new Float64Array(n);
    for (let j = 0; j < n; j++) {
      const p = state.scenario.nodes[j] as MulticastScenario["nodes"][number];
      this.speed[j] = p.recvFixed + p.recvPerByte * meanBytes;
    }
    this.heap = new MinHeap(n);
    this.popped = new Int32Array(n);
    for (let j = 0; j < n; j++) if ((state.sets.pending[j] as number) > 0) this.heap.push(0, j);
  }

  next(): number {
    const heap = this.heap;
    const popped = this.popped;
    const w = heap.topKey();
    let count = 0;
    popped[count++] = heap.topId();
    heap.pop();
    const limit = tieLimit(w);
    while (heap.size > 0 && heap.topKey() <= limit) {
      popped[count++] = heap.topId();
      heap.pop();
    }
    let best = popped[0] as number;
    for (let x = 1; x < count; x++) {
      const j = popped[x] as number;
      if (approxEqual(this.work[j] as number, w) && this.faster(j, best)) best = j;
    }
    for (let x = 0; x < count; x++) {
      const j = popped[x] as number;
      if (j !== best) heap.push(this.work[j] as number, j);
    }
    return best;
  }

  private faster(a: number, b: number): boolean {
    const sa = this.speed[a] as number;
    const sb = this.speed[b] as number;
    return approxEqual(sa, sb) ? a < b : sa < sb;
  }

  explain(receiver: number): string {
    return `least virtual time W = ${formatNumber(this.work[receiver] as number)} (P${receiver}), then earliest completion`;
  }

  update(i: number, j: number, k: number): void {
    const { model } = this.state;
    const { m, n } = model;
    const fromSource = model.source[k] === i;
    const arrival =
      (fromSource ? 0 : (this.workAtReceipt[i * m + k] as number)) +
      (model.sendCost[i * m + k] as number) +
      (model.perByte[i * n + j] as number) * (model.bytes[k] as number);
    const before = this.work[j] as number;
    const w = (arrival > before ? arrival : before) + (model.recvCost[j * m + k] as number);
    this.work[j] = w;
    this.workAtReceipt[j * m + k] = w;
    if ((this.state.sets.pending[j] as number) > 0) this.heap.push(w, j);
  }
}

export function wr(s: MulticastScenario, ctx: RunContext = {}): PlanOutcome<MulticastPlan> {
  return receiverBased(s, ctx, false, (state) => new WorkRacing(state));
}
