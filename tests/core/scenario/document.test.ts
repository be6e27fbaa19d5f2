import { describe, expect, it } from "vitest";
import {
  applyOverrides,
  migrate,
  parseScenario,
  parseScenarioText,
} from "../../../src/core/scenario/document";
import { formatIssue, ScenarioError } from "../../../src/core/scenario/errors";

const example = {
  version: 1,
  kind: "multicast",
  name: "example",
  timeUnit: "us",
  seed: 1,
  nodes: [
    { sendFixed: 1, sendPerByte: 0, recvFixed: 3, recvPerByte: 0 },
    { sendFixed: 1, sendPerByte: 0, recvFixed: 3, recvPerByte: 0 },
    { sendFixed: 2, sendPerByte: 0, recvFixed: 6, recvPerByte: 0 },
  ],
  transmit: 0,
  multicasts: [{ source: 0, destinations: [1, 2], bytes: 1 }],
};

function issuesOf(input: unknown): string[] {
  try {
    parseScenario(input);
  } catch (e) {
    if (e instanceof ScenarioError) return e.issues.map(formatIssue);
    throw e;
  }
  return [];
}

describe("parseScenario", () => {
  it("accepts the explicit format of docs/scenario-format.md and fills defaults", () => {
    const { timeUnit: _t, seed: _s, ...bare } = example;
    const s = parseScenario(bare);
    expect(s.kind).toBe("multicast");
    expect(s.timeUnit).toBe("us");
    expect(s.seed).toBe(1);
  });

  it("names the field and the reason", () => {
    const bad = structuredClone(example);
    bad.nodes[1]!.recvFixed = -3;
    expect(issuesOf(bad)).toEqual(["nodes[1].recvFixed: recvFixed (Rc) must be ≥ 0"]);
  });

  it("reports unknown keys instead of dropping them", () => {
    expect(issuesOf({ ...example, colour: "red" })).toEqual(['unknown field "colour"']);
  });

  it("checks references between fields", () => {
    const bad = structuredClone(example);
    bad.multicasts[0]!.destinations = [1, 0, 7];
    expect(issuesOf(bad)).toEqual([
      "multicasts[0].destinations[1]: P0 is the source of this multicast",
      "multicasts[0].destinations[2]: P7 does not exist (3 nodes)",
    ]);
  });

  it("checks matrix sizes", () => {
    expect(
      issuesOf({
        ...example,
        transmit: [
          [0, 1],
          [1, 0],
        ],
      }),
    ).toEqual(["transmit: must have 3 rows (one per node), has 2"]);
  });

  it("refuses unknown kinds and non-objects", () => {
    expect(issuesOf({ version: 1, kind: "gossip" })[0]).toMatch(/^kind: unknown kind "gossip"/);
    expect(issuesOf([1, 2])).toEqual(["a scenario must be a JSON object"]);
  });
});

describe("migrate", () => {
  it("refuses a version newer than the app", () => {
    expect(() => migrate({ ...example, version: 2 })).toThrow(
      /version: 2 is newer than this app understands \(1\)/,
    );
  });
  it("requires a version", () => {
    const { version: _v, ...rest } = example;
    expect(() => migrate(rest)).toThrow(/version: is required/);
  });
});

describe("applyOverrides", () => {
  it("sets existing paths and refuses new ones", () => {
    const target = structuredClone(example) as unknown as Record<string, unknown>;
    applyOverrides(target, { "nodes.2.recvFixed": 9 });
    expect((target.nodes as { recvFixed: number }[])[2]!.recvFixed).toBe(9);
    expect(() => applyOverrides(target, { "nodes.7.recvFixed": 1 })).toThrow(
      /"nodes.7" is not in the scenario/,
    );
    expect(() => applyOverrides(target, { "nodes.0.speed": 1 })).toThrow(
      /"nodes.0.speed" is not in the scenario/,
    );
  });
  it("sets a list of numbers (a grouping) as a copy", () => {
    const target: Record<string, unknown> = { clusters: null };
    const groups = [[0, 2], [1]];
    applyOverrides(target, { clusters: groups });
    expect(target.clusters).toEqual(groups);
    expect(target.clusters).not.toBe(groups);
  });
});

describe("overrides in a generated document", () => {
  const doc = {
    version: 1,
    kind: "allgather",
    generator: { id: "allgather-random@1", params: { nodes: 4 }, seed: 2 },
  };
  it("may hold a grouping, which the scenario then uses", () => {
    const s = parseScenario({
      ...doc,
      overrides: {
        clusters: [
          [3, 0],
          [1, 2],
        ],
      },
    }) as { clusters: unknown };
    expect(s.clusters).toEqual([
      [3, 0],
      [1, 2],
    ]);
  });
  it("refuses a value that is neither a scalar nor a list of numbers", () => {
    expect(() => parseScenario({ ...doc, overrides: { clusters: [["a"]] } })).toThrow(/overrides/);
    expect(() => parseScenario({ ...doc, overrides: { clusters: { a: 1 } } })).toThrow(/overrides/);
  });
});

describe("parseScenarioText", () => {
  it("says when the text is not JSON", () => {
    expect(() => parseScenarioText("{nodes:")).toThrow(/not valid JSON/);
  });
  it("refuses an unknown generator, naming it", () => {
    expect(() =>
      parseScenarioText(JSON.stringify({ version: 1, kind: "multicast", generator: { id: "nope@1" } })),
    ).toThrow(/generator.id: unknown generator "nope@1"/);
  });
});

describe("pair values", () => {
  it("names the bad entry of a matrix and refuses non-matrices", () => {
    const bad = {
      ...example,
      transmit: [
        [0, 1, 1],
        [1, 0, -2],
        [1, 1, 0],
      ],
    };
    expect(issuesOf(bad)).toEqual(["transmit[1][2]: transmit (X, per byte) must be ≥ 0"]);
    expect(issuesOf({ ...example, transmit: "fast" })).toEqual([
      "transmit: transmit must be a number or a matrix (a list of rows)",
    ]);
    expect(issuesOf({ ...example, transmit: Number.NaN })).toEqual([
      "transmit: transmit (X, per byte) must be a number",
    ]);
  });
});
