// The schedule JSON, for every preset: parses back with the scenario's name, the algorithm, makespan,
// lower bound, time unit and the tasks as the schedule has them.
import { describe, expect, it } from "vitest";
import { allPresets, runScenario } from "../../../src/core/registry";
import { parseScenario } from "../../../src/core/scenario/document";
import {
  formatScheduleJson,
  SCHEDULE_JSON_FORMAT,
  toScheduleJson,
  type ScheduleJson,
} from "../../../src/core/schedule/export-json";

const PRESETS = allPresets().filter((p) => p.id !== "packet-large-1024");

describe("formatScheduleJson", () => {
  it.each(PRESETS.map((p) => [p.id, p] as const))("%s: parses back to the schedule", (_id, preset) => {
    const scenario = parseScenario(preset.doc);
    const result = runScenario(scenario, preset.algorithm, { explain: false });
    const s = result.schedule;
    const parsed = JSON.parse(formatScheduleJson(result, scenario)) as ScheduleJson;
    expect(parsed).toMatchObject({
      format: SCHEDULE_JSON_FORMAT,
      version: 1,
      scenario: scenario.name,
      kind: scenario.kind,
      family: s.family,
      algorithm: result.algorithm,
      timeUnit: scenario.timeUnit,
      makespan: s.makespan,
      lowerBound: s.lowerBound,
      lanes: s.lanes,
      messages: s.messages,
    });
    expect(parsed.tasks).toEqual(s.tasks);
    expect(parsed.steps).toHaveLength(s.steps.length);
  });

  it("pretty-prints on request and writes NaN as null", () => {
    const schedule = {
      family: "grid" as const,
      algorithm: "flat",
      timeUnit: "ms" as const,
      lanes: ["P0", "P1"],
      messages: ["broadcast from P0"],
      tasks: [],
      makespan: 0,
      lowerBound: null,
      steps: [],
      trees: [{ message: 0, root: 0, parent: [-1, -2], complete: [0, NaN], children: [[], []] }],
    };
    const text = formatScheduleJson({ schedule }, { name: "tiny" }, true);
    expect(text).toContain('\n  "scenario": "tiny"');
    expect((JSON.parse(text) as ScheduleJson).trees?.[0]?.complete).toEqual([0, null]);
    expect(toScheduleJson({ schedule, algorithm: "ecef" }).algorithm).toBe("ecef");
  });
});
