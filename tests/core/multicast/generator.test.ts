// multicast-random@1: Sec. 7's ranges, the three patterns, determinism, and parameter errors.
import { describe, expect, it } from "vitest";
import {
  expandMulticastRandom,
  MULTICAST_RANDOM_DEFAULTS,
  MULTICAST_RANDOM_ID,
  multicastRandomParams,
  type MulticastRandomParams,
} from "../../../src/core/multicast/generator";
import { parseScenario } from "../../../src/core/scenario/document";
import { ScenarioError } from "../../../src/core/scenario/errors";

const params = (p: Partial<MulticastRandomParams>) => ({ ...MULTICAST_RANDOM_DEFAULTS, ...p });

describe("expandMulticastRandom", () => {
  it("is deterministic for a seed and changes with it", () => {
    const p = params({ nodes: 12, pattern: "multiple", sources: 3 });
    expect(expandMulticastRandom(p, 5)).toEqual(expandMulticastRandom(p, 5));
    expect(expandMulticastRandom(p, 5)).not.toEqual(expandMulticastRandom(p, 6));
  });
  it("draws costs from Sec. 7's ranges", () => {
    const { nodes } = expandMulticastRandom(params({ nodes: 60 }), 1);
    for (const n of nodes) {
      for (const v of [n.sendFixed, n.recvFixed]) expect(v >= 80 && v <= 400).toBe(true);
      for (const v of [n.sendPerByte, n.recvPerByte]) expect(v >= 0.0001 && v <= 0.01).toBe(true);
    }
    expect(new Set(nodes.map((n) => n.sendFixed)).size).toBeGreaterThan(50);
  });
  it("makes fast (1 Gb/s), slow (155 Mb/s) and mixed symmetric links", () => {
    expect(expandMulticastRandom(params({ network: "fast" }), 1).transmit).toBeCloseTo(0.008, 12);
    expect(expandMulticastRandom(params({ network: "slow" }), 1).transmit).toBeCloseTo(0.0516129, 6);
    const x = expandMulticastRandom(params({ nodes: 20, network: "mixed" }), 1).transmit as number[][];
    const values = new Set<number>();
    x.forEach((row, i) =>
      row.forEach((v, j) => {
        expect(v).toBe(x[j]?.[i]);
        if (i !== j) values.add(v);
      }),
    );
    expect([...values].map((v) => v.toFixed(4)).sort()).toEqual(["0.0080", "0.0516"]);
  });
  it("sizes messages small (64–1024 bytes), large (1 or 1.5 MB) or mixed", () => {
    const sizes = (messages: MulticastRandomParams["messages"]) =>
      expandMulticastRandom(params({ nodes: 40, pattern: "all-to-all", messages }), 2).multicasts.map(
        (m) => m.bytes,
      );
    expect(sizes("small").every((b) => b >= 64 && b <= 1024 && Number.isInteger(b))).toBe(true);
    expect(new Set(sizes("large"))).toEqual(new Set([1_000_000, 1_500_000]));
    const mixed = sizes("mixed");
    expect(mixed.some((b) => b <= 1024) && mixed.some((b) => b >= 1_000_000)).toBe(true);
  });
  it("builds the three patterns", () => {
    const all = expandMulticastRandom(params({ nodes: 6, pattern: "all-to-all" }), 1).multicasts;
    expect(all.map((m) => m.source)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(all.every((m) => m.destinations.length === 5 && !m.destinations.includes(m.source))).toBe(true);
    const single = expandMulticastRandom(
      params({ nodes: 9, pattern: "single", destinations: "all" }),
      1,
    ).multicasts;
    expect(single).toHaveLength(1);
    expect(single[0]?.destinations).toHaveLength(8);
    const multi = expandMulticastRandom(
      params({ nodes: 21, pattern: "multiple", sources: 5, destinations: 0.5 }),
      3,
    );
    expect(new Set(multi.multicasts.map((m) => m.source)).size).toBe(5);
    expect(multi.multicasts.every((m) => m.destinations.length === 10)).toBe(true);
    const counted = expandMulticastRandom(params({ nodes: 21, pattern: "multiple", destinations: 3 }), 3);
    expect(counted.multicasts.every((m) => m.destinations.length === 3)).toBe(true);
  });
});

describe("multicastRandomParams", () => {
  const problems = (p: unknown) => {
    const r = multicastRandomParams.safeParse(p);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };
  it("names the limit that was passed", () => {
    expect(problems(params({ nodes: 1100 }))).toEqual(["nodes: nodes is limited to 1024"]);
    expect(problems(params({ nodes: 8, sources: 9 }))).toEqual(["sources: sources is limited to nodes (8)"]);
    expect(problems(params({ nodes: 8, destinations: 8 }))).toEqual([
      "destinations: destinations is limited to nodes − 1 (7)",
    ]);
    expect(problems(params({ destinations: 2.5 }))[0]).toMatch(/whole number/);
    expect(problems({ ...params({}), colour: "red" })[0]).toMatch(/colour/);
  });
  it("errors reach the document parser with the field's path", () => {
    const doc = {
      version: 1,
      kind: "multicast",
      generator: { id: MULTICAST_RANDOM_ID, params: { nodes: 1 } },
    };
    expect(() => parseScenario(doc)).toThrow(ScenarioError);
    expect(() => parseScenario(doc)).toThrow(/generator\.params\.nodes: nodes must be at least 2/);
  });
});

describe("multicast-random@1 in milliseconds", () => {
  it("draws the same network and gives its costs in the document's unit", () => {
    const p = params({ nodes: 5, network: "slow" });
    const us = expandMulticastRandom(p, 4);
    const ms = expandMulticastRandom(p, 4, "ms");
    expect(us.timeUnit).toBe("us");
    expect(ms.timeUnit).toBe("ms");
    expect(ms.nodes[2]?.sendFixed).toBeCloseTo((us.nodes[2]?.sendFixed ?? NaN) / 1000, 12);
    expect(ms.nodes[2]?.recvPerByte).toBeCloseTo((us.nodes[2]?.recvPerByte ?? NaN) / 1000, 15);
    expect(ms.transmit as number).toBeCloseTo((us.transmit as number) / 1000, 15);
    expect(ms.multicasts).toEqual(us.multicasts);
    const doc = {
      version: 1,
      kind: "multicast",
      timeUnit: "ms",
      generator: { id: MULTICAST_RANDOM_ID, params: p, seed: 4 },
    };
    expect(parseScenario(doc).timeUnit).toBe("ms");
  });
});
