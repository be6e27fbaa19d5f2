import { describe, expect, it } from "vitest";
import { moveSend } from "../../../../src/core/redistribution/edits";
import type { RedistributionPlan } from "../../../../src/core/redistribution/scenario";
import { familyOf } from "../../../../src/core/registry";
import { fullWindow } from "../../../../src/ui/views/gantt/layout";
import { dropSend, hitTiming, rectsOfTask } from "../../../../src/ui/views/timing/hit";
import { layoutTiming } from "../../../../src/ui/views/timing/layout";
import { presetRun } from "./fixtures";

const { scenario, result } = presetRun("redistribution-paper-r2-3-4", "greedy");
const s = result.schedule;
const p = layoutTiming(
  s,
  { width: 1000, height: 400, window: fullWindow(s) },
  { sides: "both", colorBy: "peer" },
);
const sendTask = (from: number, to: number) =>
  s.tasks.findIndex((t) => t.kind === "send" && t.node === from && t.peer === to);

describe("hitTiming", () => {
  it("finds the rectangle under the pointer, on either diagram", () => {
    const task = sendTask(2, 0);
    const recv = s.tasks[task]!.match!;
    const rects = [...rectsOfTask(p, task), ...rectsOfTask(p, recv)];
    expect(rects.map((r) => [r.side, r.lane])).toEqual([
      ["send", 2],
      ["recv", 0],
    ]);
    for (const r of rects) expect(hitTiming(p, r.x + r.w / 2, r.y + r.h / 2)).toBe(r);
  });

  it("finds nothing between columns or below the events", () => {
    const panel = p.panels[0]!;
    expect(hitTiming(p, panel.plotLeft + 1, p.plotTop + 5)).toBeUndefined();
    expect(hitTiming(p, panel.plotLeft + panel.columnWidth * 0.5, p.plotBottom - 1)).toBeUndefined();
  });
});

describe("dropSend", () => {
  const task = sendTask(2, 3); // P2's first event, [0, 8]
  it("moves an event after the events whose middle is above the drop, as the plan's reorder-sends", () => {
    const drop = dropSend(s, p, task, 9.5); // below P2 → P0's middle (9)
    expect(drop.edit).toEqual({ type: "reorder-sends", node: 2, order: [1, 0] });
    // For redistribution the indices are the plan's positions: the same edit as moveSend.
    expect(drop.edit).toEqual(moveSend(result.plan as RedistributionPlan, 2, 0, 1));
    expect(drop.insertY).toBeGreaterThan(p.plotTop);
  });

  it("leaves the order alone for a small move", () => {
    expect(dropSend(s, p, task, 5)).toEqual({ edit: null, insertY: null });
  });

  it("gives an edit the simulator replays at once into another completion time", () => {
    const drop = dropSend(s, p, task, 9.5);
    const family = familyOf(scenario);
    const plan = family.applyEdit(scenario, result.plan, drop.edit!);
    const replayed = family.replay(scenario, plan, "greedy", undefined);
    // P2 now asks P0 first, which serves P1 until 8 (first come, first served, lower index on ties):
    // P2 → P0 [8, 10], then P2 → P3 [10, 18].
    expect(replayed.schedule.makespan).toBe(18);
    expect(family.validate(scenario, replayed.schedule)).toEqual([]);
  });

  it("refuses receives and other kinds", () => {
    const recv = s.tasks.findIndex((t) => t.kind === "recv");
    expect(dropSend(s, p, recv, 0).edit).toBeNull();
  });
});
