// @vitest-environment jsdom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { timingView } from "../../../../src/ui/views";
import { fullWindow } from "../../../../src/ui/views/gantt/layout";
import { layoutTiming } from "../../../../src/ui/views/timing/layout";
import type { ViewProps } from "../../../../src/ui/views/types";
import { renderer, withoutCanvas } from "../../render";
import { presetRun, sealed } from "./fixtures";

const { mount: render } = renderer();
withoutCanvas();

const run = presetRun("redistribution-paper-r2-3-4", "greedy");

function mount(props: Partial<ViewProps>) {
  const View = timingView.component;
  return render(<View scenario={run.scenario} result={run.result} {...props} />);
}

/** A pointer event at layout coordinates (jsdom: every element sits at 0, 0). */
function pointer(type: string, x: number, y: number): Event {
  return new MouseEvent(type, { bubbles: true, clientX: x, clientY: y, button: 0 });
}

describe("timingView", () => {
  it("is offered for any schedule with communication events", () => {
    expect(timingView.id).toBe("timing");
    expect(timingView.available(run.result, run.scenario)).toBe(true);
    expect(
      timingView.available({ ...run.result, schedule: { ...run.result.schedule, tasks: [] } }, run.scenario),
    ).toBe(false);
  });

  it("renders its tools, the colour legend and two canvases", () => {
    const el = mount({});
    const text = el.textContent ?? "";
    expect(text).toContain("Export SVG");
    expect(text).toContain("colour: the processor named on the event");
    expect(text).toContain("lower bound");
    expect(el.querySelectorAll("canvas")).toHaveLength(2);
    expect(el.querySelector("[aria-label='Diagrams shown']")).not.toBeNull();
  });

  it("turns a vertical drag of a sent event into a reorder of its sender's sends", () => {
    const onEdit = vi.fn();
    const el = mount({ onEdit });
    // In jsdom the stage falls back to 960 × 420 (no layout): find P2 → P0 there.
    const s = run.result.schedule;
    const p = layoutTiming(
      s,
      { width: 960, height: 420, window: fullWindow(s) },
      { sides: "both", colorBy: "peer" },
    );
    const task = s.tasks.findIndex((t) => t.kind === "send" && t.node === 2 && t.peer === 0);
    const r = p.rects.find((x) => x.task === task)!;
    const stage = el.querySelector(".sx-timing-stage")!;
    const x = r.x + r.w / 2;
    act(() => void stage.dispatchEvent(pointer("pointerdown", x, r.y + r.h / 2)));
    act(() => void stage.dispatchEvent(pointer("pointermove", x, p.plotTop + 2)));
    act(() => void stage.dispatchEvent(pointer("pointerup", x, p.plotTop + 2)));
    expect(onEdit).toHaveBeenCalledWith({ type: "reorder-sends", node: 2, order: [1, 0] });
  });

  it("selects an event with a click (no drag) and reports it", () => {
    const onSelect = vi.fn();
    const el = mount({ onSelect, onEdit: vi.fn() });
    const s = run.result.schedule;
    const p = layoutTiming(
      s,
      { width: 960, height: 420, window: fullWindow(s) },
      { sides: "both", colorBy: "peer" },
    );
    const r = p.rects.find((x) => x.side === "recv")!;
    const stage = el.querySelector(".sx-timing-stage")!;
    act(() => void stage.dispatchEvent(pointer("click", r.x + r.w / 2, r.y + r.h / 2)));
    expect(onSelect).toHaveBeenLastCalledWith(`task:${r.task}`);
  });

  it("never reads schedule.tasks: drawing, hovering, selecting and dragging read the columns", () => {
    const onEdit = vi.fn();
    const s = run.result.schedule;
    const task = s.tasks.findIndex((t) => t.kind === "send" && t.node === 2 && t.peer === 0);
    const el = mount({
      result: { ...run.result, schedule: sealed(s) },
      onEdit,
      selection: `task:${task}`,
    });
    expect(el.querySelectorAll("[data-testid='timing-events'] li")).toHaveLength(8);
    const p = layoutTiming(
      s,
      { width: 960, height: 420, window: fullWindow(s) },
      { sides: "both", colorBy: "peer" },
    );
    const r = p.rects.find((x) => x.task === task)!;
    const stage = el.querySelector(".sx-timing-stage")!;
    const x = r.x + r.w / 2;
    act(() => void stage.dispatchEvent(pointer("pointermove", x, r.y + r.h / 2)));
    expect(el.textContent).toContain("P2 → P0");
    act(() => void stage.dispatchEvent(pointer("pointerdown", x, r.y + r.h / 2)));
    act(() => void stage.dispatchEvent(pointer("pointermove", x, p.plotTop + 2)));
    act(() => void stage.dispatchEvent(pointer("pointerup", x, p.plotTop + 2)));
    expect(onEdit).toHaveBeenCalledWith({ type: "reorder-sends", node: 2, order: [1, 0] });
  });
});
