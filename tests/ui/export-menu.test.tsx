// @vitest-environment jsdom
// The "Export data" menu: each item saves its file under the scenario's and the algorithm's names.
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { exportFileName, ExportMenu } from "../../src/ui/components/ExportMenu";
import { button, renderer } from "./render";
import { paperExample } from "./views/fixtures";

const { mount } = renderer();
const schedule = paperExample();

describe("ExportMenu", () => {
  const saved: { name: string; blob: Blob }[] = [];
  beforeEach(() => {
    saved.length = 0;
    let last: Blob | undefined;
    URL.createObjectURL = vi.fn((b: Blob) => {
      last = b;
      return "blob:test";
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      if (last) saved.push({ name: this.download, blob: last });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it("names files after the scenario and the algorithm", () => {
    expect(exportFileName({ name: "Paper example (Figs 4-5)" }, "ecf", "tasks.csv")).toBe(
      "paper-example-figs-4-5-ecf-tasks.csv",
    );
    expect(exportFileName({ kind: "grid-broadcast" }, "ecef-la", "trace.json")).toBe(
      "grid-broadcast-ecef-la-trace.json",
    );
  });

  it("saves the tasks CSV, the schedule JSON and the Chrome trace", async () => {
    const el = mount(
      <ExportMenu
        result={{ schedule, algorithm: "ecf" }}
        scenario={{ name: "paper example", timeUnit: "us" }}
      />,
    );
    for (const label of ["Export tasks CSV", "Export schedule JSON", "Export Chrome trace"]) {
      // A small schedule is written in place; the Blob comes on the next microtask.
      await act(async () => button(el, label).click());
    }
    expect(saved.map((s) => s.name)).toEqual([
      "paper-example-ecf-tasks.csv",
      "paper-example-ecf-schedule.json",
      "paper-example-ecf-trace.json",
    ]);
    const [csv, json, trace] = await Promise.all(saved.map((s) => s.blob.text()));
    expect(csv?.split("\r\n")).toHaveLength(schedule.tasks.length + 2);
    expect(JSON.parse(json as string)).toMatchObject({ scenario: "paper example", algorithm: "ecf" });
    expect(JSON.parse(trace as string).traceEvents.length).toBeGreaterThan(schedule.tasks.length);
  });
});
