// A sweep's data point opens as a scenario: the document an experiment's scenarioOf builds for run r
// is the scenario that run measured, so running it in the app gives the row's numbers.
import { describe, expect, it } from "vitest";
import type { ExperimentDef } from "../../src/core/experiment";
import { deriveSeed } from "../../src/core/random";
import { allExperiments, findExperiment, runScenario } from "../../src/core/registry";
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
    id: "allgather-fast-mix",
    params: { nodes: 8, instances: 1, slowFactor: 2.5 },
    algorithms: ["gather-broadcast", "two-step", "simultaneous"],
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

// Sweeps whose run measures several scenarios (message sizes or sets on one network) open the run's
// first one: the first row of the run is that scenario's.
describe("ExperimentDef.scenarioOf, a run of several scenarios", () => {
  const FIRST_ROW: readonly { id: string; params: Record<string, unknown> }[] = [
    { id: "wyl-fig7", params: { nodes: [6], instances: 2, algorithms: ["ecf", "wr"] } },
    { id: "wyl-fig9", params: { nodes: 12, sources: [3], instances: 2, algorithms: ["ecf", "wr"] } },
  ];
  for (const c of FIRST_ROW) {
    it(`${c.id}: run r's document runs to the makespans of run r's first row`, () => {
      const exp = experiment(c.id);
      const params = exp.params.parse({ ...exp.defaults, ...exp.quick, ...c.params });
      for (let r = 0; r < exp.runCount(params); r++) {
        const seed = deriveSeed(5, r);
        const row = exp.run(params, r, seed)[0];
        const doc = exp.scenarioOf?.(params, r, seed);
        if (!row || !doc) throw new Error("missing row or document");
        expect(String(doc.name)).toContain(`run ${r}`);
        const scenario = parseScenario(doc);
        for (const id of ["ecf", "wr"]) {
          expect(runScenario(scenario, id).schedule.makespan, `${c.id} run ${r} ${id}`).toBeCloseTo(
            row[id] as number,
            6,
          );
        }
      }
    });
  }

  it("wyl-fig6: a run opens as its broadcast from P0, on the run's network", () => {
    const exp = experiment("wyl-fig6");
    const params = exp.params.parse({ ...exp.defaults, nodes: [5, 7], instances: 1 });
    const doc = exp.scenarioOf?.(params, 1, 3);
    if (!doc) throw new Error("no document");
    const s = parseScenario(doc);
    expect(s.kind).toBe("multicast");
    expect(runScenario(s, "ecf").schedule.lanes).toHaveLength(7);
  });
});

describe("ExperimentDef.scenarioOf, the packet model (no random draw)", () => {
  it("packet-latency-vs-m: run r opens as m = r + 1 packets and replays to the row's latencies", () => {
    const exp = experiment("packet-latency-vs-m");
    const params = exp.params.parse({ ...exp.defaults, nodes: 8, packetsMax: 3 });
    for (let r = 0; r < exp.runCount(params); r++) {
      const row = exp.run(params, r, 1)[0];
      const doc = exp.scenarioOf?.(params, r, 1);
      if (!row || !doc) throw new Error("missing row or document");
      const s = parseScenario(doc);
      for (const id of ["binomial", "linear"]) {
        expect(runScenario(s, id).schedule.makespan, `m = ${r + 1} ${id}`).toBeCloseTo(row[id] as number, 6);
      }
    }
  });

  it("every packet figure's point opens as a packet scenario", () => {
    for (const id of [
      "packet-interface-benefit",
      "packet-optimal-k-vs-m",
      "packet-latency-vs-n",
      "packet-optimal-k",
    ]) {
      const exp = experiment(id);
      const params = exp.params.parse({ ...exp.defaults, ...exp.quick });
      const doc = exp.scenarioOf?.(params, 2, 1);
      if (!doc) throw new Error(`${id}: no document`);
      expect(parseScenario(doc).kind, id).toBe("packet-multicast");
    }
  });
});

describe("ExperimentDef.scenarioOf, deterministic grids", () => {
  it("grid-grid5000-prediction: each scale opens as the grid it predicted, to the row's makespans", () => {
    const exp = experiment("grid-grid5000-prediction");
    const params = exp.params.parse(exp.defaults);
    for (let r = 0; r < exp.runCount(params); r++) {
      const row = exp.run(params, r, 1)[0];
      const doc = exp.scenarioOf?.(params, r, 1);
      if (!row || !doc) throw new Error("missing row or document");
      const s = parseScenario(doc);
      for (const id of ["flat", "ecef", "ecef-la"]) {
        expect(runScenario(s, id).schedule.makespan, `run ${r} ${id}`).toBeCloseTo(row[id] as number, 6);
      }
    }
  });
});

describe("ExperimentDef.scenarioOf, Wu–Yeh's figures", () => {
  it("wy-fig4 and wy-fig5: each run opens as the allgather scenario it measured", () => {
    for (const id of ["wy-fig4", "wy-fig5"]) {
      const exp = experiment(id);
      const params = exp.params.parse({ ...exp.defaults, ...exp.quick });
      for (let r = 0; r < exp.runCount(params); r++) {
        const doc = exp.scenarioOf?.(params, r, 1);
        if (!doc) throw new Error(`${id}: no document`);
        expect(parseScenario(doc).kind, `${id} run ${r}`).toBe("allgather");
      }
    }
  });
});

it("every figure experiment opens its data points as scenarios", () => {
  const missing = allExperiments()
    .filter((e) => e.figure !== null && !e.scenarioOf)
    .map((e) => e.id);
  expect(missing).toEqual([]);
});
