// The round structure every grid heuristic shares (Steffenel–Mounié Sec. 3, after Bhat et al.): set A
// holds the clusters whose coordinator has the message (initially the root), set B the others; each
// round picks a sender in A and a receiver in B, and the receiver moves to A. The state keeps each
// coordinator's ready time RT_i (when it can start its next send): a send i→j keeps i busy g_ij and
// the message is at j at RT_i + g_ij + L_ij — the simulator's model, so predictions equal replay.
// Ties: every pair whose score is within a relative 1e-9 of the exact best score is tied; of those, the
// sender that joined A earliest, then the lower receiver index. (Comparing each pair only with the
// best so far is not the same: near-ties are not transitive, so the choice would depend on the scan
// order.) The rules are evaluated incrementally (each receiver's exact best sender and lookahead are
// updated, not recomputed, after a round); tests check the choices equal a naive scan of every pair.
import { explainsDecision, RunCancelled, type PlanOutcome, type RunContext } from "../family";
import { scoredCandidate } from "../schedule/score";
import type { Candidate, ScoreTerm, Step } from "../schedule/types";
import { approxEqual, definitelyLess } from "../tolerance";
import type { GridModel } from "./model";
import type { GridPlan } from "./scenario";

/** How many candidates a step records for step-through teaching. */
export const CANDIDATES_KEPT = 8;

export interface GreedyState {
  readonly model: GridModel;
  /** Set A in the order the clusters joined it (the root first). */
  readonly senders: number[];
  /** Set B in index order. */
  readonly pending: number[];
  /** RT_i: when coordinator i can start its next send (NaN while i is in B). */
  readonly ready: Float64Array;
  /** Position of each cluster in `senders` (-1 while in B): the sender tie order. */
  readonly joinRank: Int32Array;
  readonly children: number[][];
  readonly steps: Step[];
}

export function initialState(model: GridModel): GreedyState {
  const ready = new Float64Array(model.n).fill(Number.NaN);
  ready[model.root] = 0;
  const pending: number[] = [];
  for (let k = 0; k < model.n; k++) if (k !== model.root) pending.push(k);
  const joinRank = new Int32Array(model.n).fill(-1);
  joinRank[model.root] = 0;
  return {
    model,
    senders: [model.root],
    pending,
    ready,
    joinRank,
    children: Array.from({ length: model.n }, () => []),
    steps: [],
  };
}

/** Sends i→j: j moves from B to A with RT_j = RT_i + g_ij + L_ij; i stays busy for g_ij. */
export function commit(
  st: GreedyState,
  sender: number,
  receiver: number,
  rule: string,
  candidates: readonly Candidate[] | undefined,
): void {
  const { n, gap, hop } = st.model;
  const start = st.ready[sender] as number;
  const complete = start + (hop[sender * n + receiver] as number);
  st.ready[sender] = start + (gap[sender * n + receiver] as number);
  st.ready[receiver] = complete;
  st.joinRank[receiver] = st.senders.length;
  st.senders.push(receiver);
  st.pending.splice(st.pending.indexOf(receiver), 1);
  st.children[sender]?.push(receiver);
  const step: Step = { sender, receiver, message: 0, complete, rule };
  st.steps.push(candidates ? { ...step, candidates } : step);
}

/**
 * Runs rounds until B is empty, honouring cancellation and reporting progress. `setup` sees the initial
 * state once (to build incremental tables) and returns the round.
 */
export function runRounds(
  model: GridModel,
  ctx: RunContext,
  setup: (st: GreedyState) => (explain: boolean) => void,
): PlanOutcome<GridPlan> {
  const st = initialState(model);
  const total = st.pending.length;
  const round = setup(st);
  while (st.pending.length > 0) {
    if (ctx.cancelled?.()) throw new RunCancelled();
    // Each round commits one decision: the next step's index.
    round(explainsDecision(ctx, st.steps.length));
    ctx.progress?.((total - st.pending.length) / total);
  }
  return { plan: { children: st.children }, steps: st.steps };
}

/**
 * Keeps the `CANDIDATES_KEPT` best candidates, best first. `better(a, b)` is the order of the rule
 * (smaller scores for min rules, larger for BottomUp); equal scores keep the order of arrival, which
 * is the tie order.
 */
export class TopCandidates {
  private readonly items: Candidate[] = [];
  constructor(private readonly better: (a: number, b: number) => boolean) {}

  /** `terms` (the score in the paper's terms, summing to `score`) is only asked of a kept candidate. */
  offer(
    sender: number,
    receiver: number,
    score: number,
    label: string,
    terms: (sender: number, receiver: number) => readonly ScoreTerm[],
  ): void {
    const items = this.items;
    if (items.length === CANDIDATES_KEPT && !this.better(score, (items[items.length - 1] as Candidate).score))
      return;
    let at = items.length;
    while (at > 0 && this.better(score, (items[at - 1] as Candidate).score)) at--;
    const c = { ...scoredCandidate(sender, receiver, 0, terms(sender, receiver), label), score };
    items.splice(at, 0, c);
    if (items.length > CANDIDATES_KEPT) items.pop();
  }

  /** The best candidates, with the decision taken first (near-ties may have ranked another first). */
  list(chosen: Candidate): readonly Candidate[] {
    const rest = this.items.filter((c) => c.sender !== chosen.sender || c.receiver !== chosen.receiver);
    return [chosen, ...rest].slice(0, CANDIDATES_KEPT);
  }
}

/**
 * For every receiver j in B, its exact best: min over i in A of base(i) + g_ij + L_ij, base(i) being
 * RT_i (ECEF family, BottomUp) or 0 (FEF), and one sender that gives it. Which of several near-equal
 * senders wins is decided by `earliestNear`, only for the receivers that matter.
 */
export class BestSenders {
  readonly value: Float64Array;
  readonly from: Int32Array;

  constructor(
    private readonly st: GreedyState,
    private readonly withReady: boolean,
  ) {
    this.value = new Float64Array(st.model.n).fill(Number.NaN);
    this.from = new Int32Array(st.model.n).fill(-1);
    for (const j of st.pending) this.rescan(j);
  }

  pairValue(i: number, j: number): number {
    const { n, hop } = this.st.model;
    return (this.withReady ? (this.st.ready[i] as number) : 0) + (hop[i * n + j] as number);
  }

  private rescan(j: number): void {
    let best = Number.POSITIVE_INFINITY;
    let from = -1;
    for (const i of this.st.senders) {
      const v = this.pairValue(i, j);
      if (from < 0 || v < best) {
        best = v;
        from = i;
      }
    }
    this.value[j] = best;
    this.from[j] = from;
  }

  /** After `commit(sender, receiver)`: the sender's RT grew, the receiver became a sender. */
  update(sender: number, receiver: number): void {
    for (const j of this.st.pending) {
      if (this.withReady && this.from[j] === sender) {
        this.rescan(j);
        continue;
      }
      const v = this.pairValue(receiver, j);
      if (v < (this.value[j] as number)) {
        this.value[j] = v;
        this.from[j] = receiver;
      }
    }
  }

  /** The earliest-joined sender i with pairValue(i, j) + extra within the tolerance of `target`. */
  earliestNear(j: number, extra: number, target: number): number {
    for (const i of this.st.senders) if (approxEqual(this.pairValue(i, j) + extra, target)) return i;
    return this.from[j] as number;
  }
}

/**
 * Lookahead F_j for every j in B, over B∖{j} (0 when that is empty; docs/cost-models.md): the min or max over k
 * of g_jk + L_jk, plus T_k when `withIntra`. Kept up to date as clusters leave B.
 */
export class Lookahead {
  readonly value: Float64Array;
  private readonly arg: Int32Array;

  constructor(
    private readonly st: GreedyState,
    private readonly pick: "min" | "max",
    private readonly withIntra: boolean,
  ) {
    this.value = new Float64Array(st.model.n);
    this.arg = new Int32Array(st.model.n).fill(-1);
    for (const j of st.pending) this.rescan(j);
  }

  private rescan(j: number): void {
    const { n, hop, intra } = this.st.model;
    let f = 0;
    let arg = -1;
    for (const k of this.st.pending) {
      if (k === j) continue;
      const v = (hop[j * n + k] as number) + (this.withIntra ? (intra[k] as number) : 0);
      if (arg < 0 || (this.pick === "min" ? v < f : v > f)) {
        f = v;
        arg = k;
      }
    }
    this.value[j] = f;
    this.arg[j] = arg;
  }

  /** After `gone` left B: only the F_j that it set change. */
  remove(gone: number): void {
    for (const j of this.st.pending) if (this.arg[j] === gone) this.rescan(j);
  }
}

/**
 * The terms of one pair i → j as Steffenel–Mounié write them: RT_i (when the rule counts the sender's
 * ready time), g_ij (the gap, how long i is busy), L_ij (the latency).
 */
export function pairTerms(
  model: GridModel,
  ready: Float64Array | undefined,
  i: number,
  j: number,
): ScoreTerm[] {
  const { n, gap, hop } = model;
  const g = gap[i * n + j] as number;
  const terms: ScoreTerm[] = ready ? [{ name: "RT_i", value: ready[i] as number }] : [];
  terms.push({ name: "g_ij", value: g }, { name: "L_ij", value: (hop[i * n + j] as number) - g });
  return terms;
}

export interface MinRule {
  readonly rule: string;
  /** What the candidates' score is ("g+L", "RT+g+L", "RT+g+L+F_j"). */
  readonly label: string;
  /** Whether RT_i counts (ECEF family) or only the edge (FEF). */
  readonly withReady: boolean;
  readonly lookahead?: { readonly pick: "min" | "max"; readonly withIntra: boolean };
}

/**
 * The min rule of FEF and the ECEF family: the pair (i in A, j in B) with the smallest
 * base(i) + g_ij + L_ij + F_j; ties to the earliest-joined sender, then the lower receiver.
 */
export function runMinRule(model: GridModel, ctx: RunContext, r: MinRule): PlanOutcome<GridPlan> {
  return runRounds(model, ctx, (st) => {
    const senders = new BestSenders(st, r.withReady);
    const look = r.lookahead ? new Lookahead(st, r.lookahead.pick, r.lookahead.withIntra) : undefined;
    const term = (j: number) => (look ? (look.value[j] as number) : 0);
    return (explain) => {
      // The exact best score, then among the pairs within the tolerance of it the earliest-joined
      // sender, then the lower receiver. Only receivers whose own best is near-best can hold such a pair.
      let best = Number.POSITIVE_INFINITY;
      for (const j of st.pending) best = Math.min(best, (senders.value[j] as number) + term(j));
      let sender = -1;
      let receiver = -1;
      for (const j of st.pending) {
        if (!approxEqual((senders.value[j] as number) + term(j), best)) continue;
        const i = senders.earliestNear(j, term(j), best);
        if (sender < 0 || (st.joinRank[i] as number) < (st.joinRank[sender] as number)) {
          sender = i;
          receiver = j;
        }
      }
      let candidates: readonly Candidate[] | undefined;
      if (explain) {
        const terms = (i: number, j: number): ScoreTerm[] => {
          const t = pairTerms(model, r.withReady ? st.ready : undefined, i, j);
          if (look) t.push({ name: "F_j", value: term(j) });
          return t;
        };
        const top = new TopCandidates(definitelyLess);
        for (const i of st.senders) {
          for (const j of st.pending) top.offer(i, j, senders.pairValue(i, j) + term(j), r.label, terms);
        }
        const score = senders.pairValue(sender, receiver) + term(receiver);
        candidates = top.list({
          ...scoredCandidate(sender, receiver, 0, terms(sender, receiver), r.label),
          score,
        });
      }
      commit(st, sender, receiver, r.rule, candidates);
      senders.update(sender, receiver);
      look?.remove(receiver);
    };
  });
}
