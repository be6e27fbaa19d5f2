// The Earliest-Completion-First selection (Wu–Yeh–Liu Sec. 4.2; preemptive ECFP in Sec. 5), shared by
// ecf.ts and ecfp.ts. Each step takes, over every message k, sender i ∈ A_k and receiver j ∈ B_k, the
// task (send, i, j, k) with the minimum CompleteTime (Eq. 6); ties go to the lowest message, then the
// sender that joined A_k first, then the lowest receiver (DESIGN.md).
//
// Incremental instead of the paper's O(N⁴) rescan: a lazy priority queue over the (receiver, message)
// pairs, keyed by lower bounds of their earliest completion. Available times only grow, so every key
// stays a lower bound, except when a node joins A_k: then the pairs of message k get a fresh key through
// the new sender. A popped pair is re-evaluated (SlotCache) and pushed back when its key was stale; the
// first one whose true time is no later than every other key is the minimum. Chosen times never
// decrease, so this is Dijkstra-like.
import type { PlanOutcome, RunContext } from "../../family";
import type { Step } from "../../schedule/types";
import { approxEqual } from "../../tolerance";
import { buildModel } from "../model";
import type { MulticastPlan, MulticastScenario } from "../scenario";
import { DecisionClock, MAX_CANDIDATES, TopCandidates, tieLimit } from "./explain";
import { MinHeap } from "./heap";
import { MulticastSets } from "./sets";
import { SlotCache } from "./slots";
import { Timeline } from "./timeline";

export function earliestCompletionFirst(
  s: MulticastScenario,
  ctx: RunContext,
  preemptive: boolean,
): PlanOutcome<MulticastPlan> {
  const model = buildModel(s);
  const { n, m } = model;
  const timeline = new Timeline(model, preemptive);
  const sets = new MulticastSets(model);
  const slots = new SlotCache(model, timeline, sets);
  const explain = ctx.explain !== false;
  const clock = new DecisionClock(ctx, model.totalReceives);
  const heap = new MinHeap(2 * model.totalReceives);
  const version = new Int32Array(n * m);
  const keyOf = new Float64Array(n * m);
  const setKey = (id: number, key: number) => {
    version[id] = (version[id] as number) + 1;
    keyOf[id] = key;
    heap.push(key, id, version[id] as number);
  };
  for (let k = 0; k < m; k++) {
    for (const j of model.destinations[k] as Int32Array) {
      const id = j * m + k;
      keyOf[id] = slots.completion(j, k);
      heap.push(keyOf[id] as number, id, 0);
    }
  }

  /** Pops the live pair with the smallest true completion (its key then equals that time). */
  const popMinimum = (): { id: number; c: number } | undefined => {
    while (heap.size > 0) {
      const id = heap.topId();
      const tag = heap.topTag();
      heap.pop();
      if (tag !== version[id]) continue;
      const c = slots.completion((id / m) | 0, id % m);
      if (heap.size > 0 && c > heap.topKey()) {
        setKey(id, c);
        continue;
      }
      return { id, c };
    }
    return undefined;
  };

  const steps: Step[] = [];
  for (let d = 0; d < model.totalReceives; d++) {
    clock.tick(d);
    const first = popMinimum();
    if (!first) throw new Error("ECF: no candidate left while destinations wait");
    // Every pair whose completion ties with the minimum, for the tie-break.
    const tied = [first];
    const stale: { id: number; c: number }[] = [];
    const limit = tieLimit(first.c);
    while (heap.size > 0 && heap.topKey() <= limit) {
      const next = popMinimum();
      if (!next) break;
      if (approxEqual(next.c, first.c)) tied.push(next);
      else stale.push(next);
    }
    let best = first;
    let bestPos = slots.winner((first.id / m) | 0, first.id % m, first.c);
    for (let t = 1; t < tied.length; t++) {
      const cand = tied[t] as { id: number; c: number };
      const j = (cand.id / m) | 0;
      const k = cand.id % m;
      const pos = slots.winner(j, k, cand.c);
      const bj = (best.id / m) | 0;
      const bk = best.id % m;
      if (k < bk || (k === bk && (pos < bestPos || (pos === bestPos && j < bj)))) {
        best = cand;
        bestPos = pos;
      }
    }
    for (const e of tied) if (e !== best) stale.push(e);
    const candidates = explain ? topPairs(best, stale, popMinimum, setKey, slots, sets, m) : undefined;
    for (const e of stale) setKey(e.id, e.c);
    version[best.id] = (version[best.id] as number) + 1;

    const j = (best.id / m) | 0;
    const k = best.id % m;
    const i = (sets.senders[k] as Int32Array)[bestPos] as number;

    const { complete, preempted } = timeline.schedule(i, j, k);
    sets.join(k, j);
    // j now holds m_k: the waiting pairs of message k may complete earlier through it.
    for (const r of model.destinations[k] as Int32Array) {
      if (!sets.isWaiting(r, k)) continue;
      const c = timeline.completion(j, r, k);
      if (c < (keyOf[r * m + k] as number)) setKey(r * m + k, c);
    }
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

/** The best pairs by completion (the chosen one first), each with its winning sender. */
function topPairs(
  best: { id: number; c: number },
  others: readonly { id: number; c: number }[],
  popMinimum: () => { id: number; c: number } | undefined,
  setKey: (id: number, key: number) => void,
  slots: SlotCache,
  sets: MulticastSets,
  m: number,
) {
  const pairs = [best, ...others];
  const extra: { id: number; c: number }[] = [];
  while (pairs.length < MAX_CANDIDATES) {
    const next = popMinimum();
    if (!next) break;
    pairs.push(next);
    extra.push(next);
  }
  for (const e of extra) setKey(e.id, e.c);
  const top = new TopCandidates();
  for (const p of pairs) {
    const j = (p.id / m) | 0;
    const k = p.id % m;
    const pos = slots.winner(j, k, p.c);
    const sender = (sets.senders[k] as Int32Array)[pos] as number;
    top.add({ sender, receiver: j, message: k, score: p.c, label: "completion" }, pos);
  }
  return top.list();
}
