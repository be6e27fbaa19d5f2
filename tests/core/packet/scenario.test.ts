import { describe, expect, it } from "vitest";
import { ScenarioError } from "../../../src/core/scenario/errors";
import { parseScenario } from "../../../src/core/scenario/document";
import { decodeUrlState, encodeUrlState } from "../../../src/core/scenario/url";

const base = { version: 1, kind: "packet-multicast", nodes: 8, packets: 3 };

function issues(doc: Record<string, unknown>): string {
  try {
    parseScenario(doc);
  } catch (e) {
    expect(e).toBeInstanceOf(ScenarioError);
    return (e as ScenarioError).message;
  }
  throw new Error("expected a ScenarioError");
}

describe("packetScenarioSchema", () => {
  it("fills Sec. 5.2's defaults: FPFS, optimal k, t_s = t_r = 12.5, t_ns = 3, t_nr = 2", () => {
    expect(parseScenario(base)).toMatchObject({
      timeUnit: "us",
      k: null,
      interface: "fpfs",
      timing: { ts: 12.5, tr: 12.5, tns: 3, tnr: 2 },
    });
    expect(parseScenario({ ...base, timing: { ts: 1 } })).toMatchObject({ timing: { ts: 1, tr: 12.5 } });
  });
  it("rejects n < 2 and m < 1, naming the field and the limit", () => {
    expect(issues({ ...base, nodes: 1 })).toBe("nodes: nodes (n, counting the source) must be at least 2");
    expect(issues({ ...base, packets: 0 })).toBe("packets: packets (m) must be at least 1");
    expect(issues({ ...base, nodes: 5000 })).toMatch(/^nodes: .* is limited to 1024/);
    expect(issues({ ...base, nodes: 2.5 })).toMatch(/^nodes: .*whole number/);
  });
  it("keeps (n − 1)·m within the transmission limit", () => {
    expect(issues({ ...base, nodes: 1024, packets: 1024 })).toMatch(
      /^packets: \(nodes − 1\) × packets is limited to 131072 transmissions, got 1047552/,
    );
  });
  it("rejects k out of [1, ⌈log2 n⌉]", () => {
    expect(issues({ ...base, k: 4 })).toBe(
      "k: must be between 1 and ⌈log2 n⌉ = 3 for n = 8 nodes (Theorem 3), got 4",
    );
    expect(issues({ ...base, k: 0 })).toMatch(/^k: must be between 1 and/);
    expect(issues({ ...base, k: 1.5 })).toBe("k: k must be a whole number");
    expect(parseScenario({ ...base, k: 3 })).toMatchObject({ k: 3 });
  });
  it("rejects an order that is not a permutation", () => {
    expect(issues({ ...base, nodes: 4, order: [0, 1, 2] })).toBe(
      "order: must be a permutation of 0…3 (one entry per node), has 3 entries",
    );
    expect(issues({ ...base, nodes: 4, order: [0, 1, 1, 3] })).toBe(
      "order[2]: P1 appears twice (order must be a permutation of 0…3)",
    );
    expect(issues({ ...base, nodes: 4, order: [0, 1, 2, 7] })).toBe(
      "order[3]: must be a node number in 0…3 (order is a permutation), got 7",
    );
    expect(parseScenario({ ...base, nodes: 4, order: [2, 0, 3, 1] })).toMatchObject({ order: [2, 0, 3, 1] });
  });
  it("rejects an unknown interface, a zero-length step, negative times and unknown fields", () => {
    expect(issues({ ...base, interface: "fifo" })).toBe(
      "interface: interface must be one of fpfs, fcfs, conventional",
    );
    expect(issues({ ...base, timing: { tns: 0, tnr: 0 } })).toBe(
      "timing: tns + tnr (one step, t_step) must be > 0",
    );
    expect(issues({ ...base, timing: { ts: -1 } })).toBe(
      "timing.ts: timing.ts (sender start-up t_s) must be ≥ 0",
    );
    expect(issues({ ...base, destinations: 3 })).toBe('unknown field "destinations"');
  });
  it("expands the random generator deterministically, within the limits", () => {
    const doc = {
      version: 1,
      kind: "packet-multicast",
      generator: {
        id: "packet-random@1",
        params: { nodesMax: 1024, packetsMax: 1024, shuffleOrder: true },
        seed: 9,
      },
    };
    const a = parseScenario(doc);
    expect(parseScenario(doc)).toEqual(a);
    expect(a.kind).toBe("packet-multicast");
    if (a.kind !== "packet-multicast") return;
    expect((a.nodes - 1) * a.packets).toBeLessThanOrEqual(131072);
    expect([...(a.order ?? [])].sort((x, y) => x - y)).toEqual(Array.from({ length: a.nodes }, (_, i) => i));
    expect(
      issues({ ...doc, generator: { id: "packet-random@1", params: { nodesMin: 10, nodesMax: 4 } } }),
    ).toBe("generator.params.nodesMax: must be ≥ nodesMin");
  });
  it("round-trips through the URL with an ordering and an edited plan", () => {
    const doc = {
      ...base,
      nodes: 4,
      order: [2, 0, 3, 1],
      plan: { children: [[1], [], [0, 3], []] }, // P2 (the source) → P0, P3; P0 → P1
    };
    const state = decodeUrlState(encodeUrlState(doc, { v: 1, algorithm: "linear", step: 3 }));
    expect(state?.scenario).toEqual(parseScenario(doc));
    expect(state?.view).toEqual({ v: 1, algorithm: "linear", step: 3 });
  });
});
