// The Analysis tab's part is in the link's view state: it survives a reload or a shared link, and a
// link naming an unknown part is refused naming the field.
import LZString from "lz-string";
import { describe, expect, it } from "vitest";
import { findPreset } from "../../src/core/registry";
import { SHORTCUTS } from "../../src/ui/keyboard";
import { knownViewIds } from "../../src/ui/known-views";
import { hashFor, readLink } from "../../src/ui/location";
import { reducer, initialState } from "../../src/ui/state";

const doc = findPreset("multicast-paper-example")!.doc;

describe("the Analysis part in the link", () => {
  it.each(["nodes", "links"] as const)("round-trips analysis=%s", (part) => {
    const r = readLink(hashFor(doc, { v: 1, view: "table", analysis: part }), knownViewIds);
    expect(r).toMatchObject({ ok: true, view: { view: "table", analysis: part } });
  });

  it("is set and cleared by the view patch (the task table is the default, left out)", () => {
    let s = initialState(doc, { v: 1, view: "table" });
    s = reducer(s, { type: "view", patch: { analysis: "links" } });
    expect(s.view.analysis).toBe("links");
    s = reducer(s, { type: "view", patch: { analysis: undefined } });
    expect("analysis" in s.view).toBe(false);
  });

  it("refuses an unknown part naming view.analysis", () => {
    const payload = JSON.stringify({ scenario: doc, view: { v: 1, view: "table", analysis: "gantt" } });
    const bad = readLink(`#s=${LZString.compressToEncodedURIComponent(payload)}`, knownViewIds);
    expect(bad?.ok).toBe(false);
    if (bad && !bad.ok) expect(bad.problem.issues.map((i) => i.path)).toContain("view.analysis");
  });
});

describe("the ? sheet's Escape", () => {
  it("lists everything Escape does: the sheet, presentation, side by side, What changed", () => {
    const escape = SHORTCUTS[0]!.rows.find(([k]) => k === "Escape")?.[1] ?? "";
    for (const what of ["close this list", "presentation mode", "Lockstep", "dismiss What changed"])
      expect(escape).toContain(what);
  });
});
