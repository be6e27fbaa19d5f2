import { describe, expect, it } from "vitest";
import type { ScenarioDoc } from "../../../../src/core/family";
import { findPreset } from "../../../../src/core/registry";
import type { RedistributionScenario } from "../../../../src/core/redistribution/scenario";
import { parseScenario } from "../../../../src/core/scenario/document";
import {
  dropStalePlan,
  meanOfPairs,
  resizePairs,
  toGenerated,
  withProcessors,
} from "../../../../src/ui/families/redistribution/doc-edits";
import { editValue } from "../../../../src/ui/doc-edit";

const fig3 = findPreset("redistribution-paper-r2-3-4")!.doc;
/** The greedy plan of Fig. 3 with P2's two sends swapped (a user's drag). */
const edited: ScenarioDoc = {
  ...fig3,
  plan: {
    sends: [
      [1, 2],
      [0, 3],
      [0, 3],
      [2, 1],
    ],
  },
};

describe("dropStalePlan", () => {
  it("keeps an edited plan across a bandwidth edit (same communication pattern)", () => {
    const next = dropStalePlan(editValue(edited, ["bandwidth", 0, 1], 64));
    expect(next.plan).toEqual(edited.plan);
  });

  it("drops it when K changes the pattern", () => {
    const next = dropStalePlan(editValue(edited, ["K"], 2));
    expect(next.plan).toBeUndefined();
    expect(parseScenario(next)).toMatchObject({ K: 2 });
  });

  it("leaves an otherwise invalid document for the app to reject", () => {
    const bad = editValue(edited, ["blockSize"], 5); // 48 is not a multiple of 5
    expect(dropStalePlan(bad)).toBe(bad);
    expect(() => parseScenario(bad)).toThrow(/not a multiple of the block size x = 5/);
  });
});

describe("withProcessors / resizePairs", () => {
  it("grows the per-pair matrices, copying the first off-diagonal value, and drops the plan", () => {
    const next = withProcessors(edited, 5);
    expect(next.plan).toBeUndefined();
    const s = parseScenario(next) as RedistributionScenario;
    expect(s.processors).toBe(5);
    const b = s.bandwidth as (number | null)[][];
    expect(b).toHaveLength(5);
    expect(b[0]?.slice(0, 4)).toEqual([null, 8, 32, 16]);
    expect(b[4]).toEqual([8, 8, 8, 8, null]);
  });

  it("shrinks them, and leaves single values alone", () => {
    expect(resizePairs(3, 7)).toBe(3);
    expect(
      resizePairs(
        [
          [null, 1, 2],
          [3, null, 4],
          [5, 6, null],
        ],
        2,
      ),
    ).toEqual([
      [null, 1],
      [3, null],
    ]);
  });

  it("passes a bad count on, for the schema to name", () => {
    expect(() => parseScenario(withProcessors(edited, 1))).toThrow(/processors/);
  });
});

describe("toGenerated", () => {
  it("draws every pair's bandwidth in the range with the seeded generator, keeping P, K, N, x and the plan", () => {
    const s = parseScenario(edited) as RedistributionScenario;
    const doc = toGenerated(s, { minMBps: 10, maxMBps: 20 }, 3);
    expect(doc.generator).toMatchObject({ id: "redistribution-random@1", seed: 3 });
    const g = parseScenario(doc) as RedistributionScenario;
    expect(g).toMatchObject({ processors: 4, K: 3, elements: 48, blockSize: 2, timeUnit: "us" });
    expect(g.plan).toEqual(s.plan);
    for (let i = 0; i < 4; i++) {
      for (let j = 0; j < 4; j++) {
        if (i === j) continue;
        const b = (g.bandwidth as number[][])[i]![j]!;
        expect(b).toBeGreaterThanOrEqual(10); // bytes/µs = MB/s
        expect(b).toBeLessThanOrEqual(20);
      }
    }
    expect(
      meanOfPairs(
        [
          [null, 1],
          [3, null],
        ],
        2,
      ),
    ).toBe(2);
  });
});
