// The export table's pieces are the exports' text, for a run of every family (the page's worker writes
// the pieces into a Blob; the CLI writes the text).
import { describe, expect, it } from "vitest";
import { allPresets, KINDS, runScenario } from "../../../src/core/registry";
import { parseScenario } from "../../../src/core/scenario/document";
import { formatTasksCsv } from "../../../src/core/schedule/export-csv";
import { EXPORT_FORMATS, exportFormat } from "../../../src/core/schedule/export-formats";
import { formatScheduleJson } from "../../../src/core/schedule/export-json";
import { formatChromeTrace } from "../../../src/core/schedule/export-trace";

/** The first preset of each family (paper examples, small). */
const firstPresets = KINDS.map((kind) => allPresets().find((p) => p.doc.kind === kind)).filter(
  (p) => p !== undefined,
);

describe("EXPORT_FORMATS", () => {
  it("has a preset of every family to check against", () => {
    expect(firstPresets.map((p) => p.doc.kind).sort()).toEqual([...KINDS].sort());
  });

  for (const preset of firstPresets) {
    it(`writes in pieces exactly the text of the exports (${preset.id})`, () => {
      const scenario = parseScenario(preset.doc);
      const result = runScenario(scenario, preset.algorithm ?? "", {});
      const named = { name: scenario.name, kind: scenario.kind };
      expect(exportFormat("csv").chunks(result, named).join("")).toBe(formatTasksCsv(result, named));
      expect(exportFormat("json").chunks(result, named).join("")).toBe(
        formatScheduleJson(result, named, true),
      );
      expect(exportFormat("trace").chunks(result, named).join("")).toBe(formatChromeTrace(result, named));
    });
  }

  it("names each format once, with a file suffix and a MIME type", () => {
    expect(EXPORT_FORMATS.map((f) => f.id)).toEqual(["csv", "json", "trace"]);
    for (const f of EXPORT_FORMATS) {
      expect(f.suffix).toMatch(/\.(csv|json)$/);
      expect(f.type).toMatch(/^(text\/csv|application\/json)/);
    }
  });
});
