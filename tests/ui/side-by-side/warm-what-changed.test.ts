// @vitest-environment jsdom
// What changed's part of the edit path's warm-up (warmWhatChanged): the schedule on screen is diffed with
// the warm-up's schedule in one listener, and the panel's pane (the new schedule with ghosts and outlines)
// is laid out and painted off screen in another, with enough outlines that the merging of boxes runs
// too; nothing after the unsubscribe.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ScenarioDoc } from "../../../src/core/family";
import { runScenario } from "../../../src/core/registry";
import { parseScenario } from "../../../src/core/scenario/document";
import type { Schedule } from "../../../src/core/schedule/types";
import * as diff from "../../../src/ui/side-by-side/diff";
import * as layout from "../../../src/ui/side-by-side/layout";
import { warmWhatChanged } from "../../../src/ui/side-by-side/WhatChanged";
import { warmEditPath, type Warmable } from "../../../src/ui/warm-edit";
import { recordingContext } from "./helpers";

vi.mock("../../../src/ui/side-by-side/diff", async (original) => {
  const real = await original<typeof diff>();
  return { ...real, diffSchedules: vi.fn(real.diffSchedules) };
});
vi.mock("../../../src/ui/side-by-side/layout", async (original) => {
  const real = await original<typeof layout>();
  return { ...real, layoutSideBySide: vi.fn(real.layoutSideBySide) };
});

const doc = {
  version: 1,
  kind: "multicast",
  generator: { id: "multicast-random@1", params: { nodes: 24, pattern: "all-to-all" }, seed: 1 },
} as ScenarioDoc;

const run = (): Schedule => runScenario(parseScenario(doc), "wr", { explain: false }).schedule;

/** A worker stand-in whose warm-up answers `schedule` `times` times. */
function client(schedule: Schedule, times: number): Warmable {
  let left = times;
  return { warm: () => Promise.resolve(left-- > 0 ? schedule : null) };
}

describe("warmWhatChanged", () => {
  const original = HTMLCanvasElement.prototype.getContext;
  const calls: string[] = [];
  beforeEach(() => {
    calls.length = 0;
    vi.mocked(diff.diffSchedules).mockClear();
    vi.mocked(layout.layoutSideBySide).mockClear();
    const ctx = recordingContext(calls);
    Object.defineProperty(HTMLCanvasElement.prototype, "getContext", {
      value: () => ctx,
      configurable: true,
      writable: true,
    });
  });
  afterEach(() => {
    HTMLCanvasElement.prototype.getContext = original;
  });

  it("diffs the schedule on screen with the warm-up's, then lays out and paints the panel's pane", async () => {
    const shown = run();
    const warm = run();
    const off = warmWhatChanged(shown);
    await warmEditPath(client(warm, 1), doc, "wr");
    off();
    expect(vi.mocked(diff.diffSchedules).mock.calls).toEqual([[shown, warm]]);
    const laid = vi.mocked(layout.layoutSideBySide).mock.calls.map(([panes]) => panes);
    expect(laid.map((panes) => panes.length)).toEqual([1]);
    const [ghosts] = laid as [layout.PaneInput[]];
    // Past MERGE_BOXES_FROM outlines, so the merging of touching boxes is warmed as well.
    expect(ghosts[0]?.highlight?.length).toBeGreaterThan(layout.MERGE_BOXES_FROM);
    expect(ghosts[0]?.ghosts?.length).toBe(ghosts[0]?.highlight?.length);
    expect(ghosts[0]?.schedule).toBe(warm);
    expect(ghosts[0]?.ghosts?.[0]?.schedule).toBe(shown);
    // Painted: the bars, the dashed ghosts and the outlines.
    expect(calls.filter((c) => c === "fillRect").length).toBeGreaterThan(100);
    expect(calls).toContain("setLineDash");
    expect(calls).toContain("stroke");
  });

  it("warms nothing once unsubscribed", async () => {
    warmWhatChanged(run())();
    await warmEditPath(client(run(), 1), doc, "wr");
    expect(diff.diffSchedules).not.toHaveBeenCalled();
    expect(layout.layoutSideBySide).not.toHaveBeenCalled();
  });
});
