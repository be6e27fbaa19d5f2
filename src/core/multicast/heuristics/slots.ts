// Earliest-completion choice of a sender for one (receiver j, message k) pair — the inner step shared by
// ECF (Sec. 4.2) and the receiver-based heuristics (Sec. 4.3: "chooses a source P_m from SR_i and a
// sender P_j from A_m such that the completion time … is the minimum"), incremental:
//   C(i, j, k) = max(arrival(i, j, k), Avail_j) + R(j, l_k)             (Eq. 5–6)
// Available times only grow, so a cached minimum arrival over A_k stays a lower bound until a sender
// joins A_k (new senders are folded in lazily: A_k only grows at its end) and is exact while the node
// that achieved it has not changed — or, when it has, while its new arrival is still no later than a
// lower bound of the runner-up. Completion is never below Avail_j + R(j, l_k) (the "floor"), so a sender
// known to deliver by Avail_j settles the pair at once.
import { approxEqual } from "../../tolerance";
import type { MulticastModel } from "../model";
import type { MulticastSets } from "./sets";
import type { Timeline } from "./timeline";

export class SlotCache {
  private readonly model: MulticastModel;
  private readonly timeline: Timeline;
  private readonly sets: MulticastSets;
  /** Lower bound of min_{i∈A_k} arrival(i, j, k) (exact when arrVersion matches), per j·m + k. */
  private readonly arrMin: Float64Array;
  /** Lower bound of the earliest arrival from any sender other than arrArg. */
  private readonly arrSecond: Float64Array;
  /** The sender that achieved arrMin, or one known to have delivered by Avail_j (a hint); -1 before. */
  private readonly arrArg: Int32Array;
  /** version[arrArg] when arrMin was exact, -1 when arrMin is only a lower bound. */
  private readonly arrVersion: Int32Array;
  /** How many members of A_k the bounds cover. */
  private readonly arrCount: Int32Array;

  constructor(model: MulticastModel, timeline: Timeline, sets: MulticastSets) {
    this.model = model;
    this.timeline = timeline;
    this.sets = sets;
    const size = model.n * model.m;
    this.arrMin = new Float64Array(size).fill(Infinity);
    this.arrSecond = new Float64Array(size).fill(Infinity);
    this.arrArg = new Int32Array(size).fill(-1);
    this.arrVersion = new Int32Array(size).fill(-1);
    this.arrCount = new Int32Array(size);
  }

  /** A lower bound of the earliest arrival of m_k at j, with every member of A_k counted. */
  arrivalLowerBound(j: number, k: number): number {
    const s = j * this.model.m + k;
    const total = this.sets.senderCount[k] as number;
    let c = this.arrCount[s] as number;
    if (c < total) {
      const senders = this.sets.senderList;
      const at = this.sets.senderStart[k] as number;
      const version = this.timeline.version;
      for (; c < total; c++) {
        const i = senders[at + c] as number;
        const a = this.timeline.arrival(i, j, k);
        if (a < (this.arrMin[s] as number)) {
          this.arrSecond[s] = this.arrMin[s] as number;
          this.arrMin[s] = a;
          this.arrArg[s] = i;
          this.arrVersion[s] = version[i] as number;
        } else if (a < (this.arrSecond[s] as number)) this.arrSecond[s] = a;
      }
      this.arrCount[s] = total;
    }
    return this.arrMin[s] as number;
  }

  /**
   * The earliest arrival of m_k at j — exact, except that as soon as some sender is known to deliver by
   * `t`, that sender's (≤ t) arrival is returned.
   */
  private earliest(j: number, k: number, t: number): number {
    const s = j * this.model.m + k;
    const lb = this.arrivalLowerBound(j, k);
    const arg = this.arrArg[s] as number;
    const version = this.timeline.version;
    if (this.arrVersion[s] === version[arg]) return lb;
    const a = this.timeline.arrival(arg, j, k);
    if (a <= t) return a;
    if (a <= (this.arrSecond[s] as number)) {
      this.arrMin[s] = a;
      this.arrVersion[s] = version[arg] as number;
      return a;
    }
    const senders = this.sets.senderList;
    const at = this.sets.senderStart[k] as number;
    const total = this.sets.senderCount[k] as number;
    let best = Infinity;
    let second = Infinity;
    let bestI = -1;
    for (let p = 0; p < total; p++) {
      const i = senders[at + p] as number;
      const x = i === arg ? a : this.timeline.arrival(i, j, k);
      if (x <= t) {
        // A hint for next time; the bounds stay lower bounds.
        this.arrArg[s] = i;
        this.arrVersion[s] = -1;
        this.arrSecond[s] = this.arrMin[s] as number;
        return x;
      }
      if (x < best) {
        second = best;
        best = x;
        bestI = i;
      } else if (x < second) second = x;
    }
    this.arrMin[s] = best;
    this.arrSecond[s] = second;
    this.arrArg[s] = bestI;
    this.arrVersion[s] = version[bestI] as number;
    return best;
  }

  /** Lower bound of the earliest completion of m_k at j. */
  completionLowerBound(j: number, k: number): number {
    const a = this.arrivalLowerBound(j, k);
    const avail = this.timeline.recvAvail(j);
    return (a > avail ? a : avail) + (this.model.recvCost[j * this.model.m + k] as number);
  }

  /** The earliest completion of m_k at j over all senders in A_k (exact). */
  completion(j: number, k: number): number {
    const avail = this.timeline.recvAvail(j);
    const a = this.earliest(j, k, avail);
    return (a > avail ? a : avail) + (this.model.recvCost[j * this.model.m + k] as number);
  }

  /** Whether some sender in A_k can deliver m_k to j by time t (then j, not a sender, is the bottleneck). */
  deliversBy(j: number, k: number, t: number): boolean {
    if (this.arrivalLowerBound(j, k) > t) return false;
    return this.earliest(j, k, t) <= t;
  }

  /** Position in A_k of the sender that wins (j, k) at completion `c`: the earliest joined (DESIGN.md). */
  winner(j: number, k: number, c: number): number {
    const total = this.sets.senderCount[k] as number;
    for (let p = 0; p < total; p++) {
      if (approxEqual(this.timeline.completion(this.sets.sender(k, p), j, k), c)) return p;
    }
    throw new Error(`no sender of message ${k} completes at ${c} on P${j}`);
  }
}
