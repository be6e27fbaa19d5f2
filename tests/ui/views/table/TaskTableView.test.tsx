// @vitest-environment jsdom
// The task table renders only a window of rows (32 000 tasks → a few dozen <tr>), sorts on a header
// click (aria-sort) and filters by text and ranges.
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { RunResult } from "../../../../src/core/family";
import { findPreset } from "../../../../src/core/registry";
import { parseScenario } from "../../../../src/core/scenario/document";
import type { Schedule } from "../../../../src/core/schedule/types";
import { taskTableView } from "../../../../src/ui/views/table/TaskTableView";
import { byLabel, renderer } from "../../render";
import { largeSchedule } from "../../../core/schedule/large-schedule";
import { paperExample } from "../fixtures";

const { mount } = renderer();
const scenario = parseScenario(findPreset("multicast-paper-example")!.doc);
const resultOf = (schedule: Schedule): RunResult => ({
  schedule,
  details: {},
  algorithm: "ecf",
  edited: false,
  plan: null,
});
const Table = taskTableView.component;

const typeInto = (input: HTMLInputElement, value: string) => {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
};
const bodyRows = (el: HTMLElement) => el.querySelectorAll("tbody tr:not(.spacer)");

describe("TaskTableView", () => {
  it("renders a window of a 32 000-task schedule, not every row nor a page", () => {
    const big = largeSchedule(16_000, 64);
    const el = mount(<Table scenario={scenario} result={resultOf(big)} />);
    expect(el.querySelector('[data-testid="task-table-count"]')?.textContent).toBe("32000 tasks");
    const rows = bodyRows(el).length;
    expect(rows).toBeGreaterThan(10);
    expect(rows).toBeLessThan(100);
    expect(el.querySelector("table")?.getAttribute("aria-rowcount")).toBe("32001");
    expect(el.textContent).not.toContain("page");
  });

  it("sorts on a header click and says so with aria-sort", () => {
    const s = paperExample();
    const el = mount(<Table scenario={scenario} result={resultOf(s)} />);
    const th = () =>
      Array.from(el.querySelectorAll("th")).find((x) => x.textContent?.startsWith("duration"))!;
    expect(th().getAttribute("aria-sort")).toBe("none");
    act(() => th().querySelector("button")!.click());
    expect(th().getAttribute("aria-sort")).toBe("ascending");
    act(() => th().querySelector("button")!.click());
    expect(th().getAttribute("aria-sort")).toBe("descending");
    const durations = Array.from(bodyRows(el)).map((r) => Number(r.children[8]!.textContent));
    expect(durations).toEqual([...durations].sort((a, b) => b - a));
    expect(durations[0]).toBe(6);
  });

  it("filters by text and by a range, and names a bound that is not a number", () => {
    const s = paperExample();
    const el = mount(<Table scenario={scenario} result={resultOf(s)} />);
    typeInto(byLabel<HTMLInputElement>(el, "Filter by node, message or kind"), "send");
    expect(el.querySelector('[data-testid="task-table-count"]')?.textContent).toBe("7 of 14 tasks");
    typeInto(byLabel<HTMLInputElement>(el, "start min (µs)"), "5");
    const starts = Array.from(bodyRows(el)).map((r) => Number(r.children[6]!.textContent));
    expect(starts.length).toBe(4);
    expect(starts.every((v) => v >= 5)).toBe(true);
    typeInto(byLabel<HTMLInputElement>(el, "end max (µs)"), "x");
    expect(el.querySelector('[role="alert"]')?.textContent).toContain("end max: not a number");
    expect(bodyRows(el).length).toBe(4);
  });

  it("reads its height from the ResizeObserver's first report, not in the commit that mounts it", () => {
    let report: (() => void) | null = null;
    class Observer {
      constructor(cb: () => void) {
        report = cb;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal("ResizeObserver", Observer);
    let reads = 0;
    const own = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "clientHeight");
    Object.defineProperty(HTMLElement.prototype, "clientHeight", {
      configurable: true,
      get() {
        reads++;
        return 300;
      },
    });
    try {
      const el = mount(<Table scenario={scenario} result={resultOf(largeSchedule(2000, 8))} />);
      // a forced layout of the whole page inside the commit's task (≈ 40 ms at 1024 nodes)
      expect(reads).toBe(0);
      expect(report).not.toBeNull();
      act(() => report?.());
      expect(reads).toBeGreaterThan(0);
      expect(el.querySelectorAll("tbody tr:not(.spacer)").length).toBeGreaterThan(0);
    } finally {
      if (own) Object.defineProperty(HTMLElement.prototype, "clientHeight", own);
      vi.unstubAllGlobals();
    }
  });
});
