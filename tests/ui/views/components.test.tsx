// @vitest-environment jsdom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { PlanEdit, RunResult } from "../../../src/core/family";
import type { Scenario } from "../../../src/core/registry";
import type { Schedule } from "../../../src/core/schedule/types";
import { ganttView, treeView } from "../../../src/ui/views";
import { fullWindow, layoutGantt } from "../../../src/ui/views/gantt/layout";
import type { ViewProps } from "../../../src/ui/views/types";
import { button, renderer, withoutCanvas } from "../render";
import { allgatherLike, paperExample } from "./fixtures";

const { mount: render } = renderer();
withoutCanvas();

const scenario = {
  version: 1,
  kind: "multicast",
  timeUnit: "us",
  seed: 1,
  name: "paper example",
} as unknown as Scenario;
const resultOf = (schedule: Schedule): RunResult => ({
  schedule,
  details: {},
  algorithm: "ecf",
  edited: false,
  plan: null,
});

function mount(
  component: (p: ViewProps) => React.ReactNode,
  props: Partial<ViewProps> & { result: RunResult },
) {
  const C = component;
  return render(<C scenario={scenario} {...props} />);
}

describe("ganttView", () => {
  it("is always available", () => {
    expect(ganttView.id).toBe("gantt");
    expect(ganttView.available(resultOf(paperExample()), scenario)).toBe(true);
  });

  it("renders the toolbar, legend and axis with its unit", () => {
    const el = mount(ganttView.component, { result: resultOf(paperExample()) });
    expect(button(el, "Fit").disabled).toBe(true);
    expect(button(el, "Export SVG")).toBeDefined();
    expect(button(el, "Export PNG")).toBeDefined();
    expect(el.querySelector(".sx-legend")?.textContent).toContain("m1: P1 → {P2,P3}");
    expect(el.querySelector(".sx-gantt-axis")?.innerHTML).toContain("time (µs)");
    expect(el.querySelector(".sx-gantt-axis")?.innerHTML).toContain("makespan 19 µs");
    expect(el.querySelectorAll("canvas")).toHaveLength(2);
  });

  it("reports zoom through onZoom and honours the zoom prop", () => {
    const onZoom = vi.fn();
    const el = mount(ganttView.component, { result: resultOf(paperExample()), onZoom, zoom: [0, 10] });
    expect(button(el, "Fit").disabled).toBe(false);
    act(() => button(el, "+").click());
    const [w] = onZoom.mock.calls.at(-1)!;
    expect(w[1] - w[0]).toBeCloseTo(10 / 1.6);
    act(() => button(el, "Fit").click());
    expect(onZoom.mock.calls.at(-1)![0]).toBeUndefined();
  });

  it("selects the task under a click", () => {
    const s = paperExample();
    const onSelect = vi.fn();
    const el = mount(ganttView.component, { result: resultOf(s), onSelect });
    // The view falls back to 960 × 420 in jsdom (no layout): find task 6's bar there.
    const p = layoutGantt(
      s,
      { width: 960, height: 420, window: fullWindow(s) },
      { colorBy: "message", showArrows: true },
    );
    const bar = p.rects.find((r) => r.taskIndex === 6)!;
    const body = el.querySelector(".sx-gantt-body")!;
    act(() => {
      body.dispatchEvent(
        new MouseEvent("click", { bubbles: true, clientX: bar.x + bar.w / 2, clientY: bar.y + bar.h / 2 }),
      );
    });
    expect(onSelect).toHaveBeenLastCalledWith("task:6");
  });

  it("offers colouring by stage for staged schedules", () => {
    const el = mount(ganttView.component, { result: resultOf(allgatherLike()) });
    const select = el.querySelector("select")!;
    expect(select.value).toBe("stage");
    expect(el.querySelector(".sx-legend")?.textContent).toContain("distribute");
  });
});

describe("treeView", () => {
  it("is available only when the schedule has trees", () => {
    expect(treeView.available(resultOf(paperExample()), scenario)).toBe(true);
    expect(treeView.available(resultOf(allgatherLike()), scenario)).toBe(false);
  });

  it("shows up to four trees side by side", () => {
    const el = mount(treeView.component, { result: resultOf(paperExample()) });
    expect(el.querySelectorAll(".sx-tree-panel")).toHaveLength(3);
    expect(el.textContent).toContain("m2: P2 → {P0,P1,P3}");
    expect(el.querySelectorAll("[data-node]")).toHaveLength(10);
  });

  it("picks one tree at a time beyond four messages", () => {
    const s = paperExample();
    const trees = [0, 1, 2, 3, 4].map((k) => ({ ...s.trees![k % 3]!, message: k }));
    const messages = [0, 1, 2, 3, 4].map((k) => `m${k}`);
    const el = mount(treeView.component, { result: resultOf({ ...s, trees, messages }) });
    expect(el.querySelectorAll(".sx-tree-panel")).toHaveLength(1);
    expect(el.querySelectorAll('[role="tab"]')).toHaveLength(5);
    act(() => (el.querySelectorAll('[role="tab"]')[2] as HTMLButtonElement).click());
    expect(el.querySelector(".sx-tree-title")?.textContent).toContain("m2");
  });

  it("moves the selected node later in its parent's send order", () => {
    const onEdit = vi.fn<(e: PlanEdit) => void>();
    const el = mount(treeView.component, {
      result: resultOf(paperExample()),
      onEdit,
      selection: "node:0",
      onSelect: () => {},
    });
    expect(button(el, "earlier").disabled).toBe(true);
    act(() => button(el, "later").click());
    expect(onEdit).toHaveBeenCalledWith({ type: "reorder-children", message: 2, node: 2, children: [1, 0] });
  });
});
