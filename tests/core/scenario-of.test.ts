// A sweep's data point opens as a scenario: the document an experiment's scenarioOf builds for run r
// is the scenario that run measured, so running it in the app gives the row's numbers.
import { describe, expect, it } from "vitest";
import type { ExperimentDef } from "../../src/core/experiment";
import { deriveSeed } from "../../src/core/random";
import { findExperiment, runScenario } from "../../src/core/registry";
import { parseScenario } from "../../src/core/scenario/document";

function experiment(id: string): ExperimentDef {
  const e = findExperiment(id);
  if (!e) throw new Error(`no experiment ${id}`);
  return e;
}

const CASES: readonly { id: string; params: Record<string, unknown>; algorithms: readonly string[] }[] = [
  {
    id: "multicast-competitive-ratio",
    params: { nodes: [5, 9], instances: 2, algorithms: ["ecf", "fef"] },
    algorithms: ["ecf", "fef"],
  },
  {
    id: "grid-completion",
    params: { minClusters: 3, maxClusters: 7, clusterStep: 4, runs: 2 },
    algorithms: ["ecef", "flat"],
  },
  {
    id: "grid-hit-rate",
    params: { minClusters: 4, maxClusters: 4, clusterStep: 1, runs: 2, reference: "ecef" },
    algorithms: ["ecef-la"],
  },
  {
    id: "redistribution-k",
    params: { processors: 8, fromK: 3, toK: 7, stepK: 4, instances: 2, elements: 4000 },
    algorithms: ["greedy", "direct"],
  },
  {
    id: "redistribution-heterogeneity",
    params: {
      processors: 6,
      K: 5,
      fromPercent: 100,
      toPercent: 900,
      stepPercent: 800,
      instances: 2,
      elements: 3000,
    },
    algorithms: ["greedy", "direct"],
  },
  {
    id: "redistribution-greedy-vs-direct",
    params: { processors: [6], fromK: 2, stepK: 2, instances: 1, elements: 3000 },
    algorithms: ["greedy", "direct"],
  },
];

describe("ExperimentDef.scenarioOf", () => {
  for (const c of CASES) {
    it(`${c.id}: run r's document runs to the makespans of run r's row`, () => {
      const exp = experiment(c.id);
      const params = exp.params.parse({ ...exp.defaults, ...c.params });
      expect(exp.scenarioOf).toBeDefined();
      for (let r = 0; r < exp.runCount(params); r++) {
        const seed = deriveSeed(11, r);
        const row = exp.run(params, r, seed)[0];
        const doc = exp.scenarioOf?.(params, r, seed);
        if (!row || !doc) throw new Error("missing row or document");
        const scenario = parseScenario(doc);
        for (const id of c.algorithms) {
          const result = runScenario(scenario, id);
          expect(result.schedule.makespan, `${c.id} run ${r} ${id}`).toBeCloseTo(row[id] as number, 6);
        }
        expect(runScenario(scenario).schedule.lowerBound ?? Number.NaN).toBeCloseTo(
          row.lowerBound as number,
          6,
        );
      }
    });
  }
});
