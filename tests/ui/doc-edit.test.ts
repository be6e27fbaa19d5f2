import { describe, expect, it } from "vitest";
import { docForScenarioChange, editValue, setAt, withoutPlan } from "../../src/ui/doc-edit";

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
