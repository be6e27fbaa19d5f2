// The Earliest-Completion-First selection (Wu–Yeh–Liu Sec. 4.2; preemptive ECFP in Sec. 5), shared by
// ecf.ts and ecfp.ts. Each step takes, over every message k, sender i ∈ A_k and receiver j ∈ B_k, the
// task (send, i, j, k) with the minimum CompleteTime (Eq. 6); ties go to the lowest message, then the
// sender that joined A_k first, then the lowest receiver (docs/cost-models.md, multicast).
//
// Incremental instead of the paper's O(N⁴) rescan: the minimum over all tasks is the minimum over receivers
// of each receiver's best pair (EarliestPair, the query the receiver-based heuristics use), and receivers
// wait in a priority queue keyed by a lower bound of it. Times only grow, so a receiver's best only grows
// — except when a node joins A_k, which offers a new task to every destination still waiting for m_k:
// those are computed at once and lower the keys they beat. Each key remembers the sender that achieved it,
// so a popped key whose sender and receiver did not change is still exact; otherwise the receiver's best
// is recomputed. (Keeping a bound of the other senders' offers, to keep a key whose sender's new offer
// stays within it, paid off about once in 15 tries in the benches: not worth the offer() it costs.)
import * as family from "../../family";
import type { PlanOutcome, RunContext } from "../../family";
import { IndexedMinHeap } from "../../heap";
import type { Step } from "../../schedule/types";
import * as tolerance from "../../tolerance";
import { buildModel, type MulticastModel } from "../model";
import type { MulticastPlan, MulticastScenario } from "../scenario";
import { EarliestPair } from "./earliest-pair";
import { DecisionClock, TopCandidates, withTerms } from "./explain";
import { rankMessages } from "./ranks";
import { MulticastSets } from "./sets";
import { Timeline } from "./timeline";

// Bound once: under CommonJS transpilation (tsx: CLI, bench) an imported binding is a getter.
const explainsDecision = family.explainsDecision;
const approxEqual = tolerance.approxEqual;
const tieLimit = tolerance.tieLimit;

const RULE = "earliest completion over all messages";
const RULE_PREEMPTED =
  "earliest completion over all messages; the send fills a receive's waiting time (Eq. 10)";

export function earliestCompletionFirst(
  s: MulticastScenario,
  ctx: RunContext,
  preemptive: boolean,
): PlanOutcome<MulticastPlan> {
  const model = buildModel(s);
  const { n, m } = model;
  const ranks = rankMessages(model);
  const timeline = new Timeline(model, ranks, preemptive);
  const sets = new MulticastSets(model);
  const pairs = new EarliestPair(model, ranks, timeline, sets);
  const version = timeline.version;
  const clock = new DecisionClock(ctx, model.totalReceives);

  // Per receiver: its key (a lower bound of its best completion, exact when validated), and the sender that
  // achieved it with both nodes' versions then.
  const key = new Float64Array(n);
  const bestSender = new Int32Array(n);
  const bestVersion = new Int32Array(n);
  const ownVersion = new Int32Array(n);
  /** The decision at which the key was last confirmed exact. */
  const stamp = new Int32Array(n).fill(-1);
  /** Whether the key is the receiver's floor (Avail_j + R of its smallest pending message). */
  const atFloor = new Uint8Array(n);
  // Whether what pairs.keep() saved for a receiver still covers every pair tied at its key: true from the
  // query that set the key until a new sender's offer comes within the tolerance of it.
  const keptValid = new Uint8Array(n);
  pairs.keepTies();
  pairs.trackBarren();
  const queue = new IndexedMinHeap(n);

  const file = (j: number, c: number) => {
    key[j] = c;
    if (c < Infinity) queue.set(j, c);
    else queue.remove(j);
  };
  const evaluate = (j: number): number => {
    const c = pairs.minCompletion(j);
    const b = pairs.bestSender;
    bestSender[j] = b;
    bestVersion[j] = b >= 0 ? (version[b] as number) : 0;
    ownVersion[j] = version[j] as number;
    atFloor[j] = pairs.reachedFloor ? 1 : 0;
    pairs.keep(j, c);
    keptValid[j] = 1;
    return c;
  };
  /** Receiver j's exact best completion now. */
  const validate = (j: number): number => {
    const b = bestSender[j] as number;
    if (b >= 0 && version[j] === ownVersion[j]) {
      if (version[b] === bestVersion[j]) return key[j] as number;
      // The key is j's floor, which nothing beats: still exact while its sender still offers it.
      if (atFloor[j] === 1 && pairs.offersFloor(b, j)) {
        bestVersion[j] = version[b] as number;
        return key[j] as number;
      }
    }
    return evaluate(j);
  };
  for (let j = 0; j < n; j++) if ((sets.pending[j] as number) > 0) file(j, evaluate(j));

  // Per message, its destinations still waiting, compact (a new sender of m_k offers to each of them).
  const first = new Int32Array(m + 1);
  for (let k = 0; k < m; k++)
    first[k + 1] = (first[k] as number) + (model.destinations[k] as Int32Array).length;
  const waitList = new Int32Array(model.totalReceives);
  const waitCount = new Int32Array(m);
  const waitAt = new Int32Array(n * m);
  for (let k = 0; k < m; k++) {
    const d = model.destinations[k] as Int32Array;
    const at = first[k] as number;
    for (let q = 0; q < d.length; q++) {
      waitList[at + q] = d[q] as number;
      waitAt[k * n + (d[q] as number)] = q;
    }
    waitCount[k] = d.length;
  }

  const candidates = new Int32Array(n);
  // One step per decision: the array is allocated at its final length and filled by index.
  const steps = new Array<Step>(model.totalReceives);
  for (let d = 0; d < model.totalReceives; d++) {
    clock.tick(d);
    const shown = explainsDecision(ctx, d) ? bestPairs(pairs, timeline, sets, model) : undefined;
    // The exact minimum: validate the top until it is a key confirmed in this decision.
    for (;;) {
      if (queue.size === 0) throw new Error("ECF: no candidate left while destinations wait");
      const j = queue.topId();
      if (stamp[j] === d) break;
      // Refiled in place: one sift down (or out when j needs nothing).
      const c = validate(j);
      stamp[j] = d;
      file(j, c);
    }
    const best = queue.topKey();
    const limit = tieLimit(best);
    // Every receiver within the tolerance, then the lowest (message, sender order, receiver).
    let count = 0;
    // Usually the top is alone within the tolerance (the other keys are lower bounds): it stays filed.
    const alone = queue.secondKey() > limit;
    if (alone) candidates[count++] = queue.topId();
    while (!alone && queue.size > 0 && queue.topKey() <= limit) {
      const j = queue.topId();
      queue.pop();
      if (stamp[j] !== d) {
        const c = validate(j);
        stamp[j] = d;
        if (c > limit) {
          file(j, c);
          continue;
        }
        key[j] = c;
      }
      candidates[count++] = j;
    }
    let j = -1;
    let k = -1;
    let p = -1;
    let i = -1;
    for (let q = 0; q < count; q++) {
      const r = candidates[q] as number;
      if (pairs.hasRead(r)) {
        if (!pairs.choose(r, best)) continue;
      } else if (keptValid[r] === 1) {
        if (!pairs.chooseKept(r, best)) continue;
      } else {
        pairs.minCompletion(r);
        if (!pairs.choose(r, best)) continue;
      }
      const pk = pairs.message;
      const pp = pairs.position;
      if (j < 0 || pk < k || (pk === k && (pp < p || (pp === p && r < j)))) {
        j = r;
        k = pk;
        p = pp;
        i = pairs.sender;
      }
    }
    for (let q = 0; q < count && !alone; q++) {
      const r = candidates[q] as number;
      file(r, key[r] as number);
    }
    if (j < 0) throw new Error("ECF: no pair at the minimum completion");

    const complete = timeline.schedule(i, j, k);
    const rule = timeline.lastPreempted ? RULE_PREEMPTED : RULE;
    sets.join(k, j);
    pairs.received(j, k);
    // j leaves B_k and joins A_k: a new offer to every destination still waiting for m_k.
    const at = first[k] as number;
    const last = (waitCount[k] as number) - 1;
    const moved = waitList[at + last] as number;
    const hole = waitAt[k * n + j] as number;
    waitList[at + hole] = moved;
    waitAt[k * n + moved] = hole;
    waitCount[k] = last;
    // timeline.completion(j, r, k) with the part that does not depend on r computed once (same sums in
    // the same order, so the same values).
    const ready = timeline.sendAvail(j, k) + (model.sendCost[j * m + k] as number);
    const lk = model.bytes[k] as number;
    const { perByte, recvCost } = model;
    const { end, tail } = timeline;
    for (let q = 0; q < last; q++) {
      const r = waitList[at + q] as number;
      const arrival = ready + (perByte[j * n + r] as number) * lk;
      const avail = end[tail[r] as number] as number;
      const c = (arrival > avail ? arrival : avail) + (recvCost[r * m + k] as number);
      const kr = key[r] as number;
      if (c <= tieLimit(kr)) keptValid[r] = 0;
      if (c < kr) {
        bestSender[r] = j;
        bestVersion[r] = version[j] as number;
        ownVersion[r] = version[r] as number;
        file(r, c);
      }
    }
    steps[d] = shown
      ? { sender: i, receiver: j, message: k, complete, rule, candidates: shown }
      : { sender: i, receiver: j, message: k, complete, rule };
  }
  clock.finish();
  return { plan: timeline.plan(), steps };
}

/**
 * When explaining: the best (receiver, message) pairs over all receivers, each with its winning sender (the
 * earliest joined among those within the tolerance of the pair's best), best first.
 */
function bestPairs(pairs: EarliestPair, timeline: Timeline, sets: MulticastSets, model: MulticastModel) {
  const { n, m } = model;
  const order: { j: number; c: number }[] = [];
  for (let j = 0; j < n; j++) {
    if ((sets.pending[j] as number) > 0) order.push({ j, c: pairs.minCompletion(j) });
  }
  order.sort((a, b) => a.c - b.c || a.j - b.j);
  const top = new TopCandidates();
  for (const { j, c } of order) {
    if (c > top.threshold()) break;
    const avail = timeline.recvAvail(j);
    for (const k of pairs.pendingByRank(j)) {
      if (avail + (model.recvCost[j * m + k] as number) > top.threshold()) break;
      const count = sets.senderCount[k] as number;
      let min = Infinity;
      for (let p = 0; p < count; p++) min = Math.min(min, timeline.completion(sets.sender(k, p), j, k));
      for (let p = 0; p < count; p++) {
        const i = sets.sender(k, p);
        if (!approxEqual(timeline.completion(i, j, k), min)) continue;
        top.add({ sender: i, receiver: j, message: k, score: min, label: "completion" }, p);
        break;
      }
    }
  }
  return withTerms(top.list(), (i, j, k) => timeline.completionTerms(i, j, k));
}
