// decodeUrlStateInSteps: the app reads a link in three steps (JSON; the generator; the schema), a task
// each while the page opens. The steps must give what decodeUrlState gives — the same state for a good
// link, the same error (field and message) for a bad one — and stop at the step that finds the fault.
import LZString from "lz-string";
import { describe, expect, it } from "vitest";
import { allPresets } from "../../../src/core/registry";
import { expandScenario, parseScenario, validateExpanded } from "../../../src/core/scenario/document";
import { ScenarioError } from "../../../src/core/scenario/errors";
import { decodeUrlState, decodeUrlStateInSteps, encodeUrlState } from "../../../src/core/scenario/url";

const link = (payload: unknown) => `#s=${LZString.compressToEncodedURIComponent(JSON.stringify(payload))}`;
const generated = {
  version: 1,
  kind: "multicast",
  generator: { id: "multicast-random@1", params: { nodes: 12, pattern: "all-to-all" }, seed: 3 },
};

/** Runs the steps, counting the yields; the error thrown (if any) and the step it came at. */
function runSteps(hash: string): { yields: number; value?: unknown; error?: unknown } {
  const steps = decodeUrlStateInSteps(hash);
  let yields = 0;
  try {
    for (;;) {
      const s = steps.next();
      if (s.done) return { yields, value: s.value };
      yields++;
    }
  } catch (error) {
    return { yields, error };
  }
}

function errorOf(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error("no error");
}

describe("decodeUrlStateInSteps", () => {
  it("gives decodeUrlState's state for every preset and a generated scenario, after two yields", () => {
    const docs = [...allPresets().map((p) => p.doc), generated];
    for (const doc of docs) {
      const hash = encodeUrlState(doc as never, { v: 1, algorithm: "x" });
      const r = runSteps(hash);
      expect(r.yields).toBe(2);
      expect(r.value).toEqual(decodeUrlState(hash));
    }
  });

  it("returns null for an empty hash without yielding", () => {
    expect(runSteps("")).toEqual({ yields: 0, value: null });
    expect(runSteps("#")).toEqual({ yields: 0, value: null });
  });

  it("throws decodeUrlState's error at the step that finds it", () => {
    const cases: [string, number][] = [
      ["#s=garbage", 0], // the link itself
      [link({ scenario: { ...generated, generator: { ...generated.generator, params: { nodes: 0 } } } }), 1], // the generator
      [link({ scenario: { version: 1, kind: "multicast", nodes: [{ sendCost: -1 }] } }), 2], // the schema
    ];
    for (const [hash, at] of cases) {
      const r = runSteps(hash);
      expect(r.error).toBeInstanceOf(ScenarioError);
      expect(r.yields).toBe(at);
      const direct = errorOf(() => decodeUrlState(hash));
      expect((r.error as ScenarioError).issues).toEqual((direct as ScenarioError).issues);
      expect((r.error as ScenarioError).message).toBe((direct as ScenarioError).message);
    }
  });
});

describe("expandScenario + validateExpanded", () => {
  it("is parseScenario in two halves", () => {
    for (const doc of [...allPresets().map((p) => p.doc), generated]) {
      expect(validateExpanded(expandScenario(doc))).toEqual(parseScenario(doc));
    }
  });
  it("throws parseScenario's errors from the half that finds them", () => {
    expect(() => expandScenario([])).toThrow(/a scenario must be a JSON object/);
    expect(() => expandScenario({ version: 1 })).toThrow(/kind/);
    const bad = { version: 1, kind: "multicast", nodes: [{ sendCost: -1 }] };
    const half = expandScenario(bad);
    expect(errorOf(() => validateExpanded(half))).toEqual(errorOf(() => parseScenario(bad)));
  });
});
