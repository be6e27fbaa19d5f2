// Runs the current scenario in the worker whenever the document or the algorithm changes; a newer
// edit cancels the stale run, and so does the summary bar's Cancel (cancelRun).
import { useEffect, useRef } from "react";
import type { ScenarioDoc } from "../core/family";
import { EngineClient, nextTask, resultWithBound, YIELD_FROM_TASKS, type RunOutcome } from "../engine/client";
import { defaultWorkerFactory, takeEarly } from "../engine/early";
import type { BoundReply } from "../engine/protocol";
import { FIRST_EXPLAINED } from "./explained";
import { runProgress } from "./run-progress";
import { columnsOf, shareGanttModel } from "./views/gantt/model";
import { prepareGanttModel, warmGanttModelWorker } from "./views/gantt/model-async";
import type { Action } from "./state";

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

export function useEngineRun(
  doc: ScenarioDoc,
  algorithm: string | undefined,
  dispatch: (a: Action) => void,
): EngineClient | null {
  const client = useRef<EngineClient | null>(null);
  // The worker the page started before the app, with the link's run under way (early-run.ts).
  if (client.current === null && typeof Worker !== "undefined")
    client.current = new EngineClient(defaultWorkerFactory, takeEarly());

  useEffect(() => {
    // The Gantt model's worker loads while the first run computes (model-async.ts).
    warmGanttModelWorker();
    return () => client.current?.dispose();
  }, []);

  useEffect(() => {
    const c = client.current;
    if (!c) {
      dispatch({
        type: "run-finished",
        outcome: { ok: false, doc, error: { kind: "internal", message: NO_WORKER_MESSAGE } },
      });
      return;
    }
    let live = true;
    runProgress.set(0);
    dispatch({ type: "run-started" });
    void c
      // Only the first decisions are explained with the run (the first draw stays fast at real sizes);
      // the step-through asks for the others when it shows them (useExplained.ts).
      .run(
        // The schedule is posted without waiting for a lower bound that costs as much as the heuristic;
        // the bound comes after, from a second worker (client.ts), and replaces "computing…".
        {
          doc,
          ...(algorithm ? { algorithm } : {}),
          explain: { from: 0, to: FIRST_EXPLAINED },
          bound: "later",
        },
        (p, note) => {
          // Not app state: only the progress indicator re-renders on it (run-progress.ts).
          if (live) runProgress.set(p, note);
        },
      )
      .then(async (outcome) => {
        // A large schedule's Gantt model is built in its own worker before the result is shown, so
        // the first frame does not pack a million tasks' rows on the main thread (model-async.ts).
        if (live && outcome.ok) {
          // Unpacking was the task before; posting the columns to the model's worker is the next.
          if (columnsOf(outcome.result.schedule).count >= YIELD_FROM_TASKS) await nextTask();
          if (live) await prepareGanttModel(outcome.result.schedule);
        }
        if (live) dispatch({ type: "run-finished", outcome });
        if (outcome.ok && outcome.bound) await swapInBound(outcome, outcome.bound, dispatch);
      });
    return () => {
      live = false;
    };
  }, [doc, algorithm, dispatch]);

  return client.current;
}
