// Fastest-Edge-First (Wu–Yeh–Liu Sec. 4.1, after Bhat et al.): each step takes, over every message k,
// sender i ∈ A_k and receiver j ∈ B_k, the tuple with the smallest Weight(i, j, k) =
// S(i, l_k) + X(i, j)·l_k + R(j, l_k) (Eq. 7), then moves j from B_k to A_k. Tasks are appended, so the
// timing is that of Sec. 4 (Eq. 5–6). Ties: the lowest message, then the sender that joined A_k first,
// then the lowest receiver (DESIGN.md).
//
// Weights never change, so this is Prim's algorithm per message with one priority queue over all
// (receiver, message) pairs holding each pair's lightest edge from A_k: O(Σ|D_k|·|D_k| + decisions·log).
import type { PlanOutcome, RunContext } from "../../family";
import type { Step } from "../../schedule/types";
import { approxEqual, definitelyLess } from "../../tolerance";
import { formatTime } from "../../units";
import { buildModel, latency } from "../model";
import type { MulticastPlan, MulticastScenario } from "../scenario";
import { DecisionClock, MAX_CANDIDATES, TopCandidates, tieLimit } from "./explain";
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
  const weight = new Float64Array(n * m).fill(Infinity);
  const senderPos = new Int32Array(n * m);
  const version = new Int32Array(n * m);
  const heap = new MinHeap(2 * model.totalReceives);
  const setKey = (id: number) => {
    version[id] = (version[id] as number) + 1;
    heap.push(weight[id] as number, id, version[id] as number);
  };
  const popLive = (): number => {
    while (heap.size > 0) {
      const id = heap.topId();
      const live = heap.topTag() === version[id];
      heap.pop();
      if (live) return id;
    }
    return -1;
  };
  for (let k = 0; k < m; k++) {
    for (const j of model.destinations[k] as Int32Array) {
      weight[j * m + k] = latency(model, model.source[k] as number, j, k);
      setKey(j * m + k);
    }
  }

  const steps: Step[] = [];
  for (let d = 0; d < model.totalReceives; d++) {
    clock.tick(d);
    const first = popLive();
    if (first < 0) throw new Error("FEF: no edge left while destinations wait");
    const w = weight[first] as number;
    const popped = [first];
    let best = first;
    while (heap.size > 0 && heap.topKey() <= tieLimit(w)) {
      const id = popLive();
      if (id < 0) break;
      popped.push(id);
      if (!approxEqual(weight[id] as number, w)) continue;
      const k = id % m;
      const bk = best % m;
      const pos = senderPos[id] as number;
      const bpos = senderPos[best] as number;
      if (k < bk || (k === bk && (pos < bpos || (pos === bpos && id < best)))) best = id;
    }
    let candidates;
    if (explain) {
      while (popped.length < MAX_CANDIDATES) {
        const id = popLive();
        if (id < 0) break;
        popped.push(id);
      }
      const top = new TopCandidates();
      for (const id of popped) {
        const k = id % m;
        const pos = senderPos[id] as number;
        const sender = (sets.senders[k] as Int32Array)[pos] as number;
        top.add(
          { sender, receiver: (id / m) | 0, message: k, score: weight[id] as number, label: "weight" },
          pos,
        );
      }
      candidates = top.list();
    }
    for (const id of popped) if (id !== best) setKey(id);
    version[best] = (version[best] as number) + 1;

    const j = (best / m) | 0;
    const k = best % m;
    const i = (sets.senders[k] as Int32Array)[senderPos[best] as number] as number;
    const complete = timeline.schedule(i, j, k);
    sets.join(k, j);
    // j now holds m_k: its edges may be lighter than the best so far (Prim's relaxation).
    const pos = sets.joinPos[j * m + k] as number;
    const dests = model.destinations[k] as Int32Array;
    const base = sendCost[j * m + k] as number;
    const size = bytes[k] as number;
    const row = j * n;
    for (let q = 0; q < dests.length; q++) {
      const r = dests[q] as number;
      if (waiting[k * n + r] !== 1) continue;
      const id = r * m + k;
      const wr = base + (perByte[row + r] as number) * size + (recvCost[id] as number);
      const old = weight[id] as number;
      if (wr < old && definitelyLess(wr, old)) {
        weight[id] = wr;
        senderPos[id] = pos;
        setKey(id);
      }
    }
    const rule = explain
      ? `fastest edge: weight S + X·l + R = ${formatTime(weight[best] as number, s.timeUnit)}`
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
