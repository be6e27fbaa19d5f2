// A binary min-heap of (key, id, tag) entries in typed arrays, for the lazy priority queues of the
// incremental heuristics: keys are lower bounds that only grow, so a popped entry is re-checked against the
// current state and filed again with its true key when it was stale; `tag` carries a version number that
// marks superseded entries. Equal keys pop in increasing id order.
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
    const keys = this.keys;
    const ids = this.ids;
    const tags = this.tags;
    let c = this.size++;
    while (c > 0) {
      const p = (c - 1) >> 1;
      const kp = keys[p] as number;
      if (kp < key || (kp === key && (ids[p] as number) <= id)) break;
      keys[c] = kp;
      ids[c] = ids[p] as number;
      tags[c] = tags[p] as number;
      c = p;
    }
    keys[c] = key;
    ids[c] = id;
    tags[c] = tag;
  }

  topKey(): number {
    return this.keys[0] as number;
  }
  topId(): number {
    return this.ids[0] as number;
  }
  topTag(): number {
    return this.tags[0] as number;
  }

  /** Removes the top entry (read it first with topKey/topId/topTag). */
  pop(): void {
    const last = --this.size;
    if (last <= 0) return;
    const keys = this.keys;
    const ids = this.ids;
    const tags = this.tags;
    const key = keys[last] as number;
    const id = ids[last] as number;
    const tag = tags[last] as number;
    let p = 0;
    for (;;) {
      let c = 2 * p + 1;
      if (c >= last) break;
      const r = c + 1;
      if (r < last) {
        const kr = keys[r] as number;
        const kc = keys[c] as number;
        if (kr < kc || (kr === kc && (ids[r] as number) < (ids[c] as number))) c = r;
      }
      const kc = keys[c] as number;
      if (key < kc || (key === kc && id <= (ids[c] as number))) break;
      keys[p] = kc;
      ids[p] = ids[c] as number;
      tags[p] = tags[c] as number;
      p = c;
    }
    keys[p] = key;
    ids[p] = id;
    tags[p] = tag;
  }
}

/**
 * Many small binary min-heaps of (key, id) in one pool, heap h owning a fixed region of it; equal keys pop
 * in increasing id order. push() reports a full region instead of growing (the caller rebuilds).
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
    const base = this.start[h] as number;
    const keys = this.keys;
    const ids = this.ids;
    let c = size;
    this.sizes[h] = size + 1;
    while (c > 0) {
      const p = (c - 1) >> 1;
      const kp = keys[base + p] as number;
      if (kp < key || (kp === key && (ids[base + p] as number) <= id)) break;
      keys[base + c] = kp;
      ids[base + c] = ids[base + p] as number;
      c = p;
    }
    keys[base + c] = key;
    ids[base + c] = id;
    return true;
  }

  /** Removes the top of heap h. */
  pop(h: number): void {
    const last = (this.sizes[h] as number) - 1;
    this.sizes[h] = last;
    if (last <= 0) return;
    const base = this.start[h] as number;
    const keys = this.keys;
    const ids = this.ids;
    const key = keys[base + last] as number;
    const id = ids[base + last] as number;
    let p = 0;
    for (;;) {
      let c = 2 * p + 1;
      if (c >= last) break;
      const r = c + 1;
      if (r < last) {
        const kr = keys[base + r] as number;
        const kc = keys[base + c] as number;
        if (kr < kc || (kr === kc && (ids[base + r] as number) < (ids[base + c] as number))) c = r;
      }
      const kc = keys[base + c] as number;
      if (key < kc || (key === kc && id <= (ids[base + c] as number))) break;
      keys[base + p] = kc;
      ids[base + p] = ids[base + c] as number;
      p = c;
    }
    keys[base + p] = key;
    ids[base + p] = id;
  }
}

/**
 * A binary min-heap holding at most one entry per id in 0…capacity−1, whose key can be changed in place
 * (no stale entries to skip, so it never outgrows the number of ids). Equal keys pop in increasing id order.
 */
export class IndexedMinHeap {
  private readonly keys: Float64Array;
  private readonly ids: Int32Array;
  /** where[id]: the entry's index in the heap, or -1. */
  private readonly where: Int32Array;
  size = 0;

  constructor(capacity: number) {
    this.keys = new Float64Array(capacity);
    this.ids = new Int32Array(capacity);
    this.where = new Int32Array(capacity).fill(-1);
  }

  topKey(): number {
    return this.keys[0] as number;
  }
  topId(): number {
    return this.ids[0] as number;
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
    let at = this.where[id] as number;
    if (at < 0) {
      at = this.size++;
    } else if (!(key < (this.keys[at] as number))) {
      this.down(at, key, id);
      return;
    }
    this.up(at, key, id);
  }

  /** Takes id out (nothing when absent). */
  remove(id: number): void {
    const at = this.where[id] as number;
    if (at < 0) return;
    this.where[id] = -1;
    const last = --this.size;
    if (at === last) return;
    const key = this.keys[last] as number;
    const moved = this.ids[last] as number;
    if (at > 0 && this.before(key, moved, (at - 1) >> 1)) this.up(at, key, moved);
    else this.down(at, key, moved);
  }

  /** Removes the top entry. */
  pop(): void {
    this.remove(this.ids[0] as number);
  }

  /** Whether (key, id) goes before the entry at index c. */
  private before(key: number, id: number, c: number): boolean {
    const kc = this.keys[c] as number;
    return key < kc || (key === kc && id < (this.ids[c] as number));
  }

  private place(c: number, key: number, id: number): void {
    this.keys[c] = key;
    this.ids[c] = id;
    this.where[id] = c;
  }

  private up(c: number, key: number, id: number): void {
    while (c > 0) {
      const p = (c - 1) >> 1;
      if (!this.before(key, id, p)) break;
      this.place(c, this.keys[p] as number, this.ids[p] as number);
      c = p;
    }
    this.place(c, key, id);
  }

  private down(p: number, key: number, id: number): void {
    const size = this.size;
    for (;;) {
      let c = 2 * p + 1;
      if (c >= size) break;
      const r = c + 1;
      if (r < size && this.before(this.keys[r] as number, this.ids[r] as number, c)) c = r;
      if (this.before(key, id, c)) break;
      this.place(p, this.keys[c] as number, this.ids[c] as number);
      p = c;
    }
    this.place(p, key, id);
  }
}
