// The schedule as JSON: the scenario's name, the algorithm, makespan, lower bound, time unit, lanes,
// message labels, tasks (in schedule order, so each task's `match` still indexes the list) and the
// decisions, plus whatever else the family put in the schedule (trees, groups, matrix, notes).
// Times are in the scenario's unit, as `timeUnit` says. NaN (a node outside a message tree) becomes
// null, as JSON has no NaN.
import { exportAlgorithm, exportTimeUnit, type ExportResult, type ExportScenario } from "./export-common";
import { jsonChunks } from "./json-chunks";
import type { Schedule } from "./types";

/** Names the format so a reader can tell this file from a scenario file or a trace. */
export const SCHEDULE_JSON_FORMAT = "schedule-explorer/schedule";
export const SCHEDULE_JSON_VERSION = 1;

export type ScheduleJson = {
  readonly format: typeof SCHEDULE_JSON_FORMAT;
  readonly version: typeof SCHEDULE_JSON_VERSION;
  readonly scenario: string | null;
  readonly kind: string | null;
} & Omit<Schedule, "algorithm"> & { readonly algorithm: string };

export function toScheduleJson(result: ExportResult, scenario?: ExportScenario): ScheduleJson {
  const s = result.schedule;
  const { family, timeUnit: _unit, algorithm: _algorithm, makespan, lowerBound, ...rest } = s;
  return {
    format: SCHEDULE_JSON_FORMAT,
    version: SCHEDULE_JSON_VERSION,
    scenario: scenario?.name ?? null,
    kind: scenario?.kind ?? null,
    family,
    algorithm: exportAlgorithm(result),
    timeUnit: exportTimeUnit(result, scenario),
    makespan,
    lowerBound,
    ...rest,
  };
}

/** toScheduleJson as JSON text (two-space indentation when `pretty`). */
export function formatScheduleJson(result: ExportResult, scenario?: ExportScenario, pretty = false): string {
  return JSON.stringify(toScheduleJson(result, scenario), null, pretty ? 2 : undefined);
}

/**
 * formatScheduleJson's text in pieces: the file of a large schedule is longer than one string may be
 * (json-chunks.ts).
 */
export function scheduleJsonChunks(
  result: ExportResult,
  scenario?: ExportScenario,
  pretty = false,
): string[] {
  return jsonChunks(toScheduleJson(result, scenario), pretty ? 2 : 0);
}
