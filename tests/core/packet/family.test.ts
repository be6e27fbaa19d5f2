import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PlanError, RunCancelled } from "../../../src/core/family";
import {
  packetFamily,
  type PacketDetails,
  type PacketPlan,
  type PacketScenario,
} from "../../../src/core/packet";
import { findPreset, runScenario } from "../../../src/core/registry";
import { parseScenario } from "../../../src/core/scenario/document";
import type { Schedule, Task } from "../../../src/core/schedule/types";
import { approxEqual } from "../../../src/core/tolerance";
import { maxK } from "../../../src/core/packet/theory";
import { SETUP_LABEL } from "../../../src/core/packet/decisions";

const ALGORITHMS = ["k-binomial", "binomial", "linear"] as const;
const INTERFACES = ["fpfs", "fcfs", "conventional"] as const;

function preset(id: string): PacketScenario {
  const p = findPreset(id);
  if (!p) throw new Error(`no preset ${id}`);
  return parseScenario(p.doc) as PacketScenario;
}

function run(s: PacketScenario, algorithm?: string) {
  const r = runScenario(s, algorithm);
  return { ...r, details: r.details as PacketDetails };
}

function scenario(fields: Partial<PacketScenario> & { nodes: number; packets: number }): PacketScenario {
  return parseScenario({ version: 1, kind: "packet-multicast", ...fields }) as PacketScenario;
}

describe("runScenario on the paper's presets", () => {
  it("gives 6 steps for the binomial tree and 5 for the linear one (Fig. 5)", () => {
    const s = preset("packet-paper-fig5");
    const binomial = run(s, "binomial");
    expect(binomial.details).toMatchObject({
      k: 2,
      stepCount: 6,
      latency: 12.5 + 6 * 5 + 12.5,
      parent: [-1, 0, 0, 2],
    });
    const linear = run(s, "linear");
    expect(linear.details).toMatchObject({ k: 1, stepCount: 5, latency: 55 - 5, parent: [-1, 0, 1, 2] });
    // Theorem 3 picks the chain here.
    expect(run(s, "k-binomial").details).toMatchObject({ k: 1, stepCount: 5 });
    for (const r of [binomial, linear]) expect(packetFamily.validate(s, r.schedule)).toEqual([]);
  });
  it("takes 9 steps for 3 packets to 7 destinations over the binomial tree (Fig. 8)", () => {
    const r = run(preset("packet-paper-fig8"), "binomial");
    expect(r.details).toMatchObject({
      k: 3,
      stepCount: 9,
      singlePacketSteps: 3,
      rootChildren: 3,
      theorem2Steps: 9,
    });
    expect(r.schedule.makespan).toBe(12.5 + 9 * 5 + 12.5);
  });
  it("builds Fig. 9's 16-node 3- and 4-binomial trees", () => {
    const a = run(preset("packet-paper-fig9a-3-binomial"));
    expect(a.details).toMatchObject({ k: 3, stepCount: 5 + 2 * 3, singlePacketSteps: 5 });
    expect(a.details.children[0]).toEqual([3, 2, 1]); // blocks of 13, 1, 1 at the right end
    expect(a.details.optimal).toMatchObject({ k: 2, steps: 9 });
    const b = run(preset("packet-paper-fig9b-4-binomial"));
    expect(b.details).toMatchObject({ k: 4, stepCount: 4 + 2 * 4 });
    expect(b.details.children[0]).toEqual([8, 4, 2, 1]);
  });
  it("costs 60 µs over the conventional interface and 35 µs over FPFS (Fig. 4)", () => {
    const s = preset("packet-paper-fig4-conventional");
    const r = run(s, "binomial");
    expect(r.details.latency).toBe(60);
    expect(r.details.stepCount).toBe(2);
    expect(r.details.fpfs.stepCount).toBe(2);
    expect(run({ ...s, interface: "fpfs" }, "binomial").details.latency).toBe(35);
    expect(packetFamily.validate(s, r.schedule)).toEqual([]);
  });
  it("runs every preset with every algorithm into a valid schedule above its lower bound", () => {
    for (const p of packetFamily.presets) {
      const s = parseScenario(p.doc) as PacketScenario;
      // The 1024 × 128 preset (a quarter of a million tasks) runs its default algorithm only.
      const large = (s.nodes - 1) * s.packets > 20000;
      for (const a of large ? [p.algorithm ?? "k-binomial"] : ALGORITHMS) {
        const r = run(s, a);
        expect(packetFamily.validate(s, r.schedule), `${p.id} ${a}`).toEqual([]);
        expect(r.schedule.makespan).toBeGreaterThanOrEqual(r.schedule.lowerBound as number);
        if (large) expect(r.details.stepCount).toBe(r.details.optimal.steps); // 14 + 127·2 = 268
      }
    }
  });
});

describe("the Schedule", () => {
  const s = preset("packet-paper-fig5");
  const r = run(s, "binomial");
  it("has one lane per node, one label per packet and matched packet tasks on the step grid", () => {
    expect(r.schedule.lanes).toEqual(["P0", "P1", "P2", "P3"]);
    expect(r.schedule.messages).toEqual(["packet 0", "packet 1", "packet 2"]);
    const copies = r.schedule.tasks.filter((t) => t.kind === "packet" && t.stage === "NI send");
    expect(copies).toHaveLength(9);
    const first = copies[0] as Task;
    expect(first).toMatchObject({ node: 0, peer: 2, message: 0, start: 12.5, end: 17.5 });
    expect(r.schedule.tasks[first.match as number]).toMatchObject({ node: 2, peer: 0, stage: "NI receive" });
  });
  it("records one decision per edge whose prediction equals the replay, and one tree", () => {
    expect(r.schedule.steps.map((d) => [d.sender, d.receiver])).toEqual([
      [0, 2],
      [0, 1],
      [2, 3],
    ]);
    const tree = r.schedule.trees?.[0];
    for (const d of r.schedule.steps) expect(d.complete).toBe(tree?.complete[d.receiver]);
    expect(tree?.complete).toEqual([0, 55, 50, 55]);
  });
  it("writes the choice of k as the setup (every k weighed), and decision 1 weighs copies like the rest", () => {
    // The brief of issue 17 moved the k choice out of the candidates: every decision weighs (packet,
    // child) copies; Theorem 3's table (k = 1: 3 + 2·1 = 5 steps, k = 2: 2 + 2·2 = 6) is the setup.
    const k = runScenario(s, "k-binomial");
    const first = k.schedule.steps[0]!;
    expect(first.rule).toMatch(new RegExp(`^${SETUP_LABEL.replace(/[()]/g, "\\$&")} k = 1, the smallest`));
    expect(first.rule).toContain("k = 1: 3 + 2·1 = 5; k = 2: 2 + 2·2 = 6");
    expect(first.rule).toContain("Decision 1: child 0 of P0");
    for (const step of k.schedule.steps) {
      expect(step.candidates?.length).toBeGreaterThan(0);
      for (const c of step.candidates ?? []) {
        expect(c.label).toBe("FPFS rank");
        expect(c.sender).toBe(step.sender);
      }
      // The copy the decision sends (packet 0 to its receiver) is the least-ranked candidate.
      const least = Math.min(...(step.candidates ?? []).map((c) => c.score));
      expect(step.candidates?.find((c) => c.receiver === step.receiver && c.message === 0)?.score).toBe(
        least,
      );
    }
    const quiet = packetFamily.heuristic(s, "k-binomial", { explain: false });
    expect(quiet.steps[0]?.candidates).toBeUndefined();
    expect(quiet.steps[0]?.rule).toContain(SETUP_LABEL);
    expect(quiet.plan).toEqual(k.plan);
  });
  it("gives the views FPFS, FCFS and conventional results side by side, and latency against m", () => {
    const d = run(preset("packet-paper-sec5-64-nodes")).details;
    expect(d.k).toBe(2);
    expect(d.fpfs.stepCount).toBe(22);
    expect(d.fcfs.arrival).toHaveLength(64);
    expect(d.fcfs.arrival[1]).toHaveLength(8);
    expect(d.fcfs.peakBuffer).toHaveLength(64);
    expect(Object.keys(d.fpfs).sort()).toEqual(["arrival", "mode", "peakBuffer", "stepCount"]);
    expect(d.conventional.latency).toBeGreaterThan(d.latency);
    const curves = d.latencyByPackets;
    expect(curves.ms).toHaveLength(64);
    expect(curves.series.map((c) => c.name)).toEqual(["k-binomial", "binomial", "linear"]);
    // m = 8: optimal k = 2, 22 steps; binomial 6 + 7·6 = 48; linear 63 + 7 = 70.
    expect(curves.series.map((c) => c.steps[7])).toEqual([22, 48, 70]);
    expect(curves.series[0]?.latency[7]).toBe(d.latency);
  });
  it("builds on a user-given order whose first node is the source", () => {
    const ordered = scenario({ nodes: 4, packets: 3, order: [2, 0, 3, 1] });
    expect(run(ordered, "linear").details).toMatchObject({ source: 2, parent: [2, 3, -1, 0], stepCount: 5 });
    // Positions 0 → 2, 1 and 2 → 3 (Fig. 5(a)) on the chain P2, P0, P3, P1.
    expect(run(ordered, "binomial").details.parent).toEqual([2, 3, -1, 2]);
  });
  it("honours cancellation", () => {
    expect(() => packetFamily.heuristic(s, "k-binomial", { cancelled: () => true })).toThrow(RunCancelled);
  });
});

describe("random scenarios (properties)", () => {
  const scenarios = fc
    .integer({ min: 2, max: 90 })
    .chain((n) =>
      fc.record({
        nodes: fc.constant(n),
        packets: fc.integer({ min: 1, max: 16 }),
        k: fc.option(fc.integer({ min: 1, max: maxK(n) }), { nil: null }),
        interface: fc.constantFrom(...INTERFACES),
        order: fc.option(fc.shuffledSubarray([...Array(n).keys()], { minLength: n }), { nil: undefined }),
        timing: fc.record({
          ts: fc.double({ min: 0, max: 100, noNaN: true }),
          tr: fc.double({ min: 0, max: 100, noNaN: true }),
          tns: fc.double({ min: 0.1, max: 10, noNaN: true }),
          tnr: fc.double({ min: 0, max: 10, noNaN: true }),
        }),
      }),
    )
    .map((f) => scenario(f));

  it("gives valid schedules above the lower bound, predictions equal to the replay, and Theorem 2", () => {
    fc.assert(
      fc.property(scenarios, (s) => {
        for (const a of ALGORITHMS) {
          const r = run(s, a);
          expect(packetFamily.validate(s, r.schedule)).toEqual([]);
          expect(r.schedule.makespan + 1e-9).toBeGreaterThanOrEqual(r.schedule.lowerBound as number);
          const complete = r.schedule.trees?.[0]?.complete ?? [];
          for (const d of r.schedule.steps)
            expect(approxEqual(d.complete, complete[d.receiver] as number)).toBe(true);
          expect(r.schedule.steps).toHaveLength(s.nodes - 1);
          expect(r.details.fpfs.stepCount).toBe(r.details.theorem2Steps);
          expect(r.details.parent.filter((p) => p === -1)).toEqual([-1]);
        }
      }),
      { numRuns: 60 },
    );
  });
  it("gives identical output for the same input", () => {
    fc.assert(
      fc.property(scenarios, (s) => {
        expect(JSON.stringify(runScenario(s, "k-binomial"))).toBe(
          JSON.stringify(runScenario(s, "k-binomial")),
        );
      }),
      { numRuns: 10 },
    );
  });
  it("replays any tree a user makes by reparenting into a valid schedule", () => {
    const edits = scenarios.chain((s) =>
      fc.tuple(
        fc.constant(s),
        fc.array(fc.tuple(fc.nat(s.nodes - 1), fc.nat(s.nodes - 1)), { maxLength: 8 }),
      ),
    );
    fc.assert(
      fc.property(edits, ([s, moves]) => {
        let plan = packetFamily.heuristic(s, "binomial", {}).plan;
        for (const [node, parent] of moves) {
          try {
            plan = packetFamily.applyEdit(s, plan, { type: "reparent", message: 0, node, parent });
          } catch (e) {
            expect(e).toBeInstanceOf(PlanError); // the source, or a move into its own subtree
          }
        }
        const edited = runScenario({ ...s, plan });
        expect(edited.edited).toBe(true);
        expect(packetFamily.validate(s, edited.schedule)).toEqual([]);
        expect(edited.schedule.makespan + 1e-9).toBeGreaterThanOrEqual(edited.schedule.lowerBound as number);
      }),
      { numRuns: 40 },
    );
  });
});

describe("applyEdit", () => {
  const s = preset("packet-paper-fig8"); // binomial: P0 → [4, 2, 1], P4 → [6, 5], P2 → [3], P6 → [7]
  const plan = packetFamily.heuristic(s, "binomial", {}).plan;
  it("moves a node with its subtree, placing it after siblings at least as large", () => {
    const moved = packetFamily.applyEdit(s, plan, { type: "reparent", message: 0, node: 2, parent: 4 });
    expect(moved.children[0]).toEqual([4, 1]);
    expect(moved.children[4]).toEqual([6, 2, 5]);
    const r = run({ ...s, plan: moved });
    expect(r.details.parent[2]).toBe(4);
    expect(packetFamily.validate(s, r.schedule)).toEqual([]);
  });
  it("reorders a node's children and the simulation follows", () => {
    const reordered = packetFamily.applyEdit(s, plan, {
      type: "reorder-children",
      message: 0,
      node: 0,
      children: [1, 2, 4],
    });
    expect(reordered.children[0]).toEqual([1, 2, 4]);
    // P4's subtree (4 nodes) now starts in step 2 and needs 2 more: 5 steps for packet 0, δr = 3.
    expect(run({ ...s, plan: reordered }).details.stepCount).toBe(5 + 2 * 3);
  });
  const bad: [string, Parameters<typeof packetFamily.applyEdit>[2], RegExp][] = [
    ["moving the source", { type: "reparent", message: 0, node: 0, parent: 3 }, /P0 is the source/],
    ["a cycle", { type: "reparent", message: 0, node: 4, parent: 7 }, /P7 is in P4's subtree/],
    ["a missing node", { type: "reparent", message: 0, node: 9, parent: 0 }, /node P9 does not exist/],
    ["a missing packet", { type: "reparent", message: 3, node: 1, parent: 2 }, /packet 3 does not exist/],
    [
      "a wrong child list",
      { type: "reorder-children", message: 0, node: 0, children: [4, 2] },
      /must list exactly P4, P2, P1/,
    ],
    [
      "an unsupported edit",
      { type: "reorder-sends", node: 0, order: [0] },
      /cannot be edited by "reorder-sends"/,
    ],
  ];
  for (const [what, edit, message] of bad) {
    it(`rejects ${what} with a PlanError`, () => {
      expect(() => packetFamily.applyEdit(s, plan, edit)).toThrow(PlanError);
      expect(() => packetFamily.applyEdit(s, plan, edit)).toThrow(message);
    });
  }
  it("rejects a stored plan that is not a spanning tree, naming the node", () => {
    const broken: PacketPlan = { children: [[4, 2, 1], [], [3], [], [6, 5], [], [], []] };
    expect(() => runScenario({ ...s, plan: broken })).toThrow(/P7 is in no child list/);
  });
});

describe("validatePacket", () => {
  const s = preset("packet-paper-fig5");
  const good = run(s, "binomial").schedule;
  const broken = (change: (tasks: Task[]) => Task[]): Schedule => ({
    ...good,
    tasks: change(good.tasks.slice()),
  });
  it("accepts the simulator's schedule", () => {
    expect(packetFamily.validate(s, good)).toEqual([]);
  });
  it("catches a copy moved off its step", () => {
    const i = good.tasks.findIndex((t) => t.kind === "packet" && t.node === 2 && t.stage === "NI send");
    const out = packetFamily.validate(
      s,
      broken((tasks) => tasks.map((t, j) => (j === i ? { ...t, start: t.start + 2, end: t.end + 2 } : t))),
    );
    expect(out.some((m) => /no matching task/.test(m))).toBe(true);
  });
  it("catches a lost packet, an FPFS order broken, and a forward before the packet is in", () => {
    const toP2 = good.tasks
      .map((t, i) => [t, i] as const)
      .filter(([t]) => t.stage === "NI send" && t.peer === 2);
    const [a, ia] = toP2[0] as readonly [Task, number];
    const [b, ib] = toP2[1] as readonly [Task, number]; // P0 → P2 packet 0 (step 0) and packet 1 (step 2)
    const swapped = broken((tasks) => {
      tasks[ia] = { ...a, message: b.message };
      tasks[ib] = { ...b, message: a.message };
      tasks[a.match as number] = { ...(tasks[a.match as number] as Task), message: b.message };
      tasks[b.match as number] = { ...(tasks[b.match as number] as Task), message: a.message };
      return tasks;
    });
    const out = packetFamily.validate(s, swapped);
    expect(out.some((m) => /breaks the FPFS order/.test(m))).toBe(true);
    expect(out.some((m) => /forwards packet 0 in step 2 before it has it/.test(m))).toBe(true);
    const lost = packetFamily.validate(
      s,
      broken((tasks) =>
        tasks.filter((t) => !(t.node === 3 || t.peer === 3) || t.kind !== "packet" || t.message !== 2),
      ),
    );
    expect(lost).toContain("P3 never gets packet 2");
  });
  it("catches an interface sending two copies in one step", () => {
    // Move P0's second copy (to P1, step 1) into step 0, beside its copy to P2.
    const i = good.tasks.findIndex((t) => t.stage === "NI send" && t.node === 0 && t.peer === 1);
    const early = broken((tasks) =>
      tasks.map((t, j) =>
        j === i || j === (good.tasks[i] as Task).match ? { ...t, start: t.start - 5, end: t.end - 5 } : t,
      ),
    );
    expect(packetFamily.validate(s, early)).toContain("P0's interface handles two copies in step 1");
  });
  it("catches a conventional hop that starts before the sender has the message", () => {
    const c = preset("packet-paper-fig4-conventional");
    const sched = run(c, "binomial").schedule;
    const early = {
      ...sched,
      tasks: sched.tasks.map((t) => (t.kind === "send" && t.node === 2 ? { ...t, start: 10, end: 22.5 } : t)),
    };
    expect(packetFamily.validate(c, early).some((m) => /before 30 \(store and forward\)/.test(m))).toBe(true);
  });
});
