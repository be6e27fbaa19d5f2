// The fast paths of the scenario schemas (src/core/scenario/fields.ts): `numberChecks` must say exactly
// what Zod says of a number, and `numberList` must accept and refuse exactly what `z.array` does, with
// Zod's own messages and paths — they exist only because a 1024-node all-to-all has a million cells.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { count, nonNegative, numberChecks, numberList, positive } from "../../../src/core/scenario/fields";

const CELLS: [string, z.ZodNumber][] = [
  ["nonNegative ≤ 1e9", nonNegative("x").max(1e9, "too big")],
  ["positive in [1e-6, 1e12]", positive("b").min(1e-6, "small").max(1e12, "big")],
  ["count 0–1023", count("destination", 0, 1023)],
  ["plain number", z.number()],
  ["exclusive bounds", z.number().gt(-1).lt(1)],
  // Several bounds on one side: the predicate folds them into the tightest.
  ["inclusive then exclusive at one value", z.number().min(0).gt(0).max(1024).lt(1024)],
  ["exclusive then inclusive at one value", z.number().gt(0).min(0).lt(1).max(1)],
  ["a looser bound after a tighter one", z.number().max(3).lt(5).min(1).gte(-5)],
  ["integers from −3", z.number().int().min(-3)],
];

const anyValue = fc.oneof(
  fc.double(),
  fc.integer({ min: -5, max: 2000 }),
  fc.constantFrom(0, -0, 1e-6, 1e9, 1e12, 1023, 1024, -1, 1, Number.NaN, Infinity, -Infinity, 0.5),
  fc.constantFrom(null, undefined, "3", true, [], {}),
);

describe("numberChecks", () => {
  for (const [name, cell] of CELLS) {
    it(`agrees with Zod on every value (${name})`, () => {
      const accepts = numberChecks(cell);
      expect(accepts).not.toBeNull();
      fc.assert(
        fc.property(anyValue, (x) => {
          expect(accepts?.(x)).toBe(cell.safeParse(x).success);
        }),
        { numRuns: 2000 },
      );
    });
  }

  it("gives up (null) on a check it does not know, so Zod decides", () => {
    expect(numberChecks(z.number().multipleOf(2))).toBeNull();
  });
});

describe("numberList", () => {
  const cell = count("destination", 0, 9);
  const shape = (l: z.ZodArray<z.ZodType>) => l.min(1, "needs one").max(5, "at most 5");
  const fast = z.object({ d: numberList(cell, shape) });
  const slow = z.object({ d: shape(z.array(cell)) });
  const issuesOf = (r: z.ZodSafeParseResult<unknown>) =>
    r.success ? [] : r.error.issues.map((i) => ({ path: i.path, message: i.message }));

  it("accepts and refuses what z.array does, with the same paths and messages", () => {
    const list = fc.array(fc.oneof(fc.integer({ min: -2, max: 12 }), fc.constantFrom(0.5, "1", null)), {
      maxLength: 8,
    });
    fc.assert(
      fc.property(fc.oneof(list, fc.constantFrom(undefined, 3, "x")), (d) => {
        expect(issuesOf(fast.safeParse({ d }))).toEqual(issuesOf(slow.safeParse({ d })));
      }),
      { numRuns: 1000 },
    );
  });
});
