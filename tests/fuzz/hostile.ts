// Shared pieces of the hostile-input fuzz tests: the run budget (FUZZ_RUNS, `npm run test:deep`),
// arbitraries that mutate real documents, and the invariants every entry point must keep.
import fc from "fast-check";
import { expect } from "vitest";
import { allPresets } from "../../src/core/registry";
import { ScenarioError } from "../../src/core/scenario/errors";

/** Total generated cases across the fuzz files; each property takes its share. */
export const FUZZ_TOTAL = Number(process.env.FUZZ_RUNS ?? 10_500);

/** Runs for a property with `share` of the total (shares add up to 1 across the fuzz files). */
export function runsFor(share: number): number {
  return Math.max(1, Math.round(FUZZ_TOTAL * share));
}

/** Per-test time limit: generous for the deep run. */
export function timeoutFor(share: number): number {
  return Math.max(30_000, runsFor(share) * 10);
}

/** Counts kept for the closing note (printed by the fuzz files with FUZZ_REPORT=1). */
export const counts = { inputs: 0, uncaught: 0, statesLost: 0, stackTraces: 0 };

export const SMALL_DOCS = allPresets()
  .filter((p) => JSON.stringify(p.doc).length < 1200 && !/1024|128|64/.test(p.id))
  .map((p) => p.doc as unknown as Record<string, unknown>);

const FIELD_WORDS = [
  "__proto__",
  "constructor",
  "prototype",
  "length",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "nodes",
  "multicasts",
  "destinations",
  "transmit",
  "tEnd",
  "clusters",
  "plan",
  "tasks",
  "children",
  "sends",
  "bandwidth",
  "startup",
  "generator",
  "params",
  "overrides",
  "version",
  "kind",
  "timing",
  "order",
  "sendFixed",
  "recvPerByte",
  "bytes",
  "source",
  "gap",
  "latency",
  "intra",
  "size",
  "processors",
  "elements",
  "blockSize",
  "K",
  "k",
  "packets",
  "view",
  "algorithm",
  "seed",
  "id",
];

export const segment = fc.oneof(
  fc.constantFrom(...FIELD_WORDS),
  fc.nat({ max: 9 }).map(String),
  fc.constantFrom("-1", "01", "1e3", "", " ", "0x1", "NaN"),
);

/** Values past or at the edges of every cap, plus arbitrary JSON. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      1e308,
      -1e308,
      1e-320,
      -0,
      0,
      -1,
      1e9,
      1e9 + 1,
      1e12,
      2 ** 53,
      0.1 + 0.2,
      "",
      "x".repeat(300),
      null,
      true,
      [],
      {},
      [[]],
      [[null]],
    ),
  },
  { weight: 1, arbitrary: fc.nat({ max: 2000 }).map((n) => Array.from({ length: n }, (_, i) => i % 7)) },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 200 }).map(nested) },
);

function nested(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

/** Defines an own, enumerable property (even "__proto__"); false where the object refuses it. */
function define(target: object, key: string, value: unknown): boolean {
  try {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
    return true;
  } catch {
    return false; // e.g. an array's "length" set to something that is not a length
  }
}

/** Sets `value` at `path` in a JSON copy of `doc`, creating own properties (even "__proto__"). */
export function setAt(doc: unknown, path: readonly string[], value: unknown): unknown {
  const root: unknown = JSON.parse(JSON.stringify(doc));
  if (path.length === 0) return value;
  let node: unknown = root;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i] as string;
    const rec = node as Record<string, unknown>;
    let next = Object.hasOwn(rec, key) ? rec[key] : undefined;
    if (next === null || typeof next !== "object") {
      next = {};
      if (!define(rec, key, next)) return root;
    }
    node = next;
  }
  define(node as object, path[path.length - 1] as string, value);
  return root;
}

/** A real document with a few hostile mutations (paths into real fields, prototype keys, overrides). */
export const mutatedDoc: fc.Arbitrary<unknown> = fc
  .tuple(
    fc.constantFrom(...SMALL_DOCS),
    fc.array(fc.tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), hostileValue), {
      minLength: 0,
      maxLength: 3,
    }),
    fc.option(
      fc.dictionary(
        fc.array(segment, { minLength: 1, maxLength: 4 }).map((p) => p.join(".")),
        hostileValue,
        { maxKeys: 3 },
      ),
    ),
  )
  .map(([doc, edits, overrides]) => {
    let out: unknown = doc;
    for (const [path, value] of edits) out = setAt(out, path, value);
    if (overrides) out = setAt(out, ["overrides"], overrides);
    return out;
  });

const PROTO_KEYS = {
  object: Object.getOwnPropertyNames(Object.prototype).sort(),
  array: Object.getOwnPropertyNames(Array.prototype).sort(),
  fn: Object.getOwnPropertyNames(Function.prototype).sort(),
};

/** No prototype was written to (no pollution). */
export function expectNoPollution(): void {
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(PROTO_KEYS.object);
  expect(Object.getOwnPropertyNames(Array.prototype).sort()).toEqual(PROTO_KEYS.array);
  expect(Object.getOwnPropertyNames(Function.prototype).sort()).toEqual(PROTO_KEYS.fn);
  expect(typeof [].map).toBe("function");
}

/**
 * Runs `f` on one hostile input: it may succeed, or throw a ScenarioError whose every issue has a
 * message (and a path, when `needPath`); anything else counts as an uncaught error and fails.
 */
export function expectRefusedOrOk<T>(f: () => T, needPath: boolean): T | ScenarioError {
  counts.inputs++;
  try {
    return f();
  } catch (e) {
    if (!(e instanceof ScenarioError)) {
      counts.uncaught++;
      throw e;
    }
    expect(e.issues.length).toBeGreaterThan(0);
    for (const i of e.issues) {
      expect(i.message.length).toBeGreaterThan(0);
      if (needPath) expect(i.path.length, e.message).toBeGreaterThan(0);
    }
    return e;
  } finally {
    expectNoPollution();
  }
}
