// IndexedMinHeap against a plain map of id → key: after any sequence of set/remove/pop, the top is the
// entry with the least key (ties to the lower id) and the size is the number of ids filed.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { IndexedMinHeap } from "../../../../src/core/multicast/heuristics/heap";

const N = 12;
const op = fc.oneof(
  fc.record({ kind: fc.constant("set" as const), id: fc.nat(N - 1), key: fc.integer({ min: 0, max: 6 }) }),
  fc.record({ kind: fc.constant("remove" as const), id: fc.nat(N - 1) }),
  fc.record({ kind: fc.constant("pop" as const) }),
);

function top(ref: Map<number, number>): [number, number] | undefined {
  let best: [number, number] | undefined;
  for (const [id, key] of ref) {
    if (!best || key < best[1] || (key === best[1] && id < best[0])) best = [id, key];
  }
  return best;
}

describe("IndexedMinHeap", () => {
  it("pops (key, id) in order after sets that raise and lower keys", () => {
    const h = new IndexedMinHeap(4);
    h.set(2, 5);
    h.set(0, 5);
    h.set(3, 1);
    h.set(3, 7); // raised: now last
    h.set(1, 0);
    h.set(1, 6); // raised past 0 and 2
    const order: number[] = [];
    while (h.size > 0) {
      order.push(h.topId());
      h.pop();
    }
    expect(order).toEqual([0, 2, 1, 3]);
  });

  it("keeps the least (key, id) on top, like a map scanned in full", () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), (ops) => {
        const h = new IndexedMinHeap(N);
        const ref = new Map<number, number>();
        for (const o of ops) {
          if (o.kind === "set") {
            h.set(o.id, o.key);
            ref.set(o.id, o.key);
          } else if (o.kind === "remove") {
            h.remove(o.id);
            ref.delete(o.id);
          } else if (ref.size > 0) {
            ref.delete(h.topId());
            h.pop();
          }
          expect(h.size).toBe(ref.size);
          const t = top(ref);
          if (t) expect([h.topId(), h.topKey()]).toEqual(t);
        }
      }),
      { numRuns: 300 },
    );
  });
});
