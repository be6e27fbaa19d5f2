// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { fullWindow } from "../../../../src/ui/views/gantt/layout";
import { layoutTiming } from "../../../../src/ui/views/timing/layout";
import { timingToSvg } from "../../../../src/ui/views/timing/svg";
import { paperExample } from "../fixtures";
import { presetRun } from "./fixtures";

function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
  expect(doc.getElementsByTagName("parsererror")).toHaveLength(0);
  return doc;
}

describe("timingToSvg", () => {
  it("is well-formed, with the title, both diagrams, one rectangle per event side, the bound and legend", () => {
    const { result } = presetRun("redistribution-paper-r2-3-4", "greedy");
    const s = result.schedule;
    const p = layoutTiming(
      s,
      { width: 900, height: 360, window: fullWindow(s) },
      { sides: "both", colorBy: "peer" },
    );
    const doc = parse(
      timingToSvg(p, { title: "Timing diagram: Greedy — ℜ₂(3,4)", subtitle: "makespan 10 µs" }),
    );
    const texts = Array.from(doc.getElementsByTagName("text"), (t) => t.textContent);
    expect(texts).toContain("Timing diagram: Greedy — ℜ₂(3,4)");
    expect(texts.filter((t) => t?.startsWith("Senders"))).toHaveLength(1);
    expect(texts.filter((t) => t?.startsWith("Receivers"))).toHaveLength(1);
    expect(texts).toContain("completion = lower bound = 10 µs");
    expect(texts).toContain(p.legendTitle);
    const events = Array.from(doc.getElementsByTagName("rect")).filter((r) => r.hasAttribute("data-task"));
    expect(events).toHaveLength(p.rects.length);
    expect(events.filter((r) => r.getAttribute("data-side") === "send")).toHaveLength(8);
    expect(Array.from(doc.getElementsByTagName("line")).some((l) => l.getAttribute("stroke-dasharray"))).toBe(
      true,
    );
  });

  it("escapes lane and message names", () => {
    const s = { ...paperExample(), lanes: ["a<b", "P1", "P2", "P3"], messages: ["m0 & co", "m1", "m2"] };
    const p = layoutTiming(
      s,
      { width: 900, height: 360, window: fullWindow(s) },
      { sides: "both", colorBy: "message" },
    );
    const doc = parse(timingToSvg(p, { title: "x", subtitle: "y" }));
    const texts = Array.from(doc.getElementsByTagName("text"), (t) => t.textContent);
    expect(texts).toContain("m0 & co");
  });
});
