// Numeric extremes that pass the schema's caps still give finite schedules in every heuristic.
import { describe, expect, it } from "vitest";
import { familyForKind, runScenario } from "../../../src/core/registry";
import { parseScenario } from "../../../src/core/scenario/document";
import { formatIssue, ScenarioError } from "../../../src/core/scenario/errors";
import { MULTICAST_COST_LIMIT } from "../../../src/core/multicast/scenario";
import { REDISTRIBUTION_LIMITS } from "../../../src/core/redistribution/scenario";

function issuesOf(input: unknown): string[] {
  try {
    parseScenario(input);
  } catch (e) {
    if (e instanceof ScenarioError) return e.issues.map(formatIssue);
    throw e;
  }
  return [];
}

function expectFiniteRuns(doc: Record<string, unknown>): void {
  const s = parseScenario(doc);
  const family = familyForKind(s.kind);
  for (const a of family?.algorithms ?? []) {
    const r = runScenario(s, a.id, { explain: false });
    expect(Number.isFinite(r.schedule.makespan), `${a.id}: makespan ${r.schedule.makespan}`).toBe(true);
    for (const t of r.schedule.tasks) {
      expect(Number.isFinite(t.start) && Number.isFinite(t.end), `${a.id}: task times`).toBe(true);
    }
  }
}

const node = (v: number) => ({ sendFixed: v, sendPerByte: v, recvFixed: v, recvPerByte: v });

describe("multicast costs at the cap", () => {
  it("refuses 1e308 and names the limit", () => {
    const doc = {
      version: 1,
      kind: "multicast",
      nodes: [node(1e308), node(1)],
      multicasts: [{ source: 0, destinations: [1], bytes: 1 }],
    };
    expect(issuesOf(doc)).toContain(
      `nodes[0].sendFixed: sendFixed (Sc) is limited to ${MULTICAST_COST_LIMIT}`,
    );
  });
  it("refuses a destination list longer than the nodes", () => {
    const doc = {
      version: 1,
      kind: "multicast",
      nodes: [node(1), node(1)],
      multicasts: [{ source: 0, destinations: Array.from({ length: 1100 }, () => 1), bytes: 1 }],
    };
    expect(issuesOf(doc).join("\n")).toMatch(/destinations: destinations is limited to 1023/);
  });
  it("gives finite schedules in every heuristic with every cost at the cap", () => {
    expectFiniteRuns({
      version: 1,
      kind: "multicast",
      nodes: [node(MULTICAST_COST_LIMIT), node(MULTICAST_COST_LIMIT), node(0), node(1e-300), node(1)],
      transmit: MULTICAST_COST_LIMIT,
      multicasts: [
        { source: 0, destinations: [1, 2, 3, 4], bytes: 1e12 },
        { source: 2, destinations: [0, 4], bytes: 0 },
        { source: 3, destinations: [1], bytes: 1e-300 },
      ],
    });
  });
});

describe("redistribution bandwidth at the cap", () => {
  it("refuses 1e-320 and names the limit", () => {
    const doc = {
      version: 1,
      kind: "redistribution",
      processors: 2,
      K: 2,
      elements: 4,
      blockSize: 1,
      bandwidth: 1e-320,
    };
    expect(issuesOf(doc)).toEqual([
      `bandwidth: bandwidth (B) must be at least ${REDISTRIBUTION_LIMITS.minBandwidth} bytes per time unit`,
    ]);
  });
  it("gives finite schedules at the extremes the caps allow", () => {
    expectFiniteRuns({
      version: 1,
      kind: "redistribution",
      processors: 3,
      K: 2,
      elements: 600,
      blockSize: 100,
      elementBytes: REDISTRIBUTION_LIMITS.elementBytes,
      startup: REDISTRIBUTION_LIMITS.startup,
      bandwidth: [
        [null, REDISTRIBUTION_LIMITS.minBandwidth, REDISTRIBUTION_LIMITS.maxBandwidth],
        [1, null, REDISTRIBUTION_LIMITS.minBandwidth],
        [REDISTRIBUTION_LIMITS.maxBandwidth, 1, null],
      ],
    });
  });
});
