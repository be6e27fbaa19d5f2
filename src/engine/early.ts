// The scheduling worker, started before the app (docs/architecture.md, "What loads when"). The page's
// entry imports this module first, so the worker's bundle loads and compiles on its own thread while the
// main thread still evaluates the app's bundle; a link's run is posted at once (the worker queues it until
// it listens). EngineClient adopts the worker and the pending run: the run the app asks for first is the
// one already computing, not a second one. Light on purpose: comlink and types only, no core code.
import * as Comlink from "comlink";
import type { ProgressNote, ScenarioDoc } from "../core/family";
import type { PostedRunReply, RunRequest, WorkerApi } from "./protocol";
import type { Scenario } from "../core/registry";

/**
 * Makes a scheduling worker; `kind`, when known, is the scenario kind its first request will be about:
 * the worker starts loading that family's code before it has evaluated its own (worker-hint.ts).
 */
export type WorkerFactory = (kind?: string) => Worker;

/** The worker's name: "schedule-engine", with the kind it will first need after a space. */
export const workerName = (kind?: string): string =>
  typeof kind === "string" && /^[a-z-]{1,40}$/.test(kind) ? `schedule-engine ${kind}` : "schedule-engine";

export const defaultWorkerFactory: WorkerFactory = (kind) =>
  new Worker(new URL("./worker.ts", import.meta.url), { type: "module", name: workerName(kind) });

type Progress = (fraction: number, note?: ProgressNote) => void;

/** A started worker, and the run it was sent at once (if the page opened with a scenario). */
export interface EarlyStart {
  readonly worker: Worker;
  readonly api: Comlink.Remote<WorkerApi>;
  readonly run: EarlyRun | null;
}

export interface EarlyRun {
  readonly request: RunRequest;
  /** The address hash the request was read from (the app binds its start document to it). */
  readonly hash: string;
  readonly reply: Promise<PostedRunReply>;
  /** The app's own document object for the same scenario (see `bindEarlyRun`); null until bound. */
  doc: ScenarioDoc | null;
  /**
   * The app's parse of `doc`, bound with it: the early run asks the worker not to send its scenario
   * back (`scenarioKnown`), as the page reads the link itself; null until bound.
   */
  scenario: Scenario | null;
  /** Where the run's progress goes once a client adopted it (the latest value is kept until then). */
  listen(onProgress: Progress | undefined): void;
}

let started: EarlyStart | null = null;

/**
 * Starts the worker and, when `request` is given, its run. Call once, as early as possible; a page
 * without Web Workers gets null (the app then says why it cannot compute).
 */
export function startEarly(
  request: { readonly request: RunRequest; readonly hash: string } | null,
  factory: WorkerFactory = defaultWorkerFactory,
): EarlyStart | null {
  if (factory === defaultWorkerFactory && typeof Worker === "undefined") return null;
  let worker: Worker;
  try {
    const kind = request?.request.doc.kind;
    worker = factory(typeof kind === "string" ? kind : undefined);
  } catch {
    return null;
  }
  const api = Comlink.wrap<WorkerApi>(worker);
  let run: EarlyRun | null = null;
  if (request) {
    let listener: Progress | undefined;
    let last: [number, ProgressNote | undefined] | null = null;
    const relay = Comlink.proxy((fraction: number, note?: ProgressNote) => {
      last = [fraction, note];
      listener?.(fraction, note);
    });
    const reply = api.run(request.request, relay);
    // Settled here too, so a run nobody adopts (the app refused the link) is not an unhandled rejection.
    reply.catch(() => {});
    run = {
      request: request.request,
      hash: request.hash,
      reply,
      doc: null,
      scenario: null,
      listen(onProgress) {
        listener = onProgress;
        if (onProgress && last) onProgress(last[0], last[1]);
      },
    };
  }
  started = { worker, api, run };
  return started;
}

/**
 * The app's start document `doc` was read from `hash` (and parsed: `scenario`): if the early run was
 * read from the same hash, a run request for `doc` is that run, and `scenario` is its scenario.
 */
export function bindEarlyRun(hash: string, doc: ScenarioDoc, scenario?: Scenario): void {
  if (started?.run && started.run.hash === hash) {
    started.run.doc = doc;
    started.run.scenario = scenario ?? null;
  }
}

/** The early worker and run, handed out once (to the app's engine client). */
export function takeEarly(): EarlyStart | null {
  const s = started;
  started = null;
  return s;
}
