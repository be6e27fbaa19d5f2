import { describe, expect, it } from "vitest";
import { approxEqual, compareTimes, definitelyLess } from "../../src/core/tolerance";

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
