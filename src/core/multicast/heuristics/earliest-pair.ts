// For one receiver j, the (message, sender) pair whose task completes first — "by the earliest-completion-
// first principle" (Wu–Yeh–Liu Sec. 4.3, used by every receiver-based heuristic and by ECF, Sec. 4.2):
//   C(i, j, k) = max(sendAvail(i, k) + S(i, l_k) + X(i, j)·l_k, Avail_j) + R(j, l_k)        (Eq. 5–6)
// over k ∈ SR_j and i ∈ A_k; ties (within the 1e-9 tolerance) to the lowest message, then the sender that
// joined A_k first (docs/cost-models.md, multicast).
//
// Two facts make this cheap (ranks.ts, timeline.ts): for a sender i, its early messages are best taken in
// rank order (the first one j still needs is i's best early offer, found with a bit-set AND), and every
// offer of i completes at or after key_i + R(j, l_min), key_i = end of i's base + min S(i, ·). Senders are
// kept sorted by key (keys only grow; a decision moves at most two), so a query reads senders in key
// order and stops when the next key cannot beat the best found — or as soon as the best equals
// Avail_j + R of j's smallest pending message, which nothing can beat. Late messages (preemption only)
// are read from the sender's list after its base, while their receive ends leave room to beat the best.
// Ties are then collected among the senders read (their offers in rank order while within the tolerance),
// or, after that early stop, per message in join order.
import * as tolerance from "../../tolerance";
import type { MulticastModel } from "../model";
import * as bits from "./ranks";
import type { MessageRanks } from "./ranks";
import type { MulticastSets } from "./sets";
import type { Timeline } from "./timeline";

// Bound once: under CommonJS transpilation (tsx: CLI, bench) an imported binding is a getter, called on
// every use (about a tenth of a query's time when the inner loops called them through it).
const near = tolerance.approxEqual;
const tieLimit = tolerance.tieLimit;
const firstCommon = bits.firstCommon;
const nextCommon = bits.nextCommon;

export class EarliestPair {
  private readonly model: MulticastModel;
  private readonly ranks: MessageRanks;
  private readonly timeline: Timeline;
  private readonly sets: MulticastSets;
  private readonly words: number;
  /** pending[j·words + w]: bit b set while j still needs the message of rank 32w + b. */
  readonly pending: Int32Array;
  /**
   * lowWord[j]: every word of j's pending set below it is zero (bits are only ever cleared, so it only
   * grows): the searches of j's pending set start there instead of at word 0.
   */
  private readonly lowWord: Int32Array;
  /**
   * held[i·words + w]: bit b set when i holds the message of rank 32w + b (a superset of the timeline's early
   * set: the rest are i's late messages, which a query walks only when j needs one of them).
   */
  private readonly held: Int32Array;
  /** Int32 words per set of nodes (`waitingFor`, `barren`). */
  private readonly nodeWords: number;
  /** waitingFor[k·nodeWords + w]: bit b set while node 32w + b still needs m_k (it is in B_k). */
  private waitingFor = new Int32Array(0);
  /**
   * barren[i·nodeWords + w]: bit b set once a query found that sender i holds nothing node 32w + b still
   * needs; the next queries for that node skip i at once instead of reading every word of both sets. It
   * stays true until i receives a message that node needs: a node's needs only shrink, and what a sender
   * holds only grows in received(), which clears those bits, one word operation per 32 nodes. Kept only
   * when trackBarren() asked for it; null otherwise.
   */
  private barren: Int32Array | null = null;
  /** Nodes by key, ascending. */
  private readonly order: Int32Array;
  private readonly key: Float64Array;
  /**
   * The senders read by the last minCompletion whose offers were within the limit when read (all that can
   * tie with the minimum), and the best offer each made.
   */
  private readonly readIds: Int32Array;
  private readonly readBest: Float64Array;
  private readCount = 0;
  /** The receiver the read senders belong to, while no decision has been made since (-1 otherwise). */
  private readFor = -1;
  /** Whether the last minCompletion stopped at j's floor before reading every sender in its range. */
  private stoppedAtFloor = false;
  /** Per receiver, what keep() saved of its last query (ECF only: allocated by keepTies()). */
  private keptIds = new Int32Array(0);
  private keptBest = new Float64Array(0);
  private keptCount = new Int32Array(0);
  private keptFloor = new Uint8Array(0);
  /** minCompletion(): a sender achieving the minimum. */
  bestSender = -1;
  /** The pair chosen by the last choose(). */
  message = -1;
  sender = -1;
  position = -1;

  constructor(model: MulticastModel, ranks: MessageRanks, timeline: Timeline, sets: MulticastSets) {
    const { n } = model;
    this.model = model;
    this.ranks = ranks;
    this.timeline = timeline;
    this.sets = sets;
    const words = ranks.words;
    this.words = words;
    this.pending = new Int32Array(n * words);
    for (let j = 0; j < n; j++) {
      const list = model.messagesOf[j] as Int32Array;
      for (let q = 0; q < list.length; q++) {
        const r = ranks.rank[list[q] as number] as number;
        const at = j * words + (r >> 5);
        this.pending[at] = (this.pending[at] as number) | (1 << (r & 31));
      }
    }
    this.lowWord = new Int32Array(n);
    for (let j = 0; j < n; j++) this.advanceLow(j);
    this.held = new Int32Array(timeline.early);
    this.nodeWords = (n + 31) >> 5;
    this.key = new Float64Array(n);
    this.order = new Int32Array(n);
    for (let i = 0; i < n; i++) {
      this.key[i] = timeline.sendKey(i);
      this.order[i] = i;
    }
    this.order.sort((a, b) => (this.key[a] as number) - (this.key[b] as number) || a - b);
    this.readIds = new Int32Array(n);
    this.readBest = new Float64Array(n);
  }

  /** C(i, j, k) for an early message k of i. */
  private early(i: number, j: number, k: number, avail: number): number {
    const { m, n, sendCost, perByte, bytes, recvCost } = this.model;
    const tl = this.timeline;
    const s = sendCost[i * m + k] as number;
    const b = tl.base[i] as number;
    const from = tl.preemptive ? (tl.end[tl.walk(b, s)] as number) : (tl.end[b] as number);
    const a = from + s + (perByte[i * n + j] as number) * (bytes[k] as number);
    return (a > avail ? a : avail) + (recvCost[j * m + k] as number);
  }

  /** C(i, j, k) for message k that i received late (its walk resumes where it last stopped: timeline.ts). */
  private late(i: number, j: number, k: number, avail: number): number {
    const { m, n, sendCost, perByte, bytes, recvCost } = this.model;
    const tl = this.timeline;
    const s = sendCost[i * m + k] as number;
    const a =
      (tl.end[tl.lateWalk(i, k)] as number) + s + (perByte[i * n + j] as number) * (bytes[k] as number);
    return (a > avail ? a : avail) + (recvCost[j * m + k] as number);
  }

  /**
   * The best offer of sender i to receiver j: min C(i, j, k) over its messages j needs, exact up to `limit`
   * (offers above it may be reported as Infinity).
   */
  private offerFrom(i: number, j: number, avail: number, pAt: number, rMin: number, limit: number): number {
    const words = this.words;
    const pending = this.pending;
    const tl = this.timeline;
    let mine = Infinity;
    const r = firstCommon(pending, pAt, tl.early, i * words, words, this.lowWord[j] as number);
    if (r >= 0) mine = this.early(i, j, this.ranks.byRank[r] as number, avail);
    if (!tl.preemptive) return mine;
    // Late messages j needs, each from its receive (ends grow along the list, so this reads the receives
    // a walk of the list would, up to where end + cut passes the limit).
    const cut = (tl.minSend[i] as number) + rMin;
    const lim = mine < limit ? tieLimit(mine) : limit;
    if (tl.firstLateEnd(i) + cut > lim) return mine;
    const held = this.held;
    const early = tl.early;
    const byRank = this.ranks.byRank;
    const recvOf = tl.recvOf;
    const iAt = i * words;
    const m = this.model.m;
    for (let w = this.lowWord[j] as number; w < words; w++) {
      let x = (held[iAt + w] as number) & ~(early[iAt + w] as number) & (pending[pAt + w] as number);
      while (x !== 0) {
        const low = x & -x;
        x ^= low;
        const k = byRank[(w << 5) + 31 - Math.clz32(low)] as number;
        const t = recvOf[i * m + k] as number;
        if ((tl.end[t] as number) + cut > lim) continue;
        const c = this.late(i, j, k, avail);
        if (c < mine) mine = c;
      }
    }
    return mine;
  }

  /**
   * The earliest completion of any pair for receiver j (Infinity when j needs nothing). Also sets
   * `bestSender`, a sender achieving it.
   */
  minCompletion(j: number): number {
    const words = this.words;
    const pending = this.pending;
    const byRank = this.ranks.byRank;
    const tl = this.timeline;
    const { m, recvCost } = this.model;
    const pAt = j * words;
    this.readFor = j;
    this.readCount = 0;
    this.stoppedAtFloor = false;
    this.bestSender = -1;
    const r1 = firstCommon(pending, pAt, pending, pAt, words, this.lowWord[j] as number);
    if (r1 < 0) return Infinity;
    const rMin = recvCost[j * m + (byRank[r1] as number)] as number;
    const avail = tl.recvAvail(j);
    const floor = avail + rMin;
    const order = this.order;
    const key = this.key;
    const n = order.length;
    const held = this.held;
    const low = this.lowWord[j] as number;
    const preemptive = tl.preemptive;
    const barren = this.barren;
    const nodeWords = this.nodeWords;
    const jWord = j >> 5;
    const jBit = 1 << (j & 31);
    let best = Infinity;
    let limit = Infinity;
    let bestSender = -1;
    for (let x = 0; x < n; x++) {
      const i = order[x] as number;
      const lb = (key[i] as number) + rMin;
      if (lb > limit) break;
      // A sender holding nothing j needs offers nothing (Infinity): skipped without offerFrom (most senders
      // early in the key order, late in an all-to-all).
      const bAt = i * nodeWords + jWord;
      if (barren !== null && ((barren[bAt] as number) & jBit) !== 0) continue;
      const iAt = i * words;
      let w = low;
      let common = 0;
      while (w < words && (common = (held[iAt + w] as number) & (pending[pAt + w] as number)) === 0) w++;
      if (w === words) {
        if (barren !== null) barren[bAt] = (barren[bAt] as number) | jBit;
        continue;
      }
      // Without preemption every message held is early (held = timeline.early), so the lowest common bit is
      // offerFrom's message: its offer directly.
      const mine = preemptive
        ? this.offerFrom(i, j, avail, pAt, rMin, limit)
        : this.early(i, j, byRank[(w << 5) + 31 - Math.clz32(common & -common)] as number, avail);
      // An offer above the limit is never within the tolerance of the minimum (the limit only falls).
      if (mine === Infinity || mine > limit) continue;
      this.readIds[this.readCount] = i;
      this.readBest[this.readCount++] = mine;
      if (mine < best) {
        best = mine;
        bestSender = i;
        limit = tieLimit(best);
        if (best <= floor) {
          this.stoppedAtFloor = true;
          break;
        }
      }
    }
    this.bestSender = bestSender;
    return best;
  }

  /**
   * Keeps `barren`: worth it where a receiver is asked again and again between its decisions (ECF asks
   * about five receivers per decision; at 256 nodes three in four senders read early in the key order
   * hold nothing the receiver needs: ECF 15 %, ECFP 5–20 % faster in Node), or where reading a sender's
   * set costs many words (the receiver-based heuristics ask once per decision: from 865 messages only,
   * `receiverBarren` in receiver-based.ts).
   */
  trackBarren(): void {
    const { n, m } = this.model;
    const nodeWords = this.nodeWords;
    this.waitingFor = new Int32Array(m * nodeWords);
    for (let k = 0; k < m; k++) {
      const d = this.model.destinations[k] as Int32Array;
      for (let q = 0; q < d.length; q++) {
        const r = d[q] as number;
        if (!this.sets.isWaiting(r, k)) continue;
        const at = k * nodeWords + (r >> 5);
        this.waitingFor[at] = (this.waitingFor[at] as number) | (1 << (r & 31));
      }
    }
    this.barren = new Int32Array(n * nodeWords);
  }

  /** Makes room for keep() and chooseKept(). */
  keepTies(): void {
    const n = this.model.n;
    this.keptIds = new Int32Array(n * n);
    this.keptBest = new Float64Array(n * n);
    this.keptCount = new Int32Array(n);
    this.keptFloor = new Uint8Array(n);
  }

  /**
   * After minCompletion(j) returned `best`: saves what choose(j, target ≤ best) reads — the senders read
   * whose offers were within the tolerance of `best`, and whether the query stopped at j's floor.
   */
  keep(j: number, best: number): void {
    const n = this.model.n;
    const limit = tieLimit(best);
    const at = j * n;
    let c = 0;
    for (let x = 0; x < this.readCount; x++) {
      const b = this.readBest[x] as number;
      if (b > limit) continue;
      this.keptIds[at + c] = this.readIds[x] as number;
      this.keptBest[at + c++] = b;
    }
    this.keptCount[j] = c;
    this.keptFloor[j] = this.stoppedAtFloor ? 1 : 0;
  }

  /**
   * choose(j, target) from what keep(j, ·) saved instead of a new query. Valid while no sender that was
   * not kept can have come within the tolerance of target: offers only grow, except a new sender's (the
   * caller watches those), and a kept sender that changed is simply re-read.
   */
  chooseKept(j: number, target: number): boolean {
    const n = this.model.n;
    const at = j * n;
    const c = this.keptCount[j] as number;
    for (let x = 0; x < c; x++) {
      this.readIds[x] = this.keptIds[at + x] as number;
      this.readBest[x] = this.keptBest[at + x] as number;
    }
    this.readCount = c;
    this.stoppedAtFloor = this.keptFloor[j] === 1;
    this.readFor = -1;
    return this.choose(j, target);
  }

  /** Whether the last minCompletion's result was the receiver's floor (nothing can beat it). */
  get reachedFloor(): boolean {
    return this.stoppedAtFloor;
  }

  /**
   * Whether sender i's best offer to j is j's floor, Avail_j + R of its smallest pending message (no pair
   * completes earlier).
   */
  offersFloor(i: number, j: number): boolean {
    const words = this.words;
    const pending = this.pending;
    const pAt = j * words;
    const r1 = firstCommon(pending, pAt, pending, pAt, words, this.lowWord[j] as number);
    if (r1 < 0) return false;
    const { m, recvCost } = this.model;
    const rMin = recvCost[j * m + (this.ranks.byRank[r1] as number)] as number;
    const avail = this.timeline.recvAvail(j);
    const floor = avail + rMin;
    if ((this.key[i] as number) + rMin > floor) return false;
    return this.offerFrom(i, j, avail, pAt, rMin, floor) <= floor;
  }

  /** Whether the last minCompletion was for j, with no decision since: choose(j, ·) may follow at once. */
  hasRead(j: number): boolean {
    return this.readFor === j;
  }

  /**
   * After minCompletion(j): the pair for j with the lowest (message, join position) among those whose
   * completion is within the tolerance of `target`; false when there is none.
   */
  choose(j: number, target: number): boolean {
    this.message = -1;
    this.sender = -1;
    this.position = -1;
    if (this.stoppedAtFloor) this.chooseByMessage(j, target);
    else this.chooseBySender(j, target);
    return this.message >= 0;
  }

  private consider(k: number, p: number): void {
    if (this.message < 0 || k < this.message || (k === this.message && p < this.position)) {
      this.message = k;
      this.position = p;
      this.sender = this.sets.sender(k, p);
    }
  }

  /** Ties among the offers of the senders read (all senders that could come within the tolerance). */
  private chooseBySender(j: number, target: number): void {
    const words = this.words;
    const pending = this.pending;
    const early = this.timeline.early;
    const byRank = this.ranks.byRank;
    const tl = this.timeline;
    const { m, recvCost } = this.model;
    const joinPos = this.sets.joinPos;
    const pAt = j * words;
    const limit = tieLimit(target);
    const avail = tl.recvAvail(j);
    const r1 = firstCommon(pending, pAt, pending, pAt, words, this.lowWord[j] as number);
    const rMin = recvCost[j * m + (byRank[r1] as number)] as number;
    for (let x = 0; x < this.readCount; x++) {
      if ((this.readBest[x] as number) > limit) continue;
      const i = this.readIds[x] as number;
      for (let r = firstCommon(pending, pAt, early, i * words, words, this.lowWord[j] as number); r >= 0;) {
        const k = byRank[r] as number;
        const c = this.early(i, j, k, avail);
        if (c > limit) break; // later ranks complete no earlier
        if (near(c, target)) this.consider(k, joinPos[i * m + k] as number);
        r = nextCommon(pending, pAt, early, i * words, words, r);
      }
      if (!tl.preemptive) continue;
      const cut = (tl.minSend[i] as number) + rMin;
      if (tl.firstLateEnd(i) + cut > limit) continue;
      const iAt = i * words;
      for (let w = this.lowWord[j] as number; w < words; w++) {
        let x = (this.held[iAt + w] as number) & ~(early[iAt + w] as number) & (pending[pAt + w] as number);
        while (x !== 0) {
          const low = x & -x;
          x ^= low;
          const k = byRank[(w << 5) + 31 - Math.clz32(low)] as number;
          const t = tl.recvOf[i * m + k] as number;
          if ((tl.end[t] as number) + cut > limit) continue;
          if (near(this.late(i, j, k, avail), target)) this.consider(k, joinPos[i * m + k] as number);
        }
      }
    }
  }

  /** Ties per message (ascending size while Avail_j + R stays within the tolerance), senders in join order. */
  private chooseByMessage(j: number, target: number): void {
    const words = this.words;
    const pending = this.pending;
    const byRank = this.ranks.byRank;
    const tl = this.timeline;
    const sets = this.sets;
    const { m, recvCost } = this.model;
    const pAt = j * words;
    const limit = tieLimit(target);
    const avail = tl.recvAvail(j);
    const key = this.key;
    for (let r = firstCommon(pending, pAt, pending, pAt, words, this.lowWord[j] as number); r >= 0;) {
      const k = byRank[r] as number;
      const rk = recvCost[j * m + k] as number;
      if (avail + rk > limit) break;
      if (this.message < 0 || k < this.message) {
        const count = sets.senderCount[k] as number;
        const at = sets.senderStart[k] as number;
        for (let p = 0; p < count; p++) {
          const i = sets.senderList[at + p] as number;
          if ((key[i] as number) + rk > limit) continue;
          if (near(tl.completion(i, j, k), target)) {
            this.consider(k, p);
            break;
          }
        }
      }
      r = nextCommon(pending, pAt, pending, pAt, words, r);
    }
  }

  /** The messages j still needs, by rank (explaining only). */
  pendingByRank(j: number): number[] {
    const out: number[] = [];
    const pAt = j * this.words;
    for (
      let r = firstCommon(this.pending, pAt, this.pending, pAt, this.words, this.lowWord[j] as number);
      r >= 0;
    ) {
      out.push(this.ranks.byRank[r] as number);
      r = nextCommon(this.pending, pAt, this.pending, pAt, this.words, r);
    }
    return out;
  }

  /** After timeline.schedule(·, j, k) and sets.join(k, j): j has m_k; re-sort the nodes whose base moved. */
  received(j: number, k: number): void {
    this.readFor = -1;
    const r = this.ranks.rank[k] as number;
    const at = j * this.words + (r >> 5);
    this.pending[at] = (this.pending[at] as number) & ~(1 << (r & 31));
    if (this.pending[at] === 0) this.advanceLow(j);
    this.held[at] = (this.held[at] as number) | (1 << (r & 31));
    // j holds m_k now: it is no longer barren for the nodes still waiting for it.
    const barren = this.barren;
    if (barren !== null) {
      const nodeWords = this.nodeWords;
      const waitingFor = this.waitingFor;
      const kAt = k * nodeWords;
      const waitAt = kAt + (j >> 5);
      waitingFor[waitAt] = (waitingFor[waitAt] as number) & ~(1 << (j & 31));
      const jAt = j * nodeWords;
      for (let w = 0; w < nodeWords; w++) {
        barren[jAt + w] = (barren[jAt + w] as number) & ~(waitingFor[kAt + w] as number);
      }
    }
    const tl = this.timeline;
    // A node whose base moved has a key that grew; j's may also fall (its first message, received late).
    for (let q = 0; q < tl.movedCount; q++) this.rekey(tl.moved[q] as number);
    this.rekey(j);
  }

  /** Moves lowWord[j] past the zero words of j's pending set. */
  private advanceLow(j: number): void {
    const words = this.words;
    const at = j * words;
    let w = this.lowWord[j] as number;
    while (w < words && this.pending[at + w] === 0) w++;
    this.lowWord[j] = w;
  }

  /**
   * Node x's key changed: it leaves its place (found by a binary search on its old key, then among equal
   * keys) and goes after every other entry with a key ≤ its new one (a binary search); the entries
   * between shift by one in a single block move. The order is as if x were moved one place at a time.
   */
  private rekey(x: number): void {
    const key = this.key;
    const order = this.order;
    const n = order.length;
    const kx = this.timeline.sendKey(x);
    const old = key[x] as number;
    if (kx === old) return;
    // x's place: the first entry with a key ≥ old, then on among the entries whose key is old.
    let a = 0;
    let b = n;
    while (a < b) {
      const mid = (a + b) >> 1;
      if ((key[order[mid] as number] as number) < old) a = mid + 1;
      else b = mid;
    }
    let lo = a;
    while (order[lo] !== x) lo++;
    key[x] = kx;
    if (kx < old) {
      // Its new place: the first entry before it with a key above kx.
      a = 0;
      b = lo;
      while (a < b) {
        const mid = (a + b) >> 1;
        if ((key[order[mid] as number] as number) <= kx) a = mid + 1;
        else b = mid;
      }
      order.copyWithin(a + 1, a, lo);
      order[a] = x;
      return;
    }
    // Its new place: after every entry with a key ≤ kx.
    a = lo + 1;
    b = n;
    while (a < b) {
      const mid = (a + b) >> 1;
      if ((key[order[mid] as number] as number) <= kx) a = mid + 1;
      else b = mid;
    }
    order.copyWithin(lo, lo + 1, a);
    order[a - 1] = x;
  }
}
