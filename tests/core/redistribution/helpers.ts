// Builders shared by the redistribution tests.
import fc from "fast-check";
import {
  redistributionScenarioSchema,
  type RedistributionScenario,
} from "../../../src/core/redistribution/scenario";

/** A validated scenario from a few fields (R_2(3,4) with N = 48 and bandwidth 1 by default). */
export function scenario(fields: Record<string, unknown> = {}): RedistributionScenario {
  return redistributionScenarioSchema.parse({
    version: 1,
    kind: "redistribution",
    processors: 4,
    K: 3,
    elements: 48,
    blockSize: 2,
    elementBytes: 8,
    bandwidth: 1,
    ...fields,
  }) as RedistributionScenario;
}

/** The bandwidths of the Fig. 3 preset (bytes/µs, [sender][receiver]). */
export const FIG3_BANDWIDTH = [
  [null, 8, 32, 16],
  [4, null, 16, 32],
  [16, 16, null, 4],
  [16, 8, 32, null],
];

/** Random small scenarios: P 2–9, K 1–11, N = x·blocks with partial periods, matrices of T and B. */
export const smallScenario: fc.Arbitrary<RedistributionScenario> = fc
  .record({
    processors: fc.integer({ min: 2, max: 9 }),
    K: fc.integer({ min: 1, max: 11 }),
    blocks: fc.integer({ min: 1, max: 200 }),
    blockSize: fc.integer({ min: 1, max: 4 }),
    elementBytes: fc.constantFrom(1, 4, 8),
    withStartup: fc.boolean(),
    seed: fc.integer({ min: 1, max: 1_000_000 }),
    values: fc.array(fc.double({ min: 0.5, max: 64, noNaN: true }), { minLength: 81, maxLength: 81 }),
    startups: fc.array(fc.double({ min: 0, max: 5, noNaN: true }), { minLength: 81, maxLength: 81 }),
  })
  .map((r) =>
    scenario({
      processors: r.processors,
      K: r.K,
      elements: r.blocks * r.blockSize,
      blockSize: r.blockSize,
      elementBytes: r.elementBytes,
      seed: r.seed,
      bandwidth: square(r.processors, (i, j) => r.values[i * 9 + j] as number),
      startup: r.withStartup ? square(r.processors, (i, j) => r.startups[i * 9 + j] as number) : 0,
    }),
  );

function square(n: number, f: (i: number, j: number) => number): (number | null)[][] {
  return Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, j) => (i === j ? null : f(i, j))));
}
