// The size limits of issue 14: multicast to 1024 nodes, explicit matrices bounded by their cell count
// (the same rule for every family), each refusal naming the limit.
import { describe, expect, it } from "vitest";
import { ScenarioError } from "../../../src/core/scenario/errors";
import { parseScenario } from "../../../src/core/scenario/document";
import { MATRIX_CELL_LIMIT } from "../../../src/core/scenario/fields";
import { MULTICAST_LIMITS } from "../../../src/core/multicast/scenario";

const messages = (doc: unknown): string[] => {
  try {
    parseScenario(doc);
    return [];
  } catch (e) {
    if (!(e instanceof ScenarioError)) throw e;
    return e.issues.map((i) => `${i.path}: ${i.message}`);
  }
};

const generated = (params: Record<string, unknown>) => ({
  version: 1,
  kind: "multicast",
  generator: { id: "multicast-random@1", params, seed: 2 },
});

describe("multicast limits", () => {
  it("generates and parses 1024 nodes, and refuses 1025 naming the limit", () => {
    expect(MULTICAST_LIMITS.nodes).toBe(1024);
    const s = parseScenario(generated({ nodes: 1024, pattern: "single", network: "fast" }));
    expect(s.kind === "multicast" && s.nodes.length).toBe(1024);
    expect(messages(generated({ nodes: 1025, pattern: "single" }))).toEqual([
      "generator.params.nodes: nodes is limited to 1024",
    ]);
  });
});

describe("explicit matrices are limited by cell count", () => {
  const square = (n: number) => Array.from({ length: n }, () => new Array<number>(n).fill(0.001));
  const node = { sendFixed: 1, sendPerByte: 0, recvFixed: 1, recvPerByte: 0 };

  it("refuses a multicast transmit matrix over the limit, naming its cells and the limit", () => {
    const n = 1025;
    expect(n * n).toBeGreaterThan(MATRIX_CELL_LIMIT);
    const doc = {
      version: 1,
      kind: "multicast",
      nodes: Array.from({ length: 2 }, () => node),
      transmit: square(n),
      multicasts: [{ source: 0, destinations: [1], bytes: 1 }],
    };
    expect(messages(doc)).toContain("transmit: transmit has 1 050 625 cells; the limit is 1 048 576");
  });

  it("counts cells, not rows: a few very long rows are refused too", () => {
    const doc = {
      version: 1,
      kind: "multicast",
      nodes: [node, node],
      transmit: [new Array<number>(MATRIX_CELL_LIMIT).fill(0), [0]],
      multicasts: [{ source: 0, destinations: [1], bytes: 1 }],
    };
    expect(messages(doc).join("\n")).toMatch(/has 1 048 577 cells; the limit is 1 048 576/);
  });

  it("applies the same rule to the other families' matrices", () => {
    const allgather = parseScenario({
      version: 1,
      kind: "allgather",
      generator: { id: "allgather-random@1", params: {}, seed: 1 },
    });
    const { kind: _k, ...fields } = allgather;
    const withHuge = Object.fromEntries(
      Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) && Array.isArray(v[0]) ? square(1025) : v]),
    );
    const found = messages({ ...withHuge, kind: "allgather" }).join("\n");
    expect(found).toMatch(/has 1 050 625 cells; the limit is 1 048 576/);
    const grid = parseScenario({
      version: 1,
      kind: "grid-broadcast",
      generator: { id: "grid-random@1", params: {}, seed: 1 },
    });
    const { kind: _g, ...gridFields } = grid;
    expect(messages({ ...gridFields, kind: "grid-broadcast", gap: square(1025) })).toContain(
      "gap: gap has 1 050 625 cells; the limit is 1 048 576",
    );
  });
});
