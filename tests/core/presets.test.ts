// Every preset, whatever its family, parses and runs, and names itself (the Name field and exports
// show it; "untitled" on a paper's example reads as a bug).
import { describe, expect, it } from "vitest";
import { allPresets, runScenario } from "../../src/core/registry";
import { parseScenario } from "../../src/core/scenario/document";

describe("presets", () => {
  const presets = allPresets();

  it("have unique ids", () => {
    expect(new Set(presets.map((p) => p.id)).size).toBe(presets.length);
  });

  it.each(presets.map((p) => [p.id, p] as const))("%s has a name, parses and runs", (_id, preset) => {
    expect(typeof preset.doc.name).toBe("string");
    expect(String(preset.doc.name).length).toBeGreaterThan(0);
    const scenario = parseScenario(preset.doc);
    const result = runScenario(scenario, preset.algorithm, { explain: false });
    expect(result.schedule.makespan).toBeGreaterThan(0);
  });
});
