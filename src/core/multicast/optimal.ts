// Algorithm `optimal` for multiple multicast (Wu–Yeh–Liu): the exact optimum of small instances by
// branch and bound (src/core/optimal-search.ts), not a heuristic of the paper.
//
// Why the search space holds an optimum. In the model of Sec. 2–3.1 (Eq. 1–6) a schedule is, per node,
// an ordered task list (TaskList_i) of sends (busy S(i, l_k), non-blocking) and receives (busy
// R(j, l_k), starting at max(posted, arrival), arrival = send start + S + X(i, j)·l_k); a node relays
// m_k only after receiving it, and only nodes of D_k ∪ {source} relay (Sec. 3.1). Timing the lists
// (src/core/multicast/replay.ts) starts every task as early as its list and its message allow: the
// schedule is semi-active, and since the makespan is regular, some optimal schedule is the timing of
// some set of lists. Take that schedule and list all its tasks by start time (a send before its
// receive and a receive before the relay it feeds, both of which start no earlier). Appending the
// tasks in that order, each at its earliest start after the tasks already on its node, rebuilds
// exactly that schedule. So the search appends one task at a time — a send i → j of m_k by a node that
// holds m_k to a destination that has no sender yet, or the receive of a message already sent — at its
// earliest start, and only tasks that start no earlier than the previous one (start-time order): every
// semi-active schedule, the optimum among them, is reached by one sequence, and the monotone order
// removes the interleavings that reach the same schedule. Orders that tie reach the same partial state
// and are cut by the memo: its key (free time of every node, who holds or awaits which message and
// when, the last start) is everything the rest of the search depends on.
//
// The bound at a node: every remaining task starts at or after the last start and its node's free
// time; per message, a Dijkstra over D_k ∪ {source} from the current holders gives the earliest time
// each destination can begin receiving it (the Sec. 3.2 earliest-reach, from the partial schedule);
// per destination, its receives cannot overlap (Eq. 4), so one machine with those release dates,
// served in release order, finishes no earlier than the bound. At the root this is the Sec. 3.2
// lower bound (src/core/multicast/lower-bound.ts, release-date reading). Added on that machine: when
// only the source holds m_k and no send of m_k is placed yet, the source must still send m_k
// once (S(source, l_k) of its time, from when it is free), so that send is one more job. The bound
// stops early once it reaches the incumbent (the child is pruned whatever its exact value).
//
// Chosen over a MILP (HiGHS compiled to WebAssembly): see docs/architecture.md, "The exact optimum".
import { issue } from "../scenario/errors";
import type { PlanOutcome, RunContext } from "../family";
import { branchAndBound, sizeLimitMessage, type SearchProblem } from "../optimal-search";
import type { Step } from "../schedule/types";
import { approxEqual, lessOrClose } from "../tolerance";
import { lowerBound } from "./lower-bound";
import { buildModel, wireTime, type MulticastModel } from "./model";
import { replay } from "./replay";
import type { MulticastPlan, MulticastPlanTask, MulticastScenario } from "./scenario";

/** The largest instance `optimal` takes: Σ_k |D_k| receives (the search's depth is twice that). */
export const MULTICAST_OPTIMAL_LIMIT = 10;

/** A heuristic of the family, to seed the incumbent. */
export interface SeedHeuristic {
  readonly id: string;
  readonly run: (s: MulticastScenario, ctx: RunContext) => PlanOutcome<MulticastPlan>;
}

interface Decision {
  readonly send: boolean;
  readonly i: number;
  readonly j: number;
  readonly k: number;
  readonly start: number;
  readonly end: number;
  /** Before applying: the node's free time, the last start. */
  prevAvail: number;
  prevLast: number;
}

interface Solution {
  readonly plan: MulticastPlan;
  readonly steps: readonly Step[];
}

/** The rule of the optimum's steps (the Eq. 10 check of validate.ts reads heuristics' steps only). */
export const OPTIMAL_RULE = "optimal (branch and bound)";

/** The branch-and-bound state over one scenario's model. */
class MulticastSearch implements SearchProblem<Decision> {
  readonly avail: Float64Array;
  /** holds[k·n + j]: j has m_k (source, or its receive is placed). */
  readonly holds: Uint8Array;
  /** assigned[k·n + j]: a send of m_k to j is placed. */
  readonly assigned: Uint8Array;
  /** arrival[k·n + j] and sender of a placed send. */
  readonly arrival: Float64Array;
  readonly from: Int32Array;
  readonly lists: TimedTask[][];
  readonly steps: Step[] = [];
  lastStart = 0;
  receivesLeft: number;
  private readonly members: Int32Array[];
  private readonly ready: Float64Array;
  private readonly begin: Float64Array;
  private readonly done: Uint8Array;
  /** Per node j, the jobs of the machine bound (pending receives, a forced send) at [j·2m + x], x < relCount[j]. */
  private readonly relStart: Float64Array;
  private readonly relDur: Float64Array;
  private readonly relCount: Int32Array;

  constructor(readonly model: MulticastModel) {
    const { n, m } = model;
    this.avail = new Float64Array(n);
    this.holds = new Uint8Array(m * n);
    this.assigned = new Uint8Array(m * n);
    this.arrival = new Float64Array(m * n);
    this.from = new Int32Array(m * n).fill(-1);
    this.lists = Array.from({ length: n }, () => []);
    for (let k = 0; k < m; k++) this.holds[k * n + (model.source[k] as number)] = 1;
    this.receivesLeft = model.totalReceives;
    this.members = [];
    for (let k = 0; k < m; k++) {
      this.members.push(
        Int32Array.from([model.source[k] as number, ...(model.destinations[k] as Int32Array)]),
      );
    }
    this.ready = new Float64Array(n);
    this.begin = new Float64Array(n);
    this.done = new Uint8Array(n);
    this.relStart = new Float64Array(n * 2 * m);
    this.relDur = new Float64Array(n * 2 * m);
    this.relCount = new Int32Array(n);
  }

  complete(): boolean {
    return this.receivesLeft === 0;
  }

  value(): number {
    let v = 0;
    for (const a of this.avail) v = Math.max(v, a);
    return v;
  }

  children(): Decision[] {
    const { n, m, sendCost, recvCost } = this.model;
    const out: Decision[] = [];
    for (let k = 0; k < m; k++) {
      const dests = this.model.destinations[k] as Int32Array;
      for (const j of dests) {
        const at = k * n + j;
        if (this.holds[at] || !this.assigned[at]) continue;
        const start = Math.max(this.avail[j] as number, this.arrival[at] as number);
        if (!lessOrClose(this.lastStart, start)) continue;
        const end = start + (recvCost[j * m + k] as number);
        out.push({ send: false, i: this.from[at] as number, j, k, start, end, prevAvail: 0, prevLast: 0 });
      }
      for (const i of this.members[k] as Int32Array) {
        if (!this.holds[k * n + i]) continue;
        const start = this.avail[i] as number;
        if (!lessOrClose(this.lastStart, start)) continue;
        const end = start + (sendCost[i * m + k] as number);
        for (const j of dests) {
          if (this.assigned[k * n + j]) continue;
          out.push({ send: true, i, j, k, start, end, prevAvail: 0, prevLast: 0 });
        }
      }
    }
    return out;
  }

  apply(d: Decision): void {
    const { n } = this.model;
    const at = d.k * n + d.j;
    d.prevLast = this.lastStart;
    this.lastStart = d.start;
    if (d.send) {
      d.prevAvail = this.avail[d.i] as number;
      this.avail[d.i] = d.end;
      this.assigned[at] = 1;
      this.from[at] = d.i;
      this.arrival[at] = d.end + wireTime(this.model, d.i, d.j, d.k);
      const arrival = this.arrival[at] as number;
      (this.lists[d.i] as TimedTask[]).push({
        op: "send",
        peer: d.j,
        message: d.k,
        start: d.start,
        end: d.end,
        arrival,
      });
    } else {
      d.prevAvail = this.avail[d.j] as number;
      this.avail[d.j] = d.end;
      this.holds[at] = 1;
      this.receivesLeft--;
      const arrival = this.arrival[at] as number;
      (this.lists[d.j] as TimedTask[]).push({
        op: "recv",
        peer: d.i,
        message: d.k,
        start: d.start,
        end: d.end,
        arrival,
      });
      this.steps.push({ sender: d.i, receiver: d.j, message: d.k, complete: d.end, rule: OPTIMAL_RULE });
    }
  }

  undo(d: Decision): void {
    const { n } = this.model;
    const at = d.k * n + d.j;
    this.lastStart = d.prevLast;
    if (d.send) {
      this.avail[d.i] = d.prevAvail;
      this.assigned[at] = 0;
      this.from[at] = -1;
      (this.lists[d.i] as TimedTask[]).pop();
    } else {
      this.avail[d.j] = d.prevAvail;
      this.holds[at] = 0;
      this.receivesLeft++;
      (this.lists[d.j] as TimedTask[]).pop();
      this.steps.pop();
    }
  }

  order(d: Decision): number {
    // Earlier starts first; at equal bound, a receive before a send.
    return d.start * 2 + (d.send ? 1 : 0);
  }

  bound(cutoff = Infinity): number {
    const { n, m, sendCost, recvCost } = this.model;
    const { avail, holds, assigned, ready, begin, done, relStart, relDur, relCount } = this;
    const last = this.lastStart;
    let lb = this.value();
    if (lb >= cutoff) return lb;
    relCount.fill(0);
    for (let k = 0; k < m; k++) {
      const members = this.members[k] as Int32Array;
      let missing = 0;
      let holders = 0;
      let unsent = 0;
      for (const u of members) {
        const at = k * n + u;
        done[u] = 0;
        if (holds[at]) {
          ready[u] = Math.max(avail[u] as number, last);
          holders++;
        } else {
          missing++;
          if (!assigned[at]) unsent++;
          if (assigned[at]) {
            const st = Math.max(this.arrival[at] as number, avail[u] as number, last);
            begin[u] = st;
            ready[u] = st + (recvCost[u * m + k] as number);
          } else ready[u] = Infinity;
        }
      }
      if (missing === 0) continue;
      // Only the source holds m_k and no send of it is placed yet: the source's machine has one more
      // send of m_k to do, released when it is free (a job for the machine bound below).
      if (holders === 1 && unsent > 0 && unsent === missing) {
        const src = this.model.source[k] as number;
        this.addJob(src, Math.max(avail[src] as number, last), sendCost[src * m + k] as number);
      }
      for (;;) {
        let u = -1;
        for (const v of members) {
          if (!done[v] && (u < 0 || (ready[v] as number) < (ready[u] as number))) u = v;
        }
        if (u < 0 || ready[u] === Infinity) break;
        done[u] = 1;
        const t = (ready[u] as number) + (sendCost[u * m + k] as number);
        for (const v of members) {
          const at = k * n + v;
          if (done[v] || holds[at] || assigned[at]) continue;
          const st = Math.max(t + wireTime(this.model, u, v, k), avail[v] as number, last);
          const e = st + (recvCost[v * m + k] as number);
          if (e < (ready[v] as number)) {
            ready[v] = e;
            begin[v] = st;
          }
        }
      }
      for (const v of members) {
        if (holds[k * n + v]) continue;
        this.addJob(v, begin[v] as number, recvCost[v * m + k] as number);
        if ((ready[v] as number) > lb) {
          lb = ready[v] as number;
          if (lb >= cutoff) return lb;
        }
      }
    }
    // Per destination, its receives in release order on one machine (Eq. 4).
    for (let j = 0; j < n; j++) {
      const count = relCount[j] as number;
      if (count === 0) continue;
      const base = j * 2 * m;
      let t = -Infinity;
      for (let x = 0; x < count; x++)
        t = Math.max(t, relStart[base + x] as number) + (relDur[base + x] as number);
      if (t > lb) {
        lb = t;
        if (lb >= cutoff) return lb;
      }
    }
    return lb;
  }

  /** Adds a job (release, duration) to node j's machine, kept in release order (no allocation). */
  private addJob(j: number, release: number, duration: number): void {
    const { relStart, relDur, relCount } = this;
    let x = relCount[j] as number;
    relCount[j] = x + 1;
    const base = j * 2 * this.model.m;
    while (x > 0 && (relStart[base + x - 1] as number) > release) {
      relStart[base + x] = relStart[base + x - 1] as number;
      relDur[base + x] = relDur[base + x - 1] as number;
      x--;
    }
    relStart[base + x] = release;
    relDur[base + x] = duration;
  }

  key(): string {
    const { n, m } = this.model;
    const parts: string[] = [String(this.lastStart)];
    for (let j = 0; j < n; j++) parts.push(String(this.avail[j]));
    for (let x = 0; x < m * n; x++) {
      if (this.holds[x]) parts.push("h");
      else if (this.assigned[x]) parts.push(`a${this.arrival[x]}`);
      else parts.push("-");
    }
    return parts.join(",");
  }

  snapshot(): Solution {
    const tasks = this.lists.map((l) => l.map(({ op, peer, message }) => ({ op, peer, message })));
    return { plan: { tasks }, steps: decisionOrder(this.model.n, this.lists, this.steps) };
  }
}

/** A task of the plan being built, with its times (start, end; a receive's arrival). */
interface TimedTask extends MulticastPlanTask {
  readonly start: number;
  readonly end: number;
  readonly arrival: number;
}

/**
 * The plan's deliveries as decisions, in an order where every task placed before a receive on its
 * node belongs to an earlier decision, as in the heuristics (the Sec. 5 check of
 * src/core/multicast/validate.ts reads the order: a send decided after a receive but placed before it
 * must not delay it, Eq. 10). When the lists cross (two nodes each send before receiving the other's
 * message) no order has that property; the next decision is then one whose receive is not delayed by
 * the later-decided tasks just before it, so the check still holds.
 */
export function decisionOrder(n: number, lists: readonly TimedTask[][], steps: readonly Step[]): Step[] {
  const id = (k: number, j: number) => k * n + j;
  const index = new Map<number, number>();
  steps.forEach((st, d) => index.set(id(st.message, st.receiver), d));
  const decisionOf = (node: number, t: TimedTask) =>
    index.get(t.op === "send" ? id(t.message, t.peer) : id(t.message, node)) as number;
  /** Where each decision's receive is: lane and position. */
  const lane = new Int32Array(steps.length);
  const pos = new Int32Array(steps.length);
  lists.forEach((list, node) =>
    list.forEach((t, p) => {
      if (t.op !== "recv") return;
      const d = decisionOf(node, t);
      lane[d] = node;
      pos[d] = p;
    }),
  );
  const placed = new Uint8Array(steps.length);
  /** Whether d's receive may be decided now: the later-decided tasks just before it do not delay it. */
  const allowed = (d: number, strict: boolean): boolean => {
    const node = lane[d] as number;
    const list = lists[node] as TimedTask[];
    let p = pos[d] as number;
    const r = list[p] as TimedTask;
    while (p > 0 && !placed[decisionOf(node, list[p - 1] as TimedTask)]) {
      if (strict) return false;
      p--;
    }
    if (p === pos[d]) return true;
    const before = p > 0 ? (list[p - 1] as TimedTask).end : 0;
    return approxEqual(r.start, Math.max(r.arrival, before));
  };
  const out: Step[] = [];
  while (out.length < steps.length) {
    let pick = -1;
    for (const strict of [true, false]) {
      for (let d = 0; d < steps.length && pick < 0; d++) {
        if (placed[d]) continue;
        let ready = allowed(d, strict);
        if (strict && ready) {
          const list = lists[lane[d] as number] as TimedTask[];
          for (let p = 0; p < (pos[d] as number) && ready; p++) {
            if (!placed[decisionOf(lane[d] as number, list[p] as TimedTask)]) ready = false;
          }
        }
        if (ready) pick = d;
      }
      if (pick >= 0) break;
    }
    if (pick < 0) pick = placed.indexOf(0);
    placed[pick] = 1;
    out.push(steps[pick] as Step);
  }
  return out;
}

/**
 * The optimum plan of a small multicast scenario (or, at the time limit, the best found), with
 * `optimality` in the run's details. Refuses past MULTICAST_OPTIMAL_LIMIT receives.
 */
export function optimalMulticast(
  s: MulticastScenario,
  ctx: RunContext,
  heuristics: readonly SeedHeuristic[],
  nodeLimit?: number,
  /** The size limit (bench/optimal.ts measures past the app's). */
  sizeLimit: number = MULTICAST_OPTIMAL_LIMIT,
): PlanOutcome<MulticastPlan> {
  const model = buildModel(s);
  if (model.totalReceives > sizeLimit) {
    throw issue(
      "multicasts",
      sizeLimitMessage("multicast", sizeLimit, "receives (Σ|D_k|)", model.totalReceives),
    );
  }
  let seed: { solution: Solution; makespan: number; by: string } | undefined;
  for (const h of heuristics) {
    const out = h.run(s, { explain: false, ...(ctx.cancelled ? { cancelled: ctx.cancelled } : {}) });
    const makespan = replay(s, out.plan, h.id, out.steps).schedule.makespan;
    if (!seed || makespan < seed.makespan) {
      seed = { solution: { plan: out.plan, steps: out.steps }, makespan, by: h.id };
    }
  }
  if (!seed) throw new Error("optimal needs at least one heuristic to seed its incumbent");
  const search = new MulticastSearch(model);
  const { best, optimality } = branchAndBound(search, {
    seed,
    knownBound: lowerBound(s, model),
    snapshot: () => search.snapshot(),
    ctx,
    ...(nodeLimit !== undefined ? { nodeLimit } : {}),
  });
  return { plan: best.plan, steps: best.steps, details: { optimality } };
}
