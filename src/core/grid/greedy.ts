// The round structure every grid heuristic shares (Steffenel–Mounié Sec. 3, after Bhat et al.): set A
// holds the clusters whose coordinator has the message (initially the root), set B the others; each
// round picks a sender in A and a receiver in B, and the receiver moves to A. The state keeps each
// coordinator's ready time RT_i (when it can start its next send): a send i→j keeps i busy g_ij and
// the message is at j at RT_i + g_ij + L_ij — the simulator's model, so predictions equal replay.
// Ties (within a relative 1e-9): the sender that joined A earliest, then the lower receiver index.
import { RunCancelled, type PlanOutcome, type RunContext } from "../family";
import type { Candidate, Step } from "../schedule/types";
import { definitelyLess } from "../tolerance";
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
  readonly children: number[][];
  readonly steps: Step[];
}

export function initialState(model: GridModel): GreedyState {
  const ready = new Float64Array(model.n).fill(Number.NaN);
  ready[model.root] = 0;
  const pending: number[] = [];
  for (let k = 0; k < model.n; k++) if (k !== model.root) pending.push(k);
  return {
    model,
    senders: [model.root],
    pending,
    ready,
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
  st.senders.push(receiver);
  st.pending.splice(st.pending.indexOf(receiver), 1);
  st.children[sender]?.push(receiver);
  const step: Step = { sender, receiver, message: 0, complete, rule };
  st.steps.push(candidates ? { ...step, candidates } : step);
}

/** Runs rounds until B is empty, honouring cancellation and reporting progress. */
export function runRounds(
  model: GridModel,
  ctx: RunContext,
  round: (st: GreedyState, explain: boolean) => void,
): PlanOutcome<GridPlan> {
  const st = initialState(model);
  const explain = ctx.explain !== false;
  const total = st.pending.length;
  while (st.pending.length > 0) {
    if (ctx.cancelled?.()) throw new RunCancelled();
    round(st, explain);
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

  offer(sender: number, receiver: number, score: number, label?: string): void {
    const items = this.items;
    if (items.length === CANDIDATES_KEPT && !this.better(score, (items[items.length - 1] as Candidate).score))
      return;
    let at = items.length;
    while (at > 0 && this.better(score, (items[at - 1] as Candidate).score)) at--;
    const c: Candidate =
      label === undefined
        ? { sender, receiver, message: 0, score }
        : { sender, receiver, message: 0, score, label };
    items.splice(at, 0, c);
    if (items.length > CANDIDATES_KEPT) items.pop();
  }

  list(): readonly Candidate[] {
    return this.items;
  }
}

/**
 * The min rule of FEF and the ECEF family: over senders in A (join order) and receivers in B (index
 * order), the pair with the smallest pairScore(i, j) + receiverTerm[j].
 */
export function minPairRound(
  st: GreedyState,
  explain: boolean,
  rule: string,
  label: string,
  pairScore: (i: number, j: number) => number,
  receiverTerm?: Float64Array,
): void {
  const top = explain ? new TopCandidates(definitelyLess) : undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  let bestSender = -1;
  let bestReceiver = -1;
  for (const i of st.senders) {
    for (const j of st.pending) {
      const score = pairScore(i, j) + (receiverTerm ? (receiverTerm[j] as number) : 0);
      if (bestSender < 0 || definitelyLess(score, bestScore)) {
        bestScore = score;
        bestSender = i;
        bestReceiver = j;
      }
      top?.offer(i, j, score, label);
    }
  }
  commit(st, bestSender, bestReceiver, rule, top?.list());
}

/**
 * Lookahead F_j for every j in B, over B∖{j} (0 when that is empty; DESIGN.md): the min or max over k
 * of g_jk + L_jk, plus T_k when `withIntra`. Entries of clusters outside B are left at 0.
 */
export function lookahead(st: GreedyState, pick: "min" | "max", withIntra: boolean): Float64Array {
  const { n, hop, intra } = st.model;
  const out = new Float64Array(n);
  for (const j of st.pending) {
    let f = Number.NaN;
    for (const k of st.pending) {
      if (k === j) continue;
      const v = (hop[j * n + k] as number) + (withIntra ? (intra[k] as number) : 0);
      if (Number.isNaN(f) || (pick === "min" ? v < f : v > f)) f = v;
    }
    out[j] = Number.isNaN(f) ? 0 : f;
  }
  return out;
}
