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
