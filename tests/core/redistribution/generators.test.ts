import { describe, expect, it } from "vitest";
import {
  expandRandom,
  heterogeneityRange,
  RANDOM_DEFAULTS,
  RANDOM_GENERATOR_ID,
  randomGenerator,
} from "../../../src/core/redistribution/generators";
import type { RedistributionScenario } from "../../../src/core/redistribution/scenario";
import { parseScenario } from "../../../src/core/scenario/document";

describe("heterogeneityRange", () => {
  it("maps Fig. 5b's 100 % and 1900 % to 10–20 and 10–200 MB/s", () => {
    expect(heterogeneityRange(100)).toEqual({ minMBps: 10, maxMBps: 20 });
    expect(heterogeneityRange(1900)).toEqual({ minMBps: 10, maxMBps: 200 });
  });
});

describe("expandRandom", () => {
  const params = { ...RANDOM_DEFAULTS, processors: 8 };
  const a = expandRandom(params, 7);

  it("is deterministic for a seed and differs between seeds", () => {
    expect(expandRandom(params, 7)).toEqual(a);
    expect(expandRandom(params, 8).bandwidth).not.toEqual(a.bandwidth);
  });

  it("draws symmetric bandwidths in [10, 200] MB/s = [10, 200] bytes/µs, null diagonal", () => {
    const b = a.bandwidth as (number | null)[][];
    for (let i = 0; i < 8; i++) {
      expect(b[i]?.[i]).toBeNull();
      for (let j = 0; j < 8; j++) {
        if (i === j) continue;
        expect(b[i]?.[j]).toBe(b[j]?.[i]);
        expect(b[i]?.[j]).toBeGreaterThanOrEqual(10);
        expect(b[i]?.[j]).toBeLessThan(200);
      }
    }
  });

  it("writes bandwidths per millisecond when the unit is ms", () => {
    const ms = expandRandom({ ...params, timeUnit: "ms" }, 7);
    expect((ms.bandwidth as number[][])[0]?.[1]).toBeCloseTo(
      ((a.bandwidth as number[][])[0]?.[1] ?? 0) * 1000,
      6,
    );
    expect(ms.timeUnit).toBe("ms");
  });

  it("draws each direction separately when not symmetric", () => {
    const b = expandRandom({ ...params, symmetric: false }, 7).bandwidth as number[][];
    expect(b[0]?.[1]).not.toBe(b[1]?.[0]);
  });
});

describe("randomGenerator", () => {
  it("expands through a scenario document, with overrides", () => {
    const s = parseScenario({
      version: 1,
      kind: "redistribution",
      generator: { id: randomGenerator.id, params: { processors: 6, K: 4, elements: 240 }, seed: 3 },
      overrides: { "bandwidth.0.1": 99 },
    });
    expect(s).toMatchObject({ kind: "redistribution", processors: 6, K: 4, elements: 240, startup: 0 });
    expect((s as { bandwidth: number[][] }).bandwidth[0]?.[1]).toBe(99);
  });

  it("validates its parameters with messages naming the limit", () => {
    const doc = (params: Record<string, unknown>) => () =>
      parseScenario({ version: 1, kind: "redistribution", generator: { id: randomGenerator.id, params } });
    expect(doc({ K: 0 })).toThrow("generator.params.K: K must be at least 1");
    expect(doc({ minMBps: 50, maxMBps: 20 })).toThrow(
      "generator.params.maxMBps: maxMBps (20) must be ≥ minMBps (50)",
    );
    expect(doc({ minMBps: 0 })).toThrow(/minMBps .* must be > 0/);
    expect(doc({ elements: 10, blockSize: 3 })).toThrow(/not a multiple of the block size/);
  });
});

describe("the document's time unit", () => {
  it("is the unit the generated bandwidths are in", () => {
    const generated = { version: 1, kind: "redistribution", generator: { id: RANDOM_GENERATOR_ID, seed: 3 } };
    const us = parseScenario(generated) as RedistributionScenario;
    const ms = parseScenario({ ...generated, timeUnit: "ms" }) as RedistributionScenario;
    expect(ms.timeUnit).toBe("ms");
    const bw = (s: RedistributionScenario) => (s.bandwidth as number[][])[0]![1]!;
    expect(bw(ms)).toBeCloseTo(bw(us) * 1000, 6);
  });
});
