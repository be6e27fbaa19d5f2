// Speed of the analysis functions (critical path, time per node, link statistics) on a synthetic
// 130 000-task schedule and on the largest presets, and of the task table's filter + sort. Prints
// figures; asserts nothing.
import { findPreset, runScenario } from "../src/core/registry";
import { parseScenario } from "../src/core/scenario/document";
import { criticalPath } from "../src/core/schedule/critical-path";
import { linkStats } from "../src/core/schedule/link-stats";
import { nodeStats } from "../src/core/schedule/node-stats";
import type { Schedule } from "../src/core/schedule/types";
import { filterTasks, NO_FILTER, sortTasks } from "../src/core/schedule/task-table";
import { packSchedule, unpackSchedule } from "../src/core/schedule/pack";
import { analysisSchedule } from "../src/engine/analysis";
import { ANALYSIS_WORKER_MIN_TASKS } from "../src/ui/views/analysis/use-analysis";
import { allToAllDoc } from "./run-cost";
import { largeSchedule } from "../tests/core/schedule/large-schedule";
import { medianMs as median } from "./median-time";

const fmt = (ms: number) => ms.toFixed(ms < 10 ? 2 : 0);

export function benchAnalysis(): void {
  const cases: [string, Schedule][] = [["synthetic 65 000 messages", largeSchedule(65_000, 64)]];
  for (const id of ["packet-large-1024", "redistribution-sec5-p64-k63", "multicast-multiple-64x16"]) {
    const preset = findPreset(id);
    if (preset) cases.push([id, runScenario(parseScenario(preset.doc), preset.algorithm).schedule]);
  }
  // The brief's case: a 256-node all-to-all WR (130 560 tasks), as the app holds it (over columns).
  const wr = runScenario(parseScenario(allToAllDoc(256)), "wr", { explain: false }).schedule;
  cases.push(["256-node all-to-all WR", unpackSchedule(packSchedule(wr))]);
  const rows = cases.map(([label, s]) => ({
    schedule: label,
    tasks: s.tasks.length,
    "critical path ms": fmt(median(3, () => criticalPath(s))),
    "node stats ms": fmt(median(3, () => nodeStats(s))),
    "link stats ms": fmt(median(3, () => linkStats(s))),
    "table sort by duration ms": fmt(
      median(3, () => sortTasks(s, filterTasks(s, NO_FILTER), { column: "duration", dir: "descending" })),
    ),
    // What the main thread pays per query once they run in the worker: the request's structured clone.
    "main thread in worker mode ms":
      s.tasks.length >= ANALYSIS_WORKER_MIN_TASKS
        ? fmt(median(3, () => structuredClone(analysisSchedule(s))))
        : "(inline)",
  }));
  console.log(
    "analysis: critical path, time per node, link statistics, task table filter + sort (median of 3); " +
      `from ${ANALYSIS_WORKER_MIN_TASKS} tasks on the app runs them in a worker and the main thread only clones the request`,
  );
  console.table(rows);
}
