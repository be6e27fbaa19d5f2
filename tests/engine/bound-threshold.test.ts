// Which lower bounds go to a second worker (src/engine/bound-cost.ts): only those whose Sec. 3.2 work
// Σ_k (|D_k| + 1)² reaches the threshold. A cheaper bound comes with the run and no second worker is
// started; the client's estimate from the document agrees with the worker's count on the parsed scenario.
import { workerOverPorts } from "./service-workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ScenarioDoc } from "../../src/core/family";
import { BOUND_MEMO } from "../../src/core/multicast/lower-bound";
import type { MulticastScenario } from "../../src/core/multicast/scenario";
import { FAMILIES } from "../../src/core/registry";
import { parseScenario } from "../../src/core/scenario/document";
import { BOUND_DEFER_WORK, boundDeferral, boundWork, deferredWork } from "../../src/engine/bound-cost";
import { estimatedBoundWork } from "../../src/engine/bound-estimate";
import { EngineClient } from "../../src/engine/client";
import type { WorkerApi } from "../../src/engine/protocol";
import { handleBound, handleRun, PARSE_MEMO, postable } from "../../src/engine/service";

const clock = () => 0;

const generated = (params: Record<string, unknown>, seed = 1): ScenarioDoc => ({
  version: 1,
  kind: "multicast",
  generator: { id: "multicast-random@1", params, seed },
});
const allToAll = (nodes: number, seed = 1) =>
  generated({ nodes, pattern: "all-to-all", destinations: "all" }, seed);

beforeEach(() => {
  BOUND_MEMO.clear();
  PARSE_MEMO.clear();
});
afterEach(() => {
  boundDeferral.fromWork = BOUND_DEFER_WORK;
});

describe("estimatedBoundWork", () => {
  const docs: [string, ScenarioDoc][] = [
    ["all-to-all 2", allToAll(2)],
    ["all-to-all 33", allToAll(33)],
    ["single, all", generated({ nodes: 40, pattern: "single", destinations: "all" })],
    ["single, a count", generated({ nodes: 40, pattern: "single", destinations: 7 })],
    ["multiple, a fraction", generated({ nodes: 50, pattern: "multiple", sources: 9, destinations: 0.3 })],
    [
      "multiple, a tiny fraction",
      generated({ nodes: 50, pattern: "multiple", sources: 3, destinations: 0.001 }),
    ],
    ["the generator's defaults", generated({})],
    ["defaults and a size", generated({ nodes: 90 })],
  ];
  const multicast = FAMILIES.find((f) => f.kind === "multicast");
  for (const p of multicast?.presets ?? []) docs.push([`preset ${p.id}`, p.doc]);

  for (const [name, doc] of docs) {
    it(`equals the parsed scenario's work: ${name}`, () => {
      const scenario = parseScenario(doc) as MulticastScenario;
      expect(estimatedBoundWork(doc)).toBe(boundWork(scenario));
    });
  }

  it("is n³ for an n-node all-to-all", () => {
    for (const n of [2, 64, 256, 1024]) expect(estimatedBoundWork(allToAll(n))).toBe(n ** 3);
  });

  it("says nothing of other kinds, other generators and unreadable fields", () => {
    for (const f of FAMILIES.filter((f) => f.kind !== "multicast")) {
      const doc = f.presets[0]?.doc;
      if (doc) expect(estimatedBoundWork(doc)).toBeNull();
    }
    expect(estimatedBoundWork({ version: 1, kind: "multicast", generator: { id: "other@1" } })).toBeNull();
    expect(estimatedBoundWork(generated({ nodes: "many" }))).toBeNull();
    expect(estimatedBoundWork({ version: 1, kind: "multicast", multicasts: [{ source: 0 }] })).toBeNull();
  });

  it("defers from the threshold on, never an unknown work", () => {
    expect(deferredWork(BOUND_DEFER_WORK - 1)).toBe(false);
    expect(deferredWork(BOUND_DEFER_WORK)).toBe(true);
    expect(deferredWork(null)).toBe(false);
    // The app's sizes: a 128-node all-to-all's bound comes with the run, a 1024-node one's apart.
    expect(deferredWork(128 ** 3)).toBe(false);
    expect(deferredWork(1024 ** 3)).toBe(true);
  });
});

describe("handleRun with bound: later, by the bound's work", () => {
  it("computes a cheap bound inline and leaves an expensive one for later", () => {
    boundDeferral.fromWork = 20 ** 3;
    const small = handleRun({ doc: allToAll(19), algorithm: "wr", explain: false, bound: "later" }, clock);
    if (!small.ok) throw new Error("expected a run");
    expect(small.boundPending).toBeUndefined();
    BOUND_MEMO.clear();
    const inline = handleRun({ doc: allToAll(19), algorithm: "wr", explain: false }, clock);
    expect(small.schedule.lowerBound).toBe(inline.ok && inline.schedule.lowerBound);
    expect(small.schedule.lowerBound).toBeGreaterThan(0);

    BOUND_MEMO.clear();
    const large = handleRun({ doc: allToAll(20), algorithm: "wr", explain: false, bound: "later" }, clock);
    if (!large.ok) throw new Error("expected a run");
    expect(large.boundPending).toBe(true);
    expect(large.schedule.lowerBound).toBeNull();
    const bound = handleBound({ doc: allToAll(20) }, clock);
    expect(bound.ok && bound.lowerBound).toBeGreaterThan(0);
  });

  it("keeps the paper's example inline at the default threshold", () => {
    const doc = FAMILIES.find((f) => f.kind === "multicast")?.presets[0]?.doc;
    if (!doc) throw new Error("no multicast preset");
    const reply = handleRun({ doc, explain: false, bound: "later" }, clock);
    expect(reply.ok && reply.boundPending).toBeUndefined();
    expect(reply.ok && reply.schedule.lowerBound).toBeGreaterThan(0);
  });
});

/**
 * Workers over MessageChannels running the real run and bound handlers, recording what they did; a
 * bound is held until `release` (so the run's reply always comes first).
 */
function workers() {
  const made: { terminated: boolean; runs: number; bounds: number }[] = [];
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const factory = () => {
    const record = { terminated: false, runs: 0, bounds: 0 };
    const api: Pick<WorkerApi, "run" | "bound"> = {
      run: async (req) => {
        record.runs++;
        return postable(handleRun(req, clock), req.scenarioKnown === true);
      },
      bound: async (req) => {
        record.bounds++;
        await gate;
        return handleBound(req, clock);
      },
    };
    made.push(record);
    return workerOverPorts(api, () => (record.terminated = true));
  };
  return { factory, made, release: () => release() };
}

describe("EngineClient's second worker", () => {
  it("is not started for a bound that comes with the run", async () => {
    boundDeferral.fromWork = 20 ** 3;
    const { factory, made } = workers();
    const client = new EngineClient(factory);
    const outcome = await client.run({ doc: allToAll(12), algorithm: "wr", explain: false, bound: "later" });
    if (!outcome.ok) throw new Error("expected a run");
    expect(outcome.bound).toBeUndefined();
    expect(outcome.result.schedule.boundPending).toBeUndefined();
    expect(outcome.result.schedule.lowerBound).toBeGreaterThan(0);
    expect(made).toHaveLength(1);
    expect(made[0]?.bounds).toBe(0);
    client.dispose();
  });

  it("is started with the run of an expensive bound, and stopped by a cheap document's run", async () => {
    boundDeferral.fromWork = 20 ** 3;
    const { factory, made } = workers();
    const client = new EngineClient(factory);
    const large = await client.run({ doc: allToAll(24), algorithm: "wr", explain: false, bound: "later" });
    if (!large.ok) throw new Error("expected a run");
    expect(large.result.schedule.boundPending).toBe(true);
    expect(made.map((m) => [m.runs, m.bounds])).toEqual([
      [0, 1],
      [1, 0],
    ]);
    const small = await client.run({ doc: allToAll(10), algorithm: "wr", explain: false, bound: "later" });
    expect(small.ok && small.bound).toBeUndefined();
    expect(small.ok && small.result.schedule.lowerBound).toBeGreaterThan(0);
    // The large document's bound was stale: its worker is stopped, and no other one started.
    expect(made[0]?.terminated).toBe(true);
    expect(made).toHaveLength(2);
    const stale = await large.bound;
    expect(stale?.ok === false && stale.error.kind).toBe("cancelled");
    client.dispose();
  });
});
