// Presentation mode: every text a view draws is at least 18 px for the bold labels and 16 px for the
// rest (projected at 1280×720), and the layouts make room for it.
import { describe, expect, it } from "vitest";
import { fullWindow, ganttFonts, gutterWidth, layoutGantt } from "../../../src/ui/views/gantt/layout";
import { axisSvg } from "../../../src/ui/views/gantt/svg";
import { layoutTiming } from "../../../src/ui/views/timing/layout";
import { PRESENT_TEXT_SCALE, textScaleOf } from "../../../src/ui/views/common/scheme";
import { paperExample } from "./fixtures";

const s = paperExample();
const viewport = { width: 1000, height: 400, window: fullWindow(s) };

describe("presentation text scale", () => {
  it("is 1 in normal mode and enlarges 14 px labels to 18 px when presenting", () => {
    expect(textScaleOf("normal")).toBe(1);
    expect(ganttFonts(textScaleOf("present")).lane).toBe(18);
    expect(ganttFonts(1)).toMatchObject({ lane: 14, bar: 12, marker: 12, tick: 12 });
  });

  it("Gantt: larger fonts, a wider gutter, taller rows and a taller axis strip", () => {
    const normal = layoutGantt(s, viewport, { colorBy: "message", showArrows: true });
    const present = layoutGantt(s, viewport, {
      colorBy: "message",
      showArrows: true,
      scheme: "present",
      textScale: PRESENT_TEXT_SCALE,
    });
    expect(present.fonts.bar).toBeGreaterThanOrEqual(16);
    expect(present.plotLeft).toBeGreaterThanOrEqual(normal.plotLeft);
    expect(gutterWidth(s, present.fonts.lane)).toBe(present.plotLeft);
    expect(present.fonts.axisHeight).toBeGreaterThan(normal.fonts.axisHeight);
    const sizes = [...axisSvg(present).matchAll(/font-size="(\d+)"/g)].map((m) => Number(m[1]));
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(16);
    // Captions are only placed where a bar is tall enough for the larger text.
    for (const l of present.labels) expect(l.text.length).toBeGreaterThan(0);
  });

  it("timing diagram: every text at least 16 px, the plot starting below the taller header", () => {
    const normal = layoutTiming(s, viewport, { sides: "both", colorBy: "message" });
    const present = layoutTiming(s, viewport, { sides: "both", colorBy: "message", textScale: 1.3 });
    expect(Math.min(...present.texts.map((t) => t.size))).toBeGreaterThanOrEqual(16);
    expect(present.rectFontPx).toBeGreaterThanOrEqual(16);
    expect(present.plotTop).toBeGreaterThan(normal.plotTop);
    expect(Math.min(...normal.texts.map((t) => t.size))).toBe(12);
  });
});
