// Random schedules of every family for the analysis property tests: a generator of the family, a seed
// and one of its algorithms, run as the app runs them.
import fc from "fast-check";
import { FAMILIES, type AnyFamily } from "../../../src/core/registry";
import { parseScenario } from "../../../src/core/scenario/document";
import type { Schedule } from "../../../src/core/schedule/types";

export const FAMILY_CASES = FAMILIES.map((f) => [f.kind, f] as const);

export function scheduleOf(family: AnyFamily, generator: string, seed: number, algorithm: string): Schedule {
  const s = parseScenario({ version: 1, kind: family.kind, generator: { id: generator, params: {}, seed } });
  return family.run(s, algorithm, { explain: false }, { ignorePlan: true }).schedule;
}

/** A random schedule of the family. */
export function arbitrarySchedule(family: AnyFamily): fc.Arbitrary<Schedule> {
  return fc
    .tuple(
      fc.constantFrom(...family.generators.map((g) => g.id)),
      fc.integer({ min: 1, max: 100_000 }),
      fc.constantFrom(...family.algorithms.filter((a) => a.id !== "optimal").map((a) => a.id)),
    )
    .map(([g, seed, a]) => scheduleOf(family, g, seed, a));
}
