// The core's one heap module against plain references: every heap pops in the order of a sort by
// (key, id) — equal keys in increasing id order, the tie rule the schedulers rely on — through any
// interleaving of pushes and pops; IndexedMinHeap against a plain map of id → key after any sequence of
// set/remove/pop (the top is the least (key, id), the size the number of ids filed).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { HeapPool, IndexedMinHeap, MinHeap } from "../../src/core/heap";

type Entry = readonly [key: number, id: number];

/** The (key, id) order: the reference every heap is checked against. */
function byKeyThenId(a: Entry, b: Entry): number {
  return a[0] - b[0] || a[1] - b[1];
}

/** Small keys and ids, so equal keys (and, for MinHeap, equal entries) are common. */
const entry = fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 9 }));
/** A push of an entry, or a pop (null). */
const pushOrPop = fc.array(fc.option(entry, { freq: 3 }), { maxLength: 120 });

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

describe("MinHeap", () => {
  it("pops equal keys in increasing id order", () => {
    const h = new MinHeap(1);
    for (const [key, id] of [
      [2, 7],
      [1, 3],
      [2, 1],
      [1, 0],
      [2, 4],
    ] as const)
      h.push(key, id);
    const order: number[][] = [];
    while (h.size > 0) {
      order.push([h.topKey(), h.topId()]);
      h.pop();
    }
    expect(order).toEqual([
      [1, 0],
      [1, 3],
      [2, 1],
      [2, 4],
      [2, 7],
    ]);
  });

  it("reads Infinity and -1 when empty, and pop then does nothing", () => {
    const h = new MinHeap();
    expect([h.topKey(), h.topId()]).toEqual([Infinity, -1]);
    h.pop();
    expect(h.size).toBe(0);
    h.push(3, 1);
    h.clear();
    expect([h.size, h.topKey(), h.topId()]).toEqual([0, Infinity, -1]);
  });

  it("pops in sort order through any interleaving of pushes and pops (growing past its capacity)", () => {
    fc.assert(
      fc.property(pushOrPop, (ops) => {
        const h = new MinHeap(4);
        let ref: Entry[] = [];
        for (const o of ops) {
          if (o) {
            h.push(o[0], o[1]);
            ref.push(o);
          } else if (ref.length > 0) {
            ref.sort(byKeyThenId);
            expect([h.topKey(), h.topId()]).toEqual(ref[0]);
            ref = ref.slice(1);
            h.pop();
          }
          expect(h.size).toBe(ref.length);
          const stored = Array.from({ length: h.size }, (_, i): Entry => [h.keyAt(i), h.idAt(i)]);
          expect(stored.sort(byKeyThenId)).toEqual([...ref].sort(byKeyThenId));
        }
        const rest: Entry[] = [];
        while (h.size > 0) {
          rest.push([h.topKey(), h.topId()]);
          h.pop();
        }
        expect(rest).toEqual(ref.sort(byKeyThenId));
      }),
      { numRuns: 300 },
    );
  });

  it("keeps each entry's tag with it", () => {
    fc.assert(
      fc.property(fc.uniqueArray(entry, { selector: (e) => `${e[0]},${e[1]}` }), (entries) => {
        const h = new MinHeap(4);
        for (const [key, id] of entries) h.push(key, id, key * 100 + id);
        while (h.size > 0) {
          expect(h.topTag()).toBe(h.topKey() * 100 + h.topId());
          h.pop();
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("HeapPool", () => {
  it("keeps its heaps apart, each popping in sort order, and reports a full heap", () => {
    const heapCount = 3;
    const op = fc.tuple(fc.nat(heapCount - 1), fc.option(entry, { freq: 3 }));
    fc.assert(
      fc.property(fc.array(op, { maxLength: 150 }), (ops) => {
        const capacity = 6;
        const pool = new HeapPool(new Int32Array(heapCount).fill(capacity));
        const refs: Entry[][] = Array.from({ length: heapCount }, () => []);
        for (const [h, o] of ops) {
          const ref = refs[h] as Entry[];
          if (o) {
            const pushed = pool.push(h, o[0], o[1]);
            expect(pushed).toBe(ref.length < capacity);
            if (pushed) ref.push(o);
          } else if (ref.length > 0) {
            ref.sort(byKeyThenId);
            expect([pool.topKey(h), pool.topId(h)]).toEqual(ref.shift());
            pool.pop(h);
          }
          expect(pool.size(h)).toBe(ref.length);
        }
        for (let h = 0; h < heapCount; h++) {
          const ref = (refs[h] as Entry[]).sort(byKeyThenId);
          for (const e of ref) {
            expect([pool.topKey(h), pool.topId(h)]).toEqual(e);
            pool.pop(h);
          }
          pool.clear(h);
          expect(pool.size(h)).toBe(0);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("IndexedMinHeap, further", () => {
  const setOrRemove = fc.array(
    fc.record({ id: fc.nat(N - 1), key: fc.option(fc.integer({ min: 0, max: 6 }), { freq: 4 }) }),
    { maxLength: 80 },
  );

  /** A heap and the map of id → key after the sets (key) and removes (null key). */
  function filed(ops: readonly { id: number; key: number | null }[]): [IndexedMinHeap, Map<number, number>] {
    const h = new IndexedMinHeap(N);
    const ref = new Map<number, number>();
    for (const o of ops) {
      if (o.key === null) {
        h.remove(o.id);
        ref.delete(o.id);
      } else {
        h.set(o.id, o.key);
        ref.set(o.id, o.key);
      }
    }
    return [h, ref];
  }

  it("pops every filed id in sort order, after updates in place", () => {
    fc.assert(
      fc.property(setOrRemove, (ops) => {
        const [h, ref] = filed(ops);
        for (let id = 0; id < N; id++) expect(h.has(id)).toBe(ref.has(id));
        const sorted = [...ref].map(([id, key]): Entry => [key, id]).sort(byKeyThenId);
        expect(h.secondKey()).toBe(sorted[1]?.[0] ?? Infinity);
        const order: Entry[] = [];
        while (h.size > 0) {
          order.push([h.topKey(), h.topId()]);
          h.pop();
        }
        expect(order).toEqual(sorted);
        expect([h.topKey(), h.topId()]).toEqual([Infinity, -1]);
      }),
      { numRuns: 300 },
    );
  });

  it("leastIdNearTop finds the least id within the limit that is near the top, as a scan does", () => {
    const near = (key: number, top: number) => key - top <= 1;
    fc.assert(
      fc.property(setOrRemove, fc.integer({ min: 0, max: 3 }), (ops, slack) => {
        const [h, ref] = filed(ops);
        const t = top(ref);
        if (!t) {
          expect(h.leastIdNearTop(slack, near)).toBe(-1);
          return;
        }
        const limit = t[1] + slack;
        let best = t[0];
        for (const [id, key] of ref) if (key <= limit && near(key, t[1]) && id < best) best = id;
        expect(h.leastIdNearTop(limit, near)).toBe(best);
      }),
      { numRuns: 300 },
    );
  });
});
