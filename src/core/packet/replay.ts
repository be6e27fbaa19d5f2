// replay.ts, in every family: replay(scenario, plan, algorithm, steps) times any plan (a heuristic's
// or a user's edit) under the family's cost model into the common Schedule and the family's details.
//
// The packet family's simulator (Kesavan–Panda Sec. 2.5, 3, 4.1): replays any tree (a heuristic's or a
// user's edit) under the scenario's interface into the common Schedule. Lanes are nodes. The source's
// host spends t_s handing the message to its interface; step t (0-based) runs from t_s + t·t_step to
// t_s + (t+1)·t_step and shows each copy as a `packet` task on the sender's lane (stage "NI send")
// matched with one on the receiver's lane (stage "NI receive"); each destination's host spends t_r
// once its last packet is in (a `recv`). Conventional interface: each hop is a host `send` (t_s), m
// packet steps and the receiver's host `recv` (t_r). Both smart interfaces and the conventional one
// are simulated on the same tree so the views can compare them (details.fpfs/fcfs/conventional).
import { PlanError } from "../family";
import type { Replayed } from "../family";
import type { MessageTree, Schedule, Step, Task } from "../schedule/types";
import { nodeLabel } from "../units";
import { simulateConventional, type ConventionalRun } from "./conventional";
import { explainDecisions, treeDecisions } from "./decisions";
import type { PacketDetails } from "./details";
import type { PacketPlan, PacketScenario } from "./scenario";
import { nodeOrder, sourceOf, stepTime } from "./scenario";
import { simulateSmartInterface, summarizeSmartRun, type SmartRun } from "./simulate";
import { latencyVsPackets } from "./tables";
import { maxK, optimalK } from "./theory";
import { maxChildren, treeShape, type TreeShape } from "./tree";

/** The largest m the latency-against-m curves of a run go to. */
const CURVE_PACKETS = 64;

export function replay(
  s: PacketScenario,
  plan: PacketPlan,
  algorithm: string,
  steps: readonly Step[] | undefined,
): Replayed<PacketDetails> {
  const tree = treeShape(plan, s.nodes, sourceOf(s));
  const m = s.packets;
  const fpfs = simulateSmartInterface(tree, m, "fpfs");
  const fcfs = simulateSmartInterface(tree, m, "fcfs");
  const conventional = simulateConventional(tree, m, s.timing);
  const tau = stepTime(s.timing);
  const smart = s.interface === "fpfs" ? fpfs : s.interface === "fcfs" ? fcfs : undefined;
  const complete = smart ? smartCompletion(s, tree, smart) : conventional.complete.slice();

  const decisions = steps ? steps.slice() : treeDecisions(tree, complete, () => "edited tree");
  // An edited tree's steps are all explained: what each copy waited for, the pending copies (explain.ts).
  if (!steps) explainDecisions(s, tree, decisions, () => true, smart);
  const decisionOf = new Array<number>(s.nodes).fill(-1);
  decisions.forEach((d, i) => {
    if (tree.parent[d.receiver] !== d.sender) {
      throw new PlanError(`decision ${i + 1} (P${d.sender} → P${d.receiver}) is not an edge of the tree`, i);
    }
    decisionOf[d.receiver] = i;
  });

  const tasks = smart
    ? smartTasks(s, tree, smart, decisionOf)
    : conventionalTasks(s, tree, conventional, decisionOf);
  const latency = smart ? s.timing.ts + smart.stepCount * tau + s.timing.tr : conventional.latency;
  const stepCount = smart ? smart.stepCount : conventional.stepCount;
  const log2n = maxK(s.nodes);
  const lowerBound = smart ? s.timing.ts + (m - 1 + log2n) * tau + s.timing.tr : log2n * conventional.hop;

  const messageTree: MessageTree = {
    message: 0,
    root: tree.source,
    parent: tree.parent,
    complete,
    children: tree.children,
  };
  const singlePacketSteps = fpfsFirstPacketSteps(tree);
  const rootChildren = tree.children[tree.source]?.length ?? 0;
  const schedule: Schedule = {
    family: "packet",
    algorithm,
    timeUnit: s.timeUnit,
    lanes: Array.from({ length: s.nodes }, (_, v) => nodeLabel(v)),
    messages: Array.from({ length: m }, (_, j) => `packet ${j}`),
    tasks,
    makespan: latency,
    lowerBound,
    steps: decisions,
    trees: [messageTree],
    notes: [
      "Step t (from 1, as in the paper) runs from t_s + (t−1)·t_step to t_s + t·t_step, t_step = t_ns + t_nr; one tree carries " +
        "every packet. No network contention: the node order is taken as contention-free (Sec. 4.3.2).",
      s.interface === "fpfs"
        ? "Lower bound: the last packet leaves the source in step m and needs ⌈log2 n⌉ steps to reach everyone."
        : `Theorem 3's k is optimal for FPFS; this run uses the ${s.interface === "fcfs" ? "FCFS" : "conventional"} ` +
          "interface (the Packet steps view shows FPFS and FCFS on the same tree).",
    ],
  };
  const details: PacketDetails = {
    k: maxChildren(tree),
    stepCount,
    latency,
    parent: tree.parent,
    source: tree.source,
    children: tree.children,
    subtreeSize: tree.subtreeSize,
    order: nodeOrder(s),
    interface: s.interface,
    packets: m,
    stepTime: tau,
    singlePacketSteps,
    rootChildren,
    theorem2Steps: singlePacketSteps + (m - 1) * rootChildren,
    optimal: optimalK(s.nodes, m),
    fpfs: summarizeSmartRun(fpfs),
    fcfs: summarizeSmartRun(fcfs),
    conventional,
    latencyByPackets: latencyVsPackets(
      s.nodes,
      Array.from({ length: Math.max(CURVE_PACKETS, m) }, (_, i) => i + 1),
      s.timing,
      s.interface,
      s.k,
    ),
  };
  return { schedule, details };
}

/** L1 of any tree: the step packet 0 reaches its last node, plus one (FPFS and FCFS agree for it). */
function fpfsFirstPacketSteps(tree: TreeShape): number {
  const first = new Array<number>(tree.n).fill(-1);
  let worst = -1;
  for (const v of tree.topDown) {
    const p = tree.parent[v] as number;
    if (p < 0) continue;
    first[v] = (first[p] as number) + 1 + (tree.childIndex[v] as number);
    worst = Math.max(worst, first[v] as number);
  }
  return worst + 1;
}

function smartCompletion(s: PacketScenario, tree: TreeShape, run: SmartRun): number[] {
  const tau = stepTime(s.timing);
  return run.arrival.map((row, v) =>
    v === tree.source ? 0 : s.timing.ts + ((row[s.packets - 1] as number) + 1) * tau + s.timing.tr,
  );
}

/** One packet copy: a task on the sender's lane matched with one on the receiver's (object literals:
 * spreading here costs seconds on a quarter of a million copies). */
function pushCopy(
  tasks: Task[],
  from: number,
  to: number,
  packet: number,
  start: number,
  end: number,
  step: number,
) {
  const i = tasks.length;
  tasks.push({
    node: from,
    kind: "packet",
    peer: to,
    message: packet,
    start,
    end,
    match: i + 1,
    stage: "NI send",
    step,
  });
  tasks.push({
    node: to,
    kind: "packet",
    peer: from,
    message: packet,
    start,
    end,
    match: i,
    stage: "NI receive",
    step,
  });
}

function smartTasks(s: PacketScenario, tree: TreeShape, run: SmartRun, decisionOf: number[]): Task[] {
  const { ts, tr } = s.timing;
  const tau = stepTime(s.timing);
  const tasks: Task[] = [
    { node: tree.source, kind: "send", peer: -1, message: 0, start: 0, end: ts, stage: "host" },
  ];
  run.transmissions.forEach((copies, t) => {
    const start = ts + t * tau;
    for (const { from, to, packet } of copies) {
      pushCopy(tasks, from, to, packet, start, start + tau, decisionOf[to] as number);
    }
  });
  for (const v of tree.topDown) {
    if (v === tree.source) continue;
    const arrival = ts + ((run.arrival[v]?.[s.packets - 1] as number) + 1) * tau;
    tasks.push({
      node: v,
      kind: "recv",
      peer: tree.parent[v] as number,
      message: s.packets - 1,
      start: arrival,
      end: arrival + tr,
      arrival,
      stage: "host",
      step: decisionOf[v] as number,
    });
  }
  return tasks;
}

function conventionalTasks(
  s: PacketScenario,
  tree: TreeShape,
  run: ConventionalRun,
  decisionOf: number[],
): Task[] {
  const { ts, tr } = s.timing;
  const tau = stepTime(s.timing);
  const tasks: Task[] = [];
  for (const v of tree.topDown) {
    const p = tree.parent[v] as number;
    if (p < 0) continue;
    const start = run.hopStart[v] as number;
    const step = decisionOf[v] as number;
    tasks.push({ node: p, kind: "send", peer: v, message: 0, start, end: start + ts, stage: "host", step });
    for (let j = 0; j < s.packets; j++) {
      const at = start + ts + j * tau;
      pushCopy(tasks, p, v, j, at, at + tau, step);
    }
    const arrival = start + ts + s.packets * tau;
    tasks.push({
      node: v,
      kind: "recv",
      peer: p,
      message: s.packets - 1,
      start: arrival,
      end: arrival + tr,
      arrival,
      stage: "host",
      step,
    });
  }
  return tasks;
}
