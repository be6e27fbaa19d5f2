// throttledProgress: the worker posts a run's progress at most once per interval, and never drops the
// completion or a search's note.
import { describe, expect, it } from "vitest";
import { handleRun, PROGRESS_INTERVAL_MS, throttledProgress } from "../../src/engine/service";
import type { ProgressNote } from "../../src/core/family";

describe("throttledProgress", () => {
  it("passes a fraction only when the interval has gone by, and always the completion and notes", () => {
    let now = 0;
    const seen: [number, ProgressNote | undefined][] = [];
    const p = throttledProgress(
      (f, note) => seen.push([f, note]),
      () => now,
      50,
    );
    now = 10;
    p(0.1); // 10 ms after the start: dropped
    now = 49;
    p(0.2); // dropped
    now = 50;
    p(0.3); // 50 ms: passes
    now = 60;
    const note = { incumbent: 5, bound: 4, gapPercent: 25 };
    p(0.35, note); // a note always passes
    now = 70;
    p(0.4); // 10 ms after the note: dropped
    now = 71;
    p(1); // the completion always passes
    expect(seen).toEqual([
      [0.3, undefined],
      [0.35, note],
      [1, undefined],
    ]);
  });

  it("leaves a 64-node run's reports at a few per interval, ending at 1", () => {
    const doc = {
      version: 1,
      kind: "multicast",
      generator: {
        id: "multicast-random@1",
        params: { nodes: 64, pattern: "all-to-all", destinations: "all" },
        seed: 1,
      },
    } as const;
    // A clock that advances 1 ms per reading: the run's raw reports come every 256 decisions.
    let raw = 0;
    handleRun({ doc, algorithm: "wr", explain: false }, () => 0, { progress: () => raw++ });
    let t = 0;
    const clock = () => t++;
    const passed: number[] = [];
    handleRun({ doc, algorithm: "wr", explain: false }, () => 0, {
      progress: throttledProgress((f) => passed.push(f), clock, PROGRESS_INTERVAL_MS),
    });
    expect(raw).toBeGreaterThan(10);
    // Each report reads the clock once (1 ms): at most one in PROGRESS_INTERVAL_MS passes.
    expect(passed.length).toBeLessThanOrEqual(Math.ceil(raw / PROGRESS_INTERVAL_MS) + 1);
    expect(passed.at(-1)).toBe(1);
    for (let i = 1; i < passed.length; i++) expect(passed[i]).toBeGreaterThan(passed[i - 1] as number);
  });
});
