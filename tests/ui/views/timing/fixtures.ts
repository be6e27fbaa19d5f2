// Real schedules for the timing-diagram tests: the paper's ℜ₂(3,4) example (Bhat et al. Figs 1–3)
// run through the registry, as the app runs it.
import type { RunResult } from "../../../../src/core/family";
import { findPreset, runScenario, type Scenario } from "../../../../src/core/registry";
import { parseScenario } from "../../../../src/core/scenario/document";
import { packTasks, scheduleOfPacked } from "../../../../src/core/schedule/pack";
import type { Schedule } from "../../../../src/core/schedule/types";

export function presetRun(id: string, algorithm?: string): { scenario: Scenario; result: RunResult } {
  const preset = findPreset(id);
  if (!preset) throw new Error(`no preset ${id}`);
  const scenario = parseScenario(preset.doc);
  return { scenario, result: runScenario(scenario, algorithm ?? preset.algorithm ?? "greedy", {}) };
}

/**
 * Greedy on ℜ₂(3,4) with the Fig. 3 preset's bandwidths (32-byte messages, C = 32 / B µs), by hand
 * (Sec. 4.3: senders by availability, then index; each takes its earliest free receiver):
 *   P0 → P1 [0,4], P0 → P2 [4,5]; P1 → P0 [0,8], P1 → P3 [8,9];
 *   P2 → P3 [0,8], P2 → P0 [8,10]; P3 → P2 [0,1], P3 → P1 [4,8].
 * Sender sums 5, 9, 10, 5; receiver sums 10, 8, 2, 9: lower bound 10 = completion.
 */
export const R234_GREEDY_SENDS: readonly (readonly [number, number, number, number])[] = [
  [0, 1, 0, 4],
  [0, 2, 4, 5],
  [1, 0, 0, 8],
  [1, 3, 8, 9],
  [2, 3, 0, 8],
  [2, 0, 8, 10],
  [3, 2, 0, 1],
  [3, 1, 4, 8],
];

/**
 * The same schedule over packed columns (as the worker sends it), whose `tasks` throws when read: a test
 * that a view never builds every task object (two million for a 1024-node all-to-all).
 */
export function sealed(s: Schedule): Schedule {
  const { tasks, ...rest } = s;
  const out = scheduleOfPacked(rest, packTasks(tasks));
  Object.defineProperty(out, "tasks", {
    get() {
      throw new Error("schedule.tasks read");
    },
  });
  return out;
}
