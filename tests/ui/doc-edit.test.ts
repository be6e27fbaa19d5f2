import { describe, expect, it } from "vitest";
import { docForScenarioChange, editValue, parseOnce, setAt, withoutPlan } from "../../src/ui/doc-edit";
import type { ScenarioDoc } from "../../src/core/family";
import { findPreset } from "../../src/core/registry";
import { parseScenario } from "../../src/core/scenario/document";
import { ScenarioError } from "../../src/core/scenario/errors";

describe("setAt", () => {
  it("copies along the path only", () => {
    const doc = { version: 1, kind: "multicast", nodes: [{ a: 1 }, { a: 2 }], other: { b: 1 } };
    const next = setAt(doc, ["nodes", 1, "a"], 5);
    expect(next.nodes[1]).toEqual({ a: 5 });
    expect(doc.nodes[1]).toEqual({ a: 2 });
    expect(next.other).toBe(doc.other);
    expect(next.nodes[0]).toBe(doc.nodes[0]);
  });
});

describe("editValue", () => {
  it("puts a single value of a generated scenario into overrides", () => {
    const doc = { version: 1, kind: "multicast", generator: { id: "g@1" } };
    expect(editValue(doc, ["nodes", 3, "recvFixed"], 120)).toEqual({
      ...doc,
      overrides: { "nodes.3.recvFixed": 120 },
    });
  });
  it("sets the value of an explicit scenario", () => {
    const doc = { version: 1, kind: "multicast", transmit: 0 };
    expect(editValue(doc, ["transmit"], 0.05)).toEqual({ ...doc, transmit: 0.05 });
  });
});

describe("withoutPlan", () => {
  it("removes the plan", () => {
    expect(withoutPlan({ version: 1, kind: "multicast", plan: { tasks: [] } })).toEqual({
      version: 1,
      kind: "multicast",
    });
  });
});

describe("docForScenarioChange", () => {
  const generated = {
    version: 1,
    kind: "allgather",
    generator: { id: "allgather-random@1", params: { nodes: 4 }, seed: 3 },
  };
  const current = { version: 1, kind: "allgather", seed: 1, nodes: [1, 2], clusters: null, plan: { a: 1 } };

  it("takes the new scenario as an explicit document", () => {
    const next = { ...current, clusters: [[0, 1]] };
    expect(docForScenarioChange({ version: 1, kind: "allgather" }, current, next)).toBe(next);
  });

  it("keeps a generator: a changed grouping becomes an override, a dropped plan is dropped", () => {
    const { plan: _p, ...rest } = current;
    const next = { ...rest, clusters: [[1, 0]] };
    expect(docForScenarioChange({ ...generated, plan: { a: 1 } }, current, next)).toEqual({
      ...generated,
      overrides: { clusters: [[1, 0]] },
    });
  });

  it("detaches when a changed value cannot be an override", () => {
    const next = { ...current, nodes: [{ tSend: 1 }] };
    expect(docForScenarioChange(generated, current, next)).toBe(next);
  });
});

describe("parseOnce", () => {
  const doc = findPreset("multicast-paper-example")?.doc as ScenarioDoc;

  it("parses a document object once and returns the same scenario after", () => {
    const a = parseOnce(doc);
    expect(a).toEqual(parseScenario(doc));
    expect(parseOnce(doc)).toBe(a);
    // Another object with the same content is parsed on its own.
    const copy = { ...doc };
    expect(parseOnce(copy)).not.toBe(a);
    expect(parseOnce(copy)).toEqual(a);
  });

  it("throws the parse error every time for a bad document", () => {
    const bad = { ...doc, seed: "x" } as ScenarioDoc;
    expect(() => parseScenario(bad)).toThrow(ScenarioError);
    expect(() => parseOnce(bad)).toThrow(ScenarioError);
    expect(() => parseOnce(bad)).toThrow(/seed/);
  });
});
