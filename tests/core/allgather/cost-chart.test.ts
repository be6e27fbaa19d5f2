import { describe, expect, it } from "vitest";
import { simulatedAgentCounts } from "../../../src/core/allgather/cost-chart";
import type { AllgatherDetails } from "../../../src/core/allgather";
import { runScenario } from "../../../src/core/registry";
import { parseScenario } from "../../../src/core/scenario/document";

describe("simulatedAgentCounts", () => {
  it("simulates every m on small scenarios", () => {
    expect(simulatedAgentCounts(8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
  it("samples evenly on large ones, keeping 1, n and the m asked for", () => {
    const ms = simulatedAgentCounts(256, [5, 300]);
    expect(ms[0]).toBe(1);
    expect(ms.at(-1)).toBe(256);
    expect(ms).toContain(5);
    expect(ms).not.toContain(300);
    expect(ms.length).toBeLessThanOrEqual(9);
    expect(simulatedAgentCounts(100).length).toBe(12);
  });
});

describe("the cost chart of a run", () => {
  it("holds the run's own makespan at its m, also for a forced m on a large scenario", () => {
    const s = parseScenario({
      version: 1,
      kind: "allgather",
      generator: { id: "allgather-random@1", params: { nodes: 40 }, seed: 4 },
      overrides: { agents: 7 },
    });
    const r = runScenario(s, "two-step", { explain: false });
    const d = r.details as AllgatherDetails;
    expect(d.agentCount).toBe(7);
    expect(d.costByAgents[6]?.simulated).toBe(r.schedule.makespan);
    expect(d.costTables["gather-broadcast"].filter((row) => row.simulated !== null).length).toBeGreaterThan(
      10,
    );
    expect(d.costByAgents.every((row) => row.T_all === row.T1 + row.T2 + row.T3)).toBe(true);
  });
});
