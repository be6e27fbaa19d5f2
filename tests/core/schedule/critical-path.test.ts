// The critical path (src/core/schedule/critical-path.ts) over every family's random scenarios: it ends
// at the makespan, its segments touch, it starts at 0, every gap is explained by a dependency (no wait
// segments), and each link is a real dependency of the model.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { criticalPath, portOf } from "../../../src/core/schedule/critical-path";
import { findPreset } from "../../../src/core/registry";
import { runScenario } from "../../../src/core/registry";
import { parseScenario } from "../../../src/core/scenario/document";
import type { Schedule } from "../../../src/core/schedule/types";
import { approxEqual } from "../../../src/core/tolerance";
import { arbitrarySchedule, FAMILY_CASES } from "./analysis-arbitrary";
import { paperExample } from "../../ui/views/fixtures";

function checkPath(s: Schedule) {
  const path = criticalPath(s);
  const segs = path.segments;
  expect(segs.length).toBeGreaterThan(0);
  expect(approxEqual(segs[0]!.start, 0)).toBe(true);
  expect(approxEqual(segs[segs.length - 1]!.end, s.makespan)).toBe(true);
  for (let k = 1; k < segs.length; k++) {
    expect(approxEqual(segs[k - 1]!.end, segs[k]!.start), `segment ${k} touches`).toBe(true);
  }
  expect(segs.filter((x) => x.kind === "wait")).toEqual([]);
  expect(path.unexplained).toBe(0);
  for (const seg of segs) {
    expect(seg.end).toBeGreaterThanOrEqual(seg.start);
    if (seg.kind === "task") {
      const t = s.tasks[seg.task]!;
      expect([t.start, t.end]).toEqual([seg.start, seg.end]);
      expect(path.tasks.has(seg.task)).toBe(true);
    }
  }
  // each link is a dependency: a port link stays on one node and port; a transit joins a send to its receive
  const tasksOnly = segs.filter((x) => x.kind === "task");
  for (let k = 0; k + 1 < tasksOnly.length; k++) {
    const a = tasksOnly[k]!;
    const b = tasksOnly[k + 1]!;
    if (a.kind !== "task" || b.kind !== "task") continue;
    if (a.link === "port") {
      const ends = [b.task, ...(b.partner !== undefined ? [b.partner] : [])].map((i) => s.tasks[i]!);
      const ta = [a.task, ...(a.partner !== undefined ? [a.partner] : [])].map((i) => s.tasks[i]!);
      expect(
        ta.some((x) => ends.some((y) => x.node === y.node && portOf(s.family, x) === portOf(s.family, y))),
      ).toBe(true);
    }
  }
  for (const seg of segs) {
    if (seg.kind !== "transit") continue;
    expect(s.tasks[seg.to]!.match).toBe(seg.from);
  }
  return path;
}

describe("criticalPath", () => {
  it("follows the Wu–Yeh–Liu example's chain to the makespan", () => {
    const s = paperExample();
    const path = checkPath(s);
    // P1's last receive (m1 from P1 to P3, [13, 19]) ends at 19; P3 received m2 in [7, 13] on its port,
    // which arrived when P0's send [6, 7] ended, after P0's send [5, 6] on its port, after P0's receive
    // [2, 5] … back to P2's send [0, 2].
    const chain = path.segments
      .filter((x) => x.kind === "task")
      .map((x) => (x.kind === "task" ? x.task : -1));
    const times = chain.map((i) => [s.tasks[i]!.node, s.tasks[i]!.start, s.tasks[i]!.end]);
    expect(times[times.length - 1]).toEqual([3, 13, 19]);
    expect(times[0]![1]).toBe(0);
  });

  it("explains the grid example: root's sends, the transit, the last internal broadcast", () => {
    const preset = findPreset("grid-example-4")!;
    const result = runScenario(parseScenario(preset.doc), undefined);
    const s = result.schedule;
    const path = checkPath(s);
    const last = path.segments[path.segments.length - 1]!;
    expect(last.kind === "task" && s.tasks[last.task]!.kind).toBe("intra");
    expect(path.segments.some((x) => x.kind === "transit")).toBe(true);
  });

  it("takes the previous hop on the packet family's conventional interface", () => {
    const preset = findPreset("packet-paper-fig4-conventional")!;
    const s = runScenario(parseScenario(preset.doc), undefined).schedule;
    const path = checkPath(s);
    expect(path.segments.some((x) => x.kind === "task" && x.link === "hop")).toBe(true);
  });

  it("is empty for an empty schedule", () => {
    const s: Schedule = { ...paperExample(), tasks: [], makespan: 0 };
    expect(criticalPath(s).segments).toEqual([]);
  });

  describe.each(FAMILY_CASES)("%s", (_kind, family) => {
    it("ends at the makespan, touches, starts at 0, leaves no gap unexplained", () => {
      fc.assert(
        fc.property(arbitrarySchedule(family), (s) => {
          checkPath(s);
        }),
        { numRuns: 25, seed: 18 },
      );
    });
  });

  it("covers every preset of every family", () => {
    for (const [, family] of FAMILY_CASES) {
      for (const p of family.presets) {
        const s = parseScenario(p.doc);
        if (s.kind === "packet-multicast" && p.id === "packet-large-1024") continue;
        for (const a of family.algorithms.filter((x) => x.id !== "optimal")) {
          checkPath(family.run(s, a.id, { explain: false }, { ignorePlan: true }).schedule);
        }
      }
    }
  });
});
