// Per-node busy / waiting / idle time of any schedule (docs/architecture.md, "Analysis"). Every instant
// of a node's [0, makespan] falls in exactly one of five classes, so the five add up to the makespan:
//
// - sending: the node runs at least one send-side task and no receive-side task. Send-side tasks are
//   sends, a cluster's internal broadcast (`intra`: the coordinator broadcasting to its machines) and
//   a network interface's outgoing copies (`packet` tasks at stage "NI send");
// - receiving: the node runs at least one receive-side task and no send-side task. Receive-side tasks
//   are receives (their processing part [start, end), not the wait before it) and an interface's
//   incoming copies;
// - both: sending and receiving at the same time — possible only where a node has a separate send
//   and receive port (redistribution's events, packet interfaces);
// - waiting: not busy, but ready and blocked: inside a receive's waiting window [posted, start) (the
//   node is ready to receive and the message is not there yet); before the node's first receive, when
//   it has nothing it could do until data arrives (from 0 to the start of its first receive, if no
//   send-side task of it comes earlier); a send held back by a busy receiver (redistribution's
//   first-come-first-served receivers: from the request, the receive's `arrival`, to its start);
// - idle: the rest — nothing to do and nothing pending (e.g. after its last task).
//
// Zero-length tasks (grid's arrival markers, redistribution's local copies) take no time.
import { KIND_CODES, packedTasks } from "./pack";
import type { Schedule, Task } from "./types";

export interface NodeTimes {
  readonly node: number;
  readonly sending: number;
  readonly receiving: number;
  readonly both: number;
  readonly waiting: number;
  readonly idle: number;
}

export const NODE_TIME_CLASSES = ["sending", "receiving", "both", "waiting", "idle"] as const;
export type NodeTimeClass = (typeof NODE_TIME_CLASSES)[number];

/** Whether a task keeps its node's sending side busy (see the header). */
export function isSendingTask(t: Task): boolean {
  if (t.kind === "send" || t.kind === "intra") return true;
  if (t.kind === "packet") return t.stage !== "NI receive";
  return false;
}

/** Whether a task keeps its node's receiving side busy. */
export function isReceivingTask(t: Task): boolean {
  return t.kind === "recv" || (t.kind === "packet" && t.stage === "NI receive");
}

// The runs of intervals gathered per node.
const SEND = 0;
const RECV = 1;
const WAIT = 2;
const CLASSES = 3;
// The NodeTimes classes, as indices of NODE_TIME_CLASSES.
const SENDING = NODE_TIME_CLASSES.indexOf("sending");
const RECEIVING = NODE_TIME_CLASSES.indexOf("receiving");
const BOTH = NODE_TIME_CLASSES.indexOf("both");
const WAITING = NODE_TIME_CLASSES.indexOf("waiting");
const IDLE = NODE_TIME_CLASSES.indexOf("idle");

/** The NodeTimes class of an instant with these numbers of open send, receive and wait intervals. */
function classOf(sending: number, receiving: number, waiting: number): number {
  if (sending > 0) return receiving > 0 ? BOTH : SENDING;
  if (receiving > 0) return RECEIVING;
  return waiting > 0 ? WAITING : IDLE;
}

/** Sorts a run of numbers unless it is sorted already (a node's tasks mostly are, in task order). */
function sortRun(a: Float64Array): void {
  for (let k = 1; k < a.length; k++) {
    if ((a[k] as number) < (a[k - 1] as number)) {
      a.sort();
      return;
    }
  }
}

/**
 * Per node, the time in each class up to the makespan; each row's five figures sum to the makespan.
 * Read from the task columns (no task objects: a 1024-node all-to-all has two million tasks) in a few
 * typed passes: each node's intervals of each class (SEND, RECV, WAIT) are gathered in CSR form, their
 * starts and ends sorted apart (a run already in order, as a node's tasks mostly are, is left as it
 * is), and one sweep per node merges the six sorted runs. The sweep closes a segment at every distinct
 * event time, in time order, as a sweep over the sorted events does, so the figures are the same to the
 * last bit (tests/core/schedule/analysis-columns.test.ts checks them against the per-task version).
 */
export function nodeStats(s: Schedule): NodeTimes[] {
  const horizon = s.makespan;
  const n = s.lanes.length;
  const c = packedTasks(s);
  const count = c.count;
  const { node: nodes, kind: kinds, start: starts0, end: ends0, posted: posts, arrival: arrivals, match } = c;
  const sendCode = KIND_CODES.indexOf("send");
  const recvCode = KIND_CODES.indexOf("recv");
  const intraCode = KIND_CODES.indexOf("intra");
  const packetCode = KIND_CODES.indexOf("packet");
  const niReceive = c.stageNames.indexOf("NI receive");
  // 1: sending side, 2: receiving side, 0: neither (isSendingTask / isReceivingTask on the columns)
  const side = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    const k = kinds[i] as number;
    if (k === sendCode || k === intraCode) side[i] = 1;
    else if (k === recvCode) side[i] = 2;
    else if (k === packetCode) side[i] = niReceive >= 0 && c.stage[i] === niReceive ? 2 : 1;
  }
  const clip = (t: number) => (t < 0 ? 0 : t > horizon ? horizon : t);
  // Pass 1: each (node, class)'s number of intervals (at most; an empty one is dropped when placed), and
  // each node's first send and receive.
  const firstRecv = new Float64Array(n).fill(Infinity);
  const firstSend = new Float64Array(n).fill(Infinity);
  const sizes = new Int32Array(n * CLASSES);
  for (let i = 0; i < count; i++) {
    const sd = side[i] as number;
    if (sd === 0) continue;
    const node = nodes[i] as number;
    if (node < 0 || node >= n) continue;
    const start = starts0[i] as number;
    const end = ends0[i] as number;
    const slot = node * CLASSES;
    if (sd === 1) {
      sizes[slot + SEND] = (sizes[slot + SEND] as number) + 1;
      if (end > start && start < (firstSend[node] as number)) firstSend[node] = start;
    } else {
      sizes[slot + RECV] = (sizes[slot + RECV] as number) + 1;
      sizes[slot + WAIT] = (sizes[slot + WAIT] as number) + 1;
      if (end > start && start < (firstRecv[node] as number)) firstRecv[node] = start;
      // a sender held back by this (busy) receiver: counted on the sender's node
      const m = match[i] as number;
      if (m >= 0 && m < count && kinds[m] === sendCode) {
        const from = nodes[m] as number;
        if (from >= 0 && from < n)
          sizes[from * CLASSES + WAIT] = (sizes[from * CLASSES + WAIT] as number) + 1;
      }
    }
  }
  const offsets = new Int32Array(n * CLASSES + 1);
  for (let k = 0; k < n * CLASSES; k++) {
    offsets[k + 1] = (offsets[k] as number) + (sizes[k] as number) + (k % CLASSES === WAIT ? 1 : 0);
  }
  const room = offsets[n * CLASSES] as number;
  const starts = new Float64Array(room);
  const ends = new Float64Array(room);
  const fill = offsets.slice(0, n * CLASSES);
  /** Appends the interval [a, b) to run k (a node's class). */
  const place = (k: number, a: number, b: number) => {
    const at = fill[k] as number;
    fill[k] = at + 1;
    starts[at] = a;
    ends[at] = b;
  };
  // Pass 2: the intervals, clipped to [0, horizon] and dropped when empty (as the per-task version).
  // A node's wait before its first receive goes first in its WAIT run (it starts at 0).
  for (let node = 0; node < n; node++) {
    const first = firstRecv[node] as number;
    if (Number.isFinite(first) && first <= (firstSend[node] as number)) {
      const b = clip(first);
      if (b > 0) place(node * CLASSES + WAIT, 0, b);
    }
  }
  for (let i = 0; i < count; i++) {
    const sd = side[i] as number;
    if (sd === 0) continue;
    const node = nodes[i] as number;
    if (node < 0 || node >= n) continue;
    const start = starts0[i] as number;
    const slot = node * CLASSES;
    let a = clip(start);
    let b = clip(ends0[i] as number);
    if (b > a) place(slot + (sd === 1 ? SEND : RECV), a, b);
    if (sd === 1) continue;
    const posted = posts[i] as number;
    if (!Number.isNaN(posted)) {
      a = clip(posted);
      b = clip(start);
      if (b > a) place(slot + WAIT, a, b);
    }
    const m = match[i] as number;
    const arrival = arrivals[i] as number;
    if (m >= 0 && m < count && kinds[m] === sendCode && arrival < (starts0[m] as number)) {
      const from = nodes[m] as number;
      a = clip(arrival);
      b = clip(starts0[m] as number);
      if (b > a && from >= 0 && from < n) place(from * CLASSES + WAIT, a, b);
    }
  }
  for (let k = 0; k < n * CLASSES; k++) {
    const from = offsets[k] as number;
    const to = fill[k] as number;
    if (to - from > 1) {
      sortRun(starts.subarray(from, to));
      sortRun(ends.subarray(from, to));
    }
  }
  // Pass 3: per node, the sweep over the six sorted runs (the starts and ends of each class), a cursor
  // into each (written out per run: a loop over the classes made the sweep about a third slower).
  const out: NodeTimes[] = [];
  const spent = new Float64Array(NODE_TIME_CLASSES.length);
  for (let node = 0; node < n; node++) {
    const slot = node * CLASSES;
    let s0 = offsets[slot + SEND] as number;
    let e0 = s0;
    const z0 = fill[slot + SEND] as number;
    let s1 = offsets[slot + RECV] as number;
    let e1 = s1;
    const z1 = fill[slot + RECV] as number;
    let s2 = offsets[slot + WAIT] as number;
    let e2 = s2;
    const z2 = fill[slot + WAIT] as number;
    let activeSend = 0;
    let activeRecv = 0;
    let activeWait = 0;
    let now = 0;
    spent.fill(0);
    for (;;) {
      // the earliest pending event time
      let t = Infinity;
      if (s0 < z0 && (starts[s0] as number) < t) t = starts[s0] as number;
      if (e0 < z0 && (ends[e0] as number) < t) t = ends[e0] as number;
      if (s1 < z1 && (starts[s1] as number) < t) t = starts[s1] as number;
      if (e1 < z1 && (ends[e1] as number) < t) t = ends[e1] as number;
      if (s2 < z2 && (starts[s2] as number) < t) t = starts[s2] as number;
      if (e2 < z2 && (ends[e2] as number) < t) t = ends[e2] as number;
      if (t === Infinity) break;
      if (t > now) {
        const c = classOf(activeSend, activeRecv, activeWait);
        spent[c] = (spent[c] as number) + (t - now);
        now = t;
      }
      // every event at t
      for (; s0 < z0 && starts[s0] === t; s0++) activeSend++;
      for (; e0 < z0 && ends[e0] === t; e0++) activeSend--;
      for (; s1 < z1 && starts[s1] === t; s1++) activeRecv++;
      for (; e1 < z1 && ends[e1] === t; e1++) activeRecv--;
      for (; s2 < z2 && starts[s2] === t; s2++) activeWait++;
      for (; e2 < z2 && ends[e2] === t; e2++) activeWait--;
    }
    if (horizon > now) {
      const c = classOf(activeSend, activeRecv, activeWait);
      spent[c] = (spent[c] as number) + (horizon - now);
    }
    out.push({
      node,
      sending: spent[SENDING] as number,
      receiving: spent[RECEIVING] as number,
      both: spent[BOTH] as number,
      waiting: spent[WAITING] as number,
      idle: spent[IDLE] as number,
    });
  }
  return out;
}
