import { describe, expect, it } from "vitest";
import type { ScenarioDoc } from "../../../../src/core/family";
import { parseScenario } from "../../../../src/core/scenario/document";
import {
  orderText,
  parseOrderText,
  withNodes,
  withNodesAndPackets,
  withOrder,
} from "../../../../src/ui/families/packet/doc-edits";

const base: ScenarioDoc = { version: 1, kind: "packet-multicast", nodes: 16, packets: 3, k: 4 };

describe("withNodes", () => {
  it("lowers a fixed k above ⌈log2 n⌉ and drops a hand-edited tree and an order of the old size", () => {
    const doc = { ...base, order: Array.from({ length: 16 }, (_, i) => 15 - i), plan: { children: [] } };
    const next = withNodes(doc, 4);
    expect(next.nodes).toBe(4);
    expect(next.k).toBe(2);
    expect(next.plan).toBeUndefined();
    expect(next.order).toBeUndefined();
    expect(() => parseScenario(next)).not.toThrow();
  });
  it("keeps a k that still fits and an order of the new size", () => {
    expect(withNodes({ ...base, k: 2 }, 8)).toEqual({ ...base, k: 2, nodes: 8 });
  });
  it("passes an invalid n through unchanged, so the schema names the field", () => {
    expect(withNodes(base, 1).nodes).toBe(1);
    expect(() => parseScenario(withNodes(base, 1))).toThrow(/nodes/);
  });
  it("puts n into the overrides of a generated scenario", () => {
    const generated: ScenarioDoc = {
      version: 1,
      kind: "packet-multicast",
      generator: { id: "packet-random@1", params: {}, seed: 3 },
    };
    expect(withNodes(generated, 12).overrides).toEqual({ nodes: 12 });
  });
});

describe("withNodesAndPackets", () => {
  it("sets both", () => {
    const next = withNodesAndPackets({ ...base, k: null }, 64, 8);
    expect([next.nodes, next.packets]).toEqual([64, 8]);
  });
});

describe("withOrder", () => {
  it("sets or clears the order and drops the hand-edited tree", () => {
    const doc = { ...base, plan: { children: [] } };
    expect(withOrder(doc, [3, 2, 1, 0])).toEqual({ ...base, order: [3, 2, 1, 0] });
    expect(withOrder({ ...base, order: [1, 0] }, undefined)).toEqual(base);
  });
});

describe("parseOrderText", () => {
  it("reads numbers and P-labels separated by commas or spaces; empty is no order", () => {
    expect(parseOrderText("3, P0 1;2")).toEqual([3, 0, 1, 2]);
    expect(parseOrderText("  ")).toBeUndefined();
    expect(parseOrderText("1, x")).toEqual([1, NaN]);
    expect(orderText([2, 0, 1])).toBe("2, 0, 1");
  });
  it("lets the schema explain an order that is not a permutation", () => {
    const doc = { ...base, nodes: 4, k: null, order: parseOrderText("0, 1, 1, 3") };
    expect(() => parseScenario(doc)).toThrow(/order\[2\].*P1 appears twice/);
  });
});
