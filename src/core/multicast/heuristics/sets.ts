// The sets every heuristic of Wu–Yeh–Liu Sec. 4–5 keeps: per message k the sender set A_k (nodes that
// hold m_k and may relay it, in the order they joined: the source first, then relays in decision order —
// the tie-break of docs/cost-models.md) and the receiver set B_k (destinations still waiting for m_k); per node j
// the source set SR_j (messages j still has to receive). Messages are keyed by index (docs/cost-models.md).
// A_k lives in one flat array: senderList[senderStart[k] + p] is the p-th sender of m_k.
import type { MulticastModel } from "../model";

export class MulticastSets {
  private readonly n: number;
  private readonly m: number;
  /** A_k in join order, for every k, back to back. */
  readonly senderList: Int32Array;
  /** Where A_k starts in senderList. */
  readonly senderStart: Int32Array;
  readonly senderCount: Int32Array;
  /** joinPos[i·m + k]: position of i in A_k, or -1. */
  readonly joinPos: Int32Array;
  /** waiting[k·n + j] = 1 while j ∈ B_k. */
  readonly waiting: Uint8Array;
  /** |SR_j|: how many messages node j still has to receive. */
  readonly pending: Int32Array;
  /** Σ_k |B_k|. */
  remaining: number;

  constructor(model: MulticastModel) {
    const { n, m } = model;
    this.n = n;
    this.m = m;
    this.senderStart = new Int32Array(m + 1);
    for (let k = 0; k < m; k++) {
      this.senderStart[k + 1] =
        (this.senderStart[k] as number) + (model.destinations[k] as Int32Array).length + 1;
    }
    this.senderList = new Int32Array(this.senderStart[m] as number);
    this.senderCount = new Int32Array(m);
    this.joinPos = new Int32Array(n * m).fill(-1);
    this.waiting = new Uint8Array(model.isDestination);
    this.pending = new Int32Array(n);
    for (let j = 0; j < n; j++) this.pending[j] = (model.messagesOf[j] as Int32Array).length;
    this.remaining = model.totalReceives;
    for (let k = 0; k < m; k++) this.addSender(k, model.source[k] as number);
  }

  private addSender(k: number, i: number): void {
    const c = this.senderCount[k] as number;
    this.senderList[(this.senderStart[k] as number) + c] = i;
    this.joinPos[i * this.m + k] = c;
    this.senderCount[k] = c + 1;
  }

  /** The p-th member of A_k. */
  sender(k: number, p: number): number {
    return this.senderList[(this.senderStart[k] as number) + p] as number;
  }

  isWaiting(j: number, k: number): boolean {
    return this.waiting[k * this.n + j] === 1;
  }

  /** j received m_k: A_k ← A_k + {j}, B_k ← B_k − {j}, SR_j ← SR_j − {k}. */
  join(k: number, j: number): void {
    this.waiting[k * this.n + j] = 0;
    this.pending[j] = (this.pending[j] as number) - 1;
    this.remaining--;
    this.addSender(k, j);
  }
}
