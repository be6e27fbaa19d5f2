// The receiver-based heuristics of Wu–Yeh–Liu Sec. 4.3–4.4 (WR, EAF, RR, RRS) and their preemptive
// versions of Sec. 5 (WRP, EAFP, RRP, RRSP): a rule picks the receiver P_j (the one thing that differs
// between them, in each heuristic's own file); then, "by the earliest-completion-first principle", the
// message k ∈ SR_j and the sender i ∈ A_k whose task (send, i, j, k) completes first (Eq. 6). Ties: the
// lowest message, then the sender that joined A_k first (docs/cost-models.md). The pair comes from EarliestPair
// (earliest-pair.ts), which reads senders in order of availability instead of every (message, sender).
import { explainsDecision, type PlanOutcome, type RunContext } from "../../family";
import type { Candidate, Step } from "../../schedule/types";
import { scoredCandidate } from "../../schedule/score";
import { buildModel, type MulticastModel } from "../model";
import type { MulticastPlan, MulticastScenario } from "../scenario";
import { EarliestPair } from "./earliest-pair";
import { DecisionClock, TopCandidates, withTerms } from "./explain";
import { rankMessages } from "./ranks";
import { MulticastSets } from "./sets";
import { Timeline } from "./timeline";

/** What a receiver rule may read. */
export interface ReceiverState {
  readonly model: MulticastModel;
  readonly timeline: Timeline;
  readonly sets: MulticastSets;
  readonly scenario: MulticastScenario;
}

/** How a heuristic picks the next receiver among the nodes whose SR_j is not empty. */
export interface ReceiverRule {
  next(): number;
  /** Why `receiver` was picked, in a few words (only asked when explaining). */
  explain(receiver: number): string;
  /** Called after each decision: `sender` sent `message` to `receiver`. */
  update(sender: number, receiver: number, message: number): void;
  /** The rule's name for steps when not explaining. */
  readonly label: string;
  /**
   * The competing receivers with the rule's own score, the chosen one first (only asked when
   * explaining; `pairOf(j)` is j's earliest-completion pair). Without it the candidates are the chosen
   * receiver's (sender, message) pairs by completion time.
   */
  competitors?(chosen: Candidate, pairOf: (j: number) => Candidate | undefined): Candidate[];
}

const PREEMPTED = "; the send fills a receive's waiting time (Eq. 10)";

/**
 * From this many words per set of messages (ranks.ts; 28 words: 865 messages or more) the receiver-based
 * heuristics keep EarliestPair's barren bits: a sender holding nothing the receiver needs then costs a
 * bit test instead of a read of every word. Paired runs in Node (CPU time, both orders): WR on the
 * 1024-node all-to-all (32 words) 0.89–0.91×; at 768 nodes no difference, at 512 about 1.05–1.1× (the
 * upkeep costs more than the 16-word reads it saves). Tests lower it to check the same choices on small
 * scenarios; nothing else changes it.
 */
export const receiverBarren = { fromWords: 28 };

export function receiverBased(
  s: MulticastScenario,
  ctx: RunContext,
  preemptive: boolean,
  makeRule: (state: ReceiverState) => ReceiverRule,
): PlanOutcome<MulticastPlan> {
  const model = buildModel(s);
  const ranks = rankMessages(model);
  const timeline = new Timeline(model, ranks, preemptive);
  const sets = new MulticastSets(model);
  const pairs = new EarliestPair(model, ranks, timeline, sets);
  if (ranks.words >= receiverBarren.fromWords) pairs.trackBarren();
  const rule = makeRule({ model, timeline, sets, scenario: s });
  const clock = new DecisionClock(ctx, model.totalReceives);
  // One step per decision: the array is allocated at its final length and filled by index.
  const steps = new Array<Step>(model.totalReceives);
  const plain = rule.label;
  const plainPreempted = rule.label + PREEMPTED;

  for (let d = 0; d < model.totalReceives; d++) {
    clock.tick(d);
    const j = rule.next();
    const c = pairs.minCompletion(j);
    if (!pairs.choose(j, c)) throw new Error(`P${j} was picked with nothing left to receive`);
    const k = pairs.message;
    const i = pairs.sender;
    if (explainsDecision(ctx, d)) {
      const options = receiverCandidates(j, timeline, sets, model);
      const chosen = options.find((c) => c.sender === i && c.message === k) ?? {
        ...scoredCandidate(i, j, k, timeline.completionTerms(i, j, k), "completion"),
      };
      const candidates = rule.competitors
        ? rule.competitors(chosen, (r) => receiverCandidates(r, timeline, sets, model)[0])
        : options;
      const why = rule.explain(j);
      const complete = timeline.schedule(i, j, k);
      const rule_ = timeline.lastPreempted ? why + PREEMPTED : why;
      sets.join(k, j);
      pairs.received(j, k);
      rule.update(i, j, k);
      steps[d] = { sender: i, receiver: j, message: k, complete, rule: rule_, candidates };
      continue;
    }
    const complete = timeline.schedule(i, j, k);
    const text = timeline.lastPreempted ? plainPreempted : plain;
    sets.join(k, j);
    pairs.received(j, k);
    rule.update(i, j, k);
    steps[d] = { sender: i, receiver: j, message: k, complete, rule: text };
  }
  clock.finish();
  return { plan: timeline.plan(), steps };
}

/** Every (sender, message) for receiver j, best first. */
function receiverCandidates(j: number, timeline: Timeline, sets: MulticastSets, model: MulticastModel) {
  const top = new TopCandidates();
  const list = model.messagesOf[j] as Int32Array;
  const avail = timeline.recvAvail(j);
  for (let q = 0; q < list.length; q++) {
    const k = list[q] as number;
    if (!sets.isWaiting(j, k)) continue;
    // Every sender's completion is at least Avail_j + R(j, l_k) (Eq. 6).
    if (!top.admits(avail + (model.recvCost[j * model.m + k] as number))) continue;
    const count = sets.senderCount[k] as number;
    for (let p = 0; p < count; p++) {
      const i = sets.sender(k, p);
      const score = timeline.completion(i, j, k);
      if (top.admits(score)) top.add({ sender: i, receiver: j, message: k, score, label: "completion" }, p);
    }
  }
  return withTerms(top.list(), (i, jj, k) => timeline.completionTerms(i, jj, k));
}
