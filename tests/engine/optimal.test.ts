// Algorithm `optimal` through the engine (src/engine/service.ts): a run carries its verdict in the
// details and reports the incumbent and proven bound through the progress channel; a time limit given
// in the request ends the search on the engine's clock; Compare marks the optimal row proven and keeps
// a refusal as that row's error while the heuristics' rows stand.
import { describe, expect, it } from "vitest";
import type { ProgressNote } from "../../src/core/family";
import { findPreset } from "../../src/core/registry";
import { handleCompare, handleRun } from "../../src/engine/service";

function doc(id: string) {
  const p = findPreset(id);
  if (!p) throw new Error(`no preset ${id}`);
  return p.doc;
}

describe("optimal in the engine", () => {
  it("proves the paper example's optimum and reports incumbent and bound as progress", () => {
    const notes: ProgressNote[] = [];
    const reply = handleRun(
      { doc: doc("multicast-paper-example"), algorithm: "optimal", explain: { from: 0, to: 2 } },
      () => performance.now(),
      { progress: (_f, note) => void (note && notes.push(note)) },
    );
    if (!reply.ok) throw new Error(reply.error.message);
    expect(reply.details.optimality).toMatchObject({ proven: true, makespan: 14, message: "proven optimal" });
    // Its steps count as explained: no window is asked again (a rerun could stop elsewhere).
    expect(reply.explained).toEqual({ from: 0, to: 7 });
    expect(notes.length).toBeGreaterThan(0);
    const last = notes[notes.length - 1] as ProgressNote;
    expect(last).toEqual({ incumbent: 14, bound: 14, gapPercent: 0 });
    for (const n of notes) expect(n.bound).toBeLessThanOrEqual(n.incumbent);
  });

  it("stops at the request's time limit on the engine's clock, not proven", () => {
    let t = 0;
    const clock = () => (t += 1); // one ms further at every look
    const generated = {
      version: 1,
      kind: "multicast",
      generator: {
        id: "multicast-random@1",
        params: { nodes: 8, pattern: "multiple", sources: 2, destinations: 5 },
        seed: 2,
      },
    };
    const reply = handleRun({ doc: generated, algorithm: "optimal", timeLimitMs: 2 }, clock);
    if (!reply.ok) throw new Error(reply.error.message);
    const o = reply.details.optimality as {
      proven: boolean;
      bound: number;
      makespan: number;
      message: string;
    };
    expect(o.proven).toBe(false);
    expect(o.bound).toBeLessThanOrEqual(o.makespan);
    expect(o.message).toMatch(/^not proven optimal \(gap [0-9.]+ %\)$/);
  });

  it("refuses past its size limit with a scenario error naming the limit", () => {
    const reply = handleRun({ doc: doc("multicast-all-to-all-8"), algorithm: "optimal" }, () => 0);
    expect(reply.ok).toBe(false);
    if (reply.ok) return;
    expect(reply.error.message).toContain("optimal is limited to 10 receives");
    expect(reply.error.message).toContain("this scenario has 56");
  });

  it("Compare marks the optimal row proven, and keeps a refusal as that row's error", () => {
    const small = handleCompare({ doc: doc("multicast-paper-example") }, () => performance.now());
    if (!small.ok) throw new Error("compare failed");
    const opt = small.rows.find((r) => r.algorithm === "optimal");
    expect(opt).toMatchObject({ makespan: 14, proven: true });
    for (const r of small.rows) expect(r.makespan).toBeGreaterThanOrEqual(14);
    const large = handleCompare({ doc: doc("multicast-all-to-all-8") }, () => performance.now());
    if (!large.ok) throw new Error("compare failed");
    expect(large.rows.find((r) => r.algorithm === "optimal")?.error).toContain("optimal is limited to");
    expect(large.rows.filter((r) => r.makespan !== null).length).toBe(11);
  });
});
