import { describe, expect, it } from "vitest";
import { costChartData, focusLimit } from "../../../../src/ui/families/allgather/cost-chart";
import { allgatherDetailsOf } from "../../../../src/ui/families/allgather/details";
import type { AllgatherDetails } from "../../../../src/core/allgather";
import { runEight } from "./run";

const details = (algorithm: string, extra: Record<string, unknown> = {}): AllgatherDetails => {
  const d = allgatherDetailsOf(runEight(algorithm, extra));
  if (!d) throw new Error("no details");
  return d;
};

describe("costChartData", () => {
  const charts = costChartData(details("two-step"));

  it("has a chart per framework algorithm with every m from 1 to n", () => {
    expect(charts.map((c) => c.id)).toEqual(["gather-broadcast", "two-step"]);
    for (const c of charts) expect(c.rows.map((r) => r.m)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it("stacks T1, T2, T3 from zero up to Def. 5's T_all for each m", () => {
    for (const c of charts) {
      for (const r of c.rows) {
        const bars = c.bars.filter((b) => b.m === r.m);
        expect(bars.map((b) => b.stage)).toEqual(["T1", "T2", "T3"]);
        expect(bars[0]!.y1).toBe(0);
        expect(bars[1]!.y1).toBe(bars[0]!.y2);
        expect(bars[2]!.y2).toBeCloseTo(r.T_all, 9);
      }
    }
  });

  it("marks the cost model's choice on the 8 workstations: m = 2 for both, 1200 and 1240 µs", () => {
    expect(charts.map((c) => [c.chosen.m, c.chosen.T_all])).toEqual([
      [2, 1200],
      [2, 1240],
    ]);
    // The smallest T_all of each table, whatever m.
    for (const c of charts) expect(c.chosen.T_all).toBe(Math.min(...c.rows.map((r) => r.T_all)));
  });

  it("has the simulated makespan of every m (8 ≤ 32 nodes), equal to the run's at the chosen m", () => {
    const ts = charts[1]!;
    expect(ts.simulated).toHaveLength(8);
    expect(ts.simulated.find((p) => p.m === 2)?.value).toBe(1150);
  });

  it("adds the run's own point only for a grouping that is not the cost model's", () => {
    expect(charts.every((c) => c.run === null)).toBe(true);
    const own = costChartData(
      details("gather-broadcast", {
        clusters: [
          [0, 4],
          [1, 5],
          [2, 6],
          [3, 7],
        ],
      }),
    );
    expect(own[1]!.run).toBeNull();
    expect(own[0]!.run).toMatchObject({ m: 4, label: "your grouping" });
  });

  it("shows m up to a limit, keeping the chosen m", () => {
    const d = details("two-step");
    const few = costChartData(d, 1);
    expect(few[1]!.rows.map((r) => r.m)).toEqual([1, 2]);
    expect(few[1]!.yMax).toBe(Math.max(...few[1]!.rows.map((r) => Math.max(r.T_all, r.simulated ?? 0))));
  });
});

describe("focusLimit", () => {
  it("shows every m of a small instance", () => {
    expect(focusLimit(details("two-step"))).toBe(8);
  });
});
