import { zoomIdentity } from "d3";
import { describe, expect, it } from "vitest";
import { transformOfWindow, windowOfTransform } from "../../../../src/ui/views/common/use-axis-zoom";

// The whole schedule [0, 100] spans the pixels [10, 110] at scale 1: one pixel per time unit.
const full = [0, 100] as const;
const range = [10, 110] as const;

describe("transformOfWindow", () => {
  it("gives the scale and the shift that show the window", () => {
    // [20, 30] is a tenth of the whole: k = 10; time 20 (pixel 30 at scale 1) must land on pixel 10.
    expect(transformOfWindow([20, 30], full, range)).toEqual({ k: 10, t: 10 - 10 * 30 });
    expect(transformOfWindow(full, full, range)).toEqual({ k: 1, t: 0 });
  });
});

describe("windowOfTransform", () => {
  it("reads the window back from a transform along either axis", () => {
    expect(windowOfTransform(zoomIdentity.translate(-290, 7).scale(10), "x", full, range)).toEqual([20, 30]);
    expect(windowOfTransform(zoomIdentity.translate(7, -290).scale(10), "y", full, range)).toEqual([20, 30]);
    expect(windowOfTransform(zoomIdentity, "y", full, range)).toEqual([0, 100]);
  });
});
