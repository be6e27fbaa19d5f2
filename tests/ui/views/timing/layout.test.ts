import { describe, expect, it } from "vitest";
import { fullWindow } from "../../../../src/ui/views/gantt/layout";
import {
  AXIS_GUTTER,
  columnLabels,
  HEADER_HEIGHT,
  layoutTiming,
  timeOfY,
  yOfTime,
} from "../../../../src/ui/views/timing/layout";
import { columnTasks, timingModel } from "../../../../src/ui/views/timing/model";
import type { TimingRect } from "../../../../src/ui/views/timing/types";
import { GHOST_FILL, LOWER_BOUND_COLOR, MAKESPAN_COLOR } from "../../../../src/ui/views/common/colors";
import { gridLike, packetLike, paperExample, scaleSchedule } from "../fixtures";
import { boldTextWidth } from "../../../../src/ui/views/common/axis";
import { presetRun, R234_GREEDY_SENDS } from "./fixtures";

const viewport = (s: Parameters<typeof fullWindow>[0]) => ({
  width: 1000,
  height: 400,
  window: fullWindow(s),
});

describe("layoutTiming on ℜ₂(3,4) (Bhat et al. Fig. 3)", () => {
  const { result } = presetRun("redistribution-paper-r2-3-4", "greedy");
  const s = result.schedule;
  const p = layoutTiming(s, viewport(s), { sides: "both", colorBy: "peer" });
  const pxPerUs = (p.plotBottom - p.plotTop) / (p.window[1] - p.window[0]);
  const onSide = (side: TimingRect["side"]) => p.rects.filter((r) => r.side === side);

  it("draws the sender diagram beside the receiver diagram, one column per processor", () => {
    expect(p.panels.map((x) => x.side)).toEqual(["send", "recv"]);
    const [send, recv] = p.panels;
    expect(send!.plotLeft).toBe(AXIS_GUTTER);
    expect(recv!.plotLeft).toBeGreaterThan(send!.plotRight);
    expect(send!.columnWidth).toBeCloseTo((send!.plotRight - send!.plotLeft) / 4, 9);
    expect(p.plotTop).toBe(HEADER_HEIGHT);
    for (const lane of ["P0", "P1", "P2", "P3"]) {
      expect(p.texts.filter((t) => t.text === lane && t.y === HEADER_HEIGHT - 10)).toHaveLength(2);
    }
  });

  it("places each event in its sender's column, labelled with its destination, height = its time", () => {
    const sends = onSide("send");
    expect(sends).toHaveLength(R234_GREEDY_SENDS.length);
    const panel = p.panels[0]!;
    for (const [from, to, start, end] of R234_GREEDY_SENDS) {
      const r = sends.find((x) => x.lane === from && x.label === `P${to}`);
      expect(r, `P${from} → P${to}`).toBeDefined();
      expect(r!.y).toBeCloseTo(p.plotTop + start * pxPerUs, 6);
      expect(r!.h).toBeCloseTo((end - start) * pxPerUs, 6);
      expect(r!.x).toBeGreaterThanOrEqual(panel.plotLeft + from * panel.columnWidth);
      expect(r!.x + r!.w).toBeLessThanOrEqual(panel.plotLeft + (from + 1) * panel.columnWidth);
    }
  });

  it("puts the same events in their receivers' columns, labelled with the source", () => {
    const recvs = onSide("recv");
    expect(recvs).toHaveLength(R234_GREEDY_SENDS.length);
    for (const [from, to, start] of R234_GREEDY_SENDS) {
      const r = recvs.find((x) => x.lane === to && x.label === `P${from}`);
      expect(r!.y).toBeCloseTo(p.plotTop + start * pxPerUs, 6);
    }
    // No two events of a column overlap (Sec. 4.2), on either side.
    for (const side of ["send", "recv"] as const) {
      for (let lane = 0; lane < 4; lane++) {
        const col = onSide(side)
          .filter((r) => r.lane === lane)
          .sort((a, b) => a.y - b.y);
        for (let k = 1; k < col.length; k++) {
          expect(col[k]!.y).toBeGreaterThanOrEqual(col[k - 1]!.y + col[k - 1]!.h - 1e-6);
        }
      }
    }
  });

  it("colours an event like the processor named on it", () => {
    const sends = onSide("send");
    const toP1 = sends.filter((r) => r.label === "P1").map((r) => r.fill);
    expect(new Set(toP1).size).toBe(1);
    expect(toP1[0]).not.toBe(sends.find((r) => r.label === "P2")!.fill);
    expect(p.legend.map((e) => e.label)).toEqual(["P0", "P1", "P2", "P3"]);
  });

  it("draws the lower bound (dashed) and the completion time across both diagrams", () => {
    const lb = p.lines.filter((l) => l.color === LOWER_BOUND_COLOR);
    const end = p.lines.filter((l) => l.color === MAKESPAN_COLOR);
    expect(lb).toHaveLength(2);
    expect(lb[0]!.dash).not.toBeNull();
    expect(lb[0]!.y1).toBeCloseTo(yOfTime(p, 10), 9);
    expect(end[0]!.y1).toBeCloseTo(yOfTime(p, 10), 9);
    expect(p.texts.map((t) => t.text)).toContain("completion = lower bound = 10 µs");
    expect(p.texts.map((t) => t.text)).toContain("(µs) ↓");
  });

  it("ghosts the events of later decisions when stepping through", () => {
    const stepped = layoutTiming(s, viewport(s), { sides: "both", colorBy: "peer", step: 3 });
    const ghosts = stepped.rects.filter((r) => r.ghost);
    expect(ghosts.length).toBe(2 * (R234_GREEDY_SENDS.length - 3));
    expect(ghosts.every((r) => r.fill === GHOST_FILL)).toBe(true);
    for (const r of ghosts) expect(s.tasks[r.task]!.step).toBeGreaterThanOrEqual(3);
  });

  it("leaves the events of later decisions out while the quiz asks", () => {
    const asked = layoutTiming(s, viewport(s), { sides: "both", colorBy: "peer", step: 3, hideLater: true });
    expect(asked.rects.length).toBe(2 * 3);
    for (const r of asked.rects) expect(s.tasks[r.task]!.step).toBeLessThan(3);
  });

  it("shows one diagram alone, wider", () => {
    const one = layoutTiming(s, viewport(s), { sides: "send", colorBy: "peer" });
    expect(one.panels.map((x) => x.side)).toEqual(["send"]);
    expect(one.panels[0]!.columnWidth).toBeGreaterThan(p.panels[0]!.columnWidth * 1.9);
    expect(one.rects.every((r) => r.side === "send")).toBe(true);
  });

  it("clips to the zoom window and maps y back to time", () => {
    const z = layoutTiming(
      s,
      { width: 1000, height: 400, window: [4, 6] },
      { sides: "both", colorBy: "peer" },
    );
    // Events overlapping [4, 6]: P0→P1 ends at 4, P0→P2, P1→P0, P2→P3, P3→P1 on each side.
    expect(z.rects.filter((r) => r.side === "send")).toHaveLength(5);
    for (const r of z.rects) {
      expect(r.y).toBeGreaterThanOrEqual(z.plotTop - 1e-9);
      expect(r.y + r.h).toBeLessThanOrEqual(z.plotBottom + 1e-9);
    }
    expect(timeOfY(z, yOfTime(z, 5.25))).toBeCloseTo(5.25, 9);
  });
});

describe("layoutTiming on the other families' schedules", () => {
  it("multicast: sends in the senders' columns, receives in the receivers', coloured by message", () => {
    const s = paperExample();
    const p = layoutTiming(s, viewport(s), { sides: "both", colorBy: "message" });
    expect(p.rects.filter((r) => r.side === "send")).toHaveLength(7);
    expect(p.rects.filter((r) => r.side === "recv")).toHaveLength(7);
    expect(p.legend.map((e) => e.label)).toEqual(s.messages);
    expect(p.texts.map((t) => t.text)).toContain("lower bound 13 µs");
    expect(p.texts.map((t) => t.text)).toContain("completion 19 µs");
  });

  it("packet: each network-interface step appears at its sender and at its receiver", () => {
    const s = packetLike();
    const model = timingModel(s);
    const steps = s.tasks.filter((t) => t.kind === "packet").length;
    expect(model.send.tasks).toHaveLength(steps);
    expect(model.recv.tasks).toHaveLength(steps);
    expect(Array.from(columnTasks(model, "recv", 0))).toEqual([]); // the source receives nothing
  });

  it("grid: intra-cluster broadcasts sit in the sender columns, labelled intra; names shortened to fit", () => {
    const s = gridLike();
    const p = layoutTiming(
      s,
      { width: 600, height: 500, window: fullWindow(s) },
      { sides: "both", colorBy: "peer" },
    );
    expect(p.rects.filter((r) => r.side === "send" && r.label === "intra")).toHaveLength(4);
    expect(columnLabels({ ...s, lanes: ["P0 root site", "P1 fast", "P2 slow"] }, 30)).toEqual([
      "P0",
      "P1",
      "P2",
    ]);
    expect(columnLabels(s, 200)).toEqual(s.lanes);
  });
});

describe("column labels of many processors", () => {
  it("are thinned out until no two touch, measured as the bold text they are drawn in", () => {
    // 256 lanes in a 1000-pixel-wide pair of panels: columns under two pixels wide (the screenshot of a
    // 256-node all-to-all read "P108P135P162P189" when the labels were measured as regular text).
    for (const lanes of [64, 256]) {
      const s = scaleSchedule(lanes, lanes * 4);
      for (const width of [700, 1000, 1280, 1248]) {
        const p = layoutTiming(
          s,
          { width, height: 400, window: fullWindow(s) },
          { sides: "both", colorBy: "peer" },
        );
        const header = p.texts.filter((t) => t.bold && /^P\d+$/.test(t.text)).sort((a, b) => a.x - b.x);
        expect(header.length).toBeGreaterThan(2);
        for (let i = 1; i < header.length; i++) {
          const a = header[i - 1]!;
          const b = header[i]!;
          const room = b.x - a.x - (boldTextWidth(a.text, a.size) + boldTextWidth(b.text, b.size)) / 2;
          expect(room, `${lanes} lanes, ${width} px: ${a.text} then ${b.text}`).toBeGreaterThanOrEqual(4);
        }
        // None runs past its panel's right edge (presenting, the receivers' "P250" was cut there).
        for (const t of header) {
          const panel = p.panels.find((q) => t.x >= q.plotLeft && t.x <= q.plotRight);
          expect(panel, t.text).toBeDefined();
          expect(t.x + boldTextWidth(t.text, t.size) / 2, t.text).toBeLessThanOrEqual(panel!.plotRight + 2);
        }
      }
    }
  });
});
