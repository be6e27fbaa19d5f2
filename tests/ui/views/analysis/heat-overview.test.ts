// The link heat map's overview (link-heat/layout.ts): a matrix whose cells do not fit the panel is drawn
// whole, each pixel a block of links coloured by the hottest of them (never an average that would hide
// a hot link), the diagonal and the background where a block holds none; the pixel under a point and
// the nodes of a pixel for the tooltip.
import { describe, expect, it } from "vitest";
import { linkColumns, linkOf } from "../../../../src/core/schedule/link-stats";
import {
  binNodes,
  binOf,
  HEAT_BACKGROUND,
  HEAT_DIAGONAL,
  HEAT_LEVELS,
  heatLayout,
  heatMax,
  heatOverview,
  heatPalette,
  heatPixelsBinned,
  heatValueAt,
  overviewPixelAt,
} from "../../../../src/ui/views/link-heat/layout";
import { allToAllSchedule } from "../fixtures";

describe("heatOverview", () => {
  it("is only for a matrix whose cells do not fit, and fills the panel", () => {
    expect(heatOverview(4, 400)).toBeNull();
    expect(heatOverview(64, 500)).toBeNull(); // 6 px cells: 384 px
    const small = heatOverview(64, 328)!;
    expect(heatLayout(64, 328).size).toBeGreaterThan(328);
    expect(small).toMatchObject({ bins: 64, side: 328 });
    const large = heatOverview(1024, 315.6)!;
    expect(large).toMatchObject({ bins: 315, side: 315 });
    expect(large.scale).toBeCloseTo(315 / 1024);
    // Labels at least LABEL_SPACING apart.
    expect(large.labelEvery * large.scale).toBeGreaterThanOrEqual(16);
  });

  it("puts every node in one pixel, and names a pixel's nodes and the pixel under a point", () => {
    for (const [n, bins] of [
      [1024, 315],
      [64, 64],
      [10, 3],
    ] as const) {
      const seen = new Array<number>(n).fill(0);
      for (let b = 0; b < bins; b++) {
        const [a, z] = binNodes(b, n, bins);
        for (let i = a; i <= z; i++) {
          expect(binOf(i, n, bins)).toBe(b);
          seen[i]!++;
        }
      }
      expect(seen.every((c) => c === 1)).toBe(true);
    }
    const o = heatOverview(1024, 315)!;
    expect(overviewPixelAt(o, 0, 0)).toBe(0);
    expect(overviewPixelAt(o, 314.9, 314.9)).toBe(315 * 315 - 1);
    expect(overviewPixelAt(o, 2.5, 1.5)).toBe(315 + 2);
    expect(overviewPixelAt(o, -1, 3)).toBe(-1);
    expect(overviewPixelAt(o, 3, 315)).toBe(-1);
  });
});

describe("heatPixelsBinned", () => {
  const c = linkColumns(allToAllSchedule(24));
  const bins = 7;
  const n = c.n;

  it.each(["traffic", "busy"] as const)("colours each pixel by its hottest link (%s)", (measure) => {
    const max = heatMax(c, measure);
    const px = new Uint8ClampedArray(4 * bins * bins);
    const best = heatPixelsBinned(c, measure, max, bins, px);
    const pal = heatPalette();
    for (let r = 0; r < bins; r++) {
      for (let q = 0; q < bins; q++) {
        // Independently: the links whose sender and receiver fall in this pixel's nodes.
        const [r0, r1] = binNodes(r, n, bins);
        const [q0, q1] = binNodes(q, n, bins);
        let top = -1;
        for (let k = 0; k < c.count; k++) {
          const l = linkOf(c, k);
          if (l.from < r0 || l.from > r1 || l.to < q0 || l.to > q1) continue;
          if (top < 0 || heatValueAt(c, k, measure) > heatValueAt(c, top, measure)) top = k;
        }
        const p = r * bins + q;
        expect(best[p]).toBe(top);
        const rgba = Array.from(px.subarray(4 * p, 4 * p + 4));
        if (top >= 0) {
          const level = Math.round((heatValueAt(c, top, measure) / max) * (HEAT_LEVELS - 1));
          expect(rgba).toEqual([pal[3 * level], pal[3 * level + 1], pal[3 * level + 2], 255]);
        } else expect(rgba).toEqual([...(r === q ? HEAT_DIAGONAL : HEAT_BACKGROUND), 255]);
      }
    }
    // A hot link is never averaged away: the heaviest link's pixel has the top of the scale.
    const hottest = Math.max(...Array.from({ length: c.count }, (_, k) => heatValueAt(c, k, measure)));
    expect(hottest).toBe(max);
    const top = [...best].findIndex((k) => k >= 0 && heatValueAt(c, k, measure) === max);
    expect(Array.from(px.subarray(4 * top, 4 * top + 3))).toEqual(Array.from(pal.subarray(3 * 255, 3 * 256)));
  });
});
