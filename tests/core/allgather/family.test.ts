// The CLI-facing path: runScenario (heuristic → replay → Schedule) on the presets, with the figures
// computed by hand from the cost model (see cost-model.test.ts and simulate.test.ts).
import { describe, expect, it } from "vitest";
import { allgatherFamily, regroupScenario, type AllgatherDetails } from "../../../src/core/allgather";
import type { AllgatherPlan } from "../../../src/core/allgather/scenario";
import { ALLGATHER_OPTIMAL_LIMIT } from "../../../src/core/allgather/optimal";
import { PlanError, RunCancelled } from "../../../src/core/family";
import { findPreset, runScenario } from "../../../src/core/registry";
import { parseScenario } from "../../../src/core/scenario/document";
import { eight } from "./helpers";

const details = (r: { details: Record<string, unknown> }) => r.details as AllgatherDetails;

describe("allgather family on the 8 workstations (Wu–Yeh Sec. 6), paper's serve order (the default)", () => {
  const s = eight();

  it("serves clients in assignment order: Gather-Broadcast picks m = 4 (estimate 1270), simulated 1180", () => {
    const r = runScenario(s, "gather-broadcast");
    const d = details(r);
    // m = 2 now pays Def. 4's T3 = 3·90 + 350 = 620 (clients 2, 4, 6 served as assigned).
    expect(d.costByAgents.map((row) => row.T_all)).toEqual([1650, 1290, 1270, 1270, 1950, 2240, 2530, 2030]);
    expect(d.clusters).toEqual([
      [0, 4],
      [1, 5],
      [2, 6],
      [3, 7],
    ]);
    expect(d.estimatedCost).toBe(1270);
    expect(r.schedule.makespan).toBe(1180);
    expect(allgatherFamily.validate(s, r.schedule)).toEqual([]);
  });

  it("Two-Step picks m = 3 (estimate 1310), simulated 1260", () => {
    const r = runScenario(s, "two-step");
    const d = details(r);
    expect(d.costByAgents.map((row) => row.T_all)).toEqual([1650, 1330, 1310, 1470, 2210, 2410, 2720, 2030]);
    expect(d.clusters).toEqual([
      [0, 3, 6],
      [1, 4, 7],
      [2, 5],
    ]);
    expect(d.estimate).toMatchObject({ m: 3, T1: 460, T2: 320, T3: 530 });
    expect(r.schedule.makespan).toBe(1260);
    expect(allgatherFamily.validate(s, r.schedule)).toEqual([]);
  });

  it("the stage-3 sends follow the assignment order", () => {
    const r = runScenario(s, "two-step");
    const toClients = r.schedule.tasks.filter(
      (t) => t.node === 0 && t.kind === "send" && t.stage === "distribute",
    );
    expect(toClients.map((t) => t.peer)).toEqual([3, 6]);
  });
});

describe("allgather family on the 8 workstations (Wu–Yeh Sec. 6), serveOrder largest-end-first", () => {
  const s = eight({ serveOrder: "largest-end-first" });

  it("Gather-Broadcast: m = 2 by the cost model, estimate 1200, simulated 1110", () => {
    const r = runScenario(s, "gather-broadcast");
    const d = details(r);
    expect(d.agents).toEqual([0, 1]);
    expect(d.clusters).toEqual([
      [0, 2, 4, 6],
      [1, 3, 5, 7],
    ]);
    expect(d.grouping).toBe("cost-model");
    expect(d.estimatedCost).toBe(1200);
    expect(d.estimate).toMatchObject({ m: 2, T1: 420, T2: 250, T3: 530 });
    expect(r.schedule.makespan).toBe(1110);
    expect(d.simulatedMakespan).toBe(1110);
    expect(d.costByAgents.map((row) => row.T_all)).toEqual([1550, 1200, 1270, 1270, 1950, 2240, 2530, 2030]);
    expect(d.costByAgents.map((row) => row.simulated)).toEqual([
      1460, 1110, 1180, 1180, 1340, 1500, 1740, 2030,
    ]);
    expect(d.overlap).toEqual([1, 1, 0, 0, 0, 0, 0, 0]);
    expect(d.simultaneousMakespan).toBe(2030);
    expect(d.lowerBound).toBe(450);
    expect(allgatherFamily.validate(s, r.schedule)).toEqual([]);
  });

  it("Two-Step: m = 2, estimate 1240, simulated 1150; both algorithms' tables are kept", () => {
    const r = runScenario(s, "two-step");
    const d = details(r);
    expect(d.clusters).toEqual([
      [0, 2, 4, 6],
      [1, 3, 5, 7],
    ]);
    expect(d.estimatedCost).toBe(1240);
    expect(r.schedule.makespan).toBe(1150);
    expect(d.costByAgents.map((row) => row.T_all)).toEqual([1550, 1240, 1310, 1470, 2210, 2410, 2720, 2030]);
    expect(d.costTables["gather-broadcast"].map((row) => row.T_all)[1]).toBe(1200);
    expect(allgatherFamily.validate(s, r.schedule)).toEqual([]);
  });

  it("the simultaneous baseline: every node sends to every other, 2030", () => {
    const r = runScenario(s, "simultaneous");
    const d = details(r);
    expect(r.schedule.makespan).toBe(2030);
    expect(d.grouping).toBe("all-nodes");
    expect(d.agents).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(d.costByAgents).toEqual([{ m: 8, T1: 0, T2: 2030, T3: 0, T_all: 2030, simulated: 2030 }]);
    expect(r.schedule.groups).toBeUndefined();
    expect(new Set(r.schedule.tasks.map((t) => t.stage))).toEqual(new Set(["broadcast"]));
    expect(r.schedule.tasks.filter((t) => t.kind === "send")).toHaveLength(56);
  });

  it("a forced agent count: 4 agents give 1180 (Gather-Broadcast) and 1380 (Two-Step)", () => {
    const forced = eight({ agents: 4 });
    expect(runScenario(forced, "gather-broadcast").schedule.makespan).toBe(1180);
    const ts = runScenario(forced, "two-step");
    expect(ts.schedule.makespan).toBe(1380);
    expect(details(ts).grouping).toBe("agents-field");
    expect(details(ts).clusters).toEqual([
      [0, 4],
      [1, 5],
      [2, 6],
      [3, 7],
    ]);
  });

  it("explicit clusters win over agents", () => {
    const r = runScenario(
      eight({
        agents: 2,
        clusters: [
          [0, 4],
          [1, 5],
          [2, 6],
          [3, 7],
        ],
      }),
      "gather-broadcast",
    );
    expect(details(r).grouping).toBe("clusters-field");
    expect(details(r).agents).toEqual([0, 1, 2, 3]);
    expect(r.schedule.makespan).toBe(1180);
    expect(r.schedule.notes?.some((n) => /clusters \(agents is ignored\)/.test(n))).toBe(true);
  });

  it("names the stages, combines messages, and groups the clusters", () => {
    const r = runScenario(s, "gather-broadcast");
    const stages = new Set(r.schedule.tasks.map((t) => t.stage));
    expect(stages).toEqual(new Set(["gather", "exchange", "distribute"]));
    const exchange = r.schedule.tasks.find(
      (t) => t.node === 0 && t.kind === "send" && t.stage === "exchange",
    );
    expect(exchange).toMatchObject({ peer: 1, message: 0, messages: [0, 2, 4, 6], start: 420, end: 510 });
    const toClient = r.schedule.tasks.find((t) => t.node === 4 && t.kind === "recv");
    expect(toClient).toMatchObject({
      peer: 0,
      messages: [0, 1, 2, 3, 5, 6, 7],
      posted: 160,
      arrival: 890,
      end: 1020,
    });
    expect(r.schedule.groups).toEqual([
      { leader: 0, members: [0, 2, 4, 6], label: "cluster 0 (agent P0)" },
      { leader: 1, members: [1, 3, 5, 7], label: "cluster 1 (agent P1)" },
    ]);
    expect(details(r).combinedMessages).toBe(8);
    expect(details(r).stageSpans).toEqual([
      { stage: "gather", start: 0, end: 420 },
      { stage: "exchange", start: 420, end: 670 },
      { stage: "distribute", start: 670, end: 1110 },
    ]);
    expect(details(r).clusterSpans[0]).toEqual({ agent: 0, gatherEnd: 420, exchangeEnd: 670, end: 1110 });
  });

  it("links each receive to its send and to its step; steps predict the replayed times", () => {
    const r = runScenario(s, "two-step");
    const tasks = r.schedule.tasks;
    for (const [i, t] of tasks.entries()) {
      const partner = tasks[t.match as number];
      expect(partner?.match).toBe(i);
      if (t.kind !== "recv") continue;
      const step = r.schedule.steps[t.step as number];
      expect(step).toMatchObject({ sender: t.peer, receiver: t.node, complete: t.end });
      expect(partner?.step).toBe(t.step);
    }
    expect(r.schedule.steps).toHaveLength(tasks.filter((t) => t.kind === "recv").length);
  });

  it("builds one tree per message: client → agent → agent → clients", () => {
    const r = runScenario(s, "gather-broadcast");
    const tree = r.schedule.trees?.[4];
    expect(tree?.parent).toEqual([4, 0, 0, 1, -1, 1, 0, 1]);
    expect(tree?.children[0]).toEqual([1, 6, 2]);
    expect(tree?.complete[0]).toBe(350);
  });

  it("the heuristic reports progress and can be cancelled", () => {
    const seen: number[] = [];
    allgatherFamily.heuristic(s, "two-step", { progress: (f) => seen.push(f) });
    expect(seen.at(-1)).toBe(1);
    expect(() => allgatherFamily.heuristic(s, "two-step", { cancelled: () => true })).toThrow(RunCancelled);
  });

  it("is deterministic: the same scenario twice gives identical output", () => {
    const a = runScenario(eight(), "two-step");
    const b = runScenario(eight(), "two-step");
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});

describe("regroup edits (the cluster view)", () => {
  const s = eight();
  const planOf = (algorithm: string) => runScenario(s, algorithm).plan as AllgatherPlan;

  it("replays a user's grouping exactly like the same explicit clusters", () => {
    const groups = [[0, 4, 5], [1, 6], [2, 7], [3]];
    const plan = allgatherFamily.applyEdit(s, planOf("two-step"), { type: "regroup", groups });
    const edited = runScenario({ ...s, plan }, "two-step");
    const explicit = runScenario(regroupScenario(s, groups), "two-step");
    expect(edited.edited).toBe(true);
    expect(edited.schedule.makespan).toBe(explicit.schedule.makespan);
    expect(edited.schedule.tasks).toEqual(explicit.schedule.tasks);
    expect(details(edited).grouping).toBe("plan");
    expect(details(explicit).grouping).toBe("clusters-field");
    expect(allgatherFamily.validate(s, edited.schedule)).toEqual([]);
  });

  it("promotes a client to agent", () => {
    const plan = allgatherFamily.applyEdit(s, planOf("gather-broadcast"), {
      type: "regroup",
      groups: [[0, 2, 6], [1, 3, 5, 7], [4]],
    });
    const r = runScenario({ ...s, plan }, "gather-broadcast");
    expect(details(r).agents).toEqual([0, 1, 4]);
    expect(allgatherFamily.validate(s, r.schedule)).toEqual([]);
  });

  it.each([
    [
      [
        [0, 2, 4, 6],
        [1, 3, 4, 5, 7],
      ],
      /cluster 1: P4 is in two clusters \(cluster 0 and cluster 1\)/,
    ],
    [
      [
        [0, 2, 4, 6],
        [1, 3, 5, 7, 9],
      ],
      /cluster 1: P9 is not a node \(there are 8: P0…P7\)/,
    ],
    [[[0, 2, 4, 6], [], [1, 3, 5, 7]], /cluster 1: cluster 1 is empty/],
    [
      [
        [0, 2, 4, 6],
        [1, 3, 5],
      ],
      /P7 is in no cluster/,
    ],
  ])("rejects a bad grouping %j with a clear message", (groups, message) => {
    expect(() => allgatherFamily.applyEdit(s, planOf("two-step"), { type: "regroup", groups })).toThrow(
      message,
    );
    expect(() => regroupScenario(s, groups)).toThrow(PlanError);
  });

  it("refuses edits the family does not have, and regrouping the simultaneous broadcast", () => {
    expect(() =>
      allgatherFamily.applyEdit(s, planOf("two-step"), { type: "reorder-sends", node: 0, order: [0] }),
    ).toThrow(/not an edit of the allgather family/);
    expect(() =>
      allgatherFamily.applyEdit(s, planOf("simultaneous"), {
        type: "regroup",
        groups: [[0, 1, 2, 3, 4, 5, 6, 7]],
      }),
    ).toThrow(/simultaneous broadcast has no clusters/);
  });

  it("regroupScenario stores the grouping as clusters and drops an edited plan", () => {
    const plan = planOf("two-step");
    const next = regroupScenario({ ...s, plan }, [
      [0, 4],
      [1, 5],
      [2, 6],
      [3, 7],
    ]);
    expect(next.clusters).toEqual([
      [0, 4],
      [1, 5],
      [2, 6],
      [3, 7],
    ]);
    expect(next.plan).toBeUndefined();
    expect(parseScenario(next)).toEqual(next);
  });

  it("a stored plan goes through the schema and the URL-size JSON", () => {
    const plan = planOf("two-step");
    const parsed = parseScenario({ ...eight(), plan });
    expect((parsed as { plan?: AllgatherPlan }).plan).toEqual(plan);
  });
});

describe("presets", () => {
  it.each(allgatherFamily.presets.map((p) => p.id))("%s parses, runs and validates", (id) => {
    const preset = findPreset(id);
    expect(preset).toBeDefined();
    const s = parseScenario(preset?.doc);
    // Every algorithm on the small presets; the large one (a second per run) with its default.
    const nodes = (s as unknown as { nodes: unknown[] }).nodes.length;
    const large = nodes > 64;
    // `optimal` only within its size limit (its refusal is tested in optimal.test.ts).
    const all = allgatherFamily.algorithms.filter(
      (a) => a.id !== "optimal" || nodes <= ALLGATHER_OPTIMAL_LIMIT,
    );
    for (const a of large ? [{ id: allgatherFamily.defaultAlgorithm }] : all) {
      const r = runScenario(s, a.id, { explain: false });
      expect(allgatherFamily.validate(s as never, r.schedule)).toEqual([]);
      expect(r.schedule.makespan).toBeGreaterThanOrEqual(r.schedule.lowerBound as number);
    }
  });
});

describe("replaying a stored plan under another algorithm", () => {
  it("is refused with a message saying how to go on", () => {
    const s = eight({ serveOrder: "largest-end-first" });
    const plan = runScenario(s, "two-step").plan as AllgatherPlan;
    expect(() => runScenario({ ...s, plan }, "gather-broadcast")).toThrow(
      /this edited plan is a two-step plan/,
    );
    expect(runScenario({ ...s, plan }, "gather-broadcast", {}, { ignorePlan: true }).schedule.makespan).toBe(
      1110,
    );
  });
});
