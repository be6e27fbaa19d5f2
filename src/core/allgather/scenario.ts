// Scenario of the allgather family (Wu–Yeh, "Efficient All-to-All Broadcast in Heterogeneous Network
// of Workstations", Sec. 2 and 4): per node the sending overhead T_send (= T_hold) and the receiving
// overhead T_recv, per ordered pair the end-to-end latency T_end(i,j) (it includes both overheads).
// `agents` forces the number of agents m; `clusters` is an explicit grouping [[agent, client, …], …]
// and wins over `agents` (docs/cost-models.md, allgather). `plan` holds a user-edited plan.
import { z } from "zod";
import { checkSquare, commonFields, count, pairValue, pairValues, type PairValues } from "../scenario/fields";
import type { TimeUnit } from "../units";
import { compareTimes, definitelyLess } from "../tolerance";
import { groupingIssues } from "./grouping";

export const ALLGATHER_LIMITS = { nodes: 256, time: 1e9, tasksPerNode: 4096 } as const;

const time = (what: string) =>
  z
    .number({
      error: (iss) => (iss.input === undefined ? `${what} is required` : `${what} must be a number`),
    })
    .positive(`${what} must be > 0`)
    .max(ALLGATHER_LIMITS.time, `${what} is limited to ${ALLGATHER_LIMITS.time}`);

export const allgatherNodeSchema = z.strictObject({
  tSend: time("tSend (T_send)"),
  tRecv: time("tRecv (T_recv)"),
});

const nodeIndex = count("node", 0, ALLGATHER_LIMITS.nodes - 1);

/** Stage names on tasks (the Gantt view colours by them). */
export const STAGES = ["gather", "exchange", "distribute", "broadcast"] as const;
export type Stage = (typeof STAGES)[number];

export const ALLGATHER_ALGORITHM_IDS = ["gather-broadcast", "two-step", "simultaneous"] as const;
export type AllgatherAlgorithmId = (typeof ALLGATHER_ALGORITHM_IDS)[number];

/** One task of a node's ordered list: send the data of `messages` to `peer`, or receive from `peer`. */
export const allgatherPlanTaskSchema = z.discriminatedUnion("op", [
  z.strictObject({
    op: z.literal("send"),
    peer: nodeIndex,
    messages: z
      .array(nodeIndex)
      .min(1, "a send carries at least one message")
      .max(ALLGATHER_LIMITS.nodes, `a send carries at most ${ALLGATHER_LIMITS.nodes} messages`),
    stage: z.enum(STAGES),
  }),
  z.strictObject({ op: z.literal("recv"), peer: nodeIndex, stage: z.enum(STAGES) }),
]);

/**
 * A plan: the grouping it was built for and every node's ordered task list. The k-th receive on node j
 * from node i takes the k-th send from i to j (first in, first out per ordered pair).
 */
export const allgatherPlanSchema = z.strictObject({
  algorithm: z.enum(ALLGATHER_ALGORITHM_IDS),
  clusters: z
    .array(
      z
        .array(nodeIndex)
        .max(ALLGATHER_LIMITS.nodes, `a cluster is limited to ${ALLGATHER_LIMITS.nodes} nodes`),
    )
    .max(ALLGATHER_LIMITS.nodes, `plan.clusters is limited to ${ALLGATHER_LIMITS.nodes} clusters`),
  tasks: z
    .array(
      z
        .array(allgatherPlanTaskSchema)
        .max(
          ALLGATHER_LIMITS.tasksPerNode,
          `a node's task list is limited to ${ALLGATHER_LIMITS.tasksPerNode}`,
        ),
    )
    .max(ALLGATHER_LIMITS.nodes, `plan.tasks is limited to ${ALLGATHER_LIMITS.nodes} lists (one per node)`),
});

/**
 * The order in which an agent serves its clients in stage 3 (Def. 4's "j-th client it served"):
 * "assignment" — the order the clients were assigned, fastest first for the cost model's grouping
 * (Sec. 5.1), the listed order for an explicit grouping; the paper's reading and the default.
 * "largest-end-first" — the largest T_end(agent, client) first, ties to the lower index.
 */
export const SERVE_ORDERS = ["assignment", "largest-end-first"] as const;
export type ServeOrder = (typeof SERVE_ORDERS)[number];

export type AllgatherPlanTask = z.infer<typeof allgatherPlanTaskSchema>;
export type AllgatherPlan = z.infer<typeof allgatherPlanSchema>;

export const allgatherScenarioSchema = z
  .strictObject({
    ...commonFields,
    kind: z.literal("allgather"),
    nodes: z
      .array(allgatherNodeSchema)
      .min(2, "needs at least 2 nodes")
      .max(ALLGATHER_LIMITS.nodes, `nodes is limited to ${ALLGATHER_LIMITS.nodes}`),
    tEnd: pairValues(
      "tEnd",
      z
        .number({ error: "tEnd (T_end) must be a number" })
        .min(0, "tEnd (T_end) must be ≥ 0")
        .max(ALLGATHER_LIMITS.time, `tEnd (T_end) is limited to ${ALLGATHER_LIMITS.time}`),
    ),
    agents: count("agents", 1, ALLGATHER_LIMITS.nodes).nullable().default(null),
    clusters: z
      .array(
        z
          .array(nodeIndex)
          .min(1, "a cluster cannot be empty: it needs its agent first")
          .max(ALLGATHER_LIMITS.nodes, `a cluster is limited to ${ALLGATHER_LIMITS.nodes} nodes`),
        {
          error: "clusters must be null or a list of clusters [agent, client, …]",
        },
      )
      .max(ALLGATHER_LIMITS.nodes, `clusters is limited to ${ALLGATHER_LIMITS.nodes} clusters`)
      .nullable()
      .default(null),
    serveOrder: z
      .enum(SERVE_ORDERS, { error: 'serveOrder must be "assignment" or "largest-end-first"' })
      .optional(),
    plan: allgatherPlanSchema.optional(),
  })
  .superRefine((s, ctx) => {
    const n = s.nodes.length;
    checkSquare(s.tEnd, n, "tEnd", ctx, { diagonalMayBeNull: true });
    checkEndCoversReceive(s.tEnd, s.nodes, ctx);
    if (s.agents !== null && s.agents > n) {
      ctx.addIssue({ code: "custom", path: ["agents"], message: `must be at most the ${n} nodes` });
    }
    if (s.clusters !== null) {
      for (const issue of groupingIssues(s.clusters, n)) {
        ctx.addIssue({ code: "custom", path: ["clusters", ...issue.path], message: issue.message });
      }
    }
  });

/** T_end(i,j) includes the receiver's overhead (Sec. 2), so it must be ≥ T_recv(j); else a message would be taken in before it was sent. */
function checkEndCoversReceive(
  tEnd: PairValues,
  nodes: readonly { tRecv: number }[],
  ctx: z.RefinementCtx,
): void {
  const n = nodes.length;
  if (typeof tEnd !== "number" && (tEnd.length !== n || tEnd.some((row) => row.length !== n))) return;
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const v = pairValue(tEnd, i, j);
      const r = (nodes[j] as { tRecv: number }).tRecv;
      if (definitelyLess(v, r)) {
        const path = typeof tEnd === "number" ? ["tEnd"] : ["tEnd", i, j];
        ctx.addIssue({
          code: "custom",
          path,
          message: `T_end(P${i}→P${j}) = ${v} is less than T_recv(P${j}) = ${r}; T_end includes the receive overhead`,
        });
        if (typeof tEnd === "number") return;
      }
    }
  }
}

export interface AllgatherScenario {
  readonly version: 1;
  readonly kind: "allgather";
  readonly name?: string;
  readonly timeUnit: TimeUnit;
  readonly seed: number;
  readonly nodes: readonly z.infer<typeof allgatherNodeSchema>[];
  readonly tEnd: PairValues;
  readonly agents: number | null;
  readonly clusters: readonly (readonly number[])[] | null;
  /** Stage 3's serve order (absent: "assignment", the paper's). */
  readonly serveOrder?: ServeOrder;
  readonly plan?: AllgatherPlan;
}

/** The cost model's numbers in flat typed arrays (what every algorithm here reads). */
export interface Model {
  readonly n: number;
  readonly tSend: Float64Array;
  readonly tRecv: Float64Array;
  /** tEnd[i * n + j] = T_end(i→j); the diagonal is 0. */
  readonly tEnd: Float64Array;
  /** Stage 3's serve order (absent: "assignment"). */
  readonly serveOrder?: ServeOrder;
}

export function modelOf(s: AllgatherScenario): Model {
  const n = s.nodes.length;
  const tSend = new Float64Array(n);
  const tRecv = new Float64Array(n);
  const tEnd = new Float64Array(n * n);
  s.nodes.forEach((node, i) => {
    tSend[i] = node.tSend;
    tRecv[i] = node.tRecv;
  });
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) tEnd[i * n + j] = i === j ? 0 : pairValue(s.tEnd, i, j);
  }
  return { n, tSend, tRecv, tEnd, serveOrder: s.serveOrder ?? "assignment" };
}

export const endToEnd = (model: Model, from: number, to: number): number =>
  model.tEnd[from * model.n + to] as number;

/** T_send + T_recv: smaller is faster (docs/cost-models.md: agents and clients are ranked by it). */
export const speedOf = (model: Model, i: number): number =>
  (model.tSend[i] as number) + (model.tRecv[i] as number);

/** Node indices fastest first; ties (within the relative tolerance) to the lower index. */
export function speedOrder(model: Model): number[] {
  const order = Array.from({ length: model.n }, (_, i) => i);
  order.sort((a, b) => compareTimes(speedOf(model, a), speedOf(model, b)) || a - b);
  return order;
}
