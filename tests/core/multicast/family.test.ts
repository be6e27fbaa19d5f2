// The multicast family through the registry: heuristic → plan → replay, and a stored (edited) plan.
import { describe, expect, it } from "vitest";
import { multicastFamily } from "../../../src/core/multicast";
import { PAPER_EXAMPLE_DOC } from "../../../src/core/multicast/presets";
import { findPreset, runScenario } from "../../../src/core/registry";
import type { MulticastScenario } from "../../../src/core/multicast/scenario";
import { parseScenario as parseAny } from "../../../src/core/scenario/document";

const parseScenario = (doc: unknown) => parseAny(doc) as MulticastScenario;

describe("multicastFamily", () => {
  it("lists the eleven heuristics and optimal with the ids of docs/scenario-format.md", () => {
    expect(multicastFamily.algorithms.map((a) => a.id)).toEqual([
      "fef",
      "ecf",
      "wr",
      "eaf",
      "rr",
      "rrs",
      "ecfp",
      "wrp",
      "eafp",
      "rrp",
      "rrsp",
      "optimal",
    ]);
    expect(findPreset("multicast-paper-example")?.doc).toBe(PAPER_EXAMPLE_DOC);
  });
  it("runs a heuristic, then replays an edited plan stored in the scenario", () => {
    const s = parseScenario(PAPER_EXAMPLE_DOC);
    const run = runScenario(s, "ecf");
    expect(run.edited).toBe(false);
    expect(run.schedule.makespan).toBe(19);
    const plan = multicastFamily.applyEdit(s, multicastFamily.storedPlan(s) ?? (run.plan as never), {
      type: "reparent",
      message: 2,
      node: 3,
      parent: 1,
    });
    const edited = runScenario(parseScenario({ ...PAPER_EXAMPLE_DOC, plan }), "ecf");
    expect(edited.edited).toBe(true);
    expect(edited.schedule.makespan).toBe(20);
    expect(multicastFamily.validate(s, edited.schedule)).toEqual([]);
    expect(
      runScenario(parseScenario({ ...PAPER_EXAMPLE_DOC, plan }), "ecf", {}, { ignorePlan: true }).edited,
    ).toBe(false);
  });
  it("reports an impossible stored plan as a PlanError", () => {
    const s = parseScenario({ ...PAPER_EXAMPLE_DOC, plan: { tasks: [[], [], [], []] } });
    expect(() => runScenario(s, "wr")).toThrow(/P1 never receives m0/);
  });
});
