// The receiver-based heuristics of Wu–Yeh–Liu Sec. 4.3–4.4 (WR, EAF, RR, RRS) and their preemptive
// versions of Sec. 5 (WRP, EAFP, RRP, RRSP): a rule picks the receiver P_j (the one thing that differs
// between them, in each heuristic's own file); then, "by the earliest-completion-first principle", the
// message k ∈ SR_j and the sender i ∈ A_k whose task (send, i, j, k) completes first (Eq. 6). Ties: the
// lowest message, then the sender that joined A_k first (DESIGN.md).
//
// As the paper suggests (Sec. 4.3), each receiver's messages are kept sorted by receive cost
// R(j, l_k) (i.e. by length), ties by index: a message can never complete before Avail_j + R(j, l_k), so the
// scan stops as soon as that floor passes the best completion found; each pair's earliest completion
// comes from the incremental SlotCache.
import type { PlanOutcome, RunContext } from "../../family";
import type { Step } from "../../schedule/types";
import { approxEqual } from "../../tolerance";
import { buildModel, type MulticastModel } from "../model";
import type { MulticastPlan, MulticastScenario } from "../scenario";
import { DecisionClock, TopCandidates, tieLimit } from "./explain";
import { MulticastSets } from "./sets";
import { SlotCache } from "./slots";
import { Timeline } from "./timeline";

/** What a receiver rule may read. */
export interface ReceiverState {
  readonly model: MulticastModel;
  readonly timeline: Timeline;
  readonly sets: MulticastSets;
  readonly scenario: MulticastScenario;
}

/** A decision just made. */
export interface Decision {
  readonly sender: number;
  readonly receiver: number;
  readonly message: number;
  readonly complete: number;
}

/** How a heuristic picks the next receiver among the nodes whose SR_j is not empty. */
export interface ReceiverRule {
  next(): number;
  /** Why `receiver` was picked, in a few words (only asked when explaining). */
  explain(receiver: number): string;
  /** Called after each decision. */
  update(d: Decision): void;
  /** The rule's name for steps when not explaining. */
  readonly label: string;
}

/** Messages still to receive, per receiver, in order of (R(j, l_k), k), with O(1) removal. */
class ReceiveQueues {
  private readonly order: readonly Int32Array[];
  /** Linked positions; position `length` is the end marker. */
  private readonly next: readonly Int32Array[];
  private readonly prev: readonly Int32Array[];
  private readonly first: Int32Array;
  private readonly position: Int32Array;
  private readonly m: number;

  constructor(model: MulticastModel) {
    this.m = model.m;
    this.position = new Int32Array(model.n * model.m).fill(-1);
    this.order = model.messagesOf.map((list, j) => {
      const base = j * model.m;
      const sorted = Int32Array.from(list).sort(
        (a, b) => (model.recvCost[base + a] as number) - (model.recvCost[base + b] as number) || a - b,
      );
      sorted.forEach((k, p) => (this.position[base + k] = p));
      return sorted;
    });
    this.next = this.order.map((o) => {
      const next = new Int32Array(o.length + 1);
      for (let p = 0; p <= o.length; p++) next[p] = p + 1;
      return next;
    });
    this.prev = this.order.map((o) => {
      const prev = new Int32Array(o.length + 1);
      for (let p = 0; p <= o.length; p++) prev[p] = p - 1;
      return prev;
    });
    this.first = new Int32Array(model.n);
  }

  head(j: number): number {
    return this.first[j] as number;
  }
  message(j: number, p: number): number {
    return (this.order[j] as Int32Array)[p] as number;
  }
  after(j: number, p: number): number {
    return (this.next[j] as Int32Array)[p] as number;
  }
  isEnd(j: number, p: number): boolean {
    return p === (this.order[j] as Int32Array).length;
  }

  remove(j: number, k: number): void {
    const p = this.position[j * this.m + k] as number;
    const next = this.next[j] as Int32Array;
    const prev = this.prev[j] as Int32Array;
    const a = prev[p] as number;
    const b = next[p] as number;
    if (a >= 0) next[a] = b;
    else this.first[j] = b;
    prev[b] = a;
  }
}

export function receiverBased(
  s: MulticastScenario,
  ctx: RunContext,
  preemptive: boolean,
  makeRule: (state: ReceiverState) => ReceiverRule,
): PlanOutcome<MulticastPlan> {
  const model = buildModel(s);
  const { m } = model;
  const timeline = new Timeline(model, preemptive);
  const sets = new MulticastSets(model);
  const slots = new SlotCache(model, timeline, sets);
  const queues = new ReceiveQueues(model);
  const rule = makeRule({ model, timeline, sets, scenario: s });
  const explain = ctx.explain !== false;
  const clock = new DecisionClock(ctx, model.totalReceives);
  const recvCost = model.recvCost;
  const steps: Step[] = [];
  const tieMessage = new Int32Array(model.m);
  const tieTime = new Float64Array(model.m);

  for (let d = 0; d < model.totalReceives; d++) {
    clock.tick(d);
    const j = rule.next();
    const base = j * m;
    const avail = timeline.recvAvail(j);
    // The minimum completion, then the lowest message among those within the tolerance of it.
    let minC = Infinity;
    let minK = -1; // lowest message completing exactly at minC
    let ties = 0;
    for (let p = queues.head(j); !queues.isEnd(j, p); p = queues.after(j, p)) {
      const k = queues.message(j, p);
      const floor = avail + (recvCost[base + k] as number);
      const limit = tieLimit(minC);
      if (floor > limit) break; // later messages cost at least as much to receive
      // At best a tie with minK, lost to the lower message.
      if (floor >= minC && k > minK && minK >= 0) continue;
      if (slots.completionLowerBound(j, k) > limit) continue;
      const c = slots.completion(j, k);
      if (c <= limit) {
        tieMessage[ties] = k;
        tieTime[ties++] = c;
      }
      if (c < minC) {
        minC = c;
        minK = k;
      } else if (c === minC && k < minK) minK = k;
    }
    let bestK = -1;
    let bestC = minC;
    for (let t = 0; t < ties; t++) {
      const k = tieMessage[t] as number;
      if (approxEqual(tieTime[t] as number, minC) && (bestK < 0 || k < bestK)) {
        bestK = k;
        bestC = tieTime[t] as number;
      }
    }
    if (bestK < 0) throw new Error(`P${j} was picked with nothing left to receive`);
    const k = bestK;
    const pos = slots.winner(j, k, bestC);
    const i = (sets.senders[k] as Int32Array)[pos] as number;
    let candidates;
    let why = rule.label;
    if (explain) {
      candidates = receiverCandidates(j, timeline, sets, queues);
      why = rule.explain(j);
    }
    const complete = timeline.schedule(i, j, k);
    const preempted = timeline.lastPreempted;
    sets.join(k, j);
    queues.remove(j, k);
    rule.update({ sender: i, receiver: j, message: k, complete });
    const text = preempted ? `${why}; the send fills a receive's waiting time (Eq. 10)` : why;
    steps.push(
      candidates
        ? { sender: i, receiver: j, message: k, complete, rule: text, candidates }
        : { sender: i, receiver: j, message: k, complete, rule: text },
    );
  }
  clock.finish();
  return { plan: timeline.plan(), steps };
}

/** Every (sender, message) for receiver j, best first. */
function receiverCandidates(j: number, timeline: Timeline, sets: MulticastSets, queues: ReceiveQueues) {
  const top = new TopCandidates();
  for (let p = queues.head(j); !queues.isEnd(j, p); p = queues.after(j, p)) {
    const k = queues.message(j, p);
    const senders = sets.senders[k] as Int32Array;
    const count = sets.senderCount[k] as number;
    for (let q = 0; q < count; q++) {
      const i = senders[q] as number;
      top.add(
        { sender: i, receiver: j, message: k, score: timeline.completion(i, j, k), label: "completion" },
        q,
      );
    }
  }
  return top.list();
}
