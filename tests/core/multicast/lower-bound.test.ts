// The Sec. 3.2 lower bound, with values computed by hand.
import { describe, expect, it } from "vitest";
import { MULTICAST_ALGORITHMS, MULTICAST_HEURISTICS } from "../../../src/core/multicast/algorithms";
import type { ScenarioDoc } from "../../../src/core/family";
import { hashTables } from "../../../src/core/memo";
import {
  BOUND_MEMO,
  deferringBound,
  earliestReach,
  lowerBound,
} from "../../../src/core/multicast/lower-bound";
import { parseScenario } from "../../../src/core/scenario/document";
import { handleRun } from "../../../src/engine/service";
import { buildModel } from "../../../src/core/multicast/model";
import { PAPER_EXAMPLE_DOC } from "../../../src/core/multicast/presets";
import { multicastScenarioSchema, type MulticastScenario } from "../../../src/core/multicast/scenario";
import { replay } from "../../../src/core/multicast/replay";

const parse = (doc: unknown) => multicastScenarioSchema.parse(doc) as MulticastScenario;
const paper = parse(PAPER_EXAMPLE_DOC);
const node = (sendFixed: number, recvFixed: number, recvPerByte = 0) => ({
  sendFixed,
  sendPerByte: 0,
  recvFixed,
  recvPerByte,
});

describe("earliestReach", () => {
  it("takes shortest paths through relays of D_k ∪ {source}, edges S + X·l + R (Eq. 1)", () => {
    // m2 from P2 (S 2): P0 and P1 at 2 + 3 = 5; P3 directly 2 + 6 = 8, via P0 5 + 1 + 6 = 12.
    expect(Array.from(earliestReach(buildModel(paper), 2))).toEqual([5, 5, 0, 8]);
    // m0 from P0: P1 at 4; P2 at 1 + 6 = 7; P3 is outside D_0 ∪ {P0}.
    expect(Array.from(earliestReach(buildModel(paper), 0))).toEqual([0, 4, 7, Infinity]);
  });
  it("relays through a fast destination when that is shorter", () => {
    const s = parse({
      version: 1,
      kind: "multicast",
      nodes: [node(10, 1), node(1, 1), node(1, 1)],
      transmit: 0,
      multicasts: [{ source: 0, destinations: [1, 2], bytes: 1 }],
    });
    // P1 at 11; P2 directly 11, through P1 11 + 1 + 1 = 13: 11. With P1 much faster to reach…
    expect(Array.from(earliestReach(buildModel(s), 0))).toEqual([0, 11, 11]);
    const t = parse({
      version: 1,
      kind: "multicast",
      nodes: [node(1, 1), node(1, 1), node(1, 1)],
      transmit: [
        [0, 0, 50],
        [0, 0, 0],
        [0, 0, 0],
      ],
      multicasts: [{ source: 0, destinations: [1, 2], bytes: 1 }],
    });
    // … or with a slow direct link (X = 50): P2 through P1 at 2 + 1 + 1 = 4, not 1 + 50 + 1.
    expect(Array.from(earliestReach(buildModel(t), 0))).toEqual([0, 2, 4]);
  });
});

describe("lowerBound", () => {
  it("is 13 on the paper's example (P2 and P3 each receive two 6-unit messages from time 1)", () => {
    expect(lowerBound(paper)).toBe(13);
  });
  it("orders a node's receives by release time L − R, not by L, so it stays a lower bound", () => {
    // P2 receives a (10 bytes, R = 10, L = 0 + 10 = 10) from P0 and b (1 byte, R = 1, L = 5 + 1 = 6) from
    // P1. By L: b then a ends at max(6 + 10, 10) = 16; by release (a at 0, b at 5): 10, then 11.
    const s = parse({
      version: 1,
      kind: "multicast",
      nodes: [node(0, 0), node(5, 0), node(0, 0, 1)],
      transmit: 0,
      multicasts: [
        { source: 0, destinations: [2], bytes: 10 },
        { source: 1, destinations: [2], bytes: 1 },
      ],
    });
    expect(lowerBound(s)).toBe(11);
    // A plan receiving a first reaches it, so 16 would not have been a lower bound.
    const plan = {
      tasks: [
        [{ op: "send" as const, peer: 2, message: 0 }],
        [{ op: "send" as const, peer: 2, message: 1 }],
        [
          { op: "recv" as const, peer: 0, message: 0 },
          { op: "recv" as const, peer: 1, message: 1 },
        ],
      ],
    };
    expect(replay(s, plan, "edit", undefined).schedule.makespan).toBe(11);
    // ECF takes b first (it completes first) and finishes at 16, above the bound.
    const ecf = MULTICAST_ALGORITHMS.find((a) => a.id === "ecf");
    expect(ecf?.run(s).steps.map((st) => st.complete)).toEqual([6, 16]);
  });
});

describe("the bound's cache (issue 14: once per scenario)", () => {
  const doc = {
    version: 1,
    kind: "multicast",
    generator: { id: "multicast-random@1", params: { nodes: 12, pattern: "all-to-all" }, seed: 5 },
  };
  const run = (d: unknown, algorithm: string) => {
    const reply = handleRun({ doc: d as ScenarioDoc, algorithm, explain: false }, () => 0);
    if (!reply.ok) throw new Error(reply.error.message);
    return reply.schedule.lowerBound;
  };

  it("is computed once for every algorithm run on the same scenario, each run parsing it anew", () => {
    BOUND_MEMO.clear();
    const before = BOUND_MEMO.computed;
    const first = run(doc, "wr");
    expect(BOUND_MEMO.computed).toBe(before + 1);
    for (const a of MULTICAST_HEURISTICS) expect(run(structuredClone(doc), a.id)).toBe(first);
    expect(BOUND_MEMO.computed).toBe(before + 1);
  });

  it("survives edits that leave its inputs alone (the name, a stored plan) and not the others", () => {
    BOUND_MEMO.clear();
    const before = BOUND_MEMO.computed;
    const bound = run(doc, "ecf");
    const s = parseScenario(doc) as MulticastScenario;
    const plan = MULTICAST_ALGORITHMS[0]?.run(s, { explain: false }).plan;
    run({ ...doc, name: "renamed", plan }, "ecf");
    expect(BOUND_MEMO.computed).toBe(before + 1);
    const slower = run({ ...doc, overrides: { "nodes.3.recvFixed": 5000 } }, "ecf");
    expect(BOUND_MEMO.computed).toBe(before + 2);
    expect(slower).not.toBe(bound);
    // The cached value is the one a fresh computation gives.
    BOUND_MEMO.clear();
    expect(run(doc, "rr")).toBe(bound);
  });

  it("deferred with nothing cached answers 'not computed' and stores nothing; cached, the bound", () => {
    BOUND_MEMO.clear();
    const s = parseScenario(doc) as MulticastScenario;
    const before = BOUND_MEMO.computed;
    expect(deferringBound(() => lowerBound(s))).toBeNaN();
    expect(BOUND_MEMO.size).toBe(0);
    expect(BOUND_MEMO.computed).toBe(before);
    const bound = lowerBound(s);
    expect(BOUND_MEMO.size).toBe(1);
    expect(deferringBound(() => lowerBound(parseScenario(doc) as MulticastScenario))).toBe(bound);
    // Another scenario while the cache holds one: still not computed.
    const other = parseScenario({ ...doc, overrides: { "nodes.3.recvFixed": 5000 } }) as MulticastScenario;
    expect(deferringBound(() => lowerBound(other))).toBeNaN();
    expect(BOUND_MEMO.computed).toBe(before + 1);
  });

  it("hashes the tables by content: equal tables agree, one changed bit does not", () => {
    const a = new Float64Array([1, 2, 3]);
    const b = Float64Array.from(a);
    expect(hashTables([a, Int32Array.of(4)])).toBe(hashTables([b, Int32Array.of(4)]));
    b[1] = 2 + Number.EPSILON * 2;
    expect(hashTables([a])).not.toBe(hashTables([b]));
    // Shapes matter: [1, 2] + [3] is not [1] + [2, 3].
    expect(hashTables([Int32Array.of(1, 2), Int32Array.of(3)])).not.toBe(
      hashTables([Int32Array.of(1), Int32Array.of(2, 3)]),
    );
  });
});
