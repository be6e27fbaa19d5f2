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
//
// The base of node i, base[i], is where a send of its cheapest message would go: the walk from its last
// send with min_k S(i, l_k). A walk with a larger cost passes every gap that one passes, so every message
// whose walk starts at or before the base (the source's messages, and messages received up to the base) is
// sent after walk(base, S(i, l_k)): such messages are "early", and their send times grow with l_k. Only
// receives after the base (the "late" ones, none without preemption) start their own walks. Early messages
// are kept as bit sets by message rank (ascending l_k, then index): see ranks.ts.
//
// A late message's walk always starts at the same receive with the same cost S(i, l_k), and it resumes
// where it last stopped (lateStop) instead of starting over: the tasks it passed keep their too-short
// gaps. A gap only changes when a task goes right after its task (a send inserted, a receive appended
// at the tail); the one before then has a zero gap, and the new send's gap is the old one less its own
// cost (start − (end + S) ≤ start − end, also in floating point), so a gap the walk passed still fails
// "definitely less than S(i, l_k)" (monotone in the gap). Only the task where the walk stopped can
// have changed, and the resumed walk reads it first: the stop is the one a walk from the receive finds,
// in time amortized over the list instead of the list's length per query.
import type { ScoreTerm } from "../../schedule/types";
import { definitelyLess } from "../../tolerance";
import type { MulticastModel } from "../model";
import { columnarPlan } from "../plan-columns";
import type { MulticastPlan } from "../scenario";
import type { MessageRanks } from "./ranks";

const OP_SEND = 0;
const OP_RECV = 1;
const OP_HEAD = 2;

// gapTooShort(gap, cost): the gap is definitely shorter than the task. Bound once: under CommonJS
// transpilation (tsx: CLI, bench) an imported binding is a getter.
const gapTooShort = definitelyLess;

export class Timeline {
  readonly preemptive: boolean;
  private readonly model: MulticastModel;
  private readonly ranks: MessageRanks;
  readonly op: Uint8Array;
  readonly peer: Int32Array;
  readonly msg: Int32Array;
  /**
   * For a receive: when processing starts, max(posted, arrival) = CompleteTime − R (Fig. 13's TimeSpan).
   * Only the preemptive walks read it (and seq, recvOf): without preemption they stay empty.
   */
  readonly start: Float64Array;
  readonly end: Float64Array;
  readonly next: Int32Array;
  /** For a receive: its index among its node's receives; for a send or head: receives before it. */
  private readonly seq: Int32Array;
  readonly tail: Int32Array;
  private readonly recvCount: Int32Array;
  /** recvOf[j·m + k]: j's receive of message k, or -1. */
  readonly recvOf: Int32Array;
  /** Whether the node is the source of a message (so it holds an early one from the start). */
  private readonly isSource: Uint8Array;
  /** lateStop[i·m + k]: where the last walk for i's late message k stopped, or -1 (preemptive only). */
  private readonly lateStop: Int32Array;
  /** recvAt[j·m + q]: j's q-th receive (preemptive only). */
  private readonly recvAt: Int32Array;
  /** min_k S(i, l_k). */
  readonly minSend: Float64Array;
  /** The base task of each node (see above); the tail without preemption. */
  readonly base: Int32Array;
  /** Receives at or before the base, per node: a receive is early when its seq is below. */
  private readonly baseRecvs: Int32Array;
  /** early[i·words + w]: bit b set when the message of rank 32w + b is held by i and early. */
  readonly early: Int32Array;
  /** Bumped whenever a node's list changes: caches keyed on it stay valid while it does not. */
  readonly version: Int32Array;
  /** Nodes whose base moved in the last schedule() (at most two). */
  readonly moved: Int32Array;
  movedCount = 0;
  private count = 0;
  /** Tasks in each node's list (heads excluded), so plan() sizes its arrays once. */
  private readonly length: Int32Array;

  constructor(model: MulticastModel, ranks: MessageRanks, preemptive: boolean) {
    this.model = model;
    this.ranks = ranks;
    this.preemptive = preemptive;
    const { n, m } = model;
    const cap = n + 2 * model.totalReceives;
    this.op = new Uint8Array(cap);
    this.peer = new Int32Array(cap);
    this.msg = new Int32Array(cap);
    const pool = preemptive ? cap : 0;
    this.start = new Float64Array(pool);
    this.end = new Float64Array(cap);
    this.next = new Int32Array(cap);
    this.seq = new Int32Array(pool);
    this.tail = new Int32Array(n);
    this.recvCount = new Int32Array(n);
    this.recvOf = new Int32Array(preemptive ? n * m : 0).fill(-1);
    this.recvAt = new Int32Array(preemptive ? n * m : 0);
    this.lateStop = new Int32Array(preemptive ? n * m : 0).fill(-1);
    this.isSource = new Uint8Array(n);
    for (let k = 0; k < m; k++) this.isSource[model.source[k] as number] = 1;
    this.minSend = new Float64Array(n);
    this.base = new Int32Array(n);
    this.baseRecvs = new Int32Array(n);
    this.early = new Int32Array(n * ranks.words);
    this.moved = new Int32Array(2);
    this.version = new Int32Array(n);
    this.length = new Int32Array(n);
    const sendCost = model.sendCost;
    for (let i = 0; i < n; i++) {
      let min = Infinity;
      for (let k = 0; k < m; k++) {
        const c = sendCost[i * m + k] as number;
        if (c < min) min = c;
      }
      this.minSend[i] = min;
      const h = this.count++;
      this.op[h] = OP_HEAD;
      this.peer[h] = -1;
      this.msg[h] = -1;
      this.next[h] = -1;
      this.tail[i] = h;
      this.base[i] = h;
    }
    const words = ranks.words;
    const rank = ranks.rank;
    for (let k = 0; k < m; k++) {
      const src = model.source[k] as number;
      const r = rank[k] as number;
      const at = src * words + (r >> 5);
      this.early[at] = (this.early[at] as number) | (1 << (r & 31));
    }
  }

  /** Avail_j (Sec. 4) / ReceiveAvailable(j) (Fig. 15): the end of j's list. */
  recvAvail(j: number): number {
    return this.end[this.tail[j] as number] as number;
  }

  /** The task the walk from task t with send cost `cost` stops at (Figs 13 and 16, Eq. 10). */
  walk(t: number, cost: number): number {
    const next = this.next;
    const start = this.start;
    const end = this.end;
    let nxt = next[t] as number;
    while (nxt >= 0 && gapTooShort((start[nxt] as number) - (end[t] as number), cost)) {
      t = nxt;
      nxt = next[nxt] as number;
    }
    return t;
  }

  /**
   * walk(recvOf[i·m + k], S(i, l_k)) for a message i received (preemptive), resumed from where the last one
   * stopped (see above).
   */
  lateWalk(i: number, k: number): number {
    const key = i * this.model.m + k;
    const last = this.lateStop[key] as number;
    const t = this.walk(last >= 0 ? last : (this.recvOf[key] as number), this.model.sendCost[key] as number);
    this.lateStop[key] = t;
    return t;
  }

  /** Whether message k is early for its holder i (false for a late receive, see above). */
  isEarly(i: number, k: number): boolean {
    if (!this.preemptive || this.model.source[k] === i) return true;
    const r = this.recvOf[i * this.model.m + k] as number;
    return (this.seq[r] as number) < (this.baseRecvs[i] as number);
  }

  /** The task a new send of message k by node i goes after (Fig. 16's TargetTask); i must hold k. */
  sendTarget(i: number, k: number): number {
    if (!this.preemptive) return this.tail[i] as number;
    if (!this.isEarly(i, k)) return this.lateWalk(i, k);
    return this.walk(this.base[i] as number, this.model.sendCost[i * this.model.m + k] as number);
  }

  /** When node i can start sending message k (Avail_i, or SendAvailable(i, k) of Fig. 16). */
  sendAvail(i: number, k: number): number {
    return this.end[this.sendTarget(i, k)] as number;
  }

  /** A lower bound of sendAvail(i, k) over all k: the end of the base. */
  sendBase(i: number): number {
    return this.end[this.base[i] as number] as number;
  }

  /**
   * A lower bound of sendAvail(i, k) + S(i, l_k) over the messages i holds (Infinity while it holds none):
   * the cheapest send after the base when i holds an early message, or after its first late receive
   * (ends grow along the list, and a late message's walk starts at its receive).
   */
  sendKey(i: number): number {
    const minSend = this.minSend[i] as number;
    const b = this.baseRecvs[i] as number;
    // Its early messages: its own and those received up to the base.
    let key =
      this.isSource[i] === 1 || b > 0 ? (this.end[this.base[i] as number] as number) + minSend : Infinity;
    if (this.preemptive) {
      const late = this.firstLateEnd(i) + minSend;
      if (late < key) key = late;
    }
    return key;
  }

  /**
   * Preemptive: the end of node i's first receive after its base, Infinity when there is none (every late
   * message's receive ends at or after it, ends growing along the list).
   */
  firstLateEnd(i: number): number {
    const b = this.baseRecvs[i] as number;
    if (b >= (this.recvCount[i] as number)) return Infinity;
    return this.end[this.recvAt[i * this.model.m + b] as number] as number;
  }

  /** Eq. 5: when message k sent by i to j now would be in j's buffer. */
  arrival(i: number, j: number, k: number): number {
    const model = this.model;
    return (
      this.sendAvail(i, k) +
      (model.sendCost[i * model.m + k] as number) +
      (model.perByte[i * model.n + j] as number) * (model.bytes[k] as number)
    );
  }

  /**
   * Eq. 5–6 in the paper's terms: Avail_i + S(i, l_k) + X(i, j)·l_k + R(j, l_k) when the message arrives
   * after j is free, else Avail_j + R(j, l_k) (j is busy until then). They sum to completion(i, j, k).
   */
  completionTerms(i: number, j: number, k: number): ScoreTerm[] {
    const model = this.model;
    const r = { name: "R(j, l_k)", value: model.recvCost[j * model.m + k] as number };
    const avail = this.recvAvail(j);
    if (this.arrival(i, j, k) <= avail) return [{ name: "Avail_j", value: avail }, r];
    return [
      { name: "Avail_i", value: this.sendAvail(i, k) },
      { name: "S(i, l_k)", value: model.sendCost[i * model.m + k] as number },
      {
        name: "X(i, j)·l_k",
        value: (model.perByte[i * model.n + j] as number) * (model.bytes[k] as number),
      },
      r,
    ];
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
   * went before a receive already in i's list; `moved` lists the nodes whose base moved.
   */
  schedule(i: number, j: number, k: number): number {
    if (!this.preemptive) return this.append(i, j, k);
    const model = this.model;
    const { m } = model;
    const op = this.op;
    const next = this.next;
    const end = this.end;
    const target = this.sendTarget(i, k);
    const s = this.count++;
    const sendStart = end[target] as number;
    const sendEnd = sendStart + (model.sendCost[i * m + k] as number);
    op[s] = OP_SEND;
    this.peer[s] = j;
    this.msg[s] = k;
    this.start[s] = sendStart;
    end[s] = sendEnd;
    this.seq[s] = (this.seq[target] as number) + (op[target] === OP_RECV ? 1 : 0);
    const after = next[target] as number;
    next[s] = after;
    next[target] = s;
    if (after < 0) this.tail[i] = s;

    const arrival = sendEnd + (model.perByte[i * model.n + j] as number) * (model.bytes[k] as number);
    const tailJ = this.tail[j] as number;
    const posted = end[tailJ] as number;
    const r = this.count++;
    const recvStart = arrival > posted ? arrival : posted;
    const recvEnd = recvStart + (model.recvCost[j * m + k] as number);
    op[r] = OP_RECV;
    this.peer[r] = i;
    this.msg[r] = k;
    this.start[r] = recvStart;
    end[r] = recvEnd;
    next[r] = -1;
    const rc = this.recvCount[j] as number;
    this.seq[r] = rc;
    this.recvCount[j] = rc + 1;
    this.recvAt[j * m + rc] = r;
    next[tailJ] = r;
    this.tail[j] = r;
    this.recvOf[j * m + k] = r;
    this.lastPreempted = after >= 0;
    this.version[i] = (this.version[i] as number) + 1;
    this.version[j] = (this.version[j] as number) + 1;
    this.length[i] = (this.length[i] as number) + 1;
    this.length[j] = (this.length[j] as number) + 1;

    // The bases: i's moves past its new send; j's may take in the new receive.
    this.movedCount = 0;
    const oldBaseI = this.base[i] as number;
    this.advanceBase(i, this.walk(s, this.minSend[i] as number), oldBaseI);
    const oldBaseJ = this.base[j] as number;
    if (oldBaseJ === tailJ) {
      this.advanceBase(j, this.walk(oldBaseJ, this.minSend[j] as number), oldBaseJ);
    }
    return recvEnd;
  }

  /**
   * schedule() without preemption (Sec. 4): both tasks are appended and the bases are the tails, so i's
   * base moves to its new send and j's to its new receive, which becomes early (what the walks and
   * advanceBase come to, without them).
   */
  private append(i: number, j: number, k: number): number {
    const model = this.model;
    const { m } = model;
    const op = this.op;
    const peer = this.peer;
    const msg = this.msg;
    const next = this.next;
    const end = this.end;
    const tail = this.tail;
    const tailI = tail[i] as number;
    const s = this.count++;
    const sendEnd = (end[tailI] as number) + (model.sendCost[i * m + k] as number);
    op[s] = OP_SEND;
    peer[s] = j;
    msg[s] = k;
    end[s] = sendEnd;
    next[s] = -1;
    next[tailI] = s;
    tail[i] = s;

    const arrival = sendEnd + (model.perByte[i * model.n + j] as number) * (model.bytes[k] as number);
    const tailJ = tail[j] as number;
    const posted = end[tailJ] as number;
    const r = this.count++;
    const recvEnd = (arrival > posted ? arrival : posted) + (model.recvCost[j * m + k] as number);
    op[r] = OP_RECV;
    peer[r] = i;
    msg[r] = k;
    end[r] = recvEnd;
    next[r] = -1;
    next[tailJ] = r;
    tail[j] = r;
    this.lastPreempted = false;
    const version = this.version;
    version[i] = (version[i] as number) + 1;
    version[j] = (version[j] as number) + 1;
    this.length[i] = (this.length[i] as number) + 1;
    this.length[j] = (this.length[j] as number) + 1;

    this.base[i] = s;
    this.base[j] = r;
    this.baseRecvs[j] = (this.baseRecvs[j] as number) + 1;
    const w = this.ranks.rank[k] as number;
    const at = j * this.ranks.words + (w >> 5);
    this.early[at] = (this.early[at] as number) | (1 << (w & 31));
    this.moved[0] = i;
    this.moved[1] = j;
    this.movedCount = 2;
    return recvEnd;
  }

  /** Moves node x's base from `from` to `to` (later in its list), marking the receives passed as early. */
  private advanceBase(x: number, to: number, from: number): void {
    if (to === from) return;
    this.moved[this.movedCount++] = x;
    const words = this.ranks.words;
    const rank = this.ranks.rank;
    const next = this.next;
    let recvs = this.baseRecvs[x] as number;
    for (let t = from; t !== to;) {
      t = next[t] as number;
      if (this.op[t] === OP_RECV) {
        const w = rank[this.msg[t] as number] as number;
        const at = x * words + (w >> 5);
        this.early[at] = (this.early[at] as number) | (1 << (w & 31));
        recvs++;
      }
    }
    this.baseRecvs[x] = recvs;
    this.base[x] = to;
  }

  /** The task lists as a plan (TaskList_i in list order), as columns (plan-columns.ts). */
  plan(): MulticastPlan {
    const n = this.model.n;
    const op = this.op;
    const next = this.next;
    const peer = this.peer;
    const msg = this.msg;
    const offsets = new Int32Array(n + 1);
    for (let i = 0; i < n; i++) offsets[i + 1] = (offsets[i] as number) + (this.length[i] as number);
    const total = offsets[n] as number;
    const send = new Uint8Array(total);
    const peers = new Int32Array(total);
    const message = new Int32Array(total);
    let x = 0;
    for (let i = 0; i < n; i++) {
      for (let t = next[i] as number; t >= 0; t = next[t] as number) {
        send[x] = op[t] === OP_SEND ? 1 : 0;
        peers[x] = peer[t] as number;
        message[x++] = msg[t] as number;
      }
    }
    return columnarPlan({ offsets, send, peer: peers, message });
  }
}
