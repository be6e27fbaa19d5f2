// @vitest-environment jsdom
// The side-by-side component in the DOM: one pane per schedule with its title, the Gantt's SVG bars,
// the reference lines across every pane, the outlines, one zoom for all panes, and What changed's
// one-line summary and dismissal (button and Escape).
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Schedule } from "../../../src/core/schedule/types";
import { CANVAS_FROM, SideBySide } from "../../../src/ui/side-by-side/SideBySide";
import { WhatChanged, type Change } from "../../../src/ui/side-by-side/WhatChanged";
import { parseScenario, type ScenarioDoc } from "../../../src/core/scenario/document";
import { runScenario } from "../../../src/core/registry";
import { button, renderer } from "../render";
import { paperExample } from "../views/fixtures";
import { PAPER, presetDoc, recordingContext } from "./helpers";

const { mount } = renderer();

const slower = (s: Schedule): Schedule => ({
  ...s,
  tasks: s.tasks.map((t, i) => (i >= 10 ? { ...t, start: t.start + 7, end: t.end + 7 } : t)),
  makespan: s.makespan + 7,
});

describe("SideBySide", () => {
  const a = paperExample();
  const b = slower(a);
  const panes = [
    { id: "ecf", title: "ECF — makespan 19 µs", schedule: a, highlight: [0, 1] },
    { id: "other", title: "other — makespan 26 µs", schedule: b },
  ];
  const references = [
    { kind: "lowerBound" as const, time: 13, name: "lower bound", color: "#1d4ed8", dashed: true },
    { kind: "optimum" as const, time: 19, name: "optimum", color: "#047857", dashed: false },
  ];

  it("stacks one pane per schedule with its title, bars, references and outlines", () => {
    const el = mount(<SideBySide panes={panes} references={references} label="Compare" />);
    const shown = el.querySelectorAll("[data-testid=sbs-pane]");
    expect(Array.from(shown, (p) => p.getAttribute("data-pane"))).toEqual(["ecf", "other"]);
    expect(shown[0]?.textContent).toContain("ECF — makespan 19 µs");
    for (const p of shown) {
      // The Gantt's own SVG bars, one per task at this width (every task is wider than a pixel).
      const tasks = new Set(
        Array.from(p.querySelectorAll("rect[data-task]"), (r) => r.getAttribute("data-task")),
      );
      expect(tasks.size).toBe(a.tasks.length);
      const refs = Array.from(p.querySelectorAll("[data-testid=sbs-reference]"), (r) =>
        r.getAttribute("data-kind"),
      );
      expect(refs).toEqual(["lowerBound", "optimum"]);
    }
    expect(shown[0]?.querySelectorAll("[data-testid=sbs-highlight]")).toHaveLength(2);
    expect(shown[1]?.querySelectorAll("[data-testid=sbs-highlight]")).toHaveLength(0);
    // Each pane clips to its own plot (the panes differ in height).
    const clips = Array.from(el.querySelectorAll("clipPath"), (c) => c.id);
    expect(new Set(clips).size).toBe(2);
    expect(el.querySelector(".sbs-axis")?.innerHTML).toContain("lower bound 13 µs");
  });

  it("zooms every pane together", () => {
    const el = mount(<SideBySide panes={panes} references={references} label="Compare" />);
    const lineX = () =>
      Array.from(el.querySelectorAll("[data-testid=sbs-reference][data-kind=lowerBound]"), (l) =>
        Number(l.getAttribute("x1")),
      );
    const before = lineX();
    expect(before[0]).toBe(before[1]);
    act(() => button(el, "+").click());
    const after = lineX();
    expect(after[0]).toBe(after[1]);
    expect(after[0]).not.toBe(before[0]);
    expect(el.querySelector("[data-testid=sbs-window]")?.textContent).toContain("same time window");
    act(() => button(el, "Fit").click());
    expect(lineX()).toEqual(before);
  });
});

describe("WhatChanged", () => {
  const doc = presetDoc(PAPER);
  const scenario = parseScenario(doc);
  const result = runScenario(scenario, "ecf");
  const moved = { ...result, schedule: slower(result.schedule) };
  const change: Change = { before: { doc, scenario, result }, after: { doc, scenario, result: moved } };

  it("says the makespan change, outlines the moved tasks and ghosts where they were", () => {
    const el = mount(<WhatChanged change={change} onDismiss={() => {}} />);
    const m = result.schedule.makespan;
    expect(el.querySelector("[data-testid=what-changed-makespan]")?.textContent).toBe(
      `makespan ${m} → ${m + 7} µs, +7`,
    );
    const n = result.schedule.tasks.length - 10;
    expect(el.querySelector("[data-testid=what-changed-summary]")?.textContent).toContain(`${n} tasks moved`);
    expect(el.querySelectorAll("[data-testid=sbs-highlight]")).toHaveLength(n);
    expect(el.querySelectorAll("[data-testid=sbs-ghost]")).toHaveLength(n);
    // Two charts: before (moved outlined where they were) and after.
    act(() => (el.querySelector("input[type=checkbox]") as HTMLInputElement).click());
    expect(
      Array.from(el.querySelectorAll("[data-testid=sbs-pane]"), (p) => p.getAttribute("data-pane")),
    ).toEqual(["before", "after"]);
    expect(el.querySelectorAll("[data-testid=sbs-highlight]")).toHaveLength(2 * n);
  });

  it("is one line when nothing moved", () => {
    const same: Change = { before: change.before, after: change.before };
    const el = mount(<WhatChanged change={same} onDismiss={() => {}} />);
    expect(el.textContent).toContain("unchanged");
    expect(el.querySelector("[data-testid=sbs-pane]")).toBeNull();
  });

  it("is dismissed by its button and by Escape (not from a text field)", () => {
    const onDismiss = vi.fn();
    const el = mount(<WhatChanged change={change} onDismiss={onDismiss} />);
    act(() => button(el, "Dismiss").click());
    expect(onDismiss).toHaveBeenCalledTimes(1);
    const input = document.createElement("input");
    document.body.appendChild(input);
    act(() => {
      input.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    expect(onDismiss).toHaveBeenCalledTimes(1);
    act(() => {
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    });
    expect(onDismiss).toHaveBeenCalledTimes(2);
    input.remove();
  });
});

/** A 2D context that records the names of the methods called on it (jsdom has no canvas). */
describe("a pane of many tasks", () => {
  const doc: ScenarioDoc = {
    version: 1,
    kind: "multicast",
    generator: {
      id: "multicast-random@1",
      params: { nodes: 24, pattern: "all-to-all", destinations: "all" },
      seed: 1,
    },
  };
  const scenario = parseScenario(doc);
  const result = runScenario(scenario, "wr");
  const moved = { ...result, schedule: slower(result.schedule) };
  const change: Change = { before: { doc, scenario, result }, after: { doc, scenario, result: moved } };
  const original = HTMLCanvasElement.prototype.getContext;
  afterEach(() => {
    HTMLCanvasElement.prototype.getContext = original;
  });

  it("is painted on a canvas (bars, ghosts, outlines), its reference lines stay SVG", () => {
    expect(result.schedule.tasks.length).toBeGreaterThan(CANVAS_FROM);
    const calls: string[] = [];
    const ctx = recordingContext(calls);
    Object.defineProperty(HTMLCanvasElement.prototype, "getContext", {
      value: () => ctx,
      configurable: true,
      writable: true,
    });
    const el = mount(<WhatChanged change={change} onDismiss={() => {}} />);
    const n = result.schedule.tasks.length - 10;
    expect(el.querySelector("[data-testid=what-changed-summary]")?.textContent).toContain(`${n} tasks moved`);
    const pane = el.querySelector("[data-testid=sbs-pane]");
    expect(pane?.getAttribute("data-painter")).toBe("canvas");
    expect(pane?.querySelector("canvas.sbs-pane-canvas")).not.toBeNull();
    // No SVG bars or outlines: the canvas got them.
    expect(pane?.querySelectorAll("rect")).toHaveLength(0);
    expect(pane?.querySelectorAll("[data-testid=sbs-reference][data-kind=lowerBound]")).toHaveLength(1);
    expect(calls.filter((c) => c === "fillRect").length).toBeGreaterThan(CANVAS_FROM / 2);
    // Ghosts (dashed, filled) and outlines (stroked): one path of rectangles each.
    expect(calls.filter((c) => c === "rect").length).toBeGreaterThan(0);
    expect(calls).toContain("setLineDash");
    expect(calls.filter((c) => c === "stroke").length).toBeGreaterThanOrEqual(2);
  });

  it("stays SVG below the threshold (the paper's example)", () => {
    const small = paperExample();
    const el = mount(<SideBySide panes={[{ id: "a", title: "a", schedule: small }]} label="Compare" />);
    const pane = el.querySelector("[data-testid=sbs-pane]");
    expect(pane?.getAttribute("data-painter")).toBe("svg");
    expect(pane?.querySelector("canvas")).toBeNull();
  });
});
