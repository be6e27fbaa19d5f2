import { describe, expect, it } from "vitest";
import {
  clampWindow,
  panWindow,
  sameWindow,
  windowForUrl,
  zoomWindow,
} from "../../../../src/ui/views/gantt/zoom";

const full = [0, 100] as const;

describe("zoomWindow", () => {
  it("zooms in around the anchor", () => {
    expect(zoomWindow([0, 100], full, 2)).toEqual([25, 75]);
    expect(zoomWindow([0, 100], full, 2, 0)).toEqual([0, 50]);
  });
  it("never zooms out past the whole schedule", () => {
    expect(zoomWindow([40, 60], full, 0.01)).toEqual([0, 100]);
  });
});

describe("panWindow", () => {
  it("moves by a fraction of the window and stops at the ends", () => {
    expect(panWindow([20, 40], full, 0.5)).toEqual([30, 50]);
    expect(panWindow([80, 100], full, 0.5)).toEqual([80, 100]);
    expect(panWindow([5, 25], full, -1)).toEqual([0, 20]);
  });
});

describe("clampWindow", () => {
  it("keeps a minimum span", () => {
    const [a, b] = clampWindow([50, 50], full);
    expect(b - a).toBeGreaterThan(0);
  });
});

describe("windowForUrl", () => {
  it("is undefined for the whole schedule and rounded otherwise", () => {
    expect(windowForUrl([0, 100], full)).toBeUndefined();
    expect(windowForUrl([1 / 3, 50], full)).toEqual([0.33333333, 50]);
    expect(sameWindow([0, 100], [0, 100 + 1e-9])).toBe(true);
  });
});
