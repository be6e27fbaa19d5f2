// The Earliest-Completion-First selection (Wu–Yeh–Liu Sec. 4.2; preemptive ECFP in Sec. 5), shared by
// ecf.ts and ecfp.ts. Each step takes, over every message k, sender i ∈ A_k and receiver j ∈ B_k, the
// task (send, i, j, k) with the minimum CompleteTime (Eq. 6); ties go to the lowest message, then the
// sender that joined A_k first, then the lowest receiver (DESIGN.md).
//
// Incremental instead of the paper's O(N⁴) rescan. A task completes at
//   C(i, j, k) = max(x, y),   x = sendAvail(i, k) + w(i, j, k),   y = Avail_j + R(j, l_k),
// with the static weight w = S(i, l_k) + X(i, j)·l_k + R(j, l_k) (FEF's, Eq. 7). Both terms only grow, and a
// decision moves only its sender's and its receiver's times, so candidates are read from two streams of
// lower bounds that such a move shifts as a block (a threshold search, Fagin's TA):
// - the sender side: for each sender i and message k it holds, the lightest edge to a waiting
//   destination (found by walking D_k in order of R(j, l_k), stopping when no lighter edge can follow);
//   per sender a heap of these by w, keyed globally by sendBase(i) + w (sendBase: a lower bound of
//   sendAvail(i, ·), exact without preemption);
// - the receiver side: the (receiver, message) pairs known to be receiver-bound (a sender delivers by
//   Avail_j, so C = y), per receiver in a heap by R(j, l_k), keyed globally by Avail_j + R.
// Both are popped in increasing order until the next bound passes the best completion found. An edge
// that arrives by Avail_j moves its pair to the receiver side (its edges leave the sender side); a
// receiver-side pair that no sender reaches in time any more goes back. Every waiting pair is always
// covered by one side, so nothing is missed, and each decision touches few entries. With preemption, a
// (sender, message) whose exact sendAvail exceeds the sender's base moves to a lazily re-keyed queue.
import type { PlanOutcome, RunContext } from "../../family";
import type { Step } from "../../schedule/types";
import { approxEqual } from "../../tolerance";
import { buildModel } from "../model";
import type { MulticastPlan, MulticastScenario } from "../scenario";
import { DecisionClock, MAX_CANDIDATES, TopCandidates, tieLimit } from "./explain";
import { MinHeap } from "./heap";
import { MulticastSets } from "./sets";
import { SlotCache } from "./slots";
import { rankMessages } from "./ranks";
import { Timeline } from "./timeline";

/** slotFlag bits: the pair is on the receiver side / already examined in this decision. */
const RECEIVER_SIDE = 1;
const TAKEN = 2;

export function earliestCompletionFirst(
  s: MulticastScenario,
  ctx: RunContext,
  preemptive: boolean,
): PlanOutcome<MulticastPlan> {
  const model = buildModel(s);
  const { n, m, sendCost, recvCost, perByte, bytes } = model;
  const nm = n * m;
  const timeline = new Timeline(model, rankMessages(model), preemptive);
  const sets = new MulticastSets(model);
  const slots = new SlotCache(model, timeline, sets);
  const explain = ctx.explain !== false;
  const clock = new DecisionClock(ctx, model.totalReceives);
  const waiting = sets.waiting;
  const slotFlag = new Uint8Array(nm);

  // D_k in order of R(j, l_k), as a linked list of the destinations still waiting.
  const order = model.destinations.map((d, k) =>
    Int32Array.from(d).sort(
      (a, b) => (recvCost[a * m + k] as number) - (recvCost[b * m + k] as number) || a - b,
    ),
  );
  const orderNext = order.map((o) => {
    const next = new Int32Array(o.length);
    for (let p = 0; p < o.length; p++) next[p] = p + 1 < o.length ? p + 1 : -1;
    return next;
  });
  const orderPrev = order.map((o) => {
    const prev = new Int32Array(o.length);
    for (let p = 0; p < o.length; p++) prev[p] = p - 1;
    return prev;
  });
  const orderFirst = new Int32Array(m);
  const orderPos = new Int32Array(m * n);
  order.forEach((o, k) => o.forEach((j, p) => (orderPos[k * n + j] = p)));
  const dropWaiting = (j: number, k: number) => {
    const p = orderPos[k * n + j] as number;
    const next = orderNext[k] as Int32Array;
    const prev = orderPrev[k] as Int32Array;
    const a = prev[p] as number;
    const b = next[p] as number;
    if (a >= 0) next[a] = b;
    else orderFirst[k] = b;
    if (b >= 0) prev[b] = a;
  };
  const minX = new Float64Array(n).fill(Infinity);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++)
      if (j !== i) minX[i] = Math.min(minX[i] as number, perByte[i * n + j] as number);
  }

  // Receiver side.
  const recvHeaps = model.messagesOf.map((list) => new MinHeap(list.length));
  const recvQueue = new MinHeap(4 * n);
  const recvVersion = new Int32Array(n);
  /** The key of each receiver's live entry in the queue (NaN: none). */
  const recvFiled = new Float64Array(n).fill(NaN);
  const receiverDirty = new Uint8Array(n);
  const dirtyReceivers = new Int32Array(n);
  let dirtyReceiverCount = 0;
  /** Receiver j's entry in the queue must be re-filed (done in a batch before the queue is read). */
  const touchReceiver = (j: number) => {
    if (receiverDirty[j]) return;
    receiverDirty[j] = 1;
    dirtyReceivers[dirtyReceiverCount++] = j;
  };
  const refreshReceiver = (j: number) => {
    receiverDirty[j] = 0;
    const h = recvHeaps[j] as MinHeap;
    for (;;) {
      if (h.size === 0) break;
      const k = h.topId();
      if (slotFlag[j * m + k] === RECEIVER_SIDE && waiting[k * n + j] === 1) break;
      h.pop();
    }
    const key = h.size > 0 ? timeline.recvAvail(j) + h.topKey() : Infinity;
    if (recvFiled[j] === key) return;
    const v = ((recvVersion[j] as number) + 1) | 0;
    recvVersion[j] = v;
    recvFiled[j] = key;
    if (key < Infinity) recvQueue.push(key, j, v);
  };
  const enterReceiverSide = (slot: number) => {
    (recvHeaps[(slot / m) | 0] as MinHeap).push(recvCost[slot] as number, slot % m);
  };

  // Sender side: per group (sender i, message k) its lightest visible edge.
  const groupHead = new Int32Array(nm).fill(-1);
  const groupWeight = new Float64Array(nm);
  const groupVersion = new Int32Array(nm);
  const groupDeferred = new Uint8Array(nm);
  const sendHeaps = Array.from({ length: n }, () => new MinHeap(8));
  const sendQueue = new MinHeap(4 * n);
  const sendVersion = new Int32Array(n);
  const sendFiled = new Float64Array(n).fill(NaN);
  const deferred = new MinHeap(preemptive ? 64 : 4);
  const weight = (i: number, j: number, k: number) =>
    (sendCost[i * m + k] as number) +
    (perByte[i * n + j] as number) * (bytes[k] as number) +
    (recvCost[j * m + k] as number);
  /** The lightest edge of group (i, k) to a waiting destination on the sender side. */
  const computeHead = (g: number) => {
    const i = (g / m) | 0;
    const k = g % m;
    const o = order[k] as Int32Array;
    const next = orderNext[k] as Int32Array;
    const floor = (sendCost[g] as number) + (minX[i] as number) * (bytes[k] as number);
    let head = -1;
    let best = Infinity;
    for (let p = orderFirst[k] as number; p >= 0; p = next[p] as number) {
      const j = o[p] as number;
      const r = recvCost[j * m + k] as number;
      if (floor + r > best) break;
      if (slotFlag[j * m + k] !== 0 || j === i) continue;
      const w = weight(i, j, k);
      if (w < best) {
        best = w;
        head = j;
      }
    }
    groupHead[g] = head;
    groupWeight[g] = best;
  };
  const senderDirty = new Uint8Array(n);
  const dirtySenders = new Int32Array(n);
  let dirtySenderCount = 0;
  const touchSender = (i: number) => {
    if (senderDirty[i]) return;
    senderDirty[i] = 1;
    dirtySenders[dirtySenderCount++] = i;
  };
  const flush = () => {
    for (let t = 0; t < dirtyReceiverCount; t++) {
      const j = dirtyReceivers[t] as number;
      if (receiverDirty[j]) refreshReceiver(j);
    }
    dirtyReceiverCount = 0;
    for (let t = 0; t < dirtySenderCount; t++) {
      const i = dirtySenders[t] as number;
      if (senderDirty[i]) refreshSender(i);
    }
    dirtySenderCount = 0;
  };
  const refreshSender = (i: number) => {
    senderDirty[i] = 0;
    const h = sendHeaps[i] as MinHeap;
    while (h.size > 0 && h.topTag() !== groupVersion[i * m + h.topId()]) h.pop();
    const key = h.size > 0 ? timeline.sendBase(i) + h.topKey() : Infinity;
    if (sendFiled[i] === key) return; // its entry in the queue is still right
    const v = ((sendVersion[i] as number) + 1) | 0;
    sendVersion[i] = v;
    sendFiled[i] = key;
    if (key < Infinity) sendQueue.push(key, i, v);
  };
  /** (Re-)files group g under its current head. */
  const fileGroup = (g: number) => {
    const v = ((groupVersion[g] as number) + 1) | 0;
    groupVersion[g] = v;
    const head = groupHead[g] as number;
    if (head < 0) return;
    const i = (g / m) | 0;
    const k = g % m;
    if (groupDeferred[g]) {
      deferred.push(timeline.arrival(i, head, k) + (recvCost[head * m + k] as number), g, v);
    } else {
      (sendHeaps[i] as MinHeap).push(groupWeight[g] as number, k, v);
      touchSender(i);
    }
  };
  /** Pair (j, k) is visible to the sender side again: it may be a lighter head for every sender of k. */
  const backToSenders = (slot: number) => {
    const j = (slot / m) | 0;
    const k = slot % m;
    const count = sets.senderCount[k] as number;
    for (let p = 0; p < count; p++) {
      const i = sets.sender(k, p);
      const g = i * m + k;
      const w = weight(i, j, k);
      if (groupHead[g] === -1 || w < (groupWeight[g] as number)) {
        groupHead[g] = j;
        groupWeight[g] = w;
        fileGroup(g);
      }
    }
  };
  const headValid = (g: number) => {
    const head = groupHead[g] as number;
    if (head < 0) return false;
    const slot = head * m + (g % m);
    return slotFlag[slot] === 0 && waiting[(g % m) * n + head] === 1;
  };

  for (let k = 0; k < m; k++) {
    const g = (model.source[k] as number) * m + k;
    computeHead(g);
    fileGroup(g);
  }
  flush();

  const candMark = new Int32Array(nm).fill(-1);
  const candTime = new Float64Array(nm);
  const steps: Step[] = [];

  /** Pairs examined in the current decision (a pair at most once: it is then marked TAKEN). */
  const found = new Int32Array(nm);
  let foundCount = 0;
  let best = Infinity;
  /** When explaining: the smallest completions found so far, ascending. */
  const shown = new Float64Array(MAX_CANDIDATES);
  let d = 0;
  const offer = (slot: number, c: number) => {
    if (candMark[slot] !== d) {
      candMark[slot] = d;
      candTime[slot] = c;
      found[foundCount++] = slot;
    } else if (c < (candTime[slot] as number)) candTime[slot] = c;
    if (c < best) best = c;
    if (explain && c < shown[MAX_CANDIDATES - 1]!) {
      let at = MAX_CANDIDATES - 1;
      while (at > 0 && c < shown[at - 1]!) {
        shown[at] = shown[at - 1]!;
        at--;
      }
      shown[at] = c;
    }
    slotFlag[slot] = (slotFlag[slot] as number) | TAKEN;
  };
  /** The edge i → j of message k, read from the sender side. */
  const visitEdge = (i: number, j: number, k: number) => {
    const slot = j * m + k;
    const a = timeline.arrival(i, j, k);
    const avail = timeline.recvAvail(j);
    if (a <= avail) {
      slotFlag[slot] = RECEIVER_SIDE;
      enterReceiverSide(slot);
      touchReceiver(j);
    } else offer(slot, a + (recvCost[slot] as number));
  };

  for (; d < model.totalReceives; d++) {
    clock.tick(d);
    foundCount = 0;
    best = Infinity;
    shown.fill(Infinity);
    for (;;) {
      flush();
      while (recvQueue.size > 0 && recvQueue.topTag() !== recvVersion[recvQueue.topId()]) recvQueue.pop();
      while (sendQueue.size > 0 && sendQueue.topTag() !== sendVersion[sendQueue.topId()]) sendQueue.pop();
      while (deferred.size > 0 && deferred.topTag() !== groupVersion[deferred.topId()]) deferred.pop();
      const ky = recvQueue.size > 0 ? recvQueue.topKey() : Infinity;
      const kx = sendQueue.size > 0 ? sendQueue.topKey() : Infinity;
      const kd = deferred.size > 0 ? deferred.topKey() : Infinity;
      const low = ky < kx ? (ky < kd ? ky : kd) : kx < kd ? kx : kd;
      // When explaining, read on until the best MAX_CANDIDATES completions are known for sure.
      if (
        low === Infinity ||
        (best < Infinity && low > tieLimit(best) && (!explain || low > shown[MAX_CANDIDATES - 1]!))
      ) {
        break;
      }
      if (ky === low) {
        const j = recvQueue.topId();
        recvQueue.pop();
        recvFiled[j] = NaN;
        const h = recvHeaps[j] as MinHeap;
        const k = h.topId();
        h.pop();
        const slot = j * m + k;
        touchReceiver(j);
        if (slotFlag[slot] !== RECEIVER_SIDE || waiting[k * n + j] !== 1) continue;
        const avail = timeline.recvAvail(j);
        if (slots.deliversBy(j, k, avail)) offer(slot, avail + (recvCost[slot] as number));
        else {
          slotFlag[slot] = 0; // no sender is early any more: back to the sender side
          backToSenders(slot);
        }
      } else if (kx === low) {
        const i = sendQueue.topId();
        sendQueue.pop();
        sendFiled[i] = NaN;
        const h = sendHeaps[i] as MinHeap;
        const k = h.topId();
        h.pop();
        const g = i * m + k;
        groupVersion[g] = ((groupVersion[g] as number) + 1) | 0;
        if (headValid(g)) {
          if (preemptive && timeline.sendAvail(i, k) > timeline.sendBase(i)) {
            groupDeferred[g] = 1;
          } else visitEdge(i, groupHead[g] as number, k);
        }
        computeHead(g);
        fileGroup(g);
        touchSender(i);
      } else {
        const g = deferred.topId();
        const key = deferred.topKey();
        deferred.pop();
        const i = (g / m) | 0;
        const k = g % m;
        groupVersion[g] = ((groupVersion[g] as number) + 1) | 0;
        if (!headValid(g)) computeHead(g);
        else {
          const head = groupHead[g] as number;
          const x = timeline.arrival(i, head, k) + (recvCost[head * m + k] as number);
          if (x <= key) {
            visitEdge(i, head, k);
            computeHead(g);
          }
        }
        fileGroup(g);
      }
    }
    if (foundCount === 0) throw new Error("ECF: no candidate left while destinations wait");

    // The minimum, ties to the lowest message, the earliest-joined sender, the lowest receiver.
    let win = -1;
    let winPos = 0;
    for (let f = 0; f < foundCount; f++) {
      const slot = found[f] as number;
      const c = candTime[slot] as number;
      if (!approxEqual(c, best)) continue;
      const j = (slot / m) | 0;
      const k = slot % m;
      const pos = slots.winner(j, k, c);
      const wk = win % m;
      if (win < 0 || k < wk || (k === wk && (pos < winPos || (pos === winPos && j < ((win / m) | 0))))) {
        win = slot;
        winPos = pos;
      }
    }
    const j = (win / m) | 0;
    const k = win % m;
    const i = sets.sender(k, winPos);
    const candidates = explain
      ? topCandidates(found.subarray(0, foundCount), candTime, slots, sets, m)
      : undefined;

    // The winner's pair leaves; every other pair examined goes back where it was.
    sets.join(k, j);
    dropWaiting(j, k);
    for (let f = 0; f < foundCount; f++) {
      const slot = found[f] as number;
      if (slot === win || !((slotFlag[slot] as number) & TAKEN)) continue;
      slotFlag[slot] = (slotFlag[slot] as number) & ~TAKEN;
      if (slotFlag[slot] === RECEIVER_SIDE) {
        enterReceiverSide(slot);
        touchReceiver((slot / m) | 0);
      } else backToSenders(slot);
    }
    slotFlag[win] = 0;

    const senderFree = timeline.recvAvail(i);
    const complete = timeline.schedule(i, j, k);
    const preempted = timeline.lastPreempted;
    touchReceiver(j);
    if (timeline.recvAvail(i) !== senderFree) touchReceiver(i);
    // j now holds m_k: a new group.
    computeHead(j * m + k);
    fileGroup(j * m + k);
    touchSender(i);
    touchSender(j);

    flush();
    const rule = preempted
      ? "earliest completion over all messages; the send fills a receive's waiting time (Eq. 10)"
      : "earliest completion over all messages";
    steps.push(
      candidates
        ? { sender: i, receiver: j, message: k, complete, rule, candidates }
        : { sender: i, receiver: j, message: k, complete, rule },
    );
  }
  clock.finish();
  return { plan: timeline.plan(), steps };
}

/** The best pairs examined at a decision (each with its winning sender), best first. */
function topCandidates(
  found: Int32Array,
  time: Float64Array,
  slots: SlotCache,
  sets: MulticastSets,
  m: number,
) {
  const order = [...found]
    .sort((a, b) => (time[a] as number) - (time[b] as number) || a - b)
    .slice(0, MAX_CANDIDATES);
  const top = new TopCandidates();
  for (const slot of order) {
    const j = (slot / m) | 0;
    const k = slot % m;
    const c = time[slot] as number;
    const pos = slots.winner(j, k, c);
    top.add(
      {
        sender: sets.sender(k, pos),
        receiver: j,
        message: k,
        score: c,
        label: "completion",
      },
      pos,
    );
  }
  return top.list();
}
