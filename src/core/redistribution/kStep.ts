// The homogeneous contention-free K-step schedule of ℜ_x(K, P) (Bhat et al. Sec. 2 Fig. 2b, Sec. 5;
// refs [5,7,14]), arranged for the direct schedule, which runs it as per-node lists without barriers
// (docs/cost-models.md, redistribution).
//
// The pattern with each processor's local copy counted as an edge splits into K perfect matchings,
// the circulant ones of circulantStep. Run without barriers, though, a processor whose local copy falls
// in a middle step moves on at once and collides with the next step's senders even on a homogeneous
// network (in 61 % of the P ≤ 24 cases the barrier-free circulant order then needs more than K steps).
// So we build the steps one at a time, each a maximum matching of the messages left, in which senders
// with more messages left come first and each sender tries its messages in circulant order starting at
// the current step. A sender is thus matched in steps 0, 1, … as long as possible, and its local copy
// falls at the end; where a gap-free arrangement exists this usually finds it.
import { RunCancelled } from "../family";
import { circulantStep, circulantStepCount } from "./indexSets";

/**
 * Maximum matching of senders into receivers, senders taken in `priority` order: augmenting paths
 * never unmatch a sender, so the matched set is the best one in that order (transversal matroid).
 * Sender p tries edges[p] cyclically from position start[p], then itself (its local copy) when
 * local[p]. Returns matchOfSender (-1: unmatched; p itself: the local copy).
 */
export function priorityMatching(
  P: number,
  priority: readonly number[],
  edges: readonly (readonly number[])[],
  start?: Int32Array,
  local?: readonly boolean[],
): Int32Array {
  const matchOfReceiver = new Int32Array(P).fill(-1);
  const matchOfSender = new Int32Array(P).fill(-1);
  const seen = new Int32Array(P);
  let round = 0;
  const tryReceiver = (p: number, q: number): boolean => {
    if (seen[q] === round) return false;
    seen[q] = round;
    const other = matchOfReceiver[q] as number;
    if (other < 0 || augment(other)) {
      matchOfReceiver[q] = p;
      matchOfSender[p] = q;
      return true;
    }
    return false;
  };
  const augment = (p: number): boolean => {
    const list = edges[p] ?? [];
    const n = list.length;
    const from = start?.[p] ?? 0;
    for (let k = 0; k < n; k++) {
      if (tryReceiver(p, list[(from + k) % n] as number)) return true;
    }
    return local?.[p] === true && tryReceiver(p, p);
  };
  for (const p of priority) {
    round++;
    augment(p);
  }
  return matchOfSender;
}

/**
 * `items` (distinct integers in [0, n)) sorted by `key` (an integer ≥ 0), ties by the item: a numeric
 * sort of key·n + item, several times faster than a comparator.
 */
function sortedBy(items: readonly number[], key: (item: number) => number, n: number): number[] {
  const packed = new Int32Array(items.length);
  for (let k = 0; k < items.length; k++) {
    const item = items[k] as number;
    packed[k] = key(item) * n + item;
  }
  packed.sort();
  const out: number[] = [];
  for (let k = 0; k < packed.length; k++) out.push((packed[k] as number) % n);
  return out;
}

export interface KStepSchedule {
  /** order[p]: P_p's network receivers in send order. */
  readonly order: number[][];
  /** step[p][k]: the step of order[p][k]. */
  readonly step: number[][];
  readonly stepCount: number;
}

/**
 * Contention-free steps for the messages `receivers[p]` (network receivers of each sender; `keeps[p]`:
 * P_p also has a local copy). Each step is a matching; every message gets one step. When the
 * network-only matching leaves a vertex of the largest remaining degree uncovered, local copies join
 * the matching as last-resort edges, which keeps the count at min(K, P) steps for full patterns.
 * O(steps · P · (K + log K)) plus the augmenting paths; `cancelled` is polled once a step.
 */
export function kStepSchedule(
  processors: number,
  K: number,
  receivers: readonly (readonly number[])[],
  keeps: readonly boolean[] = [],
  cancelled?: () => boolean,
): KStepSchedule {
  const P = processors;
  const S = circulantStepCount(P, K);
  const table = new Int32Array(P * P);
  for (let p = 0; p < P; p++) {
    for (let q = 0; q < P; q++) {
      const s = circulantStep(p, q, P, K);
      table[p * P + q] = s < 0 ? S : s;
    }
  }
  const cyc = (p: number, q: number) => table[p * P + q] as number;
  // Each sender's messages sorted by circulant step; at step c it tries them cyclically from the first
  // whose circulant step is ≥ c (binary search).
  const left = receivers.map((list, p) => sortedBy(list, (q) => cyc(p, q), P));
  const order: number[][] = receivers.map(() => []);
  const step: number[][] = receivers.map(() => []);
  const localLeft = receivers.map((_, p) => keeps[p] === true);
  const inDegree = new Int32Array(P);
  receivers.forEach((list) => list.forEach((q) => (inDegree[q] = (inDegree[q] as number) + 1)));
  const degree = (p: number) => (left[p] as number[]).length + (localLeft[p] ? 1 : 0);
  const recvDegree = (q: number) => (inDegree[q] as number) + (localLeft[q] ? 1 : 0);
  const start = new Int32Array(P);
  const received = new Uint8Array(P);
  const markReceived = (match: Int32Array) => {
    received.fill(0);
    match.forEach((q) => {
      if (q >= 0) received[q] = 1;
    });
  };
  // Does the matching (plus a local copy for each processor free on both sides) cover every sender
  // and receiver of the largest remaining degree? Then the remaining steps still fit.
  const coversMaxDegree = (match: Int32Array): boolean => {
    let top = 0;
    for (let p = 0; p < P; p++) top = Math.max(top, degree(p), recvDegree(p));
    markReceived(match);
    for (let p = 0; p < P; p++) {
      const local = match[p] === -1 && received[p] === 0 && localLeft[p] === true;
      if (degree(p) === top && match[p] === -1 && !local) return false;
      if (recvDegree(p) === top && received[p] === 0 && !local) return false;
    }
    return true;
  };
  let c = 0;
  for (; left.some((l) => l.length > 0); c++) {
    if (cancelled?.()) throw new RunCancelled();
    const target = c % S;
    left.forEach((list, p) => {
      let lo = 0;
      let hi = list.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cyc(p, list[mid] as number) < target) lo = mid + 1;
        else hi = mid;
      }
      start[p] = lo;
    });
    const active: number[] = [];
    for (let p = 0; p < P; p++) if (degree(p) > 0) active.push(p);
    const priority = sortedBy(active, (p) => P - degree(p), P);
    let match = priorityMatching(P, priority, left, start);
    if (!coversMaxDegree(match)) match = priorityMatching(P, priority, left, start, localLeft);
    markReceived(match);
    // A processor idle on both sides this step makes its local copy now.
    for (let p = 0; p < P; p++) if (match[p] === -1 && received[p] === 0) localLeft[p] = false;
    for (const p of priority) {
      const q = match[p] as number;
      if (q < 0) continue;
      if (q === p) {
        localLeft[p] = false;
        continue;
      }
      inDegree[q] = (inDegree[q] as number) - 1;
      order[p]?.push(q);
      step[p]?.push(c);
      const list = left[p] as number[];
      list.splice(list.indexOf(q), 1);
    }
  }
  return { order, step, stepCount: c };
}
