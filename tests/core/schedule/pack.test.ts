import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { packSchedule, transferables, unpackSchedule } from "../../../src/core/schedule/pack";
import type { Schedule, Task } from "../../../src/core/schedule/types";

const task: fc.Arbitrary<Task> = fc
  .record(
    {
      node: fc.nat(50),
      kind: fc.constantFrom("send", "recv", "local", "intra", "packet"),
      peer: fc.integer({ min: -1, max: 50 }),
      message: fc.nat(100),
      messages: fc.array(fc.nat(100), { minLength: 2, maxLength: 4 }),
      start: fc.double({ min: 0, max: 1e6, noNaN: true }),
      end: fc.double({ min: 0, max: 1e6, noNaN: true }),
      posted: fc.double({ min: 0, max: 1e6, noNaN: true }),
      arrival: fc.double({ min: 0, max: 1e6, noNaN: true }),
      match: fc.integer({ min: -1, max: 1000 }),
      stage: fc.constantFrom("gather", "exchange", "distribute"),
      bytes: fc.nat(1 << 20),
      step: fc.nat(1000),
    },
    { requiredKeys: ["node", "kind", "peer", "message", "start", "end"] },
  )
  .map((t) => t as Task);

describe("packSchedule / unpackSchedule", () => {
  it("round-trips every task field", () => {
    fc.assert(
      fc.property(fc.array(task, { maxLength: 60 }), (tasks) => {
        const s: Schedule = {
          family: "multicast",
          algorithm: "ecf",
          timeUnit: "us",
          lanes: ["P0"],
          messages: ["m0"],
          tasks,
          makespan: 1,
          lowerBound: null,
          steps: [],
        };
        const packed = packSchedule(s);
        expect(transferables(packed).every((b) => b instanceof ArrayBuffer)).toBe(true);
        expect(unpackSchedule(packed)).toEqual(s);
      }),
      { numRuns: 60 },
    );
  });
});
