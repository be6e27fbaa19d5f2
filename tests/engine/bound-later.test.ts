// The schedule before its lower bound (docs/architecture.md, "The bound after the schedule"): a run
// asked with `bound: "later"` posts its schedule without computing a bound it does not have cached, and
// a BoundRequest gives that bound after — the same number the run computes inline. Every family goes
// through the same seam; only multicast's O(N³) bound is ever left out.
import * as Comlink from "comlink";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ScenarioDoc } from "../../src/core/family";
import { BOUND_MEMO } from "../../src/core/multicast/lower-bound";
import { FAMILIES } from "../../src/core/registry";
import { packedTasks, unpackSchedule, unpackScheduleAsync } from "../../src/core/schedule/pack";
import { BOUND_DEFER_WORK, boundDeferral } from "../../src/engine/bound-cost";
import { EngineClient } from "../../src/engine/client";
import type { WorkerApi } from "../../src/engine/protocol";
import { handleBound, handleRun, PARSE_MEMO, postable } from "../../src/engine/service";

const clock = () => 0;
const tick = () => new Promise((r) => setTimeout(r, 10));

beforeEach(() => {
  BOUND_MEMO.clear();
  PARSE_MEMO.clear();
  // Small scenarios here stand for expensive bounds (bound-cost.ts; bound-threshold.test.ts tests the
  // threshold itself).
  boundDeferral.fromWork = 0;
});
afterEach(() => {
  boundDeferral.fromWork = BOUND_DEFER_WORK;
});

const allToAll = (nodes: number, seed = 1): ScenarioDoc => ({
  version: 1,
  kind: "multicast",
  generator: {
    id: "multicast-random@1",
    params: { nodes, pattern: "all-to-all", destinations: "all" },
    seed,
  },
});

describe("handleRun with bound: later, for every family", () => {
  for (const family of FAMILIES) {
    const preset = family.presets[0];
    if (!preset) continue;
    it(`${family.family}: the reply's bound (or its absence) and handleBound's agree with the inline run`, () => {
      const inline = handleRun({ doc: preset.doc, explain: false }, clock);
      expect(inline.ok).toBe(true);
      if (!inline.ok) return;
      expect(inline.boundPending).toBeUndefined();
      BOUND_MEMO.clear();
      const before = BOUND_MEMO.computed;
      const later = handleRun({ doc: preset.doc, explain: false, bound: "later" }, clock);
      expect(later.ok).toBe(true);
      if (!later.ok) return;
      // Same schedule either way.
      expect(later.schedule.makespan).toBe(inline.schedule.makespan);
      if (family.family === "multicast") {
        expect(later.boundPending).toBe(true);
        expect(later.schedule.lowerBound).toBeNull();
        expect(BOUND_MEMO.computed).toBe(before);
      } else {
        expect(later.boundPending).toBeUndefined();
        expect(later.schedule.lowerBound).toBe(inline.schedule.lowerBound);
      }
      const bound = handleBound({ doc: preset.doc }, clock);
      expect(bound.ok && bound.lowerBound).toBe(inline.schedule.lowerBound);
    });
  }
});

describe("handleRun with bound: later, multicast", () => {
  it("leaves the bound out of a 32-node all-to-all, and includes it once it is cached", () => {
    const doc = allToAll(32);
    const first = handleRun({ doc, algorithm: "wr", explain: false, bound: "later" }, clock);
    expect(first.ok && first.boundPending).toBe(true);
    const bound = handleBound({ doc, algorithm: "wr" }, clock);
    expect(bound.ok).toBe(true);
    if (!bound.ok) return;
    expect(bound.lowerBound).toBeGreaterThan(0);
    expect(BOUND_MEMO.computed).toBeGreaterThan(0);
    const computed = BOUND_MEMO.computed;
    // Cached now (another algorithm, the same scenario): it comes with the run, not computed again.
    const second = handleRun({ doc, algorithm: "ecf", explain: false, bound: "later" }, clock);
    expect(second.ok && second.boundPending).toBeUndefined();
    expect(second.ok && second.schedule.lowerBound).toBe(bound.lowerBound);
    expect(BOUND_MEMO.computed).toBe(computed);
    // The makespan never beats it.
    expect(second.ok && second.schedule.makespan).toBeGreaterThanOrEqual(bound.lowerBound as number);
  });

  it("never defers the bound of algorithm optimal (its search prunes with it)", () => {
    const doc = allToAll(3); // 6 receives: within optimal's limit
    const reply = handleRun({ doc, algorithm: "optimal", explain: false, bound: "later" }, clock);
    expect(reply.ok).toBe(true);
    if (!reply.ok) return;
    expect(reply.boundPending).toBeUndefined();
    const bound = handleBound({ doc }, clock);
    expect(bound.ok && bound.lowerBound).toBe(reply.schedule.lowerBound);
    expect(reply.schedule.lowerBound).toBeGreaterThan(0);
  });

  it("keeps the default (inline) for the CLI and Compare's callers", () => {
    const reply = handleRun({ doc: allToAll(16), explain: false }, clock);
    expect(reply.ok && reply.boundPending).toBeUndefined();
    expect(reply.ok && reply.schedule.lowerBound).toBeGreaterThan(0);
  });

  it("names the field of a bad document in handleBound's error", () => {
    const reply = handleBound({ doc: { version: 1, kind: "multicast", nodes: [] } }, clock);
    expect(!reply.ok && reply.error.message).toMatch(/nodes: needs at least 2 nodes/);
  });
});

/** Workers over MessageChannels running the real run and bound handlers; bounds wait for `release`. */
function boundWorkers(options: { runAfterBound?: boolean } = {}) {
  const made: { terminated: boolean; runs: number; bounds: number; scenarioKnown: boolean[] }[] = [];
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  let answered = () => {};
  const boundAnswered = new Promise<void>((r) => (answered = r));
  const factory = () => {
    const { port1, port2 } = new MessageChannel();
    const record = { terminated: false, runs: 0, bounds: 0, scenarioKnown: [] as boolean[] };
    const api: Pick<WorkerApi, "run" | "bound"> = {
      run: async (req) => {
        record.runs++;
        record.scenarioKnown.push(req.scenarioKnown === true);
        if (options.runAfterBound) await boundAnswered.then(tick);
        // As worker.ts posts it.
        return postable(handleRun(req, clock), req.scenarioKnown === true);
      },
      bound: async (req) => {
        record.bounds++;
        await gate;
        const reply = handleBound(req, clock);
        answered();
        return reply;
      },
    };
    Comlink.expose(api, port2);
    port1.start();
    made.push(record);
    return Object.assign(port1, {
      terminate: () => {
        record.terminated = true;
        port1.close();
        port2.close();
      },
    }) as unknown as Worker;
  };
  return { factory, made, release: () => release() };
}

describe("EngineClient with bound: later", () => {
  it("answers the run before its bound, asks the bound of a second worker at the same time, then gives it", async () => {
    const { factory, made, release } = boundWorkers();
    const client = new EngineClient(factory);
    const doc = allToAll(12);
    const outcome = await client.run({ doc, algorithm: "wr", explain: false, bound: "later" });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    // The run came back while the bound is still held at the gate.
    expect(outcome.result.schedule.lowerBound).toBeNull();
    expect(outcome.result.schedule.boundPending).toBe(true);
    expect(outcome.bound).toBeDefined();
    expect(made).toHaveLength(2);
    expect(made.map((m) => [m.runs, m.bounds])).toEqual([
      [0, 1],
      [1, 0],
    ]);
    release();
    const bound = await outcome.bound;
    BOUND_MEMO.clear();
    const inline = handleRun({ doc, algorithm: "wr", explain: false }, clock);
    expect(bound?.ok && bound.lowerBound).toBe(inline.ok && inline.schedule.lowerBound);
    client.dispose();
  });

  it("shows the bound with the schedule when the second worker finished first", async () => {
    const { factory, release } = boundWorkers({ runAfterBound: true });
    release();
    const client = new EngineClient(factory);
    const doc = allToAll(12, 5);
    const outcome = await client.run({ doc, algorithm: "wr", explain: false, bound: "later" });
    if (!outcome.ok) throw new Error("expected a run");
    expect(outcome.bound).toBeUndefined();
    expect(outcome.result.schedule.boundPending).toBeUndefined();
    BOUND_MEMO.clear();
    const inline = handleRun({ doc, algorithm: "wr", explain: false }, clock);
    expect(outcome.result.schedule.lowerBound).toBe(inline.ok && inline.schedule.lowerBound);
    client.dispose();
  });

  it("does not have the worker send back the scenario of the document it ran last", async () => {
    const { factory, made, release } = boundWorkers();
    release();
    const client = new EngineClient(factory);
    const doc = allToAll(8, 3);
    const first = await client.run({ doc, algorithm: "wr", explain: false, bound: "later" });
    const second = await client.run({ doc, algorithm: "ecf", explain: false, bound: "later" });
    // An equal document that is another object (an edit that changed nothing is still an edit).
    const third = await client.run({ doc: allToAll(8, 3), algorithm: "ecf", explain: false, bound: "later" });
    const runs = made.find((m) => m.runs > 0);
    expect(runs?.scenarioKnown).toEqual([false, true, false]);
    if (!first.ok || !second.ok || !third.ok) throw new Error("expected three runs");
    expect(second.scenario).toBe(first.scenario);
    expect(third.scenario).toEqual(first.scenario);
    expect(third.scenario).not.toBe(first.scenario);
    expect(second.result.algorithm).toBe("ecf");
    client.dispose();
  });

  it("stops the pending bound of a document when another document is run", async () => {
    const { factory, made } = boundWorkers();
    const client = new EngineClient(factory);
    const first = await client.run({ doc: allToAll(8, 1), explain: false, bound: "later" });
    const second = await client.run({ doc: allToAll(8, 2), explain: false, bound: "later" });
    expect(made[0]?.terminated).toBe(true);
    const stale = first.ok ? await first.bound : undefined;
    expect(stale?.ok === false && stale.error.kind).toBe("cancelled");
    expect(second.ok && second.bound).toBeDefined();
    client.dispose();
  });
});

describe("unpackScheduleAsync", () => {
  it("rebuilds the same columns as unpackSchedule, pausing between slices", async () => {
    const reply = handleRun({ doc: allToAll(12), algorithm: "wr", explain: false }, clock);
    if (!reply.ok) throw new Error("expected a run");
    let pauses = 0;
    const sliced = await unpackScheduleAsync(reply.schedule, async () => void pauses++, 7);
    const whole = unpackSchedule(reply.schedule);
    expect(pauses).toBeGreaterThanOrEqual(Math.ceil(reply.schedule.packed.count / 7));
    expect(packedTasks(sliced)).toEqual(packedTasks(whole));
    expect(sliced.steps).toEqual(whole.steps);
    expect(sliced.lowerBound).toBe(whole.lowerBound);
  });
});
