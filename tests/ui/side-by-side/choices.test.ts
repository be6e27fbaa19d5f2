// What Compare stacks and Lockstep pairs: the link's choice when valid, teaching defaults otherwise.
import { describe, expect, it } from "vitest";
import { FAMILIES } from "../../../src/core/registry";
import type { Schedule } from "../../../src/core/schedule/types";
import {
  comparedAlgorithms,
  decisionText,
  lockstepPair,
  MAX_COMPARED,
  MIN_COMPARED,
  toggleCompared,
} from "../../../src/ui/side-by-side/choices";
import { paperExample } from "../views/fixtures";

const ids = ["fef", "ecf", "wr", "eaf", "rr", "ecfp"];

describe("comparedAlgorithms", () => {
  it("keeps the link's known ids, in its order, without repeats, at most four", () => {
    expect(comparedAlgorithms(["wr", "ecf", "wr"], ids, "fef")).toEqual(["wr", "ecf"]);
    expect(comparedAlgorithms(["fef", "ecf", "wr", "eaf", "rr"], ids, "fef")).toHaveLength(MAX_COMPARED);
  });

  it("starts from the current algorithm when the link names fewer than two known ones", () => {
    expect(comparedAlgorithms(undefined, ids, "wr")).toEqual(["wr", "eaf", "rr"]);
    expect(comparedAlgorithms(["nope", "ecf"], ids, "ecfp")).toEqual(["ecfp", "fef", "ecf"]);
    expect(comparedAlgorithms(undefined, ["a", "b"], undefined)).toEqual(["a", "b"]);
  });

  it("gives every family a valid default", () => {
    for (const f of FAMILIES) {
      const all = f.algorithms.map((a) => a.id);
      const chosen = comparedAlgorithms(undefined, all, f.defaultAlgorithm);
      expect(chosen.length).toBe(Math.min(3, all.length));
      for (const id of chosen) expect(all).toContain(id);
    }
  });
});

describe("toggleCompared", () => {
  it("adds in catalogue order and removes, within 2–4", () => {
    expect(toggleCompared(["wr", "fef"], "ecf", ids)).toEqual(["fef", "ecf", "wr"]);
    expect(toggleCompared(["fef", "ecf", "wr"], "ecf", ids)).toEqual(["fef", "wr"]);
    expect(toggleCompared(["fef", "ecf"], "ecf", ids)).toHaveLength(MIN_COMPARED);
    expect(toggleCompared(["fef", "ecf", "wr", "eaf"], "rr", ids)).toEqual(["fef", "ecf", "wr", "eaf"]);
  });
});

describe("lockstepPair", () => {
  it("defaults to the pair that teaches the family's idea", () => {
    const byFamily = new Map(FAMILIES.map((f) => [f.family, f.algorithms.map((a) => a.id)]));
    expect(lockstepPair(undefined, byFamily.get("multicast") ?? [], "fef")).toEqual(["ecf", "ecfp"]);
    expect(lockstepPair(undefined, byFamily.get("grid") ?? [], "fef")).toEqual(["ecef", "ecef-la"]);
  });

  it("keeps the link's pair when both are known and differ", () => {
    expect(lockstepPair(["wr", "rr"], ids, "fef")).toEqual(["wr", "rr"]);
    expect(lockstepPair(["wr", "wr"], ids, "fef")).toEqual(["ecf", "ecfp"]);
    expect(lockstepPair(["wr", "gone"], ["wr", "rr"], "rr")).toEqual(["rr", "wr"]);
  });

  it("has no pair for a family of one algorithm", () => {
    expect(lockstepPair(undefined, ["only"], "only")).toBeNull();
  });
});

describe("decisionText", () => {
  it("names the pair, the message and when it is done", () => {
    const s: Schedule = paperExample();
    expect(decisionText(s, s.steps[0])).toMatch(/^P0 → P1, .*done at 4 µs$/);
    expect(decisionText(s, undefined)).toContain("finished");
  });
});
