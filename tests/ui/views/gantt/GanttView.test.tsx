// @vitest-environment jsdom
// The Gantt's own drag on the shared time-axis shell: pressing the selected send and dragging it along
// its lane reorders its node's sends; a press elsewhere does not start it, and a short move edits nothing.
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { RunResult } from "../../../../src/core/family";
import type { Scenario } from "../../../../src/core/registry";
import { ganttView } from "../../../../src/ui/views";
import { sendsOf } from "../../../../src/ui/views/gantt/edit";
import { fullWindow, layoutGantt } from "../../../../src/ui/views/gantt/layout";
import type { ViewProps } from "../../../../src/ui/views/types";
import { renderer, withoutCanvas } from "../../render";
import { paperExample } from "../fixtures";

const { mount: render } = renderer();
withoutCanvas();

const schedule = paperExample();
const result: RunResult = { schedule, details: {}, algorithm: "ecf", edited: false, plan: null };
const scenario: Scenario = {
  version: 1,
  kind: "multicast",
  timeUnit: "us",
  seed: 1,
  name: "paper example",
} as Scenario;

function mount(props: Partial<ViewProps>) {
  const View = ganttView.component;
  return render(<View scenario={scenario} result={result} {...props} />);
}

/** A pointer event at client coordinates (jsdom: the body sits at 0, 0). */
const pointer = (type: string, x: number, y: number) =>
  new MouseEvent(type, { bubbles: true, clientX: x, clientY: y, button: 0 });

/** The first send of a node with two or more, and its bar in the fallback 960 × 420 layout. */
function firstSend() {
  const nodes = [...new Set(schedule.tasks.map((t) => t.node))];
  const node = nodes.find((n) => sendsOf(schedule, n).length > 1)!;
  const task = sendsOf(schedule, node)[0]!;
  const p = layoutGantt(
    schedule,
    { width: 960, height: 420, window: fullWindow(schedule) },
    { colorBy: "message", showArrows: true },
  );
  return { task, bar: p.rects.find((r) => r.taskIndex === task)! };
}

describe("GanttView reorder drag", () => {
  it("drags the selected send past its node's later sends", () => {
    const { task, bar } = firstSend();
    const onEdit = vi.fn();
    const el = mount({ onEdit, selection: `task:${task}`, onSelect: vi.fn() });
    const body = el.querySelector(".sx-gantt-body")!;
    const y = bar.y + bar.h / 2;
    act(() => void body.dispatchEvent(pointer("pointerdown", bar.x + 2, y)));
    act(() => void body.dispatchEvent(pointer("pointermove", 950, y)));
    act(() => void body.dispatchEvent(pointer("pointerup", 950, y)));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onEdit.mock.calls[0]![0]).toMatchObject({
      type: "reorder-sends",
      node: schedule.tasks[task]!.node,
    });
  });

  it("does not start on a send that is not selected, nor edit after a short move", () => {
    const { task, bar } = firstSend();
    const onEdit = vi.fn();
    const y = bar.y + bar.h / 2;
    const el = mount({ onEdit, selection: undefined, onSelect: vi.fn() });
    const body = el.querySelector(".sx-gantt-body")!;
    act(() => void body.dispatchEvent(pointer("pointerdown", bar.x + 2, y)));
    act(() => void body.dispatchEvent(pointer("pointermove", 950, y)));
    act(() => void body.dispatchEvent(pointer("pointerup", 950, y)));
    expect(onEdit).not.toHaveBeenCalled();

    const selected = mount({ onEdit, selection: `task:${task}`, onSelect: vi.fn() });
    const body2 = selected.querySelector(".sx-gantt-body")!;
    act(() => void body2.dispatchEvent(pointer("pointerdown", bar.x + 2, y)));
    act(() => void body2.dispatchEvent(pointer("pointermove", bar.x + 3, y)));
    act(() => void body2.dispatchEvent(pointer("pointerup", bar.x + 3, y)));
    expect(onEdit).not.toHaveBeenCalled();
  });
});
