// Kesavan–Panda, Sec. 4.2–4.3.1: N(s,k) (Lemma 1), L1 (the fewest steps of a one-packet k-binomial
// multicast over n nodes), the pipelined step count L1 + (m−1)k (Theorems 1–2) and the optimal k of
// Theorem 3 over k in [1, ⌈log2 n⌉], ties going to the larger k (docs/cost-models.md, packet; Fig. 12).
// n counts the source throughout.

/** ⌈log2 n⌉ for n ≥ 1: the largest k Theorem 3 considers, and the binomial tree's k. */
export function maxK(n: number): number {
  let k = 0;
  while (2 ** k < n) k++;
  return k;
}

/**
 * Lemma 1: N(s,k) = 2^s when s ≤ k, else 1 + N(s−1,k) + … + N(s−k,k). Exact while below 2^53; grows
 * without bound in s, so callers stop at the first s that covers their n.
 */
export function nodesCovered(s: number, k: number): number {
  if (!Number.isInteger(s) || s < 0) throw new RangeError(`s must be a whole number ≥ 0, got ${s}`);
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`k must be a whole number ≥ 1, got ${k}`);
  return coverageTable(s, k)[s] as number;
}

/**
 * N(0,k) … N(sMax,k). Both cases of Lemma 1 are 1 + the sum of the (up to) k previous values, since
 * 2^s = 1 + 2^0 + … + 2^(s−1); a running window sum makes it O(sMax).
 */
export function coverageTable(sMax: number, k: number): number[] {
  const table: number[] = [];
  coverUntil(k, (s, value) => {
    table.push(value);
    return s >= sMax;
  });
  return table;
}

/** Calls visit(s, N(s,k)) for s = 0, 1, … until it returns true. */
function coverUntil(k: number, visit: (s: number, value: number) => boolean): void {
  const table: number[] = [];
  let window = 0; // N(s−1,k) + … + N(s−k,k)
  for (let s = 0; ; s++) {
    const value = 1 + window;
    if (visit(s, value)) return;
    table.push(value);
    window += value - (s - k >= 0 ? (table[s - k] as number) : 0);
  }
}

/** L1: the smallest s with N(s,k) ≥ n — the steps of a one-packet multicast on the k-binomial tree. */
export function singlePacketSteps(n: number, k: number): number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`n must be a whole number ≥ 1, got ${n}`);
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`k must be a whole number ≥ 1, got ${k}`);
  if (k === 1) return n - 1;
  let steps = 0;
  coverUntil(k, (s, value) => {
    steps = s;
    return value >= n;
  });
  return steps;
}

/** Theorem 2 on the k-binomial tree: L1 + (m−1)·k steps (its root has k children when k ≤ ⌈log2 n⌉). */
export function pipelinedSteps(n: number, m: number, k: number): number {
  return singlePacketSteps(n, k) + (m - 1) * k;
}

export interface KChoice {
  readonly k: number;
  /** L1 for this k. */
  readonly singlePacketSteps: number;
  /** L1 + (m−1)·k. */
  readonly steps: number;
}

export interface OptimalK {
  readonly k: number;
  readonly steps: number;
  /** Every k in [1, ⌈log2 n⌉], in increasing k. */
  readonly byK: readonly KChoice[];
}

/** L1 for every k in [1, ⌈log2 n⌉] (index k − 1): what Theorem 3 weighs, independent of m. */
function singlePacketStepsByK(n: number): number[] {
  return Array.from({ length: maxK(n) }, (_, i) => singlePacketSteps(n, i + 1));
}

function chooseK(l1s: readonly number[], m: number): OptimalK {
  const byK = l1s.map((l1, i) => ({ k: i + 1, singlePacketSteps: l1, steps: l1 + (m - 1) * (i + 1) }));
  let best = byK[0] as KChoice;
  for (const choice of byK) if (choice.steps <= best.steps) best = choice;
  return { k: best.k, steps: best.steps, byK };
}

/** Theorem 3: the k in [1, ⌈log2 n⌉] minimising L1 + (m−1)k; ties go to the larger k (Fig. 12). */
export function optimalK(n: number, m: number): OptimalK {
  if (!Number.isInteger(n) || n < 2) throw new RangeError(`n must be a whole number ≥ 2, got ${n}`);
  if (!Number.isInteger(m) || m < 1) throw new RangeError(`m must be a whole number ≥ 1, got ${m}`);
  return chooseK(singlePacketStepsByK(n), m);
}

export interface OptimalKGrid {
  readonly ns: readonly number[];
  readonly ms: readonly number[];
  /** k[i][j]: the optimal k for ns[i] nodes and ms[j] packets. */
  readonly k: readonly (readonly number[])[];
  /** steps[i][j]: its L1 + (m−1)k. */
  readonly steps: readonly (readonly number[])[];
}

/** The heat map of Sec. 4.3.1 / Fig. 12: the optimal k for every (n, m) pair asked for. */
export function optimalKGrid(ns: readonly number[], ms: readonly number[]): OptimalKGrid {
  const k: number[][] = [];
  const steps: number[][] = [];
  for (const n of ns) {
    optimalK(n, ms[0] ?? 1); // checks n (and the first m)
    const l1s = singlePacketStepsByK(n);
    const kRow: number[] = [];
    const stepRow: number[] = [];
    for (const m of ms) {
      if (!Number.isInteger(m) || m < 1) throw new RangeError(`m must be a whole number ≥ 1, got ${m}`);
      const best = chooseK(l1s, m);
      kRow.push(best.k);
      stepRow.push(best.steps);
    }
    k.push(kRow);
    steps.push(stepRow);
  }
  return { ns, ms, k, steps };
}
