// Hand-built grids for the grid family's tests (values worked by hand in the tests that use them).
import { gridModel, type GridModel } from "../../../src/core/grid/model";
import { teachingDoc } from "../../../src/core/grid/presets";
import { gridScenarioSchema, type GridScenario } from "../../../src/core/grid/scenario";

export function scenario(doc: Record<string, unknown>): GridScenario {
  return gridScenarioSchema.parse({ version: 1, kind: "grid-broadcast", timeUnit: "ms", ...doc });
}

/** The four-cluster teaching grid of presets.ts: T = 100, 50, 2000, 100. */
export const teaching = (): GridScenario => scenario(teachingDoc());

/**
 * Three clusters where FEF and ECEF differ: hop 0→1 = 10 + 50, 0→2 = 80 + 20, 1→2 = 60 + 10; T = 0.
 * Both send 0→1 first (60 < 100); then FEF takes the lighter edge 1→2 (70 < 100) though P1 is only
 * ready at 60, while ECEF takes 0→2 (RT 10 + 100 = 110 < 60 + 70 = 130).
 */
export const fefVersusEcef = (): GridScenario =>
  scenario({
    root: 0,
    clusters: [0, 1, 2].map((k) => ({ name: `c${k}`, size: 1, intra: 0 })),
    gap: [
      [0, 10, 80],
      [10, 0, 60],
      [80, 60, 0],
    ],
    latency: [
      [0, 50, 20],
      [50, 0, 10],
      [20, 10, 0],
    ],
  });

/** n clusters, every hop g = 10, L = 0, T = 0: everything ties. */
export const uniform = (n: number, root: number): GridScenario =>
  scenario({
    root,
    clusters: Array.from({ length: n }, (_, k) => ({ name: `c${k}`, size: 1, intra: 0 })),
    gap: 10,
    latency: 0,
  });

export const model = (s: GridScenario): GridModel => gridModel(s);
