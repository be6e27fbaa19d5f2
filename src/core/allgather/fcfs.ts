// First-come-first-served receiving (Wu–Yeh Sec. 4.1: "the agent of a cluster receives the messages
// of its clients in first-come-first-served order"; the same for the agents' exchange, Sec. 4.2): an
// event simulation of a draft that fixes each receive slot's sender to the message in its buffer
// first. The result is a plan whose receives name their peer, the times it predicts, and the
// decisions (steps) with the messages weighed. Cost model (DESIGN.md): a send started at t by node i
// occupies i for T_send(i); its message is in j's buffer at t + T_end(i,j) − T_recv(j) and completes
// at max(t + T_end(i,j), j's previous task end + T_recv(j)) (Def. 1's recursion).
import { PlanError, RunCancelled, type RunContext } from "../family";
import type { Candidate, Step } from "../schedule/types";
import { compareTimes, lessOrClose } from "../tolerance";
import { MAX_CANDIDATES } from "./cluster-formation";
import type { Draft } from "./draft";
import { EventQueue } from "./event-queue";
import { endToEnd, type AllgatherPlan, type AllgatherPlanTask, type Model } from "./scenario";

interface SendRecord {
  readonly sender: number;
  readonly start: number;
  readonly arrival: number;
  readonly messages: readonly number[];
}

export interface Resolved {
  readonly plan: AllgatherPlan;
  /** One per receive, in decision order; `complete` is the predicted end of the receive. */
  readonly steps: readonly Step[];
  readonly makespan: number;
}

/** Runs the draft with first-come-first-served receives. Throws PlanError if receivers wait forever. */
export function resolveFcfs(
  model: Model,
  draft: Draft,
  options: { explain?: boolean; ctx?: RunContext } = {},
): Resolved {
  const { n } = model;
  const explain = options.explain !== false;
  const cancelled = options.ctx?.cancelled;
  const tasks = draft.tasks;
  const ptr = new Int32Array(n);
  const clock = new Float64Array(n);
  const posted = new Float64Array(n);
  const waiting = new Uint8Array(n);
  const done = new Uint8Array(n);
  const started = new Uint8Array(n);
  /** takenIn[node][group][pos]: the group's pos-th sender was already received in that group. */
  const takenIn = draft.groups.map((gs) => gs.map((g) => new Uint8Array(g.length)));
  const pairSends: (SendRecord[] | undefined)[] = new Array<SendRecord[] | undefined>(n * n);
  const pairHead = new Int32Array(n * n);
  const out: AllgatherPlanTask[][] = Array.from({ length: n }, () => []);
  const steps: Step[] = [];
  const queue = new EventQueue();
  let makespan = 0;
  let events = 0;

  const headOf = (sender: number, node: number): SendRecord | undefined =>
    pairSends[sender * n + node]?.[pairHead[sender * n + node] as number];

  /** Untaken senders of the node's current slot group whose next message to it is known. */
  const eligible = (node: number): { pos: number; rec: SendRecord }[] => {
    const task = tasks[node]?.[ptr[node] as number];
    if (!task || task.op !== "recv") return [];
    const group = draft.groups[node]?.[task.group] ?? [];
    const taken = takenIn[node]?.[task.group];
    const list: { pos: number; rec: SendRecord }[] = [];
    group.forEach((sender, pos) => {
      if (taken?.[pos]) return;
      const rec = headOf(sender, node);
      if (rec) list.push({ pos, rec });
    });
    return list;
  };

  const wait = (node: number): void => {
    waiting[node] = 1;
    posted[node] = clock[node] as number;
    let first = Infinity;
    for (const { rec } of eligible(node)) first = Math.min(first, rec.arrival);
    if (first < Infinity) queue.push(Math.max(posted[node] as number, first), node);
  };

  /** Runs the node's sends until its next receive slot (or the end of its list). */
  const run = (node: number): void => {
    const list = tasks[node] ?? [];
    for (;;) {
      const task = list[ptr[node] as number];
      if (!task) {
        done[node] = 1;
        return;
      }
      if (task.op === "recv") {
        wait(node);
        return;
      }
      const start = clock[node] as number;
      const end = start + (model.tSend[node] as number);
      const peer = task.peer;
      const arrival = start + endToEnd(model, node, peer) - (model.tRecv[peer] as number);
      const key = node * n + peer;
      const rec: SendRecord = { sender: node, start, arrival, messages: task.messages };
      (pairSends[key] ??= []).push(rec);
      out[node]?.push({ op: "send", peer, messages: task.messages.slice(), stage: task.stage });
      if (waiting[peer]) queue.push(Math.max(posted[peer] as number, arrival), peer);
      clock[node] = end;
      makespan = Math.max(makespan, end);
      ptr[node] = (ptr[node] as number) + 1;
    }
  };

  /** At time t, a waiting node takes the message that came in first, if one is there by t. */
  const decide = (node: number, t: number): void => {
    if (t < (posted[node] as number)) return;
    const options = eligible(node);
    let best: { pos: number; rec: SendRecord } | undefined;
    for (const o of options) {
      if (!lessOrClose(o.rec.arrival, t)) continue;
      if (!best || compareTimes(o.rec.arrival, best.rec.arrival) < 0) best = o;
      else if (compareTimes(o.rec.arrival, best.rec.arrival) === 0 && o.rec.sender < best.rec.sender)
        best = o;
    }
    if (!best) return;
    const task = tasks[node]?.[ptr[node] as number];
    if (!task || task.op !== "recv") return;
    const sender = best.rec.sender;
    const start = Math.max(posted[node] as number, best.rec.arrival);
    const end = start + (model.tRecv[node] as number);
    const taken = takenIn[node]?.[task.group];
    if (taken) taken[best.pos] = 1;
    pairHead[sender * n + node] = (pairHead[sender * n + node] as number) + 1;
    out[node]?.push({ op: "recv", peer: sender, stage: task.stage });
    let candidates: Candidate[] | undefined;
    if (explain) {
      candidates = options
        .map((o) => ({
          sender: o.rec.sender,
          receiver: node,
          message: o.rec.messages[0] as number,
          score: o.rec.arrival,
          label: "arrival",
        }))
        .sort((a, b) => compareTimes(a.score, b.score) || a.sender - b.sender)
        .slice(0, MAX_CANDIDATES);
    }
    steps.push({
      sender,
      receiver: node,
      message: best.rec.messages[0] as number,
      complete: end,
      rule:
        options.length > 1 ? `first come, first served (${task.stage})` : `only one expected (${task.stage})`,
      ...(candidates ? { candidates } : {}),
    });
    waiting[node] = 0;
    clock[node] = end;
    makespan = Math.max(makespan, end);
    ptr[node] = (ptr[node] as number) + 1;
    run(node);
  };

  for (let i = 0; i < n; i++) queue.push(0, i);
  for (let e = queue.pop(); e; e = queue.pop()) {
    if ((++events & 4095) === 0 && cancelled?.()) throw new RunCancelled();
    const { time, node } = e;
    if (done[node]) continue;
    if (waiting[node]) decide(node, time);
    else if (!started[node]) {
      started[node] = 1;
      run(node);
    }
  }
  for (let i = 0; i < n; i++) {
    if (!done[i]) {
      throw new PlanError(
        `P${i} waits forever at its task ${ptr[i]} (a receive nobody sends to it): the draft is inconsistent`,
      );
    }
  }
  return {
    plan: { algorithm: draft.algorithm, clusters: draft.clusters.map((c) => c.slice()), tasks: out },
    steps,
    makespan,
  };
}
