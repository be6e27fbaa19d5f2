// The sets every heuristic of Wu–Yeh–Liu Sec. 4–5 keeps: per message k the sender set A_k (nodes that
// hold m_k and may relay it, in the order they joined: the source first, then relays in decision order —
// the tie-break of DESIGN.md) and the receiver set B_k (destinations still waiting for m_k); per node j
// the source set SR_j (messages j still has to receive). Messages are keyed by index (DESIGN.md).
import type { MulticastModel } from "../model";

export class MulticastSets {
  private readonly model: MulticastModel;
  /** A_k in join order. */
  readonly senders: readonly Int32Array[];
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
    this.model = model;
    const { n, m } = model;
    this.senders = model.destinations.map((d) => new Int32Array(d.length + 1));
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
    (this.senders[k] as Int32Array)[c] = i;
    this.joinPos[i * this.model.m + k] = c;
    this.senderCount[k] = c + 1;
  }

  isWaiting(j: number, k: number): boolean {
    return this.waiting[k * this.model.n + j] === 1;
  }

  /** j received m_k: A_k ← A_k + {j}, B_k ← B_k − {j}, SR_j ← SR_j − {k}. */
  join(k: number, j: number): void {
    this.waiting[k * this.model.n + j] = 0;
    this.pending[j] = (this.pending[j] as number) - 1;
    this.remaining--;
    this.addSender(k, j);
  }
}
