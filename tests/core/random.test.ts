import { describe, expect, it } from "vitest";
import { createRng, deriveSeed } from "../../src/core/random";

describe("createRng", () => {
  it("gives the same sequence for the same seed", () => {
    const a = createRng(42);
    const b = createRng(42);
    const xs = Array.from({ length: 20 }, () => a.int(0, 1000));
    const ys = Array.from({ length: 20 }, () => b.int(0, 1000));
    expect(xs).toEqual(ys);
    expect(new Set(xs).size).toBeGreaterThan(10);
  });
  it("keeps values in range", () => {
    const r = createRng(7);
    for (let i = 0; i < 1000; i++) {
      const v = r.uniform(80, 400);
      expect(v).toBeGreaterThanOrEqual(80);
      expect(v).toBeLessThan(400);
    }
  });
  it("shuffles into a permutation", () => {
    const r = createRng(3);
    const xs = [0, 1, 2, 3, 4, 5, 6, 7];
    expect(r.shuffled(xs).sort()).toEqual(xs);
  });
});

describe("deriveSeed", () => {
  it("depends on the sweep seed and the run, not on anything else", () => {
    expect(deriveSeed(1, 5)).toBe(deriveSeed(1, 5));
    const seeds = new Set(Array.from({ length: 1000 }, (_, r) => deriveSeed(1, r)));
    expect(seeds.size).toBe(1000);
    expect(deriveSeed(1, 0)).not.toBe(deriveSeed(2, 0));
  });
});
