import { describe, expect, it } from "vitest";
import { ZOOM_STEP } from "../../../../src/ui/views/common/toolbar";
import { windowForKey } from "../../../../src/ui/views/common/use-time-axis";

const FULL = [0, 100] as const;

describe("windowForKey", () => {
  it("zooms in with + and =, out with -, and fits with 0 and f", () => {
    const win = [20, 60] as const;
    for (const k of ["+", "="]) {
      const w = windowForKey(k, win, FULL, null)!;
      expect(w[1] - w[0]).toBeCloseTo(40 / ZOOM_STEP);
      expect((w[0] + w[1]) / 2).toBeCloseTo(40);
    }
    const out = windowForKey("-", win, FULL, null)!;
    expect(out[1] - out[0]).toBeCloseTo(40 * ZOOM_STEP);
    expect(windowForKey("0", win, FULL, null)).toEqual(FULL);
    expect(windowForKey("f", win, FULL, null)).toEqual(FULL);
  });

  it("pans with the arrows along the axis only when asked", () => {
    const win = [20, 60] as const;
    expect(windowForKey("ArrowLeft", win, FULL, null)).toBeUndefined();
    expect(windowForKey("ArrowLeft", win, FULL, "x")).toEqual([12, 52]);
    expect(windowForKey("ArrowRight", win, FULL, "x")).toEqual([28, 68]);
    expect(windowForKey("ArrowDown", win, FULL, "x")).toBeUndefined();
    expect(windowForKey("ArrowDown", win, FULL, "y")).toEqual([28, 68]);
    expect(windowForKey("Escape", win, FULL, "x")).toBeUndefined();
  });
});
