// The lower bound of Wu–Yeh–Liu Sec. 3.2, in the idealized model where a node receives and sends any
// number of messages in parallel:
// 1. per message k, L_k[j] — the earliest-reach (completion) time of m_k at j — is a shortest path from
//    the source through relays in D_k ∪ {source} (Sec. 3.1 only lets those relay), edge i → j costing
//    S(i, l_k) + X(i, j)·l_k + R(j, l_k) (Eq. 1); Dijkstra on the dense graph, O(|D_k|²) per message;
// 2. per destination j, its receives still cannot overlap (Eq. 4): message k cannot start being received
//    before its release time L_k[j] − R(j, l_k), and takes R(j, l_k). The earliest time j can finish them
//    all is the optimum of one machine with release dates, reached by receiving in order of release.
//    DEPARTURE from the paper's text: Definition 1 orders by increasing L (the completion time). With
//    equal R for all messages of j (equal sizes) this is the same order, but with unequal R it can exceed
//    the true optimum — e.g. a: L=10, R=10 and b: L=6, R=1: by L, 6 then max(6+10, 10) = 16; by release
//    (a at 0, b at 5), 10 then max(10+1, 6) = 11 — and then it would not be a lower bound. So we order by
//    release time L − R, which is optimal for 1|r_j|C_max and equals the paper's order for equal sizes.
// The bound is the maximum over destinations. It is O(N³) for an all-to-all, so it is computed once per
// scenario and cached (BOUND_MEMO) by a hash of its inputs — the model's tables — across algorithms,
// Compare and edits that leave them alone (a plan, a name).
import { hashTables, LruMemo, perObject } from "../memo";
import { buildModel, type MulticastModel } from "./model";
import type { MulticastScenario } from "./scenario";

/** L_k[j] for every node (Infinity outside D_k ∪ {source}; 0 at the source). */
export function earliestReach(model: MulticastModel, k: number): Float64Array {
  const { n, m } = model;
  const reach = new Float64Array(n).fill(Infinity);
  const dest = model.destinations[k] as Int32Array;
  // The members not yet settled, D_k ∪ {source}, packed in slots [0, open) with their tentative reach
  // and R(v, l_k): a settled member leaves by swapping with the last slot, and the pass that relaxes
  // the others also finds the next to settle, so a round is one pass over the open slots (|D_k|²/2 in
  // all). latency(u, v, k) is inlined as Eq. 1 sums it. Settling ties in another order than the
  // textbook's changes no distance: a member tied with the one settled cannot be improved by it.
  let open = dest.length + 1;
  const member = new Int32Array(open);
  member[0] = model.source[k] as number;
  member.set(dest, 1);
  const dist = new Float64Array(open).fill(Infinity);
  const recv = new Float64Array(open);
  for (let a = 0; a < open; a++) recv[a] = model.recvCost[(member[a] as number) * m + k] as number;
  const bytes = model.bytes[k] as number;
  const perByte = model.perByte;
  const sendCost = model.sendCost;
  dist[0] = 0;
  let u = 0;
  while (open > 0) {
    const best = dist[u] as number;
    if (best === Infinity) break;
    const nu = member[u] as number;
    reach[nu] = best;
    open--;
    member[u] = member[open] as number;
    dist[u] = dist[open] as number;
    recv[u] = recv[open] as number;
    const send = sendCost[nu * m + k] as number;
    const row = nu * n;
    let next = 0;
    let nextDist = Infinity;
    for (let a = 0; a < open; a++) {
      const t =
        best + (send + (perByte[row + (member[a] as number)] as number) * bytes + (recv[a] as number));
      let d = dist[a] as number;
      if (t < d) {
        d = t;
        dist[a] = t;
      }
      if (d < nextDist) {
        nextDist = d;
        next = a;
      }
    }
    u = next;
  }
  return reach;
}

/** Per node, the earliest time it can have received every message it must (0 for non-destinations). */
export function receiveBounds(model: MulticastModel): Float64Array {
  const { n, m } = model;
  const release: number[][] = Array.from({ length: n }, () => []);
  const cost: number[][] = Array.from({ length: n }, () => []);
  for (let k = 0; k < m; k++) {
    const reach = earliestReach(model, k);
    for (const j of model.destinations[k] as Int32Array) {
      const r = model.recvCost[j * m + k] as number;
      (release[j] as number[]).push((reach[j] as number) - r);
      (cost[j] as number[]).push(r);
    }
  }
  const out = new Float64Array(n);
  for (let j = 0; j < n; j++) {
    const rel = release[j] as number[];
    const len = cost[j] as number[];
    const order = rel.map((_, x) => x).sort((a, b) => (rel[a] as number) - (rel[b] as number));
    let t = 0;
    for (const x of order) t = Math.max(t, rel[x] as number) + (len[x] as number);
    out[j] = t;
  }
  return out;
}

/** The bounds of the last few scenarios, by boundKey; `computed` counts the misses. */
export const BOUND_MEMO = new LruMemo<number>(8);

/**
 * The identity of the bound's inputs: every table of the model it reads, and D_k in order. Hashed once
 * per model object (a model is built once per scenario object: model.ts): a hash of an 80-node
 * all-to-all's tables costs a tenth of a cheap heuristic's run.
 */
export const boundKey: (model: MulticastModel) => string = perObject(hashModel);

function hashModel(model: MulticastModel): string {
  return hashTables([
    Int32Array.of(model.n, model.m),
    model.source,
    model.bytes,
    model.sendCost,
    model.recvCost,
    model.perByte,
    ...model.destinations,
  ]);
}

/**
 * What `lowerBound` answers inside `deferringBound` for a scenario whose bound is not cached yet: "not
 * computed" (NaN, never a bound, so nothing can mistake it for one). The worker then posts the schedule
 * without a bound and computes it apart (src/engine/service.ts, docs/architecture.md "The bound after
 * the schedule").
 */
export const BOUND_NOT_COMPUTED = Number.NaN;

let deferring = 0;

/**
 * Runs `run` with `lowerBound` answering from the cache only: a bound already computed is returned as
 * usual, any other is BOUND_NOT_COMPUTED instead of being computed (it is O(N³): about a quarter of a
 * 1024-node WR run). For a run whose schedule should be drawn before its bound is known; a consumer
 * that needs the bound itself (algorithm `optimal`'s search) must not run inside it.
 */
export function deferringBound<T>(run: () => T): T {
  deferring++;
  try {
    return run();
  } finally {
    deferring--;
  }
}

/** The Sec. 3.2 lower bound on the completion time of the multiple multicast (cached, see above). */
export function lowerBound(s: MulticastScenario, model: MulticastModel = buildModel(s)): number {
  // Deferring with nothing cached (a fresh worker's first run): no need to hash the model's tables
  // (≈ 10 ms at 256 nodes, 30–40 ms at 1024) to learn that.
  if (deferring > 0 && BOUND_MEMO.size === 0) return BOUND_NOT_COMPUTED;
  const key = boundKey(model);
  if (deferring > 0) return BOUND_MEMO.peek(key) ?? BOUND_NOT_COMPUTED;
  return BOUND_MEMO.get(key, () => {
    let best = 0;
    for (const t of receiveBounds(model)) best = Math.max(best, t);
    return best;
  });
}
