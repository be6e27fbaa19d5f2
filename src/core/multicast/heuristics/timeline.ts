// The task schedules TaskList_i (Wu–Yeh–Liu Sec. 3.1) as the heuristics build them, with the times the
// heuristics reason about:
// - non-preemptive (Sec. 4): every task is appended; Avail_i is the end of the node's last task, a send
//   occupies S(i, l_k) from Avail_i, a receive completes at max(ArrivalTime, Avail_j) + R(j, l_k)
//   (Eq. 5–6).
// - preemptive (Sec. 5, Figs 13–16): a receive is still appended (UpdateReceiverState), its node is free
//   to receive at the end of its list (ReceiveAvailable); a send goes after the later of the node's last
//   send and its receive of that message, then past every receive whose waiting gap is shorter than
//   S(i, l_k) (SendAvailable / UpdateSenderState, Eq. 10), so it never delays a receive already there.
//   A node with no send yet starts from a virtual head task that completes at 0.
// "Later in the list" is decided by list position (the paper compares completion times, which is the same
// thing unless zero-cost tasks share a time; positions keep sends in list order even then).
// Each node's list is a singly linked list in one task pool, so insertion is O(1).
import { definitelyLess } from "../../tolerance";
import type { MulticastModel } from "../model";
import type { MulticastPlan, MulticastPlanTask } from "../scenario";

const OP_SEND = 0;
const OP_RECV = 1;
const OP_HEAD = 2;

export class Timeline {
  readonly preemptive: boolean;
  private readonly model: MulticastModel;
  private readonly op: Uint8Array;
  private readonly peer: Int32Array;
  private readonly msg: Int32Array;
  /** For a receive: when processing starts, max(posted, arrival) = CompleteTime − R (Fig. 13's TimeSpan). */
  private readonly start: Float64Array;
  private readonly end: Float64Array;
  private readonly next: Int32Array;
  /** For a receive: its index among its node's receives; for a send or head: receives before it. */
  private readonly seq: Int32Array;
  private readonly tail: Int32Array;
  private readonly lastSend: Int32Array;
  private readonly recvCount: Int32Array;
  /** Bumped whenever a node's list changes: caches keyed on it stay valid while it does not. */
  readonly version: Int32Array;
  /** recvOf[j·m + k]: j's receive of message k, or -1. */
  private readonly recvOf: Int32Array;
  /** Cached SendAvailable target per (i, k), valid while saVersion equals version[i]. */
  private readonly saTarget: Int32Array;
  private readonly saVersion: Int32Array;
  /** min_k S(i, l_k): a walk with it never goes further than any message's (preemptive base). */
  private readonly minSend: Float64Array;
  private readonly baseTarget: Int32Array;
  private readonly baseVersion: Int32Array;
  private count = 0;

  constructor(model: MulticastModel, preemptive: boolean) {
    this.model = model;
    this.preemptive = preemptive;
    const { n, m } = model;
    const cap = n + 2 * model.totalReceives;
    this.op = new Uint8Array(cap);
    this.peer = new Int32Array(cap);
    this.msg = new Int32Array(cap);
    this.start = new Float64Array(cap);
    this.end = new Float64Array(cap);
    this.next = new Int32Array(cap).fill(-1);
    this.seq = new Int32Array(cap);
    this.tail = new Int32Array(n);
    this.lastSend = new Int32Array(n);
    this.recvCount = new Int32Array(n);
    this.version = new Int32Array(n);
    this.recvOf = new Int32Array(n * m).fill(-1);
    this.saTarget = new Int32Array(preemptive ? n * m : 0);
    this.saVersion = new Int32Array(preemptive ? n * m : 0).fill(-1);
    this.minSend = new Float64Array(n).fill(Infinity);
    for (let i = 0; i < n; i++) {
      for (let k = 0; k < m; k++)
        this.minSend[i] = Math.min(this.minSend[i] as number, model.sendCost[i * m + k] as number);
    }
    this.baseTarget = new Int32Array(n);
    this.baseVersion = new Int32Array(n).fill(-1);
    for (let i = 0; i < n; i++) {
      const h = this.count++;
      this.op[h] = OP_HEAD;
      this.peer[h] = -1;
      this.msg[h] = -1;
      this.tail[i] = h;
      this.lastSend[i] = h;
    }
  }

  /** Avail_j (Sec. 4) / ReceiveAvailable(j) (Fig. 15): the end of j's list. */
  recvAvail(j: number): number {
    return this.end[this.tail[j] as number] as number;
  }

  /** The task a new send of message k by node i goes after (Fig. 16's TargetTask). */
  private sendTarget(i: number, k: number): number {
    if (!this.preemptive) return this.tail[i] as number;
    const key = i * this.model.m + k;
    const version = this.version[i] as number;
    if (this.saVersion[key] === version) return this.saTarget[key] as number;
    let target = this.lastSend[i] as number;
    if (this.model.source[k] !== i) {
      const r = this.recvOf[key] as number;
      // The relay's receive of k is later in the list than its last send.
      if (r >= 0 && (this.seq[target] as number) <= (this.seq[r] as number)) target = r;
    }
    const cost = this.model.sendCost[key] as number;
    let nxt = this.next[target] as number;
    // Past every receive whose waiting gap is too short for the send (Eq. 10).
    while (nxt >= 0 && definitelyLess((this.start[nxt] as number) - (this.end[target] as number), cost)) {
      target = nxt;
      nxt = this.next[nxt] as number;
    }
    this.saTarget[key] = target;
    this.saVersion[key] = version;
    return target;
  }

  /**
   * A lower bound of sendAvail(i, k) over every message k that changes only when i's list does: Avail_i,
   * or (preemptive) the walk from the last send with the smallest send cost — any message's walk starts
   * there or later and, needing at least as long a gap, goes at least as far.
   */
  sendBase(i: number): number {
    if (!this.preemptive) return this.end[this.tail[i] as number] as number;
    const version = this.version[i] as number;
    if (this.baseVersion[i] !== version) {
      const cost = this.minSend[i] as number;
      let target = this.lastSend[i] as number;
      let nxt = this.next[target] as number;
      while (nxt >= 0 && definitelyLess((this.start[nxt] as number) - (this.end[target] as number), cost)) {
        target = nxt;
        nxt = this.next[nxt] as number;
      }
      this.baseTarget[i] = target;
      this.baseVersion[i] = version;
    }
    return this.end[this.baseTarget[i] as number] as number;
  }

  /** When node i can start sending message k (Avail_i, or SendAvailable(i, k) of Fig. 16). */
  sendAvail(i: number, k: number): number {
    return this.end[this.sendTarget(i, k)] as number;
  }

  /** Eq. 5: when message k sent by i to j now would be in j's buffer. */
  arrival(i: number, j: number, k: number): number {
    const model = this.model;
    const start = this.preemptive
      ? (this.end[this.sendTarget(i, k)] as number)
      : (this.end[this.tail[i] as number] as number);
    return (
      start +
      (model.sendCost[i * model.m + k] as number) +
      (model.perByte[i * model.n + j] as number) * (model.bytes[k] as number)
    );
  }

  /** Eq. 6: when j would have finished receiving message k sent by i now. */
  completion(i: number, j: number, k: number): number {
    const a = this.arrival(i, j, k);
    const avail = this.recvAvail(j);
    return (a > avail ? a : avail) + (this.model.recvCost[j * this.model.m + k] as number);
  }

  /** Whether the last scheduled send went before a receive already in its node's list (a preemption). */
  lastPreempted = false;

  /**
   * Schedules (send, i, j, k) and (recv, j, i, k) (AppendTask / UpdateSenderState and
   * UpdateReceiverState). Returns the receive's completion time; `lastPreempted` tells whether the send
   * went before a receive already in i's list.
   */
  schedule(i: number, j: number, k: number): number {
    const { m } = this.model;
    const target = this.sendTarget(i, k);
    const s = this.count++;
    const sendStart = this.end[target] as number;
    this.op[s] = OP_SEND;
    this.peer[s] = j;
    this.msg[s] = k;
    this.start[s] = sendStart;
    this.end[s] = sendStart + (this.model.sendCost[i * m + k] as number);
    this.seq[s] = (this.seq[target] as number) + (this.op[target] === OP_RECV ? 1 : 0);
    const after = this.next[target] as number;
    this.next[s] = after;
    this.next[target] = s;
    if (after < 0) this.tail[i] = s;
    this.lastSend[i] = s;
    this.version[i] = (this.version[i] as number) + 1;

    const arrival =
      (this.end[s] as number) +
      (this.model.perByte[i * this.model.n + j] as number) * (this.model.bytes[k] as number);
    const posted = this.recvAvail(j);
    const r = this.count++;
    this.op[r] = OP_RECV;
    this.peer[r] = i;
    this.msg[r] = k;
    this.start[r] = arrival > posted ? arrival : posted;
    this.end[r] = (this.start[r] as number) + (this.model.recvCost[j * m + k] as number);
    this.seq[r] = this.recvCount[j] as number;
    this.recvCount[j] = (this.recvCount[j] as number) + 1;
    this.next[this.tail[j] as number] = r;
    this.tail[j] = r;
    this.recvOf[j * m + k] = r;
    this.version[j] = (this.version[j] as number) + 1;
    this.lastPreempted = after >= 0;
    return this.end[r] as number;
  }

  /** The task lists as a plan (TaskList_i in list order). */
  plan(): MulticastPlan {
    const tasks: MulticastPlanTask[][] = [];
    for (let i = 0; i < this.model.n; i++) {
      const list: MulticastPlanTask[] = [];
      for (let t = this.next[i] as number; t >= 0; t = this.next[t] as number) {
        list.push({
          op: this.op[t] === OP_SEND ? "send" : "recv",
          peer: this.peer[t] as number,
          message: this.msg[t] as number,
        });
      }
      tasks.push(list);
    }
    return { tasks };
  }
}
