// The three data exports (tasks CSV, schedule JSON, Chrome trace) as one table: what the page's
// "Export data" menu offers and what its export worker writes (src/ui/export-worker.ts), each as
// pieces of text a Blob takes as they are (no one string of the whole file: json-chunks.ts).
import type { ExportResult, ExportScenario } from "./export-common";
import { tasksCsvChunks } from "./export-csv";
import { scheduleJsonChunks } from "./export-json";
import { chromeTraceChunks } from "./export-trace";

export type ExportFormatId = "csv" | "json" | "trace";

export interface ExportFormat {
  readonly id: ExportFormatId;
  readonly label: string;
  /** The file name's end: "<scenario>-<algorithm>-<suffix>". */
  readonly suffix: string;
  /** The Blob's MIME type. */
  readonly type: string;
  readonly title: string;
  readonly chunks: (result: ExportResult, scenario: ExportScenario) => string[];
}

export const EXPORT_FORMATS: readonly ExportFormat[] = [
  {
    id: "csv",
    label: "Export tasks CSV",
    suffix: "tasks.csv",
    type: "text/csv;charset=utf-8",
    title: "One row per task: node, kind, start, end, peer, message and the family's columns",
    chunks: tasksCsvChunks,
  },
  {
    id: "json",
    label: "Export schedule JSON",
    suffix: "schedule.json",
    type: "application/json",
    title: "The schedule: algorithm, makespan, lower bound, time unit, tasks and decisions",
    chunks: (r, s) => scheduleJsonChunks(r, s, true),
  },
  {
    id: "trace",
    label: "Export Chrome trace",
    suffix: "trace.json",
    type: "application/json",
    title: "A Chrome Trace Event file: open it in ui.perfetto.dev or chrome://tracing",
    chunks: chromeTraceChunks,
  },
];

export function exportFormat(id: ExportFormatId): ExportFormat {
  return EXPORT_FORMATS.find((f) => f.id === id) as ExportFormat;
}
