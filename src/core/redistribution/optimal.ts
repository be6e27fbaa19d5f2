// Algorithm `optimal` for block-cyclic redistribution (Bhat et al.): the exact optimum of small
// instances by branch and bound (src/core/optimal-search.ts), not an algorithm of the paper.
//
// Why the search space holds an optimum. In the model of Sec. 4.1 a plan is each sender's order of its
// receivers R_i; a free sender asks its next receiver, which serves requests first come, first served,
// and the event then occupies both for C_ij (src/core/redistribution/simulate.ts). The simulator
// serves requests in nondecreasing time, the earliest free sender first (ties by lower index, as
// docs/cost-models.md reads Sec. 4.3), so the timing of a plan is a sequence of events whose sender is
// forced by the times and whose receiver is the next one in that sender's list. The search follows the
// simulator: at each event the forced sender picks which of its remaining receivers comes next, at
// max(sender free, receiver free). Each path is one plan and every plan is one path: the search ranges
// over exactly the schedules the model admits, the optimum among them. The memo's key (every sender's
// and receiver's free time and what each sender has left) is everything the rest depends on, so plans
// that reach the same state by other orders are cut.
//
// The bound at a node: a sender cannot finish before its free time plus what it still has to send; a
// receiver cannot finish before the earliest time one of its remaining senders or it is free, plus
// what it still has to receive — the Sec. 4.2 row and column bound from the partial schedule.
//
// Chosen over a MILP (HiGHS compiled to WebAssembly): see docs/architecture.md, "The exact optimum".
import type { PlanOutcome, RunContext } from "../family";
import { branchAndBound, sizeLimitMessage, type SearchProblem } from "../optimal-search";
import { issue } from "../scenario/errors";
import type { Step } from "../schedule/types";
import type { CommunicationMatrix } from "./matrix";
import type { RedistributionPlan } from "./scenario";
import { earliestByScan } from "./sender-queue";
import { timeSendOrders } from "./simulate";

/** The largest instance `optimal` takes: network messages Σ|R_i|. */
export const REDISTRIBUTION_OPTIMAL_LIMIT = 64;

export const REDISTRIBUTION_OPTIMAL_RULE = "optimal (branch and bound)";

export interface RedistributionSeedHeuristic {
  readonly id: string;
  readonly run: (m: CommunicationMatrix, ctx: RunContext) => PlanOutcome<RedistributionPlan>;
}

interface Event {
  readonly i: number;
  readonly j: number;
  readonly end: number;
  prevSend: number;
  prevRecv: number;
}

interface Solution {
  readonly plan: RedistributionPlan;
  readonly steps: readonly Step[];
}

class RedistributionSearch implements SearchProblem<Event> {
  readonly sendFree: Float64Array;
  readonly recvFree: Float64Array;
  /** left[i]: messages sender i still has; pending[i·P + j] = 1 while j ∈ R_i is unsent. */
  readonly left: Int32Array;
  readonly pending: Uint8Array;
  readonly sendLeft: Float64Array;
  readonly recvLeft: Float64Array;
  readonly sends: number[][];
  readonly steps: Step[] = [];
  remaining: number;

  constructor(readonly m: CommunicationMatrix) {
    const P = m.processors;
    this.sendFree = new Float64Array(P);
    this.recvFree = new Float64Array(P);
    this.left = new Int32Array(P);
    this.pending = new Uint8Array(P * P);
    this.sendLeft = new Float64Array(P);
    this.recvLeft = new Float64Array(P);
    this.sends = Array.from({ length: P }, () => []);
    this.remaining = 0;
    for (let i = 0; i < P; i++) {
      for (const j of m.receivers[i] ?? []) {
        this.pending[i * P + j] = 1;
        this.left[i] = (this.left[i] as number) + 1;
        const c = m.cost[i * P + j] as number;
        this.sendLeft[i] = (this.sendLeft[i] as number) + c;
        this.recvLeft[j] = (this.recvLeft[j] as number) + c;
        this.remaining++;
      }
    }
  }

  complete(): boolean {
    return this.remaining === 0;
  }

  value(): number {
    let v = 0;
    for (let i = 0; i < this.m.processors; i++) {
      v = Math.max(v, this.sendFree[i] as number, this.recvFree[i] as number);
    }
    return v;
  }

  children(): Event[] {
    const P = this.m.processors;
    const i = earliestByScan(this.sendFree, this.left);
    if (i < 0) return [];
    const out: Event[] = [];
    const free = this.sendFree[i] as number;
    for (let j = 0; j < P; j++) {
      if (!this.pending[i * P + j]) continue;
      const end = Math.max(free, this.recvFree[j] as number) + (this.m.cost[i * P + j] as number);
      out.push({ i, j, end, prevSend: 0, prevRecv: 0 });
    }
    return out;
  }

  apply(e: Event): void {
    const P = this.m.processors;
    const c = this.m.cost[e.i * P + e.j] as number;
    e.prevSend = this.sendFree[e.i] as number;
    e.prevRecv = this.recvFree[e.j] as number;
    this.sendFree[e.i] = e.end;
    this.recvFree[e.j] = e.end;
    this.pending[e.i * P + e.j] = 0;
    this.left[e.i] = (this.left[e.i] as number) - 1;
    this.sendLeft[e.i] = (this.sendLeft[e.i] as number) - c;
    this.recvLeft[e.j] = (this.recvLeft[e.j] as number) - c;
    this.remaining--;
    (this.sends[e.i] as number[]).push(e.j);
    this.steps.push({
      sender: e.i,
      receiver: e.j,
      message: 0,
      complete: e.end,
      rule: REDISTRIBUTION_OPTIMAL_RULE,
    });
  }

  undo(e: Event): void {
    const P = this.m.processors;
    const c = this.m.cost[e.i * P + e.j] as number;
    this.sendFree[e.i] = e.prevSend;
    this.recvFree[e.j] = e.prevRecv;
    this.pending[e.i * P + e.j] = 1;
    this.left[e.i] = (this.left[e.i] as number) + 1;
    this.sendLeft[e.i] = (this.sendLeft[e.i] as number) + c;
    this.recvLeft[e.j] = (this.recvLeft[e.j] as number) + c;
    this.remaining++;
    (this.sends[e.i] as number[]).pop();
    this.steps.pop();
  }

  order(e: Event): number {
    return e.end;
  }

  bound(): number {
    const P = this.m.processors;
    let lb = this.value();
    for (let i = 0; i < P; i++) {
      if ((this.left[i] as number) > 0) {
        lb = Math.max(lb, (this.sendFree[i] as number) + (this.sendLeft[i] as number));
      }
    }
    for (let j = 0; j < P; j++) {
      if (!((this.recvLeft[j] as number) > 0)) continue;
      let first = Infinity;
      for (let i = 0; i < P; i++) {
        if (this.pending[i * P + j]) first = Math.min(first, this.sendFree[i] as number);
      }
      if (first === Infinity) continue;
      lb = Math.max(lb, Math.max(first, this.recvFree[j] as number) + (this.recvLeft[j] as number));
    }
    return lb;
  }

  key(): string {
    const P = this.m.processors;
    const parts: string[] = [];
    for (let i = 0; i < P; i++) parts.push(String(this.sendFree[i]), String(this.recvFree[i]));
    let bits = "";
    for (let x = 0; x < P * P; x++) bits += this.pending[x] ? "1" : "0";
    parts.push(bits);
    return parts.join(",");
  }

  snapshot(): Solution {
    return { plan: { sends: this.sends.map((l) => l.slice()) }, steps: this.steps.slice() };
  }
}

/** The makespan the simulator gives a plan (the latest event end). */
export function redistributionMakespan(m: CommunicationMatrix, plan: RedistributionPlan): number {
  let v = 0;
  for (const e of timeSendOrders(m.processors, m.cost, plan.sends)) v = Math.max(v, e.end);
  return v;
}

/** The optimum send orders of a small redistribution (or the best found at the limit), with `optimality`. */
export function optimalRedistribution(
  m: CommunicationMatrix,
  ctx: RunContext,
  heuristics: readonly RedistributionSeedHeuristic[],
  nodeLimit?: number,
): PlanOutcome<RedistributionPlan> {
  const messages = m.receivers.reduce((sum, r) => sum + r.length, 0);
  if (messages > REDISTRIBUTION_OPTIMAL_LIMIT) {
    throw issue(
      "processors",
      sizeLimitMessage("redistribution", REDISTRIBUTION_OPTIMAL_LIMIT, "network messages (Σ|R_i|)", messages),
    );
  }
  let seed: { solution: Solution; makespan: number; by: string } | undefined;
  for (const h of heuristics) {
    const out = h.run(m, { explain: false, ...(ctx.cancelled ? { cancelled: ctx.cancelled } : {}) });
    const makespan = redistributionMakespan(m, out.plan);
    if (!seed || makespan < seed.makespan) {
      seed = { solution: { plan: out.plan, steps: out.steps }, makespan, by: h.id };
    }
  }
  if (!seed) throw new Error("optimal needs at least one heuristic to seed its incumbent");
  const search = new RedistributionSearch(m);
  const { best, optimality } = branchAndBound(search, {
    seed,
    knownBound: m.lowerBound,
    snapshot: () => search.snapshot(),
    ctx,
    ...(nodeLimit !== undefined ? { nodeLimit } : {}),
  });
  return { plan: best.plan, steps: best.steps, details: { optimality } };
}
