// "The algorithm maintains a list of senders in increasing order of their time of availability"
// (Bhat et al. Sec. 4.3): an indexed binary heap of senders keyed by (free time, index), shared by the
// greedy heuristic and the simulator so both pick identically. The pick is the lowest-index sender
// whose free time is within the relative tolerance 1e-9 of the earliest (docs/cost-models.md): the heap's root
// has the earliest time, and all near-ties lie in the subtree of nodes no later than nearLimit, which
// is searched (normally just the root). O(log P) per update.
import { RELATIVE_TOLERANCE } from "../tolerance";

// Bound once: under CommonJS transpilation (tsx: CLI, bench) an imported binding is a getter.
const TOLERANCE = RELATIVE_TOLERANCE;

/** t ≈ earliest for t ≥ earliest: approxEqual of tolerance.ts, inlined for the inner loops. */
export function withinTolerance(t: number, earliest: number): boolean {
  return t - earliest <= TOLERANCE * Math.max(1, Math.abs(t), Math.abs(earliest));
}

/**
 * A time above which nothing is within tolerance of `earliest` (≥ 0), a cheap first test so the exact
 * one runs only for near-ties: t − e > 2·tol·max(1, e) implies t − e > tol·max(1, t).
 */
export function nearLimit(earliest: number): number {
  return earliest + 2 * TOLERANCE * Math.max(1, Math.abs(earliest));
}

export class SenderQueue {
  /** ids[k]: the sender at heap position k; keys[k]: its time, copied (one load per comparison). */
  private readonly ids: Int32Array;
  private readonly keys: Float64Array;
  /** position[i]: where sender i is in the heap, -1 when out. */
  private readonly position: Int32Array;
  /** Scratch stack of heap positions for the near-tie search. */
  private readonly stack: Int32Array;
  private size = 0;

  /** `times` is read when a sender joins and on update(i): call update(i) after changing times[i]. */
  constructor(
    private readonly times: Float64Array,
    members: readonly number[],
  ) {
    const n = times.length;
    this.ids = new Int32Array(n);
    this.keys = new Float64Array(n);
    this.position = new Int32Array(n).fill(-1);
    this.stack = new Int32Array(n);
    for (const i of members) {
      this.size++;
      this.up(this.size - 1, i, times[i] as number);
    }
  }

  get length(): number {
    return this.size;
  }

  /** The sender to serve next, or -1 when empty. */
  earliest(): number {
    const size = this.size;
    if (size === 0) return -1;
    const keys = this.keys;
    const ids = this.ids;
    const t0 = keys[0] as number;
    const near = nearLimit(t0);
    const left = size > 1 ? (keys[1] as number) : Infinity;
    const right = size > 2 ? (keys[2] as number) : Infinity;
    let best = ids[0] as number;
    if (left > near && right > near) return best; // the usual case: no near-tie at all
    // Search the near-tie subtree (heap order: below a node later than `near` there is no near-tie).
    const stack = this.stack;
    let top = 0;
    if (size > 1) stack[top++] = 1;
    if (size > 2) stack[top++] = 2;
    while (top > 0) {
      const k = stack[--top] as number;
      const t = keys[k] as number;
      if (t > near) continue;
      const i = ids[k] as number;
      if (i < best && withinTolerance(t, t0)) best = i;
      const child = 2 * k + 1;
      if (child < size) stack[top++] = child;
      if (child + 1 < size) stack[top++] = child + 1;
    }
    return best;
  }

  /** Restores the order after times[i] grew. */
  update(i: number): void {
    const k = this.position[i] as number;
    if (k >= 0) this.down(k, i, this.times[i] as number);
  }

  remove(i: number): void {
    const k = this.position[i] as number;
    if (k < 0) return;
    this.position[i] = -1;
    const size = --this.size;
    if (k === size) return;
    // The last entry fills the hole: up when it is before the hole's parent, else down.
    const last = this.ids[size] as number;
    const t = this.keys[size] as number;
    if (k > 0) {
      const parent = (k - 1) >> 1;
      const pt = this.keys[parent] as number;
      if (t < pt || (t === pt && last < (this.ids[parent] as number))) {
        this.up(k, last, t);
        return;
      }
    }
    this.down(k, last, t);
  }

  /** Moves sender i (time t) from position k towards the root; (time, index) order. */
  private up(k: number, i: number, t: number): void {
    const { ids, keys, position } = this;
    while (k > 0) {
      const parent = (k - 1) >> 1;
      const pt = keys[parent] as number;
      const p = ids[parent] as number;
      if (!(t < pt || (t === pt && i < p))) break;
      ids[k] = p;
      keys[k] = pt;
      position[p] = k;
      k = parent;
    }
    ids[k] = i;
    keys[k] = t;
    position[i] = k;
  }

  /** Moves sender i (time t) from position k towards the leaves. */
  private down(k: number, i: number, t: number): void {
    const { ids, keys, position, size } = this;
    for (;;) {
      let child = 2 * k + 1;
      if (child >= size) break;
      if (child + 1 < size) {
        // The earlier child, without a branch on the (unpredictable) comparison.
        const lt = keys[child] as number;
        const rt = keys[child + 1] as number;
        child +=
          Number(rt < lt) | (Number(rt === lt) & Number((ids[child + 1] as number) < (ids[child] as number)));
      }
      const ct = keys[child] as number;
      const c = ids[child] as number;
      if (!(ct < t || (ct === t && c < i))) break;
      ids[k] = c;
      keys[k] = ct;
      position[c] = k;
      k = child;
    }
    ids[k] = i;
    keys[k] = t;
    position[i] = k;
  }
}

/**
 * The same pick as SenderQueue.earliest by a plain scan over `times[i]` with `left[i] > 0` (the
 * naive reference the tests compare the heap with); -1 when none is left.
 */
export function earliestByScan(times: Float64Array, left: Int32Array): number {
  let earliest = Infinity;
  for (let i = 0; i < times.length; i++) {
    const t = times[i] as number;
    if (t < earliest && (left[i] as number) > 0) earliest = t;
  }
  if (earliest === Infinity) return -1;
  for (let i = 0; i < times.length; i++) {
    if ((left[i] as number) > 0 && withinTolerance(times[i] as number, earliest)) return i;
  }
  return -1;
}
