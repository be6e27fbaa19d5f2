// The time axis's ticks (views/common/axis.ts): about one per `spacing` pixels, but never so many that
// their labels at the axis's font run into each other (presentation mode at 1280 px drew
// "100,000110,000120,000" as one run).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { textWidth, timeAxis, timeScale } from "../../../../src/ui/views/common/axis";

/** The least distance between neighbouring labels' edges (labels are centred on their ticks). */
function narrowestGap(ticks: readonly { x: number; label: string }[], fontPx: number): number {
  let gap = Infinity;
  for (let k = 1; k < ticks.length; k++) {
    const a = ticks[k - 1]!;
    const b = ticks[k]!;
    gap = Math.min(gap, b.x - a.x - (textWidth(a.label, fontPx) + textWidth(b.label, fontPx)) / 2);
  }
  return gap;
}

describe("timeAxis", () => {
  it("keeps d3's ticks where the labels fit (the normal text size)", () => {
    const axis = timeAxis(timeScale([0, 169000], 78, 1248), "us", 96, 12);
    expect(axis.ticks.map((t) => t.value)).toEqual(Array.from({ length: 17 }, (_, k) => k * 10000));
    expect(axis.label).toBe("time (µs)");
  });

  it("thins the ticks when larger labels would touch (presentation mode)", () => {
    const axis = timeAxis(timeScale([0, 169000], 78, 1248), "us", 96, 15);
    expect(axis.ticks.length).toBeLessThan(17);
    expect(narrowestGap(axis.ticks, 15)).toBeGreaterThanOrEqual(12);
  });

  it("leaves room between labels for any window, width and font (down to two ticks)", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: 1e-3, max: 1e7, noNaN: true }),
        fc.integer({ min: 200, max: 2400 }),
        fc.integer({ min: 10, max: 24 }),
        (t0, span, width, fontPx) => {
          const axis = timeAxis(timeScale([t0, t0 + span], 0, width), "us", 96, fontPx);
          expect(axis.ticks.length).toBeGreaterThanOrEqual(1);
          if (axis.ticks.length > 3) expect(narrowestGap(axis.ticks, fontPx)).toBeGreaterThanOrEqual(12);
        },
      ),
      { numRuns: 400, seed: 7 },
    );
  });
});
