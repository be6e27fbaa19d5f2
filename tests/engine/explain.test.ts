// Explanations on demand through the worker seam: a run explained in a first window, then any window asked
// with handleExplain, gives the steps a fully explained run gives (every preset of every family).
import { describe, expect, it } from "vitest";
import { allPresets } from "../../src/core/registry";
import { unpackSchedule } from "../../src/core/schedule/pack";
import { ExplainCache, explainedWindow, handleExplain, handleRun } from "../../src/engine/service";

const clock = () => 0;

describe("handleExplain", () => {
  it.each(allPresets().map((p) => [p.id, p] as const))("%s: windows equal the full run's steps", (_id, p) => {
    const algorithm = p.algorithm;
    const full = handleRun({ doc: p.doc, ...(algorithm ? { algorithm } : {}) }, clock);
    const first = handleRun(
      { doc: p.doc, ...(algorithm ? { algorithm } : {}), explain: { from: 0, to: 2 } },
      clock,
    );
    if (!full.ok || !first.ok) throw new Error("preset failed");
    const steps = unpackSchedule(full.schedule).steps;
    const count = steps.length;
    expect(full.explained).toEqual({ from: 0, to: count });
    expect(first.explained).toEqual(explainedWindow({ from: 0, to: 2 }, count, full.edited));
    expect(unpackSchedule(first.schedule).steps.slice(0, 2)).toEqual(steps.slice(0, 2));
    const cache = new ExplainCache();
    const mid = Math.floor(count / 2);
    const a = handleExplain(
      { doc: p.doc, ...(algorithm ? { algorithm } : {}), from: mid - 3, to: mid + 3 },
      cache,
    );
    expect(a).toEqual({
      ok: true,
      from: Math.max(0, mid - 3),
      to: Math.min(count, mid + 3),
      steps: steps.slice(Math.max(0, mid - 3), mid + 3),
    });
    // Overlapping and beyond the end: clamped, the known part from the cache.
    const b = handleExplain(
      { doc: p.doc, ...(algorithm ? { algorithm } : {}), from: mid, to: count + 10 },
      cache,
    );
    expect(b).toEqual({ ok: true, from: mid, to: count, steps: steps.slice(mid) });
    if (a.ok && b.ok && mid < a.to) expect(b.steps[0]).toBe(a.steps[mid - a.from]);
  });

  it("answers a window already explained from the cache, and keeps the last few runs", () => {
    const p = allPresets().find((q) => q.doc.kind === "multicast");
    if (!p) throw new Error("no multicast preset");
    const cache = new ExplainCache(2);
    const ask = (algorithm: string) => handleExplain({ doc: p.doc, algorithm, from: 0, to: 4 }, cache);
    const ecf = ask("ecf");
    expect(ask("ecf")).toEqual(ecf);
    if (!ecf.ok) throw new Error("ecf failed");
    const again = ask("ecf");
    expect(again.ok && again.steps[0]).toBe(ecf.steps[0]);
    ask("wr");
    ask("fef");
    const evicted = ask("ecf");
    expect(evicted).toEqual(ecf);
    expect(evicted.ok && evicted.steps[0]).not.toBe(ecf.steps[0]);
  });

  it("gives an edited plan's steps as its run does, and a scenario error for a bad document", () => {
    const p = allPresets().find((q) => q.doc.kind === "multicast");
    if (!p) throw new Error("no multicast preset");
    const run = handleRun({ doc: p.doc }, clock);
    if (!run.ok) throw new Error("run failed");
    const doc = { ...p.doc, plan: run.plan };
    const edited = handleRun({ doc, explain: false }, clock);
    if (!edited.ok) throw new Error("edited run failed");
    const steps = unpackSchedule(edited.schedule).steps;
    expect(edited.explained).toEqual({ from: 0, to: steps.length });
    expect(handleExplain({ doc, from: 0, to: 3 })).toEqual({
      ok: true,
      from: 0,
      to: 3,
      steps: steps.slice(0, 3),
    });
    const bad = handleExplain({ doc: { version: 1, kind: "multicast", nodes: [] }, from: 0, to: 3 });
    expect(!bad.ok && bad.error.kind).toBe("scenario");
  });
});
