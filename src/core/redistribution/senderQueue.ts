// "The algorithm maintains a list of senders in increasing order of their time of availability"
// (Bhat et al. Sec. 4.3): an indexed binary heap of senders keyed by (free time, index), shared by the
// greedy heuristic and the simulator so both pick identically. The pick is the lowest-index sender
// whose free time is within the relative tolerance 1e-9 of the earliest (DESIGN.md): the heap's root
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
  /** heap[k]: a sender; position[i]: where sender i is in the heap, -1 when out. */
  private readonly heap: Int32Array;
  private readonly position: Int32Array;
  /** Scratch stack of heap positions for the near-tie search. */
  private readonly stack: Int32Array;
  private size = 0;

  /** `times` is read live: call update(i) after changing times[i]. */
  constructor(
    private readonly times: Float64Array,
    members: readonly number[],
  ) {
    this.heap = new Int32Array(times.length);
    this.position = new Int32Array(times.length).fill(-1);
    this.stack = new Int32Array(times.length);
    for (const i of members) {
      this.heap[this.size] = i;
      this.position[i] = this.size;
      this.size++;
      this.up(this.size - 1);
    }
  }

  get length(): number {
    return this.size;
  }

  /** The sender to serve next, or -1 when empty. */
  earliest(): number {
    if (this.size === 0) return -1;
    const root = this.heap[0] as number;
    const t0 = this.times[root] as number;
    const near = nearLimit(t0);
    const size = this.size;
    const left = size > 1 ? (this.times[this.heap[1] as number] as number) : Infinity;
    const right = size > 2 ? (this.times[this.heap[2] as number] as number) : Infinity;
    if (left > near && right > near) return root; // the usual case: no near-tie at all
    let best = root;
    // Search the near-tie subtree (heap order: below a node later than `near` there is no near-tie).
    const stack = this.stack;
    let top = 0;
    if (this.size > 1) stack[top++] = 1;
    if (this.size > 2) stack[top++] = 2;
    while (top > 0) {
      const k = stack[--top] as number;
      const i = this.heap[k] as number;
      const t = this.times[i] as number;
      if (t > near) continue;
      if (i < best && withinTolerance(t, t0)) best = i;
      if (2 * k + 1 < this.size) stack[top++] = 2 * k + 1;
      if (2 * k + 2 < this.size) stack[top++] = 2 * k + 2;
    }
    return best;
  }

  /** Restores the order after times[i] grew. */
  update(i: number): void {
    const k = this.position[i] as number;
    if (k >= 0) this.down(k);
  }

  remove(i: number): void {
    const k = this.position[i] as number;
    if (k < 0) return;
    this.size--;
    const last = this.heap[this.size] as number;
    this.position[i] = -1;
    if (k === this.size) return;
    this.heap[k] = last;
    this.position[last] = k;
    this.down(k);
    this.up(k);
  }

  private before(a: number, b: number): boolean {
    const ta = this.times[a] as number;
    const tb = this.times[b] as number;
    return ta < tb || (ta === tb && a < b);
  }

  private up(k: number): void {
    const heap = this.heap;
    const i = heap[k] as number;
    while (k > 0) {
      const parent = (k - 1) >> 1;
      const p = heap[parent] as number;
      if (!this.before(i, p)) break;
      heap[k] = p;
      this.position[p] = k;
      k = parent;
    }
    heap[k] = i;
    this.position[i] = k;
  }

  private down(k: number): void {
    const heap = this.heap;
    const i = heap[k] as number;
    for (;;) {
      let child = 2 * k + 1;
      if (child >= this.size) break;
      const right = child + 1;
      if (right < this.size && this.before(heap[right] as number, heap[child] as number)) child = right;
      const c = heap[child] as number;
      if (!this.before(c, i)) break;
      heap[k] = c;
      this.position[c] = k;
      k = child;
    }
    heap[k] = i;
    this.position[i] = k;
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
