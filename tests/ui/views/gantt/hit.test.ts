import { describe, expect, it } from "vitest";
import { gutterWidth, layoutGantt } from "../../../../src/ui/views/gantt/layout";
import { ganttModel } from "../../../../src/ui/views/gantt/model";
import { hitTest, laneAt, parseTaskSelection, taskBox } from "../../../../src/ui/views/gantt/hit";
import { paperExample, scaleSchedule } from "../fixtures";

const s = paperExample();
const left = gutterWidth(s);
// 10 px per µs over [0, 20]; lanes of 50 px.
const p = layoutGantt(
  s,
  { width: left + 220, height: 200, window: [0, 20] },
  { colorBy: "message", showArrows: true },
);
const m = ganttModel(s);
const x = (t: number) => left + 10 * t;

describe("hitTest", () => {
  it("finds the task under the pointer on each lane", () => {
    expect(hitTest(p, m, x(5.5), 25)).toBe(6); // P0 sends m0 to P2 over [5, 6]
    expect(hitTest(p, m, x(10), 125)).toBe(7); // P2 processes m0 over [6, 12]
    expect(hitTest(p, m, x(5), 125)).toBe(7); // … and waited for it over [4, 6)
    expect(hitTest(p, m, x(3), 175)).toBe(9); // P3 waits for m2 from 0
  });
  it("misses in gaps, in the label gutter and below the lanes", () => {
    expect(hitTest(p, m, x(15), 75)).toBe(-1); // P1 is idle after 9
    expect(hitTest(p, m, 10, 25)).toBe(-1);
    expect(hitTest(p, m, x(5.5), 260)).toBe(-1);
  });
  it("picks a task within a few pixels, the closest one", () => {
    expect(hitTest(p, m, x(9) + 2, 75)).toBe(12); // P1's send ends at 9
    expect(hitTest(p, m, x(9) + 6, 75)).toBe(-1);
  });
  it("finds tiny tasks in a large schedule", () => {
    const big = scaleSchedule(10, 4000);
    const bp = layoutGantt(
      big,
      { width: 800, height: 400, window: [0, 5000] },
      { colorBy: "message", showArrows: false },
    );
    const bm = ganttModel(big);
    const t = big.tasks.find((q) => q.node === 3 && q.start > 1000 && q.end < 4000)!;
    const i = big.tasks.indexOf(t);
    const lane = bp.lanes[3]!;
    const scale = (v: number) => bp.plotLeft + ((v - 0) * (bp.plotRight - bp.plotLeft)) / 5000;
    expect(hitTest(bp, bm, scale((t.start + t.end) / 2), lane.y + lane.height / 2)).toBe(i);
  });
});

describe("laneAt", () => {
  it("maps y to lanes", () => {
    expect(laneAt(p, 0)?.label).toBe("P0");
    expect(laneAt(p, 149.9)?.label).toBe("P2");
    expect(laneAt(p, 200)).toBeUndefined();
  });
});

describe("taskBox", () => {
  it("outlines a receive including its waiting part", () => {
    const b = taskBox(p, m, 9)!;
    expect(b.x).toBeCloseTo(x(0));
    expect(b.w).toBeCloseTo(130);
    expect(b.y).toBeGreaterThan(150);
  });
  it("is null outside the window", () => {
    const q = layoutGantt(
      s,
      { width: left + 220, height: 200, window: [10, 20] },
      { colorBy: "message", showArrows: true },
    );
    expect(taskBox(q, m, 0)).toBeNull();
  });
});

describe("parseTaskSelection", () => {
  it("reads task:N and refuses anything else", () => {
    expect(parseTaskSelection("task:3", 14)).toBe(3);
    expect(parseTaskSelection("task:14", 14)).toBe(-1);
    expect(parseTaskSelection("node:3", 14)).toBe(-1);
    expect(parseTaskSelection(undefined, 14)).toBe(-1);
  });
});
