// Index sets of ℜ_x(K, P), the cyclic(x) → cyclic(Kx) redistribution (Bhat et al. Sec. 2, Figs 1–2a).
// Old block b_i (elements [i·x, (i+1)·x)) lives on P_(i mod P); the new block of size Kx that holds it
// is B_⌊i/K⌋, on P_(⌊i/K⌋ mod P). The pair (old owner, new owner) of block i repeats every P·K blocks
// (i + P·K has the same old owner, and a new block index larger by P), so message sizes are counted
// over one period and multiplied, in O(P·K) whatever N is.

export interface RedistributionLayout {
  readonly processors: number;
  readonly K: number;
  /** x */
  readonly blockSize: number;
  /** K·x */
  readonly newBlockSize: number;
  readonly elements: number;
  /** N / x */
  readonly blockCount: number;
  /** ⌈N / Kx⌉ (the last new block may be short) */
  readonly newBlockCount: number;
  /** P·K old blocks: the owner pattern repeats with this period. */
  readonly period: number;
}

export function redistributionLayout(
  processors: number,
  K: number,
  elements: number,
  blockSize: number,
): RedistributionLayout {
  const blockCount = Math.floor(elements / blockSize);
  return {
    processors,
    K,
    blockSize,
    newBlockSize: K * blockSize,
    elements,
    blockCount,
    newBlockCount: Math.ceil(blockCount / K),
    period: processors * K,
  };
}

/** Owner of old block i under cyclic(x). */
export function ownerBefore(block: number, processors: number): number {
  return block % processors;
}

/** Owner of old block i under cyclic(Kx): the owner of new block ⌊i/K⌋. */
export function ownerAfter(block: number, processors: number, K: number): number {
  return Math.floor(block / K) % processors;
}

/** Owners of array element e before and after (the array view of Fig. 1). */
export function elementOwners(
  element: number,
  layout: RedistributionLayout,
): { before: number; after: number } {
  const block = Math.floor(element / layout.blockSize);
  return {
    before: ownerBefore(block, layout.processors),
    after: ownerAfter(block, layout.processors, layout.K),
  };
}

/**
 * Number of old blocks P_i sends to P_j, flat [i·P + j] (the diagonal counts blocks that stay).
 * Counts one period of P·K blocks, times the number of full periods, plus the partial last one.
 */
export function blockCounts(layout: RedistributionLayout): Float64Array {
  const { processors: P, K, blockCount, period } = layout;
  const counts = new Float64Array(P * P);
  const full = Math.floor(blockCount / period);
  const rest = blockCount % period;
  const scan = Math.min(period, blockCount);
  for (let i = 0; i < scan; i++) {
    const p = i % P;
    const q = Math.floor(i / K) % P;
    counts[p * P + q] = (counts[p * P + q] as number) + full + (i < rest ? 1 : 0);
  }
  return counts;
}

/**
 * The old block indices P_i sends to P_j within the first period (blocks [0, min(N/x, P·K))); the
 * full set is these plus every multiple of the period below N/x. Flat [i·P + j].
 */
export function firstPeriodBlocks(layout: RedistributionLayout): number[][] {
  const { processors: P, K, blockCount, period } = layout;
  const lists: number[][] = Array.from({ length: P * P }, () => []);
  const scan = Math.min(period, blockCount);
  for (let i = 0; i < scan; i++) {
    lists[(i % P) * P + (Math.floor(i / K) % P)]?.push(i);
  }
  return lists;
}

/** Old block indices P_i sends to P_j, all of them (for tests and small arrays). */
export function blocksBetween(layout: RedistributionLayout, sender: number, receiver: number): number[] {
  const out: number[] = [];
  for (let i = sender; i < layout.blockCount; i += layout.processors) {
    if (ownerAfter(i, layout.processors, layout.K) === receiver) out.push(i);
  }
  return out;
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/**
 * The step of message P_p → P_q in the homogeneous contention-free K-step schedule (Sec. 2, Fig. 2b;
 * Sec. 5's "direct" schedule, refs [5,7,14]), or −1 when p never sends to q.
 *
 * Receiver q gets new blocks B_k, k ≡ q (mod P), made of old blocks kK … kK+K−1, whose owners are
 * qK + d (mod P), d = 0 … K−1: the label d = (p − qK) mod P of the edge p → q (an edge iff d < K).
 * With g = gcd(K, P), sender p's labels are d ≡ p (mod g), each shared by the g receivers
 * q0 + t·(P/g) (t = ⌊q / (P/g)⌋). Step s = g·⌊d/g⌋ + ((t − p) mod g): at a step, the senders and
 * receivers of one label group form g×g blocks matched circulantly, so every processor sends once
 * and receives once per step (a permutation). With g = 1 this is "q receives from qK + s".
 */
export function circulantStep(p: number, q: number, processors: number, K: number): number {
  const P = processors;
  const d = (((p - ((q * K) % P)) % P) + P) % P;
  if (d >= K) return -1;
  const g = gcd(K, P);
  const c = p % g;
  const t = Math.floor(q / (P / g));
  return g * ((d - c) / g) + ((((t - c) % g) + g) % g);
}

/** How many steps the direct schedule has: min(K, P) (K ≥ P: every pair communicates). */
export function circulantStepCount(processors: number, K: number): number {
  return Math.min(K, processors);
}
