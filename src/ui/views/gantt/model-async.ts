// The Gantt model of a large schedule, built off the main thread (docs/architecture.md, performance):
// `prepareGanttModel` resolves once `ganttModel(schedule)` is ready, having had the model built by a
// worker of its own (model-worker.ts) for schedules of PREPARE_IN_WORKER tasks or more, so the first
// frame of a 256-node all-to-all does not spend a long task packing rows. Small schedules, and pages
// without workers, build it in place.
import { copyForTransfer, type PackedTasks } from "../../../core/schedule/pack";
import type { Schedule } from "../../../core/schedule/types";
import { nextTask } from "../../../engine/client";
import {
  adoptTimingModel,
  hasTimingModel,
  timingInput,
  type PackedTimingModel,
  type TimingInput,
} from "../timing/model";
import { adoptGanttModel, columnsOf, ganttModel, hasGanttModel, type PackedGanttModel } from "./model";

/** From this many tasks the model is built in the worker (below, it takes a few milliseconds). */
export const PREPARE_IN_WORKER = 20_000;

export type ModelRequest = { readonly id: number } & RequestBody;

export type ModelReply =
  | { readonly id: number; readonly ok: true; readonly model: PackedGanttModel }
  | { readonly id: number; readonly ok: true; readonly timing: PackedTimingModel }
  | { readonly id: number; readonly ok: false; readonly message: string };

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, (reply: ModelReply) => void>();

function modelWorker(): Worker | null {
  if (worker || typeof Worker === "undefined") return worker;
  try {
    worker = new Worker(new URL("./model-worker.ts", import.meta.url), {
      type: "module",
      name: "gantt-model",
    });
  } catch {
    return null;
  }
  worker.addEventListener("message", (e: MessageEvent<ModelReply>) => {
    const done = waiting.get(e.data.id);
    waiting.delete(e.data.id);
    done?.(e.data);
  });
  worker.addEventListener("error", () => {
    // A worker that failed to load: every waiting request falls back to building in place.
    for (const [id, done] of waiting) done({ id, ok: false, message: "the Gantt model worker failed" });
    waiting.clear();
    worker = null;
  });
  return worker;
}

/**
 * Starts the model worker ahead of need (the page calls it when it starts its first run), so loading
 * it overlaps the run instead of delaying the first draw.
 */
export function warmGanttModelWorker(): void {
  modelWorker();
}

/** The columns the model reads (a smaller copy to post than the whole PackedTasks). */
function modelColumns(c: PackedTasks): PackedTasks {
  return { ...c, bytes: new Float64Array(0) };
}

/** Distributes ModelRequest (without its id) over its two kinds. */
type RequestBody =
  | { readonly kind?: "gantt"; readonly cols: PackedTasks; readonly lanes: number }
  | { readonly kind: "timing"; readonly cols: TimingInput; readonly lanes: number };

/** From this many tasks a request's copy pauses between slices (below, it is a millisecond or two). */
export const PAUSE_FROM = 100_000;
/** A copy runs this long (ms) at most before it lets the page's other tasks in. */
const COPY_BUDGET_MS = 8;

/**
 * A task boundary once the copy has run COPY_BUDGET_MS since the last one: a boundary after every slice
 * of copyForTransfer (4 MB) would be about sixty at a million tasks, each a setTimeout clamped to 4 ms.
 */
function budgetedPause(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < COPY_BUDGET_MS) return;
    await nextTask();
    since = performance.now();
  };
}

/**
 * The request's columns copied in slices (copyForTransfer) and listed in `transfer`, so postMessage
 * moves them instead of cloning: at a 1024-node all-to-all (two million tasks) a structured clone of the
 * Gantt's columns (≈ 130 MB) or the timing model's (≈ 70 MB) held the page's thread for 170–750 ms of
 * wall time, in the task before the first draw. The page keeps its own columns.
 */
async function transferable(body: RequestBody): Promise<{ body: RequestBody; transfer: ArrayBuffer[] }> {
  const transfer: ArrayBuffer[] = [];
  const large = body.cols.count >= PAUSE_FROM;
  const pause = budgetedPause();
  const cols = await copyForTransfer(body.cols, transfer, pause, large);
  return { body: { ...body, cols } as RequestBody, transfer };
}

/**
 * One request per key in flight to the model's worker (the Gantt's and the timing diagram's models
 * alike): `adopt` takes the reply once it comes; the promise is shared by every caller meanwhile. The
 * body's columns are copied and transferred (`transferable`).
 */
function requestOnce(
  inFlight: WeakMap<object, Promise<void>>,
  w: Worker,
  key: object,
  body: () => RequestBody,
  adopt: (reply: ModelReply) => void,
): Promise<void> {
  let p = inFlight.get(key);
  if (!p) {
    const id = nextId++;
    p = new Promise<void>((resolve) => {
      waiting.set(id, (reply) => {
        adopt(reply);
        inFlight.delete(key);
        resolve();
      });
    });
    inFlight.set(key, p);
    transferable(body()).then(
      ({ body, transfer }) => {
        const request: ModelRequest = { id, ...body };
        w.postMessage(request, { transfer });
      },
      (err: unknown) => {
        const done = waiting.get(id);
        waiting.delete(id);
        done?.({ id, ok: false, message: err instanceof Error ? err.message : String(err) });
      },
    );
  }
  return p;
}

const pending = new WeakMap<object, Promise<void>>();

/**
 * Resolves when ganttModel(schedule) is ready without building it on the main thread (for a large
 * schedule); the model is built in place when the worker is unavailable or fails.
 */
export function prepareGanttModel(schedule: Schedule): Promise<void> {
  if (hasGanttModel(schedule)) return Promise.resolve();
  const cols = columnsOf(schedule);
  const w = cols.count >= PREPARE_IN_WORKER ? modelWorker() : null;
  if (!w) {
    ganttModel(schedule);
    return Promise.resolve();
  }
  return requestOnce(
    pending,
    w,
    schedule,
    () => ({ cols: modelColumns(cols), lanes: schedule.lanes.length }),
    (reply) => {
      if (hasGanttModel(schedule)) return;
      if (reply.ok && "model" in reply) adoptGanttModel(schedule, reply.model);
      else ganttModel(schedule);
    },
  );
}

/** By the schedule's columns: the same schedule with its lower bound (a new object) shares the request. */
const pendingTiming = new WeakMap<object, Promise<void>>();

/**
 * Has the timing diagram's model (timing/model.ts) of a large schedule built in the same worker, so that
 * the Timing diagram tab does not sort a million events by column on the main thread. Asked when the page
 * is idle after a large schedule's first draw (use-engine.ts), and by the tab itself when it opens first
 * ("preparing…" meanwhile, TimingView). Resolves when the model is adopted, or at once when it is ready
 * or there is no worker (the view then builds it in place, as for a small schedule). Only the seven
 * columns the model reads are copied and transferred.
 */
export function prepareTimingModel(schedule: Schedule): Promise<void> {
  if (hasTimingModel(schedule)) return Promise.resolve();
  const cols = columnsOf(schedule);
  const w = cols.count >= PREPARE_IN_WORKER ? modelWorker() : null;
  if (!w) return Promise.resolve();
  return requestOnce(
    pendingTiming,
    w,
    cols,
    () => ({ kind: "timing", cols: timingInput(cols), lanes: schedule.lanes.length }),
    (reply) => {
      if (!hasTimingModel(schedule) && reply.ok && "timing" in reply)
        adoptTimingModel(schedule, reply.timing);
    },
  );
}

/** Whether the timing diagram of `s` would wait for prepareTimingModel (a large schedule, no model yet). */
export function timingModelPending(s: Schedule): boolean {
  return !hasTimingModel(s) && columnsOf(s).count >= PREPARE_IN_WORKER && modelWorker() !== null;
}
