// replay.ts, in every family: replay(scenario, plan, algorithm, steps) times any plan (a heuristic's
// or a user's edit) under the family's cost model into the common Schedule and the family's details.
//
// Replay of a grid plan into the common Schedule (Steffenel–Mounié Sec. 3; docs/cost-models.md): one lane
// per cluster coordinator with its inter-cluster sends, a zero-length receive marking each arrival,
// and an `intra` task for the cluster's internal broadcast; the broadcast tree; the lower bound; and
// the family's details for the CLI's `run --json` and the tree view.
import { PlanError, type Replayed } from "../family";
import { scoredCandidate } from "../schedule/score";
import type { MessageTree, Schedule, Step, Task } from "../schedule/types";
import { formatNumber, ordinal } from "../units";
import { gridLowerBound } from "./lower-bound";
import { gridModel, type GridModel } from "./model";
import type { GridPlan, GridScenario } from "./scenario";
import { timePlan, type GridTiming } from "./simulate";

/** One inter-cluster send, as the tree view labels its edge. */
export type GridEdge = {
  readonly sender: number;
  readonly receiver: number;
  /** Place among the sender's sends, 0 first. */
  readonly position: number;
  /** The send occupies the sender's coordinator over [start, end) = g. */
  readonly start: number;
  readonly end: number;
  /** start + g + L: the receiver has the message. */
  readonly arrival: number;
  /** Index in `steps` of the decision that made this send. */
  readonly step: number;
};

/** The grid family's own results (JSON-able): what `run --json` prints and the views draw. */
export type GridDetails = {
  readonly root: number;
  readonly clusterNames: readonly string[];
  readonly sizes: readonly number[];
  /** T_k used for each cluster, in the time unit. */
  readonly intraTime: readonly number[];
  /** Whether T_k was predicted as ⌈log2 size⌉·(g + L) from the cluster's {g, L}. */
  readonly intraPredicted: readonly boolean[];
  /** The broadcast tree: parent (-1 for the root) and each cluster's children in send order. */
  readonly parent: readonly number[];
  readonly children: readonly (readonly number[])[];
  /** Every send, in decision (step) order. */
  readonly edges: readonly GridEdge[];
  /** When each coordinator has the message (0 for the root). */
  readonly arrival: readonly number[];
  /** Each cluster's internal broadcast [intraStart, intraEnd): its completion time is intraEnd. */
  readonly intraStart: readonly number[];
  readonly intraEnd: readonly number[];
  /** The cluster that finishes last (sets the makespan), and the tree path root → it. */
  readonly criticalCluster: number;
  readonly criticalPath: readonly number[];
  /** The lower bound's parts: earliest possible arrival over any relay path, and the cluster that sets it. */
  readonly earliestArrival: readonly number[];
  readonly lowerBoundCluster: number;
};

export const EDITED_RULE = "edited plan";

export function laneLabel(k: number, name: string): string {
  return name === "" ? `P${k}` : `P${k} ${name}`;
}

/** Decision order for a plan without the heuristic's steps: by send start, then arrival, then receiver. */
function stepsFromTiming(model: GridModel, t: GridTiming): Step[] {
  const receivers: number[] = [];
  for (let k = 0; k < model.n; k++) if (k !== model.root) receivers.push(k);
  const key = (k: number) => [t.sendStart[k] as number, t.arrival[k] as number, k] as const;
  receivers.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return ka[0] - kb[0] || ka[1] - kb[1] || ka[2] - kb[2];
  });
  return receivers.map((k) => {
    const i = t.parent[k] as number;
    const start = t.sendStart[k] as number;
    const has = t.arrival[i] as number;
    const pos = t.position[k] as number;
    // What the replayed send waited for: P_i having the message, or P_i's previous send (its gap g).
    const why =
      pos === 0 || !(start > has)
        ? `waits for P${i} to have the message (at ${formatNumber(has)})`
        : `waits for P${i}'s previous send to end (at ${formatNumber(start)}; g_ij keeps a sender busy)`;
    return {
      sender: i,
      receiver: k,
      message: 0,
      complete: t.arrival[k] as number,
      rule: `${EDITED_RULE} — replay: P${i}'s ${ordinal(pos + 1)} send, to P${k}; ${why}`,
      candidates: [
        scoredCandidate(
          i,
          k,
          0,
          [
            { name: "RT_i", value: start },
            { name: "g_ij + L_ij", value: (t.arrival[k] as number) - start },
          ],
          "RT+g+L",
        ),
      ],
    };
  });
}

/** Index in `steps` of the decision that sent to each cluster; checks the steps describe the plan. */
function stepIndexByReceiver(model: GridModel, t: GridTiming, steps: readonly Step[]): Int32Array {
  const at = new Int32Array(model.n).fill(-1);
  if (steps.length !== model.n - 1) {
    throw new PlanError(`the plan has ${model.n - 1} sends but ${steps.length} steps describe it`);
  }
  steps.forEach((s, i) => {
    if (
      s.receiver < 0 ||
      s.receiver >= model.n ||
      t.parent[s.receiver] !== s.sender ||
      (at[s.receiver] as number) >= 0
    ) {
      throw new PlanError(`decision ${i + 1} (P${s.sender} → P${s.receiver}) is not a send of the plan`, i);
    }
    at[s.receiver] = i;
  });
  return at;
}

export function replay(
  s: GridScenario,
  plan: GridPlan,
  algorithm: string,
  givenSteps: readonly Step[] | undefined,
): Replayed<GridDetails> {
  const model = gridModel(s);
  const t = timePlan(model, plan);
  const steps = givenSteps ?? stepsFromTiming(model, t);
  const stepOf = stepIndexByReceiver(model, t, steps);
  const { n, root } = model;

  const lastStep = new Int32Array(n).fill(-1);
  for (let k = 0; k < n; k++) {
    if (k === root) continue;
    const i = stepOf[k] as number;
    const p = t.parent[k] as number;
    lastStep[k] = Math.max(lastStep[k] as number, i);
    lastStep[p] = Math.max(lastStep[p] as number, i);
  }

  const tasks: Task[] = [];
  for (const k of t.order) {
    for (const c of plan.children[k] ?? []) {
      const step = stepOf[c] as number;
      const at = tasks.length;
      tasks.push({
        node: k,
        kind: "send",
        peer: c,
        message: 0,
        start: t.sendStart[c] as number,
        end: t.sendEnd[c] as number,
        match: at + 1,
        stage: "inter-cluster",
        step,
      });
      const arrival = t.arrival[c] as number;
      tasks.push({
        node: c,
        kind: "recv",
        peer: k,
        message: 0,
        start: arrival,
        end: arrival,
        posted: arrival,
        arrival,
        match: at,
        stage: "inter-cluster",
        step,
      });
    }
    const intra: Task = {
      node: k,
      kind: "intra",
      peer: -1,
      message: 0,
      start: t.intraStart[k] as number,
      end: t.intraEnd[k] as number,
      stage: "intra-cluster",
    };
    const last = lastStep[k] as number;
    tasks.push(last >= 0 ? { ...intra, step: last } : intra);
  }

  const parent = Array.from(t.parent);
  const children = plan.children.map((list) => [...list]);
  const arrival = Array.from(t.arrival);
  const tree: MessageTree = { message: 0, root, parent, complete: arrival, children };
  const bound = gridLowerBound(model);

  let criticalCluster = root;
  for (let k = 0; k < n; k++) {
    if ((t.intraEnd[k] as number) > (t.intraEnd[criticalCluster] as number)) criticalCluster = k;
  }
  const criticalPath: number[] = [];
  for (let k = criticalCluster; k >= 0; k = t.parent[k] as number) criticalPath.unshift(k);

  const edges: GridEdge[] = steps.map((st, i) => ({
    sender: st.sender,
    receiver: st.receiver,
    position: t.position[st.receiver] as number,
    start: t.sendStart[st.receiver] as number,
    end: t.sendEnd[st.receiver] as number,
    arrival: t.arrival[st.receiver] as number,
    step: i,
  }));

  const predicted = s.clusters.flatMap((c, k) => (typeof c.intra === "number" ? [] : [`P${k}`]));
  const notes = [
    "A send i → j keeps i busy g; j has the message at RT + g + L (receiving is free) and broadcasts " +
      "inside (T) after its last send.",
  ];
  if (predicted.length > 0) {
    notes.push(`T of ${predicted.join(", ")} predicted as ⌈log2 size⌉·(g + L), a binomial tree (pLogP).`);
  }

  const schedule: Schedule = {
    family: "grid",
    algorithm,
    timeUnit: s.timeUnit,
    lanes: s.clusters.map((c, k) => laneLabel(k, c.name)),
    messages: [`broadcast from P${root}`],
    tasks,
    makespan: t.makespan,
    lowerBound: bound.value,
    steps,
    trees: [tree],
    notes,
  };
  const details: GridDetails = {
    root,
    clusterNames: s.clusters.map((c) => c.name),
    sizes: s.clusters.map((c) => c.size),
    intraTime: Array.from(model.intra),
    intraPredicted: [...model.intraPredicted],
    parent,
    children,
    edges,
    arrival,
    intraStart: Array.from(t.intraStart),
    intraEnd: Array.from(t.intraEnd),
    criticalCluster,
    criticalPath,
    earliestArrival: Array.from(bound.earliestArrival),
    lowerBoundCluster: bound.cluster,
  };
  return { schedule, details };
}
