// Direct labels at line ends never overlap: spreadLabels moves them apart, within the plot.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { spreadLabels } from "../../src/ui/experiments/SweepChart";

describe("spreadLabels", () => {
  it("keeps labels that do not collide where they are", () => {
    expect(spreadLabels([10, 50, 100], 16, 0, 200)).toEqual([10, 50, 100]);
  });

  it("pushes colliding labels apart, keeping their order, inside [lo, hi]", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0, max: 300, noNaN: true }), { maxLength: 12 }), (ys) => {
        const out = spreadLabels(ys, 16, 7, 300);
        const order = ys.map((y, i) => ({ y, i })).sort((a, b) => a.y - b.y);
        for (let k = 1; k < order.length; k++) {
          const a = out[(order[k - 1] as { i: number }).i] as number;
          const b = out[(order[k] as { i: number }).i] as number;
          expect(b - a).toBeGreaterThanOrEqual(16 - 1e-9);
        }
        for (const y of out) {
          expect(y).toBeGreaterThanOrEqual(7 - 1e-9);
          expect(y).toBeLessThanOrEqual(300 + 1e-9);
        }
      }),
    );
  });
});
