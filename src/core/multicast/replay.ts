// replay.ts, in every family: replay(scenario, plan, algorithm, steps) times any plan (a heuristic's
// or a user's edit) under the family's cost model into the common Schedule (here with no simulate.ts).
//
// The multicast simulator (Wu–Yeh–Liu Sec. 2–3): replays any plan — each node's ordered task list
// TaskList_i, from a heuristic or a user's edit — under the cost model, and returns the common Schedule.
// Each node executes its list in order, never idling except in a blocking receive:
// - a send of m_k occupies [prevEnd, prevEnd + S(i, l_k)] (non-blocking: the node moves on after S);
// - a receive is posted at prevEnd; m_k arrives at (matching send's start) + S(i, l_k) + X(i, j)·l_k (Eq. 5);
//   processing starts at max(posted, arrival) and ends R(j, l_k) later (Eq. 6).
// Impossible plans are rejected with a PlanError naming the node and task: unknown nodes or messages,
// sends to non-destinations, a destination receiving a message twice or never, receives without their
// send (or sends without their receive), relays that send before receiving, messages that circulate
// without coming from the source, and circular waits (found when no node can advance — it never hangs).
import { PlanError, type Replayed } from "../family";
import { scoredCandidate } from "../schedule/score";
import type { MessageTree, Schedule, Step, Task } from "../schedule/types";
import { latestEnd } from "../schedule/metrics";
import { formatNumber, nodeLabel, ordinal } from "../units";
import { laneLabels, messageLabel } from "./labels";
import { lowerBound } from "./lower-bound";
import { buildModel, mayRelay, type MulticastModel } from "./model";
import type { MulticastPlan, MulticastScenario } from "./scenario";

/** The rule of the steps made up for a user's plan (it has no decisions). */
export const EDITED_PLAN_RULE = "edited plan (deliveries in order of completion)";

/** A task of the plan with its place: node, position in the node's list, flat index. */
interface Placed {
  readonly node: number;
  readonly pos: number;
  readonly send: boolean;
  readonly peer: number;
  readonly message: number;
}

const where = (t: Placed) =>
  `${nodeLabel(t.node)}'s ${ordinal(t.pos + 1)} task (${t.send ? "send" : "receive"} m${t.message} ${t.send ? "to" : "from"} ${nodeLabel(t.peer)})`;

/** The plan's tasks, flat, after the structural checks; match[x] is the flat index of x's partner. */
interface CheckedPlan {
  readonly tasks: readonly Placed[];
  /** Flat index of each node's first task; offsets[n] = tasks.length. */
  readonly offsets: Int32Array;
  readonly match: Int32Array;
}

/** Structural checks (no times): everything a plan must satisfy before it can be timed. */
export function checkPlan(model: MulticastModel, plan: MulticastPlan): CheckedPlan {
  const { n, m } = model;
  if (plan.tasks.length !== n) {
    throw new PlanError(`the plan has ${plan.tasks.length} task lists for ${n} nodes`);
  }
  const tasks: Placed[] = [];
  const offsets = new Int32Array(n + 1);
  /** recvAt[k·n + j]: flat index of j's receive of m_k, or -1. */
  const recvAt = new Int32Array(m * n).fill(-1);
  const sendsOf = new Map<number, number>(); // (k·n + i)·n + j → flat index of the send i → j of m_k
  plan.tasks.forEach((list, i) => {
    offsets[i] = tasks.length;
    list.forEach((t, pos) => {
      const placed: Placed = { node: i, pos, send: t.op === "send", peer: t.peer, message: t.message };
      const k = t.message;
      if (k < 0 || k >= m)
        throw new PlanError(`${where(placed)}: message m${k} does not exist (${m} messages)`);
      if (t.peer < 0 || t.peer >= n)
        throw new PlanError(`${where(placed)}: there is no node ${nodeLabel(t.peer)}`);
      if (t.peer === i) throw new PlanError(`${where(placed)}: a node cannot send to itself`);
      const flat = tasks.length;
      if (placed.send) {
        if (!mayRelay(model, i, k)) {
          throw new PlanError(
            `${where(placed)}: ${nodeLabel(i)} is neither the source nor a destination of m${k}`,
          );
        }
        if (model.isDestination[k * n + t.peer] !== 1) {
          throw new PlanError(`${where(placed)}: ${nodeLabel(t.peer)} is not a destination of m${k}`);
        }
        const key = (k * n + i) * n + t.peer;
        if (sendsOf.has(key))
          throw new PlanError(`${where(placed)}: sends m${k} to ${nodeLabel(t.peer)} twice`);
        sendsOf.set(key, flat);
      } else {
        if (model.isDestination[k * n + i] !== 1) {
          throw new PlanError(`${where(placed)}: ${nodeLabel(i)} is not a destination of m${k}`);
        }
        if (!mayRelay(model, t.peer, k)) {
          throw new PlanError(
            `${where(placed)}: ${nodeLabel(t.peer)} is neither the source nor a destination of m${k}`,
          );
        }
        if (recvAt[k * n + i] !== -1)
          throw new PlanError(`${where(placed)}: ${nodeLabel(i)} receives m${k} twice`);
        recvAt[k * n + i] = flat;
      }
      tasks.push(placed);
    });
  });
  offsets[n] = tasks.length;

  for (let k = 0; k < m; k++) {
    for (const j of model.destinations[k] as Int32Array) {
      if (recvAt[k * n + j] === -1) throw new PlanError(`${nodeLabel(j)} never receives m${k}`);
    }
  }
  const match = new Int32Array(tasks.length).fill(-1);
  tasks.forEach((t, x) => {
    if (t.send) {
      const r = recvAt[t.message * n + t.peer] as number;
      if ((tasks[r] as Placed).peer !== t.node) {
        throw new PlanError(
          `${where(t)}: ${nodeLabel(t.peer)} receives m${t.message} from ${nodeLabel((tasks[r] as Placed).peer)} instead`,
        );
      }
      match[x] = r;
      match[r] = x;
      if (model.source[t.message] !== t.node) {
        const own = recvAt[t.message * n + t.node] as number;
        if (own > x) {
          throw new PlanError(
            `${where(t)}: ${nodeLabel(t.node)} relays m${t.message} before receiving it (its ${ordinal((tasks[own] as Placed).pos + 1)} task)`,
          );
        }
      }
    }
  });
  tasks.forEach((t, x) => {
    if (!t.send && match[x] === -1) {
      throw new PlanError(
        `${where(t)}: ${nodeLabel(t.peer)} never sends m${t.message} to ${nodeLabel(t.node)}`,
      );
    }
  });
  // Each message must reach every destination from its source (no relay cycles).
  for (let k = 0; k < m; k++) {
    const state = new Uint8Array(n); // 0 unknown, 1 on the current path, 2 reaches the source
    state[model.source[k] as number] = 2;
    for (const j of model.destinations[k] as Int32Array) {
      const path: number[] = [];
      let v = j;
      while (state[v] === 0) {
        state[v] = 1;
        path.push(v);
        v = (tasks[recvAt[k * n + v] as number] as Placed).peer;
      }
      if (state[v] === 1) {
        const cycle = path.slice(path.indexOf(v)).map(nodeLabel).join(" → ");
        throw new PlanError(
          `m${k} goes round ${cycle} → ${nodeLabel(v)} and never comes from its source ${nodeLabel(model.source[k] as number)}`,
        );
      }
      for (const p of path) state[p] = 2;
    }
  }
  return { tasks, offsets, match };
}

/** Times of every task (flat order): start/end, and for receives posted/arrival. */
interface Timed {
  readonly start: Float64Array;
  readonly end: Float64Array;
  readonly posted: Float64Array;
  readonly arrival: Float64Array;
}

function simulate(model: MulticastModel, checked: CheckedPlan): Timed {
  const { n, m } = model;
  const { tasks, offsets, match } = checked;
  const count = tasks.length;
  const start = new Float64Array(count);
  const end = new Float64Array(count);
  const posted = new Float64Array(count).fill(NaN);
  const arrival = new Float64Array(count).fill(NaN);
  const done = new Uint8Array(count);
  const ptr = offsets.slice(0, n);
  const avail = new Float64Array(n);
  const queue: number[] = [];
  const queued = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    queue.push(i);
    queued[i] = 1;
  }
  let finished = 0;
  while (queue.length > 0) {
    const i = queue.pop() as number;
    queued[i] = 0;
    const last = offsets[i + 1] as number;
    while ((ptr[i] as number) < last) {
      const x = ptr[i] as number;
      const t = tasks[x] as Placed;
      const k = t.message;
      if (t.send) {
        start[x] = avail[i] as number;
        end[x] = (start[x] as number) + (model.sendCost[i * m + k] as number);
      } else {
        const s = match[x] as number;
        if (!done[s]) break; // blocked until the matching send has run
        const sender = t.peer;
        const a =
          (start[s] as number) +
          (model.sendCost[sender * m + k] as number) +
          (model.perByte[sender * n + i] as number) * (model.bytes[k] as number);
        posted[x] = avail[i] as number;
        arrival[x] = a;
        start[x] = Math.max(avail[i] as number, a);
        end[x] = (start[x] as number) + (model.recvCost[i * m + k] as number);
      }
      avail[i] = end[x] as number;
      done[x] = 1;
      finished++;
      ptr[i] = x + 1;
      if (t.send) {
        // Wake the receiver if it is blocked on exactly this message.
        const r = match[x] as number;
        const j = t.peer;
        if (ptr[j] === r && !queued[j]) {
          queue.push(j);
          queued[j] = 1;
        }
      }
    }
  }
  if (finished < count) {
    const blocked: string[] = [];
    for (let i = 0; i < n && blocked.length < 4; i++) {
      const x = ptr[i] as number;
      if (x < (offsets[i + 1] as number)) {
        const t = tasks[x] as Placed;
        blocked.push(
          `${where(t)} waits for ${nodeLabel(t.peer)}'s ${ordinal((tasks[match[x] as number] as Placed).pos + 1)} task`,
        );
      }
    }
    throw new PlanError(`circular wait, no node can go on: ${blocked.join("; ")}`);
  }
  return { start, end, posted, arrival };
}

/** Decision index of every receive (and its send) when the heuristic's steps are known. */
function stepIndex(model: MulticastModel, steps: readonly Step[] | undefined): Map<number, number> {
  const byRecv = new Map<number, number>();
  steps?.forEach((st, d) => byRecv.set((st.message * model.n + st.receiver) * model.n + st.sender, d));
  return byRecv;
}

function buildTrees(model: MulticastModel, checked: CheckedPlan, timed: Timed): MessageTree[] {
  const { n, m } = model;
  const trees: { parent: number[]; complete: number[]; children: number[][] }[] = [];
  for (let k = 0; k < m; k++) {
    const root = model.source[k] as number;
    const parent = new Array<number>(n).fill(-2);
    const complete = new Array<number>(n).fill(NaN);
    parent[root] = -1;
    complete[root] = 0;
    trees.push({ parent, complete, children: Array.from({ length: n }, () => []) });
  }
  checked.tasks.forEach((t, x) => {
    const tree = trees[t.message] as (typeof trees)[number];
    if (t.send) (tree.children[t.node] as number[]).push(t.peer);
    else {
      tree.parent[t.node] = t.peer;
      tree.complete[t.node] = timed.end[x] as number;
    }
  });
  return trees.map((t, k) => ({ message: k, root: model.source[k] as number, ...t }));
}

/** Times a plan; throws PlanError for an impossible one. */
export function replay(
  s: MulticastScenario,
  plan: MulticastPlan,
  algorithm: string,
  steps: readonly Step[] | undefined,
): Replayed<Record<string, never>> {
  const model = buildModel(s);
  const checked = checkPlan(model, plan);
  const timed = simulate(model, checked);
  const decided = steps ?? planSteps(checked, timed);
  const decisions = stepIndex(model, decided);
  const n = model.n;
  const tasks: Task[] = checked.tasks.map((t, x) => {
    const recvNode = t.send ? t.peer : t.node;
    const sendNode = t.send ? t.node : t.peer;
    const step = decisions.get((t.message * n + recvNode) * n + sendNode);
    const base = {
      node: t.node,
      kind: t.send ? ("send" as const) : ("recv" as const),
      peer: t.peer,
      message: t.message,
      start: timed.start[x] as number,
      end: timed.end[x] as number,
      match: checked.match[x] as number,
      bytes: model.bytes[t.message] as number,
    };
    const timing = t.send
      ? base
      : { ...base, posted: timed.posted[x] as number, arrival: timed.arrival[x] as number };
    return step === undefined ? timing : { ...timing, step };
  });
  const schedule: Schedule = {
    family: "multicast",
    algorithm,
    timeUnit: s.timeUnit,
    lanes: laneLabels(s),
    messages: s.multicasts.map((_, k) => messageLabel(s, k)),
    tasks,
    makespan: latestEnd(tasks),
    lowerBound: lowerBound(s, model),
    steps: decided,
    trees: buildTrees(model, checked, timed),
  };
  return { schedule, details: {} };
}

/** For a user's plan (no decisions): one step per delivery, in order of completion. */
function planSteps(checked: CheckedPlan, timed: Timed): Step[] {
  const recvs: number[] = [];
  checked.tasks.forEach((t, x) => {
    if (!t.send) recvs.push(x);
  });
  const end = timed.end;
  const tasks = checked.tasks;
  recvs.sort((a, b) => (end[a] as number) - (end[b] as number) || a - b);
  return recvs.map((x) => {
    const t = tasks[x] as Placed;
    const y = checked.match[x] as number;
    const arrival = timed.arrival[x] as number;
    const posted = timed.posted[x] as number;
    const recv = (end[x] as number) - (timed.start[x] as number);
    // What the replayed receive waited for (Eq. 6): the message's arrival, or the receiver being free.
    const byArrival = !(posted > arrival);
    const terms = byArrival
      ? [
          { name: "arrival (send start + S + X·l)", value: arrival },
          { name: "R(j, l_k)", value: recv },
        ]
      : [
          { name: "Avail_j (receiver free)", value: posted },
          { name: "R(j, l_k)", value: recv },
        ];
    const why = byArrival
      ? `waits for m${t.message} to arrive (at ${formatNumber(arrival)}; ${nodeLabel(t.peer)}'s send starts at ${formatNumber(timed.start[y] as number)})`
      : `waits for ${nodeLabel(t.node)} to be free (at ${formatNumber(posted)}; the message was in at ${formatNumber(arrival)})`;
    return {
      sender: t.peer,
      receiver: t.node,
      message: t.message,
      complete: end[x] as number,
      rule: `${EDITED_PLAN_RULE} — replay: ${nodeLabel(t.node)}'s ${ordinal(t.pos + 1)} task, receive m${t.message} from ${nodeLabel(t.peer)}; ${why}`,
      candidates: [scoredCandidate(t.peer, t.node, t.message, terms, "completion")],
    };
  });
}
