// @vitest-environment jsdom
// useWhatChanged: an edit (mark) followed by a run of the same algorithm gives a change; a run that
// follows no edit, or of another algorithm, clears it; dismiss clears it.
import { act, useEffect } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { runScenario } from "../../../src/core/registry";
import { parseScenario } from "../../../src/core/scenario/document";
import { resultWithBound } from "../../../src/engine/client";
import { useWhatChanged, type ShownRun } from "../../../src/ui/side-by-side/WhatChanged";
import { PAPER, presetDoc } from "./helpers";

function shownOf(algorithm: string): ShownRun {
  const doc = presetDoc(PAPER);
  const scenario = parseScenario(doc);
  return { doc, scenario, result: runScenario(scenario, algorithm) };
}

type Api = ReturnType<typeof useWhatChanged<ShownRun>>;

let root: Root | null = null;
beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

function harness() {
  const latest: { api: Api | null } = { api: null };
  function Probe({ shown }: { shown: ShownRun | null }) {
    const api = useWhatChanged(shown);
    useEffect(() => {
      latest.api = api;
    });
    return null;
  }
  root = createRoot(document.createElement("div"));
  const show = (shown: ShownRun | null) => act(() => root?.render(<Probe shown={shown} />));
  const api = () => {
    if (!latest.api) throw new Error("not rendered");
    return latest.api;
  };
  return { show, api };
}

describe("useWhatChanged", () => {
  const a = shownOf("ecf");
  const b = shownOf("ecf");
  const other = shownOf("wr");

  it("pairs the run before an edit with the next run of the same algorithm", () => {
    const { show, api } = harness();
    show(a);
    expect(api().change).toBeNull();
    act(() => api().mark());
    show(b);
    expect(api().change).toEqual({ before: a, after: b });
    act(() => api().dismiss());
    expect(api().change).toBeNull();
  });

  it("shows nothing for a run that follows no edit, or of another algorithm", () => {
    const { show, api } = harness();
    show(a);
    show(b);
    expect(api().change).toBeNull();
    act(() => api().mark());
    show(other);
    expect(api().change).toBeNull();
  });

  it("compares with the run just before when edits follow each other", () => {
    const { show, api } = harness();
    const c = shownOf("ecf");
    show(a);
    act(() => api().mark());
    show(b);
    act(() => api().mark());
    // Two quick marks before the run arrives keep the first "before".
    act(() => api().mark());
    show(c);
    expect(api().change).toEqual({ before: b, after: c });
  });

  /** A run shown before its lower bound (RunRequest bound "later"), and the same run once it came. */
  function boundLater(algorithm: string): { pending: ShownRun; known: ShownRun } {
    const r = shownOf(algorithm);
    const waiting = { ...r.result.schedule, lowerBound: null, boundPending: true as const };
    const pending = { ...r, result: { ...r.result, schedule: waiting } };
    const known = { ...pending, result: resultWithBound(pending.result, r.result.schedule.lowerBound) };
    return { pending, known };
  }

  it("a bound that comes in between the edit and its run leaves the edit's comparison alone", () => {
    const { show, api } = harness();
    const first = boundLater("ecf");
    show(first.pending);
    act(() => api().mark());
    show(first.known);
    expect(api().change).toBeNull();
    show(b);
    expect(api().change).toEqual({ before: first.known, after: b });
  });

  it("a change on screen stays when the edited run's bound comes in, and shows it", () => {
    const { show, api } = harness();
    const edited = boundLater("ecf");
    show(a);
    act(() => api().mark());
    show(edited.pending);
    expect(api().change).toEqual({ before: a, after: edited.pending });
    show(edited.known);
    expect(api().change).toEqual({ before: a, after: edited.known });
    expect(api().change?.after.result.schedule.lowerBound).toBe(a.result.schedule.lowerBound);
  });
});
