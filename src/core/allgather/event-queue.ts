// A binary min-heap of (time, node) pairs for the first-come-first-served simulation (fcfs.ts): its
// event queue, and each receiver's pool of messages it may take next (arrival, sender). Equal times pop
// in node order, so the simulation is deterministic. Stored in typed arrays that double when full.

export class EventQueue {
  private times: Float64Array;
  private nodes: Int32Array;
  private count = 0;

  constructor(capacity = 16) {
    this.times = new Float64Array(Math.max(1, capacity));
    this.nodes = new Int32Array(Math.max(1, capacity));
  }

  get size(): number {
    return this.count;
  }

  push(time: number, node: number): void {
    if (this.count === this.times.length) this.grow();
    const times = this.times;
    const nodes = this.nodes;
    // Sift up: parents later than (time, node) move down into the hole.
    let i = this.count++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const pt = times[parent] as number;
      const pn = nodes[parent] as number;
      if (!(time < pt || (time === pt && node < pn))) break;
      times[i] = pt;
      nodes[i] = pn;
      i = parent;
    }
    times[i] = time;
    nodes[i] = node;
  }

  /** The earliest event without removing it. */
  peek(): { time: number; node: number } | undefined {
    return this.count === 0 ? undefined : { time: this.times[0] as number, node: this.nodes[0] as number };
  }

  /** Time of the earliest event (Infinity when empty); with peekNode, avoids allocating. */
  peekTime(): number {
    return this.count === 0 ? Infinity : (this.times[0] as number);
  }

  peekNode(): number {
    return this.count === 0 ? -1 : (this.nodes[0] as number);
  }

  /** Removes the earliest event and returns its node (-1 when empty), without allocating. */
  popNode(): number {
    if (this.count === 0) return -1;
    const node = this.nodes[0] as number;
    this.removeTop();
    return node;
  }

  /** Empties the queue, keeping its storage. */
  clear(): void {
    this.count = 0;
  }

  /** Every queued event, in no particular order (for listing candidates). */
  forEach(visit: (time: number, node: number) => void): void {
    for (let i = 0; i < this.count; i++) visit(this.times[i] as number, this.nodes[i] as number);
  }

  /** Removes and returns the earliest event; undefined when empty. */
  pop(): { time: number; node: number } | undefined {
    if (this.count === 0) return undefined;
    const top = { time: this.times[0] as number, node: this.nodes[0] as number };
    this.removeTop();
    return top;
  }

  /** The last event fills the root, then sinks below any earlier child (the smaller one first). */
  private removeTop(): void {
    const n = --this.count;
    if (n === 0) return;
    const times = this.times;
    const nodes = this.nodes;
    const time = times[n] as number;
    const node = nodes[n] as number;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= n) break;
      let c = l;
      let ct = times[l] as number;
      let cn = nodes[l] as number;
      const r = l + 1;
      if (r < n) {
        const rt = times[r] as number;
        const rn = nodes[r] as number;
        if (rt < ct || (rt === ct && rn < cn)) {
          c = r;
          ct = rt;
          cn = rn;
        }
      }
      if (!(ct < time || (ct === time && cn < node))) break;
      times[i] = ct;
      nodes[i] = cn;
      i = c;
    }
    times[i] = time;
    nodes[i] = node;
  }

  private grow(): void {
    const times = new Float64Array(this.times.length * 2);
    const nodes = new Int32Array(this.nodes.length * 2);
    times.set(this.times);
    nodes.set(this.nodes);
    this.times = times;
    this.nodes = nodes;
  }
}
