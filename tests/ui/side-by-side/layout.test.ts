// The stacked panes' layout: one time window and one pair of plot edges for every pane, whatever its
// lane labels; highlights and ghosts where the tasks are; references across the window.
import { describe, expect, it } from "vitest";
import type { Schedule } from "../../../src/core/schedule/types";
import { gutterWidth } from "../../../src/ui/views/gantt/layout";
import {
  layoutSideBySide,
  referenceMarkers,
  sharedFullWindow,
  type Reference,
  mergedWhenMany,
  MERGE_BOXES_FROM,
} from "../../../src/ui/side-by-side/layout";
import { paperExample } from "../views/fixtures";
import { presetDoc, run } from "./helpers";

const longLanes = (s: Schedule): Schedule => ({
  ...s,
  lanes: s.lanes.map((l) => `${l} (a workstation with a long name)`),
  makespan: s.makespan * 2,
  tasks: s.tasks.map((t) => ({ ...t, start: t.start * 2, end: t.end * 2 })),
});

const lb: Reference = { kind: "lowerBound", time: 13, name: "lower bound", color: "#1d4ed8", dashed: true };
const opt: Reference = { kind: "optimum", time: 17, name: "optimum", color: "#047857", dashed: false };

describe("sharedFullWindow", () => {
  it("covers the longest schedule and every reference", () => {
    const a = paperExample();
    const b = longLanes(a);
    const [t0, t1] = sharedFullWindow([a, b], [lb]);
    expect(t0).toBe(0);
    expect(t1).toBeGreaterThanOrEqual(b.makespan);
    expect(sharedFullWindow([a], [{ ...opt, time: 100 }])[1]).toBeGreaterThanOrEqual(100);
  });
});

describe("layoutSideBySide", () => {
  const a = paperExample();
  const b = longLanes(a);
  const layout = layoutSideBySide([{ schedule: a }, { schedule: b }], [lb, opt], {
    width: 900,
    window: [0, 40],
    paneHeight: 120,
  });

  it("puts every pane's plot at the same edges (narrower gutters are shifted right)", () => {
    expect(gutterWidth(b)).toBeGreaterThan(gutterWidth(a));
    expect(layout.plotLeft).toBe(gutterWidth(b));
    for (const p of layout.panes) {
      expect(p.offsetX + p.prim.plotLeft).toBeCloseTo(layout.plotLeft, 9);
      expect(p.offsetX + p.prim.plotRight).toBeCloseTo(layout.plotRight, 9);
      expect(p.prim.window).toEqual([0, 40]);
    }
    expect(layout.panes[0]?.offsetX).toBeGreaterThan(0);
    expect(layout.panes[1]?.offsetX).toBe(0);
  });

  it("places one tick at one x in every pane", () => {
    for (const p of layout.panes) {
      p.prim.ticks.forEach((t, k) => expect(t.x + p.offsetX).toBeCloseTo(layout.ticks[k]?.x ?? NaN, 6));
    }
  });

  it("places the references on the shared scale, labels apart", () => {
    const x = (t: number) => layout.plotLeft + ((layout.plotRight - layout.plotLeft) * t) / 40;
    expect(layout.references.map((r) => r.kind)).toEqual(["lowerBound", "optimum"]);
    expect(layout.references[0]?.x).toBeCloseTo(x(13), 9);
    expect(layout.references[1]?.x).toBeCloseTo(x(17), 9);
    expect(layout.references[0]?.label).toBe("lower bound 13 µs");
    expect(referenceMarkers(layout.references).map((m) => m.dashed)).toEqual([true, false]);
    // 4 time units are ~80 px here: the two labels would overlap, so they take two rows.
    expect(layout.references.map((r) => r.labelRow)).toEqual([0, 1]);
  });

  it("leaves out references outside the window", () => {
    const zoomed = layoutSideBySide([{ schedule: a }], [lb, opt], {
      width: 900,
      window: [0, 10],
      paneHeight: 120,
    });
    expect(zoomed.references).toEqual([]);
  });

  it("outlines highlighted tasks where the Gantt draws them, and ghosts on the pane's lanes", () => {
    const l = layoutSideBySide(
      [{ schedule: a, highlight: [0, 1, 13], ghosts: [{ schedule: b, task: 0 }] }],
      [],
      { width: 900, window: [0, 40], paneHeight: 120 },
    );
    const pane = l.panes[0];
    if (!pane) throw new Error("no pane");
    expect(pane.highlights).toHaveLength(3);
    const rectOf = (i: number) => pane.prim.rects.find((r) => r.taskIndex === i && r.kind !== "wait");
    const send = rectOf(0);
    const box = pane.highlights[0];
    expect(box?.x).toBeCloseTo(send?.x ?? NaN, 6);
    expect(box?.y).toBeCloseTo(send?.y ?? NaN, 6);
    // b's task 0 is a's task 0 at twice the time: same lane, twice as far right (from 0).
    const ghost = pane.ghosts[0];
    expect(ghost?.y).toBeCloseTo(box?.y ?? NaN, 6);
    expect((ghost?.x ?? 0) - pane.prim.plotLeft).toBeCloseTo(2 * ((box?.x ?? 0) - pane.prim.plotLeft), 6);
  });

  it("ghosts the tasks after the step on screen (Lockstep)", () => {
    const l = layoutSideBySide([{ schedule: a, step: 2 }], [], {
      width: 900,
      window: [0, 40],
      paneHeight: 120,
    });
    const ghosts = new Set(l.panes[0]?.prim.rects.filter((r) => r.ghost).map((r) => r.taskIndex));
    for (const i of ghosts) expect(a.tasks[i]?.step).toBeGreaterThanOrEqual(2);
    expect(ghosts.size).toBeGreaterThan(0);
  });

  it("lays out every family's preset", () => {
    for (const id of [
      "grid-example-4",
      "packet-paper-fig5",
      "redistribution-paper-r2-3-4",
      "allgather-paper-8-workstations",
    ]) {
      const s = run(presetDoc(id));
      const l = layoutSideBySide([{ schedule: s }, { schedule: s, step: 1 }], [], {
        width: 800,
        window: sharedFullWindow([s]),
        paneHeight: 100,
      });
      expect(l.panes.every((p) => p.prim.rects.length > 0)).toBe(true);
    }
  });
});

describe("mergedWhenMany", () => {
  const box = (x: number, y: number, w = 4, h = 10) => ({ x, y, w, h });
  it("keeps a few boxes as they are", () => {
    const few = [box(0, 0), box(4, 0), box(50, 0)];
    expect(mergedWhenMany(few)).toBe(few);
  });
  it("past the threshold, joins the boxes that touch on one row and keeps every pixel covered", () => {
    // Two rows of touching boxes and one box alone.
    const row = (y: number) => Array.from({ length: MERGE_BOXES_FROM }, (_, k) => box(k * 4, y));
    const many = [...row(0), ...row(20), box(5000, 0)];
    const merged = mergedWhenMany(many);
    expect(merged).toEqual([box(0, 0, MERGE_BOXES_FROM * 4), box(5000, 0), box(0, 20, MERGE_BOXES_FROM * 4)]);
    for (const b of many)
      expect(merged.some((m) => m.y === b.y && m.x <= b.x && m.x + m.w >= b.x + b.w)).toBe(true);
  });
});
