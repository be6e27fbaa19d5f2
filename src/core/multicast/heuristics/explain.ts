// What the step-through shows of a decision: the best few candidates weighed, by score. Collected only
// when the run context asks for it (explainsDecision(ctx, index)); the decisions never depend on it.
import { RunCancelled, type RunContext } from "../../family";
import type { MulticastModel } from "../model";
import { scoredCandidate } from "../../schedule/score";
import type { Candidate, ScoreTerm } from "../../schedule/types";

/** At most this many candidates per step. */
export const MAX_CANDIDATES = 8;

/** The best candidates by (score, message, sender order, receiver), at most MAX_CANDIDATES of them. */
export class TopCandidates {
  private readonly items: { c: Candidate; order: number }[] = [];

  /**
   * Whether a candidate of this score could enter: a caller scanning many candidates asks before it
   * builds one (explaining a decision at 256 nodes weighs tens of thousands of pairs).
   */
  admits(score: number): boolean {
    const items = this.items;
    return items.length < MAX_CANDIDATES || score <= (items[MAX_CANDIDATES - 1] as { c: Candidate }).c.score;
  }

  add(c: Candidate, senderOrder = 0): void {
    if (!this.admits(c.score)) return;
    const item = { c, order: senderOrder };
    let at = this.items.length;
    while (at > 0 && better(item, this.items[at - 1] as typeof item) < 0) at--;
    if (at >= MAX_CANDIDATES) return;
    this.items.splice(at, 0, item);
    if (this.items.length > MAX_CANDIDATES) this.items.pop();
  }

  /** The score a new candidate must not exceed to enter (Infinity while there is room). */
  threshold(): number {
    return this.items.length < MAX_CANDIDATES
      ? Infinity
      : (this.items[MAX_CANDIDATES - 1] as { c: Candidate }).c.score;
  }

  list(): Candidate[] {
    return this.items.map((i) => i.c);
  }
}

/** TopCandidates' order: score, message, the sender's order in A_k, receiver, sender. */
function better(a: { c: Candidate; order: number }, b: { c: Candidate; order: number }): number {
  return (
    a.c.score - b.c.score ||
    a.c.message - b.c.message ||
    a.order - b.order ||
    a.c.receiver - b.c.receiver ||
    a.c.sender - b.c.sender
  );
}

/** Progress and cancellation every few hundred decisions. */
export class DecisionClock {
  private readonly ctx: RunContext;
  private readonly total: number;

  constructor(ctx: RunContext, total: number) {
    this.ctx = ctx;
    this.total = Math.max(1, total);
  }

  tick(done: number): void {
    if ((done & 255) !== 0) return;
    if (this.ctx.cancelled?.()) throw new RunCancelled();
    if (done > 0) this.ctx.progress?.(done / this.total);
  }

  finish(): void {
    this.ctx.progress?.(1);
  }
}

/**
 * The listed candidates with their scores broken into the paper's terms (computed before the decision
 * changes the timeline); the score stays the one the rule compared.
 */
export function withTerms(
  list: readonly Candidate[],
  terms: (i: number, j: number, k: number) => readonly ScoreTerm[],
): Candidate[] {
  return list.map((c) => ({
    ...scoredCandidate(c.sender, c.receiver, c.message, terms(c.sender, c.receiver, c.message), c.label),
    score: c.score,
  }));
}

/** Eq. 7's Weight(i, j, k) = S(i, l_k) + X(i, j)·l_k + R(j, l_k) in its terms (FEF). */
export function weightTerms(model: MulticastModel, i: number, j: number, k: number): ScoreTerm[] {
  const { n, m } = model;
  return [
    { name: "S(i, l_k)", value: model.sendCost[i * m + k] as number },
    { name: "X(i, j)·l_k", value: (model.perByte[i * n + j] as number) * (model.bytes[k] as number) },
    { name: "R(j, l_k)", value: model.recvCost[j * m + k] as number },
  ];
}
