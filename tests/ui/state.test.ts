import { describe, expect, it } from "vitest";
import { initialState, reducer } from "../../src/ui/state";
import type { RunOutcome } from "../../src/engine/client";

const doc = { version: 1, kind: "multicast" };
const base = initialState(doc, { v: 1 });

describe("reducer", () => {
  it("keeps the last good scenario when an edit is rejected", () => {
    const s = reducer(base, { type: "reject", message: "nodes[1].recvFixed: must be ≥ 0", issues: [] });
    expect(s.doc).toBe(doc);
    expect(s.rejected?.message).toMatch(/recvFixed/);
    const fixed = reducer(s, { type: "edit", doc: { ...doc, name: "x" } });
    expect(fixed.rejected).toBeNull();
    expect(fixed.doc.name).toBe("x");
  });

  it("drops undefined view entries so the URL stays short", () => {
    const s = reducer(reducer(base, { type: "view", patch: { step: 3 } }), {
      type: "view",
      patch: { step: undefined },
    });
    expect(s.view).toEqual({ v: 1 });
  });

  it("keeps the last good run on screen while a new one fails or is cancelled", () => {
    const good = { ok: true, doc, scenario: {}, result: {}, elapsedMs: 1 } as unknown as RunOutcome;
    let s = reducer(reducer(base, { type: "run-started" }), { type: "run-finished", outcome: good });
    expect(s.lastGood).toBe(good);
    s = reducer(s, {
      type: "run-finished",
      outcome: { ok: false, doc, error: { kind: "plan", message: "P3 relays m1 before it has it" } },
    });
    expect(s.run.kind).toBe("failed");
    expect(s.lastGood).toBe(good);
    const c = reducer(s, {
      type: "run-finished",
      outcome: { ok: false, doc, error: { kind: "cancelled", message: "" } },
    });
    expect(c).toBe(s);
  });

  it("a cancelled run keeps the last good schedule and says so; a finished run clears it", () => {
    const good = { ok: true, doc, scenario: {}, result: {}, elapsedMs: 1 } as unknown as RunOutcome;
    let s = reducer(reducer(base, { type: "run-started" }), { type: "run-finished", outcome: good });
    s = reducer(s, { type: "run-started" });
    s = reducer(s, { type: "run-cancelled" });
    expect(s.run.kind).toBe("cancelled");
    expect(s.lastGood).toBe(good);
    expect(s.doc).toBe(doc);
    // The terminated run's promise settles as "cancelled": nothing changes.
    const after = reducer(s, {
      type: "run-finished",
      outcome: { ok: false, doc, error: { kind: "cancelled", message: "" } },
    });
    expect(after).toBe(s);
    // Cancel when nothing runs is a no-op.
    expect(reducer(after, { type: "run-cancelled" })).toBe(after);
  });
});
