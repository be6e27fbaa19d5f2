// @vitest-environment jsdom
// The Gantt painter's fill patterns (the hatching of a receive's wait): each tile is drawn once per
// colour and device pixel ratio and shared by every canvas, so a canvas new to the painter (What
// changed's pane, a Compare pane, the edit path's warm-up) only makes patterns from the tiles.
import { afterEach, describe, expect, it, vi } from "vitest";
import { fullWindow, layoutGantt } from "../../../../src/ui/views/gantt/layout";
import { paintGantt } from "../../../../src/ui/views/gantt/paint";
import { recordingContext } from "../../side-by-side/helpers";
import { allToAllSchedule } from "../fixtures";

describe("paintGantt's patterns", () => {
  const original = HTMLCanvasElement.prototype.getContext;
  afterEach(() => {
    HTMLCanvasElement.prototype.getContext = original;
    vi.restoreAllMocks();
  });

  it("draws each hatching tile once, for every canvas that paints with it", () => {
    const tileCalls: string[] = [];
    Object.defineProperty(HTMLCanvasElement.prototype, "getContext", {
      value: () => recordingContext(tileCalls),
      configurable: true,
      writable: true,
    });
    const s = allToAllSchedule(12);
    const p = layoutGantt(
      s,
      { width: 1600, height: 600, window: fullWindow(s) },
      { colorBy: "message", showArrows: false },
    );
    const hatched = new Set(p.rects.filter((r) => r.kind === "wait" && r.w >= 3).map((r) => r.fill));
    expect(hatched.size).toBeGreaterThan(3);
    const made = vi.spyOn(document, "createElement");
    const paint = () => {
      const calls: string[] = [];
      paintGantt(recordingContext(calls), p, { scrollY: 0, height: 600, pixelRatio: 1 });
      return calls.filter((c) => c === "createPattern").length;
    };
    // The first canvas: one tile and one pattern per hatched colour.
    expect(paint()).toBe(hatched.size);
    expect(made.mock.calls.filter(([tag]) => tag === "canvas")).toHaveLength(hatched.size);
    // A second canvas makes its patterns from the same tiles: no tile is drawn again.
    expect(paint()).toBe(hatched.size);
    expect(made.mock.calls.filter(([tag]) => tag === "canvas")).toHaveLength(hatched.size);
    expect(tileCalls.filter((c) => c === "stroke")).toHaveLength(hatched.size);
  });
});
