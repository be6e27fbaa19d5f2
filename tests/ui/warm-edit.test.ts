// The page's warm-up of the edit path (src/ui/warm-edit.ts): which schedules are warmed, how many times
// the worker's half runs, and that a document that does not parse warms nothing.
import { describe, expect, it } from "vitest";
import type { ScenarioDoc } from "../../src/core/family";
import { runScenario } from "../../src/core/registry";
import { parseScenario } from "../../src/core/scenario/document";
import {
  onWarmSchedule,
  shouldWarm,
  warmEditPath,
  WARM_UP_MAX_TASKS,
  WARM_UP_RUNS,
  type Warmable,
} from "../../src/ui/warm-edit";

const doc = {
  version: 1,
  kind: "multicast",
  generator: { id: "multicast-random@1", params: { nodes: 6, pattern: "all-to-all" }, seed: 1 },
} as ScenarioDoc;

const SCHEDULE = runScenario(parseScenario(doc), "wr", { explain: false }).schedule;

/** A client whose warm answers `answers` in turn (then false), recording the requests. */
function client(answers: boolean[]): Warmable & { asked: unknown[] } {
  const asked: unknown[] = [];
  return {
    asked,
    warm: (request) => {
      asked.push(request);
      return Promise.resolve(answers.shift() ? SCHEDULE : null);
    },
  };
}

describe("warm-edit", () => {
  it("warms small schedules only (a run posted meanwhile waits for the warm-up)", () => {
    expect(shouldWarm(8064)).toBe(true);
    expect(shouldWarm(WARM_UP_MAX_TASKS)).toBe(true);
    expect(shouldWarm(WARM_UP_MAX_TASKS + 1)).toBe(false);
    expect(shouldWarm(130_048)).toBe(false);
  });

  it("runs the worker's half WARM_UP_RUNS times with the document and algorithm on screen", async () => {
    const c = client(Array.from({ length: WARM_UP_RUNS + 2 }, () => true));
    expect(await warmEditPath(c, doc, "wr")).toBe(true);
    expect(c.asked).toHaveLength(WARM_UP_RUNS);
    expect(c.asked[0]).toEqual({ doc, algorithm: "wr" });
  });

  it("hands each warm-up schedule to the views' warm-ups until they unsubscribe; one that throws is skipped", async () => {
    const seen: unknown[] = [];
    const offBroken = onWarmSchedule(() => {
      throw new Error("no canvas here");
    });
    const off = onWarmSchedule((s) => seen.push(s));
    await warmEditPath(client([true, true]), doc, "wr");
    expect(seen).toEqual([SCHEDULE, SCHEDULE]);
    off();
    offBroken();
    await warmEditPath(client([true]), doc, "wr");
    expect(seen).toHaveLength(2);
  });

  it("stops when the worker is busy, and warms no view with a document that does not parse", async () => {
    const busy = client([true, false, true]);
    expect(await warmEditPath(busy, doc, undefined)).toBe(true);
    expect(busy.asked).toEqual([{ doc }, { doc }]);
    const none = client([false]);
    expect(await warmEditPath(none, doc, undefined)).toBe(false);
    // A stand-in worker that warmed a document the page cannot parse: the views are not warmed with it.
    const seen: unknown[] = [];
    const off = onWarmSchedule((s) => seen.push(s));
    const bad = client([true, true, true]);
    const broken = { ...doc, overrides: { "nodes.0.recvFixed": -1 } } as ScenarioDoc;
    expect(await warmEditPath(bad, broken, "wr")).toBe(true);
    expect(bad.asked).toHaveLength(1);
    expect(seen).toHaveLength(0);
    off();
  });
});
