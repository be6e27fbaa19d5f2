import { describe, expect, it } from "vitest";
import { parseScenario } from "../../../src/core/scenario/document";
import { ScenarioError } from "../../../src/core/scenario/errors";

const base = {
  version: 1,
  kind: "redistribution",
  processors: 4,
  K: 3,
  elements: 48,
  blockSize: 2,
  bandwidth: 1,
};

function messageFor(doc: Record<string, unknown>): string {
  try {
    parseScenario(doc);
  } catch (e) {
    expect(e).toBeInstanceOf(ScenarioError);
    return (e as Error).message;
  }
  throw new Error("expected a ScenarioError");
}

describe("redistributionScenarioSchema", () => {
  it("accepts the docs/scenario-format.md example and fills the defaults", () => {
    const s = parseScenario(base);
    expect(s).toMatchObject({ timeUnit: "us", seed: 1, elementBytes: 8, startup: 0 });
  });

  it("names the field and the reason for bad input", () => {
    expect(messageFor({ ...base, K: 0 })).toBe("K: K must be at least 1");
    expect(messageFor({ ...base, processors: 1 })).toBe("processors: processors (P) must be at least 2");
    expect(messageFor({ ...base, elements: 50, blockSize: 4 })).toBe(
      "elements: N = 50 is not a multiple of the block size x = 4 (the paper assumes x divides N)",
    );
    expect(messageFor({ ...base, bandwidth: 0 })).toMatch(
      /^bandwidth: bandwidth \(B, bytes per time unit\) must be > 0/,
    );
    expect(
      messageFor({
        ...base,
        bandwidth: [
          [null, 1, 1, 1],
          [1, null, 0, 1],
          [1, 1, null, 1],
          [1, 1, 1, null],
        ],
      }),
    ).toMatch(/bandwidth\[1\]\[2\]: bandwidth \(B, bytes per time unit\) must be > 0/);
    expect(messageFor({ ...base, startup: [[0, 1]] })).toBe(
      "startup: must have 4 rows (one per node), has 1",
    );
    expect(messageFor({ ...base, processors: 300 })).toBe("processors: processors (P) is limited to 256");
    expect(messageFor({ ...base, blocks: 3 })).toBe('unknown field "blocks"');
  });

  it("checks the shape of an edited plan", () => {
    expect(messageFor({ ...base, plan: { sends: [[-1]] } })).toBe("plan.sends[0][0]: a receiver must be ≥ 0");
    expect(
      parseScenario({
        ...base,
        plan: {
          sends: [
            [1, 2],
            [0, 3],
            [3, 0],
            [2, 1],
          ],
        },
      }).plan,
    ).toBeDefined();
  });
});
