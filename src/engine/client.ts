// The main-thread side: one worker for interactive runs. A new request while one is pending cancels
// the stale one by terminating its worker (the computation is synchronous, so that is the only way
// to stop it) and starting a fresh worker; the stale promise resolves as "cancelled".
import * as Comlink from "comlink";
import type { ExplainWindow, ProgressNote, ScenarioDoc } from "../core/family";
import { familyOf } from "../core/registry";
import { parseScenario } from "../core/scenario/document";
import {
  defineLazy,
  packedTasks,
  unpackSchedule,
  unpackScheduleAsync,
  withLowerBound,
} from "../core/schedule/pack";
import { deferredWork } from "./bound-cost";
import { estimatedBoundWork } from "./bound-estimate";
import { defaultWorkerFactory, type EarlyRun, type EarlyStart, type WorkerFactory } from "./early";
import type {
  BoundReply,
  BoundRequest,
  CompareReply,
  CompareRow,
  EngineError,
  ExplainReply,
  ExplainRequest,
  PostedRunReply,
  RunRequest,
  WarmRequest,
  WorkerApi,
} from "./protocol";
import { SEPARATE_BOUND_KINDS } from "./protocol";
import type { RunResult } from "../core/family";
import type { Schedule } from "../core/schedule/types";
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
      /**
       * Present when the schedule came before its lower bound (RunRequest `bound: "later"`): the
       * schedule's `lowerBound` is null meanwhile, and this settles with the bound (or why there is none).
       */
      readonly bound?: Promise<BoundReply>;
    }
  | { readonly ok: false; readonly doc: ScenarioDoc; readonly error: EngineError };

/** From this many tasks the client lets the browser paint between the steps of taking a reply in. */
export const YIELD_FROM_TASKS = 100_000;

/**
 * Resolves in a later task of the event loop: the main thread's work on a large reply (unpacking its
 * columns, handing them to the Gantt model's worker, rendering) then runs as several tasks instead of
 * one long one that would block input and painting.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The run's result once its lower bound has come (RunOutcome `bound`): the same result — its lazy plan
 * and the schedule's columns shared, nothing rebuilt — with `schedule.lowerBound` set.
 */
export function resultWithBound(result: RunResult, lowerBound: number | null): RunResult {
  const out = Object.defineProperties({}, Object.getOwnPropertyDescriptors(result)) as RunResult;
  Object.defineProperty(out, "schedule", {
    value: withLowerBound(result.schedule, lowerBound),
    enumerable: true,
    writable: false,
  });
  return out;
}

/** Which bound a BoundRequest asks for: multicast's depends on the document only (not the algorithm). */
function boundKeyOf(request: BoundRequest): string {
  return SEPARATE_BOUND_KINDS.has(request.doc.kind)
    ? JSON.stringify(request.doc)
    : JSON.stringify([request.doc, request.algorithm ?? null, request.ignorePlan ?? false]);
}

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

  /**
   * The second worker, for lower bounds (RunRequest `bound: "later"`): it computes the bound of the
   * document being run while the first worker runs the heuristic, and keeps the bounds it computed
   * (BOUND_MEMO), so another algorithm on the same scenario gets it at once.
   */
  private boundLive: { readonly live: Live; key: string; reply: Promise<BoundReply> | null } | null = null;

  /** The last run's document and its parsed scenario (the worker leaves it out of the next reply). */
  private parsed: { readonly doc: ScenarioDoc; readonly scenario: Scenario } | null = null;

  /** The run the page posted before the app started (early.ts), until the app asks for it or another. */
  private early: EarlyRun | null = null;

  /**
   * `early`: a worker started before the app (early.ts) is used as this client's worker, and its pending
   * run answers the first `run` that asks for the same document, algorithm and explanation window.
   */
  constructor(
    private readonly factory: WorkerFactory = defaultWorkerFactory,
    early: EarlyStart | null = null,
    /**
     * When the page's start-up is over (its first result on screen): the early run's bound waits for
     * it, so the bound's worker does not start, load and compute while the page renders that result.
     */
    private readonly startUpOver: () => Promise<void> = () => Promise.resolve(),
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
    if ((a.bound ?? "inline") !== (request.bound ?? "inline")) return null;
    return early;
  }

  /** The run worker, started if need be (`kind`: the family its first request needs, see early.ts). */
  private ensure(kind?: string): Live {
    if (!this.live) {
      const worker = this.factory(kind);
      this.live = { worker, api: Comlink.wrap<WorkerApi>(worker) };
    }
    return this.live;
  }

  /** Terminates the worker if a run is still going (its result would be stale), and a pending bound. */
  cancel(): void {
    this.cancelRun();
    this.cancelBound();
  }

  private cancelRun(): void {
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
    else this.cancelRun();
    const generation = this.generation;
    // The bound of the same document, asked at the same time on the second worker when it is expensive
    // (bound-cost.ts: a cheaper one comes with the run, and no second worker is started); a pending bound
    // of another document is stopped: it is stale. Not for the page's first run (adopted): while the page
    // starts, its main thread and the run hold the cores of a small machine, and a third busy thread only
    // slows the run down; that bound starts once the run's reply is in (`boundLater` below).
    const bound =
      !adopted &&
      request.bound === "later" &&
      SEPARATE_BOUND_KINDS.has(request.doc.kind) &&
      request.algorithm !== "optimal" &&
      deferredWork(estimatedBoundWork(request.doc))
        ? this.bound({
            doc: request.doc,
            ...(request.algorithm !== undefined ? { algorithm: request.algorithm } : {}),
            ...(request.ignorePlan !== undefined ? { ignorePlan: request.ignorePlan } : {}),
          })
        : null;
    // A bound still computing for another document is stale.
    if (!bound && this.boundLive?.reply && this.boundLive.key !== boundKeyOf(request)) this.cancelBound();
    // The same document object as the last run's (another algorithm, a reset): its parsed scenario is
    // here already, so the worker need not send it back.
    const held =
      (this.parsed?.doc === request.doc ? this.parsed.scenario : undefined) ?? adopted?.scenario ?? undefined;
    const asked: RunRequest = held ? { ...request, scenarioKnown: true } : request;
    const live = this.ensure(request.doc.kind);
    if (!adopted) this.pending++;
    const stale = (): RunOutcome => ({
      ok: false,
      doc: request.doc,
      error: { kind: "cancelled", message: "replaced by a newer edit" },
    });
    let answered = false;
    try {
      let abort = () => {};
      const aborted = new Promise<null>((resolve) => (abort = () => resolve(null)));
      this.aborts.add(abort);
      const send = () => live.api.run(asked, onProgress ? Comlink.proxy(onProgress) : undefined);
      let reply: PostedRunReply | null;
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
      // The worker is idle from here: a newer run while this reply is unpacked need not terminate it.
      this.pending = Math.max(0, this.pending - 1);
      answered = true;
      if (!reply.ok) return { ok: false, doc: request.doc, error: reply.error };
      // An early run asks the worker not to send the scenario back (the page parses the link itself);
      // a page that bound no parse to it parses the document here.
      const scenario =
        reply.scenario ?? held ?? (adopted?.request.scenarioKnown ? parseScenario(request.doc) : undefined);
      if (!scenario) throw new Error("the worker's reply left out a scenario the client does not hold");
      this.parsed = { doc: request.doc, scenario };
      // Columns, not task objects: views read `tasks` (built on first read) or packedTasks(schedule).
      // Receiving the reply (its structured clone) was one task; a large one is unpacked in slices,
      // each in a task of its own.
      const wire = reply.boundPending ? { ...reply.schedule, boundPending: true as const } : reply.schedule;
      const unpacked =
        wire.packed.count >= YIELD_FROM_TASKS
          ? await unpackScheduleAsync(wire, nextTask)
          : unpackSchedule(wire);
      if (generation !== this.generation) return stale();
      // The second worker may have finished first (the bound is cheaper than most heuristics): then the
      // schedule is shown with it at once, never "computing…".
      const boundRequest: BoundRequest = {
        doc: request.doc,
        ...(request.algorithm !== undefined ? { algorithm: request.algorithm } : {}),
      };
      const boundLater = reply.boundPending
        ? (bound ?? (adopted ? this.boundAfterStartUp(boundRequest, generation) : this.bound(boundRequest)))
        : null;
      const early = boundLater ? await Promise.race([boundLater, Promise.resolve(null)]) : null;
      if (generation !== this.generation) return stale();
      const schedule = early?.ok ? withLowerBound(unpacked, early.lowerBound) : unpacked;
      const result: RunResult = {
        schedule,
        details: reply.details,
        algorithm: reply.algorithm,
        edited: reply.edited,
        plan: reply.plan,
      };
      const planOfTasks =
        reply.planOfTasks && reply.plan === undefined ? familyOf(scenario).planOfTasks : undefined;
      if (planOfTasks) {
        defineLazy(result, "plan", () => planOfTasks(scenario, packedTasks(schedule)));
      }
      return {
        ok: true,
        doc: request.doc,
        scenario,
        result,
        explained: reply.explained,
        elapsedMs: reply.elapsedMs,
        ...(boundLater && !early?.ok ? { bound: boundLater } : {}),
      };
    } catch (e) {
      if (generation !== this.generation) return stale();
      return { ok: false, doc: request.doc, error: { kind: "internal", message: String(e) } };
    } finally {
      if (!answered && generation === this.generation) this.pending = Math.max(0, this.pending - 1);
    }
  }

  /**
   * The steps [from, to) of a run with their candidates, from the same worker as the runs (its cache of
   * explained windows makes stepping back and forth instant). It does not cancel a pending run; a new
   * run cancels it (it then resolves as "cancelled").
   */
  async explain(request: ExplainRequest): Promise<ExplainReply> {
    const generation = this.generation;
    const live = this.ensure(request.doc.kind);
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

  /**
   * The page has parsed `doc` already (an edit is checked before it is recorded, doc-edit.ts
   * `parseOnce`): a run of that document object asks the worker not to send the scenario back
   * (`scenarioKnown`; a structured clone of its tables on both threads, on an edit's critical path) and
   * answers with this one, as for a document run before.
   */
  holdParsed(doc: ScenarioDoc, scenario: Scenario): void {
    this.parsed = { doc, scenario };
  }

  /**
   * Runs an edit's path once in the run worker and unpacks its schedule here, both dropped (WarmRequest,
   * issue 14: the page's first edit is not the one that compiles that code). Only when the worker is
   * idle; it is not a run: it counts as nothing pending, so a run posted meanwhile waits for it in the
   * worker (the caller warms only a scenario whose run is cheap) and a cancelled run's terminated
   * worker settles it. Resolves with the unpacked schedule (for the views' warm-up), null if it did not
   * run or a run was posted while it ran (the main thread's part of the warm-up is then skipped).
   */
  async warm(request: WarmRequest): Promise<Schedule | null> {
    const live = this.live;
    if (!live || this.pending > 0 || this.early) return null;
    let abort = () => {};
    const aborted = new Promise<null>((resolve) => (abort = () => resolve(null)));
    this.aborts.add(abort);
    try {
      const reply = await Promise.race([live.api.warm(request), aborted]);
      // A run posted meanwhile has the main thread's attention: the warm-up's half here is dropped.
      if (this.pending > 0 || this.live !== live) return null;
      return reply?.ok ? unpackSchedule(reply.schedule) : null;
    } catch {
      return null;
    } finally {
      this.aborts.delete(abort);
    }
  }

  /**
   * The lower bound of (doc, algorithm) from the second worker. The same document asked again while its
   * bound computes shares the pending answer; another document stops it (the worker is terminated, as
   * for a run) and starts afresh. Multicast's bound does not depend on the algorithm, so switching
   * algorithms keeps the bound computing; other families' bounds are keyed with their algorithm.
   */
  bound(request: BoundRequest): Promise<BoundReply> {
    const key = boundKeyOf(request);
    const b = this.boundLive;
    if (b && b.key === key && b.reply) return b.reply;
    if (b && b.reply) this.cancelBound();
    let entry = this.boundLive;
    if (!entry) {
      const worker = this.factory(request.doc.kind);
      entry = { live: { worker, api: Comlink.wrap<WorkerApi>(worker) }, key, reply: null };
      this.boundLive = entry;
    }
    entry.key = key;
    const settled = entry;
    let abort = () => {};
    const aborted = new Promise<BoundReply>(
      (resolve) =>
        (abort = () =>
          resolve({ ok: false, error: { kind: "cancelled", message: "the run was cancelled" } })),
    );
    this.boundAborts.add(abort);
    const reply: Promise<BoundReply> = Promise.race([settled.live.api.bound(request), aborted])
      .catch((e: unknown): BoundReply => ({ ok: false, error: { kind: "internal", message: String(e) } }))
      .finally(() => {
        this.boundAborts.delete(abort);
        // Done: the worker stays (its cache), and the next request of this key is asked again (cheap).
        if (settled.reply === reply) settled.reply = null;
      });
    settled.reply = reply;
    return reply;
  }

  private boundAborts = new Set<() => void>();

  /**
   * The page's first run's bound, asked once the start-up is over (`startUpOver`); by then a newer run
   * may have replaced that run, and then its bound is not asked at all.
   */
  private async boundAfterStartUp(request: BoundRequest, generation: number): Promise<BoundReply> {
    await this.startUpOver();
    if (generation !== this.generation) {
      return { ok: false, error: { kind: "cancelled", message: "replaced by a newer edit" } };
    }
    return this.bound(request);
  }

  /** Stops a bound being computed by terminating its worker (the next request starts a fresh one). */
  private cancelBound(): void {
    const b = this.boundLive;
    if (!b || !b.reply) return;
    b.live.worker.terminate();
    this.boundLive = null;
    for (const abort of this.boundAborts) abort();
    this.boundAborts.clear();
  }

  /** Stops the pending Compare (if any): its worker is terminated and its promise resolves as "cancelled". */
  private compareAbort: (() => void) | null = null;

  /**
   * Every heuristic on the scenario; uses a separate short-lived worker so it never blocks runs. `onRow`
   * receives each row as it finishes; a newer Compare or `cancelCompare` stops this one.
   */
  async compare(request: RunRequest, onRow?: (row: CompareRow) => void): Promise<CompareReply> {
    this.cancelCompare();
    const worker = this.factory(request.doc.kind);
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
    this.cancelBound();
    this.boundLive?.live.worker.terminate();
    this.boundLive = null;
    this.live?.worker.terminate();
    this.live = null;
  }
}
