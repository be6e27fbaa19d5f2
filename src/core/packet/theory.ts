// Kesavan–Panda, Sec. 4.2–4.3.1: N(s,k) (Lemma 1), L1 (the fewest steps of a one-packet k-binomial
// multicast over n nodes), the pipelined step count L1 + (m−1)k (Theorems 1–2) and the optimal k of
// Theorem 3 over k in [1, ⌈log2 n⌉], ties going to the larger k (DESIGN.md "packet"; Fig. 12).
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

/** N(0,k) … N(sMax,k). */
export function coverageTable(sMax: number, k: number): number[] {
  const table: number[] = [];
  for (let s = 0; s <= sMax; s++) {
    if (s <= k) table.push(2 ** s);
    else {
      let sum = 1;
      for (let i = 1; i <= k; i++) sum += table[s - i] as number;
      table.push(sum);
    }
  }
  return table;
}

/** L1: the smallest s with N(s,k) ≥ n — the steps of a one-packet multicast on the k-binomial tree. */
export function singlePacketSteps(n: number, k: number): number {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`n must be a whole number ≥ 1, got ${n}`);
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`k must be a whole number ≥ 1, got ${k}`);
  const table: number[] = [];
  for (let s = 0; ; s++) {
    let value: number;
    if (s <= k) value = 2 ** s;
    else {
      value = 1;
      for (let i = 1; i <= k; i++) value += table[s - i] as number;
    }
    if (value >= n) return s;
    table.push(value);
  }
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

/** Theorem 3: the k in [1, ⌈log2 n⌉] minimising L1 + (m−1)k; ties go to the larger k (Fig. 12). */
export function optimalK(n: number, m: number): OptimalK {
  if (!Number.isInteger(n) || n < 2) throw new RangeError(`n must be a whole number ≥ 2, got ${n}`);
  if (!Number.isInteger(m) || m < 1) throw new RangeError(`m must be a whole number ≥ 1, got ${m}`);
  const byK: KChoice[] = [];
  let best: KChoice | undefined;
  for (let k = 1; k <= maxK(n); k++) {
    const l1 = singlePacketSteps(n, k);
    const choice = { k, singlePacketSteps: l1, steps: l1 + (m - 1) * k };
    byK.push(choice);
    if (best === undefined || choice.steps <= best.steps) best = choice;
  }
  const chosen = best as KChoice;
  return { k: chosen.k, steps: chosen.steps, byK };
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
    const kRow: number[] = [];
    const stepRow: number[] = [];
    for (const m of ms) {
      const best = optimalK(n, m);
      kRow.push(best.k);
      stepRow.push(best.steps);
    }
    k.push(kRow);
    steps.push(stepRow);
  }
  return { ns, ms, k, steps };
}
