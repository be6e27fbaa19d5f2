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

const SEND = 0;
const RECV = 1;
const WAIT = 2;

/** Per node, the time in each class up to the makespan; each row's five figures sum to the makespan. */
export function nodeStats(s: Schedule): NodeTimes[] {
  const horizon = s.makespan;
  // per node: interval events [time, class, +1/-1]
  const events: number[][] = s.lanes.map(() => []);
  const add = (node: number, cls: number, from: number, to: number) => {
    const a = Math.max(0, Math.min(from, horizon));
    const b = Math.max(0, Math.min(to, horizon));
    if (b <= a) return;
    const list = events[node];
    if (!list) return;
    list.push(a, cls, 1, b, cls, -1);
  };
  const firstRecv = new Array<number>(s.lanes.length).fill(Infinity);
  const firstSend = new Array<number>(s.lanes.length).fill(Infinity);
  for (const t of s.tasks) {
    if (isSendingTask(t)) {
      add(t.node, SEND, t.start, t.end);
      if (t.end > t.start) firstSend[t.node] = Math.min(firstSend[t.node] as number, t.start);
    } else if (isReceivingTask(t)) {
      add(t.node, RECV, t.start, t.end);
      if (t.posted !== undefined) add(t.node, WAIT, t.posted, t.start);
      if (t.end > t.start) firstRecv[t.node] = Math.min(firstRecv[t.node] as number, t.start);
      // a sender held back by this (busy) receiver: from its request to the start
      const m = t.match;
      const from = m !== undefined && m >= 0 ? s.tasks[m] : undefined;
      if (from && from.kind === "send" && t.arrival !== undefined && t.arrival < from.start) {
        add(from.node, WAIT, t.arrival, from.start);
      }
    }
  }
  return s.lanes.map((_, node) => {
    const first = firstRecv[node] as number;
    if (Number.isFinite(first) && first <= (firstSend[node] as number)) add(node, WAIT, 0, first);
    const list = events[node] ?? [];
    const order: number[] = [];
    for (let k = 0; k < list.length; k += 3) order.push(k);
    order.sort((x, y) => (list[x] as number) - (list[y] as number));
    const active = [0, 0, 0];
    const total = [0, 0, 0, 0, 0]; // sending, receiving, both, waiting, idle
    let at = 0;
    const close = (to: number) => {
      const d = to - at;
      if (d <= 0) return;
      const sending = (active[SEND] as number) > 0;
      const receiving = (active[RECV] as number) > 0;
      const cls =
        sending && receiving ? 2 : sending ? 0 : receiving ? 1 : (active[WAIT] as number) > 0 ? 3 : 4;
      total[cls] = (total[cls] as number) + d;
      at = to;
    };
    for (const k of order) {
      close(list[k] as number);
      const cls = list[k + 1] as number;
      active[cls] = (active[cls] as number) + (list[k + 2] as number);
    }
    close(horizon);
    return {
      node,
      sending: total[0] as number,
      receiving: total[1] as number,
      both: total[2] as number,
      waiting: total[3] as number,
      idle: total[4] as number,
    };
  });
}
