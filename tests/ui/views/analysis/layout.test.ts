// Layouts of the analysis views: node bars (grouping, order, segments) and the heat map's cells and labels.
import { describe, expect, it } from "vitest";
import { linkColumns, linkOf, linkStats } from "../../../../src/core/schedule/link-stats";
import { nodeStats, NODE_TIME_CLASSES } from "../../../../src/core/schedule/node-stats";
import {
  HEAT_BACKGROUND,
  HEAT_DIAGONAL,
  HEAT_LEVELS,
  heatLayout,
  heatMax,
  heatPalette,
  heatPixels,
  heaviestLink,
  linkIndexAt,
  heatTickLabel,
  heatValue,
  LABEL_SPACING,
  linkAt,
  MIN_CELL,
} from "../../../../src/ui/views/link-heat/layout";
import { classTotals, nodeBars } from "../../../../src/ui/views/node-time/layout";
import { largeSchedule } from "../../../core/schedule/large-schedule";
import { paperExample } from "../fixtures";

describe("nodeBars", () => {
  it("gives one bar per node whose segments tile [0, makespan] in class order", () => {
    const s = paperExample();
    const bars = nodeBars(nodeStats(s), s.lanes, "node");
    expect(bars.map((b) => b.label)).toEqual(s.lanes);
    for (const b of bars) {
      let at = 0;
      for (const sg of b.segments) {
        expect(sg.from).toBeCloseTo(at, 9);
        at += sg.length;
      }
      expect(at).toBeCloseTo(s.makespan, 9);
      expect(b.segments.map((sg) => NODE_TIME_CLASSES.indexOf(sg.cls))).toEqual(
        [...b.segments.map((sg) => NODE_TIME_CLASSES.indexOf(sg.cls))].sort((x, y) => x - y),
      );
    }
  });

  it("orders by busy, waiting or idle time, the largest first", () => {
    const s = paperExample();
    const stats = nodeStats(s);
    const busiest = nodeBars(stats, s.lanes, "busy").map(
      (b) => b.times.sending + b.times.receiving + b.times.both,
    );
    expect(busiest).toEqual([...busiest].sort((a, b) => b - a));
    expect(nodeBars(stats, s.lanes, "waiting")[0]!.label).toBe("P3");
    const idle = nodeBars(stats, s.lanes, "idle").map((b) => b.times.idle);
    expect(idle).toEqual([...idle].sort((a, b) => b - a));
  });

  it("groups consecutive nodes (averaged) beyond the bar limit", () => {
    const s = largeSchedule(2000, 300);
    const stats = nodeStats(s);
    const bars = nodeBars(stats, s.lanes, "node", 128);
    expect(bars.length).toBeLessThanOrEqual(128);
    expect(bars.flatMap((b) => b.nodes)).toEqual(stats.map((r) => r.node));
    expect(bars[0]!.label).toBe("P0–P2");
    const sum = bars.reduce((a, b) => a + b.times.sending * b.nodes.length, 0);
    expect(sum).toBeCloseTo(classTotals(stats).sending, 6);
  });
});

describe("heatTickLabel", () => {
  it("writes bytes in SI form from 1000 up and never as milli-units", () => {
    expect([0, 0.2, 0.4, 1, 999].map((t) => heatTickLabel(t, "traffic"))).toEqual([
      "0",
      "0.2",
      "0.4",
      "1",
      "999",
    ]);
    expect(heatTickLabel(2000, "traffic")).toBe("2k");
    expect(heatTickLabel(1_500_000, "traffic")).toBe("1.5M");
    expect(heatTickLabel(0.2, "busy")).toBe("0.2");
    expect(heatTickLabel(2000, "busy")).not.toBe("2k");
  });
});

describe("heatLayout", () => {
  it("keeps cells at least 6 px and labels at least 16 px apart at 64 nodes in a small view", () => {
    const lay = heatLayout(64, 300);
    expect(lay.cell).toBeGreaterThanOrEqual(MIN_CELL);
    expect(lay.cell * lay.labelEvery).toBeGreaterThanOrEqual(LABEL_SPACING);
    expect(lay.size).toBe(64 * lay.cell);
  });
  it("grows cells to fill the room for small matrices, up to a limit", () => {
    expect(heatLayout(4, 400).cell).toBe(40);
    expect(heatLayout(16, 400).cell).toBe(25);
    expect(heatLayout(16, 400).labelEvery).toBe(1);
  });
  it("caps the matrix side beyond 512 nodes", () => {
    const lay = heatLayout(1024, 300);
    expect(lay.size).toBeLessThanOrEqual(3072);
    expect(lay.cell).toBeGreaterThanOrEqual(1);
  });
});

describe("heat values", () => {
  it("reads bytes (or messages) and busy time, and finds the link under a point", () => {
    const s = paperExample();
    const stats = linkStats(s);
    const index = new Map(stats.links.map((l) => [l.from * stats.n + l.to, l]));
    const l = linkAt(stats, index, 10, 25, 5)!; // column 2, row 0: P0 → P2
    expect([l.from, l.to]).toEqual([0, 2]);
    expect(heatValue(l, "traffic")).toBe(1);
    expect(heatValue(l, "busy")).toBe(7);
    expect(heatMax(stats, "busy")).toBe(Math.max(...stats.links.map((x) => x.busy)));
    expect(linkAt(stats, index, 10, 5, 5)).toBeUndefined(); // the diagonal
    expect(linkAt(stats, index, 10, -1, 5)).toBeUndefined();
  });
});

describe("heat map over the link columns", () => {
  it("finds links and the heaviest one as over the link objects, and paints one pixel per cell", () => {
    const s = paperExample();
    const stats = linkStats(s);
    const c = linkColumns(s);
    const index = new Map(stats.links.map((l) => [l.from * stats.n + l.to, l]));
    for (let y = 0; y < c.n * 10; y += 5) {
      for (let x = -5; x < c.n * 10 + 5; x += 5) {
        const k = linkIndexAt(c, 10, x, y);
        expect(k >= 0 ? linkOf(c, k) : undefined).toEqual(linkAt(stats, index, 10, x, y));
      }
    }
    for (const measure of ["traffic", "busy"] as const) {
      const best = stats.links.reduce((b, l) => (heatValue(l, measure) > heatValue(b, measure) ? l : b));
      expect(linkOf(c, heaviestLink(c, measure))).toEqual(best);
      const max = heatMax(c, measure);
      expect(max).toBe(heatMax(stats, measure));
      const px = new Uint8ClampedArray(4 * c.n * c.n);
      heatPixels(c, measure, max, px);
      const at = (from: number, to: number) =>
        Array.from(px.subarray(4 * (from * c.n + to), 4 * (from * c.n + to) + 4));
      expect(at(1, 1)).toEqual([...HEAT_DIAGONAL, 255]);
      for (const l of stats.links) {
        const q = Math.round((heatValue(l, measure) / max) * (HEAT_LEVELS - 1));
        expect(at(l.from, l.to)).toEqual([...heatPalette().subarray(3 * q, 3 * q + 3), 255]);
      }
      const empty = Array.from({ length: c.n * c.n }, (_, p) => p).find(
        (p) => p % (c.n + 1) !== 0 && !index.has(p),
      );
      if (empty !== undefined)
        expect(at(Math.floor(empty / c.n), empty % c.n)).toEqual([...HEAT_BACKGROUND, 255]);
    }
    expect(heaviestLink({ ...c, count: 0 }, "busy")).toBe(-1);
  });
});
