import { describe, expect, it } from "vitest";
import { gridFamily } from "../../../src/core/grid";
import { GRID5000_ASSUMED } from "../../../src/core/grid/presets";
import { allExperiments, findPreset, runScenario, type Scenario } from "../../../src/core/registry";
import { parseScenario } from "../../../src/core/scenario/document";
import { decodeUrlState, encodeUrlState } from "../../../src/core/scenario/url";
import type { GridDetails } from "../../../src/core/grid/replay";

const load = (id: string): Scenario => {
  const p = findPreset(id);
  if (!p) throw new Error(`no preset ${id}`);
  return parseScenario(p.doc);
};

const IDS = ["flat", "fef", "ecef", "ecef-la", "ecef-lat-min", "ecef-lat-max", "bottom-up"];

describe("grid family in the registry", () => {
  it("lists the seven ids of docs/scenario-format.md with the paper's names, then optimal", () => {
    expect(gridFamily.algorithms.map((a) => a.id)).toEqual([...IDS, "optimal"]);
    expect(gridFamily.algorithms.map((a) => a.name).slice(4, 6)).toEqual(["ECEF-LAt", "ECEF-LAT"]);
    expect(allExperiments().map((e) => e.id)).toEqual(
      expect.arrayContaining(["grid-hit-rate", "grid-completion"]),
    );
  });

  it("runs every preset with every heuristic into a valid schedule", () => {
    for (const p of gridFamily.presets) {
      const s = load(p.id);
      for (const id of IDS) {
        const r = runScenario(s, id);
        expect(gridFamily.validate(s as never, r.schedule), `${p.id} ${id}`).toEqual([]);
        expect(r.schedule.steps.map((st) => st.message).every((m) => m === 0)).toBe(true);
      }
    }
  });

  it("gives the teaching grid's makespans worked by hand", () => {
    const s = load("grid-example-4");
    const makespans = IDS.map((id) => runScenario(s, id).schedule.makespan);
    expect(makespans).toEqual([2410, 2410, 2410, 2410, 2410, 2310, 2610]);
  });

  it("times the GRID5000 preset's flat tree and bound by hand (Table 3 in ms, assumed g and T)", () => {
    const s = load("grid-paper-grid5000");
    expect(s.timeUnit).toBe("ms");
    const r = runScenario(s, "flat");
    const d = r.details as GridDetails;
    // P0 sends to P1 (g 150, same site) then P2..P5 (g 400): sends end 150, 550, 950, 1350, 1750.
    const { gapSameSite: a, gapOtherSite: b, intraGap: g } = GRID5000_ASSUMED;
    expect(d.edges.map((e) => e.end)).toEqual([a, a + b, a + 2 * b, a + 3 * b, a + 4 * b]);
    // P5 has it at 1750 + 5.21099 ms and broadcasts among 20 machines: 5 × (40 + 0.02753).
    expect(d.arrival[5]).toBeCloseTo(1755.21099, 9);
    expect(d.intraTime[5]).toBeCloseTo(5 * (g + 0.02753), 9);
    expect(d.intraTime[3]).toBe(0);
    expect(r.schedule.makespan).toBeCloseTo(1755.21099 + 200.13765, 9);
    // Bound: P5 reached directly at 400 + 5.21099, plus its T.
    expect(r.schedule.lowerBound).toBeCloseTo(405.21099 + 200.13765, 9);
    expect(d.lowerBoundCluster).toBe(5);
    // The heuristics disagree on this grid.
    expect(new Set(IDS.map((id) => runScenario(s, id).schedule.makespan)).size).toBeGreaterThan(2);
  });

  it("labels the GRID5000 preset's g and T as assumed", () => {
    const p = findPreset("grid-paper-grid5000");
    expect(p?.title).toMatch(/ASSUMED/);
    expect(p?.description).toMatch(/ASSUMED/);
    expect(String(p?.doc.name)).toMatch(/ASSUMED/);
  });

  it("replays a stored plan instead of the heuristic, and survives the URL", () => {
    const p = findPreset("grid-example-4");
    const doc = { ...p!.doc, plan: { children: [[2, 1], [3], [], []] } };
    const s = parseScenario(doc);
    const r = runScenario(s, "ecef");
    expect(r.edited).toBe(true);
    expect(r.schedule.makespan).toBe(2310);
    expect(runScenario(s, "ecef", {}, { ignorePlan: true }).schedule.makespan).toBe(2410);
    const back = decodeUrlState(encodeUrlState(doc, { v: 1, algorithm: "ecef" }));
    expect(back?.scenario).toEqual(s);
  });

  it("keeps the random presets small in the URL", () => {
    const p = findPreset("grid-random-50");
    expect(encodeUrlState(p!.doc, { v: 1 }).length).toBeLessThan(300);
    const s = load("grid-random-50");
    expect(s.kind === "grid-broadcast" && s.clusters.length).toBe(50);
  });
});
