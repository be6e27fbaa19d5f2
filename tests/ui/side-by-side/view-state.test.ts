// The side-by-side's choices in the link: optional view-state fields, so older links read as before;
// bad values are refused with the field named.
import { describe, expect, it } from "vitest";
import {
  decodeUrlState,
  encodeUrlState,
  migrateViewState,
  VIEW_STATE_VERSION,
} from "../../../src/core/scenario/url";
import { checkViewIds } from "../../../src/ui/location";
import { ScenarioError } from "../../../src/core/scenario/errors";
import { PAPER, presetDoc } from "./helpers";

describe("view state: side, compare, lockstep", () => {
  it("round-trips through the link", () => {
    const view = {
      v: VIEW_STATE_VERSION as typeof VIEW_STATE_VERSION,
      side: "lockstep" as const,
      compare: ["ecf", "wr", "eaf"],
      lockstep: ["ecf", "ecfp"] as [string, string],
    };
    const doc = presetDoc(PAPER);
    expect(decodeUrlState(encodeUrlState(doc, view))?.view).toEqual(view);
  });

  it("reads a view without them as before: no side-by-side keys appear", () => {
    const doc = presetDoc(PAPER);
    const view = { v: VIEW_STATE_VERSION as typeof VIEW_STATE_VERSION, algorithm: "ecf" };
    const read = decodeUrlState(encodeUrlState(doc, view))?.view;
    expect(read).toEqual(view);
    expect(Object.keys(read ?? {})).toEqual(["v", "algorithm"]);
  });

  it("refuses too many or too few compared algorithms, naming the field and the limit", () => {
    const bad = (compare: string[]) => () => migrateViewState({ v: 1, compare });
    expect(bad(["a", "b", "c", "d", "e"])).toThrow(/view\.compare.*limited to 4/);
    expect(bad(["a"])).toThrow(/view\.compare.*at least 2/);
    expect(() => migrateViewState({ v: 1, side: "sideways" })).toThrow(ScenarioError);
  });

  it("names an unknown compared or lockstep algorithm", () => {
    const issues = checkViewIds("multicast", { v: 1, compare: ["ecf", "nope"], lockstep: ["ecf", "zzz"] });
    expect(issues.map((i) => i.path)).toEqual(["view.compare", "view.lockstep"]);
    expect(issues[0]?.message).toContain('unknown algorithm "nope"');
    expect(checkViewIds("multicast", { v: 1, compare: ["ecf", "wr"], lockstep: ["ecf", "ecfp"] })).toEqual(
      [],
    );
  });
});
