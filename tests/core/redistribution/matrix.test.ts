import { describe, expect, it } from "vitest";
import { boundOf, communicationMatrix, eventTime, toRows } from "../../../src/core/redistribution/matrix";
import { FIG3_BANDWIDTH, scenario } from "./helpers";

describe("eventTime", () => {
  it("is T_ij + bytes / B_ij (Sec. 4.1)", () => {
    const s = scenario({
      startup: [
        [null, 3, 0, 0],
        [0, null, 0, 0],
        [0, 0, null, 0],
        [0, 0, 0, null],
      ],
      bandwidth: FIG3_BANDWIDTH,
    });
    expect(eventTime(s, 0, 1, 32)).toBe(3 + 32 / 8);
    expect(eventTime(s, 1, 0, 32)).toBe(32 / 4);
  });
});

describe("communicationMatrix", () => {
  // ℜ_2(3,4), N = 48: each message is 2 blocks × 2 elements × 8 bytes = 32 bytes; C_ij = 32 / B_ij.
  const m = communicationMatrix(scenario({ bandwidth: FIG3_BANDWIDTH }));
  it("holds C as [sender][receiver], 0 for local copies and pairs without data", () => {
    expect(toRows(m.cost, 4)).toEqual([
      [0, 4, 1, 0],
      [8, 0, 0, 1],
      [2, 0, 0, 8],
      [0, 4, 1, 0],
    ]);
    expect(toRows(m.bytes, 4)[0]).toEqual([32, 32, 32, 0]); // the diagonal is the local copy
  });
  it("lists each sender's receiver set R_i without itself", () => {
    expect(m.receivers).toEqual([
      [1, 2],
      [0, 3],
      [0, 3],
      [1, 2],
    ]);
  });
  it("sums rows and columns, and bounds by the largest (Sec. 4.2)", () => {
    expect(Array.from(m.sendTotals)).toEqual([5, 9, 10, 5]);
    expect(Array.from(m.recvTotals)).toEqual([10, 8, 2, 9]);
    expect(m.lowerBound).toBe(10);
    expect(m.binding).toEqual([
      { side: "sender", node: 2 },
      { side: "receiver", node: 0 },
    ]);
  });
  it("adds start-up to every network event but not to local copies", () => {
    const withT = communicationMatrix(scenario({ startup: 5 }));
    expect(toRows(withT.cost, 4)[0]).toEqual([0, 37, 37, 0]);
    expect(withT.lowerBound).toBe(2 * 37);
  });
  it("has nothing to send when K = 1 (cyclic(x) → cyclic(x))", () => {
    const same = communicationMatrix(scenario({ K: 1 }));
    expect(same.lowerBound).toBe(0);
    expect(same.receivers.every((r) => r.length === 0)).toBe(true);
    expect(same.binding).toEqual([]);
  });
});

describe("boundOf", () => {
  it("marks every line that reaches the bound, within 1e-9", () => {
    const r = boundOf(Float64Array.from([3, 7, 7 + 1e-12]), Float64Array.from([7, 1, 2]));
    expect(r.lowerBound).toBeCloseTo(7, 9);
    expect(r.binding).toEqual([
      { side: "sender", node: 1 },
      { side: "sender", node: 2 },
      { side: "receiver", node: 0 },
    ]);
  });
});
