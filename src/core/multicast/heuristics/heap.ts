// A binary min-heap of (key, id) pairs in typed arrays, for the lazy priority queues of the incremental
// heuristics: keys are lower bounds that only grow, so a popped entry is re-checked against the current
// state and pushed back with its true key when it was stale. Equal keys pop in increasing id order.
export class MinHeap {
  private keys: Float64Array;
  private ids: Int32Array;
  private tags: Int32Array;
  size = 0;

  constructor(capacity = 64) {
    this.keys = new Float64Array(Math.max(4, capacity));
    this.ids = new Int32Array(Math.max(4, capacity));
    this.tags = new Int32Array(Math.max(4, capacity));
  }

  private less(a: number, b: number): boolean {
    const ka = this.keys[a] as number;
    const kb = this.keys[b] as number;
    return ka < kb || (ka === kb && (this.ids[a] as number) < (this.ids[b] as number));
  }

  private swap(a: number, b: number): void {
    const k = this.keys[a] as number;
    this.keys[a] = this.keys[b] as number;
    this.keys[b] = k;
    const i = this.ids[a] as number;
    this.ids[a] = this.ids[b] as number;
    this.ids[b] = i;
    const t = this.tags[a] as number;
    this.tags[a] = this.tags[b] as number;
    this.tags[b] = t;
  }

  /** `tag` travels with the entry (e.g. a version number that marks it stale). */
  push(key: number, id: number, tag = 0): void {
    if (this.size === this.keys.length) {
      const grow = <T extends Float64Array | Int32Array>(a: T, make: (n: number) => T): T => {
        const b = make(a.length * 2);
        b.set(a);
        return b;
      };
      this.keys = grow(this.keys, (n) => new Float64Array(n));
      this.ids = grow(this.ids, (n) => new Int32Array(n));
      this.tags = grow(this.tags, (n) => new Int32Array(n));
    }
    let c = this.size++;
    this.keys[c] = key;
    this.ids[c] = id;
    this.tags[c] = tag;
    while (c > 0) {
      const p = (c - 1) >> 1;
      if (!this.less(c, p)) break;
      this.swap(c, p);
      c = p;
    }
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
    if (last === 0) return;
    this.keys[0] = this.keys[last] as number;
    this.ids[0] = this.ids[last] as number;
    this.tags[0] = this.tags[last] as number;
    let p = 0;
    for (;;) {
      const l = 2 * p + 1;
      if (l >= last) break;
      const r = l + 1;
      const c = r < last && this.less(r, l) ? r : l;
      if (!this.less(c, p)) break;
      this.swap(c, p);
      p = c;
    }
  }
}
