// The depth-first branch and bound behind algorithm id `optimal` (multicast, grid, redistribution;
// docs/architecture.md, "The exact optimum"). A family describes its search as a `SearchProblem`: the
// decisions possible in the current partial schedule, how to make and unmake one, a lower bound on
// every completion of the partial schedule, and a canonical key of the partial schedule when the rest
// of the search depends on nothing else. This file only searches:
// - children are ordered by their lower bound (ties by the family's order), so the first complete
//   schedules are good ones and, when the time limit ends the search, the proven bound is the least
//   lower bound among the subtrees not yet finished — one per level of the stack, because siblings
//   are visited in nondecreasing bound;
// - a child is pruned when its bound is not definitely below the incumbent (the best schedule so
//   far, seeded by the family's best heuristic), so the search proves optimality when it ends;
// - a memo of visited canonical keys prunes a partial schedule reached a second time by another order
//   of the same decisions (sound because the family's key holds everything the rest depends on);
// - it polls the clock and `cancelled()` every few hundred nodes and reports the incumbent and the
//   bound through `progress` as they improve.
// DFS was chosen over best-first for its memory: the stack is one level per decision.
import { RunCancelled, type RunContext } from "./family";
import { definitelyLess } from "./tolerance";

/** The default time limit of `optimal` (ms); RunContext.timeLimitMs overrides it. */
export const OPTIMAL_TIME_LIMIT_MS = 10_000;

/**
 * Without a clock (RunContext.now) the search stops after this many nodes: a deterministic limit of
 * roughly the default time limit's work (bench/optimal.ts measures the rate).
 */
export const OPTIMAL_NODE_LIMIT = 100_000;

/** The memo stops growing past this many keys (the search stays correct, only less pruned). */
const MEMO_LIMIT = 1_000_000;

/** The clock, cancellation and progress are checked every this many nodes. */
const CHECK_EVERY = 256;

export interface SearchProblem<C> {
  /** True when every decision is made. */
  complete(): boolean;
  /** The makespan of the complete schedule. */
  value(): number;
  /** The decisions possible now (empty at a dead end). */
  children(): C[];
  apply(c: C): void;
  undo(c: C): void;
  /**
   * A lower bound on the makespan of every completion of the current partial schedule. Given a
   * `cutoff`, it may stop early and return any valid bound ≥ cutoff once it knows one (the child is
   * pruned then, whatever the exact value).
   */
  bound(cutoff?: number): number;
  /** Tie order among children of equal bound (smaller first). */
  order(c: C): number;
  /** A canonical key of the partial schedule, or undefined to skip the memo. */
  key(): string | undefined;
}

/** What the result says about optimality; the family adds it to its run's details as `optimality`. */
export interface Optimality {
  /** True when the search finished: the makespan is the optimum under the model. */
  readonly proven: boolean;
  /** A proven lower bound on the optimum (equal to the makespan when proven). */
  readonly bound: number;
  readonly makespan: number;
  /** (makespan − bound) / bound in percent; 0 when proven. */
  readonly gapPercent: number;
  /** Nodes of the search tree visited. */
  readonly explored: number;
  /** The heuristic whose schedule seeded the incumbent, and whether the search improved on it. */
  readonly seededBy: string;
  readonly improved: boolean;
  /** "proven optimal" or "not proven optimal (gap x %)". */
  readonly message: string;
}

export interface SearchOutcome<S> {
  readonly best: S;
  readonly optimality: Optimality;
}

export interface SearchOptions<S> {
  /** The incumbent to beat: the best heuristic's solution, its makespan and the heuristic's id. */
  readonly seed: { readonly solution: S; readonly makespan: number; readonly by: string };
  /** A valid lower bound on the optimum known beforehand (the family's, Sec. 3.2 etc.). */
  readonly knownBound: number;
  /** Records the current (complete) schedule as a solution. */
  readonly snapshot: () => S;
  readonly ctx: RunContext;
  /** Stops after this many nodes as well as at the time limit (default: OPTIMAL_NODE_LIMIT without a clock). */
  readonly nodeLimit?: number;
}

class OutOfTime extends Error {}

function percentGap(makespan: number, bound: number): number {
  if (!(bound > 0)) return makespan > 0 ? Infinity : 0;
  return Math.max(0, ((makespan - bound) / bound) * 100);
}

/** The result's one-line verdict. */
export function optimalityMessage(proven: boolean, gapPercent: number): string {
  return proven
    ? "proven optimal"
    : `not proven optimal (gap ${Number.isFinite(gapPercent) ? gapPercent.toFixed(1) : "∞"} %)`;
}

interface Level {
  readonly bounds: number[];
  index: number;
}

export function branchAndBound<C, S>(p: SearchProblem<C>, options: SearchOptions<S>): SearchOutcome<S> {
  const { ctx } = options;
  const now = ctx.now ?? (() => 0);
  const started = now();
  const limit = ctx.now ? (ctx.timeLimitMs ?? OPTIMAL_TIME_LIMIT_MS) : Infinity;
  const nodeLimit = options.nodeLimit ?? (ctx.now ? Infinity : OPTIMAL_NODE_LIMIT);
  let best = options.seed.solution;
  let incumbent = options.seed.makespan;
  let improved = false;
  let explored = 0;
  const memo = new Set<string>();
  const stack: Level[] = [];
  let lastReport = -Infinity;

  const provenBound = (): number => {
    let b = incumbent;
    for (const level of stack) {
      const lb = level.bounds[level.index];
      if (lb !== undefined && lb < b) b = lb;
    }
    return Math.min(incumbent, Math.max(b, options.knownBound));
  };
  const report = (force: boolean) => {
    if (!ctx.progress) return;
    const t = now();
    if (!force && t - lastReport < 200) return;
    lastReport = t;
    const bound = provenBound();
    const fraction = ctx.now ? (t - started) / limit : explored / nodeLimit;
    ctx.progress(Math.min(1, fraction), {
      incumbent,
      bound,
      gapPercent: percentGap(incumbent, bound),
    });
  };

  const visit = (): void => {
    explored++;
    if (explored % CHECK_EVERY === 0) {
      if (ctx.cancelled?.()) throw new RunCancelled();
      if (now() - started > limit || explored > nodeLimit) throw new OutOfTime();
      report(false);
    }
    if (p.complete()) {
      const v = p.value();
      if (definitelyLess(v, incumbent)) {
        incumbent = v;
        best = options.snapshot();
        improved = true;
        report(true);
      }
      return;
    }
    const key = p.key();
    if (key !== undefined) {
      if (memo.has(key)) return;
      if (memo.size < MEMO_LIMIT) memo.add(key);
    }
    const children = p.children();
    if (children.length === 0) return;
    const scored: { c: C; lb: number; order: number }[] = [];
    for (const c of children) {
      p.apply(c);
      const lb = p.bound(incumbent);
      p.undo(c);
      if (definitelyLess(lb, incumbent)) scored.push({ c, lb, order: p.order(c) });
    }
    scored.sort((a, b) => a.lb - b.lb || a.order - b.order);
    const level: Level = { bounds: scored.map((x) => x.lb), index: 0 };
    stack.push(level);
    for (let i = 0; i < scored.length; i++) {
      const x = scored[i] as { c: C; lb: number };
      level.index = i;
      if (!definitelyLess(x.lb, incumbent)) break;
      p.apply(x.c);
      try {
        visit();
      } finally {
        p.undo(x.c);
      }
    }
    stack.pop();
  };

  let proven = true;
  try {
    if (definitelyLess(options.knownBound, incumbent)) visit();
  } catch (e) {
    if (!(e instanceof OutOfTime)) throw e;
    proven = false;
  }
  const bound = proven ? incumbent : provenBound();
  stack.length = 0;
  const gapPercent = proven ? 0 : percentGap(incumbent, bound);
  const optimality: Optimality = {
    proven,
    bound,
    makespan: incumbent,
    gapPercent,
    explored,
    seededBy: options.seed.by,
    improved,
    message: optimalityMessage(proven, gapPercent),
  };
  report(true);
  return { best, optimality };
}

/** The refusal past a family's size limit, as the brief words it: names the limit and the size. */
export function sizeLimitMessage(family: string, limit: number, what: string, actual: number): string {
  return `optimal is limited to ${limit} ${what} for ${family}; this scenario has ${actual}`;
}
