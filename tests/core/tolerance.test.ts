import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  approxEqual,
  ceilTolerant,
  compareTimes,
  definitelyLess,
  lessOrClose,
  RELATIVE_TOLERANCE,
  tieLimit,
  toleranceAt,
} from "../../src/core/tolerance";

describe("approxEqual", () => {
  it("treats values within a relative 1e-9 as equal", () => {
    expect(approxEqual(1e6, 1e6 * (1 + 5e-10))).toBe(true);
    expect(approxEqual(1e6, 1e6 * (1 + 5e-9))).toBe(false);
    expect(approxEqual(0.1 + 0.2, 0.3)).toBe(true);
  });
  it("orders only values that differ beyond the tolerance", () => {
    expect(definitelyLess(0.3, 0.1 + 0.2)).toBe(false);
    expect(definitelyLess(1, 2)).toBe(true);
    expect(compareTimes(0.1 + 0.2, 0.3)).toBe(0);
  });
});

describe("toleranceAt, tieLimit, ceilTolerant", () => {
  const time = fc.double({ min: 0, max: 1e12, noNaN: true });

  it("toleranceAt is the relative tolerance, absolute near zero", () => {
    expect(toleranceAt(0)).toBe(RELATIVE_TOLERANCE);
    expect(toleranceAt(-0.5)).toBe(RELATIVE_TOLERANCE);
    expect(toleranceAt(-1e6)).toBe(RELATIVE_TOLERANCE * 1e6);
  });

  it("nothing above tieLimit(x) is approximately equal to x, and x's near-ties lie below it", () => {
    fc.assert(
      fc.property(time, fc.double({ min: 0, max: 1e-8, noNaN: true }), (x, rel) => {
        const s = x + rel * Math.max(1, x);
        if (s > tieLimit(x)) expect(approxEqual(s, x)).toBe(false);
        if (approxEqual(s, x)) expect(s <= tieLimit(x)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("lessOrClose is ≤ up to the tolerance", () => {
    expect(lessOrClose(3 + 1e-12, 3)).toBe(true);
    expect(lessOrClose(2, 3)).toBe(true);
    expect(lessOrClose(3 + 1e-6, 3)).toBe(false);
  });

  it("ceilTolerant ignores an excess within the tolerance", () => {
    expect(ceilTolerant(3.0000000001)).toBe(3);
    expect(ceilTolerant(3)).toBe(3);
    expect(ceilTolerant(3.001)).toBe(4);
    expect(ceilTolerant(2.5)).toBe(3);
    expect(ceilTolerant(0)).toBe(0);
  });
});
