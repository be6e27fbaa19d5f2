// Invariants of a multicast schedule (Wu–Yeh–Liu Sec. 2–5), checked independently of the simulator:
// - each destination receives each message exactly once, from a node of D_k ∪ {source} that already had
//   it (its own receive ended before the send started), through a matching send;
// - a node does one thing at a time, and never idles except while a posted receive waits: each task
//   begins when the previous one on its lane ends (Avail of Eq. 5–6);
// - times obey Eq. 5–6: a send lasts S(i, l_k); the message arrives S(i, l_k) + X(i, j)·l_k after the send
//   starts; the receive starts at max(posted, arrival) and lasts R(j, l_k);
// - preemption (Sec. 5, Eq. 10): sends decided after a receive but placed before it never delay it.
//
// Which of these bind which schedule. The model (Sec. 2: non-blocking sends, blocking receives;
// Sec. 3.1: task lists, who may send and receive m_k; Eq. 5–6: arrival and completion) binds every
// schedule, a heuristic's, an edited plan's or the exact optimum's: `modelIssues`. Eq. 10 is not a
// constraint of the model but of how the preemptive heuristics insert a send into a task list already
// decided (Sec. 5: the preempting send must not delay the receive it jumps ahead of); it reads the
// decision order (each task's `step`), so it binds only a heuristic's decisions. An edited plan has
// no decisions, and the optimum's decision order is only a presentation of its task lists (the search
// may place a send ahead of a receive it decided earlier, delaying it, if that makes the whole
// schedule shorter): for both, `validate` checks exactly the model.
import type { Schedule, Task } from "../schedule/types";
import { checkLanesExclusive, checkMakespan, checkTaskSanity } from "../schedule/validate";
import { approxEqual, lessOrClose } from "../tolerance";
import { nodeLabel } from "../units";
import { buildModel, mayRelay, type MulticastModel } from "./model";
import type { MulticastScenario } from "./scenario";
import { EDITED_PLAN_RULE } from "./replay";
import { OPTIMAL_RULE } from "./optimal";

const show = (t: Task) =>
  `${t.kind} on ${nodeLabel(t.node)} ${t.kind === "send" ? "to" : "from"} ${nodeLabel(t.peer)} (m${t.message}, ${t.start}–${t.end})`;

export function validate(s: MulticastScenario, schedule: Schedule): string[] {
  const out = modelIssues(s, schedule);
  if (heuristicDecisions(schedule)) out.push(...checkPreemption(schedule.tasks, buildModel(s).n));
  return out;
}

/** True when the schedule's steps are a heuristic's decisions (not `optimal`'s, not an edited plan's). */
export function heuristicDecisions(schedule: Schedule): boolean {
  if (schedule.algorithm === "optimal") return false;
  return !schedule.steps.some((st) => st.rule === EDITED_PLAN_RULE || st.rule === OPTIMAL_RULE);
}

/** The constraints of the model (Sec. 2–3.1, Eq. 5–6), which bind every schedule, whoever made it. */
export function modelIssues(s: MulticastScenario, schedule: Schedule): string[] {
  const model = buildModel(s);
  const out = [...checkTaskSanity(schedule), ...checkLanesExclusive(schedule), ...checkMakespan(schedule)];
  if (schedule.lanes.length !== model.n) out.push(`${schedule.lanes.length} lanes for ${model.n} nodes`);
  const tasks = schedule.tasks;
  if (tasks.some((t) => t.message < 0 || t.message >= model.m || t.node < 0 || t.node >= model.n)) {
    return [...out, "a task names a message or node that does not exist"];
  }
  out.push(...checkDeliveries(model, tasks));
  out.push(...checkCosts(model, tasks));
  out.push(...checkLanes(tasks, model.n));
  return out;
}

/** Exactly one receive per (destination, message), each matched by a send from a node that had it. */
function checkDeliveries(model: MulticastModel, tasks: readonly Task[]): string[] {
  const { n, m } = model;
  const out: string[] = [];
  const recvAt = new Int32Array(n * m).fill(-1);
  tasks.forEach((t, x) => {
    if (t.kind !== "recv") return;
    if (model.isDestination[t.message * n + t.node] !== 1) {
      out.push(`${show(t)}: ${nodeLabel(t.node)} is not a destination of m${t.message}`);
    } else if (recvAt[t.message * n + t.node] !== -1) {
      out.push(`${show(t)}: ${nodeLabel(t.node)} receives m${t.message} twice`);
    } else recvAt[t.message * n + t.node] = x;
  });
  for (let k = 0; k < m; k++) {
    for (const j of model.destinations[k] as Int32Array) {
      if (recvAt[k * n + j] === -1) out.push(`${nodeLabel(j)} never receives m${k}`);
    }
  }
  tasks.forEach((t, x) => {
    const partner = t.match === undefined ? undefined : tasks[t.match];
    const consistent =
      partner !== undefined &&
      partner.kind === (t.kind === "send" ? "recv" : "send") &&
      partner.node === t.peer &&
      partner.peer === t.node &&
      partner.message === t.message &&
      partner.match === x;
    if ((t.kind === "send" || t.kind === "recv") && !consistent) {
      out.push(`${show(t)}: no matching ${t.kind === "send" ? "receive" : "send"}`);
      return;
    }
    if (t.kind !== "send") return;
    const k = t.message;
    if (!mayRelay(model, t.node, k)) {
      out.push(`${show(t)}: ${nodeLabel(t.node)} is neither the source nor a destination of m${k}`);
    } else if (model.source[k] !== t.node) {
      const own = tasks[recvAt[k * n + t.node] as number];
      if (!own) out.push(`${show(t)}: ${nodeLabel(t.node)} never had m${k}`);
      else if (!lessOrClose(own.end, t.start)) {
        out.push(`${show(t)}: ${nodeLabel(t.node)} relays m${k} before it has it (at ${own.end})`);
      }
    }
  });
  return out;
}

/** Eq. 5–6: durations and arrival times. */
function checkCosts(model: MulticastModel, tasks: readonly Task[]): string[] {
  const { n, m } = model;
  const out: string[] = [];
  for (const t of tasks) {
    const k = t.message;
    if (t.kind === "send") {
      const sc = model.sendCost[t.node * m + k] as number;
      if (!approxEqual(t.end, t.start + sc)) out.push(`${show(t)}: must last S = ${sc}`);
    } else if (t.kind === "recv") {
      const rc = model.recvCost[t.node * m + k] as number;
      if (!approxEqual(t.end, t.start + rc)) out.push(`${show(t)}: must last R = ${rc}`);
      const send = t.match === undefined ? undefined : tasks[t.match];
      if (send?.kind === "send") {
        const i = send.node;
        const a =
          send.start +
          (model.sendCost[i * m + k] as number) +
          (model.perByte[i * n + t.node] as number) * (model.bytes[k] as number);
        if (t.arrival === undefined || !approxEqual(t.arrival, a)) {
          out.push(`${show(t)}: m${k} arrives at ${a} (Eq. 5), not ${t.arrival}`);
        }
      }
      if (t.posted === undefined) out.push(`${show(t)}: a receive must say when it was posted`);
    }
  }
  return out;
}

/** Where a task begins occupying its node: a receive when posted, a send when it starts. */
const begins = (t: Task) => (t.kind === "recv" && t.posted !== undefined ? t.posted : t.start);

/** The node's tasks in the order it executed them. */
function lanes(tasks: readonly Task[], n: number): Task[][] {
  const byLane: Task[][] = Array.from({ length: n }, () => []);
  for (const t of tasks) if (t.kind === "send" || t.kind === "recv") byLane[t.node]?.push(t);
  for (const lane of byLane) lane.sort((a, b) => begins(a) - begins(b) || a.end - b.end);
  return byLane;
}

/** Each node starts at 0 and begins each task when the previous one ends (Avail_i). */
function checkLanes(tasks: readonly Task[], n: number): string[] {
  const out: string[] = [];
  for (const lane of lanes(tasks, n)) {
    let avail = 0;
    for (const t of lane) {
      if (!approxEqual(begins(t), avail)) {
        out.push(`${show(t)}: should begin when ${nodeLabel(t.node)} is free, at ${avail}, not ${begins(t)}`);
      }
      avail = t.end;
    }
  }
  return out;
}

/** Eq. 10: a run of sends placed before an earlier-decided receive leaves that receive's start alone. */
function checkPreemption(tasks: readonly Task[], n: number): string[] {
  const out: string[] = [];
  for (const lane of lanes(tasks, n)) {
    lane.forEach((r, x) => {
      if (r.kind !== "recv" || r.step === undefined) return;
      let y = x;
      while (
        y > 0 &&
        (lane[y - 1] as Task).step !== undefined &&
        ((lane[y - 1] as Task).step as number) > r.step
      )
        y--;
      if (y === x) return;
      const before = y > 0 ? (lane[y - 1] as Task).end : 0;
      const undisturbed = Math.max(r.arrival ?? -Infinity, before);
      if (!approxEqual(r.start, undisturbed)) {
        out.push(
          `${show(r)}: delayed by ${x - y} send(s) placed before it (Eq. 10), should start at ${undisturbed}`,
        );
      }
    });
  }
  return out;
}
