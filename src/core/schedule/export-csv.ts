// A run's tasks as CSV (RFC 4180): one row per task in (node, start) order, times in the scenario's
// unit. Columns: node, kind, start, end, peer, message, then the family's own columns, each present
// only when some task has it: posted, arrival, bytes, stage, messages (combined ids joined by ";"),
// step (the decision that made the task).
import { type ExportResult, type ExportScenario } from "./export-common";
import type { Task } from "./types";

/** The fixed columns, then the optional ones in this order. */
export const CSV_FIXED_COLUMNS = ["node", "kind", "start", "end", "peer", "message"] as const;
const OPTIONAL_COLUMNS = ["posted", "arrival", "bytes", "stage", "messages", "step"] as const;
type Optional = (typeof OPTIONAL_COLUMNS)[number];

/** Shortest text that reads back as the same number ("12.5", "0.1", "1e-7"); empty for NaN/absent. */
export function csvNumber(x: number | undefined): string {
  if (x === undefined || Number.isNaN(x)) return "";
  if (Object.is(x, -0)) return "0";
  return String(x);
}

/** A field quoted when it holds a comma, a quote or a line break (RFC 4180 §2.6–2.7). */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function optionalCell(t: Task, column: Optional): string {
  switch (column) {
    case "posted":
      return csvNumber(t.posted);
    case "arrival":
      return csvNumber(t.arrival);
    case "bytes":
      return csvNumber(t.bytes);
    case "stage":
      return csvField(t.stage ?? "");
    case "messages":
      return t.messages && t.messages.length > 0 ? t.messages.join(";") : "";
    case "step":
      return csvNumber(t.step);
  }
}

function present(t: Task, column: Optional): boolean {
  switch (column) {
    case "messages":
      return t.messages !== undefined && t.messages.length > 0;
    default:
      return t[column] !== undefined;
  }
}

/** Task indices in (node, start) order, ties in schedule order. */
export function csvTaskOrder(tasks: readonly Task[]): number[] {
  const order = Array.from({ length: tasks.length }, (_, i) => i);
  order.sort((a, b) => {
    const x = tasks[a] as Task;
    const y = tasks[b] as Task;
    return x.node - y.node || x.start - y.start || a - b;
  });
  return order;
}

/**
 * The tasks of `result.schedule` as CSV text with a header line, lines ending in CRLF (RFC 4180).
 * `scenario` is accepted for symmetry with the other exports (times stay in its unit, as the
 * schedule's are); node and peer are lane indices (−1 peers are left empty).
 */
export function formatTasksCsv(result: ExportResult, scenario?: ExportScenario): string {
  return tasksCsvChunks(result, scenario).join("");
}

/** Lines gathered into pieces of about this many characters (tasksCsvChunks). */
const PIECE_LINES = 1024;

/** formatTasksCsv's text in pieces (a Blob takes them as they are: no one string of the whole file). */
export function tasksCsvChunks(result: ExportResult, _scenario?: ExportScenario): string[] {
  const tasks = result.schedule.tasks;
  const columns = OPTIONAL_COLUMNS.filter((c) => tasks.some((t) => present(t, c)));
  const chunks: string[] = [];
  let lines: string[] = [[...CSV_FIXED_COLUMNS, ...columns].join(",")];
  const order = csvTaskOrder(tasks);
  for (let k = 0; k < order.length; k++) {
    const t = tasks[order[k] as number] as Task;
    let line = `${t.node},${t.kind},${csvNumber(t.start)},${csvNumber(t.end)},${t.peer >= 0 ? t.peer : ""},${t.message}`;
    for (const c of columns) line += `,${optionalCell(t, c)}`;
    lines.push(line);
    if (lines.length === PIECE_LINES) {
      chunks.push(`${lines.join("\r\n")}\r\n`);
      lines = [];
    }
  }
  if (lines.length > 0) chunks.push(`${lines.join("\r\n")}\r\n`);
  return chunks;
}
