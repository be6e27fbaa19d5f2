import { describe, expect, it } from "vitest";
import { maxK, optimalK } from "../../../../src/core/packet";
import { latencyVsPackets } from "../../../../src/core/packet/tables";
import {
  fitting,
  heatExtent,
  heatGrid,
  kAt,
  kChanges,
  kRuns,
  kRunsText,
  latencyRows,
  nodeSamples,
  powersOfTwo,
} from "../../../../src/ui/families/packet/optimal-k-data";

const timing = { ts: 12.5, tr: 12.5, tns: 3, tnr: 2 };

describe("heatGrid", () => {
  it("holds Theorem 3's k for every n and m, row 0 being m = 1 (where k = ⌈log2 n⌉, Fig. 12a)", () => {
    const g = heatGrid(64, 8);
    expect(g.ns).toHaveLength(63);
    expect(g.stride).toBe(1);
    for (const [c, n] of g.ns.entries()) {
      expect(g.values[c]).toBe(maxK(n));
      for (const [r, m] of g.ms.entries()) expect(g.values[r * g.ns.length + c]).toBe(optimalK(n, m).k);
    }
    expect(heatExtent(g)).toEqual([1.5, 64.5]);
  });
  it("samples n past maxColumns, columns centred on their n", () => {
    const g = heatGrid(1024, 4, 256);
    expect(g.stride).toBe(4);
    expect(g.ns.slice(0, 3)).toEqual([2, 6, 10]);
    expect(g.ns.length).toBeLessThanOrEqual(256);
    expect(heatExtent(g)).toEqual([0, g.ns.length * 4]);
    expect(kAt(g, 1000, 3)).toBe(optimalK(1000, 3).k); // exact, not the sampled cell
    expect(kAt(g, 1025, 3)).toBeUndefined();
    expect(kAt(g, 100, 0)).toBeUndefined();
  });
});

describe("kRuns", () => {
  it("finds where the linear tree takes over at n = 64: from m = 57 (L1 + (m−1)k: 63 + m − 1 > 8 + 2(m − 1))", () => {
    const runs = kRuns(64, 64);
    expect(runs[0]).toEqual({ k: 6, from: 1, to: 1 });
    expect(runs.at(-2)).toEqual({ k: 2, from: runs.at(-2)!.from, to: 56 }); // the tie at m = 56 goes to k = 2
    expect(runs.at(-1)).toEqual({ k: 1, from: 57, to: 64 });
    expect(kRunsText(runs, 64)).toMatch(/^m = 1: k = 6 · .* · m ≥ 57: k = 1$/);
  });
  it("writes single values and closed ranges", () => {
    expect(
      kRunsText(
        [
          { k: 3, from: 1, to: 1 },
          { k: 2, from: 2, to: 5 },
        ],
        8,
      ),
    ).toBe("m = 1: k = 3 · m = 2–5: k = 2");
  });
});

describe("latencyRows and kChanges", () => {
  it("flattens the curves and marks where the k-binomial tree's k changes", () => {
    const rows = latencyRows(latencyVsPackets(4, [1, 2, 3], timing, "fpfs"));
    expect(rows).toHaveLength(9);
    expect(rows[0]).toEqual({ x: 1, series: "k-binomial", latency: 12.5 + 2 * 5 + 12.5, steps: 2, k: 2 });
    expect(kChanges(rows).map((r) => [r.x, r.k])).toEqual([
      [1, 2],
      [3, 1],
    ]);
  });
});

describe("nodeSamples", () => {
  it("keeps every n when few, else about `points` of them with 2, nMax and the current n", () => {
    expect(nodeSamples(10, 256, 5)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const s = nodeSamples(1024, 100, 777);
    expect(s[0]).toBe(2);
    expect(s.at(-1)).toBe(1024);
    expect(s).toContain(777);
    expect(s.length).toBeLessThanOrEqual(101);
    expect(s).toEqual([...s].sort((a, b) => a - b));
  });
});

describe("powersOfTwo and fitting", () => {
  it("offer grid sizes and pick the first that fits", () => {
    expect(powersOfTwo(16, 128)).toEqual([16, 32, 64, 128]);
    expect(fitting([16, 32, 64], 33)).toBe(64);
    expect(fitting([16, 32, 64], 100)).toBe(64);
  });
});
