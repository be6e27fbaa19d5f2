// ECF and ECFP (earliest-completion.ts, earliest-pair.ts) against the naive full scan of naive.ts on
// scenarios built for exact ties: identical nodes with small integer costs, mostly all-to-all, so that at
// nearly every decision several (sender, receiver, message) triples complete at exactly the same time and
// only the tie rules (lowest message, then the sender that joined A_k first, then the lowest receiver;
// docs/cost-models.md) decide. The incremental search skips senders that hold nothing the receiver needs
// and keeps lower-bound keys per receiver; here it must return every decision of the full scan, with its
// completion time.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ecf } from "../../../src/core/multicast/heuristics/ecf";
import { ecfp } from "../../../src/core/multicast/heuristics/ecfp";
import type { MulticastScenario } from "../../../src/core/multicast/scenario";
import { multicastScenarioSchema } from "../../../src/core/multicast/scenario";
import { naiveEcf } from "./naive";

/** n identical nodes (a few with their own costs), all-to-all or most-to-most, integer times. */
const tiedScenario = fc
  .record({
    n: fc.integer({ min: 3, max: 14 }),
    cost: fc.record({
      sendFixed: fc.integer({ min: 0, max: 3 }),
      sendPerByte: fc.constantFrom(0, 1),
      recvFixed: fc.integer({ min: 0, max: 3 }),
      recvPerByte: fc.constantFrom(0, 1),
    }),
    transmit: fc.constantFrom(0, 1, 2),
    allToAll: fc.boolean(),
    seed: fc.integer({ min: 0, max: 1 << 20 }),
  })
  .chain(({ n, cost, transmit, allToAll, seed }) =>
    fc
      .record({
        odd: fc.array(fc.integer({ min: 0, max: n - 1 }), { maxLength: 2 }),
        bytes: fc.array(fc.constantFrom(1, 1, 2), { minLength: n, maxLength: n }),
        drop: fc.array(fc.integer({ min: 0, max: n * n - 1 }), { maxLength: allToAll ? 0 : n }),
      })
      .map(({ odd, bytes, drop }): MulticastScenario => {
        const nodes = Array.from({ length: n }, (_, i) =>
          odd.includes(i) ? { ...cost, sendFixed: cost.sendFixed + 1 } : { ...cost },
        );
        const dropped = new Set(drop);
        const multicasts = Array.from({ length: n }, (_, source) => {
          const destinations = Array.from({ length: n }, (_, j) => j).filter(
            (j) => j !== source && !dropped.has(source * n + j),
          );
          return {
            source,
            destinations: destinations.length ? destinations : [(source + 1) % n],
            bytes: bytes[source] as number,
          };
        });
        const doc = { version: 1, kind: "multicast", timeUnit: "us", seed, nodes, transmit, multicasts };
        return multicastScenarioSchema.parse(doc) as MulticastScenario;
      }),
  );

describe.each([
  ["ecf", ecf, false],
  ["ecfp", ecfp, true],
] as const)("%s on exact ties", (_id, run, preemptive) => {
  it("makes every decision of the naive full scan, with its completion time", () => {
    fc.assert(
      fc.property(tiedScenario, (s) => {
        const fast = run(s, { explain: false });
        const ref = naiveEcf(s, preemptive);
        expect(fast.steps.map((x) => [x.sender, x.receiver, x.message, x.complete])).toEqual(
          ref.steps.map((x) => [x.sender, x.receiver, x.message, x.complete]),
        );
        expect(fast.plan).toEqual(ref.plan);
      }),
      { numRuns: 40 },
    );
  });

  it("explains the same decisions it makes without explaining", () => {
    fc.assert(
      fc.property(tiedScenario, (s) => {
        const plain = run(s, { explain: false });
        const explained = run(s, { explain: true });
        expect(explained.plan).toEqual(plain.plan);
        expect(explained.steps.map((x) => [x.sender, x.receiver, x.message, x.complete])).toEqual(
          plain.steps.map((x) => [x.sender, x.receiver, x.message, x.complete]),
        );
      }),
      { numRuns: 15 },
    );
  });
});
