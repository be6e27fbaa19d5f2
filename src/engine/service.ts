// What the worker does, as plain functions over the core: the worker entry only wires them to
// comlink, and tests and the CLI call them directly.
import { deriveSeed } from "../core/random";
import { PlanError, RunCancelled, type RunContext } from "../core/family";
import { familyOf, findExperiment, runScenario } from "../core/registry";
import { parseScenario } from "../core/scenario/document";
import { ScenarioError } from "../core/scenario/errors";
import { packSchedule } from "../core/schedule/pack";
import type {
  CompareReply,
  CompareRow,
  EngineError,
  RunReply,
  RunRequest,
  SweepChunkReply,
  SweepChunkRequest,
} from "./protocol";

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

export function handleRun(req: RunRequest, clock: Clock, ctx: RunContext = {}): RunReply {
  try {
    const t0 = clock();
    const scenario = parseScenario(req.doc);
    const result = runScenario(
      scenario,
      req.algorithm,
      { ...ctx, explain: req.explain ?? true },
      { ignorePlan: req.ignorePlan ?? false },
    );
    return {
      ok: true,
      scenario,
      algorithm: result.algorithm,
      edited: result.edited,
      plan: result.plan,
      details: result.details,
      schedule: packSchedule(result.schedule),
      elapsedMs: clock() - t0,
    };
  } catch (e) {
    return { ok: false, error: toEngineError(e) };
  }
}

/** Every heuristic of the scenario's family on the same scenario (ignoring any edited plan). */
export function handleCompare(req: RunRequest, clock: Clock): CompareReply {
  try {
    const scenario = parseScenario(req.doc);
    const rows: CompareRow[] = familyOf(scenario).algorithms.map((a) => {
      const t0 = clock();
      try {
        const r = runScenario(scenario, a.id, { explain: false }, { ignorePlan: true });
        return {
          algorithm: a.id,
          name: a.name,
          makespan: r.schedule.makespan,
          lowerBound: r.schedule.lowerBound,
          elapsedMs: clock() - t0,
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
    });
    return { ok: true, rows };
  } catch (e) {
    return { ok: false, error: toEngineError(e) };
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
