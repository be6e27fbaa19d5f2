// The presets: stable ids, they parse (the generated ones through their generator), the paper's example
// is the transcription in tests/fixtures, and every heuristic schedules each of them validly.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { MULTICAST_HEURISTICS } from "../../../src/core/multicast/algorithms";
import { MULTICAST_PRESETS } from "../../../src/core/multicast/presets";
import type { MulticastScenario } from "../../../src/core/multicast/scenario";
import { replay } from "../../../src/core/multicast/replay";
import { validate } from "../../../src/core/multicast/validate";
import { parseScenario } from "../../../src/core/scenario/document";
import { decodeUrlState, encodeUrlState } from "../../../src/core/scenario/url";

describe("MULTICAST_PRESETS", () => {
  it("keeps its ids", () => {
    expect(MULTICAST_PRESETS.map((p) => p.id)).toEqual([
      "multicast-paper-example",
      "multicast-single-broadcast-16",
      "multicast-all-to-all-8",
      "multicast-all-to-all-8-large-slow",
      "multicast-multiple-64x16",
    ]);
  });
  it("transcribes the paper's example as tests/fixtures has it", () => {
    const fixture = new URL("../../fixtures/wu-yeh-liu-example.json", import.meta.url);
    const file = JSON.parse(fs.readFileSync(fixture, "utf8"));
    expect(parseScenario(MULTICAST_PRESETS[0]?.doc)).toEqual(parseScenario(file));
  });
  it("expands the generated presets to the promised shapes", () => {
    const sizes = MULTICAST_PRESETS.map((p) => {
      const s = parseScenario(p.doc) as MulticastScenario;
      return [s.nodes.length, s.multicasts.length];
    });
    expect(sizes).toEqual([
      [4, 3],
      [16, 1],
      [8, 8],
      [8, 8],
      [64, 16],
    ]);
  });
  it("fit in a short URL", () => {
    for (const p of MULTICAST_PRESETS.slice(1)) {
      const url = encodeUrlState(p.doc, { v: 1 });
      expect(url.length).toBeLessThan(400);
      expect(decodeUrlState(url)?.scenario).toEqual(parseScenario(p.doc));
    }
  });
  it.each(MULTICAST_PRESETS.map((p) => [p.id, p] as const))(
    "%s: every heuristic gives a valid schedule",
    (_id, p) => {
      const s = parseScenario(p.doc) as MulticastScenario;
      for (const a of MULTICAST_HEURISTICS) {
        const out = a.run(s, { explain: false });
        const { schedule } = replay(s, out.plan, a.id, out.steps);
        expect(validate(s, schedule)).toEqual([]);
        expect(schedule.makespan).toBeGreaterThanOrEqual(schedule.lowerBound ?? 0);
      }
    },
  );
});
