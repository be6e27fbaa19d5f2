// What the step-through shows of a decision: the best few candidates weighed, by score. Collected only
// when the run context asks for it (explainsDecision(ctx, index)); the decisions never depend on it.
import { RunCancelled, type RunContext } from "../../family";
import type { Candidate } from "../../schedule/types";

/** At most this many candidates per step. */
export const MAX_CANDIDATES = 8;

/** The best candidates by (score, message, sender order, receiver), at most MAX_CANDIDATES of them. */
export class TopCandidates {
  private readonly items: { c: Candidate; order: number }[] = [];

  add(c: Candidate, senderOrder = 0): void {
    const item = { c, order: senderOrder };
    const better = (a: typeof item, b: typeof item) =>
      a.c.score - b.c.score ||
      a.c.message - b.c.message ||
      a.order - b.order ||
      a.c.receiver - b.c.receiver ||
      a.c.sender - b.c.sender;
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
