// The worker started before the app (src/engine/early.ts, src/ui/early-run.ts): the app's first run is
// the early one when it asks for the same document, algorithm and explanation window; otherwise the early
// worker is replaced (a refused link) or asked again (the family's default was not the algorithm asked).
import { workerOverPorts } from "./service-workers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { findPreset } from "../../src/core/registry";
import { encodeUrlState } from "../../src/core/scenario/url";
import { BOUND_DEFER_WORK, boundDeferral } from "../../src/engine/bound-cost";
import { EngineClient } from "../../src/engine/client";
import { bindEarlyRun, startEarly, takeEarly, workerName } from "../../src/engine/early";
import type { RunRequest, WorkerApi } from "../../src/engine/protocol";
import { handleBound, handleRun, postable } from "../../src/engine/service";
import { parseScenario } from "../../src/core/scenario/document";
import { earlyRequest } from "../../src/ui/early-run";
import { FIRST_EXPLAINED } from "../../src/ui/explained";

/**
 * Stand-in Workers over MessageChannels that really run (handleRun) and post what worker.ts posts
 * (`postable`: no scenario when the request says the page knows it), recording what they were asked
 * and whether each reply carried the scenario.
 */
function realWorkers() {
  const made: { terminated: boolean; started: (string | undefined)[]; sentScenario: boolean[] }[] = [];
  const factory = () => {
    const record = {
      terminated: false,
      started: [] as (string | undefined)[],
      sentScenario: [] as boolean[],
    };
    const api: Pick<WorkerApi, "run" | "bound"> = {
      run: async (req: RunRequest, onProgress) => {
        record.started.push(req.algorithm);
        const reply = postable(
          handleRun(req, () => 0, { progress: onProgress }),
          req.scenarioKnown === true,
        );
        record.sentScenario.push(reply.ok && reply.scenario !== undefined);
        return reply;
      },
      // The client's second worker: the lower bound of the document run with bound "later".
      bound: async (req) => handleBound(req, () => 0),
    };
    made.push(record);
    return workerOverPorts(api, () => (record.terminated = true));
  };
  return { factory, made };
}

const preset = findPreset("multicast-paper-example");
if (!preset) throw new Error("the multicast example preset is missing");
const hashOf = (algorithm?: string) =>
  encodeUrlState(preset.doc, { v: 1, ...(algorithm ? { algorithm } : {}) });
const window = { from: 0, to: FIRST_EXPLAINED };
/** Transmission times no other test's document has (the bound is remembered per scenario). */
const TRANSMIT_OF = [0.25, 0.5] as const;
/** What the page's entry does with a link (early-run.ts): read its run and start it on an early worker. */
function openLink(hash: string, factory: () => Worker): void {
  const request = earlyRequest(hash);
  if (!request) throw new Error("unreadable link");
  startEarly({ request, hash }, factory);
}
/** The workers that ran something (the client's second worker only computes lower bounds). */
const runners = (made: { started: unknown[] }[]) => made.filter((m) => m.started.length > 0);

/**
 * The paper example's link opened (its early run posted, algorithm `algorithm` or the family's default)
 * and the app's copy of its document bound to that run, with the app's parse when `withParse`; `first`
 * is the app's first run as use-engine asks it.
 */
const boundLink = (algorithm: string | undefined, withParse: boolean) => {
  const { factory, made } = realWorkers();
  const hash = hashOf(algorithm);
  openLink(hash, factory);
  const appDoc = structuredClone(preset.doc);
  const appScenario = withParse ? parseScenario(appDoc) : undefined;
  bindEarlyRun(hash, appDoc, appScenario);
  const client = new EngineClient(factory, takeEarly());
  const first = (onProgress?: (p: number) => void) =>
    client.run({ doc: appDoc, algorithm: "wr", explain: window, bound: "later" }, onProgress);
  return { made, appDoc, appScenario, client, first };
};

describe("earlyRequest", () => {
  it("reads a link's document and algorithm, with the first explained decisions", () => {
    const r = earlyRequest(hashOf("wr"));
    // The page parses the link itself: the worker need not send the scenario back.
    const asked = { doc: preset.doc, explain: window, bound: "later", scenarioKnown: true };
    expect(r).toEqual({ ...asked, algorithm: "wr" });
    expect(earlyRequest(hashOf())).toEqual(asked);
  });
  it("leaves every other hash to the app", () => {
    for (const hash of ["", "#papers", "#s=", "#s=garbage", "#s=" + "A".repeat(40)]) {
      expect(earlyRequest(hash)).toBeNull();
    }
  });
});

describe("EngineClient with an early run", () => {
  // The paper's example stands for a scenario whose bound goes to a second worker (bound-cost.ts).
  beforeEach(() => {
    boundDeferral.fromWork = 0;
  });
  afterEach(() => {
    boundDeferral.fromWork = BOUND_DEFER_WORK;
  });

  it("answers the app's first run with the early one (one run, one worker)", async () => {
    const { made, appDoc, appScenario, client, first } = boundLink("wr", true);
    const progress: number[] = [];
    const asked = first((p) => progress.push(p));
    // While the page starts, the bound's second worker waits for the run's reply (two busy threads
    // besides the page's own would share a small machine's cores).
    expect(made).toHaveLength(1);
    const outcome = await asked;
    expect(made).toHaveLength(2);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.doc).toBe(appDoc);
    // The page's parse is the run's scenario; the worker did not send its own back.
    expect(outcome.scenario).toBe(appScenario);
    expect(made[0]?.sentScenario).toEqual([false]);
    expect(outcome.result.algorithm).toBe("wr");
    // The early run's window (clamped to the run's decisions): it was the request that ran.
    expect(outcome.explained).toEqual({
      from: 0,
      to: Math.min(FIRST_EXPLAINED, outcome.result.schedule.steps.length),
    });
    expect(runners(made)).toHaveLength(1);
    expect(made[0]?.started).toEqual(["wr"]);
    expect(progress.at(-1)).toBe(1);
    // The early run asked for the bound after the schedule, as the app does; it comes from the second worker.
    const inline = handleRun({ doc: preset.doc, algorithm: "wr", explain: false }, () => 0);
    const bound = await outcome.bound;
    expect(bound?.ok && bound.lowerBound).toBe(inline.ok && inline.schedule.lowerBound);
    // The same worker serves the next run.
    const next = await client.run({ doc: appDoc, algorithm: "ecf" });
    expect(next.ok && next.result.algorithm).toBe("ecf");
    expect(runners(made)).toHaveLength(1);
    client.dispose();
  });

  /**
   * A link opened with a document of its own (the workers' bound memo must not know it from another
   * test), its early run adopted by a client whose start-up ends when the test says (`over`).
   */
  const startUpClient = (transmit: number) => {
    const { factory, made } = realWorkers();
    const doc = { ...structuredClone(preset.doc), transmit };
    const hash = encodeUrlState(doc, { v: 1, algorithm: "wr" });
    openLink(hash, factory);
    const appDoc = structuredClone(doc);
    bindEarlyRun(hash, appDoc);
    let over = () => {};
    const startUp = new Promise<void>((resolve) => (over = resolve));
    const client = new EngineClient(factory, takeEarly(), () => startUp);
    const first = () => client.run({ doc: appDoc, algorithm: "wr", explain: window, bound: "later" });
    return { doc, made, client, first, over: () => over() };
  };

  it("starts the early run's bound only once the page's start-up is over", async () => {
    const { doc, made, client, first, over } = startUpClient(TRANSMIT_OF[0]);
    const outcome = await first();
    expect(outcome.ok && outcome.bound).toBeInstanceOf(Promise);
    if (!outcome.ok || !outcome.bound) return;
    // The schedule is here, its bound not asked: no second worker while the page renders the result.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(made).toHaveLength(1);
    over();
    const bound = await outcome.bound;
    expect(made).toHaveLength(2);
    const inline = handleRun({ doc, algorithm: "wr", explain: false }, () => 0);
    expect(bound.ok && bound.lowerBound).toBe(inline.ok && inline.schedule.lowerBound);
    client.dispose();
  });

  it("never asks a start-up bound that a newer run made stale", async () => {
    const { made, client, first, over } = startUpClient(TRANSMIT_OF[1]);
    const outcome = await first();
    if (!outcome.ok || !outcome.bound) throw new Error("the early run's bound should be pending");
    // An edit: another document's run (its cheap bound comes with it, no second worker).
    boundDeferral.fromWork = BOUND_DEFER_WORK;
    const edited = { ...structuredClone(preset.doc), name: "edited" };
    const next = await client.run({ doc: edited, algorithm: "wr", bound: "later" });
    expect(next.ok).toBe(true);
    over();
    const stale = await outcome.bound;
    expect(stale.ok ? "answered" : stale.error.kind).toBe("cancelled");
    expect(made).toHaveLength(1);
    client.dispose();
  });

  it("asks again on the same worker when the early run's default algorithm is not the one asked", async () => {
    const { made, client, first } = boundLink(undefined, false);
    const outcome = await first();
    expect(outcome.ok && outcome.result.algorithm).toBe("wr");
    expect(runners(made)).toHaveLength(1);
    expect(made[0]?.started).toEqual([undefined, "wr"]);
    client.dispose();
  });

  it("replaces the early worker when the app runs another document (the link was refused)", async () => {
    const { factory, made } = realWorkers();
    const hash = hashOf("wr");
    openLink(hash, factory);
    // Never bound: the app refused the link and shows the default scenario.
    const client = new EngineClient(factory, takeEarly());
    const other = structuredClone(preset.doc);
    const outcome = await client.run({ doc: other, algorithm: "wr", explain: window });
    expect(outcome.ok && outcome.doc).toBe(other);
    expect(made).toHaveLength(2);
    expect(made[0]?.terminated).toBe(true);
    expect(made[1]?.started).toEqual(["wr"]);
    client.dispose();
  });

  it("parses the document itself when the page bound no parse to the early run", async () => {
    const { made, appDoc, client, first } = boundLink("wr", false);
    const outcome = await first();
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(made[0]?.sentScenario).toEqual([false]);
    expect(outcome.scenario).toEqual(parseScenario(appDoc));
    client.dispose();
  });

  it("binds only a document read from the same hash, and hands the early start out once", () => {
    const { factory } = realWorkers();
    const hash = hashOf("wr");
    openLink(hash, factory);
    bindEarlyRun(hashOf("ecf"), preset.doc);
    const early = takeEarly();
    expect(early?.run?.doc).toBeNull();
    expect(takeEarly()).toBeNull();
    early?.worker.terminate();
  });
});

describe("an early run at the default bound threshold", () => {
  it("brings the paper example's bound with the run, on the early worker alone", async () => {
    const { made, client, first } = boundLink("wr", false);
    const outcome = await first();
    if (!outcome.ok) throw new Error("expected a run");
    expect(outcome.bound).toBeUndefined();
    expect(outcome.result.schedule.boundPending).toBeUndefined();
    const inline = handleRun({ doc: preset.doc, algorithm: "wr", explain: false }, () => 0);
    expect(outcome.result.schedule.lowerBound).toBe(inline.ok && inline.schedule.lowerBound);
    // No second worker: the page starts one worker only.
    expect(made).toHaveLength(1);
    client.dispose();
  });
});

describe("the kind a new worker is told (worker-hint.ts loads that family first)", () => {
  it("names the worker after the kind, and only after a plain kind", () => {
    expect(workerName("multicast")).toBe("schedule-engine multicast");
    expect(workerName("grid-broadcast")).toBe("schedule-engine grid-broadcast");
    expect(workerName()).toBe("schedule-engine");
    expect(workerName("x".repeat(41))).toBe("schedule-engine");
    expect(workerName("a b")).toBe("schedule-engine");
  });

  it("passes the link's kind to the early worker, and a run's kind to the client's workers", async () => {
    const { factory } = realWorkers();
    const asked: (string | undefined)[] = [];
    const recording = (kind?: string) => {
      asked.push(kind);
      return factory();
    };
    openLink(hashOf("wr"), recording);
    expect(asked).toEqual(["multicast"]);
    takeEarly()?.worker.terminate();
    const client = new EngineClient(recording);
    await client.run({ doc: preset.doc, algorithm: "wr", explain: false });
    await client.compare({ doc: preset.doc });
    expect(asked).toEqual(["multicast", "multicast", "multicast"]);
    client.dispose();
  });
});
