// The one binary min-heap of the core. Every priority queue of the schedulers orders (key, id) entries
// by key, then by id: equal keys pop in increasing id order, the "lower index first" tie rule the
// schedules depend on. Keys and ids live in typed arrays and the order is fixed rather than a comparator
// callback: these heaps sit in the inner loops of the heuristics and simulations, and every user needs
// exactly this order. All three classes sift with the same two functions below.
//
//   MinHeap         growable; the same (key, id) may be filed more than once; each entry carries an
//                   integer tag (e.g. a version number marking superseded entries of a lazy queue)
//   HeapPool        many fixed-size heaps in one allocation (one per message); push reports a full heap
//   IndexedMinHeap  at most one entry per id in 0…capacity−1, whose key is changed in place

/** Whether (ka, ia) comes strictly before (kb, ib): the one order of every heap here. */
function before(ka: number, ia: number, kb: number, ib: number): boolean {
  return ka < kb || (ka === kb && ia < ib);
}

/**
 * Writes (key, id, tag) at index i of the heap stored at keys/ids/tags[base …]; `tags` and `where`
 * (id → index) are kept when given.
 */
function place(
  keys: Float64Array,
  ids: Int32Array,
  tags: Int32Array | null,
  where: Int32Array | null,
  base: number,
  i: number,
  key: number,
  id: number,
  tag: number,
): void {
  keys[base + i] = key;
  ids[base + i] = id;
  if (tags) tags[base + i] = tag;
  if (where) where[id] = i;
}

/** Moves the entry at index `from` to index `to`. */
function move(
  keys: Float64Array,
  ids: Int32Array,
  tags: Int32Array | null,
  where: Int32Array | null,
  base: number,
  from: number,
  to: number,
): void {
  const at = base + from;
  place(
    keys,
    ids,
    tags,
    where,
    base,
    to,
    keys[at] as number,
    ids[at] as number,
    tags ? (tags[at] as number) : 0,
  );
}

/** Files (key, id, tag) from the hole at index c, moving the parents that come after it down. */
function siftUp(
  keys: Float64Array,
  ids: Int32Array,
  tags: Int32Array | null,
  where: Int32Array | null,
  base: number,
  c: number,
  key: number,
  id: number,
  tag: number,
): void {
  while (c > 0) {
    const p = (c - 1) >> 1;
    if (!before(key, id, keys[base + p] as number, ids[base + p] as number)) break;
    move(keys, ids, tags, where, base, p, c);
    c = p;
  }
  place(keys, ids, tags, where, base, c, key, id, tag);
}

/**
 * Files (key, id, tag) in a heap of `size` entries from the hole at index p, moving the earlier child up
 * while it comes before the entry (the left one on a tie).
 */
function siftDown(
  keys: Float64Array,
  ids: Int32Array,
  tags: Int32Array | null,
  where: Int32Array | null,
  base: number,
  size: number,
  p: number,
  key: number,
  id: number,
  tag: number,
): void {
  for (;;) {
    let c = 2 * p + 1;
    if (c >= size) break;
    if (c + 1 < size) {
      // The earlier child, without a branch on the (unpredictable) comparison.
      const kl = keys[base + c] as number;
      const kr = keys[base + c + 1] as number;
      c +=
        Number(kr < kl) |
        (Number(kr === kl) & Number((ids[base + c + 1] as number) < (ids[base + c] as number)));
    }
    if (!before(keys[base + c] as number, ids[base + c] as number, key, id)) break;
    move(keys, ids, tags, where, base, c, p);
    p = c;
  }
  place(keys, ids, tags, where, base, p, key, id, tag);
}

/**
 * A growable binary min-heap of (key, id, tag) entries, for event queues and lazy priority queues (keys
 * that are lower bounds: a popped entry is re-checked and filed again when it was stale). The same
 * (key, id) may be filed more than once.
 */
export class MinHeap {
  private keys: Float64Array;
  private ids: Int32Array;
  private tags: Int32Array;
  size = 0;

  constructor(capacity = 64) {
    const c = Math.max(4, capacity);
    this.keys = new Float64Array(c);
    this.ids = new Int32Array(c);
    this.tags = new Int32Array(c);
  }

  private grow(): void {
    const c = this.keys.length * 2;
    const keys = new Float64Array(c);
    keys.set(this.keys);
    const ids = new Int32Array(c);
    ids.set(this.ids);
    const tags = new Int32Array(c);
    tags.set(this.tags);
    this.keys = keys;
    this.ids = ids;
    this.tags = tags;
  }

  push(key: number, id: number, tag = 0): void {
    if (this.size === this.keys.length) this.grow();
    siftUp(this.keys, this.ids, this.tags, null, 0, this.size++, key, id, tag);
  }

  /** The least key (Infinity when empty). */
  topKey(): number {
    return this.size > 0 ? (this.keys[0] as number) : Infinity;
  }
  /** The id filed under the least key (-1 when empty). */
  topId(): number {
    return this.size > 0 ? (this.ids[0] as number) : -1;
  }
  topTag(): number {
    return this.tags[0] as number;
  }

  /** Removes the top entry (read it first with topKey/topId/topTag); nothing when empty. */
  pop(): void {
    if (this.size === 0) return;
    const last = --this.size;
    if (last === 0) return;
    const { keys, ids, tags } = this;
    siftDown(
      keys,
      ids,
      tags,
      null,
      0,
      last,
      0,
      keys[last] as number,
      ids[last] as number,
      tags[last] as number,
    );
  }

  /** Empties the heap, keeping its storage. */
  clear(): void {
    this.size = 0;
  }

  /** The key and id of the entry stored at index 0 ≤ i < size (heap order: the top, then no order). */
  keyAt(i: number): number {
    return this.keys[i] as number;
  }
  idAt(i: number): number {
    return this.ids[i] as number;
  }
}

/**
 * Many small binary min-heaps of (key, id) in one pool, heap h owning a fixed region of it. push()
 * reports a full region instead of growing (the caller rebuilds).
 */
export class HeapPool {
  private readonly keys: Float64Array;
  private readonly ids: Int32Array;
  private readonly start: Int32Array;
  private readonly capacity: Int32Array;
  private readonly sizes: Int32Array;

  constructor(capacities: Int32Array) {
    const count = capacities.length;
    this.start = new Int32Array(count + 1);
    for (let h = 0; h < count; h++) this.start[h + 1] = (this.start[h] as number) + (capacities[h] as number);
    this.capacity = capacities;
    this.sizes = new Int32Array(count);
    this.keys = new Float64Array(this.start[count] as number);
    this.ids = new Int32Array(this.start[count] as number);
  }

  size(h: number): number {
    return this.sizes[h] as number;
  }
  topKey(h: number): number {
    return this.keys[this.start[h] as number] as number;
  }
  topId(h: number): number {
    return this.ids[this.start[h] as number] as number;
  }
  clear(h: number): void {
    this.sizes[h] = 0;
  }

  /** Adds (key, id) to heap h; false when its region is full. */
  push(h: number, key: number, id: number): boolean {
    const size = this.sizes[h] as number;
    if (size === this.capacity[h]) return false;
    this.sizes[h] = size + 1;
    siftUp(this.keys, this.ids, null, null, this.start[h] as number, size, key, id, 0);
    return true;
  }

  /** Removes the top of heap h (nothing when it is empty). */
  pop(h: number): void {
    const size = this.sizes[h] as number;
    if (size === 0) return;
    const last = size - 1;
    this.sizes[h] = last;
    if (last === 0) return;
    const base = this.start[h] as number;
    const key = this.keys[base + last] as number;
    const id = this.ids[base + last] as number;
    siftDown(this.keys, this.ids, null, null, base, last, 0, key, id, 0);
  }
}

/**
 * A binary min-heap holding at most one entry per id in 0…capacity−1, whose key can be changed in place
 * (no stale entries to skip, so it never outgrows the number of ids).
 */
export class IndexedMinHeap {
  private readonly keys: Float64Array;
  private readonly ids: Int32Array;
  /** where[id]: the entry's index in the heap, or -1. */
  private readonly where: Int32Array;
  /** Scratch stack of indices for leastIdNearTop. */
  private stack: Int32Array | undefined;
  size = 0;

  constructor(capacity: number) {
    this.keys = new Float64Array(capacity);
    this.ids = new Int32Array(capacity);
    this.where = new Int32Array(capacity).fill(-1);
  }

  /** The least key (Infinity when empty). */
  topKey(): number {
    return this.size > 0 ? (this.keys[0] as number) : Infinity;
  }
  /** The id with the least key (-1 when empty). */
  topId(): number {
    return this.size > 0 ? (this.ids[0] as number) : -1;
  }

  /** Whether id is filed. */
  has(id: number): boolean {
    return (this.where[id] as number) >= 0;
  }

  /** The smallest key after the top's (Infinity with fewer than two entries): the top's children. */
  secondKey(): number {
    const size = this.size;
    if (size < 2) return Infinity;
    const a = this.keys[1] as number;
    if (size < 3) return a;
    const b = this.keys[2] as number;
    return a < b ? a : b;
  }

  /** Files id under `key` (adding it, or moving it when present). */
  set(id: number, key: number): void {
    const at = this.where[id] as number;
    if (at < 0) siftUp(this.keys, this.ids, null, this.where, 0, this.size++, key, id, 0);
    else if (key < (this.keys[at] as number))
      siftUp(this.keys, this.ids, null, this.where, 0, at, key, id, 0);
    else siftDown(this.keys, this.ids, null, this.where, 0, this.size, at, key, id, 0);
  }

  /** Takes id out (nothing when absent). */
  remove(id: number): void {
    const at = this.where[id] as number;
    if (at < 0) return;
    this.where[id] = -1;
    const last = --this.size;
    if (at === last) return;
    const { keys, ids, where } = this;
    const key = keys[last] as number;
    const moved = ids[last] as number;
    if (at > 0) {
      const p = (at - 1) >> 1;
      if (before(key, moved, keys[p] as number, ids[p] as number)) {
        siftUp(keys, ids, null, where, 0, at, key, moved, 0);
        return;
      }
    }
    siftDown(keys, ids, null, where, 0, last, at, key, moved, 0);
  }

  /** Removes the top entry (nothing when empty). */
  pop(): void {
    if (this.size > 0) this.remove(this.ids[0] as number);
  }

  /**
   * The least id among the top and the entries whose key is ≤ `limit` and `near(key, topKey)`; -1 when
   * empty. Only the subtree of keys ≤ limit is searched (below a later key, heap order puts none), so
   * with a tight limit this is usually just a look at the top's two children.
   */
  leastIdNearTop(limit: number, near: (key: number, top: number) => boolean): number {
    const size = this.size;
    if (size === 0) return -1;
    const { keys, ids } = this;
    let best = ids[0] as number;
    const left = size > 1 ? (keys[1] as number) : Infinity;
    const right = size > 2 ? (keys[2] as number) : Infinity;
    if (left > limit && right > limit) return best; // the usual case: no candidate at all
    const top = keys[0] as number;
    const stack = (this.stack ??= new Int32Array(keys.length));
    let depth = 0;
    if (size > 1) stack[depth++] = 1;
    if (size > 2) stack[depth++] = 2;
    while (depth > 0) {
      const k = stack[--depth] as number;
      const key = keys[k] as number;
      if (key > limit) continue;
      const id = ids[k] as number;
      if (id < best && near(key, top)) best = id;
      const child = 2 * k + 1;
      if (child < size) stack[depth++] = child;
      if (child + 1 < size) stack[depth++] = child + 1;
    }
    return best;
  }
}
