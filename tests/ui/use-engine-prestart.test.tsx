// @vitest-environment jsdom
// An accepted edit's run starts from the event that made it (prestart, src/ui/use-engine.ts): the run's
// effect adopts it, so each edit posts one run, says run-started once, and finishes with its document;
// a later run asks for no explanations after the last decision and brings a small schedule's bound.
import * as Comlink from "comlink";
import { act, useReducer, useState } from "react";
import { describe, expect, it } from "vitest";
import type { ScenarioDoc } from "../../src/core/family";
import { transferables } from "../../src/core/schedule/pack";
import type { RunRequest, WorkerApi } from "../../src/engine/protocol";
import { handleBound, handleRun, postable } from "../../src/engine/service";
import type { Action } from "../../src/ui/state";
import { useEngineRun, type EngineRun } from "../../src/ui/use-engine";
import { workerOverPorts } from "../engine/service-workers";
import { renderer } from "./render";

const { mount } = renderer();

/** One worker over a MessageChannel running the real service; records the run requests. */
function serviceWorker() {
  const runs: RunRequest[] = [];
  const factory = () => {
    const api: Pick<WorkerApi, "run" | "bound"> = {
      run: async (request) => {
        runs.push(request);
        const reply = handleRun(request, () => 0);
        return reply.ok
          ? Comlink.transfer(postable(reply, request.scenarioKnown === true), transferables(reply.schedule))
          : reply;
      },
      bound: async (request) => handleBound(request, () => 0),
    };
    return workerOverPorts(api);
  };
  return { factory, runs };
}

const base: ScenarioDoc = {
  version: 1,
  kind: "multicast",
  generator: {
    id: "multicast-random@1",
    params: { nodes: 6, pattern: "all-to-all", destinations: "all" },
    seed: 2,
  },
};
const edited = (v: number): ScenarioDoc => ({ ...base, overrides: { "nodes.0.sendFixed": v } });

/** Waits for the worker's replies (MessageChannel hops and promise chains). */
async function settle(until: () => boolean): Promise<void> {
  for (let k = 0; k < 200 && !until(); k++) await act(() => new Promise((r) => setTimeout(r, 5)));
}

describe("prestart", () => {
  it("posts one run per edit, adopted by the run's effect, and finishes with the edit's document", async () => {
    const worker = serviceWorker();
    const actions: Action[] = [];
    let engine: EngineRun | null = null;
    let setDoc: (d: ScenarioDoc) => void = () => {};
    function Harness() {
      const [doc, set] = useState(base);
      setDoc = set;
      const [, dispatch] = useReducer((n: number, a: Action) => {
        actions.push(a);
        return n + 1;
      }, 0);
      engine = useEngineRun(doc, "wr", dispatch, undefined, worker.factory);
      return null;
    }
    mount(<Harness />);
    const finished = () => actions.filter((a) => a.type === "run-finished");
    await settle(() => finished().length === 1);
    expect(worker.runs).toHaveLength(1);
    // The page's first run: the early run's request.
    expect(worker.runs[0]?.explain).toEqual({ from: 0, to: 8 });
    expect(worker.runs[0]?.bound).toBe("later");

    for (const v of [101, 102]) {
      const doc = edited(v);
      actions.length = 0;
      const before = worker.runs.length;
      // As propose does: the document is recorded, then its run started, in the same event.
      act(() => {
        setDoc(doc);
        engine?.prestart(doc);
      });
      await settle(() => finished().length === 1);
      expect(worker.runs.length - before).toBe(1);
      expect(actions.filter((a) => a.type === "run-started")).toHaveLength(1);
      const done = finished()[0];
      expect(done?.type === "run-finished" && done.outcome.ok && done.outcome.doc).toBe(doc);
      const asked = worker.runs.at(-1);
      expect(asked?.explain).toBe(false);
      expect(asked?.bound).toBe("later");
      // A cheap bound comes with the run (bound-cost.ts): nothing computing.
      expect(
        done?.type === "run-finished" && done.outcome.ok && done.outcome.result.schedule.lowerBound,
      ).not.toBeNull();
    }
  });
});
