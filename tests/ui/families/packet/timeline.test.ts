import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { simulateSmartInterface } from "../../../../src/core/packet/simulate";
import { treeShape } from "../../../../src/core/packet/tree";
import {
  bufferAt,
  buildTimeline,
  copiesAt,
  edgeHistory,
  receivedAfter,
  rowOf,
} from "../../../../src/ui/families/packet/timeline";
import { preset, run, scenarioOf, treeOf } from "./helpers";

describe("buildTimeline", () => {
  it("gives Fig. 5(a)'s copies step by step (binomial tree, 3 packets, FPFS)", () => {
    const d = run(preset("packet-paper-fig5"), "binomial").details;
    const tl = buildTimeline(treeOf(d), d.fpfs, 3);
    expect(tl.stepCount).toBe(6);
    expect([0, 1, 2, 3, 4, 5].map((t) => copiesAt(tl, t))).toEqual([
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
    expect(copiesAt(tl, -1)).toEqual([]);
    expect(copiesAt(tl, 6)).toEqual([]);
  });

  it("holds each packet k steps at a relay under FPFS and (k − 1)·m + 1 under FCFS (Sec. 3.3.2)", () => {
    // Fig. 8's binomial tree with 4 packets: P4 relays to P6 and P5 (k = 2), packets back to back.
    const d = run(preset("packet-fcfs-buffers"), "binomial").details;
    expect(d.children[4]).toEqual([6, 5]);
    const fpfs = buildTimeline(treeOf(d), d.fpfs, 4);
    const fcfs = buildTimeline(treeOf(d), d.fcfs, 4);
    expect(fpfs.meanHold[rowOf(fpfs, 4)]).toBe(2);
    expect(fcfs.meanHold[rowOf(fcfs, 4)]).toBe((2 - 1) * 4 + 1);
    expect(rowOf(fpfs, 7)).toBe(-1); // a leaf buffers nothing
    expect(bufferAt(fpfs, 7, 3)).toBe(0);
  });

  it("rebuilds exactly the simulator's copies and buffers from the arrival table", () => {
    const cases = fc.record({
      nodes: fc.integer({ min: 2, max: 40 }),
      packets: fc.integer({ min: 1, max: 6 }),
      algorithm: fc.constantFrom("k-binomial", "binomial", "linear"),
      k: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
    });
    fc.assert(
      fc.property(cases, (c) => {
        const k = c.k === null ? null : Math.min(c.k, Math.max(1, Math.ceil(Math.log2(c.nodes))));
        const d = run(scenarioOf({ nodes: c.nodes, packets: c.packets, k }), c.algorithm).details;
        const shape = treeShape({ children: d.children.map((l) => [...l]) }, c.nodes, d.source);
        for (const mode of ["fpfs", "fcfs"] as const) {
          const full = simulateSmartInterface(shape, c.packets, mode);
          const tl = buildTimeline(treeOf(d), d[mode], c.packets);
          expect(tl.stepCount).toBe(full.stepCount);
          for (let t = 0; t < tl.stepCount; t++) expect(copiesAt(tl, t)).toEqual(full.transmissions[t]);
          for (let v = 0; v < c.nodes; v++) {
            const r = rowOf(tl, v);
            expect(r >= 0).toBe((d.children[v]?.length ?? 0) > 0);
            if (r >= 0) {
              expect(Array.from(tl.buffer.subarray(r * tl.stepCount, (r + 1) * tl.stepCount))).toEqual(
                full.buffer[v],
              );
              expect(tl.peak[r]).toBe(full.peakBuffer[v]);
            }
          }
          const total = Array.from({ length: tl.stepCount }, (_, t) =>
            full.buffer.reduce((a, row) => a + (row[t] ?? 0), 0),
          );
          expect(Array.from(tl.total)).toEqual(total);
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe("receivedAfter", () => {
  it("counts the packets each interface has after t steps (the source has all)", () => {
    const d = run(preset("packet-paper-fig5"), "linear").details; // chain P0 → P1 → P2 → P3
    expect(Array.from(receivedAfter(treeOf(d), d.fpfs, 3, 0))).toEqual([3, 0, 0, 0]);
    expect(Array.from(receivedAfter(treeOf(d), d.fpfs, 3, 2))).toEqual([3, 2, 1, 0]);
    expect(Array.from(receivedAfter(treeOf(d), d.fpfs, 3, 5))).toEqual([3, 3, 3, 3]);
  });
});

describe("edgeHistory", () => {
  it("lists each edge's copies up to a step, oldest first, keyed by the child", () => {
    const d = run(preset("packet-paper-fig5"), "binomial").details;
    const tl = buildTimeline(treeOf(d), d.fpfs, 3);
    const h = edgeHistory(tl, 3);
    expect(h.get(2)).toEqual([
      [0, 0],
      [2, 1],
    ]);
    expect(h.get(1)).toEqual([
      [1, 0],
      [3, 1],
    ]);
    expect(h.get(3)).toEqual([
      [1, 0],
      [3, 1],
    ]);
    expect(edgeHistory(tl, -1).size).toBe(0);
  });
});
