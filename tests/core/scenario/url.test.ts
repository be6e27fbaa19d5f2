import LZString from "lz-string";
import { describe, expect, it } from "vitest";
import { decodeUrlState, encodeUrlState, migrateViewState } from "../../../src/core/scenario/url";

const doc = {
  version: 1,
  kind: "multicast",
  nodes: [
    { sendFixed: 1, sendPerByte: 0, recvFixed: 3, recvPerByte: 0 },
    { sendFixed: 2, sendPerByte: 0, recvFixed: 6, recvPerByte: 0 },
  ],
  multicasts: [{ source: 0, destinations: [1], bytes: 1 }],
};

describe("encodeUrlState / decodeUrlState", () => {
  it("round-trips the scenario and the view state", () => {
    const view = {
      v: 1 as const,
      algorithm: "ecf",
      view: "gantt",
      zoom: [0, 12] as [number, number],
      step: 3,
      selection: "task:2",
    };
    const hash = encodeUrlState(doc, view);
    expect(hash.startsWith("#s=")).toBe(true);
    const back = decodeUrlState(hash);
    expect(back?.doc).toEqual(doc);
    expect(back?.view).toEqual(view);
    expect(back?.scenario.kind).toBe("multicast");
  });

  it("returns null for an empty hash", () => {
    expect(decodeUrlState("")).toBeNull();
    expect(decodeUrlState("#")).toBeNull();
  });

  it("explains a damaged or foreign link", () => {
    expect(() => decodeUrlState("#s=%%%garbage")).toThrow(/link: the scenario in the address is damaged/);
    expect(() => decodeUrlState("#section-2")).toThrow(/does not hold a scenario/);
    const notJson = `#s=${LZString.compressToEncodedURIComponent("{oops")}`;
    expect(() => decodeUrlState(notJson)).toThrow(/not JSON/);
  });

  it("names the bad field of a scenario inside a link", () => {
    const bad = { ...doc, nodes: [doc.nodes[0], { ...doc.nodes[1], sendFixed: -1 }] };
    expect(() => decodeUrlState(encodeUrlState(bad, { v: 1 }))).toThrow(
      /nodes\[1\]\.sendFixed: sendFixed \(Sc\) must be ≥ 0/,
    );
  });

  it("refuses a future scenario version and a future view version", () => {
    expect(() => decodeUrlState(encodeUrlState({ ...doc, version: 7 }, { v: 1 }))).toThrow(
      /version: 7 is newer/,
    );
    expect(() => migrateViewState({ v: 3 })).toThrow(/view.v: 3 is newer/);
  });
});
