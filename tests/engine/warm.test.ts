// The edit path's warm-up (WarmRequest, issue 14): it runs what an edit runs and changes nothing the
// worker keeps, so every answer after it is the one without it.
import * as Comlink from "comlink";
import { describe, expect, it } from "vitest";
import type { ScenarioDoc } from "../../src/core/family";
import { BOUND_MEMO } from "../../src/core/multicast/lower-bound";
import { parseScenario } from "../../src/core/scenario/document";
import { unpackSchedule } from "../../src/core/schedule/pack";
import { EngineClient } from "../../src/engine/client";
import type { RunReply, WarmRequest, WorkerApi } from "../../src/engine/protocol";
import { handleRun, handleWarm, PARSE_MEMO, postable } from "../../src/engine/service";
import { workerOverPorts } from "./service-workers";

const clock = () => 0;
const doc = (nodes: number, overrides?: Record<string, number>): ScenarioDoc =>
  ({
    version: 1,
    kind: "multicast",
    generator: { id: "multicast-random@1", params: { nodes, pattern: "all-to-all" }, seed: 5 },
    ...(overrides ? { overrides } : {}),
  }) as ScenarioDoc;

/** The schedule of a run reply, as plain data to compare. */
function scheduleOf(reply: RunReply) {
  if (!reply.ok) throw new Error(reply.error.message);
  const s = reply.schedule;
  return { makespan: s.makespan, lowerBound: s.lowerBound, tasks: unpackSchedule(s).tasks };
}

describe("handleWarm", () => {
  it("gives the schedule a run gives and leaves the parse and bound memos as they were", () => {
    PARSE_MEMO.clear();
    BOUND_MEMO.clear();
    const edited = doc(12, { "nodes.3.sendFixed": 41 });
    const before = scheduleOf(handleRun({ doc: edited, algorithm: "wr", explain: false }, clock));
    const parsed = PARSE_MEMO.computed;
    const bounds = BOUND_MEMO.computed;
    const sizes = [PARSE_MEMO.size, BOUND_MEMO.size];

    const warm = handleWarm({ doc: edited, algorithm: "wr" }, clock);
    expect(warm.ok).toBe(true);
    if (!warm.ok) return;
    // Its schedule is the run's (the bound is left out: it is computed but never stored).
    expect(warm.schedule.makespan).toBe(before.makespan);
    expect(unpackSchedule(warm.schedule).tasks).toEqual(before.tasks);
    expect([PARSE_MEMO.computed, BOUND_MEMO.computed]).toEqual([parsed, bounds]);
    expect([PARSE_MEMO.size, BOUND_MEMO.size]).toEqual(sizes);

    // The next runs answer as before: the same document, and a new edit of it.
    expect(scheduleOf(handleRun({ doc: edited, algorithm: "wr", explain: false }, clock))).toEqual(before);
    const next = doc(12, { "nodes.3.sendFixed": 42 });
    const warmedThenRun = scheduleOf(handleRun({ doc: next, algorithm: "wr", explain: false }, clock));
    PARSE_MEMO.clear();
    BOUND_MEMO.clear();
    expect(scheduleOf(handleRun({ doc: next, algorithm: "wr", explain: false }, clock))).toEqual(
      warmedThenRun,
    );
  });

  it("warms a document with no bound cached without caching one", () => {
    BOUND_MEMO.clear();
    const warm = handleWarm({ doc: doc(8), algorithm: "ecf" }, clock);
    expect(warm.ok).toBe(true);
    expect(BOUND_MEMO.size).toBe(0);
  });

  it("names the field of a document that does not parse", () => {
    const warm = handleWarm({ doc: doc(8, { "nodes.0.recvFixed": -1 }) }, clock);
    expect(warm.ok).toBe(false);
    if (!warm.ok) expect(warm.error.message).toMatch(/recvFixed/);
  });
});

/** A worker over a MessageChannel with the real run and warm; `hold` keeps runs pending until released. */
function serviceWorker() {
  const warmed: WarmRequest[] = [];
  let release: () => void = () => {};
  let held = false;
  const api: Pick<WorkerApi, "run" | "warm"> = {
    run: async (req) => {
      if (held) await new Promise<void>((r) => (release = r));
      return postable(handleRun(req, clock), req.scenarioKnown === true);
    },
    warm: async (req) => {
      warmed.push(req);
      const reply = handleWarm(req, clock);
      return reply.ok ? Comlink.transfer(reply, []) : reply;
    },
  };
  return {
    factory: () => workerOverPorts(api),
    warmed,
    hold: () => (held = true),
    release: () => {
      held = false;
      release();
    },
  };
}

describe("EngineClient.warm", () => {
  it("warms the run worker once it is idle, and not while a run is pending", async () => {
    const w = serviceWorker();
    const client = new EngineClient(w.factory);
    // No worker yet: nothing to warm.
    expect(await client.warm({ doc: doc(6) })).toBeNull();
    const first = await client.run({ doc: doc(6), algorithm: "wr", explain: false });
    expect(first.ok).toBe(true);
    const warmed = await client.warm({ doc: doc(6), algorithm: "wr" });
    expect(first.ok && warmed?.makespan).toBe(first.ok && first.result.schedule.makespan);
    expect(w.warmed).toHaveLength(1);

    w.hold();
    const pending = client.run({ doc: doc(6, { "nodes.1.sendFixed": 9 }), algorithm: "wr", explain: false });
    expect(await client.warm({ doc: doc(6), algorithm: "wr" })).toBeNull();
    expect(w.warmed).toHaveLength(1);
    w.release();
    const after = await pending;
    expect(after.ok).toBe(true);

    // A run posted while the warm-up is in the worker: the warm-up's reply is dropped (no main-thread
    // part inside an edit), and the run answers as usual.
    const warming = client.warm({ doc: doc(6), algorithm: "wr" });
    const run = client.run({ doc: doc(6, { "nodes.1.sendFixed": 10 }), algorithm: "wr", explain: false });
    expect(await warming).toBeNull();
    expect(w.warmed).toHaveLength(2);
    expect((await run).ok).toBe(true);
    client.dispose();
  });
});

describe("EngineClient.holdParsed", () => {
  it("asks the worker not to send back a scenario the page parsed, and answers with the page's", async () => {
    const asked: boolean[] = [];
    const api: Pick<WorkerApi, "run"> = {
      run: async (req) => {
        asked.push(req.scenarioKnown === true);
        return postable(handleRun(req, clock), req.scenarioKnown === true);
      },
    };
    const client = new EngineClient(() => workerOverPorts(api));
    const edited = doc(6, { "nodes.2.sendFixed": 17 });
    const scenario = parseScenario(edited);
    client.holdParsed(edited, scenario);
    const out = await client.run({ doc: edited, algorithm: "wr", explain: false });
    expect(asked).toEqual([true]);
    expect(out.ok && out.scenario).toBe(scenario);
    // Another document object is not the held one: its scenario comes from the worker.
    const other = await client.run({ doc: doc(6), algorithm: "wr", explain: false });
    expect(asked).toEqual([true, false]);
    expect(other.ok && other.scenario).toEqual(parseScenario(doc(6)));
    client.dispose();
  });
});
