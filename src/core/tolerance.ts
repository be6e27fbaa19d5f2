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

/** The absolute tolerance at x: RELATIVE_TOLERANCE·max(1, |x|). */
export function toleranceAt(x: number): number {
  return RELATIVE_TOLERANCE * Math.max(1, Math.abs(x));
}

/**
 * A bound above which nothing is approximately equal to x ≥ 0 (a cheap first test before the exact
 * one): s − x > 2·tol·max(1, x) implies s − x > tol·max(1, s), so such an s is definitely later.
 */
export function tieLimit(x: number): number {
  return x + 2 * toleranceAt(x);
}

/** ⌈x⌉, with an excess within the relative tolerance ignored: ⌈3.0000000001⌉ is 3. */
export function ceilTolerant(x: number): number {
  return Math.ceil(x * (1 - RELATIVE_TOLERANCE));
}

/** Three-way comparison that treats near-equal times as equal: negative, 0 or positive. */
export function compareTimes(a: number, b: number): number {
  return approxEqual(a, b) ? 0 : a - b;
}
