// A bad link or file never replaces the scenario on screen; export → import keeps scenario, algorithm
// and view.
import LZString from "lz-string";
import { describe, expect, it } from "vitest";
import { allPresets, familyForKind } from "../../src/core/registry";
import { parseScenario } from "../../src/core/scenario/document";
import { encodeUrlState, parseScenarioFile, scenarioFileText } from "../../src/core/scenario/url";
import { readLink, startFromHash } from "../../src/ui/location";
import { initialState, reducer } from "../../src/ui/state";

const views = (kind: string) => (kind === "multicast" ? ["gantt", "timing", "tree", "table"] : null);
const good = allPresets()[0]!;
const goodHash = encodeUrlState(good.doc, { v: 1 });
const link = (payload: unknown) => `#s=${LZString.compressToEncodedURIComponent(JSON.stringify(payload))}`;
const multicast = allPresets().find((p) => p.doc.kind === "multicast")!.doc;

describe("readLink", () => {
  it("opens a good link", () => {
    expect(readLink(goodHash, views)).toMatchObject({ ok: true, doc: good.doc });
  });
  it("names an unknown algorithm and an unknown view", () => {
    const r = readLink(encodeUrlState(multicast, { v: 1, algorithm: "ecef-la", view: "spiral" }), views);
    expect(r?.ok).toBe(false);
    if (r?.ok !== false) return;
    expect(r.problem.issues.map((i) => i.path)).toEqual(["view.algorithm", "view.view"]);
    expect(r.problem.message).toMatch(/unknown algorithm "ecef-la" for multicast/);
    expect(r.problem.message).toMatch(/unknown view "spiral" for multicast/);
  });
  it("keeps the rejected link for a report", () => {
    const bad = link({ scenario: { ...multicast, overrides: { "constructor.prototype.x": 1 } } });
    const r = readLink(bad, views);
    expect(r).toMatchObject({ ok: false, problem: { link: bad } });
  });
  it("starts with the default scenario and a message when the first link is bad", () => {
    const s = startFromHash("#s=garbage", views);
    expect(s.problem?.message).toMatch(/^link: /);
  });
});

describe("reducer: a rejected link keeps the state", () => {
  it("keeps doc and view, and shows the problem", () => {
    const base = initialState(good.doc, { v: 1, algorithm: "x" });
    const problem = { message: "m", issues: [], link: "#s=bad", text: "t" };
    const s = reducer(base, { type: "link-rejected", problem });
    expect(s.doc).toBe(base.doc);
    expect(s.view).toBe(base.view);
    expect(s.linkProblem).toBe(problem);
  });
  it("marks an import's issues as the file's, not the fields on screen", () => {
    const s = reducer(initialState(good.doc, { v: 1 }), {
      type: "reject",
      message: "f.json was not imported",
      issues: [{ path: "nodes", message: "x" }],
      source: "import",
    });
    expect(s.rejected?.source).toBe("import");
    expect(s.doc).toBe(good.doc);
  });
});

/** Equal, numbers within 1e-14 relative (the export drops float noise past 15 digits). */
function expectClose(a: unknown, b: unknown, path: string): void {
  if (typeof b === "number") {
    expect(typeof a, path).toBe("number");
    expect(Math.abs((a as number) - b) <= 1e-14 * Math.max(1, Math.abs(b)), path).toBe(true);
  } else if (b !== null && typeof b === "object") {
    expect(a !== null && typeof a === "object", path).toBe(true);
    expect(Object.keys(a as object).sort(), path).toEqual(Object.keys(b).sort());
    for (const [k, v] of Object.entries(b)) expectClose((a as Record<string, unknown>)[k], v, `${path}.${k}`);
  } else expect(a, path).toEqual(b);
}

describe("export → import", () => {
  for (const p of allPresets()) {
    it(`keeps ${p.id} with every algorithm`, () => {
      const family = familyForKind(p.doc.kind)!;
      for (const a of family.algorithms) {
        const text = scenarioFileText(p.doc, { algorithm: a.id, view: "gantt" });
        const back = parseScenarioFile(text);
        expect(back.view).toEqual({ algorithm: a.id, view: "gantt" });
        expectClose(back.doc, p.doc, "doc");
        expectClose(back.scenario, parseScenario(p.doc), "scenario");
      }
    });
  }
  it("writes values as entered (no float noise)", () => {
    const doc = { ...multicast, transmit: 0.047560000000000005 };
    const text = scenarioFileText(doc as typeof multicast, {});
    expect(text).toContain("0.04756");
    expect(text).not.toContain("0.047560000000000005");
  });
});
