import { describe, expect, it } from "vitest";
import {
  canRedo,
  canUndo,
  changedPath,
  COALESCE_MS,
  createHistory,
  push,
  redo,
  removalNote,
  undo,
} from "../../src/ui/history";
import { initialUndoable, undoableReducer } from "../../src/ui/undoable";

describe("history", () => {
  it("undoes and redoes in order, and a new push drops the redo branch", () => {
    let h = createHistory("a");
    expect(canUndo(h)).toBe(false);
    h = push(h, "b", { at: 0 });
    h = push(h, "c", { at: 10_000 });
    expect(h.present).toBe("c");
    h = undo(h);
    expect(h.present).toBe("b");
    expect(canRedo(h)).toBe(true);
    h = undo(h);
    expect(h.present).toBe("a");
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe("b");
    h = push(h, "d", { at: 20_000 });
    expect(canRedo(h)).toBe(false);
    expect(redo(h)).toBe(h);
    expect(undo(h).present).toBe("b");
  });

  it("ignores a push of the same value", () => {
    const h = push(createHistory("a"), "b");
    expect(push(h, "b")).toBe(h);
  });

  it("coalesces rapid edits of the same key into one step", () => {
    let h = createHistory(1);
    h = push(h, 2, { key: "nodes.3.recvFixed", at: 1000 });
    h = push(h, 3, { key: "nodes.3.recvFixed", at: 1000 + COALESCE_MS - 1 });
    expect(h.past).toEqual([1]);
    expect(undo(h).present).toBe(1);
    // Too late, another key, or no key: its own step.
    h = push(h, 4, { key: "nodes.3.recvFixed", at: 1000 + 3 * COALESCE_MS });
    h = push(h, 5, { key: "nodes.2.recvFixed", at: 1000 + 3 * COALESCE_MS + 1 });
    h = push(h, 6, { at: 1000 + 3 * COALESCE_MS + 2 });
    h = push(h, 7, { at: 1000 + 3 * COALESCE_MS + 3 });
    expect(h.past).toEqual([1, 3, 4, 5, 6]);
  });

  it("never coalesces across an undo", () => {
    let h = push(createHistory(1), 2, { key: "k", at: 0 });
    h = undo(h);
    h = push(h, 3, { key: "k", at: 1 });
    expect(h.past).toEqual([1]);
  });

  it("keeps at most `limit` undo steps", () => {
    let h = createHistory(0, 3);
    for (let i = 1; i <= 10; i++) h = push(h, i, { at: i * 10_000 });
    expect(h.past).toEqual([7, 8, 9]);
    h = undo(undo(undo(h)));
    expect(h.present).toBe(7);
    expect(canUndo(h)).toBe(false);
  });
});

describe("changedPath", () => {
  it("names the one leaf that changed", () => {
    const a = {
      nodes: [
        { send: 1, recv: 2 },
        { send: 3, recv: 4 },
      ],
      name: "x",
    };
    const b = {
      nodes: [
        { send: 1, recv: 2 },
        { send: 3, recv: 5 },
      ],
      name: "x",
    };
    expect(changedPath(a, b)).toBe("nodes.1.recv");
    expect(changedPath(a, { ...a, name: "y" })).toBe("name");
  });

  it("is null for no change, several changes or a structural change", () => {
    const a = { nodes: [1, 2, 3], name: "x" };
    expect(changedPath(a, a)).toBeNull();
    expect(changedPath(a, { nodes: [1, 2, 4], name: "y" })).toBeNull();
    expect(changedPath(a, { nodes: [1, 2], name: "x" })).toBeNull();
    expect(changedPath(a, { ...a, plan: {} })).toBeNull();
  });
});

describe("removalNote", () => {
  const p = (i: number) => `P${i}`;
  it("says which names shift", () => {
    expect(removalNote(3, 8, p)).toBe("P3 removed; P4–P7 are now P3–P6.");
    expect(removalNote(6, 8, p)).toBe("P6 removed; P7 is now P6.");
    expect(removalNote(7, 8, p)).toBe("P7 removed; no other row is renumbered.");
  });
});

describe("undoableReducer", () => {
  const doc = { version: 1, kind: "multicast", name: "a" };
  const base = initialUndoable(doc, { v: 1, algorithm: "fef" });

  it("undoes a recorded edit and redoes it", () => {
    const edited = { ...doc, name: "b" };
    let s = undoableReducer(base, { type: "record", doc: edited, at: 0 });
    expect(s.app.doc).toBe(edited);
    s = undoableReducer(s, { type: "undo" });
    expect(s.app.doc).toBe(doc);
    s = undoableReducer(s, { type: "redo" });
    expect(s.app.doc).toBe(edited);
    expect(undoableReducer(s, { type: "redo" })).toBe(s);
  });

  it("restores the algorithm with the document: an algorithm switch that set a plan aside undoes", () => {
    const withPlan = { ...doc, plan: { trees: [] } };
    let s = undoableReducer(base, { type: "record", doc: withPlan, at: 0 });
    s = undoableReducer(s, {
      type: "record",
      doc,
      view: { algorithm: "ecf", step: undefined },
      at: 1,
      note: "Your edited plan was set aside — Undo to get it back",
    });
    expect(s.app.view.algorithm).toBe("ecf");
    expect(s.notice).toMatch(/set aside/);
    s = undoableReducer(s, { type: "undo" });
    expect(s.app.doc).toBe(withPlan);
    expect(s.app.view.algorithm).toBe("fef");
    expect(s.notice).toBeNull();
  });

  it("makes a loaded preset an undo step; runs and view changes are not", () => {
    const other = { version: 1, kind: "packet" };
    let s = undoableReducer(base, { type: "view", patch: { step: 2 } });
    expect(s.history.past).toHaveLength(0);
    s = undoableReducer(s, { type: "run-started" });
    expect(s.history.past).toHaveLength(0);
    s = undoableReducer(s, { type: "load", doc: other, view: { v: 1 } });
    expect(s.history.past).toHaveLength(1);
    s = undoableReducer(s, { type: "undo" });
    expect(s.app.doc).toBe(doc);
    expect(s.app.view.algorithm).toBe("fef");
  });

  it("coalesces rapid edits of the same field, found by itself; plan edits never", () => {
    let s = undoableReducer(base, { type: "record", doc: { ...doc, name: "b" }, at: 0 });
    s = undoableReducer(s, { type: "record", doc: { ...doc, name: "c" }, at: 100 });
    expect(s.history.past).toHaveLength(1);
    s = undoableReducer(s, { type: "undo" });
    expect(s.app.doc).toBe(doc);
    const p1 = { ...doc, plan: { order: [1, 2] } };
    const p2 = { ...doc, plan: { order: [2, 2] } };
    s = undoableReducer(base, { type: "record", doc: p1, at: 0 });
    s = undoableReducer(s, { type: "record", doc: p2, at: 1 });
    expect(s.history.past).toHaveLength(2);
  });

  it("an unchanged document and algorithm is no undo step, but its note shows", () => {
    const s = undoableReducer(base, { type: "record", doc, view: { algorithm: "fef" }, at: 0, note: "n" });
    expect(s.history.past).toHaveLength(0);
    expect(s.notice).toBe("n");
  });
});
