// The Gantt model of a large schedule, built off the main thread (docs/architecture.md, performance):
// `prepareGanttModel` resolves once `ganttModel(schedule)` is ready, having had the model built by a
// worker of its own (model-worker.ts) for schedules of PREPARE_IN_WORKER tasks or more, so the first
// frame of a 256-node all-to-all does not spend a long task packing rows. Small schedules, and pages
// without workers, build it in place.
import type { PackedTasks } from "../../../core/schedule/pack";
import type { Schedule } from "../../../core/schedule/types";
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

/**
 * One request per schedule in flight to the model's worker (the Gantt's and the timing diagram's models
 * alike): `adopt` takes the reply once it comes; the promise is shared by every caller meanwhile.
 */
function requestOnce(
  inFlight: WeakMap<Schedule, Promise<void>>,
  w: Worker,
  schedule: Schedule,
  body: () => RequestBody,
  adopt: (reply: ModelReply) => void,
): Promise<void> {
  let p = inFlight.get(schedule);
  if (!p) {
    const id = nextId++;
    p = new Promise<void>((resolve) => {
      waiting.set(id, (reply) => {
        adopt(reply);
        inFlight.delete(schedule);
        resolve();
      });
    });
    inFlight.set(schedule, p);
    const request: ModelRequest = { id, ...body() };
    w.postMessage(request);
  }
  return p;
}

const pending = new WeakMap<Schedule, Promise<void>>();

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

const pendingTiming = new WeakMap<Schedule, Promise<void>>();

/**
 * Has the timing diagram's model (timing/model.ts) of a large schedule built in the same worker, in the
 * background (after the Gantt's, as the worker takes requests in turn), so that opening the Timing
 * diagram tab does not sort a million events by column on the main thread. Resolves when it is adopted,
 * or at once when there is no worker (the view then builds it in place, as for a small schedule). Only
 * the seven columns the model reads are posted.
 */
export function prepareTimingModel(schedule: Schedule): Promise<void> {
  if (hasTimingModel(schedule)) return Promise.resolve();
  const cols = columnsOf(schedule);
  const w = cols.count >= PREPARE_IN_WORKER ? modelWorker() : null;
  if (!w) return Promise.resolve();
  return requestOnce(
    pendingTiming,
    w,
    schedule,
    () => ({ kind: "timing", cols: timingInput(cols), lanes: schedule.lanes.length }),
    (reply) => {
      if (!hasTimingModel(schedule) && reply.ok && "timing" in reply)
        adoptTimingModel(schedule, reply.timing);
    },
  );
}
