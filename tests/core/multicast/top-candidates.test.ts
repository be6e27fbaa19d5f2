// TopCandidates keeps the best MAX_CANDIDATES by (score, message, sender order, receiver, sender), and its
// `admits` pre-check (callers skip building a candidate it refuses) never drops one that would enter.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MAX_CANDIDATES, TopCandidates } from "../../../src/core/multicast/heuristics/explain";
import type { Candidate } from "../../../src/core/schedule/types";

const entry = fc.record({
  // Few distinct values: many exact ties on every key.
  score: fc.integer({ min: 0, max: 6 }),
  message: fc.integer({ min: 0, max: 3 }),
  order: fc.integer({ min: 0, max: 3 }),
  receiver: fc.integer({ min: 0, max: 3 }),
  sender: fc.integer({ min: 0, max: 3 }),
});
type Entry = typeof entry extends fc.Arbitrary<infer T> ? T : never;

const candidate = (e: Entry): Candidate => ({
  sender: e.sender,
  receiver: e.receiver,
  message: e.message,
  score: e.score,
  label: "completion",
});

/** The reference: sort everything, keep the first MAX_CANDIDATES (a stable sort keeps first-added first). */
function bestByBruteForce(entries: readonly Entry[]): Candidate[] {
  return [...entries]
    .sort(
      (a, b) =>
        a.score - b.score ||
        a.message - b.message ||
        a.order - b.order ||
        a.receiver - b.receiver ||
        a.sender - b.sender,
    )
    .slice(0, MAX_CANDIDATES)
    .map(candidate);
}

describe("TopCandidates", () => {
  it("keeps the best candidates in order, with or without the admits pre-check", () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 40 }), (entries) => {
        const all = new TopCandidates();
        const checked = new TopCandidates();
        for (const e of entries) {
          all.add(candidate(e), e.order);
          if (checked.admits(e.score)) checked.add(candidate(e), e.order);
        }
        const expected = bestByBruteForce(entries);
        expect(all.list()).toEqual(expected);
        expect(checked.list()).toEqual(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it("admits anything while there is room, then only scores up to the last kept one", () => {
    const top = new TopCandidates();
    for (let k = 0; k < MAX_CANDIDATES; k++) {
      expect(top.admits(100)).toBe(true);
      top.add(candidate({ score: k, message: 0, order: 0, receiver: k, sender: 0 }));
    }
    expect(top.admits(MAX_CANDIDATES - 1)).toBe(true); // a tie may still win on message or sender
    expect(top.admits(MAX_CANDIDATES - 0.5)).toBe(false);
    expect(top.threshold()).toBe(MAX_CANDIDATES - 1);
  });
});
