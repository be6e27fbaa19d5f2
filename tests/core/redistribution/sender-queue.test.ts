import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { earliestByScan, earliestSender, senderQueue } from "../../../src/core/redistribution/sender-queue";

describe("senderQueue / earliestSender", () => {
  it("takes simultaneous senders by the lower index, within the 1e-9 tolerance", () => {
    const times = Float64Array.from([5, 3 + 1e-12, 3, 7]);
    const q = senderQueue(times, [0, 1, 2, 3]);
    expect(earliestSender(q)).toBe(1); // 3 + 1e-12 ≈ 3, and P1 < P2
    times[1] = 10;
    q.set(1, times[1] as number);
    expect(earliestSender(q)).toBe(2);
    q.remove(2);
    expect(earliestSender(q)).toBe(0);
    expect(q.size).toBe(3);
  });

  it("makes the same picks as a naive scan through any sequence of updates (incremental = naive)", () => {
    const step = fc.record({ grow: fc.constantFrom(0, 1e-12, 1e-6, 1, 3), done: fc.boolean() });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.array(step, { maxLength: 120 }), (P, ops) => {
        const times = new Float64Array(P);
        const left = new Int32Array(P).fill(1);
        const q = senderQueue(times, [...Array(P).keys()]);
        for (const op of ops) {
          const i = earliestSender(q);
          if (i !== earliestByScan(times, left)) return false;
          if (i < 0) return true;
          times[i] = (times[i] as number) + op.grow;
          if (op.done) {
            left[i] = 0;
            q.remove(i);
          } else q.set(i, times[i] as number);
        }
        return earliestSender(q) === earliestByScan(times, left);
      }),
      { numRuns: 300 },
    );
  });
});
