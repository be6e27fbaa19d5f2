// Fuzz: URL decoding, scenario parsing with overrides, and the reducer over hostile links. Every case
// ends in a schedule-ready scenario or a message naming the field; the state on screen is never lost.
import fc from "fast-check";
import LZString from "lz-string";
import { afterAll, describe, expect, it } from "vitest";
import { parseScenario } from "../../src/core/scenario/document";
import { decodeUrlState, encodeUrlState } from "../../src/core/scenario/url";
import { readLink } from "../../src/ui/location";
import { initialState, reducer } from "../../src/ui/state";
import {
  counts,
  expectRefusedOrOk,
  hostileValue,
  mutatedDoc,
  runsFor,
  segment,
  SMALL_DOCS,
  timeoutFor,
} from "./hostile";

const lz = (text: string) => `#s=${LZString.compressToEncodedURIComponent(text)}`;
const views = () => ["gantt", "timing", "tree", "table", "experiments"];

describe("fuzz: links", () => {
  it(
    "random address hashes decode or are refused as a damaged link",
    () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.string({ maxLength: 200 }).map((s) => `#s=${s}`),
            fc.string({ unit: "binary", maxLength: 200 }).map((s) => `#s=${s}`),
            fc.string({ maxLength: 60 }),
            fc.jsonValue({ maxDepth: 3 }).map((v) => lz(JSON.stringify(v))),
            fc.string({ maxLength: 300 }).map(lz),
          ),
          (hash) => {
            expectRefusedOrOk(() => decodeUrlState(hash), true);
          },
        ),
        { numRuns: runsFor(0.2) },
      );
    },
    timeoutFor(0.2),
  );

  it(
    "mutated documents in a link open or name the field",
    () => {
      fc.assert(
        fc.property(
          mutatedDoc,
          fc.option(
            fc.record({ v: hostileValue, algorithm: hostileValue, view: hostileValue }, { requiredKeys: [] }),
          ),
          (doc, view) => {
            const hash = lz(JSON.stringify({ scenario: doc, ...(view ? { view } : {}) }));
            expectRefusedOrOk(() => decodeUrlState(hash), true);
          },
        ),
        { numRuns: runsFor(0.2) },
      );
    },
    timeoutFor(0.2),
  );

  it(
    "override paths never leave the scenario's own fields",
    () => {
      const generated = SMALL_DOCS.filter((d) => d.generator !== undefined);
      fc.assert(
        fc.property(
          fc.constantFrom(...generated),
          fc.dictionary(
            fc.array(segment, { minLength: 1, maxLength: 5 }).map((p) => p.join(".")),
            fc.oneof(
              fc.integer(),
              fc.constant(null),
              fc.boolean(),
              fc.array(fc.nat({ max: 9 }), { maxLength: 4 }),
            ),
            { minKeys: 1, maxKeys: 3 },
          ),
          (doc, overrides) => {
            const r = expectRefusedOrOk(() => parseScenario({ ...doc, overrides }), true);
            if (r instanceof Error) expect(r.issues[0]?.path).toMatch(/^(overrides|[a-zA-Z])/);
          },
        ),
        { numRuns: runsFor(0.2) },
      );
    },
    timeoutFor(0.2),
  );

  it(
    "the reducer keeps the scenario on screen over any rejected link",
    () => {
      const good = SMALL_DOCS[0] as never;
      const base = initialState(good, { v: 1 });
      fc.assert(
        fc.property(mutatedDoc, (doc) => {
          counts.inputs++;
          const hash = lz(JSON.stringify({ scenario: doc, view: { v: 1 } }));
          const read = readLink(hash, views);
          expect(read).not.toBeNull();
          if (!read || read.ok) return;
          const next = reducer(base, { type: "link-rejected", problem: { ...read.problem, text: "t" } });
          const kept =
            next.doc === base.doc &&
            next.view === base.view &&
            encodeUrlState(next.doc, next.view) === encodeUrlState(base.doc, base.view);
          if (!kept) counts.statesLost++;
          expect(kept).toBe(true);
          expect(read.problem.issues.length > 0, read.problem.message.slice(0, 200)).toBe(true);
          expect(read.problem.link === hash).toBe(true);
        }),
        { numRuns: runsFor(0.1) },
      );
    },
    timeoutFor(0.1),
  );
});

afterAll(() => {
  if (process.env.FUZZ_REPORT)
    console.log(`hostile inputs (${import.meta.url.split("/").pop()}): ${JSON.stringify(counts)}`);
});
