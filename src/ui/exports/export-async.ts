// An export of the shown run as a Blob (docs/exports.md): small schedules are written in place, a
// large one (EXPORT_IN_WORKER tasks or more) by the export worker (export-worker.ts), so the page stays
// responsive while a 256- or 1024-node schedule is written; `cancelExport` stops it. The schedule goes
// as copies of its columns, made in slices and transferred (columnSchedule).
import type { ExportScenario } from "../../core/schedule/export-common";
import { exportFormat, type ExportFormatId } from "../../core/schedule/export-formats";
import { columnSchedule, stepCount, type ColumnSchedule } from "../../core/schedule/pack";
import type { Schedule } from "../../core/schedule/types";
import { nextTask } from "../../engine/client";
import { columnsOf } from "../views/gantt/model";

/** From this many tasks the export is written by the worker (below, in place: tens of milliseconds). */
export const EXPORT_IN_WORKER = 20_000;

export interface ExportRequest {
  readonly id: number;
  readonly format: ExportFormatId;
  readonly schedule: ColumnSchedule;
  readonly algorithm: string;
  readonly scenario: ExportScenario;
}

export type ExportReply =
  | { readonly id: number; readonly ok: true; readonly blob: Blob }
  | { readonly id: number; readonly ok: false; readonly message: string };

/** Why an export did not finish: cancelled, or the worker's message. */
export class ExportFailed extends Error {
  constructor(
    message: string,
    readonly cancelled = false,
  ) {
    super(message);
  }
}

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (b: Blob) => void; reject: (e: ExportFailed) => void }>();

function exportWorker(): Worker | null {
  if (worker || typeof Worker === "undefined") return worker;
  try {
    worker = new Worker(new URL("./export-worker.ts", import.meta.url), { type: "module", name: "export" });
  } catch {
    return null;
  }
  worker.addEventListener("message", (e: MessageEvent<ExportReply>) => {
    const done = waiting.get(e.data.id);
    waiting.delete(e.data.id);
    if (!done) return;
    if (e.data.ok) done.resolve(e.data.blob);
    else done.reject(new ExportFailed(e.data.message));
  });
  worker.addEventListener("error", (e) => {
    failAll(new ExportFailed(`the export worker failed${e.message ? `: ${e.message}` : ""}`));
  });
  return worker;
}

function failAll(reason: ExportFailed): void {
  for (const { reject } of waiting.values()) reject(reason);
  waiting.clear();
  worker?.terminate();
  worker = null;
}

/** Stops every export in flight (the worker is ended; the next export starts a new one). */
export function cancelExport(): void {
  if (waiting.size > 0) failAll(new ExportFailed("export cancelled", true));
}

/** How many tasks an export of the schedule writes (from its columns: no task objects built). */
export function exportTaskCount(schedule: Schedule): number {
  return columnsOf(schedule).count;
}

/** Whether an export of this schedule is written by the worker (the menu then shows its progress). */
export function exportsInWorker(schedule: Schedule): boolean {
  return exportTaskCount(schedule) + stepCount(schedule) >= EXPORT_IN_WORKER;
}

/** The run's export in `format` as a Blob. */
export function exportBlob(
  format: ExportFormatId,
  schedule: Schedule,
  algorithm: string,
  scenario: ExportScenario,
): Promise<Blob> {
  const f = exportFormat(format);
  const w = exportsInWorker(schedule) ? exportWorker() : null;
  if (!w) {
    try {
      return Promise.resolve(new Blob(f.chunks({ schedule, algorithm }, scenario), { type: f.type }));
    } catch (err) {
      return Promise.reject(new ExportFailed(err instanceof Error ? err.message : String(err)));
    }
  }
  const id = nextId++;
  return new Promise<Blob>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    // The columns are copied in slices, a task of the event loop each (a 1024-node schedule's are
    // 150 MB), then transferred; an export cancelled meanwhile is not posted.
    void columnSchedule(schedule, nextTask).then(({ schedule: columns, transfer }) => {
      if (!waiting.has(id) || worker !== w) return;
      const request: ExportRequest = {
        id,
        format,
        schedule: columns,
        algorithm,
        // Only what the exports read of the scenario (a plain copy for the message).
        scenario: {
          ...(scenario.name !== undefined ? { name: scenario.name } : {}),
          ...(scenario.kind !== undefined ? { kind: scenario.kind } : {}),
          ...(scenario.timeUnit !== undefined ? { timeUnit: scenario.timeUnit } : {}),
          ...(scenario.labels !== undefined ? { labels: [...scenario.labels] } : {}),
        },
      };
      w.postMessage(request, { transfer });
    });
  });
}
