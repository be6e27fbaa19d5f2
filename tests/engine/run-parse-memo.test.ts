// handleRun parses a document once while it is run again (another algorithm, a new explanation window):
// the parsed scenario is memoized by the document's JSON (service.ts, PARSE_MEMO).
import { describe, expect, it } from "vitest";
import { handleRun, PARSE_MEMO } from "../../src/engine/service";
import type { ScenarioDoc } from "../../src/core/family";

const doc = (nodes: number): ScenarioDoc =>
  ({
    version: 1,
    kind: "multicast",
    generator: { id: "multicast-random@1", params: { nodes, pattern: "all-to-all" }, seed: 3 },
  }) as ScenarioDoc;

describe("handleRun's parse memo", () => {
  it("parses a document once across algorithms and gives the same results as a fresh parse", () => {
    PARSE_MEMO.clear();
    const before = PARSE_MEMO.computed;
    const a = handleRun({ doc: doc(9), algorithm: "wr", explain: false }, () => 0);
    const b = handleRun({ doc: doc(9), algorithm: "ecf", explain: false }, () => 0);
    expect(PARSE_MEMO.computed - before).toBe(1);
    PARSE_MEMO.clear();
    const fresh = handleRun({ doc: doc(9), algorithm: "ecf", explain: false }, () => 0);
    expect(a.ok && b.ok && fresh.ok).toBe(true);
    if (!b.ok || !fresh.ok) return;
    expect(b.schedule.makespan).toBe(fresh.schedule.makespan);
    expect(b.scenario).toEqual(fresh.scenario);
  });

  it("misses on any edit of the document", () => {
    PARSE_MEMO.clear();
    const before = PARSE_MEMO.computed;
    handleRun({ doc: doc(9), algorithm: "wr", explain: false }, () => 0);
    const edited = { ...doc(9), overrides: { "nodes.0.recvFixed": 7 } } as ScenarioDoc;
    const r = handleRun({ doc: edited, algorithm: "wr", explain: false }, () => 0);
    expect(PARSE_MEMO.computed - before).toBe(2);
    expect(r.ok && r.scenario.kind === "multicast" && r.scenario.nodes[0]?.recvFixed).toBe(7);
  });

  it("reports a bad document every time (errors are not stored)", () => {
    const bad = { ...doc(9), overrides: { "nodes.0.recvFixed": -1 } } as ScenarioDoc;
    for (let t = 0; t < 2; t++) {
      const r = handleRun({ doc: bad, algorithm: "wr", explain: false }, () => 0);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.message).toMatch(/recvFixed/);
    }
  });
});
