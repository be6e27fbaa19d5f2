import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  GRID_ABOVE,
  hitAt,
  layoutClusters,
  type ClusterLayout,
} from "../../../../src/ui/families/allgather/cluster-layout";

const VIEW = { width: 640, height: 300 };
const PAIRS = [
  [0, 4, 6, 2],
  [1, 5, 7, 3],
];

function inside(l: ClusterLayout) {
  for (const p of l.nodes) {
    expect(p.x - p.r).toBeGreaterThanOrEqual(-1e-6);
    expect(p.y - p.r).toBeGreaterThanOrEqual(-1e-6);
    expect(p.x + p.r).toBeLessThanOrEqual(l.width + 1e-6);
    expect(p.y + p.r).toBeLessThanOrEqual(l.height + 1e-6);
  }
}

function discsApart(l: ClusterLayout) {
  const c = l.clusters;
  for (let i = 0; i < c.length; i++)
    for (let j = i + 1; j < c.length; j++) {
      const d = Math.hypot(c[i]!.cx - c[j]!.cx, c[i]!.cy - c[j]!.cy);
      expect(d).toBeGreaterThanOrEqual(c[i]!.r + c[j]!.r - 1e-6);
    }
}

describe("layoutClusters", () => {
  it("puts each agent at the centre of its disc and its clients inside it", () => {
    const l = layoutClusters(PAIRS, 8, VIEW);
    expect(l.nodes).toHaveLength(8);
    for (const c of l.clusters) {
      const agent = l.nodes[c.agent]!;
      expect(agent.isAgent).toBe(true);
      expect([agent.x, agent.y]).toEqual([c.cx, c.cy]);
      for (const client of c.clients) {
        const p = l.nodes[client]!;
        expect(p.isAgent).toBe(false);
        expect(p.cluster).toBe(c.index);
        expect(Math.hypot(p.x - c.cx, p.y - c.cy) + p.r).toBeLessThanOrEqual(c.r + 1e-6);
      }
    }
    inside(l);
    discsApart(l);
  });

  it("places the clusters clockwise from the left and draws one chord per pair of agents", () => {
    const l = layoutClusters([[0], [1], [2], [3]], 4, { width: 800, height: 400 });
    const [left, top, right, bottom] = l.clusters;
    expect(left!.cx).toBeLessThan(right!.cx);
    expect(top!.cy).toBeLessThan(bottom!.cy);
    expect(l.exchange.map((e) => [e.from, e.to])).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    expect(l.spokes).toEqual([]);
  });

  it("keeps the clients out of the side facing the middle, where the chords come in", () => {
    const l = layoutClusters(PAIRS, 8, VIEW);
    const [a, b] = l.clusters;
    for (const c of [a!, b!]) {
      const other = c === a ? b! : a!;
      const toward = Math.atan2(other.cy - c.cy, other.cx - c.cx);
      for (const client of c.clients) {
        const p = l.nodes[client]!;
        const angle = Math.atan2(p.y - c.cy, p.x - c.cx);
        const diff = Math.abs(Math.atan2(Math.sin(angle - toward), Math.cos(angle - toward)));
        expect(diff).toBeGreaterThan(0.8);
      }
    }
  });

  it("puts a single cluster in the middle with its clients all around", () => {
    const l = layoutClusters([[3, 0, 1, 2]], 4, VIEW);
    expect(l.clusters[0]!.cx).toBeCloseTo(VIEW.width / 2);
    const ys = [0, 1, 2].map((i) => l.nodes[i]!.y);
    expect(Math.max(...ys) - Math.min(...ys)).toBeGreaterThan(l.clientRadius);
    expect(l.exchange).toEqual([]);
    expect(l.spokes.map((s) => [s.from, s.to])).toEqual([
      [0, 3],
      [1, 3],
      [2, 3],
    ]);
  });

  it("switches to a grid above GRID_ABOVE clusters and still fits", () => {
    const groups = Array.from({ length: GRID_ABOVE + 6 }, (_, i) => [i]);
    const l = layoutClusters(groups, groups.length, VIEW);
    const rows = new Set(l.clusters.map((c) => Math.round(c.cy)));
    expect(rows.size).toBeGreaterThan(1);
    inside(l);
    discsApart(l);
  });

  it("fits any grouping inside any panel without overlapping discs", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 200, max: 1400 }),
        fc.integer({ min: 150, max: 700 }),
        (n, mRaw, seed, width, height) => {
          const m = Math.min(n, mRaw);
          const groups: number[][] = Array.from({ length: m }, (_, g) => [g]);
          for (let x = m; x < n; x++) groups[(x * 7 + seed) % m]!.push(x);
          const l = layoutClusters(groups, n, { width, height });
          expect(l.nodes.filter(Boolean)).toHaveLength(n);
          inside(l);
          discsApart(l);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("hitAt", () => {
  const l = layoutClusters(PAIRS, 8, VIEW);
  it("finds a node, then a disc, then empty space", () => {
    const p = l.nodes[6]!;
    expect(hitAt(l, p.x + 1, p.y - 1)).toEqual({ kind: "node", node: 6 });
    const c = l.clusters[1]!;
    expect(hitAt(l, c.cx, c.cy + c.r - 2)).toEqual({ kind: "cluster", cluster: 1 });
    expect(hitAt(l, 1, 1)).toEqual({ kind: "empty" });
  });
  it("ignores the dragged node", () => {
    const p = l.nodes[4]!;
    expect(hitAt(l, p.x, p.y, 4)).toEqual({ kind: "cluster", cluster: 0 });
  });
});
