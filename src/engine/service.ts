// What the worker does, as plain functions over the core: the worker entry only wires them to
// comlink, and tests and the CLI call them directly.
import { LruMemo } from "../core/memo";
import { deriveSeed } from "../core/random";
import { PlanError, RunCancelled, type ExplainWindow, type RunContext } from "../core/family";
import {
  BOUND_NOT_COMPUTED,
  boundKey,
  deferringBound,
  lowerBound,
  receiveBounds,
} from "../core/multicast/lower-bound";
import { buildModel } from "../core/multicast/model";
import { familyOf, findExperiment, runScenario, type Scenario } from "../core/registry";
import { parseScenario } from "../core/scenario/document";
import { ScenarioError } from "../core/scenario/errors";
import { packSchedule } from "../core/schedule/pack";
import type { Step } from "../core/schedule/types";
import { AnalysisMemory, computeAnalysis } from "./analysis";
import { boundWork, deferredWork } from "./bound-cost";
import type {
  AnalysisReply,
  AnalysisRequest,
  BoundReply,
  BoundRequest,
  CompareReply,
  CompareRow,
  EngineError,
  ExplainReply,
  PostedRunReply,
  ExplainRequest,
  RunReply,
  RunRequest,
  SweepChunkReply,
  SweepChunkRequest,
  WarmReply,
  WarmRequest,
} from "./protocol";
import { SEPARATE_BOUND_KINDS } from "./protocol";

export type Clock = () => number;

export function toEngineError(e: unknown): EngineError {
  if (e instanceof ScenarioError) return { kind: "scenario", message: e.message, issues: e.issues };
  if (e instanceof PlanError) {
    return e.step === undefined
      ? { kind: "plan", message: e.message }
      : { kind: "plan", message: e.message, step: e.step };
  }
  if (e instanceof RunCancelled) return { kind: "cancelled", message: e.message };
  return { kind: "internal", message: e instanceof Error ? e.message : String(e) };
}

/** The decisions of a run's `count` steps that its `explain` covered (all of them for an edited plan). */
export function explainedWindow(
  explain: RunRequest["explain"],
  count: number,
  edited: boolean,
): ExplainWindow {
  if (edited || explain === undefined || explain === true) return { from: 0, to: count };
  if (explain === false) return { from: 0, to: 0 };
  const from = Math.min(Math.max(0, explain.from), count);
  return { from, to: Math.min(Math.max(from, explain.to), count) };
}

/**
 * The scenarios of the last few documents, by the document's JSON (issue 14, "a run costs what the
 * heuristic costs"): the app runs one document again and again — another algorithm, a reset, a new
 * explanation window — and parsing it (generator expansion and schema validation) costs about as much as
 * a cheap heuristic on it. The key is the whole document, so any edit misses; a document that fails to
 * parse is never stored, so its error is reported every time. Scenarios are read-only everywhere.
 */
export const PARSE_MEMO = new LruMemo<Scenario>(3);

/** parseScenario through PARSE_MEMO. */
export function parseCached(doc: RunRequest["doc"]): Scenario {
  return PARSE_MEMO.get(JSON.stringify(doc), () => parseScenario(doc));
}

/**
 * Whether a run of `algorithm` on the scenario may leave its lower bound to a BoundRequest (RunRequest
 * `bound: "later"`): the families whose bound costs as much as a heuristic (SEPARATE_BOUND_KINDS), when
 * the bound costs more than a second worker would (BOUND_DEFER_WORK in bound-cost.ts: a smaller one is
 * computed inline), except algorithm `optimal`, whose search prunes with the bound and so computes it
 * anyway.
 */
function boundMayWait(scenario: Scenario, algorithm: string | undefined): boolean {
  return (
    SEPARATE_BOUND_KINDS.has(scenario.kind) &&
    scenario.kind === "multicast" &&
    deferredWork(boundWork(scenario)) &&
    familyOf(scenario).resolveAlgorithm(algorithm) !== "optimal"
  );
}

/** The least time between two progress messages of a run that the worker posts (throttledProgress). */
export const PROGRESS_INTERVAL_MS = 50;

/**
 * `progress` called at most once per `intervalMs` of `clock` (issue 14, "the page stays responsive"):
 * a heuristic reports every 256 decisions (DecisionClock), which is 255 messages for a 256-node
 * all-to-all and 4096 for a 1024-node one; each is a message to the main thread and a reply back
 * (a Comlink proxy call) while the run competes with the page for the CPU. The completion (fraction ≥ 1)
 * and every call with a note (a search's incumbent and bound) always pass; a fraction in between
 * passes when `intervalMs` has gone by since the last one that passed (or since the start).
 */
export function throttledProgress(
  progress: NonNullable<RunContext["progress"]>,
  clock: Clock,
  intervalMs = PROGRESS_INTERVAL_MS,
): NonNullable<RunContext["progress"]> {
  let last = clock();
  return (fraction, note) => {
    if (note === undefined && fraction < 1) {
      const t = clock();
      if (t - last < intervalMs) return;
      last = t;
    } else last = clock();
    progress(fraction, note);
  };
}

export function handleRun(req: RunRequest, clock: Clock, ctx: RunContext = {}): RunReply {
  try {
    const t0 = clock();
    const scenario = parseCached(req.doc);
    const explain = req.explain ?? true;
    const family = familyOf(scenario);
    const run = () =>
      runScenario(
        scenario,
        req.algorithm,
        {
          ...ctx,
          explain,
          now: clock,
          ...(req.timeLimitMs !== undefined ? { timeLimitMs: req.timeLimitMs } : {}),
        },
        { ignorePlan: req.ignorePlan ?? false },
      );
    // With `bound: "later"` a bound not yet cached is not computed here: the schedule is posted without
    // it (boundPending) and the client asks handleBound, on another worker, at the same time.
    const later = req.bound === "later" && boundMayWait(scenario, req.algorithm);
    const result = later ? deferringBound(run) : run();
    const pending = later && Object.is(result.schedule.lowerBound, BOUND_NOT_COMPUTED);
    const packed = packSchedule(result.schedule);
    return {
      ok: true,
      scenario,
      algorithm: result.algorithm,
      edited: result.edited,
      plan: result.plan,
      // A plan that is the tasks themselves can stay behind (worker.ts): the client rebuilds it.
      ...(family.planOfTasks ? { planOfTasks: true as const } : {}),
      details: result.details,
      schedule: pending ? { ...packed, lowerBound: null } : packed,
      ...(pending ? { boundPending: true as const } : {}),
      // A search's steps (algorithm `optimal`) have no candidates to explain, and running it again to
      // explain a window could stop elsewhere at its time limit: its steps count as explained, as an
      // edited plan's do.
      explained: explainedWindow(
        explain,
        result.schedule.steps.length,
        result.edited || result.details.optimality !== undefined,
      ),
      elapsedMs: clock() - t0,
    };
  } catch (e) {
    return { ok: false, error: toEngineError(e) };
  }
}

/**
 * An edit's path run once, its result dropped (WarmRequest): what the page's first edit would otherwise
 * run cold — V8 compiles a function lazily on its first call and optimizes it after a few, and the
 * link's first run took other paths (its parse was a memo miss like an edit's, but it explained its
 * first decisions and computed the bound inside the run). A fresh parse (PARSE_MEMO is not read or
 * written), the heuristic without explanations inside `deferringBound` (BOUND_MEMO answers from what it
 * holds and stores nothing), then the bound's hash and `receiveBounds` over the fresh model's tables, as
 * an edit that changes a cost computes them; the schedule is packed as a run's is.
 */
export function handleWarm(req: WarmRequest, clock: Clock): WarmReply {
  try {
    const t0 = clock();
    const scenario = parseScenario(req.doc);
    const result = deferringBound(() =>
      runScenario(scenario, req.algorithm, { explain: false, now: clock }, { ignorePlan: false }),
    );
    if (scenario.kind === "multicast") {
      const model = buildModel(scenario);
      boundKey(model);
      receiveBounds(model);
    }
    return { ok: true, schedule: packSchedule(result.schedule), elapsedMs: clock() - t0 };
  } catch (e) {
    return { ok: false, error: toEngineError(e) };
  }
}

/**
 * The lower bound of the run of (doc, algorithm) alone (BoundRequest): what a RunReply with
 * `boundPending` left out. Multicast's Sec. 3.2 bound is computed once per scenario (BOUND_MEMO); the
 * other families' bounds are cheap figures of their replay, so their run gives it. Never cancelled by a
 * run: the client gives it a worker of its own.
 */
export function handleBound(req: BoundRequest, clock: Clock): BoundReply {
  try {
    const t0 = clock();
    const scenario = parseCached(req.doc);
    const value =
      scenario.kind === "multicast"
        ? lowerBound(scenario)
        : runScenario(scenario, req.algorithm, { explain: false }, { ignorePlan: req.ignorePlan ?? false })
            .schedule.lowerBound;
    return { ok: true, lowerBound: value, elapsedMs: clock() - t0 };
  } catch (e) {
    return { ok: false, error: toEngineError(e) };
  }
}

/**
 * The reply as the worker posts it: a plan the client rebuilds from the tasks is left out, and so is
 * the parsed scenario when the request says the client holds it (`scenarioKnown`: a structured clone
 * of a 1024-node scenario's tables is a long task on the main thread).
 */
export function postable(reply: RunReply, scenarioKnown = false): PostedRunReply {
  if (!reply.ok) return reply;
  const { plan, scenario, ...rest } = reply;
  return {
    ...rest,
    ...(scenarioKnown ? {} : { scenario }),
    ...(reply.planOfTasks ? {} : { plan }),
  };
}

/**
 * The explained steps of the last few runs (document, algorithm): stepping back and forth through a run
 * asks for windows already computed, answered without running the heuristic again.
 */
export class ExplainCache {
  private readonly entries: { key: string; count: number; steps: Map<number, Step> }[] = [];

  constructor(private readonly limit = 4) {}

  /** The entry of `key`, now the most recent (created empty when absent; the oldest is dropped). */
  entry(key: string): { count: number; steps: Map<number, Step> } {
    const at = this.entries.findIndex((e) => e.key === key);
    const found = at >= 0 ? this.entries.splice(at, 1)[0] : undefined;
    const e = found ?? { key, count: -1, steps: new Map<number, Step>() };
    this.entries.unshift(e);
    if (this.entries.length > this.limit) this.entries.pop();
    return e;
  }
}

/**
 * The steps [from, to) of the run of (doc, algorithm) with their candidates (ExplainRequest): the
 * heuristic runs again explaining only the part of the window the cache lacks. An edited plan has no
 * heuristic behind it: its steps are replayed as the run gives them.
 */
export function handleExplain(req: ExplainRequest, cache?: ExplainCache): ExplainReply {
  try {
    const scenario = parseScenario(req.doc);
    const family = familyOf(scenario);
    const ignorePlan = req.ignorePlan ?? false;
    if (!ignorePlan && family.storedPlan(scenario) !== undefined) {
      const steps = runScenario(scenario, req.algorithm, { explain: true }, {}).schedule.steps;
      const from = Math.min(Math.max(0, req.from), steps.length);
      const to = Math.min(Math.max(from, req.to), steps.length);
      return { ok: true, from, to, steps: steps.slice(from, to) };
    }
    const algorithm = family.resolveAlgorithm(req.algorithm);
    const entry = cache?.entry(`${algorithm}\u0000${JSON.stringify(req.doc)}`) ?? {
      count: -1,
      steps: new Map<number, Step>(),
    };
    const clamp = (count: number) => {
      const from = Math.min(Math.max(0, req.from), count);
      return { from, to: Math.min(Math.max(from, req.to), count) };
    };
    let { from, to } = clamp(entry.count < 0 ? Number.MAX_SAFE_INTEGER : entry.count);
    // Only the part of the window not yet explained.
    let a = from;
    let b = to;
    while (a < b && entry.steps.has(a)) a++;
    while (b > a && entry.steps.has(b - 1)) b--;
    if (a < b || entry.count < 0) {
      const outcome = family.heuristic(scenario, algorithm, { explain: { from: a, to: b } });
      entry.count = outcome.steps.length;
      ({ from, to } = clamp(entry.count));
      for (let i = Math.max(a, from); i < Math.min(b, to); i++) entry.steps.set(i, outcome.steps[i] as Step);
    }
    const steps: Step[] = [];
    for (let i = from; i < to; i++) steps.push(entry.steps.get(i) as Step);
    return { ok: true, from, to, steps };
  } catch (e) {
    return { ok: false, error: toEngineError(e) };
  }
}

/** Every heuristic of the scenario's family on the same scenario (ignoring any edited plan). */
export function handleCompare(
  req: RunRequest,
  clock: Clock,
  onRow?: (row: CompareRow) => void,
): CompareReply {
  try {
    const scenario = parseScenario(req.doc);
    const rows: CompareRow[] = familyOf(scenario).algorithms.map((a) => {
      const row = compareRow(scenario, a, clock);
      onRow?.(row);
      return row;
    });
    return { ok: true, rows };
  } catch (e) {
    return { ok: false, error: toEngineError(e) };
  }
}

function compareRow(
  scenario: Scenario,
  a: { readonly id: string; readonly name: string },
  clock: Clock,
): CompareRow {
  const t0 = clock();
  try {
    const r = runScenario(scenario, a.id, { explain: false, now: clock }, { ignorePlan: true });
    const optimality = r.details.optimality;
    const proven =
      typeof optimality === "object" && optimality !== null && "proven" in optimality
        ? optimality.proven === true
        : undefined;
    return {
      algorithm: a.id,
      name: a.name,
      makespan: r.schedule.makespan,
      lowerBound: r.schedule.lowerBound,
      elapsedMs: clock() - t0,
      ...(proven !== undefined ? { proven } : {}),
    };
  } catch (e) {
    return {
      algorithm: a.id,
      name: a.name,
      makespan: null,
      lowerBound: null,
      error: toEngineError(e).message,
      elapsedMs: clock() - t0,
    };
  }
}

/** Runs [from, to) of a sweep; run r uses deriveSeed(seed, r), whoever computes it. */
export function handleSweepChunk(req: SweepChunkRequest, ctx: RunContext = {}): SweepChunkReply {
  try {
    const exp = findExperiment(req.experiment);
    if (!exp)
      throw new ScenarioError([{ path: "experiment", message: `unknown experiment "${req.experiment}"` }]);
    const parsed = exp.params.safeParse({ ...exp.defaults, ...req.params });
    if (!parsed.success) {
      throw new ScenarioError(
        parsed.error.issues.map((i) => ({ path: `params.${i.path.join(".")}`, message: i.message })),
      );
    }
    const rows = [];
    for (let r = req.from; r < req.to; r++) {
      if (ctx.cancelled?.()) throw new RunCancelled();
      rows.push(exp.run(parsed.data, r, deriveSeed(req.seed, r)));
      ctx.progress?.((r + 1 - req.from) / (req.to - req.from));
    }
    return { ok: true, rows };
  } catch (e) {
    return { ok: false, error: toEngineError(e) };
  }
}

/** One Analysis query on the request's columns (src/engine/analysis.ts). */
export function handleAnalysis(
  req: AnalysisRequest,
  clock: Clock,
  memory: AnalysisMemory = new AnalysisMemory(),
): AnalysisReply {
  const t0 = clock();
  try {
    const result = computeAnalysis(memory.scheduleOf(req), req.query);
    return { ok: true, result, elapsedMs: clock() - t0 };
  } catch (e) {
    return { ok: false, error: toEngineError(e) };
  }
}
