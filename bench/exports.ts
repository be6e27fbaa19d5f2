// Speed and size of the three exports (tasks CSV, schedule JSON, Chrome trace) on a synthetic
// 130 000-task schedule and on the largest preset. Prints figures; asserts nothing.
import { findPreset, runScenario } from "../src/core/registry";
import { parseScenario } from "../src/core/scenario/document";
import { formatTasksCsv } from "../src/core/schedule/export-csv";
import { formatScheduleJson } from "../src/core/schedule/export-json";
import { toChromeTrace } from "../src/core/schedule/export-trace";
import type { ExportResult, ExportScenario } from "../src/core/schedule/export-common";
import { largeSchedule } from "../tests/core/schedule/large-schedule";

/** Median wall time of `repeats` runs, in ms, and the last result. */
function time<T>(repeats: number, work: () => T): [number, T] {
  const samples: number[] = [];
  let out: T | undefined;
  for (let i = 0; i < repeats; i++) {
    const t0 = performance.now();
    out = work();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return [samples[Math.floor(samples.length / 2)] as number, out as T];
}

const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 0);
const mb = (text: string) => (text.length / 1e6).toFixed(1);

export function benchExports(): void {
  const cases: [string, ExportResult, ExportScenario | undefined][] = [
    ["synthetic 65 000 messages", { schedule: largeSchedule(65_000, 64) }, undefined],
  ];
  const preset = findPreset("packet-large-1024");
  if (preset) {
    const scenario = parseScenario(preset.doc);
    cases.push([preset.id, runScenario(scenario, preset.algorithm, { explain: false }), scenario]);
  }
  const rows: Record<string, string | number>[] = [];
  for (const [label, result, scenario] of cases) {
    const [trace, object] = time(3, () => toChromeTrace(result, scenario));
    const [stringify, text] = time(3, () => JSON.stringify(object));
    const [csvMs, csv] = time(3, () => formatTasksCsv(result, scenario));
    const [jsonMs, json] = time(3, () => formatScheduleJson(result, scenario));
    rows.push({
      schedule: label,
      tasks: result.schedule.tasks.length,
      "trace ms": fmt(trace),
      "trace JSON ms": fmt(stringify),
      "trace MB": mb(text),
      "CSV ms": fmt(csvMs),
      "CSV MB": mb(csv),
      "JSON ms": fmt(jsonMs),
      "JSON MB": mb(json),
    });
  }
  console.log("exports: Chrome trace (object, then JSON text), tasks CSV, schedule JSON (median of 3)");
  console.table(rows);
}
