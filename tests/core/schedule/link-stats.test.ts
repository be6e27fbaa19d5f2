// Per-link traffic (src/core/schedule/link-stats.ts) over every family's random scenarios: totals equal
// the schedule's transfers, busy time lies within the makespan and covers each link's longest transfer.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isTransfer, linkStats, unionLength } from "../../../src/core/schedule/link-stats";
import type { Schedule } from "../../../src/core/schedule/types";
import { arbitrarySchedule, FAMILY_CASES } from "./analysis-arbitrary";
import { paperExample } from "../../ui/views/fixtures";

function check(s: Schedule) {
  const stats = linkStats(s);
  const transfers = s.tasks.filter((t) => isTransfer(s, t));
  expect(stats.links.reduce((a, l) => a + l.transfers, 0)).toBe(transfers.length);
  expect(stats.links.reduce((a, l) => a + l.messages, 0)).toBe(
    transfers.reduce((a, t) => a + (t.messages?.length ?? 1), 0),
  );
  if (stats.hasBytes) {
    const total = transfers.reduce((a, t) => a + (t.bytes ?? 0), 0);
    expect(stats.links.reduce((a, l) => a + (l.bytes ?? 0), 0)).toBeCloseTo(total, 6);
  }
  for (const l of stats.links) {
    expect(l.from).not.toBe(l.to);
    expect(l.busy).toBeGreaterThan(0);
    expect(l.busy).toBeLessThanOrEqual(s.makespan * (1 + 1e-9));
    const own = transfers.filter((t) => t.node === l.from && t.peer === l.to);
    expect(own).toHaveLength(l.transfers);
    const longest = Math.max(...own.map((t) => t.end - t.start));
    expect(l.busy).toBeGreaterThanOrEqual(longest * (1 - 1e-9));
    expect(l.messages).toBeLessThanOrEqual(stats.maxMessages);
    expect(l.busy).toBeLessThanOrEqual(stats.maxBusy);
  }
  return stats;
}

describe("unionLength", () => {
  it("merges overlapping and touching intervals", () => {
    expect(unionLength([0, 2, 1, 3, 5, 6, 6, 7])).toBe(5);
    expect(unionLength([])).toBe(0);
    expect(unionLength([4, 5, 0, 1])).toBe(2);
  });
});

describe("linkStats", () => {
  it("measures the Wu–Yeh–Liu example by hand", () => {
    const stats = check(paperExample());
    // P0 → P2 carries m0: sent [5, 6), received [6, 12): busy 7.
    expect(stats.links.find((l) => l.from === 0 && l.to === 2)).toEqual({
      from: 0,
      to: 2,
      transfers: 1,
      messages: 1,
      bytes: 1,
      busy: 7,
    });
    expect(stats.links).toHaveLength(7);
    expect(stats.hasBytes).toBe(true);
  });

  describe.each(FAMILY_CASES)("%s", (_kind, family) => {
    it("accounts for every transfer once", () => {
      fc.assert(
        fc.property(arbitrarySchedule(family), (s) => void check(s)),
        { numRuns: 20, seed: 18 },
      );
    });
  });
});
