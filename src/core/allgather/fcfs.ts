// First-come-first-served receiving (Wu–Yeh Sec. 4.1: "the agent of a cluster receives the messages
// of its clients in first-come-first-served order"; the same for the agents' exchange, Sec. 4.2): an
// event simulation of a draft that fixes each receive slot's sender to the message in its buffer
// first. The result is a plan whose receives name their peer, the times it predicts, and the
// decisions (steps) with the messages weighed. Cost model (docs/cost-models.md): a send started at t by node i
// occupies i for T_send(i); its message is in j's buffer at t + T_end(i,j) − T_recv(j) and completes
// at max(t + T_end(i,j), j's previous task end + T_recv(j)) (Def. 1's recursion).
//
// How it stays exact: a node runs its sends at once (they never wait) and stops at a receive slot. A
// waiting node decides at D = max(posted, earliest eligible arrival). Every send not yet timed sits
// behind a receive that ends after the current event time, so it arrives later than any decision
// taken now. Each receiver keeps a heap of the messages it may take next (the head of each untaken
// sender's queue in the slot's group), so a decision costs O(log n).
import { scoredCandidate } from "../schedule/score";
import { explainsDecision, PlanError, RunCancelled, type RunContext } from "../family";
import type { Candidate, Step } from "../schedule/types";
import { MinHeap } from "../heap";
import { approxEqual, compareTimes, lessOrClose } from "../tolerance";
import { ordinal } from "../units";
import { MAX_CANDIDATES } from "./cluster-formation";
import { RECV, SEND, type Draft, type NodeDraft } from "./draft";
import type { AllgatherPlan, AllgatherPlanTask, Model, Stage } from "./scenario";

/**
 * Timed sends, stored flat: per ordered pair a linked list of the sends not yet received. Pairs are
 * keyed receiver-major (j·n + i for i → j), so a receiver's pairs lie together.
 */
class SendLog {
  readonly arrival: Float64Array;
  readonly next: Int32Array;
  /** The data of each send, when kept (plan and steps). */
  readonly messages: (readonly number[])[] = [];
  private size = 0;
  /** First send of the pair not yet received (-1: none); last send of the pair. */
  readonly head: Int32Array;
  readonly tail: Int32Array;

  constructor(n: number, capacity: number) {
    this.arrival = new Float64Array(capacity);
    this.next = new Int32Array(capacity);
    this.head = new Int32Array(n * n).fill(-1);
    this.tail = new Int32Array(n * n).fill(-1);
  }

  /** Appends a send on pair `key`; true when it is now the pair's first unreceived send. */
  add(key: number, arrival: number): boolean {
    const id = this.size++;
    this.arrival[id] = arrival;
    this.next[id] = -1;
    const last = this.tail[key] as number;
    if (last >= 0) this.next[last] = id;
    this.tail[key] = id;
    if (this.head[key] === -1) {
      this.head[key] = id;
      return true;
    }
    return false;
  }

  /** Marks the pair's first unreceived send received; returns it. */
  take(key: number): number {
    const id = this.head[key] as number;
    this.head[key] = this.next[id] as number;
    if (this.head[key] === -1) this.tail[key] = -1;
    return id;
  }
}

/**
 * Above this many receives the candidates are not recorded (a 256-node simultaneous broadcast has
 * 65 280 decisions: step-through teaching has no use for them, and they would weigh tens of MB).
 */
export const EXPLAIN_RECEIVE_LIMIT = 5000;

/** Receive slots in a draft (the decisions it will take). */
export function receiveCount(draft: Draft): number {
  let count = 0;
  for (const groups of draft.groups) for (const g of groups) count += g.length;
  return count;
}

/** A node the draft has no list for. */
const NO_TASKS: NodeDraft = { ops: [], args: [], messages: [], stages: [] };

/** Send tasks in a draft. */
function sendCount(draft: Draft): number {
  let count = 0;
  for (const d of draft.nodes) for (const op of d.ops) if (op === SEND) count++;
  return count;
}

export interface Resolved {
  readonly plan: AllgatherPlan;
  /** One per receive, in decision order; `complete` is the predicted end of the receive. */
  readonly steps: readonly Step[];
  readonly makespan: number;
}

/**
 * Runs the draft with first-come-first-served receives. A node's slots must use its groups in order
 * (all slots of group g before those of g+1), as the drafts of this folder do. Throws PlanError if
 * receivers would wait forever.
 */
export function resolveFcfs(
  model: Model,
  draft: Draft,
  options: { explain?: RunContext["explain"]; ctx?: RunContext; makespanOnly?: boolean } = {},
): Resolved {
  const { n, tEnd, tRecv } = model;
  const keep = options.makespanOnly !== true;
  const explain = keep && options.explain !== false && receiveCount(draft) <= EXPLAIN_RECEIVE_LIMIT;
  const explained: RunContext = { explain: options.explain ?? true };
  const cancelled = options.ctx?.cancelled;
  const tasks = draft.nodes;
  const ptr = new Int32Array(n);
  const clock = new Float64Array(n);
  const posted = new Float64Array(n);
  const waiting = new Uint8Array(n);
  const done = new Uint8Array(n);
  const started = new Uint8Array(n);
  const group = new Int32Array(n).fill(-1);
  /** inGroup[x·n + s] = g while s is an untaken sender of x's active group g, else -1. */
  const inGroup = new Int32Array(n * n).fill(-1);
  const pools: MinHeap[] = Array.from({ length: n }, () => new MinHeap(16));
  const log = new SendLog(n, sendCount(draft));
  const out: AllgatherPlanTask[][] = Array.from({ length: n }, () => []);
  const steps: Step[] = [];
  const queue = new MinHeap(16);
  let makespan = 0;
  let events = 0;

  const activate = (node: number, g: number): void => {
    const old = group[node] as number;
    if (g < old) throw new Error(`draft: P${node} uses its receive group ${g} after group ${old}`);
    for (const s of draft.groups[node]?.[old] ?? []) inGroup[node * n + s] = -1;
    const pool = pools[node] as MinHeap;
    pool.clear();
    group[node] = g;
    for (const s of draft.groups[node]?.[g] ?? []) {
      inGroup[node * n + s] = g;
      const head = log.head[node * n + s] as number;
      if (head >= 0) pool.push(log.arrival[head] as number, s);
    }
  };

  const wait = (node: number, g: number): void => {
    if (group[node] !== g) activate(node, g);
    waiting[node] = 1;
    posted[node] = clock[node] as number;
    const first = (pools[node] as MinHeap).topKey();
    if (first < Infinity) queue.push(Math.max(posted[node] as number, first), node);
  };

  /** Runs the node's sends until its next receive slot (or the end of its list). */
  const run = (node: number): void => {
    const { ops, args, messages, stages } = tasks[node] ?? NO_TASKS;
    const length = ops.length;
    const tSend = model.tSend[node] as number;
    let pos = ptr[node] as number;
    let clockNow = clock[node] as number;
    for (; pos < length && ops[pos] === SEND; pos++) {
      const start = clockNow;
      const peer = args[pos] as number;
      const arrival = start + (tEnd[node * n + peer] as number) - (tRecv[peer] as number);
      const isHead = log.add(peer * n + node, arrival);
      if (keep) {
        log.messages.push(messages[pos] as readonly number[]);
        out[node]?.push({
          op: "send",
          peer,
          messages: messages[pos] as number[],
          stage: stages[pos] as Stage,
        });
      }
      if (isHead && group[peer] !== -1 && inGroup[peer * n + node] === group[peer]) {
        const pool = pools[peer] as MinHeap;
        const before = pool.topKey();
        pool.push(arrival, node);
        if (waiting[peer] && arrival < before) {
          queue.push(Math.max(posted[peer] as number, arrival), peer);
        }
      }
      clockNow = start + tSend;
      if (clockNow > makespan) makespan = clockNow;
    }
    clock[node] = clockNow;
    ptr[node] = pos;
    if (pos === length) done[node] = 1;
    else wait(node, args[pos] as number);
  };

  /** The message to take: the earliest arrival; arrivals equal within the tolerance go to the lower sender. */
  const pick = (pool: MinHeap): number => {
    const time = pool.topKey();
    const first = pool.topId();
    pool.pop();
    if (pool.size === 0 || !approxEqual(pool.topKey(), time)) return first;
    const tied: { time: number; node: number }[] = [{ time, node: first }];
    while (pool.size > 0 && approxEqual(pool.topKey(), time)) {
      tied.push({ time: pool.topKey(), node: pool.topId() });
      pool.pop();
    }
    let best = tied[0] as { time: number; node: number };
    for (const t of tied) if (t.node < best.node) best = t;
    for (const t of tied) if (t !== best) pool.push(t.time, t.node);
    return best.node;
  };

  const candidatesOf = (node: number, pool: MinHeap): Candidate[] => {
    const list: Candidate[] = [];
    for (let e = 0; e < pool.size; e++) {
      const arrival = pool.keyAt(e);
      const sender = pool.idAt(e);
      // Sec. 4.1: first come, first served — the score is the message's arrival in the buffer.
      list.push(
        scoredCandidate(
          sender,
          node,
          log.messages[log.head[node * n + sender] as number]?.[0] ?? sender,
          [{ name: "arrival", value: arrival }],
          "arrival",
        ),
      );
      if (list.length > 4 * MAX_CANDIDATES) {
        list.sort((a, b) => compareTimes(a.score, b.score) || a.sender - b.sender);
        list.length = MAX_CANDIDATES;
      }
    }
    list.sort((a, b) => compareTimes(a.score, b.score) || a.sender - b.sender);
    return list.slice(0, MAX_CANDIDATES);
  };

  /** At time t, a waiting node takes the message that came in first, if one is there by t. */
  const decide = (node: number, t: number): void => {
    if (t < (posted[node] as number)) return;
    const pool = pools[node] as MinHeap;
    const first = pool.topKey();
    if (first === Infinity || !lessOrClose(first, t)) return;
    const d = tasks[node] ?? NO_TASKS;
    const pos = ptr[node] as number;
    if (d.ops[pos] !== RECV) return;
    const stage = d.stages[pos] as Stage;
    const weighed = pool.size;
    // The decision's index is the next step's (steps are pushed one per decision, below).
    const candidates =
      explain && explainsDecision(explained, steps.length) ? candidatesOf(node, pool) : undefined;
    const sender = pick(pool);
    const rec = log.take(node * n + sender);
    const arrival = log.arrival[rec] as number;
    inGroup[node * n + sender] = -1;
    const start = Math.max(posted[node] as number, arrival);
    const end = start + (model.tRecv[node] as number);
    if (keep) {
      out[node]?.push({ op: "recv", peer: sender, stage });
      steps.push({
        sender,
        receiver: node,
        message: log.messages[rec]?.[0] as number,
        complete: end,
        rule: weighed > 1 ? `first come, first served (${stage})` : `only one was due (${stage})`,
        ...(candidates ? { candidates } : {}),
      });
    }
    waiting[node] = 0;
    clock[node] = end;
    makespan = Math.max(makespan, end);
    ptr[node] = pos + 1;
    run(node);
  };

  for (let i = 0; i < n; i++) queue.push(0, i);
  while (queue.size > 0) {
    if ((++events & 4095) === 0 && cancelled?.()) throw new RunCancelled();
    const time = queue.topKey();
    const node = queue.topId();
    queue.pop();
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
        `P${i} waits forever at its ${ordinal((ptr[i] as number) + 1)} task (a receive nobody sends to it): the draft is inconsistent`,
      );
    }
  }
  return {
    plan: { algorithm: draft.algorithm, clusters: draft.clusters.map((c) => c.slice()), tasks: out },
    steps,
    makespan,
  };
}
