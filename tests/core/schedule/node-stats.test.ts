// Per-node time classes (src/core/schedule/node-stats.ts) over every family's random scenarios: the five
// classes of each node add up to the makespan, busy time equals the union of the node's tasks, and a
// hand-worked example.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isReceivingTask, isSendingTask, nodeStats } from "../../../src/core/schedule/node-stats";
import { unionLength } from "../../../src/core/schedule/link-stats";
import type { Schedule } from "../../../src/core/schedule/types";
import { arbitrarySchedule, FAMILY_CASES } from "./analysis-arbitrary";
import { paperExample } from "../../ui/views/fixtures";

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

function check(s: Schedule) {
  const stats = nodeStats(s);
  expect(stats).toHaveLength(s.lanes.length);
  stats.forEach((row, node) => {
    expect(row.node).toBe(node);
    for (const v of [row.sending, row.receiving, row.both, row.waiting, row.idle]) {
      expect(v).toBeGreaterThanOrEqual(0);
    }
    const sum = row.sending + row.receiving + row.both + row.waiting + row.idle;
    expect(close(sum, s.makespan), `node ${node}: ${sum} vs ${s.makespan}`).toBe(true);
    const busy = (pred: (t: Schedule["tasks"][number]) => boolean) =>
      unionLength(s.tasks.filter((t) => t.node === node && pred(t)).flatMap((t) => [t.start, t.end]));
    const either = busy((t) => isSendingTask(t) || isReceivingTask(t));
    expect(close(row.sending + row.receiving + row.both, either)).toBe(true);
    expect(close(row.sending + row.both, busy(isSendingTask))).toBe(true);
    expect(close(row.receiving + row.both, busy(isReceivingTask))).toBe(true);
  });
  return stats;
}

describe("nodeStats", () => {
  it("classifies the Wu–Yeh–Liu example by hand", () => {
    const stats = check(paperExample());
    // P3: waits [0, 7) for its first receive, receives [7, 19): never idle, never sending.
    expect(stats[3]).toEqual({ node: 3, sending: 0, receiving: 12, both: 0, waiting: 7, idle: 0 });
    // P0: sends [0,1), waits [1,2) for m2 (posted 1), receives [2,5), sends [5,7), idle [7,19).
    expect(stats[0]).toEqual({ node: 0, sending: 3, receiving: 3, both: 0, waiting: 1, idle: 12 });
  });

  it("counts a redistribution sender held back by a busy receiver as waiting", () => {
    const s: Schedule = {
      ...paperExample(),
      family: "redistribution",
      lanes: ["P0", "P1"],
      tasks: [
        { node: 0, kind: "send", peer: 1, message: 0, start: 3, end: 5, match: 1 },
        { node: 1, kind: "recv", peer: 0, message: 0, start: 3, end: 5, posted: 3, arrival: 1, match: 0 },
      ],
      makespan: 5,
    };
    const stats = check(s);
    expect(stats[0]).toMatchObject({ sending: 2, waiting: 2, idle: 1 });
    expect(stats[1]).toMatchObject({ receiving: 2, waiting: 3, idle: 0 });
  });

  describe.each(FAMILY_CASES)("%s", (_kind, family) => {
    it("adds up to the makespan; busy time is the union of the node's tasks", () => {
      fc.assert(
        fc.property(arbitrarySchedule(family), (s) => void check(s)),
        { numRuns: 20, seed: 18 },
      );
    });
  });
});
