import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  assignClients,
  chooseAgentCount,
  costTables,
  formClusters,
} from "../../../src/core/allgather/cluster-formation";
import { estimateCost } from "../../../src/core/allgather/cost-model";
import { speedOrder } from "../../../src/core/allgather/scenario";
import { RunCancelled } from "../../../src/core/family";
import { modelOf } from "../../../src/core/allgather/scenario";
import { arbitraryScenario } from "./arbitraries";
import { eightModel } from "./helpers";

describe("speedOrder", () => {
  it("ranks by T_send + T_recv, ties to the lower index", () => {
    expect(speedOrder(eightModel())).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });
});

describe("assignClients (Sec. 5.1)", () => {
  const model = eightModel();
  it("gives each client to the agent that receives it earliest", () => {
    // Two agents: 2→P0 (tie 250, lower index), 3→P1 (250 < 320), 4→P0 (tie 350, same count), 5→P1,
    // 6→P0 (tie 420), 7→P1 (420 < 490).
    const f = assignClients(model, [0, 1], [2, 3, 4, 5, 6, 7], true);
    expect(f.clusters).toEqual([
      [0, 2, 4, 6],
      [1, 3, 5, 7],
    ]);
    expect(f.assignments.map((a) => a.score)).toEqual([250, 250, 350, 350, 420, 420]);
    expect(f.assignments[5]?.candidates).toEqual([
      { agent: 1, score: 420 },
      { agent: 0, score: 490 },
    ]);
  });
  it("breaks a tie by the fewer clients before the lower index", () => {
    // Three agents: client 5 ties at 350 between P0 (one client) and P2 (none) → P2.
    const f = formClusters(model, 3);
    expect(f.clusters).toEqual([
      [0, 3, 6],
      [1, 4, 7],
      [2, 5],
    ]);
  });
  it("records no candidates unless asked", () => {
    expect(formClusters(model, 2).assignments[0]?.candidates).toEqual([]);
  });
});

describe("costTables (Defs 2–5 for every m)", () => {
  it("gives the 8-workstation estimates for m = 1…8 (largest-end-first)", () => {
    const t = costTables({ ...eightModel(), serveOrder: "largest-end-first" });
    expect(t["gather-broadcast"].map((r) => r.T_all)).toEqual([
      1550, 1200, 1270, 1270, 1950, 2240, 2530, 2030,
    ]);
    expect(t["two-step"].map((r) => r.T_all)).toEqual([1550, 1240, 1310, 1470, 2210, 2410, 2720, 2030]);
    expect(t["two-step"][0]).toMatchObject({ m: 1, T1: 670, T2: 0, T3: 880, simulated: null });
  });
  it("equals estimateCost of each m's formation (the incremental path is exact)", () => {
    fc.assert(
      fc.property(arbitraryScenario({ maxNodes: 9 }), (s) => {
        const model = modelOf(s);
        const t = costTables(model);
        for (let m = 1; m <= model.n; m++) {
          const clusters = formClusters(model, m).clusters;
          for (const a of ["gather-broadcast", "two-step"] as const) {
            const e = estimateCost(model, clusters, a);
            const row = t[a][m - 1];
            expect(row?.T_all).toBeCloseTo(e.T_all, 6);
            expect(row?.T2).toBeCloseTo(e.T2, 6);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
  it("reports progress and stops when cancelled", () => {
    const seen: number[] = [];
    costTables(eightModel(), { progress: (f) => seen.push(f) });
    expect(seen.at(-1)).toBe(0.5);
    expect(() => costTables(eightModel(), { cancelled: () => true })).toThrow(RunCancelled);
  });
});

describe("chooseAgentCount", () => {
  const row = (m: number, total: number) => ({ m, T1: 0, T2: 0, T3: 0, T_all: total, simulated: null });
  it("takes the smallest estimate", () => {
    expect(chooseAgentCount([row(1, 5), row(2, 3), row(3, 4)])).toBe(2);
  });
  it("takes the larger m on equal estimates (within the tolerance)", () => {
    expect(chooseAgentCount([row(1, 5), row(2, 3), row(3, 3 + 1e-12), row(4, 9)])).toBe(3);
  });
  it("picks m = 2 for both algorithms on the 8 workstations (largest-end-first)", () => {
    const t = costTables({ ...eightModel(), serveOrder: "largest-end-first" });
    expect(chooseAgentCount(t["gather-broadcast"])).toBe(2);
    expect(chooseAgentCount(t["two-step"])).toBe(2);
  });
  it("picks m = 4 (Gather-Broadcast) and m = 3 (Two-Step) in the paper's serve order", () => {
    const t = costTables(eightModel());
    expect(t["gather-broadcast"].map((r) => r.T_all)).toEqual([
      1650, 1290, 1270, 1270, 1950, 2240, 2530, 2030,
    ]);
    expect(chooseAgentCount(t["gather-broadcast"])).toBe(4);
    expect(chooseAgentCount(t["two-step"])).toBe(3);
  });
});
