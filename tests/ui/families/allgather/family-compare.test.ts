import { describe, expect, it } from "vitest";
import { familyForKind } from "../../../../src/core/registry";
import {
  comparePlan,
  multicastDocOf,
  withRatios,
  type CompareJob,
} from "../../../../src/ui/families/allgather/family-compare";
import { parseScenario } from "../../../../src/core/scenario/document";
import { eight } from "./run";

describe("comparePlan", () => {
  it("runs the three allgather algorithms and every multicast heuristic on the same instance", () => {
    const plan = comparePlan(eight({ plan: undefined }));
    expect(plan.jobs.filter((j) => j.family === "allgather").map((j) => j.algorithm)).toEqual([
      "gather-broadcast",
      "two-step",
      "simultaneous",
    ]);
    expect(plan.jobs.filter((j) => j.family === "multicast").map((j) => j.algorithm)).toEqual(
      familyForKind("multicast")!
        .algorithms.map((a) => a.id)
        .filter((id) => id !== "optimal"),
    );
    // The converted instance is a valid multicast scenario: every node to all others.
    if (!("doc" in plan.multicast)) throw new Error(plan.multicast.error);
    const m = parseScenario(plan.multicast.doc);
    expect(m.kind).toBe("multicast");
    expect((m as unknown as { multicasts: unknown[] }).multicasts).toHaveLength(8);
  });

  it("leaves the multicast rows out with the check's message when T_end < T_send + T_recv", () => {
    const plan = comparePlan(eight({ tEnd: 200 }));
    expect(plan.jobs.every((j) => j.family === "allgather")).toBe(true);
    expect(plan.multicast).toEqual({
      error:
        "tEnd: T_end(P0→P4) = 200 is less than T_send(P0) + T_recv(P4) = 220; the multicast model needs T_end ≥ T_send + T_recv",
    });
    expect(multicastDocOf(eight({ tEnd: 200 }))).toHaveProperty("error");
  });

  it("drops an edited plan from the allgather jobs (they run the heuristics)", () => {
    const doc = comparePlan(eight()).jobs[0]!.doc;
    expect("plan" in doc).toBe(false);
  });
});

describe("withRatios", () => {
  const job = (algorithm: string): CompareJob => ({
    family: "allgather",
    algorithm,
    name: algorithm,
    doc: { version: 1, kind: "allgather" },
  });
  it("divides by the best makespan and skips failures", () => {
    const rows = withRatios([
      { job: job("a"), makespan: 200, lowerBound: null, elapsedMs: 1 },
      { job: job("b"), makespan: null, lowerBound: null, elapsedMs: 0, error: "x" },
      { job: job("c"), makespan: 100, lowerBound: 50, elapsedMs: 1 },
    ]);
    expect(rows.map((r) => r.ratio)).toEqual([2, null, 1]);
  });
});
