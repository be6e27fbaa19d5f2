// Small caches for figures that depend only on a scenario's numbers (issue 14: "the lower bound computed
// once per scenario and cached by scenario identity"). The identity is a content hash of the figure's
// inputs — the typed tables a family derives from the document — never object identity, so the same
// scenario parsed again (another algorithm, Compare, an edit of its plan or its name) hits the cache,
// and any edit of a number the figure reads misses it.

/** A least-recently-used map with at most `limit` entries. */
export class LruMemo<V> {
  private readonly entries = new Map<string, V>();
  /** How many times `get` had to compute (tests and the bench read it). */
  computed = 0;

  constructor(private readonly limit = 8) {}

  get(key: string, compute: () => V): V {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = compute();
    this.computed++;
    this.entries.set(key, value);
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }

  /** How many values are stored. */
  get size(): number {
    return this.entries.size;
  }

  /** The value of `key` if it is stored (no computing, no change of recency). */
  peek(key: string): V | undefined {
    return this.entries.get(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

type Table = Float64Array | Int32Array | Uint8Array;

/**
 * A 64-bit content hash (two independent 32-bit lanes, FNV-1a and a multiply–xorshift mix) of typed
 * tables, with each table's length mixed in so that tables of different shapes never collide by
 * concatenation. Floats are hashed by their bits, so two tables hash alike exactly when they are
 * bit-identical (up to a 2⁻⁶⁴ collision).
 */
export function hashTables(tables: readonly Table[]): string {
  let a = 0x811c9dc5;
  let b = 0x9e3779b9;
  const mix = (w: number) => {
    a = Math.imul(a ^ w, 0x01000193);
    b = Math.imul(b ^ (w >>> 15) ^ (w << 13), 0x85ebca6b);
    b ^= b >>> 13;
  };
  for (const t of tables) {
    mix(t.length);
    if (t instanceof Uint8Array) {
      for (let i = 0; i < t.length; i++) mix(t[i] as number);
    } else {
      const words = new Uint32Array(t.buffer, t.byteOffset, t.byteLength >>> 2);
      for (let i = 0; i < words.length; i++) mix(words[i] as number);
    }
  }
  return `${(a >>> 0).toString(16)}${(b >>> 0).toString(16).padStart(8, "0")}`;
}

/**
 * `compute` remembered per key object (a WeakMap: forgotten with the object). For values derived from
 * read-only inputs, such as a scenario's model or a model's hash.
 */
export function perObject<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const values = new WeakMap<K, V>();
  return (key) => {
    let value = values.get(key);
    if (value === undefined) {
      value = compute(key);
      values.set(key, value);
    }
    return value;
  };
}
