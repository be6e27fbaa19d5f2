// The main-thread side: one worker for interactive runs. A new request while one is pending cancels
// the stale one by terminating its worker (the computation is synchronous, so that is the only way
// to stop it) and starting a fresh worker; the stale promise resolves as "cancelled".
import * as Comlink from "comlink";
import type { ExplainWindow, ProgressNote, ScenarioDoc } from "../core/family";
import { familyOf } from "../core/registry";
import { defineLazy, packedTasks, unpackSchedule } from "../core/schedule/pack";
import { defaultWorkerFactory, type EarlyRun, type EarlyStart, type WorkerFactory } from "./early";
import type {
  CompareReply,
  CompareRow,
  EngineError,
  ExplainReply,
  ExplainRequest,
  RunReply,
  RunRequest,
  WorkerApi,
} from "./protocol";
import type { RunResult } from "../core/family";
import type { Scenario } from "../core/registry";

export { defaultWorkerFactory, type WorkerFactory } from "./early";

export type RunOutcome =
  | {
      readonly ok: true;
      readonly doc: ScenarioDoc;
      readonly scenario: Scenario;
      readonly result: RunResult;
      /** The decisions whose candidates the result holds (undefined: all); ask `explain` for others. */
      readonly explained?: ExplainWindow;
      readonly elapsedMs: number;
    }
  | { readonly ok: false; readonly doc: ScenarioDoc; readonly error: EngineError };

interface Live {
  readonly worker: Worker;
  readonly api: Comlink.Remote<WorkerApi>;
}

export class EngineClient {
  private live: Live | null = null;
  private pending = 0;
  private generation = 0;
  /** Settles the pending calls of a terminated worker (they would never answer otherwise). */
  private aborts = new Set<() => void>();

  /** The run the page posted before the app started (early.ts), until the app asks for it or another. */
  private early: EarlyRun | null = null;

  /**
   * `early`: a worker started before the app (early.ts) is used as this client's worker, and its pending
   * run answers the first `run` that asks for the same document, algorithm and explanation window.
   */
  constructor(
    private readonly factory: WorkerFactory = defaultWorkerFactory,
    early: EarlyStart | null = null,
  ) {
    if (early) {
      this.live = { worker: early.worker, api: early.api };
      this.early = early.run;
      if (early.run) this.pending = 1;
    }
  }

  /** The early run if `request` asks for it (the first request only), else null. */
  private adoptEarly(request: RunRequest): EarlyRun | null {
    const early = this.early;
    this.early = null;
    if (!early || early.doc === null || early.doc !== request.doc) return null;
    const a = early.request;
    // An early run without an algorithm ran the family's default: the reply says which (checked below).
    if (a.algorithm !== undefined && a.algorithm !== request.algorithm) return null;
    if (Boolean(a.ignorePlan) !== Boolean(request.ignorePlan) || a.timeLimitMs !== request.timeLimitMs)
      return null;
    if (JSON.stringify(a.explain ?? true) !== JSON.stringify(request.explain ?? true)) return null;
    return early;
  }

  private ensure(): Live {
    if (!this.live) {
      const worker = this.factory();
      this.live = { worker, api: Comlink.wrap<WorkerApi>(worker) };
    }
    return this.live;
  }

  /** Terminates the worker if a run is still going (its result would be stale). */
  cancel(): void {
    this.generation++;
    if (this.pending > 0 && this.live) {
      this.live.worker.terminate();
      this.live = null;
      this.pending = 0;
      for (const abort of this.aborts) abort();
      this.aborts.clear();
    }
  }

  async run(
    request: RunRequest,
    onProgress?: (fraction: number, note?: ProgressNote) => void,
  ): Promise<RunOutcome> {
    const adopted = this.adoptEarly(request);
    if (adopted) this.generation++;
    else this.cancel();
    const generation = this.generation;
    const live = this.ensure();
    if (!adopted) this.pending++;
    const stale = (): RunOutcome => ({
      ok: false,
      doc: request.doc,
      error: { kind: "cancelled", message: "replaced by a newer edit" },
    });
    try {
      let abort = () => {};
      const aborted = new Promise<null>((resolve) => (abort = () => resolve(null)));
      this.aborts.add(abort);
      const send = () => live.api.run(request, onProgress ? Comlink.proxy(onProgress) : undefined);
      let reply: RunReply | null;
      try {
        if (adopted) {
          adopted.listen(onProgress);
          reply = await Promise.race([adopted.reply, aborted]);
          adopted.listen(undefined);
          // It ran the family's default algorithm and the app asks for another: run that one now.
          if (reply?.ok && request.algorithm !== undefined && reply.algorithm !== request.algorithm) {
            reply = generation === this.generation ? await Promise.race([send(), aborted]) : null;
          }
        } else reply = await Promise.race([send(), aborted]);
      } finally {
        this.aborts.delete(abort);
      }
      if (reply === null || generation !== this.generation) return stale();
      if (!reply.ok) return { ok: false, doc: request.doc, error: reply.error };
      // Columns, not task objects: views read `tasks` (built on first read) or packedTasks(schedule).
      const schedule = unpackSchedule(reply.schedule);
      const result: RunResult = {
        schedule,
        details: reply.details,
        algorithm: reply.algorithm,
        edited: reply.edited,
        plan: reply.plan,
      };
      const planOfTasks =
        reply.planOfTasks && reply.plan === undefined ? familyOf(reply.scenario).planOfTasks : undefined;
      if (planOfTasks) {
        const scenario = reply.scenario;
        defineLazy(result, "plan", () => planOfTasks(scenario, packedTasks(schedule)));
      }
      return {
        ok: true,
        doc: request.doc,
        scenario: reply.scenario,
        result,
        explained: reply.explained,
        elapsedMs: reply.elapsedMs,
      };
    } catch (e) {
      if (generation !== this.generation) return stale();
      return { ok: false, doc: request.doc, error: { kind: "internal", message: String(e) } };
    } finally {
      if (generation === this.generation) this.pending = Math.max(0, this.pending - 1);
    }
  }

  /**
   * The steps [from, to) of a run with their candidates, from the same worker as the runs (its cache of
   * explained windows makes stepping back and forth instant). It does not cancel a pending run; a new
   * run cancels it (it then resolves as "cancelled").
   */
  async explain(request: ExplainRequest): Promise<ExplainReply> {
    const generation = this.generation;
    const live = this.ensure();
    this.pending++;
    const stale = (): ExplainReply => ({
      ok: false,
      error: { kind: "cancelled", message: "replaced by a newer edit" },
    });
    try {
      let abort = () => {};
      const aborted = new Promise<null>((resolve) => (abort = () => resolve(null)));
      this.aborts.add(abort);
      const reply = await Promise.race([live.api.explain(request), aborted]).finally(() =>
        this.aborts.delete(abort),
      );
      return reply === null || generation !== this.generation ? stale() : reply;
    } catch (e) {
      if (generation !== this.generation) return stale();
      return { ok: false, error: { kind: "internal", message: String(e) } };
    } finally {
      if (generation === this.generation) this.pending = Math.max(0, this.pending - 1);
    }
  }

  /** Stops the pending Compare (if any): its worker is terminated and its promise resolves as "cancelled". */
  private compareAbort: (() => void) | null = null;

  /**
   * Every heuristic on the scenario; uses a separate short-lived worker so it never blocks runs. `onRow`
   * receives each row as it finishes; a newer Compare or `cancelCompare` stops this one.
   */
  async compare(request: RunRequest, onRow?: (row: CompareRow) => void): Promise<CompareReply> {
    this.cancelCompare();
    const worker = this.factory();
    let abort = () => {};
    const aborted = new Promise<null>((resolve) => (abort = () => resolve(null)));
    this.compareAbort = abort;
    try {
      const reply = await Promise.race([
        Comlink.wrap<WorkerApi>(worker).compare(request, onRow ? Comlink.proxy(onRow) : undefined),
        aborted,
      ]);
      return reply ?? { ok: false, error: { kind: "cancelled", message: "Compare was cancelled" } };
    } catch (e) {
      return { ok: false, error: { kind: "internal", message: String(e) } };
    } finally {
      if (this.compareAbort === abort) this.compareAbort = null;
      worker.terminate();
    }
  }

  cancelCompare(): void {
    const abort = this.compareAbort;
    this.compareAbort = null;
    abort?.();
  }

  dispose(): void {
    this.cancelCompare();
    this.live?.worker.terminate();
    this.live = null;
  }
}
