// jsonChunks writes exactly JSON.stringify's text, in pieces, whatever splits the arrays.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonChunks } from "../../../src/core/schedule/json-chunks";

// JSON-like values with what JSON.stringify treats specially: undefined, NaN, -0, functions, toJSON.
const leaf = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.NaN, -0, Infinity, null, true, false, undefined),
  fc.string(),
  fc.constant(() => 1),
  fc.constant({ toJSON: (key: string) => `key ${key}` }),
);
const value = fc.letrec((tie) => ({
  v: fc.oneof({ depthSize: "small" }, leaf, tie("list"), tie("object")),
  list: fc.array(tie("v"), { maxLength: 7 }),
  object: fc.dictionary(fc.string({ maxLength: 4 }), tie("v"), { maxKeys: 5 }),
})).v;

describe("jsonChunks", () => {
  it("concatenates to JSON.stringify's text, compact and indented, for any split", () => {
    fc.assert(
      fc.property(value, fc.constantFrom(0, 2, 4), fc.integer({ min: 0, max: 4 }), (v, indent, split) => {
        const expected = JSON.stringify(v, null, indent);
        expect(jsonChunks(v, indent, split).join("")).toBe(expected ?? "");
      }),
      { numRuns: 3000 },
    );
  });

  it("writes a long list in pieces no string of which holds the whole text", () => {
    const doc = { tasks: Array.from({ length: 50_000 }, (_, i) => ({ i, start: i / 3, kind: "send" })) };
    const chunks = jsonChunks(doc, 2);
    expect(chunks.length).toBeGreaterThan(10);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(100_000);
    expect(chunks.join("")).toBe(JSON.stringify(doc, null, 2));
  });
});
