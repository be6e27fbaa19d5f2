// Work Racing, WR (Wu–Yeh–Liu Sec. 4.3): the receiver is the destination with the least virtual time
// W_i — the work it has done receiving (Eq. 8–9) — ties to the fastest (smaller Rc + Rm·l̄, l̄ the mean
// message size, docs/cost-models.md) then the lower index; message and sender by earliest completion.
//   W_{i,k} = max(W_{i,k−1}, A_r[k, i]) + R(i, l_k)                                   (Eq. 8)
//   A_r[k, i] = W_{s,n} + S(s, l_k) + X(s, i)·l_k, or S(s, l_k) + X(s, i)·l_k from the source (Eq. 9)
// where W_{s,n} is the sender's virtual time when it received this message.
import type { PlanOutcome, RunContext } from "../../family";
import { MinHeap } from "../../heap";
import { scoredCandidate } from "../../schedule/score";
import type { Candidate, ScoreTerm } from "../../schedule/types";
import { approxEqual, compareTimes, tieLimit } from "../../tolerance";
import { formatNumber } from "../../units";
import type { MulticastPlan, MulticastScenario } from "../scenario";
import { MAX_CANDIDATES } from "./explain";
import { receiverBased, type ReceiverRule, type ReceiverState } from "./receiver-based";

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
  /**
   * The parts of each node's last W (Eq. 8–9), for the step-through: the earlier W_{i,k−1}, the
   * sender's W_{s,n}, S(s, l_k), X(s, i)·l_k and R(i, l_k); `arrived[i]` = 1 when A_r[k, i] was the
   * larger of the max, 2 when the sender was the source (no W_{s,n}), 0 when W_{i,k−1} was, −1 before
   * i received anything (W = 0).
   */
  private readonly parts: Float64Array;
  private readonly arrived: Int8Array;

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
    this.parts = new Float64Array(5 * n);
    this.arrived = new Int8Array(n).fill(-1);
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
    const w = this.work[receiver] as number;
    const tied: number[] = [];
    const pending = this.state.sets.pending;
    for (let j = 0; j < pending.length; j++) {
      if (j !== receiver && (pending[j] as number) > 0 && approxEqual(this.work[j] as number, w))
        tied.push(j);
    }
    const tie =
      tied.length === 0
        ? ""
        : `; tied with ${tied
            .slice(0, 4)
            .map((j) => `P${j}`)
            .join(
              ", ",
            )}${tied.length > 4 ? ", …" : ""}: the fastest receiver wins (smallest Rc + Rm·l̄ = ${formatNumber(this.speed[receiver] as number)}), then the lower index`;
    return `least virtual time W = ${formatNumber(w)} (P${receiver}, Eq. 8–9)${tie}; then the earliest-completion pair`;
  }

  /** W_j in the terms of Eq. 8–9 (they sum to W_j). */
  workTerms(j: number): ScoreTerm[] {
    const p = this.parts;
    const at = 5 * j;
    const r = { name: "R(j, l_k)", value: p[at + 4] as number };
    switch (this.arrived[j]) {
      case -1:
        return [{ name: "W_j (nothing received yet)", value: 0 }];
      case 0:
        return [{ name: "W_{j,k−1}", value: p[at] as number }, r];
      case 1:
        return [
          { name: "W_{s,n}", value: p[at + 1] as number },
          { name: "S(s, l_k)", value: p[at + 2] as number },
          { name: "X(s, j)·l_k", value: p[at + 3] as number },
          r,
        ];
      default:
        return [
          { name: "S(s, l_k)", value: p[at + 2] as number },
          { name: "X(s, j)·l_k", value: p[at + 3] as number },
          r,
        ];
    }
  }

  /** Every receiver still waiting, by W (least first, the chosen one first), each with its W's parts. */
  competitors(chosen: Candidate, pairOf: (j: number) => Candidate | undefined): Candidate[] {
    const pending = this.state.sets.pending;
    const others: number[] = [];
    for (let j = 0; j < pending.length; j++)
      if (j !== chosen.receiver && (pending[j] as number) > 0) others.push(j);
    others.sort((a, b) => compareTimes(this.work[a] as number, this.work[b] as number) || a - b);
    const label = "W";
    const list = [
      scoredCandidate(chosen.sender, chosen.receiver, chosen.message, this.workTerms(chosen.receiver), label),
    ];
    for (const j of others.slice(0, MAX_CANDIDATES - 1)) {
      const pair = pairOf(j);
      if (pair) list.push(scoredCandidate(pair.sender, j, pair.message, this.workTerms(j), label));
    }
    return list.map((c) => ({ ...c, score: this.work[c.receiver] as number }));
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
    const p = this.parts;
    const at = 5 * j;
    p[at] = before;
    p[at + 1] = fromSource ? 0 : (this.workAtReceipt[i * m + k] as number);
    p[at + 2] = model.sendCost[i * m + k] as number;
    p[at + 3] = (model.perByte[i * n + j] as number) * (model.bytes[k] as number);
    p[at + 4] = model.recvCost[j * m + k] as number;
    this.arrived[j] = arrival > before ? (fromSource ? 2 : 1) : 0;
    this.work[j] = w;
    this.workAtReceipt[j * m + k] = w;
    if ((this.state.sets.pending[j] as number) > 0) this.heap.push(w, j);
  }
}

export function wr(s: MulticastScenario, ctx: RunContext = {}): PlanOutcome<MulticastPlan> {
  return receiverBased(s, ctx, false, (state) => new WorkRacing(state));
}
