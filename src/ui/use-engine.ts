// Runs the current scenario in the worker whenever the document or the algorithm changes; a newer
// edit cancels the stale run, and so does the summary bar's Cancel (cancelRun).
import { useEffect, useRef } from "react";
import type { ScenarioDoc } from "../core/family";
import { EngineClient, nextTask, resultWithBound, YIELD_FROM_TASKS } from "../engine/client";
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

export function useEngineRun(
  doc: ScenarioDoc,
  algorithm: string | undefined,
  dispatch: (a: Action) => void,
): EngineClient | null {
  const client = useRef<EngineClient | null>(null);
  if (client.current === null && typeof Worker !== "undefined") client.current = new EngineClient();

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
        if (!outcome.ok || !outcome.bound) return;
        const reply = await outcome.bound;
        // Not gated on `live`: the reducer swaps it in only where this result is still shown (a newer
        // run's result is left alone, and a last good schedule kept after a cancel gets its bound).
        // A bound that could not be computed (stopped, failed) shows as none rather than "computing…".
        const result = outcome.result;
        const withBound = resultWithBound(result, reply.ok ? reply.lowerBound : null);
        shareGanttModel(result.schedule, withBound.schedule);
        dispatch({ type: "bound-known", result, withBound });
      });
    return () => {
      live = false;
    };
  }, [doc, algorithm, dispatch]);

  return client.current;
}
