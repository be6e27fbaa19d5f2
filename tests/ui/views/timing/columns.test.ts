// The timing diagram at real sizes (issue 14): its model and every frame's layout read the schedule's
// packed task columns, never `schedule.tasks` (which builds an object per task: two million for a
// 1024-node all-to-all), and a full-window layout reads about columns × pixel rows events, not each.
import { describe, expect, it } from "vitest";
import { withLowerBound } from "../../../../src/core/schedule/pack";
import { fullWindow } from "../../../../src/ui/views/gantt/layout";
import { dropSend } from "../../../../src/ui/views/timing/hit";
import { layoutTiming } from "../../../../src/ui/views/timing/layout";
import { columnsOf } from "../../../../src/ui/views/gantt/model";
import {
  adoptTimingModel,
  columnOf,
  columnTasks,
  hasTimingModel,
  packTimingModel,
  timingInput,
  timingModel,
} from "../../../../src/ui/views/timing/model";
import type { TimingOptions, TimingViewport } from "../../../../src/ui/views/timing/types";
import { allToAllSchedule, scaleSchedule } from "../fixtures";
import { sealed } from "./fixtures";

const allToAll = (nodes: number) => allToAllSchedule(nodes);

describe("the timing diagram over packed columns", () => {
  const plain = allToAll(24);
  const packed = sealed(plain);
  const window = fullWindow(plain);
  const step = Math.floor(plain.tasks.length / 3);
  const cases: [string, TimingViewport, TimingOptions][] = [
    ["full window, by message", { width: 900, height: 120, window }, { sides: "both", colorBy: "message" }],
    ["full window, by peer", { width: 900, height: 700, window }, { sides: "both", colorBy: "peer" }],
    [
      "zoomed in, receivers only",
      { width: 700, height: 700, window: [window[1] / 3, window[1] / 3 + window[1] / 50] },
      { sides: "recv", colorBy: "peer" },
    ],
    ["stepping", { width: 900, height: 120, window }, { sides: "both", colorBy: "message", step }],
    [
      "stepping, later decisions hidden",
      { width: 900, height: 300, window },
      { sides: "send", colorBy: "peer", step, hideLater: true },
    ],
  ];

  it("builds the model without schedule.tasks, with each task in its columnOf column in start order", () => {
    const m = timingModel(packed);
    for (const side of ["send", "recv"] as const) {
      plain.lanes.forEach((_, lane) => {
        const expected = plain.tasks
          .map((t, i) => [t, i] as const)
          .filter(([t]) => t.kind !== "local" && columnOf(t, side) === lane)
          .sort(([a, i], [b, j]) => a.start - b.start || i - j)
          .map(([, i]) => i);
        expect(Array.from(columnTasks(m, side, lane))).toEqual(expected);
      });
    }
  });

  it.each(cases)(
    "lays out %s without schedule.tasks, as for the schedule of objects",
    (_, viewport, options) => {
      const a = layoutTiming(packed, viewport, options);
      const b = layoutTiming(plain, viewport, options);
      expect(a.rects.length).toBeGreaterThan(0);
      expect(a.rects).toEqual(b.rects);
      expect(a.legend).toEqual(b.legend);
    },
  );

  it("adopts a model built from the posted columns (the worker's) that lays out as one built in place", () => {
    const other = sealed(plain);
    const posted = structuredClone(timingInput(columnsOf(other)));
    const built = structuredClone(packTimingModel(posted, other.lanes.length));
    expect(hasTimingModel(other)).toBe(false);
    adoptTimingModel(other, built);
    expect(hasTimingModel(other)).toBe(true);
    for (const [, viewport, options] of cases) {
      expect(layoutTiming(other, viewport, options).rects).toEqual(
        layoutTiming(packed, viewport, options).rects,
      );
    }
  });

  it("keeps the model when the lower bound comes after the schedule (a new object, the same columns)", () => {
    const other = sealed(plain);
    const model = timingModel(other);
    expect(timingModel(withLowerBound(other, 1))).toBe(model);
  });

  it("finds where a dragged send goes without schedule.tasks", () => {
    const viewport = { width: 900, height: 700, window };
    const options: TimingOptions = { sides: "both", colorBy: "peer" };
    const p = layoutTiming(packed, viewport, options);
    const send = plain.tasks.findIndex((t) => t.kind === "send");
    const recv = plain.tasks.findIndex((t) => t.kind === "recv");
    for (const middle of [0, window[1] / 2, window[1]]) {
      expect(dropSend(packed, p, send, middle)).toEqual(dropSend(plain, p, send, middle));
    }
    expect(dropSend(packed, p, recv, 0)).toEqual({ edit: null, insertY: null });
  });
});

describe("the timing diagram's cost at scale", () => {
  // 32 columns of about 3 000 events each per side, in a plot 40 pixels high.
  const s = sealed(scaleSchedule(32, 200_000, 3));
  const viewport = { width: 900, height: 100, window: fullWindow(s) };

  it("reads about columns × pixel rows events in a full-window layout, not each event", () => {
    const p = layoutTiming(s, viewport, { sides: "both", colorBy: "message" });
    const rows = p.plotBottom - p.plotTop;
    const columns = 2 * 32;
    const events = p.rects.reduce((sum, r) => sum + r.count, 0);
    expect(events).toBe(200_000);
    // A sub-pixel event read starts a pixel row's mark, a tall one fills a row: a few per row at most.
    expect(p.visited).toBeLessThanOrEqual(columns * 3 * (rows + 1));
    expect(p.visited).toBeLessThan(events / 10);
    for (const side of ["send", "recv"] as const) {
      for (let lane = 0; lane < 32; lane++) {
        const marks = p.rects.filter((r) => r.side === side && r.lane === lane);
        expect(marks.length).toBeLessThanOrEqual(rows + 1);
      }
    }
  });

  it("draws each event of the column once, in order, as the marks' counts say", () => {
    const p = layoutTiming(s, viewport, { sides: "both", colorBy: "peer" });
    const m = timingModel(s);
    for (const side of ["send", "recv"] as const) {
      for (let lane = 0; lane < 32; lane++) {
        const events = columnTasks(m, side, lane);
        let q = 0;
        for (const r of p.rects.filter((r) => r.side === side && r.lane === lane)) {
          expect(r.task).toBe(events[q]);
          q += r.count;
        }
        expect(q).toBe(events.length);
      }
    }
  });
});
