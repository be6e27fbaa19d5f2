// Runs the current scenario in the worker whenever the document or the algorithm changes; a newer
// edit cancels the stale run, and so does the summary bar's Cancel (cancelRun).
import { useCallback, useEffect, useMemo, useRef } from "react";
import { flushSync } from "react-dom";
import type { ScenarioDoc } from "../core/family";
import {
  EngineClient,
  nextTask,
  resultWithBound,
  YIELD_FROM_TASKS,
  type RunOutcome,
  type WorkerFactory,
} from "../engine/client";
import { defaultWorkerFactory, takeEarly } from "../engine/early";
import { firstResultShown, noteFirstResult } from "./first-result";
import type { BoundReply, RunRequest } from "../engine/protocol";
import { parsedAlready } from "./doc-edit";
import { FIRST_EXPLAINED, firstExplained } from "./explained";
import { runProgress } from "./run-progress";
import { columnsOf, shareGanttModel } from "./views/gantt/model";
import { prepareGanttModel, prepareTimingModel, warmGanttModelWorker } from "./views/gantt/model-async";
import type { Action } from "./state";
import { shouldWarm, warmWhenIdle } from "./warm-edit";
import { whenIdleAfterFrame } from "./idle";

/** A large schedule's timing model is asked for within this long after its first frame (ms). */
const TIMING_MODEL_IDLE_MS = 2000;

/** Shown where Web Workers are unavailable, instead of "Scheduling…" forever. */
export const NO_WORKER_MESSAGE =
  "this browser does not offer Web Workers, which Schedule Explorer needs to compute schedules " +
  "without freezing the page; open the link in a current Chrome, Firefox, Safari or Edge " +
  "(and allow scripts and workers for this page)";

type Shown = Extract<RunOutcome, { ok: true }>;

/**
 * Swaps the run's result for the same result with its lower bound once `bound` settles ("bound-known";
 * the reducer does it only where this result is still shown). A bound stopped because a newer run
 * started is not swapped in: the newer result replaces this one, or, if that run is cancelled,
 * `askBoundAgain` asks for it again. One that failed shows as none rather than "computing…" forever.
 */
async function swapInBound(
  outcome: Shown,
  bound: Promise<BoundReply>,
  dispatch: (a: Action) => void,
): Promise<void> {
  const reply = await bound;
  if (!reply.ok && reply.error.kind === "cancelled") return;
  const result = outcome.result;
  const withBound = resultWithBound(result, reply.ok ? reply.lowerBound : null);
  shareGanttModel(result.schedule, withBound.schedule);
  dispatch({ type: "bound-known", result, withBound });
}

/**
 * After a Cancel, the schedule kept on screen may still wait for its bound (its computation was
 * stopped when the cancelled run started): ask the bound worker again.
 */
export function askBoundAgain(
  client: EngineClient | null,
  shown: Shown | null,
  dispatch: (a: Action) => void,
): void {
  if (!client || !shown || !shown.result.schedule.boundPending) return;
  const algorithm = shown.result.algorithm;
  void swapInBound(shown, client.bound({ doc: shown.doc, algorithm }), dispatch);
}

/** What a run asks the worker for besides the schedule: which decisions to explain, and the bound. */
export type RunAsk = Required<Pick<RunRequest, "explain" | "bound">>;

/**
 * The explanations and the bound a run asks for. The first run of the page asks what the link's early
 * run asked (early-run.ts: the bound later, and the first FIRST_EXPLAINED decisions unless the scenario
 * is large, `firstExplained`), so it adopts that run.
 * Later runs explain the first decisions only when the step-through shows one of them (`step`, the
 * decision on screen; undefined: after the last decision, where no candidates are shown) — otherwise
 * the step-through asks for the window it shows (use-explained.ts), so an edit does not pay for
 * explanations nobody reads (about a third of a 64-node WR run). Every run asks for the bound "later":
 * the worker computes a cheap bound with the run anyway and defers only an expensive one to a second
 * worker (src/engine/bound-cost.ts decides, for the client and the worker alike).
 */
export function runAsk(first: boolean, step: number | undefined, doc: ScenarioDoc): RunAsk {
  if (first) return { explain: firstExplained(doc), bound: "later" };
  return {
    explain: step !== undefined && step < FIRST_EXPLAINED ? { from: 0, to: FIRST_EXPLAINED } : false,
    bound: "later",
  };
}

/** A run started by `prestart`, before React rendered its document (use-engine's effect adopts it). */
interface Prestarted {
  readonly doc: ScenarioDoc;
  readonly algorithm: string | undefined;
  readonly outcome: Promise<RunOutcome>;
}

export interface EngineRun {
  readonly client: EngineClient | null;
  /**
   * Starts the run of an accepted edit's document at once, from the event that made it, instead of
   * after React has rendered it (the run's effect then adopts it): the worker computes while the page
   * renders the edit. Call it after dispatching the document, in the same event.
   */
  readonly prestart: (doc: ScenarioDoc) => void;
}

/**
 * Runs the current document whenever it or the algorithm changes. `step` (the decision on screen,
 * undefined after the last) is read when a run starts, never a reason to start one (see runAsk).
 */
export function useEngineRun(
  doc: ScenarioDoc,
  algorithm: string | undefined,
  dispatch: (a: Action) => void,
  step?: number,
  /** The engine's workers (tests pass workers over the service; the page, the real ones). */
  factory: WorkerFactory = defaultWorkerFactory,
): EngineRun {
  const client = useRef<EngineClient | null>(null);
  const runs = useRef(0);
  const seen = useRef({ doc, algorithm, step });
  seen.current = { doc, algorithm, step };
  const prestarted = useRef<Prestarted | null>(null);
  /** The document whose run may report progress (the latest started). */
  const progressOf = useRef<ScenarioDoc | null>(null);
  /** The edit path's warm-up (warm-edit.ts): scheduled once, after the page's first schedule. */
  const warm = useRef<{ done: boolean; cancel: () => void }>({ done: false, cancel: () => {} });
  // The worker the page started before the app, with the link's run under way (early-run.ts).
  if (client.current === null && factory !== defaultWorkerFactory) client.current = new EngineClient(factory);
  else if (client.current === null && typeof Worker !== "undefined")
    client.current = new EngineClient(defaultWorkerFactory, takeEarly(), firstResultShown);

  useEffect(() => {
    // The Gantt model's worker loads while the first run computes (model-async.ts).
    warmGanttModelWorker();
    return () => {
      warm.current.cancel();
      client.current?.dispose();
    };
  }, []);

  const start = useCallback((d: ScenarioDoc, alg: string | undefined): Promise<RunOutcome> | null => {
    const c = client.current;
    if (!c) return null;
    const ask = runAsk(runs.current === 0, seen.current.step, d);
    // A warm-up not yet begun is pointless now: this run warms what it runs.
    warm.current.cancel();
    runs.current++;
    progressOf.current = d;
    runProgress.set(0);
    // An edit's document was parsed here when it was checked: the worker need not send it back.
    const known = parsedAlready(d);
    if (known) c.holdParsed(d, known);
    // At most the first decisions are explained with the run (the first draw stays fast at real
    // sizes); the step-through asks for the others when it shows them (useExplained.ts). A large
    // schedule is posted without waiting for a lower bound that costs as much as the heuristic; the
    // bound comes after, from a second worker (client.ts), and replaces "computing…" (runAsk).
    let reported = false;
    return c.run({ doc: d, ...(alg ? { algorithm: alg } : {}), ...ask }, (p, note) => {
      if (progressOf.current !== d) return;
      // A run that completes before its first progress message (an edit's: tens of ms) would repaint
      // the bar as full just before its reply takes the indicator away: a frame of the whole page's
      // layers on the edit's critical path, for nothing anyone could see.
      if (!reported && p >= 1 && note === undefined) return;
      reported = true;
      // Not app state: only the progress indicator re-renders on it (run-progress.ts).
      runProgress.set(p, note);
    });
  }, []);

  const prestart = useCallback(
    (next: ScenarioDoc) => {
      // The first run adopts the link's early run; a document already shown starts no run.
      if (runs.current === 0 || next === seen.current.doc) return;
      const alg = seen.current.algorithm;
      const outcome = start(next, alg);
      if (!outcome) return;
      prestarted.current = { doc: next, algorithm: alg, outcome };
      dispatch({ type: "run-started" });
    },
    [start, dispatch],
  );

  useEffect(() => {
    const pre = prestarted.current;
    prestarted.current = null;
    const adopted = pre && pre.doc === doc && pre.algorithm === algorithm ? pre.outcome : null;
    const outcome = adopted ?? start(doc, algorithm);
    if (!outcome) {
      dispatch({
        type: "run-finished",
        outcome: { ok: false, doc, error: { kind: "internal", message: NO_WORKER_MESSAGE } },
      });
      return;
    }
    let live = true;
    let cancelTiming = () => {};
    progressOf.current = doc;
    if (!adopted) dispatch({ type: "run-started" });
    void outcome.then(async (outcome) => {
      const large = outcome.ok && columnsOf(outcome.result.schedule).count >= YIELD_FROM_TASKS;
      // A large schedule's Gantt model is built in its own worker before the result is shown, so
      // the first frame does not pack a million tasks' rows on the main thread (model-async.ts).
      if (live && outcome.ok) {
        // Unpacking was the task before; posting the columns to the model's worker is the next.
        if (large) await nextTask();
        if (live) await prepareGanttModel(outcome.result.schedule);
      }
      // A schedule of ordinary size is rendered and committed in the task that received it: left to
      // React's scheduler, the render was a task of its own, and the browser often painted a frame in
      // between (the edit then waited for the next one, 16 ms later; issue 14, "edit → repaint"). A
      // large one keeps its own tasks (receive, unpack, model, render).
      const finished: Action = { type: "run-finished", outcome };
      if (live && !large) flushSync(() => dispatch(finished));
      else if (live) dispatch(finished);
      // The page's start-up ends with its first outcome on screen (whatever it is): first-result.ts.
      if (live) noteFirstResult();
      // The timing diagram's model follows in the background once the page is idle after the frame that
      // shows the schedule (its columns are copied in slices and transferred, model-async.ts); the tab
      // asks for it itself if it opens first.
      if (live && large && outcome.ok) {
        const schedule = outcome.result.schedule;
        cancelTiming = whenIdleAfterFrame(() => {
          if (live) void prepareTimingModel(schedule);
        }, TIMING_MODEL_IDLE_MS);
      }
      // The page's first schedule is drawn: at idle, run an edit's path once so that the first edit
      // does not run cold code (warm-edit.ts).
      const c = client.current;
      if (
        live &&
        outcome.ok &&
        c &&
        !warm.current.done &&
        shouldWarm(columnsOf(outcome.result.schedule).count)
      ) {
        warm.current = { done: true, cancel: warmWhenIdle(c, doc, algorithm) };
      }
      if (outcome.ok && outcome.bound) await swapInBound(outcome, outcome.bound, dispatch);
    });
    return () => {
      live = false;
      cancelTiming();
      if (progressOf.current === doc) progressOf.current = null;
    };
  }, [doc, algorithm, dispatch, start]);

  return useMemo(() => ({ client: client.current, prestart }), [prestart]);
}
