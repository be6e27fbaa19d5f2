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
import { hashTables, LruMemo } from "../memo";
import { buildModel, type MulticastModel } from "./model";
import type { MulticastScenario } from "./scenario";

/** L_k[j] for every node (Infinity outside D_k ∪ {source}; 0 at the source). */
export function earliestReach(model: MulticastModel, k: number): Float64Array {
  const { n, m } = model;
  const reach = new Float64Array(n).fill(Infinity);
  const dest = model.destinations[k] as Int32Array;
  const count = dest.length + 1;
  // The members D_k ∪ {source} (source first), with their reach, done flag and R(v, l_k) side by side
  // so the O(|D_k|²) loop reads flat typed arrays only; latency(u, v, k) is inlined (Eq. 1), summed in
  // the same order, so the figures are the same to the bit.
  const members = new Int32Array(count);
  members[0] = model.source[k] as number;
  members.set(dest, 1);
  const dist = new Float64Array(count).fill(Infinity);
  const recv = new Float64Array(count);
  const done = new Uint8Array(count);
  for (let a = 0; a < count; a++) recv[a] = model.recvCost[(members[a] as number) * m + k] as number;
  const bytes = model.bytes[k] as number;
  const perByte = model.perByte;
  dist[0] = 0;
  for (let round = 0; round < count; round++) {
    let u = -1;
    let best = Infinity;
    for (let a = 0; a < count; a++) {
      if (done[a] === 0 && (u < 0 || (dist[a] as number) < best)) {
        u = a;
        best = dist[a] as number;
      }
    }
    if (u < 0 || best === Infinity) break;
    done[u] = 1;
    const nu = members[u] as number;
    const send = model.sendCost[nu * m + k] as number;
    const row = nu * n;
    for (let a = 0; a < count; a++) {
      if (done[a] === 1) continue;
      const t =
        best + (send + (perByte[row + (members[a] as number)] as number) * bytes + (recv[a] as number));
      if (t < (dist[a] as number)) dist[a] = t;
    }
  }
  for (let a = 0; a < count; a++) reach[members[a] as number] = dist[a] as number;
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

/** The identity of the bound's inputs: every table of the model it reads, and D_k in order. */
export function boundKey(model: MulticastModel): string {
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

/** The Sec. 3.2 lower bound on the completion time of the multiple multicast (cached, see above). */
export function lowerBound(s: MulticastScenario, model: MulticastModel = buildModel(s)): number {
  return BOUND_MEMO.get(boundKey(model), () => {
    let best = 0;
    for (const t of receiveBounds(model)) best = Math.max(best, t);
    return best;
  });
}
