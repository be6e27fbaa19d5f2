import { describe, expect, it } from "vitest";
import {
  bufferCells,
  busiest,
  nodeBuffers,
  poolBuffer,
  totals,
} from "../../../../src/ui/families/packet/buffers-data";
import { buildTimeline } from "../../../../src/ui/families/packet/timeline";
import { preset, run, scenarioOf, treeOf } from "./helpers";

function timelines(id: string, algorithm: string) {
  const d = run(preset(id), algorithm).details;
  const tree = treeOf(d);
  return {
    d,
    tree,
    fpfs: buildTimeline(tree, d.fpfs, d.packets),
    fcfs: buildTimeline(tree, d.fcfs, d.packets),
  };
}

describe("nodeBuffers", () => {
  it("puts Sec. 3.3.2's T_p = k and T_c = (k − 1)·m + 1 beside the measured holds", () => {
    const { tree, fpfs, fcfs } = timelines("packet-fcfs-buffers", "binomial"); // 8 nodes, 4 packets
    const rows = nodeBuffers(tree, fpfs, fcfs);
    expect(rows.map((r) => r.node)).toEqual([0, 2, 4, 6]);
    const p4 = rows.find((r) => r.node === 4)!;
    expect(p4).toMatchObject({ children: 2, tp: 2, tc: 5, holdFpfs: 2, holdFcfs: 5, peakFpfs: 1 });
    expect(p4.peakFcfs).toBe(4); // all four packets wait for the second child
  });
});

describe("bufferCells", () => {
  it("lists every forwarder's count in every step", () => {
    const { fpfs } = timelines("packet-paper-fig5", "binomial");
    const cells = bufferCells(fpfs);
    expect(cells).toHaveLength(2 * 6);
    expect(cells.filter((c) => c.node === 0).map((c) => c.held)).toEqual([3, 3, 2, 2, 1, 1]);
    expect(cells.filter((c) => c.node === 2).map((c) => c.held)).toEqual([0, 1, 0, 1, 0, 1]);
  });
});

describe("poolBuffer", () => {
  it("keeps each bin's largest count, so no peak disappears", () => {
    const d = run(scenarioOf({ nodes: 300, packets: 20, interface: "fcfs" }), "binomial").details;
    const tl = buildTimeline(treeOf(d), d.fcfs, 20);
    const pooled = poolBuffer(tl, tl.stepCount, 50, 10);
    expect(pooled.columns).toBeLessThanOrEqual(50);
    expect(pooled.rows).toBeLessThanOrEqual(10);
    expect(pooled.steps).toBeGreaterThanOrEqual(tl.stepCount);
    expect(Math.max(...pooled.values)).toBe(Math.max(...tl.peak));
    // Bin (0, 0) is the max over the first rows × columns of the table.
    let expected = 0;
    for (let r = 0; r < pooled.nodesPerRow && r < tl.forwarders.length; r++) {
      for (let t = 0; t < pooled.stepsPerColumn; t++)
        expected = Math.max(expected, tl.buffer[r * tl.stepCount + t]!);
    }
    expect(pooled.values[0]).toBe(expected);
  });
});

describe("totals and busiest", () => {
  it("sums all interfaces per step, per mode; busiest sorts by FCFS peak when there are many", () => {
    const { tree, fpfs, fcfs } = timelines("packet-paper-fig5", "binomial");
    const t = totals([fpfs, fcfs]);
    expect(t.filter((p) => p.mode === "FPFS").map((p) => p.held)).toEqual([3, 4, 2, 3, 1, 2]);
    const rows = nodeBuffers(tree, fpfs, fcfs);
    expect(busiest(rows, 10)).toEqual(rows);
    expect(busiest(rows, 1).map((r) => r.node)).toEqual([0]);
  });
});
