// Kesavan–Panda Sec. 3 (Figs 6–7) and 3.3.2: what the step views draw, rebuilt from a run's compact
// summary (details.fpfs / details.fcfs: the arrival table) and the tree. The copies of step t are the
// (parent(v), v, j) with arrival[v][j] = t; a forwarding interface holds packet j from the step after
// it arrived (the source: from step 0) through the step of its last copy, i.e. the latest arrival of j
// at its children — the same definitions as the core simulator (src/core/packet/simulate.ts), which
// the tests check this against. Typed arrays: at 1024 nodes × 128 packets FCFS runs for thousands of
// steps, and the buffer table has a row per forwarding node.
import type { SmartInterface, SmartSummary } from "../../../core/packet";

export interface TreeInput {
  readonly source: number;
  /** parent[v], −1 for the source. */
  readonly parent: readonly number[];
  readonly children: readonly (readonly number[])[];
}

export interface Timeline {
  readonly mode: SmartInterface;
  readonly n: number;
  readonly m: number;
  readonly stepCount: number;
  /** The copies of step t are [stepStart[t], stepStart[t + 1]) in from/to/packet, by sender. */
  readonly stepStart: Int32Array;
  readonly from: Int32Array;
  readonly to: Int32Array;
  readonly packet: Int32Array;
  /** Nodes with children (the interfaces that buffer), in node order. */
  readonly forwarders: readonly number[];
  /** buffer[r · stepCount + t]: packets held by forwarders[r]'s interface during step t. */
  readonly buffer: Int32Array;
  /** Largest buffer of each forwarder (same order). */
  readonly peak: Int32Array;
  /** Packets held by all interfaces together during step t. */
  readonly total: Int32Array;
  /** Mean steps a packet stays in each forwarder's buffer (Sec. 3.3.2's T_p, T_c in steps). */
  readonly meanHold: Float64Array;
}

export function buildTimeline(tree: TreeInput, run: SmartSummary, m: number): Timeline {
  const n = tree.parent.length;
  const steps = run.stepCount;
  const arrivalOf = (v: number, j: number) => run.arrival[v]?.[j] ?? -1;

  // Counting sort of the copies by step, then by sender within a step.
  const perStep = new Int32Array(steps + 1);
  for (let v = 0; v < n; v++) {
    if (v === tree.source) continue;
    for (let j = 0; j < m; j++) perStep[arrivalOf(v, j) + 1]! += 1;
  }
  const stepStart = new Int32Array(steps + 1);
  for (let t = 0; t < steps; t++) stepStart[t + 1] = stepStart[t]! + perStep[t + 1]!;
  const count = stepStart[steps]!;
  const from = new Int32Array(count);
  const to = new Int32Array(count);
  const packet = new Int32Array(count);
  const fill = stepStart.slice(0, steps);
  // Walking senders in node order keeps each step's copies ordered by sender.
  for (let p = 0; p < n; p++) {
    for (const c of tree.children[p] ?? []) {
      for (let j = 0; j < m; j++) {
        const t = arrivalOf(c, j);
        const at = fill[t]!;
        from[at] = p;
        to[at] = c;
        packet[at] = j;
        fill[t] = at + 1;
      }
    }
  }
  sortStepsBySender(stepStart, from, to, packet);

  const forwarders: number[] = [];
  for (let v = 0; v < n; v++) if ((tree.children[v]?.length ?? 0) > 0) forwarders.push(v);
  const buffer = new Int32Array(forwarders.length * steps);
  const peak = new Int32Array(forwarders.length);
  const total = new Int32Array(steps);
  const meanHold = new Float64Array(forwarders.length);
  const delta = new Int32Array(steps + 1);
  forwarders.forEach((v, r) => {
    delta.fill(0);
    let held = 0;
    for (let j = 0; j < m; j++) {
      let last = -1;
      for (const c of tree.children[v] ?? []) last = Math.max(last, arrivalOf(c, j));
      const first = arrivalOf(v, j) + 1;
      delta[first]! += 1;
      delta[last + 1]! -= 1;
      held += last + 1 - first;
    }
    meanHold[r] = held / m;
    let level = 0;
    const row = r * steps;
    for (let t = 0; t < steps; t++) {
      level += delta[t]!;
      buffer[row + t] = level;
      total[t]! += level;
      if (level > peak[r]!) peak[r] = level;
    }
  });
  return {
    mode: run.mode,
    n,
    m,
    stepCount: steps,
    stepStart,
    from,
    to,
    packet,
    forwarders,
    buffer,
    peak,
    total,
    meanHold,
  };
}

/** Children are visited parent by parent, so copies are already by sender unless a child list is
 * not in node order; a stable insertion sort per step fixes that (steps hold few copies). */
function sortStepsBySender(stepStart: Int32Array, from: Int32Array, to: Int32Array, packet: Int32Array) {
  for (let t = 0; t + 1 < stepStart.length; t++) {
    for (let i = stepStart[t]! + 1; i < stepStart[t + 1]!; i++) {
      const f = from[i]!;
      const c = to[i]!;
      const j = packet[i]!;
      let k = i - 1;
      while (k >= stepStart[t]! && from[k]! > f) {
        from[k + 1] = from[k]!;
        to[k + 1] = to[k]!;
        packet[k + 1] = packet[k]!;
        k--;
      }
      from[k + 1] = f;
      to[k + 1] = c;
      packet[k + 1] = j;
    }
  }
}

export interface Copy {
  readonly from: number;
  readonly to: number;
  readonly packet: number;
}

/** The copies sent in step t (0-based); none outside [0, stepCount). */
export function copiesAt(tl: Timeline, t: number): Copy[] {
  if (t < 0 || t >= tl.stepCount) return [];
  const out: Copy[] = [];
  for (let i = tl.stepStart[t]!; i < tl.stepStart[t + 1]!; i++) {
    out.push({ from: tl.from[i]!, to: tl.to[i]!, packet: tl.packet[i]! });
  }
  return out;
}

/** Packets each node's interface has after `done` steps (the source has all of them). */
export function receivedAfter(tree: TreeInput, run: SmartSummary, m: number, done: number): Int32Array {
  const n = tree.parent.length;
  const out = new Int32Array(n);
  for (let v = 0; v < n; v++) {
    if (v === tree.source) {
      out[v] = m;
      continue;
    }
    const row = run.arrival[v] ?? [];
    let k = 0;
    for (let j = 0; j < m; j++) if ((row[j] ?? Infinity) < done) k++;
    out[v] = k;
  }
  return out;
}

/** Packets node v's interface holds during step t (0 for leaves and outside the run). */
export function bufferAt(tl: Timeline, v: number, t: number): number {
  if (t < 0 || t >= tl.stepCount) return 0;
  const r = rowOf(tl, v);
  return r < 0 ? 0 : tl.buffer[r * tl.stepCount + t]!;
}

const rowCache = new WeakMap<Timeline, Map<number, number>>();

/** Row of node v in the buffer table, −1 for a leaf. */
export function rowOf(tl: Timeline, v: number): number {
  let rows = rowCache.get(tl);
  if (!rows) {
    rows = new Map(tl.forwarders.map((f, r) => [f, r]));
    rowCache.set(tl, rows);
  }
  return rows.get(v) ?? -1;
}

/**
 * The copies over each edge up to and including step `last`, newest last: edgeSends.get(child) lists
 * [step, packet] pairs (every node has one parent, so the child names the edge).
 */
export function edgeHistory(tl: Timeline, last: number): Map<number, [number, number][]> {
  const out = new Map<number, [number, number][]>();
  const end = Math.min(last, tl.stepCount - 1);
  for (let t = 0; t <= end; t++) {
    for (let i = tl.stepStart[t]!; i < tl.stepStart[t + 1]!; i++) {
      const c = tl.to[i]!;
      let list = out.get(c);
      if (!list) out.set(c, (list = []));
      list.push([t, tl.packet[i]!]);
    }
  }
  return out;
}

/** A (packet, child) copy pending at an interface before a step; `chosen`: the step sends it. */
export interface PendingCopy extends Copy {
  readonly chosen: boolean;
}

/**
 * The step-through's candidates before step t (0-based; Kesavan–Panda Sec. 3): at every interface,
 * the (packet j, child c) copies it could send — j is in its buffer (arrived in an earlier step; the
 * source has every packet) and c has not got j yet — and which one the discipline sends in step t
 * (`chosen`: at most one per interface, as an interface sends one copy per step). In sender, child
 * order, packet order. None before the first step's end is known (t outside [0, stepCount)).
 */
export function pendingAt(tree: TreeInput, run: SmartSummary, m: number, t: number): PendingCopy[] {
  if (t < 0 || t >= run.stepCount) return [];
  const arrival = (v: number, j: number) => (v === tree.source ? -1 : (run.arrival[v]?.[j] ?? Infinity));
  const out: PendingCopy[] = [];
  const n = tree.parent.length;
  for (let p = 0; p < n; p++) {
    for (const c of tree.children[p] ?? []) {
      for (let j = 0; j < m; j++) {
        const got = arrival(c, j);
        if (arrival(p, j) < t && got >= t) out.push({ from: p, to: c, packet: j, chosen: got === t });
      }
    }
  }
  return out;
}
