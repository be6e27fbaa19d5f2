import { describe, expect, it } from "vitest";
import { PlanError } from "../../../src/core/family";
import { planMakespan, timePlan } from "../../../src/core/grid/simulate";
import { model, teaching } from "./fixtures";

describe("timePlan", () => {
  it("sends one after another from the arrival, then broadcasts inside after the last send", () => {
    // ECEF-LAT's tree on the teaching grid: P0 sends to P2 then P1, P1 relays to P3.
    const t = timePlan(model(teaching()), { children: [[2, 1], [3], [], []] });
    expect(Array.from(t.parent)).toEqual([-1, 0, 0, 1]);
    expect(Array.from(t.position)).toEqual([-1, 1, 0, 0]);
    // 0→2 over [0, 300), at P2 at 310; 0→1 over [300, 400), at P1 at 401; 1→3 over [401, 501), at P3 at 502.
    expect(Array.from(t.sendStart)).toEqual([NaN, 300, 0, 401]);
    expect(Array.from(t.sendEnd)).toEqual([NaN, 400, 300, 501]);
    expect(Array.from(t.arrival)).toEqual([0, 401, 310, 502]);
    // Internal broadcasts after the last send: P0 at 400 + 100, P1 at 501 + 50, P2 at 310 + 2000, P3 at 502 + 100.
    expect(Array.from(t.intraStart)).toEqual([400, 501, 310, 502]);
    expect(Array.from(t.intraEnd)).toEqual([500, 551, 2310, 602]);
    expect(Array.from(t.order)).toEqual([0, 2, 1, 3]);
    expect(t.makespan).toBe(2310);
  });
  it("depends on the order of a cluster's sends", () => {
    expect(planMakespan(model(teaching()), { children: [[1, 2], [3], [], []] })).toBe(2410);
  });
  it("times a single cluster as its internal broadcast", () => {
    const m = { ...model(teaching()), n: 1, intra: Float64Array.of(7) };
    expect(planMakespan(m, { children: [[]] })).toBe(7);
  });
});

describe("timePlan rejects impossible plans", () => {
  const m = model(teaching());
  const cases: [string, number[][], RegExp][] = [
    ["a wrong number of lists", [[1, 2, 3]], /must have 4 lists/],
    ["an unknown cluster", [[1, 2, 9], [], [], []], /plan\.children\[0\]\[2\]: cluster 9 does not exist/],
    ["the root as a child", [[1, 2], [3, 0], [], []], /plan\.children\[1\]\[1\]: P0 is the root/],
    [
      "a cluster sending to itself",
      [[1, 2], [1], [3], []],
      /plan\.children\[1\]\[0\]: P1 cannot send to itself/,
    ],
    [
      "two parents",
      [[1, 2, 3], [3], [], []],
      /plan\.children\[1\]\[0\]: P3 already receives the message from P0/,
    ],
    ["a cluster nobody sends to", [[1, 2], [], [], []], /P3 never receives the message/],
    ["a cycle", [[1], [], [3], [2]], /cycle: P2, P3/],
  ];
  for (const [what, children, message] of cases) {
    it(`with ${what}`, () => {
      expect(() => timePlan(m, { children })).toThrow(PlanError);
      expect(() => timePlan(m, { children })).toThrow(message);
    });
  }
});
