// Kesavan–Panda Sec. 2.5 and 3, Figs 6–7: the packet-level step simulator of the smart network
// interface. One step = one packet copy from one interface to another (t_step = t_ns + t_nr). Steps
// are 0-based: the source's interface has every packet before step 0 (after the host's t_s), and a
// packet received in step t can be forwarded from step t+1 (docs/cost-models.md). Each interface sends
// at most one copy per step, in the order its discipline fixes:
//   FCFS (Fig. 6): all packets to the first child, then all to the second, …
//   FPFS (Fig. 7): packet 0 to every child, then packet 1 to every child, …
// and never idles while its next copy is ready. Each node has one parent, so it receives at most one
// copy per step; a node may send and receive in the same step (Fig. 5(b) needs it).
import type { RunContext } from "../family";
import { RunCancelled } from "../family";
import type { TreeShape } from "./tree";

export type SmartInterface = "fpfs" | "fcfs";

export interface Transmission {
  readonly from: number;
  readonly to: number;
  readonly packet: number;
}

/** What the step simulation reports (all JSON-able; steps 0-based). */
export interface SmartRun {
  readonly mode: SmartInterface;
  readonly stepCount: number;
  /** arrival[v][j]: the step in which packet j reached v's interface; −1 at the source (it has them). */
  readonly arrival: readonly (readonly number[])[];
  /** firstSend[v][j] / lastSend[v][j]: the steps of v's first and last copy of packet j (−1: none). */
  readonly firstSend: readonly (readonly number[])[];
  readonly lastSend: readonly (readonly number[])[];
  /** transmissions[t]: the copies sent in step t, ordered by sender. */
  readonly transmissions: readonly (readonly Transmission[])[];
  /**
   * buffer[v][t]: packets held by v's interface during step t — received (the source: from step 0)
   * and not yet sent to every child; a packet is held from the step after its arrival through the
   * step of its last copy. Leaves forward nothing and hold nothing.
   */
  readonly buffer: readonly (readonly number[])[];
  /** Largest buffer[v][t] over t. */
  readonly peakBuffer: readonly number[];
}

/**
 * What a run's details keep of a SmartRun: the arrival table (n × m) determines everything else given
 * the tree — the copies of step t are the (parent(v), v, j) with arrival[v][j] = t, a node's last copy
 * of j is its children's latest arrival of j, and the buffer follows (Sec. 3.3.2). The full run is
 * O(n·stepCount) (1024 × 128 FCFS: 2 M buffer entries, 14 MB of JSON with the copies), too much to
 * send to the page for every run; the views rebuild what they draw from this.
 */
export interface SmartSummary {
  readonly mode: SmartInterface;
  readonly stepCount: number;
  /** arrival[v][j]: the step in which packet j reached v's interface; −1 at the source. */
  readonly arrival: readonly (readonly number[])[];
  /** Largest number of packets v's interface holds at once. */
  readonly peakBuffer: readonly number[];
}

export function summarizeSmartRun(run: SmartRun): SmartSummary {
  return { mode: run.mode, stepCount: run.stepCount, arrival: run.arrival, peakBuffer: run.peakBuffer };
}

export function simulateSmartInterface(
  tree: TreeShape,
  m: number,
  mode: SmartInterface,
  ctx: RunContext = {},
): SmartRun {
  const n = tree.n;
  const none = () => Array.from({ length: n }, () => new Array<number>(m).fill(-1));
  const arrival = none();
  const firstSend = none();
  const lastSend = none();
  const transmissions: Transmission[][] = [];
  tree.topDown.forEach((v, visited) => {
    if (visited % 256 === 0 && ctx.cancelled?.()) throw new RunCancelled();
    const kids = tree.children[v] ?? [];
    const have = arrival[v] as number[];
    const first = firstSend[v] as number[];
    const last = lastSend[v] as number[];
    let previous = -1;
    const send = (c: number, j: number) => {
      // A packet that arrived in step t is forwarded from step t+1; the source has all before step 0.
      const step = Math.max(previous + 1, (have[j] as number) + 1);
      (arrival[c] as number[])[j] = step;
      if (first[j] === -1) first[j] = step;
      last[j] = step;
      while (transmissions.length <= step) transmissions.push([]);
      (transmissions[step] as Transmission[]).push({ from: v, to: c, packet: j });
      previous = step;
    };
    if (mode === "fpfs") {
      for (let j = 0; j < m; j++) for (const c of kids) send(c, j);
    } else {
      for (const c of kids) for (let j = 0; j < m; j++) send(c, j);
    }
  });
  for (const copies of transmissions) copies.sort((a, b) => a.from - b.from);
  const stepCount = transmissions.length;
  const buffer = bufferOccupancy(tree, m, stepCount, arrival, lastSend);
  const peakBuffer = buffer.map((row) => row.reduce((a, b) => Math.max(a, b), 0));
  return { mode, stepCount, arrival, firstSend, lastSend, transmissions, buffer, peakBuffer };
}

/** Sec. 3.3.2: a packet stays in an interface's buffer until its last copy to a child has gone out. */
function bufferOccupancy(
  tree: TreeShape,
  m: number,
  stepCount: number,
  arrival: readonly (readonly number[])[],
  lastSend: readonly (readonly number[])[],
): number[][] {
  return Array.from({ length: tree.n }, (_, v) => {
    const delta = new Array<number>(stepCount + 1).fill(0);
    for (let j = 0; j < m; j++) {
      const last = lastSend[v]?.[j] ?? -1;
      if (last < 0) continue;
      const from = (arrival[v]?.[j] ?? -1) + 1;
      delta[from] = (delta[from] as number) + 1;
      delta[last + 1] = (delta[last + 1] as number) - 1;
    }
    const row: number[] = [];
    let held = 0;
    for (let t = 0; t < stepCount; t++) {
      held += delta[t] as number;
      row.push(held);
    }
    return row;
  });
}
