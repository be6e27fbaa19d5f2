// Fastest-Edge-First (Wu–Yeh–Liu Sec. 4.1, after Bhat et al.): each step takes, over every message k,
// sender i ∈ A_k and receiver j ∈ B_k, the tuple with the smallest Weight(i, j, k) =
// S(i, l_k) + X(i, j)·l_k + R(j, l_k) (Eq. 7), then moves j from B_k to A_k. Tasks are appended, so the
// timing is that of Sec. 4 (Eq. 5–6). Ties: the lowest message, then the sender that joined A_k first,
// then the lowest receiver (DESIGN.md).
//
// Weights never change, so this is Prim's algorithm per message: each waiting destination keeps its
// lightest edge from A_k (relaxed when a node joins A_k), and a priority queue holds each message's
// lightest waiting edge. A step touches one message: O(|D_k|) work and O(log m) queue operations,
// O(Σ_k |D_k|²) in all.
import type { PlanOutcome, RunContext } from "../../family";
import type { Candidate, Step } from "../../schedule/types";
import { approxEqual, definitelyLess } from "../../tolerance";
import { formatTime } from "../../units";
import { buildModel, latency } from "../model";
import type { MulticastPlan, MulticastScenario } from "../scenario";
import { DecisionClock, TopCandidates, tieLimit } from "./explain";
import { MinHeap } from "./heap";
import { MulticastSets } from "./sets";
import { Timeline } from "./timeline";

export function fef(s: MulticastScenario, ctx: RunContext = {}): PlanOutcome<MulticastPlan> {
  const model = buildModel(s);
  const { n, m, sendCost, recvCost, perByte, bytes } = model;
  const timeline = new Timeline(model, false);
  const sets = new MulticastSets(model);
  const waiting = sets.waiting;
  const explain = ctx.explain !== false;
  const clock = new DecisionClock(ctx, model.totalReceives);
  /** Per waiting pair k·n + j (message-major: a message's row is contiguous): its lightest edge from A_k,
   * and that sender's position in A_k. */
  const weight = new Float64Array(n * m).fill(Infinity);
  const senderPos = new Int32Array(n * m);
  /** Per message: its lightest waiting edge, in a queue (entries tagged with a version). */
  const queue = new MinHeap(2 * m);
  const version = new Int32Array(m);
  const fileMessage = (k: number) => {
    let best = Infinity;
    for (const j of model.destinations[k] as Int32Array) {
      if (waiting[k * n + j] === 1 && (weight[k * n + j] as number) < best)
        best = weight[k * n + j] as number;
    }
    const v = ((version[k] as number) + 1) | 0;
    version[k] = v;
    if (best < Infinity) queue.push(best, k, v);
  };
  for (let k = 0; k < m; k++) {
    for (const j of model.destinations[k] as Int32Array) {
      weight[k * n + j] = latency(model, model.source[k] as number, j, k);
    }
    fileMessage(k);
  }
  /** Pops the live entry with the lightest key into `popped` (message, key); false when none is left. */
  const popped: number[] = [];
  const popLive = (): boolean => {
    while (queue.size > 0) {
      const k = queue.topId();
      const key = queue.topKey();
      const live = queue.topTag() === version[k];
      queue.pop();
      if (live) {
        popped.push(k, key);
        return true;
      }
    }
    return false;
  };

  const steps: Step[] = [];
  for (let d = 0; d < model.totalReceives; d++) {
    clock.tick(d);
    popped.length = 0;
    if (!popLive()) throw new Error("FEF: no edge left while destinations wait");
    // The lightest weight overall; the lowest message that has an edge within the tolerance of it.
    const w = popped[1] as number;
    while (queue.size > 0 && queue.topKey() <= tieLimit(w) && popLive());
    let k = popped[0] as number;
    for (let t = 2; t < popped.length; t += 2) {
      const other = popped[t] as number;
      if (other < k && approxEqual(popped[t + 1] as number, w)) k = other;
    }
    // Within it: the sender that joined first, then the lowest receiver.
    let j = -1;
    const limit = tieLimit(w);
    for (const r of model.destinations[k] as Int32Array) {
      const wr = weight[k * n + r] as number;
      if (wr > limit || waiting[k * n + r] !== 1 || !approxEqual(wr, w)) continue;
      const pos = senderPos[k * n + r] as number;
      if (j < 0 || pos < (senderPos[k * n + j] as number) || (pos === senderPos[k * n + j] && r < j)) j = r;
    }
    for (let t = 0; t < popped.length; t += 2) {
      const other = popped[t] as number;
      if (other !== k) queue.push(popped[t + 1] as number, other, version[other] as number);
    }
    const i = (sets.senders[k] as Int32Array)[senderPos[k * n + j] as number] as number;
    const chosen = weight[k * n + j] as number;
    const candidates = explain ? lightestEdges(n, m, weight, senderPos, sets, model.destinations) : undefined;

    const complete = timeline.schedule(i, j, k);
    sets.join(k, j);
    // j now holds m_k: its edges may be lighter than the best so far (Prim's relaxation).
    const pos = sets.joinPos[j * m + k] as number;
    const dests = model.destinations[k] as Int32Array;
    const base = sendCost[j * m + k] as number;
    const size = bytes[k] as number;
    const row = j * n;
    let lightest = Infinity;
    for (let q = 0; q < dests.length; q++) {
      const r = dests[q] as number;
      if (waiting[k * n + r] !== 1) continue;
      const id = k * n + r;
      const wr = base + (perByte[row + r] as number) * size + (recvCost[r * m + k] as number);
      let old = weight[id] as number;
      if (wr < old && definitelyLess(wr, old)) {
        weight[id] = wr;
        senderPos[id] = pos;
        old = wr;
      }
      if (old < lightest) lightest = old;
    }
    const v = ((version[k] as number) + 1) | 0;
    version[k] = v;
    if (lightest < Infinity) queue.push(lightest, k, v);
    const rule = explain
      ? `fastest edge: weight S + X·l + R = ${formatTime(chosen, s.timeUnit)}`
      : "fastest edge";
    steps.push(
      candidates
        ? { sender: i, receiver: j, message: k, complete, rule, candidates }
        : { sender: i, receiver: j, message: k, complete, rule },
    );
  }
  clock.finish();
  return { plan: timeline.plan(), steps };
}

/** The lightest waiting edges of all messages (explaining only). */
function lightestEdges(
  n: number,
  m: number,
  weight: Float64Array,
  senderPos: Int32Array,
  sets: MulticastSets,
  destinations: readonly Int32Array[],
): Candidate[] {
  const top = new TopCandidates();
  for (let k = 0; k < m; k++) {
    for (const j of destinations[k] as Int32Array) {
      if (!sets.isWaiting(j, k)) continue;
      const pos = senderPos[k * n + j] as number;
      const sender = (sets.senders[k] as Int32Array)[pos] as number;
      top.add({ sender, receiver: j, message: k, score: weight[k * n + j] as number, label: "weight" }, pos);
    }
  }
  return top.list();
}
