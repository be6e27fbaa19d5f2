import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { expandRandomClusters, randomClustersGenerator } from "../../../src/core/allgather/generators";
import { eightWorkstations } from "../../../src/core/allgather/presets";
import { allgatherLowerBound } from "../../../src/core/allgather/lower-bound";
import { modelOf } from "../../../src/core/allgather/scenario";
import { parseScenario } from "../../../src/core/scenario/document";
import { ScenarioError } from "../../../src/core/scenario/errors";
import { eightModel, scenarioOf } from "./helpers";

const params = { nodes: 40, fastFraction: 0.25, slowFactor: 1.8, jitter: 0.1 };

describe("allgather-random@1", () => {
  it("is deterministic for a seed and differs between seeds", () => {
    expect(expandRandomClusters(params, 5)).toEqual(expandRandomClusters(params, 5));
    expect(expandRandomClusters(params, 5)).not.toEqual(expandRandomClusters(params, 6));
  });
  it("makes the requested share of nodes fast", () => {
    const { nodes } = expandRandomClusters(params, 3) as { nodes: { tSend: number }[] };
    // Fast T_send is 90 ± 10%, slow 162 ± 10%.
    expect(nodes.filter((n) => n.tSend < 120)).toHaveLength(10);
    const none = expandRandomClusters({ ...params, fastFraction: 0 }, 3) as { nodes: { tSend: number }[] };
    expect(none.nodes.filter((n) => n.tSend < 120)).toHaveLength(0);
  });
  it("keeps T_end ≥ T_send + T_recv so the instance is also a multicast one", () => {
    const s = scenarioOf(expandRandomClusters(params, 9));
    const m = modelOf(s);
    for (let i = 0; i < m.n; i++)
      for (let j = 0; j < m.n; j++)
        if (i !== j)
          expect(m.tEnd[i * m.n + j]).toBeGreaterThanOrEqual(
            (m.tSend[i] as number) + (m.tRecv[j] as number) - 1e-9,
          );
  });
  it("is reachable from a document and validates its parameters with their limits", () => {
    const doc = {
      version: 1,
      kind: "allgather",
      generator: { id: "allgather-random@1", params: { nodes: 12 }, seed: 2 },
    };
    expect((parseScenario(doc) as { nodes: readonly unknown[] }).nodes).toHaveLength(12);
    const bad = { ...doc, generator: { id: "allgather-random@1", params: { nodes: 300 } } };
    expect(() => parseScenario(bad)).toThrow(ScenarioError);
    expect(() => parseScenario(bad)).toThrow("generator.params.nodes: nodes is limited to 256");
    expect(randomClustersGenerator.params.safeParse({ ...params, fastFraction: 2 }).success).toBe(false);
  });
});

describe("the 8-workstation preset", () => {
  const file = new URL("../../fixtures/wu-yeh-8-workstations.json", import.meta.url);
  it("is the transcription in tests/fixtures", () => {
    expect(eightWorkstations()).toEqual(JSON.parse(readFileSync(file, "utf8")));
  });
});

describe("allgatherLowerBound", () => {
  it("is the longest shortest chain of T_end: 450 between slow nodes", () => {
    expect(allgatherLowerBound(eightModel())).toBe(450);
  });
  it("uses relays when they are faster", () => {
    const m = modelOf(
      scenarioOf({
        nodes: [
          { tSend: 1, tRecv: 1 },
          { tSend: 1, tRecv: 1 },
          { tSend: 1, tRecv: 1 },
        ],
        tEnd: [
          [0, 10, 100],
          [10, 0, 10],
          [100, 10, 0],
        ],
      }),
    );
    expect(allgatherLowerBound(m)).toBe(20);
  });
});
