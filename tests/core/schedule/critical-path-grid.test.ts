// The grid tree's critical path (details.criticalPath: the tree path to the cluster whose internal
// broadcast ends last, Steffenel–Mounié Sec. 3) is the shared critical path projected onto clusters.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { familyForKind } from "../../../src/core/registry";
import { criticalNodes, criticalPath } from "../../../src/core/schedule/critical-path";
import { parseScenario } from "../../../src/core/scenario/document";
import type { GridDetails } from "../../../src/core/grid";

const grid = familyForKind("grid-broadcast")!;

describe("grid: the tree's critical path is the shared one, on clusters", () => {
  it("on random grids under every heuristic", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom(...grid.algorithms.filter((a) => a.id !== "optimal").map((a) => a.id)),
        fc.constantFrom(...grid.generators.map((g) => g.id)),
        (seed, algorithm, generator) => {
          const s = parseScenario({
            version: 1,
            kind: grid.kind,
            generator: { id: generator, params: {}, seed },
          });
          const result = grid.run(s, algorithm, { explain: false }, { ignorePlan: true });
          const d = result.details as GridDetails;
          expect(criticalNodes(result.schedule, criticalPath(result.schedule))).toEqual(d.criticalPath);
        },
      ),
      { numRuns: 60, seed: 18 },
    );
  });
  it("on every grid preset under every heuristic", () => {
    for (const p of grid.presets) {
      const s = parseScenario(p.doc);
      for (const a of grid.algorithms.filter((x) => x.id !== "optimal")) {
        const result = grid.run(s, a.id, { explain: false }, { ignorePlan: true });
        const d = result.details as GridDetails;
        expect(criticalNodes(result.schedule, criticalPath(result.schedule)), `${p.id} ${a.id}`).toEqual(
          d.criticalPath,
        );
      }
    }
  });
});
