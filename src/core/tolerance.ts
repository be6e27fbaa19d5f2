// Times are compared with a relative tolerance of 1e-9 everywhere (docs/architecture.md), so an incremental
// implementation and a naive one make the same choices and replay equals prediction.

export const RELATIVE_TOLERANCE = 1e-9;

/** a ≈ b within a relative 1e-9 (absolute 1e-9 near zero). */
export function approxEqual(a: number, b: number): boolean {
  if (a === b) return true;
  const scale = Math.max(1, Math.abs(a), Math.abs(b));
  return Math.abs(a - b) <= RELATIVE_TOLERANCE * scale;
}

/** a < b and not approximately equal. */
export function definitelyLess(a: number, b: number): boolean {
  return a < b && !approxEqual(a, b);
}

/** a ≤ b up to the tolerance. */
export function lessOrClose(a: number, b: number): boolean {
  return a <= b || approxEqual(a, b);
}

/** Three-way comparison that treats near-equal times as equal: negative, 0 or positive. */
export function compareTimes(a: number, b: number): number {
  return approxEqual(a, b) ? 0 : a - b;
}
