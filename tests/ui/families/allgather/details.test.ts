import { describe, expect, it } from "vitest";
import {
  allgatherDetailsOf,
  captionWidth,
  clusterCaption,
  completionTimes,
  nodeFacts,
  nodeSummary,
} from "../../../../src/ui/families/allgather/details";
import { allgatherFigures } from "../../../../src/ui/families/allgather";
import { eight, runEight } from "./run";

describe("allgatherDetailsOf", () => {
  it("reads an allgather run and refuses another family's details", () => {
    const r = runEight("two-step");
    expect(allgatherDetailsOf(r)?.agentCount).toBe(2);
    expect(allgatherDetailsOf({ ...r, details: {} })).toBeNull();
  });
});

describe("completionTimes", () => {
  it("is each node's last receive end, the latest being the makespan", () => {
    const r = runEight("two-step");
    const done = completionTimes(r.schedule, 8);
    expect(Math.max(...done)).toBe(r.schedule.makespan);
    for (const t of r.schedule.tasks) if (t.kind === "recv") expect(t.end).toBeLessThanOrEqual(done[t.node]!);
  });
});

describe("nodeFacts", () => {
  const s = eight();
  const r = runEight("two-step");
  const d = allgatherDetailsOf(r)!;
  const done = completionTimes(r.schedule, 8);

  it("describes an agent with its clients, k and Def. 1's T_g", () => {
    const f = nodeFacts(s, d, done, 0);
    expect(f.title).toBe("P0 — agent of cluster 0");
    const v = Object.fromEntries(f.lines.map((l) => [l.label, l.value]));
    expect(v["clients"]).toBe("3");
    expect(v["k, sends per receive (4.2)"]).toBe("1");
    // Def. 1 for P0's clients in first-come order: T_end 250, 350, 350 with T_recv 70 → 420.
    expect(v["T_g estimate (Def. 1)"]).toBe("420 µs");
  });

  it("describes a client with its latencies to its agent and Sec. 5.1's weighing", () => {
    const f = nodeFacts(s, d, done, 4);
    expect(f.title).toMatch(/^P4 — client of P0/);
    const v = Object.fromEntries(f.lines.map((l) => [l.label, l.value]));
    expect(v["T_end to agent P0"]).toBe("350 µs");
    expect(v["Sec. 5.1 choice"]).toMatch(/^P0 /);
    expect(nodeSummary(s, d, done, 4).title).toBe("P4, client of P0");
  });
});

describe("allgatherFigures", () => {
  it("gives m, the estimate and the simultaneous baseline beside the makespan", () => {
    expect(allgatherFigures(runEight("two-step")).map((f) => [f.testId, f.value])).toEqual([
      ["agent-count", "2"],
      ["estimated-cost", "1240 µs"],
      ["simultaneous-makespan", "2030 µs"],
    ]);
    expect(allgatherFigures(runEight("simultaneous")).map((f) => f.testId)).toEqual(["estimated-cost"]);
  });
});

describe("clusterCaption", () => {
  it("says when the cluster's last node had every message", () => {
    const d = allgatherDetailsOf(runEight("two-step"))!;
    expect(clusterCaption(d, 0, "us")).toBe("done 1150 µs");
    expect(captionWidth("done 1150 µs")).toBeGreaterThan(80);
  });
});
