import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { simulateConventional } from "../../../src/core/packet/conventional";
import { predictedLastArrival } from "../../../src/core/packet/predict";
import { simulateSmartInterface } from "../../../src/core/packet/simulate";
import { maxK, pipelinedSteps, singlePacketSteps } from "../../../src/core/packet/theory";
import { buildKBinomialTree, treeShape } from "../../../src/core/packet/tree";

const identity = (n: number) => Array.from({ length: n }, (_, i) => i);
const kTree = (order: readonly number[], k: number) =>
  treeShape(buildKBinomialTree(order, k), order.length, order[0] as number);
const timing = { ts: 12.5, tr: 12.5, tns: 3, tnr: 2 };

describe("simulateSmartInterface", () => {
  it("takes 6 steps on Fig. 5(a)'s binomial tree, packet by packet as the paper labels them", () => {
    const run = simulateSmartInterface(kTree(identity(4), 2), 3, "fpfs");
    expect(run.stepCount).toBe(6);
    // The paper's [t]_j (1-based) is step t−1, packet j−1 here.
    expect(run.transmissions).toEqual([
      [{ from: 0, to: 2, packet: 0 }],
      [
        { from: 0, to: 1, packet: 0 },
        { from: 2, to: 3, packet: 0 },
      ],
      [{ from: 0, to: 2, packet: 1 }],
      [
        { from: 0, to: 1, packet: 1 },
        { from: 2, to: 3, packet: 1 },
      ],
      [{ from: 0, to: 2, packet: 2 }],
      [
        { from: 0, to: 1, packet: 2 },
        { from: 2, to: 3, packet: 2 },
      ],
    ]);
    expect(run.arrival).toEqual([
      [-1, -1, -1],
      [1, 3, 5],
      [0, 2, 4],
      [1, 3, 5],
    ]);
  });
  it("takes 5 steps on Fig. 5(b)'s chain, a node sending and receiving in the same step", () => {
    const run = simulateSmartInterface(kTree(identity(4), 1), 3, "fpfs");
    expect(run.stepCount).toBe(5);
    expect(run.transmissions[1]).toEqual([
      { from: 0, to: 1, packet: 1 },
      { from: 1, to: 2, packet: 0 },
    ]);
  });
  it("makes each packet lag the previous by δr = 3 steps on Fig. 8's tree: 9 steps (Theorems 1–2)", () => {
    const run = simulateSmartInterface(kTree(identity(8), 3), 3, "fpfs");
    const completion = [0, 1, 2].map((j) => Math.max(...run.arrival.map((row) => row[j] as number)) + 1);
    expect(completion).toEqual([3, 6, 9]);
    expect(run.stepCount).toBe(9);
  });
  it("serves the first child all packets first under FCFS (Fig. 6)", () => {
    const run = simulateSmartInterface(kTree(identity(4), 2), 3, "fcfs");
    expect(run.arrival).toEqual([
      [-1, -1, -1],
      [3, 4, 5],
      [0, 1, 2],
      [1, 2, 3],
    ]);
    expect(run.stepCount).toBe(6);
  });
  it("counts the packets each interface holds at every step (Fig. 5(a))", () => {
    const fpfs = simulateSmartInterface(kTree(identity(4), 2), 3, "fpfs");
    const fcfs = simulateSmartInterface(kTree(identity(4), 2), 3, "fcfs");
    expect(fpfs.buffer).toEqual([
      [3, 3, 2, 2, 1, 1],
      [0, 0, 0, 0, 0, 0],
      [0, 1, 0, 1, 0, 1],
      [0, 0, 0, 0, 0, 0],
    ]);
    expect(fcfs.buffer[0]).toEqual([3, 3, 3, 3, 2, 1]);
    expect(fcfs.buffer[2]).toEqual([0, 1, 1, 1, 0, 0]);
    expect(fpfs.peakBuffer).toEqual([3, 0, 1, 0]);
  });

  it("equals Theorem 2's L1 + (m−1)k under FPFS on every k-binomial tree, on any ordering", () => {
    const cases = fc
      .integer({ min: 2, max: 160 })
      .chain((n) =>
        fc.tuple(
          fc.shuffledSubarray(identity(n), { minLength: n }),
          fc.integer({ min: 1, max: maxK(n) }),
          fc.integer({ min: 1, max: 40 }),
        ),
      );
    fc.assert(
      fc.property(cases, ([order, k, m]) => {
        const n = order.length;
        const tree = kTree(order, k);
        const run = simulateSmartInterface(tree, m, "fpfs");
        expect(run.stepCount).toBe(pipelinedSteps(n, m, k));
        // Theorem 1: packet j+1 completes k steps after packet j.
        const done = (j: number) => Math.max(...run.arrival.map((row) => row[j] as number)) + 1;
        expect(done(0)).toBe(singlePacketSteps(n, k));
        if (m > 1) expect(done(m - 1) - done(m - 2)).toBe(k);
      }),
      { numRuns: 300 },
    );
  });

  it("matches the closed forms of predict.ts for FPFS and FCFS", () => {
    const cases = fc
      .integer({ min: 2, max: 120 })
      .chain((n) =>
        fc.tuple(fc.constant(n), fc.integer({ min: 1, max: maxK(n) }), fc.integer({ min: 1, max: 12 })),
      );
    fc.assert(
      fc.property(cases, ([n, k, m]) => {
        const tree = kTree(identity(n), k);
        for (const mode of ["fpfs", "fcfs"] as const) {
          const last = simulateSmartInterface(tree, m, mode).arrival.map((row) => row[m - 1]);
          expect(last).toEqual(predictedLastArrival(tree, m, mode));
        }
      }),
      { numRuns: 150 },
    );
  });

  // Sec. 3.3.2, step convention: a step is one packet copy (the paper's t_ns per copy); the time a
  // packet is buffered runs from the step its first copy goes out (the coprocessor reads it) through
  // the step of its last copy, inclusive. Packets arrive back to back: the intermediate node v is the
  // source's only child, and v's k children are leaves.
  it("buffers a packet T_p = k steps under FPFS and T_c = (p−i+1) + (k−2)p + i under FCFS", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.integer({ min: 1, max: 12 }), (k, p) => {
        const children = [
          [1],
          Array.from({ length: k }, (_, c) => c + 2),
          ...Array.from({ length: k }, () => []),
        ];
        const tree = treeShape({ children }, k + 2, 0);
        const fpfs = simulateSmartInterface(tree, p, "fpfs");
        const fcfs = simulateSmartInterface(tree, p, "fcfs");
        for (let i = 1; i <= p; i++) {
          const j = i - 1;
          const held = (run: typeof fpfs) =>
            (run.lastSend[1]?.[j] as number) - (run.firstSend[1]?.[j] as number) + 1;
          expect(held(fpfs)).toBe(k);
          expect(held(fcfs)).toBe(p - i + 1 + (k - 2) * p + i);
          // Under FCFS the node forwards each packet the step after it arrives (zero delay), so the
          // buffer view's occupancy counts exactly those T_c steps.
          expect(fcfs.firstSend[1]?.[j]).toBe((fcfs.arrival[1]?.[j] as number) + 1);
        }
        expect(fcfs.buffer[1]?.reduce((a, b) => a + b, 0)).toBe(p * ((k - 1) * p + 1));
      }),
      { numRuns: 60 },
    );
  });
});

describe("simulateConventional", () => {
  it("costs 2(t_s + t_step + t_r) for one packet to 3 destinations (Fig. 4(a))", () => {
    const run = simulateConventional(kTree(identity(4), 2), 1, timing);
    expect(run.latency).toBe(2 * (12.5 + 5 + 12.5));
    expect(run.complete).toEqual([0, 60, 30, 60]);
    expect(run.hopStart).toEqual([-1, 30, 0, 30]);
  });
  it("costs ⌈log2 n⌉ hops of t_s + m·t_step + t_r on the binomial tree (Sec. 2.5)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 300 }), fc.integer({ min: 1, max: 20 }), (n, m) => {
        const run = simulateConventional(kTree(identity(n), maxK(n)), m, timing);
        expect(run.hops).toBe(maxK(n));
        expect(run.latency).toBeCloseTo(maxK(n) * (25 + 5 * m), 9);
        expect(run.stepCount).toBe(maxK(n) * m);
      }),
      { numRuns: 60 },
    );
  });
});
