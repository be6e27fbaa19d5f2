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
import { scheduleOfPacked, type PackedTasks } from "../schedule/pack";
import { scoredCandidate } from "../schedule/score";
import type { Step } from "../schedule/types";
import { formatNumber, nodeLabel, ordinal } from "../units";
import { laneLabels, messageLabel } from "./labels";
import { lowerBound } from "./lower-bound";
import { buildModel, mayRelay, type MulticastModel } from "./model";
import { planColumns, type PlanColumns } from "./plan-columns";
import type { MulticastPlan, MulticastPlanTask, MulticastScenario } from "./scenario";

/** The rule of the steps made up for a user's plan (it has no decisions). */
export const EDITED_PLAN_RULE = "edited plan (deliveries in order of completion)";

/**
 * The plan's tasks, flat (node by node, in list order), after the structural checks, as columns: no
 * object per task (a 256-node all-to-all has 130 560 of them). match[x] is the flat index of x's partner.
 */
interface CheckedPlan {
  readonly count: number;
  readonly node: Int32Array;
  /** Position in the node's list. */
  readonly pos: Int32Array;
  /** 1 for a send, 0 for a receive. */
  readonly send: Uint8Array;
  readonly peer: Int32Array;
  readonly message: Int32Array;
  /** Flat index of each node's first task; offsets[n] = count. */
  readonly offsets: Int32Array;
  readonly match: Int32Array;
}

const describeTask = (i: number, q: number, send: boolean, k: number, peer: number) =>
  `${nodeLabel(i)}'s ${ordinal(q + 1)} task (${send ? "send" : "receive"} m${k} ${send ? "to" : "from"} ${nodeLabel(peer)})`;

const where = (c: CheckedPlan, x: number) =>
  describeTask(
    c.node[x] as number,
    c.pos[x] as number,
    c.send[x] === 1,
    c.message[x] as number,
    c.peer[x] as number,
  );

/**
 * A plan's task objects as columns (a heuristic's plan already has them: plan-columns.ts). An index a
 * column cannot hold (not whole, or out of range) is kept aside as the error of task `badAt`, which the
 * checks report when they reach it, so the first faulty task is still the one reported.
 */
function columnsOf(model: MulticastModel, plan: MulticastPlan): PlanColumns & { bad?: [number, string] } {
  const { n, m } = model;
  if (plan.tasks.length !== n) {
    throw new PlanError(`the plan has ${plan.tasks.length} task lists for ${n} nodes`);
  }
  const offsets = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) {
    offsets[i + 1] = (offsets[i] as number) + (plan.tasks[i] as MulticastPlan["tasks"][number]).length;
  }
  const count = offsets[n] as number;
  const send = new Uint8Array(count);
  const peer = new Int32Array(count);
  const message = new Int32Array(count);
  let bad: [number, string] | undefined;
  let x = 0;
  for (let i = 0; i < n; i++) {
    const list = plan.tasks[i] as MulticastPlan["tasks"][number];
    for (let q = 0; q < list.length; q++, x++) {
      const t = list[q] as MulticastPlan["tasks"][number][number];
      const isSend = t.op === "send";
      const k = t.message;
      const to = t.peer;
      if (!Number.isInteger(k) || k < 0 || k >= m) {
        bad ??= [x, `${describeTask(i, q, isSend, k, to)}: message m${k} does not exist (${m} messages)`];
      } else if (!Number.isInteger(to) || to < 0 || to >= n) {
        bad ??= [x, `${describeTask(i, q, isSend, k, to)}: there is no node ${nodeLabel(to)}`];
      }
      send[x] = isSend ? 1 : 0;
      peer[x] = to;
      message[x] = k;
    }
  }
  return bad ? { offsets, send, peer, message, bad } : { offsets, send, peer, message };
}

/** Structural checks (no times): everything a plan must satisfy before it can be timed. */
export function checkPlan(model: MulticastModel, plan: MulticastPlan): CheckedPlan {
  const { n, m } = model;
  const columns: PlanColumns & { bad?: [number, string] } = planColumns(plan) ?? columnsOf(model, plan);
  const badAt = columns.bad ? columns.bad[0] : -1;
  if (columns.offsets.length !== n + 1) {
    throw new PlanError(`the plan has ${columns.offsets.length - 1} task lists for ${n} nodes`);
  }
  const count = columns.offsets[n] as number;
  const c: CheckedPlan = {
    count,
    node: new Int32Array(count),
    pos: new Int32Array(count),
    send: columns.send,
    peer: columns.peer,
    message: columns.message,
    offsets: columns.offsets,
    match: new Int32Array(count).fill(-1),
  };
  const { node, pos, send, peer, message, offsets, match } = c;
  /** recvAt[k·n + j]: flat index of j's receive of m_k, or -1. */
  const recvAt = new Int32Array(m * n).fill(-1);
  /**
   * sendAt[k·n + j]: flat index of the first send of m_k to j, or -1; a second send of m_k to j from
   * another sender (an error reported below, by the receive it does not match) goes to `more`, so a
   * sender sending m_k to j twice is found whatever comes between.
   */
  const sendAt = new Int32Array(m * n).fill(-1);
  let more: Set<number> | undefined;
  let x = 0;
  for (let i = 0; i < n; i++) {
    const last = offsets[i + 1] as number;
    for (let q = 0; x < last; q++, x++) {
      const k = message[x] as number;
      const to = peer[x] as number;
      const isSend = send[x] === 1;
      node[x] = i;
      pos[x] = q;
      if (x === badAt) throw new PlanError((columns.bad as [number, string])[1]);
      if (k < 0 || k >= m)
        throw new PlanError(`${where(c, x)}: message m${k} does not exist (${m} messages)`);
      if (to < 0 || to >= n) throw new PlanError(`${where(c, x)}: there is no node ${nodeLabel(to)}`);
      if (to === i) throw new PlanError(`${where(c, x)}: a node cannot send to itself`);
      if (isSend) {
        if (!mayRelay(model, i, k)) {
          throw new PlanError(
            `${where(c, x)}: ${nodeLabel(i)} is neither the source nor a destination of m${k}`,
          );
        }
        const kj = k * n + to;
        if (model.isDestination[kj] !== 1) {
          throw new PlanError(`${where(c, x)}: ${nodeLabel(to)} is not a destination of m${k}`);
        }
        const first = sendAt[kj] as number;
        if (first < 0) sendAt[kj] = x;
        else {
          more ??= new Set<number>();
          more.add(kj * n + (node[first] as number));
          const key = kj * n + i;
          if (more.has(key)) throw new PlanError(`${where(c, x)}: sends m${k} to ${nodeLabel(to)} twice`);
          more.add(key);
        }
      } else {
        if (model.isDestination[k * n + i] !== 1) {
          throw new PlanError(`${where(c, x)}: ${nodeLabel(i)} is not a destination of m${k}`);
        }
        if (!mayRelay(model, to, k)) {
          throw new PlanError(
            `${where(c, x)}: ${nodeLabel(to)} is neither the source nor a destination of m${k}`,
          );
        }
        if (recvAt[k * n + i] !== -1)
          throw new PlanError(`${where(c, x)}: ${nodeLabel(i)} receives m${k} twice`);
        recvAt[k * n + i] = x;
      }
    }
  }

  for (let k = 0; k < m; k++) {
    for (const j of model.destinations[k] as Int32Array) {
      if (recvAt[k * n + j] === -1) throw new PlanError(`${nodeLabel(j)} never receives m${k}`);
    }
  }
  for (let x = 0; x < count; x++) {
    if (send[x] !== 1) continue;
    const k = message[x] as number;
    const i = node[x] as number;
    const r = recvAt[k * n + (peer[x] as number)] as number;
    if (peer[r] !== i) {
      throw new PlanError(
        `${where(c, x)}: ${nodeLabel(peer[x] as number)} receives m${k} from ${nodeLabel(peer[r] as number)} instead`,
      );
    }
    match[x] = r;
    match[r] = x;
    if (model.source[k] !== i) {
      const own = recvAt[k * n + i] as number;
      if (own > x) {
        throw new PlanError(
          `${where(c, x)}: ${nodeLabel(i)} relays m${k} before receiving it (its ${ordinal((pos[own] as number) + 1)} task)`,
        );
      }
    }
  }
  for (let x = 0; x < count; x++) {
    if (send[x] === 0 && match[x] === -1) {
      throw new PlanError(
        `${where(c, x)}: ${nodeLabel(peer[x] as number)} never sends m${message[x] as number} to ${nodeLabel(node[x] as number)}`,
      );
    }
  }
  // Each message must reach every destination from its source (no relay cycles).
  const state = new Uint8Array(n); // 0 unknown, 1 on the current path, 2 reaches the source
  const path = new Int32Array(n); // the current path, [0, length)
  for (let k = 0; k < m; k++) {
    state.fill(0);
    state[model.source[k] as number] = 2;
    const dest = model.destinations[k] as Int32Array;
    for (let q = 0; q < dest.length; q++) {
      let length = 0;
      let v = dest[q] as number;
      while (state[v] === 0) {
        state[v] = 1;
        path[length++] = v;
        v = peer[recvAt[k * n + v] as number] as number;
      }
      if (state[v] === 1) {
        const onPath = Array.from(path.subarray(0, length));
        const cycle = onPath.slice(onPath.indexOf(v)).map(nodeLabel).join(" → ");
        throw new PlanError(
          `m${k} goes round ${cycle} → ${nodeLabel(v)} and never comes from its source ${nodeLabel(model.source[k] as number)}`,
        );
      }
      for (let p = 0; p < length; p++) state[path[p] as number] = 2;
    }
  }
  return c;
}

/** Times of every task (flat order): start/end, and for receives posted/arrival (NaN for sends). */
interface Timed {
  readonly start: Float64Array;
  readonly end: Float64Array;
  readonly posted: Float64Array;
  readonly arrival: Float64Array;
}

function simulate(model: MulticastModel, checked: CheckedPlan): Timed {
  const { n, m } = model;
  const { count, offsets, match, send, peer, message } = checked;
  const sendCost = model.sendCost;
  const recvCost = model.recvCost;
  const perByte = model.perByte;
  const bytes = model.bytes;
  const start = new Float64Array(count);
  const end = new Float64Array(count);
  const posted = new Float64Array(count).fill(NaN);
  const arrival = new Float64Array(count).fill(NaN);
  const done = new Uint8Array(count);
  const ptr = offsets.slice(0, n);
  const avail = new Float64Array(n);
  const queue = new Int32Array(n);
  let queueLength = 0;
  const queued = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    queue[queueLength++] = i;
    queued[i] = 1;
  }
  let finished = 0;
  while (queueLength > 0) {
    const i = queue[--queueLength] as number;
    queued[i] = 0;
    const last = offsets[i + 1] as number;
    let x = ptr[i] as number;
    let at = avail[i] as number;
    while (x < last) {
      const k = message[x] as number;
      if (send[x] === 1) {
        start[x] = at;
        at = at + (sendCost[i * m + k] as number);
        end[x] = at;
      } else {
        const s = match[x] as number;
        if (done[s] === 0) break; // blocked until the matching send has run
        const sender = peer[x] as number;
        const a =
          (start[s] as number) +
          (sendCost[sender * m + k] as number) +
          (perByte[sender * n + i] as number) * (bytes[k] as number);
        posted[x] = at;
        arrival[x] = a;
        const begin = Math.max(at, a);
        start[x] = begin;
        at = begin + (recvCost[i * m + k] as number);
        end[x] = at;
      }
      done[x] = 1;
      finished++;
      if (send[x] === 1) {
        // Wake the receiver if it is blocked on exactly this message.
        const r = match[x] as number;
        const j = peer[x] as number;
        if (ptr[j] === r && queued[j] === 0) {
          queue[queueLength++] = j;
          queued[j] = 1;
        }
      }
      x++;
    }
    ptr[i] = x;
    avail[i] = at;
  }
  if (finished < count) {
    const blocked: string[] = [];
    for (let i = 0; i < n && blocked.length < 4; i++) {
      const x = ptr[i] as number;
      if (x < (offsets[i + 1] as number)) {
        blocked.push(
          `${where(checked, x)} waits for ${nodeLabel(peer[x] as number)}'s ${ordinal((checked.pos[match[x] as number] as number) + 1)} task`,
        );
      }
    }
    throw new PlanError(`circular wait, no node can go on: ${blocked.join("; ")}`);
  }
  return { start, end, posted, arrival };
}

/**
 * The decision of every receive (and its send) when the heuristic's steps are known: stepOf[k·n + j] is
 * the last step delivering m_k to j, and stepSender the sender it names (a task takes it only from that
 * sender).
 */
function stepIndex(model: MulticastModel, steps: readonly Step[]) {
  const { n, m } = model;
  const stepOf = new Int32Array(m * n).fill(-1);
  const stepSender = new Int32Array(m * n);
  for (let d = 0; d < steps.length; d++) {
    const st = steps[d] as Step;
    if (st.message < 0 || st.message >= m || st.receiver < 0 || st.receiver >= n) continue;
    const key = st.message * n + st.receiver;
    stepOf[key] = d;
    stepSender[key] = st.sender;
  }
  return { stepOf, stepSender };
}

const KIND_SEND = 0; // pack.ts's order of TaskKind: send, recv, …
const KIND_RECV = 1;
const ABSENT = -2;
const NO_STAGE = 255;

/** The lane and message labels of each scenario object, built once (a run replays it again and again). */
const LABELS = new WeakMap<MulticastScenario, { lanes: string[]; messages: string[] }>();

/** Fresh copies of the scenario's labels (a schedule owns its arrays). */
function labelsOf(s: MulticastScenario): { lanes: string[]; messages: string[] } {
  let labels = LABELS.get(s);
  if (labels === undefined) {
    labels = { lanes: laneLabels(s), messages: s.multicasts.map((_, k) => messageLabel(s, k)) };
    LABELS.set(s, labels);
  }
  return { lanes: labels.lanes.slice(), messages: labels.messages.slice() };
}

/** Times a plan; throws PlanError for an impossible one. The tasks are columns (see pack.ts). */
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
  const { stepOf, stepSender } = stepIndex(model, decided);
  const { n } = model;
  const { count, node, send, peer, message, match } = checked;
  const kind = new Uint8Array(count);
  const bytes = new Float64Array(count);
  const step = new Int32Array(count);
  let makespan = 0;
  for (let x = 0; x < count; x++) {
    const isSend = send[x] === 1;
    const k = message[x] as number;
    kind[x] = isSend ? KIND_SEND : KIND_RECV;
    bytes[x] = model.bytes[k] as number;
    const recvNode = isSend ? (peer[x] as number) : (node[x] as number);
    const sendNode = isSend ? (node[x] as number) : (peer[x] as number);
    const key = k * n + recvNode;
    const d = stepOf[key] as number;
    step[x] = d >= 0 && stepSender[key] === sendNode ? d : ABSENT;
    const e = timed.end[x] as number;
    if (e > makespan) makespan = e;
  }
  const packed: PackedTasks = {
    count,
    node,
    kind,
    peer,
    message,
    start: timed.start,
    end: timed.end,
    posted: timed.posted,
    arrival: timed.arrival,
    bytes,
    match,
    step,
    stage: new Uint8Array(count).fill(NO_STAGE),
    stageNames: [],
    messagesOffsets: new Int32Array(count + 1),
    messagesValues: new Int32Array(0),
  };
  const schedule = scheduleOfPacked(
    {
      family: "multicast",
      algorithm,
      timeUnit: s.timeUnit,
      ...labelsOf(s),
      makespan,
      lowerBound: lowerBound(s, model),
      steps: decided,
    },
    packed,
    model.source,
  );
  return { schedule, details: {} };
}

/** For a user's plan (no decisions): one step per delivery, in order of completion. */
function planSteps(checked: CheckedPlan, timed: Timed): Step[] {
  const recvs: number[] = [];
  for (let x = 0; x < checked.count; x++) if (checked.send[x] === 0) recvs.push(x);
  const end = timed.end;
  recvs.sort((a, b) => (end[a] as number) - (end[b] as number) || a - b);
  return recvs.map((x) => {
    const node = checked.node[x] as number;
    const peer = checked.peer[x] as number;
    const message = checked.message[x] as number;
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
      ? `waits for m${message} to arrive (at ${formatNumber(arrival)}; ${nodeLabel(peer)}'s send starts at ${formatNumber(timed.start[y] as number)})`
      : `waits for ${nodeLabel(node)} to be free (at ${formatNumber(posted)}; the message was in at ${formatNumber(arrival)})`;
    return {
      sender: peer,
      receiver: node,
      message,
      complete: end[x] as number,
      rule: `${EDITED_PLAN_RULE} — replay: ${nodeLabel(node)}'s ${ordinal((checked.pos[x] as number) + 1)} task, receive m${message} from ${nodeLabel(peer)}; ${why}`,
      candidates: [scoredCandidate(peer, node, message, terms, "completion")],
    };
  });
}

/** The plan a replayed schedule's tasks carry: each node's tasks in order (FamilyDef.planOfTasks). */
export function planOfTasks(s: MulticastScenario, t: PackedTasks): MulticastPlan {
  const lists: MulticastPlanTask[][] = s.nodes.map(() => []);
  for (let x = 0; x < t.count; x++) {
    lists[t.node[x] as number]?.push({
      op: t.kind[x] === KIND_SEND ? "send" : "recv",
      peer: t.peer[x] as number,
      message: t.message[x] as number,
    });
  }
  return { tasks: lists };
}
