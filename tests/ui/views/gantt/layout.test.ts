import { describe, expect, it } from "vitest";
import {
  captionFor,
  fullWindow,
  gutterWidth,
  layoutGantt,
  markerLabelExtent,
  MIN_ROW_HEIGHT,
} from "../../../../src/ui/views/gantt/layout";
import { textScaleOf } from "../../../../src/ui/views/common/scheme";
import { ganttModel } from "../../../../src/ui/views/gantt/model";
import type { GanttOptions, GanttPrimitives, GanttRect } from "../../../../src/ui/views/gantt/types";
import type { Schedule } from "../../../../src/core/schedule/types";
import { allgatherLike, gridLike, packetLike, paperExample, scaleSchedule } from "../fixtures";

const opts: GanttOptions = { colorBy: "message", showArrows: true };

/** A viewport whose plot maps time t to x = plotLeft + 10·t exactly (the window is [0, span]). */
function layout(s: Schedule, options: GanttOptions = opts, window?: [number, number], height = 400) {
  const w = window ?? [0, 20];
  const plot = (w[1] - w[0]) * 10;
  return layoutGantt(s, { width: gutterWidth(s) + plot + 20, height, window: w }, options);
}

const rectsOf = (p: GanttPrimitives, task: number) => p.rects.filter((r) => r.taskIndex === task);

describe("layoutGantt", () => {
  it("gives one labelled lane per schedule lane, fitting the height", () => {
    const p = layout(paperExample(), opts, [0, 20], 200);
    expect(p.lanes.map((l) => l.label)).toEqual(["P0", "P1", "P2", "P3"]);
    expect(p.lanes.map((l) => l.y)).toEqual([0, 50, 100, 150]);
    expect(p.height).toBe(200);
    // Tall panels do not make absurdly tall bars.
    expect(layout(paperExample(), opts, [0, 20], 2000).lanes[0]!.height).toBe(72);
  });

  it("keeps lanes readable and scrolls when there are many", () => {
    const s = scaleSchedule(80, 600);
    const p = layoutGantt(s, { width: 1200, height: 700, window: fullWindow(s) }, opts);
    expect(p.lanes).toHaveLength(80);
    for (const l of p.lanes) expect(l.height).toBeGreaterThanOrEqual(MIN_ROW_HEIGHT);
    expect(p.height).toBeGreaterThan(700);
    expect(p.lanes[79]!.label).toBe("P79");
  });

  it("places a send at [start, end] on its lane's scale", () => {
    const p = layout(paperExample());
    const left = p.plotLeft;
    // Task 6 is P0's send of m0 to P2 over [5, 6] µs.
    const [send] = rectsOf(p, 6);
    expect(send).toMatchObject({ kind: "send", count: 1 });
    expect(send!.x).toBeCloseTo(left + 50);
    expect(send!.w).toBeCloseTo(10);
    expect(send!.y).toBeGreaterThanOrEqual(p.lanes[0]!.y);
    expect(send!.y + send!.h).toBeLessThanOrEqual(p.lanes[0]!.y + p.lanes[0]!.height);
  });

  it("splits a receive into waiting [posted, start) and processing [start, end)", () => {
    const p = layout(paperExample());
    const left = p.plotLeft;
    // Task 9: P3 receives m2 from P0, posted 0, arrival 7, start 7, end 13.
    const parts = rectsOf(p, 9);
    expect(parts.map((r) => r.kind)).toEqual(["wait", "recv"]);
    const [wait, body] = parts as [GanttRect, GanttRect];
    expect(wait.x).toBeCloseTo(left);
    expect(wait.w).toBeCloseTo(70);
    expect(body.x).toBeCloseTo(left + 70);
    expect(body.w).toBeCloseTo(60);
    expect(wait.fill).not.toBe(body.fill);
    // Task 1: P1 receives m0, waits [0, 1) then processes [1, 4).
    expect(rectsOf(p, 1).map((r) => [r.kind, Math.round(r.w)])).toEqual([
      ["wait", 10],
      ["recv", 30],
    ]);
    // Task 5: no waiting (posted 4 = arrival 4): one processing bar only.
    expect(rectsOf(p, 5).map((r) => r.kind)).toEqual(["recv"]);
  });

  it("colours by message and gives each message a legend entry", () => {
    const p = layout(paperExample());
    const fills = new Map<number, string>();
    for (const r of p.rects) {
      if (r.kind !== "send" && r.kind !== "recv") continue;
      const m = paperExample().tasks[r.taskIndex]!.message;
      if (fills.has(m)) expect(fills.get(m)).toBe(r.fill);
      fills.set(m, r.fill);
    }
    expect(new Set(fills.values()).size).toBe(3);
    expect(p.legend.entries.map((e) => e.label)).toEqual(paperExample().messages);
    expect(p.legend.entries.map((e) => e.color)).toEqual([fills.get(0), fills.get(1), fills.get(2)]);
    expect(p.legend.kinds).toEqual(["send", "wait", "recv"]);
  });

  it("collapses the legend into a ramp beyond 20 messages", () => {
    const s = scaleSchedule(40, 400);
    const p = layoutGantt(s, { width: 1000, height: 600, window: fullWindow(s) }, opts);
    expect(p.legend.entries).toHaveLength(0);
    expect(p.legend.ramp).not.toBeNull();
    expect(p.legend.ramp!.from).toBe("m0 from P0");
    expect(p.legend.ramp!.to).toBe("m39 from P39");
    expect(p.legend.title).toBe("40 messages");
  });

  it("colours by stage when asked and the tasks carry stages", () => {
    const s = allgatherLike();
    const p = layout(s, { ...opts, colorBy: "stage" }, [0, 12]);
    expect(p.legend.title).toBe("stages");
    expect(p.legend.entries.map((e) => e.label)).toEqual(["gather", "exchange", "distribute"]);
    const byStage = new Map(p.legend.entries.map((e) => [e.label, e.color]));
    for (const r of p.rects.filter((x) => x.kind === "send")) {
      expect(r.fill).toBe(byStage.get(s.tasks[r.taskIndex]!.stage!));
    }
  });

  it("draws combined messages as bands of their colours", () => {
    const s = allgatherLike();
    const p = layout(s, opts, [0, 12]);
    const exchange = s.tasks.findIndex((t) => t.stage === "exchange" && t.kind === "send");
    const [bar] = rectsOf(p, exchange);
    expect(bar!.bands).toHaveLength(3);
    expect(new Set(bar!.bands).size).toBe(3);
  });

  it("gives packet and intra tasks their own kinds", () => {
    const pk = layout(packetLike(), opts, [0, 40]);
    expect(new Set(pk.rects.map((r) => r.kind))).toEqual(new Set(["packet"]));
    expect(pk.legend.kinds).toEqual(["packet"]);
    const g = layout(gridLike(), opts, [0, 1000]);
    expect(g.rects.filter((r) => r.kind === "intra")).toHaveLength(4);
    expect(g.legend.kinds).toEqual(["send", "recv", "intra"]);
    expect(g.axisLabel).toBe("time (ms)");
  });

  it("keeps zero-length receives visible (grid arrivals)", () => {
    const s = gridLike();
    const p = layout(s, opts, [0, 1000]);
    const arrival = s.tasks.findIndex((t) => t.kind === "recv");
    const [mark] = rectsOf(p, arrival);
    expect(mark!.w).toBeGreaterThanOrEqual(2);
    expect(mark!.x + mark!.w / 2).toBeCloseTo(p.plotLeft + 1600);
  });

  it("packs overlapping tasks of one lane into rows", () => {
    const s: Schedule = {
      ...packetLike(),
      tasks: [
        { node: 0, kind: "packet", peer: 1, message: 0, start: 0, end: 5 },
        { node: 0, kind: "packet", peer: 1, message: 1, start: 2, end: 7 },
        { node: 0, kind: "packet", peer: 1, message: 2, start: 5, end: 9 },
      ],
    };
    const m = ganttModel(s);
    expect(Array.from(m.rowOf)).toEqual([0, 1, 0]);
    const p = layout(s, opts, [0, 10]);
    expect(p.lanes[0]!.rows).toBe(2);
    expect(rectsOf(p, 1)[0]!.y).toBeGreaterThan(rectsOf(p, 0)[0]!.y);
  });

  it("puts sends on the upper rows and receives below when a lane's tasks overlap", () => {
    // Redistribution-like: P0 sends to P1 over [0, 4] while it receives from P1 over [0, 8].
    const s: Schedule = {
      ...paperExample(),
      lanes: ["P0", "P1"],
      tasks: [
        { node: 0, kind: "send", peer: 1, message: 0, start: 0, end: 4, match: 1 },
        { node: 1, kind: "recv", peer: 0, message: 0, posted: 0, arrival: 0, start: 0, end: 4, match: 0 },
        { node: 1, kind: "send", peer: 0, message: 0, start: 0, end: 8, match: 3 },
        { node: 0, kind: "recv", peer: 1, message: 0, posted: 0, arrival: 0, start: 0, end: 8, match: 2 },
        { node: 0, kind: "send", peer: 1, message: 0, start: 4, end: 5 },
      ],
      trees: [],
    };
    const m = ganttModel(s);
    expect(Array.from(m.rowOf)).toEqual([0, 1, 0, 1, 0]);
    // Both sides are busy for the transfer (arrival = start): the arrow is vertical, never backwards.
    const p = layout(s, opts, [0, 10]);
    const a = p.arrows.find((x) => x.source === 0)!;
    expect(a.x2).toBeCloseTo(a.x1);
    expect(a.x1).toBeCloseTo(p.plotLeft + 40);
  });

  it("reads a receiving packet step as incoming", () => {
    const s: Schedule = {
      ...packetLike(),
      tasks: [
        { node: 0, kind: "packet", peer: 1, message: 0, start: 0, end: 5, match: 1 },
        { node: 1, kind: "packet", peer: 0, message: 0, start: 0, end: 5, match: 0 },
      ],
    };
    const p = layout(s, opts, [0, 10]);
    expect(p.labels.map((l) => l.text)).toEqual(["→ P1", "← P0"]);
    const [a] = p.arrows;
    expect(a).toMatchObject({ source: 0, target: 1 });
    expect(a!.x2).toBeCloseTo(p.plotLeft + 50);
  });

  it("draws an arrow from each send's end to its receive's arrival", () => {
    const s = paperExample();
    const p = layout(s);
    expect(p.arrows).toHaveLength(7);
    // Task 4 (P2 sends m2 to P1 over [2, 4]) → task 5 (arrival 4 on P1's lane).
    const a = p.arrows.find((x) => x.source === 4)!;
    expect(a.target).toBe(5);
    expect(a.x1).toBeCloseTo(p.plotLeft + 40);
    expect(a.x2).toBeCloseTo(p.plotLeft + 40);
    // P1's lane is above P2's: from the top of the send bar to the bottom of the receive bar.
    const send = rectsOf(p, 4)[0]!;
    const recv = rectsOf(p, 5)[0]!;
    expect(a.y1).toBeCloseTo(send.y);
    expect(a.y2).toBeCloseTo(recv.y + recv.h);
    expect(recv.y + recv.h).toBeLessThan(send.y);
    // Task 10 (P1 → P2, m1, send ends 8) → task 11, which arrives at 8 but starts at 12.
    const b = p.arrows.find((x) => x.source === 10)!;
    expect(b.target).toBe(11);
    expect(b.x2).toBeCloseTo(p.plotLeft + 80);
  });

  it("pairs sends and receives by peer and message when `match` is missing", () => {
    const s = paperExample();
    const bare: Schedule = { ...s, tasks: s.tasks.map(({ match: _m, ...t }) => t) };
    const m = ganttModel(bare);
    for (let i = 0; i < s.tasks.length; i++) expect(m.partner[i]).toBe(s.tasks[i]!.match);
  });

  it("draws packet steps as arrows to the peer lane", () => {
    const s = packetLike();
    const p = layout(s, opts, [0, 40]);
    expect(p.arrows.length).toBe(s.tasks.length);
    const first = p.arrows[0]!;
    const t = s.tasks[first.source]!;
    const peer = p.lanes[t.peer]!;
    expect(first.y2).toBeGreaterThanOrEqual(peer.y);
    expect(first.y2).toBeLessThanOrEqual(peer.y + peer.height);
  });

  it("hides arrows when asked, and thins them out beyond the limit", () => {
    expect(layout(paperExample(), { ...opts, showArrows: false }).arrows).toHaveLength(0);
    const thin = layout(paperExample(), { ...opts, maxArrows: 5 });
    expect(thin.arrows).toHaveLength(0);
    expect(thin.arrowsHidden).toBe(7);
  });

  it("ghosts the tasks of later steps (step-through)", () => {
    const s = paperExample();
    const p = layout(s, { ...opts, step: 3 });
    for (const r of p.rects) expect(r.ghost).toBe(s.tasks[r.taskIndex]!.step! >= 3);
    expect(p.arrows.map((a) => s.tasks[a.source]!.step)).toEqual([0, 1, 2]);
    expect(p.legend.kinds).toContain("ghost");
  });

  it("leaves the tasks of later steps out while the quiz asks (they would show the answer)", () => {
    const s = paperExample();
    const p = layout(s, { ...opts, step: 3, hideLater: true });
    expect(p.rects.length).toBeGreaterThan(0);
    for (const r of p.rects) {
      expect(r.ghost).toBe(false);
      expect(s.tasks[r.taskIndex]!.step!).toBeLessThan(3);
    }
    const shown = layout(s, { ...opts, step: 3 }).rects.filter((r) => !r.ghost);
    expect(p.rects.map((r) => r.taskIndex)).toEqual(shown.map((r) => r.taskIndex));
  });

  it("clips to the time window and skips tasks outside it", () => {
    const s = paperExample();
    const p = layout(s, opts, [6, 10]);
    const right = p.plotLeft + 40;
    for (const r of p.rects) {
      expect(r.x).toBeGreaterThanOrEqual(p.plotLeft - 1e-9);
      expect(r.x + r.w).toBeLessThanOrEqual(right + 1e-9);
    }
    const shown = new Set(p.rects.map((r) => r.taskIndex));
    expect(shown.has(0)).toBe(false); // P0's send [0, 1]
    expect(shown.has(12)).toBe(true); // P1's send [8, 9]
    // P2's receive of m0 processes [6, 12]: clipped on the right, starts at the window's left edge.
    const [body] = rectsOf(p, 7);
    expect(body!.x).toBeCloseTo(p.plotLeft);
    expect(body!.clippedLeft).toBe(false);
    expect(body!.x + body!.w).toBeCloseTo(right);
    expect(p.visibleTasks).toBe(shown.size);
  });

  it("merges tasks under one pixel into one rectangle per pixel run", () => {
    const s = scaleSchedule(4, 20000);
    const full = fullWindow(s);
    const p = layoutGantt(s, { width: 656, height: 400, window: full }, opts);
    expect(p.visibleTasks).toBe(20000);
    // At most a few rectangles per pixel column per lane: far fewer than the tasks.
    expect(p.rects.length).toBeLessThan(4 * 600 * 3);
    const merged = p.rects.filter((r) => r.kind === "merged");
    expect(merged.length).toBeGreaterThan(0);
    const represented = p.rects.reduce((sum, r) => sum + (r.kind === "wait" ? 0 : r.count), 0);
    expect(represented).toBe(20000);
    expect(p.legend.kinds).toContain("merged");
    // Zoomed in, nothing is merged any more.
    const zoomed = layoutGantt(s, { width: 656, height: 400, window: [full[0], full[0] + 2000] }, opts);
    expect(zoomed.rects.every((r) => r.kind !== "merged")).toBe(true);
  });

  it("labels the axis with the unit and puts ticks inside the plot", () => {
    const p = layout(paperExample());
    expect(p.axisLabel).toBe("time (µs)");
    expect(p.ticks.length).toBeGreaterThanOrEqual(2);
    for (const t of p.ticks) {
      expect(t.x).toBeCloseTo(p.plotLeft + t.value * 10);
      expect(t.label).toBe(String(t.value));
    }
  });

  it("marks the makespan and the lower bound with their values and units", () => {
    const p = layout(paperExample());
    const ms = p.markers.find((m) => m.kind === "makespan")!;
    const lb = p.markers.find((m) => m.kind === "lowerBound")!;
    expect(ms.label).toBe("makespan 19 µs");
    expect(ms.x).toBeCloseTo(p.plotLeft + 190);
    expect(ms.dashed).toBe(false);
    expect(lb.label).toBe("lower bound 13 µs");
    expect(lb.dashed).toBe(true);
    expect(layout(paperExample(), opts, [0, 10]).markers).toHaveLength(0);
  });

  it("moves the lower bound's label to a second row when the labels would overlap", () => {
    const wide = layoutGantt(paperExample(), { width: 1400, height: 200, window: [0, 20] }, opts);
    expect(wide.markers.map((m) => m.labelRow)).toEqual([0, 0]);
    // 10 px per µs: "makespan 19 µs" turns left at the edge and would cover "lower bound 13 µs".
    expect(layout(paperExample()).markers.map((m) => m.labelRow)).toEqual([0, 1]);
    // Grid fixture: lower bound 780 ms, makespan 912 ms; the makespan label turns left at the edge.
    const s = gridLike();
    const p = layoutGantt(s, { width: 1000, height: 400, window: fullWindow(s) }, opts);
    const [ms, lb] = p.markers;
    expect(ms!.labelAnchor).toBe("end");
    expect(lb!.labelRow).toBe(1);
    expect(ms!.labelRow).toBe(0);
  });

  it("keeps semibold labels that would touch on separate rows (presentation mode, six-digit times)", () => {
    // Seen at 1280×720 in presentation mode on a 256-node all-to-all: "lower bound 103241 µs" ran into
    // "makespan 162696 µs" (0.58em per glyph underestimates semibold digits, about 0.67em).
    const s: Schedule = { ...paperExample(), makespan: 162696, lowerBound: 103241 };
    const p = layoutGantt(
      s,
      { width: 1256, height: 400, window: [0, 169000] },
      { ...opts, textScale: textScaleOf("present"), scheme: "present" },
    );
    const [ms, lb] = p.markers;
    expect(ms!.labelAnchor).toBe("end");
    expect(lb!.labelAnchor).toBe("start");
    expect(lb!.labelRow).toBe(1);
    // Drawn at 0.67em, each label fits between its line and the panel's right edge.
    for (const m of p.markers) {
      const [left, right] = markerLabelExtent(m);
      expect(right - left).toBeGreaterThanOrEqual(m.label.length * m.fontPx * 0.67);
      expect(right).toBeLessThanOrEqual(1256);
    }
  });

  it("captions bars with message and peer when they fit", () => {
    const s = paperExample();
    const p = layout(s, opts, [0, 20]);
    expect(p.labels.map((l) => l.text)).toContain("m0 ← P0");
    expect(captionFor(s, s.tasks[0]!, 200)).toBe("m0 → P1");
    expect(captionFor(s, s.tasks[0]!, 30)).toBe("→ P1");
    expect(captionFor(s, s.tasks[0]!, 5)).toBeNull();
  });

  it("is pure: the same input gives the same primitives", () => {
    const s = scaleSchedule(20, 2000);
    const v = { width: 900, height: 500, window: fullWindow(s) };
    expect(layoutGantt(s, v, opts)).toEqual(layoutGantt(s, v, opts));
  });
});
