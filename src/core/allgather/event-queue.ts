// A binary min-heap of (time, node) events for the first-come-first-served simulation (fcfs.ts).
// Equal times pop in node order, so the simulation is deterministic.

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

  /** Removes and returns the earliest event; undefined when empty. */
  pop(): { time: number; node: number } | undefined {
    const n = this.times.length;
    if (n === 0) return undefined;
    const top = { time: this.times[0] as number, node: this.nodes[0] as number };
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
    return top;
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
