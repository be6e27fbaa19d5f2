// A multicast whose destinations are missing or not a list is refused naming the field, as before the
// fast list check (the fuzz test found a crash: the cross-field checks ran on the missing list).
import { describe, expect, it } from "vitest";
import { parseScenario } from "../../../src/core/scenario/document";
import { ScenarioError } from "../../../src/core/scenario/errors";

const doc = (multicast: Record<string, unknown>) => ({
  version: 1,
  kind: "multicast",
  nodes: [
    { sendFixed: 1, sendPerByte: 0, recvFixed: 1, recvPerByte: 0 },
    { sendFixed: 1, sendPerByte: 0, recvFixed: 1, recvPerByte: 0 },
  ],
  multicasts: [multicast],
});

describe("multicast destinations, missing or malformed", () => {
  for (const [what, m] of [
    ["missing", { source: 0, bytes: 1 }],
    ["misspelled", { source: 0, " estinations": [1], bytes: 1 }],
    ["a number", { source: 0, destinations: 1, bytes: 1 }],
    ["a list with a string", { source: 0, destinations: ["1"], bytes: 1 }],
  ] as const) {
    it(`is refused with a field named (${what})`, () => {
      let error: unknown;
      try {
        parseScenario(doc(m));
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ScenarioError);
      expect((error as ScenarioError).issues.some((i) => i.path.startsWith("multicasts[0]"))).toBe(true);
    });
  }
});
