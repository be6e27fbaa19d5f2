// Random small multicast scenarios for property tests: integer costs (many exact ties, zero costs
// included) or real costs with mixed message sizes; uniform or per-pair transmission rates.
import fc from "fast-check";
import type { MulticastScenario } from "../../../src/core/multicast/scenario";
import { multicastScenarioSchema } from "../../../src/core/multicast/scenario";

const intNode = fc.record({
  sendFixed: fc.integer({ min: 0, max: 4 }),
  sendPerByte: fc.constantFrom(0, 0, 1),
  recvFixed: fc.integer({ min: 0, max: 6 }),
  recvPerByte: fc.constantFrom(0, 0, 1),
});

const realNode = fc.record({
  sendFixed: fc.double({ min: 0.5, max: 40, noNaN: true }),
  sendPerByte: fc.double({ min: 0, max: 0.01, noNaN: true }),
  recvFixed: fc.double({ min: 0.5, max: 40, noNaN: true }),
  recvPerByte: fc.double({ min: 0, max: 0.01, noNaN: true }),
});

export function scenarioArb(options: { maxNodes?: number; maxMessages?: number } = {}) {
  const maxNodes = options.maxNodes ?? 6;
  const maxMessages = options.maxMessages ?? 5;
  return fc
    .record({
      integer: fc.boolean(),
      n: fc.integer({ min: 2, max: maxNodes }),
      seed: fc.integer({ min: -1000, max: 1000 }),
    })
    .chain(({ integer, n, seed }) =>
      fc
        .record({
          nodes: fc.array(integer ? intNode : realNode, { minLength: n, maxLength: n }),
          transmit: fc.oneof(
            integer ? fc.constantFrom(0, 1) : fc.double({ min: 0, max: 0.05, noNaN: true }),
            fc.array(
              fc.array(integer ? fc.constantFrom(0, 1, 2) : fc.double({ min: 0, max: 0.05, noNaN: true }), {
                minLength: n,
                maxLength: n,
              }),
              { minLength: n, maxLength: n },
            ),
          ),
          multicasts: fc.array(
            fc.record({
              source: fc.integer({ min: 0, max: n - 1 }),
              mask: fc.array(fc.boolean(), { minLength: n, maxLength: n }),
              bytes: integer ? fc.constantFrom(1, 2, 3) : fc.constantFrom(1, 100, 1000, 1500),
            }),
            { minLength: 1, maxLength: maxMessages },
          ),
        })
        .map(({ nodes, transmit, multicasts }) => {
          const doc = {
            version: 1,
            kind: "multicast",
            timeUnit: "us",
            seed,
            nodes,
            transmit,
            multicasts: multicasts.map(({ source, mask, bytes }) => {
              const destinations = mask.flatMap((on, j) => (on && j !== source ? [j] : []));
              return { source, destinations: destinations.length ? destinations : [(source + 1) % n], bytes };
            }),
          };
          return multicastScenarioSchema.parse(doc) as MulticastScenario;
        }),
    );
}
