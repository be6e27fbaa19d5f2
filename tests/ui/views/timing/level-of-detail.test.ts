// The timing diagram's level of detail: consecutive events of a column each under a pixel high are one
// mark, so a 256-node all-to-all (130 560 events on 256 columns) costs marks per pixel, not per event.
import { describe, expect, it } from "vitest";
import type { Schedule } from "../../../../src/core/schedule/types";
import { allToAllSchedule } from "../fixtures";
import { MERGED_FILL } from "../../../../src/ui/views/common/colors";
import { fullWindow } from "../../../../src/ui/views/gantt/layout";
import { layoutTiming } from "../../../../src/ui/views/timing/layout";
import { columnTasks, timingModel } from "../../../../src/ui/views/timing/model";
import type { TimingPrimitives, TimingRect } from "../../../../src/ui/views/timing/types";

const allToAll = (nodes: number) => allToAllSchedule(nodes);

/**
 * Walks each column's events in order and the column's rectangles in the same order: each rectangle
 * must draw the next `count` events (a merged one without a label); returns the events seen.
 */
function coverage(s: Schedule, p: TimingPrimitives, side: TimingRect["side"], window: [number, number]) {
  let seen = 0;
  s.lanes.forEach((_, lane) => {
    const events = Array.from(columnTasks(timingModel(s), side, lane)).filter(
      (i) => s.tasks[i]!.end >= window[0] && s.tasks[i]!.start <= window[1],
    );
    const place = new Map(events.map((i, q) => [i, q]));
    const rects = p.rects
      .filter((r) => r.side === side && r.lane === lane)
      .sort((a, b) => place.get(a.task)! - place.get(b.task)!);
    let q = 0;
    for (const r of rects) {
      expect(place.get(r.task)).toBe(q);
      if (r.count > 1) expect(r.label).toBeNull();
      q += r.count;
    }
    expect(q).toBe(events.length);
    seen += q;
  });
  return seen;
}

describe("the timing diagram's level of detail", () => {
  const s = allToAll(48);
  const window = fullWindow(s);
  // A short plot (40 px) for 47 sends and 47 receives per column: most events are under a pixel.
  const p = layoutTiming(s, { width: 900, height: 100, window }, { sides: "both", colorBy: "message" });

  it("draws every event once, consecutive sub-pixel events of a column as one mark", () => {
    const sends = s.tasks.filter((t) => t.kind === "send").length;
    expect(coverage(s, p, "send", window)).toBe(sends);
    expect(coverage(s, p, "recv", window)).toBe(sends);
    const merged = p.rects.filter((r) => r.count > 1);
    expect(merged.length).toBeGreaterThan(0);
    // At most one mark per pixel row of a column, and far fewer marks than events.
    const plot = p.plotBottom - p.plotTop;
    for (const side of ["send", "recv"] as const) {
      for (let lane = 0; lane < 48; lane++) {
        const marks = p.rects.filter((r) => r.side === side && r.lane === lane);
        expect(marks.length).toBeLessThanOrEqual(plot + 1);
      }
    }
    expect(p.rects.length).toBeLessThan(sends);
  });

  it("paints a mark of events of several colours grey, and says so in the legend", () => {
    const merged = p.rects.filter((r) => r.count > 1);
    expect(merged.some((r) => r.fill === MERGED_FILL)).toBe(true);
    expect(p.legend.at(-1)).toEqual({ color: MERGED_FILL, label: "several events (zoom in)" });
  });

  it("keeps the events of later decisions apart from the decided ones while stepping", () => {
    const step = Math.floor(s.tasks.length / 4);
    const stepped = layoutTiming(
      s,
      { width: 900, height: 100, window },
      { sides: "both", colorBy: "message", step },
    );
    expect(stepped.rects.some((r) => r.ghost && r.count > 1)).toBe(true);
    for (const r of stepped.rects) {
      const events = columnTasks(timingModel(s), r.side, r.lane);
      const at = events.indexOf(r.task);
      for (let c = 0; c < r.count; c++) {
        const t = s.tasks[events[at + c]!]!;
        expect(t.step !== undefined && t.step >= step).toBe(r.ghost);
      }
    }
  });

  it("draws each event on its own once zoomed in far enough", () => {
    const zoomed: [number, number] = [window[0], window[0] + (window[1] - window[0]) / 400];
    const z = layoutTiming(
      s,
      { width: 900, height: 700, window: zoomed },
      { sides: "both", colorBy: "peer" },
    );
    expect(z.rects.length).toBeGreaterThan(0);
    expect(z.rects.every((r) => r.count === 1)).toBe(true);
    expect(z.legend.some((e) => e.label === "several events (zoom in)")).toBe(false);
  });
});
