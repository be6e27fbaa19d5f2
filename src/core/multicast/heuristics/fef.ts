// Fastest-Edge-First (Wu–Yeh–Liu Sec. 4.1, after Bhat et al.): each step takes, over every message k,
// sender i ∈ A_k and receiver j ∈ B_k, the tuple with the smallest Weight(i, j, k) =
// S(i, l_k) + X(i, j)·l_k + R(j, l_k) (Eq. 7), then moves j from B_k to A_k. Tasks are appended, so the
// timing is that of Sec. 4 (Eq. 5–6). Ties: the lowest message, then the sender that joined A_k first,
// then the lowest receiver (docs/cost-models.md, multicast).
//
// Weights never change, so this is Prim's algorithm per message: each waiting destination keeps its
// lightest edge from A_k (relaxed when a node joins A_k) in a per-message heap, and a priority queue holds
// each message's lightest waiting edge. A new member j of A_k can only improve a destination r when
// S(j, l_k) + X(j, r)·l_k < (r's weight − R(r, l_k)); so the relaxation pass over the waiting destinations is
// skipped when S(j, l_k) + min_r X(j, r)·l_k reaches an upper bound of that sender part (most steps): then a
// step is a few heap operations. O(Σ_k |D_k|²) at worst.
import * as family from "../../family";
import type { PlanOutcome, RunContext } from "../../family";
import { HeapPool, MinHeap } from "../../heap";
import type { Candidate, Step } from "../../schedule/types";
import * as tolerance from "../../tolerance";
import { formatTime } from "../../units";
import { buildModel } from "../model";
import type { MulticastPlan, MulticastScenario } from "../scenario";
import { DecisionClock, TopCandidates, weightTerms, withTerms } from "./explain";
import { rankMessages } from "./ranks";
import { MulticastSets } from "./sets";
import { Timeline } from "./timeline";

// Bound once: under CommonJS transpilation (tsx: CLI, bench) an imported binding is a getter, called on
// every use.
const explainsDecision = family.explainsDecision;
const approxEqual = tolerance.approxEqual;
const tieLimit = tolerance.tieLimit;

export function fef(s: MulticastScenario, ctx: RunContext = {}): PlanOutcome<MulticastPlan> {
  const model = buildModel(s);
  const { n, m, sendCost, recvCost, perByte, bytes } = model;
  const timeline = new Timeline(model, rankMessages(model), false);
  const sets = new MulticastSets(model);
  const clock = new DecisionClock(ctx, model.totalReceives);

  // Waiting pairs by slot (message k's destinations take slots first[k] … first[k + 1] − 1, in D_k order).
  const total = model.totalReceives;
  const first = new Int32Array(m + 1);
  const capacities = new Int32Array(m);
  for (let k = 0; k < m; k++) {
    const size = (model.destinations[k] as Int32Array).length;
    first[k + 1] = (first[k] as number) + size;
    capacities[k] = 2 * size + 4;
  }
  const dest = new Int32Array(total);
  /** The lightest edge into the slot's destination from A_k, and that sender's position in A_k. */
  const weight = new Float64Array(total);
  const senderPos = new Int32Array(total);
  /** R(j, l_k) of each slot's destination. */
  const slotRecv = new Float64Array(total);
  /** Per message, its waiting slots (compact: removal swaps the last one in) and where each slot sits. */
  const waitList = new Int32Array(total);
  const waitCount = new Int32Array(m);
  const waitAt = new Int32Array(total);
  const slotWaiting = new Uint8Array(total).fill(1);
  /** Per message: its waiting slots by weight (lazy: an entry is live while its key is the slot's weight). */
  const heaps = new HeapPool(capacities);
  /** Per message: an upper bound of max over waiting slots of (weight − R), the sender part. */
  const senderPart = new Float64Array(m);
  /** min_r X(i, r) per node. */
  const minX = new Float64Array(n).fill(Infinity);
  for (let i = 0; i < n; i++) {
    for (let r = 0; r < n; r++) {
      const x = perByte[i * n + r] as number;
      if (r !== i && x < (minX[i] as number)) minX[i] = x;
    }
  }
  const queue = new MinHeap(2 * m);
  const version = new Int32Array(m);

  /** Pushes every waiting slot of k into its (emptied) heap. */
  const rebuild = (k: number) => {
    heaps.clear(k);
    const at = first[k] as number;
    const end = at + (waitCount[k] as number);
    for (let q = at; q < end; q++) {
      const slot = waitList[q] as number;
      heaps.push(k, weight[slot] as number, slot);
    }
  };
  /** Drops stale entries from the top of k's heap and files k in the queue under its lightest weight. */
  const file = (k: number) => {
    while (heaps.size(k) > 0) {
      const slot = heaps.topId(k);
      if (slotWaiting[slot] === 1 && weight[slot] === heaps.topKey(k)) break;
      heaps.pop(k);
    }
    const v = ((version[k] as number) + 1) | 0;
    version[k] = v;
    if (heaps.size(k) > 0) queue.push(heaps.topKey(k), k, v);
  };
  /** Relaxes message k's waiting slots with its new sender `from`, unless no slot can improve. */
  const relax = (k: number, from: number) => {
    const size = bytes[k] as number;
    const base = sendCost[from * m + k] as number;
    if (base + (minX[from] as number) * size >= (senderPart[k] as number)) return;
    const at = first[k] as number;
    const end = at + (waitCount[k] as number);
    const row = from * n;
    const pos = sets.joinPos[from * m + k] as number;
    let part = -Infinity;
    for (let q = at; q < end; q++) {
      const slot = waitList[q] as number;
      let w = weight[slot] as number;
      const x = base + (perByte[row + (dest[slot] as number)] as number) * size + (slotRecv[slot] as number);
      if (x < w && !approxEqual(x, w)) {
        weight[slot] = x;
        senderPos[slot] = pos;
        w = x;
        if (!heaps.push(k, x, slot)) rebuild(k);
      }
      const t = w - (slotRecv[slot] as number);
      if (t > part) part = t;
    }
    senderPart[k] = part;
  };

  for (let k = 0; k < m; k++) {
    const d = model.destinations[k] as Int32Array;
    const at = first[k] as number;
    const src = model.source[k] as number;
    let part = -Infinity;
    for (let q = 0; q < d.length; q++) {
      const j = d[q] as number;
      const slot = at + q;
      dest[slot] = j;
      const r = recvCost[j * m + k] as number;
      slotRecv[slot] = r;
      const w =
        (sendCost[src * m + k] as number) + (perByte[src * n + j] as number) * (bytes[k] as number) + r;
      weight[slot] = w;
      waitList[slot] = slot;
      waitAt[slot] = q;
      if (w - r > part) part = w - r;
    }
    waitCount[k] = d.length;
    senderPart[k] = part;
    rebuild(k);
    file(k);
  }

  /** Messages (or slots) popped in one step, with their keys. */
  const poppedIds = new Int32Array(Math.max(m, n));
  const poppedKeys = new Float64Array(Math.max(m, n));
  let popped = 0;
  const popLive = (): boolean => {
    while (queue.size > 0) {
      const k = queue.topId();
      const key = queue.topKey();
      const live = queue.topTag() === version[k];
      queue.pop();
      if (live) {
        poppedIds[popped] = k;
        poppedKeys[popped++] = key;
        return true;
      }
    }
    return false;
  };

  // One step per decision: the array is allocated at its final length and filled by index.
  const steps = new Array<Step>(total);
  for (let d = 0; d < total; d++) {
    clock.tick(d);
    popped = 0;
    if (!popLive()) throw new Error("FEF: no edge left while destinations wait");
    // The lightest weight overall; the lowest message that has an edge within the tolerance of it.
    const w = poppedKeys[0] as number;
    const limit = tieLimit(w);
    while (queue.size > 0 && queue.topKey() <= limit && popLive());
    let k = poppedIds[0] as number;
    for (let t = 1; t < popped; t++) {
      const other = poppedIds[t] as number;
      if (other < k && approxEqual(poppedKeys[t] as number, w)) k = other;
    }
    for (let t = 0; t < popped; t++) {
      const other = poppedIds[t] as number;
      if (other !== k) queue.push(poppedKeys[t] as number, other, version[other] as number);
    }
    // Within it: the sender that joined first, then the lowest receiver, among the weights ≈ w.
    popped = 0;
    while (heaps.size(k) > 0 && heaps.topKey(k) <= limit) {
      const c = heaps.topId(k);
      const key = heaps.topKey(k);
      heaps.pop(k);
      if (slotWaiting[c] !== 1 || weight[c] !== key) continue;
      poppedIds[popped] = c;
      poppedKeys[popped++] = key;
    }
    let slot = -1;
    for (let t = 0; t < popped; t++) {
      const c = poppedIds[t] as number;
      if (!approxEqual(poppedKeys[t] as number, w)) continue;
      const p = senderPos[c] as number;
      const ps = slot < 0 ? 0 : (senderPos[slot] as number);
      if (slot < 0 || p < ps || (p === ps && (dest[c] as number) < (dest[slot] as number))) slot = c;
    }
    for (let t = 0; t < popped; t++) {
      const c = poppedIds[t] as number;
      if (c !== slot) heaps.push(k, poppedKeys[t] as number, c); // room: these were just popped
    }
    const j = dest[slot] as number;
    const i = sets.sender(k, senderPos[slot] as number);
    const chosen = weight[slot] as number;
    const explain = explainsDecision(ctx, d);
    const candidates = explain
      ? withTerms(lightestEdges(m, first, waitList, waitCount, dest, weight, senderPos, sets), (a, b, c) =>
          weightTerms(model, a, b, c),
        )
      : undefined;

    const complete = timeline.schedule(i, j, k);
    sets.join(k, j);
    // j leaves B_k; as a new member of A_k its edges may be lighter (Prim's relaxation).
    const at = first[k] as number;
    const last = (waitCount[k] as number) - 1;
    const moved = waitList[at + last] as number;
    const hole = waitAt[slot] as number;
    waitList[at + hole] = moved;
    waitAt[moved] = hole;
    waitCount[k] = last;
    slotWaiting[slot] = 0;
    relax(k, j);
    file(k);
    const rule = explain
      ? `fastest edge: weight S + X·l + R = ${formatTime(chosen, s.timeUnit)}`
      : "fastest edge";
    steps[d] = candidates
      ? { sender: i, receiver: j, message: k, complete, rule, candidates }
      : { sender: i, receiver: j, message: k, complete, rule };
  }
  clock.finish();
  return { plan: timeline.plan(), steps };
}

/** The lightest waiting edges of all messages (explaining only). */
function lightestEdges(
  m: number,
  first: Int32Array,
  waitList: Int32Array,
  waitCount: Int32Array,
  dest: Int32Array,
  weight: Float64Array,
  senderPos: Int32Array,
  sets: MulticastSets,
): Candidate[] {
  const top = new TopCandidates();
  for (let k = 0; k < m; k++) {
    const at = first[k] as number;
    for (let q = 0; q < (waitCount[k] as number); q++) {
      const slot = waitList[at + q] as number;
      if (!top.admits(weight[slot] as number)) continue;
      const pos = senderPos[slot] as number;
      top.add(
        {
          sender: sets.sender(k, pos),
          receiver: dest[slot] as number,
          message: k,
          score: weight[slot] as number,
          label: "weight",
        },
        pos,
      );
    }
  }
  return top.list();
}
