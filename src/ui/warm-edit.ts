// The page's first edit ran cold code (issue 14, "edit → repaint at 64 nodes"): V8 compiles a function
// on its first call and optimizes it only after several, and the link's first run took other paths than
// an edit's (it explained its first decisions and computed the bound inside the run). So the first edit
// of a page took about twice as long as the next ones and was the p95 of every bench run. Once the
// first schedule is drawn and the page is idle, the edit path runs once with its result dropped: the
// main thread's parse of a document (parseOnce's work), the worker's fresh parse, heuristic, bound and
// packing, and the main thread's unpacking of the reply (EngineClient.warm, WarmRequest).
// docs/architecture.md, "Edit → repaint".
import type { ScenarioDoc } from "../core/family";
import { parseScenario } from "../core/scenario/document";
import type { Schedule } from "../core/schedule/types";
import { nextTask } from "../engine/client";
import { whenIdleAfterFrame } from "./idle";

/**
 * A schedule of more tasks than this is not warmed: a run posted while the warm-up computes waits for it
 * in the worker, so it must be short. A 64-node all-to-all (8 064 tasks) warms in 20–40 ms of the
 * worker's time (cold), a 256-node one (130 048 tasks) would take about a second, which an early edit
 * must not wait behind. (Not the first run's time: that one is cold and explains its first decisions.)
 */
export const WARM_UP_MAX_TASKS = 20_000;

/**
 * How many times the worker's half runs: V8 optimizes a function (Maglev, then TurboFan, on background
 * threads) after several calls, so one pass left the first edit still compiling the worker's code beside
 * the page on a 2-core machine.
 */
export const WARM_UP_RUNS = 3;

/** How long the warm-up waits for an idle moment after the first draw (ms). */
export const WARM_UP_IDLE_MS = 1000;

/** What the warm-up needs of the engine client (EngineClient.warm: the unpacked schedule, or null). */
export interface Warmable {
  warm(request: { readonly doc: ScenarioDoc; readonly algorithm?: string }): Promise<Schedule | null>;
}

type WarmListener = (schedule: Schedule) => void;
const LISTENERS = new Set<WarmListener>();

/**
 * A view's part of the warm-up: `f` receives each warm-up schedule (the schedule on screen computed
 * again: a new object, so no cache of the view answers for it) to lay out and paint off screen, results
 * dropped — what the view does with an edit's schedule. Returns the unsubscribe.
 */
export function onWarmSchedule(f: WarmListener): () => void {
  LISTENERS.add(f);
  return () => {
    LISTENERS.delete(f);
  };
}

/** Whether the edit path is warmed after a first schedule of `tasks` tasks (WARM_UP_MAX_TASKS). */
export function shouldWarm(tasks: number): boolean {
  return tasks <= WARM_UP_MAX_TASKS;
}

/**
 * The edit path, results dropped, WARM_UP_RUNS times: the worker's half and the unpacking of its reply,
 * then the main thread's parse of the document (the first time; a fresh one: parseOnce's memo is neither
 * read nor written) and the views' warm-ups. Resolves with whether the worker's half ran (false: the
 * worker was busy, or is a stand-in without `warm`); throws nothing.
 */
export async function warmEditPath(
  client: Warmable,
  doc: ScenarioDoc,
  algorithm: string | undefined,
): Promise<boolean> {
  const request = { doc, ...(algorithm !== undefined ? { algorithm } : {}) };
  let ran = false;
  for (let k = 0; k < WARM_UP_RUNS; k++) {
    // Stops when the worker is busy (a run was posted: the page's work is the run's now) or has no
    // `warm`, so the main thread's part below never lands inside an edit.
    const schedule = await client.warm(request);
    if (!schedule) break;
    ran = true;
    // Each part in a task of its own (the reply's unpacking was one): none is a long task.
    if (k === 0) {
      await nextTask();
      try {
        parseScenario(doc);
      } catch {
        // The worker parsed it; if the page cannot (it never showed it), the views do not warm either.
        break;
      }
    }
    for (const f of [...LISTENERS]) {
      await nextTask();
      try {
        f(schedule);
      } catch {
        // A view that cannot warm up (no canvas here) simply stays cold: nothing is shown from it.
      }
    }
  }
  return ran;
}

/**
 * Schedules `warmEditPath` for when the page is idle (at most WARM_UP_IDLE_MS later); returns a cancel.
 * Where there is no requestIdleCallback (jsdom) nothing is scheduled: there is no first edit to speed up.
 */
export function warmWhenIdle(client: Warmable, doc: ScenarioDoc, algorithm: string | undefined): () => void {
  if (typeof window === "undefined" || typeof window.requestIdleCallback !== "function") return () => {};
  return whenIdleAfterFrame(() => void warmEditPath(client, doc, algorithm), WARM_UP_IDLE_MS);
}
