// @vitest-environment jsdom
// The Timing tab of a large schedule (views/timing/TimingView.tsx, gantt/model-async.ts): while the
// model's worker builds the timing model, the tab says "Preparing the timing diagram…" — it does not
// build a million events' model on the page — and draws the diagram once the model is adopted.
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ScenarioDoc } from "../../../../src/core/family";
import { renderer, withoutCanvas } from "../../render";
import { FakeModelWorker } from "../gantt/fake-model-worker";

const { mount } = renderer();
withoutCanvas();

/** A 104-node all-to-all: 21 424 tasks, over the size whose models are built in the worker. */
const doc = {
  version: 1,
  kind: "multicast",
  generator: { id: "multicast-random@1", params: { nodes: 104, pattern: "all-to-all" }, seed: 2 },
} as ScenarioDoc;

/** Fresh modules (the model worker and its caches) over FakeModelWorker, and the run. */
async function fresh() {
  vi.resetModules();
  vi.stubGlobal("Worker", FakeModelWorker);
  const { timingView } = await import("../../../../src/ui/views");
  const { runScenario } = await import("../../../../src/core/registry");
  const { parseScenario } = await import("../../../../src/core/scenario/document");
  const timing = await import("../../../../src/ui/views/timing/model");
  const { PREPARE_IN_WORKER } = await import("../../../../src/ui/views/gantt/model-async");
  const scenario = parseScenario(doc);
  const result = runScenario(scenario, "wr", { explain: false });
  return { View: timingView.component, scenario, result, timing, PREPARE_IN_WORKER };
}

describe("the Timing tab of a large schedule", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
    FakeModelWorker.reset();
  });

  it("says it is preparing until the worker's model is adopted, then draws the diagram", async () => {
    const { View, scenario, result, timing, PREPARE_IN_WORKER } = await fresh();
    expect(result.schedule.tasks.length).toBeGreaterThanOrEqual(PREPARE_IN_WORKER);
    FakeModelWorker.hold = true;
    const el = mount(<View scenario={scenario} result={result} />);
    expect(el.querySelector('[data-testid="timing-preparing"]')?.textContent).toBe(
      "Preparing the timing diagram…",
    );
    expect(el.querySelector("canvas")).toBeNull();
    // Asked of the worker (its columns copied in slices, then posted), not built here.
    await act(() =>
      vi.waitFor(() => expect(FakeModelWorker.posted.map((p) => p.message.kind)).toContain("timing")),
    );
    expect(timing.hasTimingModel(result.schedule)).toBe(false);
    expect(el.querySelector('[data-testid="timing-preparing"]')).not.toBeNull();

    await act(async () => {
      FakeModelWorker.release();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(timing.hasTimingModel(result.schedule)).toBe(true);
    expect(el.querySelector('[data-testid="timing-preparing"]')).toBeNull();
    expect(el.querySelectorAll("canvas").length).toBeGreaterThanOrEqual(1);
  });
});
