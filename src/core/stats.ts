// Confidence intervals for sweep summaries: the mean of a sample with the half-width of its 95 %
// interval, mean ± t(0.975, n − 1) · s / √n (Student's t for small samples, the normal 1.96 as n grows).

/** Two-sided 95 % quantiles t(0.975, df) for df = 1 … 30 (standard tables). */
const T975 = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131,
  2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042,
] as const;

const Z975 = 1.959963984540054;

/**
 * t(0.975, df): the table up to 30 degrees of freedom, then the Cornish–Fisher expansion around the
 * normal quantile (within 0.001 of the exact value from df = 31 on, and tending to 1.96).
 */
export function tQuantile975(df: number): number {
  if (!(df >= 1)) return Number.NaN;
  const d = Math.floor(df);
  const fromTable = T975[d - 1];
  if (fromTable !== undefined) return fromTable;
  const z = Z975;
  return z + (z ** 3 + z) / (4 * d) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * d * d);
}

export interface MeanCi {
  readonly mean: number;
  /** Half-width of the 95 % interval: the mean is mean ± halfWidth. NaN with fewer than two values. */
  readonly halfWidth: number;
  readonly n: number;
}

/** The mean of `values` with its 95 % confidence interval's half-width (NaN when n < 2; mean NaN when n = 0). */
export function meanCi95(values: readonly number[]): MeanCi {
  const n = values.length;
  if (n === 0) return { mean: Number.NaN, halfWidth: Number.NaN, n };
  const mean = values.reduce((a, b) => a + b, 0) / n;
  if (n < 2) return { mean, halfWidth: Number.NaN, n };
  const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1);
  return { mean, halfWidth: (tQuantile975(n - 1) * Math.sqrt(variance)) / Math.sqrt(n), n };
}
