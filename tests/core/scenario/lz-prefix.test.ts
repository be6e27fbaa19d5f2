import fc from "fast-check";
import LZString from "lz-string";
import { describe, expect, it } from "vitest";
import { LzPrefix } from "../../../src/core/scenario/lz-prefix";

const lz = (s: string) => LZString.compressToEncodedURIComponent(s);

describe("LzPrefix", () => {
  it("matches lz-string on prefix + suffix, and again after other suffixes", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary", maxLength: 300 }),
        fc.array(fc.string({ unit: "binary", maxLength: 80 }), { minLength: 1, maxLength: 4 }),
        (prefix, suffixes) => {
          const p = new LzPrefix(prefix);
          for (const s of suffixes) expect(p.finish(s)).toBe(lz(prefix + s));
        },
      ),
      { numRuns: 150 },
    );
  });

  it("matches on JSON-like text with repeats, long strings, __proto__ and non-Latin characters", () => {
    const alphabet = fc.constantFrom("a", "b", '"', ":", ",", "{", "}", "1", "__proto__", "é", "𝄞", "節");
    const text = fc.array(alphabet, { maxLength: 400 }).map((a) => a.join(""));
    fc.assert(
      fc.property(text, fc.array(text, { minLength: 1, maxLength: 3 }), (prefix, suffixes) => {
        const p = new LzPrefix(prefix);
        for (const s of suffixes) expect(p.finish(s)).toBe(lz(prefix + s));
      }),
      { numRuns: 300 },
    );
  });

  it("matches on a large document", () => {
    const doc = JSON.stringify({
      nodes: Array.from({ length: 3000 }, (_, i) => ({ id: i, send: (i * 7919) % 101, recv: i % 13 })),
    });
    const p = new LzPrefix(`{"scenario":${doc},"view":`);
    for (const v of ['{"v":1}}', '{"v":1,"zoom":[0,12.5]}}', '{"v":1,"step":3}}'])
      expect(p.finish(v)).toBe(lz(`{"scenario":${doc},"view":${v}`));
  });
});
