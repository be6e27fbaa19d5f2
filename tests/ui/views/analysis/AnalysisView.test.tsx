// @vitest-environment jsdom
// The Analysis tab on one preset of every family: the task table, a bar per node, the heat map's
// status, and the sub-switch; registered among the common views in the task table's place. Time per
// node keeps one bar per node at 300 nodes (busiest first is the busiest node, not a group's average)
// and draws only the bars in view.
import { act } from "react";
import { describe, expect, it } from "vitest";
import type { RunResult } from "../../../../src/core/family";
import { FAMILIES, runScenario } from "../../../../src/core/registry";
import { nodeStats } from "../../../../src/core/schedule/node-stats";
import { parseScenario } from "../../../../src/core/scenario/document";
import { analysisView } from "../../../../src/ui/views/analysis/AnalysisView";
import { COMMON_VIEWS } from "../../../../src/ui/views/registry";
import { button, renderer, withoutCanvas } from "../../render";
import { scaleSchedule } from "../fixtures";

const { mount } = renderer();
withoutCanvas();
const View = analysisView.component;

describe("analysisView", () => {
  it('is the common view that holds the task table (its id stays "table" for existing links)', () => {
    const table = COMMON_VIEWS.filter((v) => v.id === "table");
    expect(table).toEqual([analysisView]);
    expect(analysisView.label).toBe("Analysis");
  });

  it("opens on the task table and switches between its three parts", () => {
    const preset = FAMILIES[0]!.presets[0]!;
    const scenario = parseScenario(preset.doc);
    const result = runScenario(scenario, undefined);
    const el = mount(<View scenario={scenario} result={result} />);
    expect(el.querySelector(".task-table-view")).not.toBeNull();
    act(() => button(el, "Time per node").click());
    expect(el.querySelector(".task-table-view")).toBeNull();
    expect(el.querySelector('[role="tab"][aria-selected="true"]')?.textContent).toBe("Time per node");
    act(() => button(el, "Task table").click());
    expect(el.querySelector(".task-table-view")).not.toBeNull();
  });

  it.each(FAMILIES.map((f) => [f.kind, f] as const))(
    "shows time per node and the heat map for %s",
    (_k, family) => {
      const preset = family.presets.find((p) => !p.id.includes("large") && !p.id.includes("1024"))!;
      const scenario = parseScenario(preset.doc);
      const result = runScenario(scenario, undefined);
      expect(analysisView.available(result, scenario)).toBe(true);
      const el = mount(<View scenario={scenario} result={result} />);
      act(() => button(el, "Time per node").click());
      const bars = el.querySelectorAll(".node-bar");
      expect(bars.length).toBe(Math.min(128, result.schedule.lanes.length));
      expect(el.querySelector('[data-testid="node-time-status"]')?.textContent).toContain("makespan");
      act(() => button(el, "Link heat map").click());
      expect(el.querySelector('[data-testid="link-heat-view"]')).not.toBeNull();
      const status = el.querySelector('[data-testid="link-heat-status"]')?.textContent ?? "";
      expect(status).toMatch(/^\d+ of \d+ pairs carry traffic/);
      act(() => button(el, "busy time").click());
      expect(el.querySelector('[role="radio"][aria-checked="true"]')?.textContent).toBe("busy time");
    },
  );

  it("keeps one bar per node at 300 nodes, busiest first, and draws only those in view", () => {
    const schedule = scaleSchedule(300, 6000);
    const scenario = parseScenario(FAMILIES[0]!.presets[0]!.doc);
    const result: RunResult = { schedule, details: {}, algorithm: "ecf", edited: false, plan: null };
    const el = mount(<View scenario={scenario} result={result} analysis="nodes" />);
    const select = el.querySelector<HTMLSelectElement>('select[aria-label="Order the nodes"]')!;
    act(() => {
      select.value = "busy";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    const labels = [...el.querySelectorAll(".node-bar text")].map((t) => t.textContent);
    expect(labels.length).toBeGreaterThan(10);
    expect(labels.length).toBeLessThan(100);
    const busy = nodeStats(schedule).map((r) => r.sending + r.receiving + r.both);
    const busiest = busy.indexOf(Math.max(...busy));
    expect(labels[0]).toBe(schedule.lanes[busiest]);
    expect(labels.every((l) => l !== null && !l.includes("–"))).toBe(true);
  });
});
