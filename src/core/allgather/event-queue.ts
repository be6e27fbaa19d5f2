// A binary min-heap of (time, node) pairs for the first-come-first-served simulation (fcfs.ts): its
// event queue, and each receiver's pool of messages it may take next (arrival, sender). Equal times pop
// in node order, so the simulation is deterministic.

export class EventQueue {
  private times: number[] = [];
  private nodes: number[] = [];

  get size(): number {
    return this.times.length;
  }

  push(time: number, node: number): void {
    this.times.push(time);
    this.nodes.push(node);
    let i = this.times.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.before(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }

  /** The earliest event without removing it. */
  peek(): { time: number; node: number } | undefined {
    return this.times.length === 0
      ? undefined
      : { time: this.times[0] as number, node: this.nodes[0] as number };
  }

  /** Time of the earliest event (Infinity when empty); with peekNode, avoids allocating. */
  peekTime(): number {
    return this.times.length === 0 ? Infinity : (this.times[0] as number);
  }

  peekNode(): number {
    return this.times.length === 0 ? -1 : (this.nodes[0] as number);
  }

  /** Removes the earliest event and returns its node (-1 when empty), without allocating. */
  popNode(): number {
    const node = this.peekNode();
    this.removeTop();
    return node;
  }

  /** Empties the queue, keeping its storage. */
  clear(): void {
    this.times.length = 0;
    this.nodes.length = 0;
  }

  /** Every queued event, in no particular order (for listing candidates). */
  forEach(visit: (time: number, node: number) => void): void {
    for (let i = 0; i < this.times.length; i++) visit(this.times[i] as number, this.nodes[i] as number);
  }

  /** Removes and returns the earliest event; undefined when empty. */
  pop(): { time: number; node: number } | undefined {
    const n = this.times.length;
    if (n === 0) return undefined;
    const top = { time: this.times[0] as number, node: this.nodes[0] as number };
    this.removeTop();
    return top;
  }

  private removeTop(): void {
    const n = this.times.length;
    if (n === 0) return;
    const lastTime = this.times.pop() as number;
    const lastNode = this.nodes.pop() as number;
    if (n > 1) {
      this.times[0] = lastTime;
      this.nodes[0] = lastNode;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < n - 1 && this.before(l, m)) m = l;
        if (r < n - 1 && this.before(r, m)) m = r;
        if (m === i) break;
        this.swap(i, m);
        i = m;
      }
    }
  }

  private before(a: number, b: number): boolean {
    const ta = this.times[a] as number;
    const tb = this.times[b] as number;
    return ta < tb || (ta === tb && (this.nodes[a] as number) < (this.nodes[b] as number));
  }

  private swap(a: number, b: number): void {
    const t = this.times[a] as number;
    this.times[a] = this.times[b] as number;
    this.times[b] = t;
    const v = this.nodes[a] as number;
    this.nodes[a] = this.nodes[b] as number;
    this.nodes[b] = v;
  }
}
