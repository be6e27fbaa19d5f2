// Scenario of the multicast family (Wu–Yeh–Liu Sec. 2–3): per-node send/receive overheads
// S(i,l) = Sc(i) + Sm(i)·l and R(j,l) = Rc(j) + Rm(j)·l (Eq. 2–3), X(i,j) per byte (Eq. 1), and the
// multicasts. A message is identified by its index in `multicasts` (two multicasts may share a source).
import { z } from "zod";
import {
  checkSquare,
  commonFields,
  count,
  nonNegative,
  pairValues,
  type PairValues,
  numberList,
} from "../scenario/fields";
import type { TimeUnit } from "../units";

/**
 * 1024 nodes (issue 14: a 1024-node all-to-all, about two million tasks, runs in Node within memory and
 * in the app); an explicit `transmit` matrix is bounded by its cell count (MATRIX_CELL_LIMIT, fields.ts).
 */
export const MULTICAST_LIMITS = { nodes: 1024, multicasts: 1024, bytes: 1e12, planTasks: 300_000 } as const;

/**
 * Every cost (fixed, or per byte) is at most 1e9 in the time unit, so with bytes ≤ 1e12 and the list
 * limits no sum of costs comes near overflow: times stay finite and the 1e-9 tolerance stays meaningful.
 */
export const MULTICAST_COST_LIMIT = 1e9;

const cost = (what: string) =>
  nonNegative(what).max(MULTICAST_COST_LIMIT, `${what} is limited to ${MULTICAST_COST_LIMIT}`);

export const multicastNodeSchema = z.strictObject({
  sendFixed: cost("sendFixed (Sc)"),
  sendPerByte: cost("sendPerByte (Sm)"),
  recvFixed: cost("recvFixed (Rc)"),
  recvPerByte: cost("recvPerByte (Rm)"),
});

export const multicastSchema = z.strictObject({
  source: count("source", 0, MULTICAST_LIMITS.nodes - 1),
  destinations: numberList(count("destination", 0, MULTICAST_LIMITS.nodes - 1), (list) =>
    list
      .min(1, "needs at least one destination")
      .max(
        MULTICAST_LIMITS.nodes - 1,
        `destinations is limited to ${MULTICAST_LIMITS.nodes - 1} (every node but the source)`,
      ),
  ),
  bytes: nonNegative("bytes").max(MULTICAST_LIMITS.bytes, `bytes is limited to ${MULTICAST_LIMITS.bytes}`),
});

/** One task of a node's ordered list: send message `message` to `peer`, or receive it from `peer`. */
export const multicastPlanTaskSchema = z.strictObject({
  op: z.enum(["send", "recv"]),
  peer: count("peer", 0, MULTICAST_LIMITS.nodes - 1),
  message: count("message", 0, MULTICAST_LIMITS.multicasts - 1),
});

/** A plan: each node's ordered task list (the paper's TaskList_i, Sec. 3.1). */
export const multicastPlanSchema = z.strictObject({
  tasks: z
    .array(
      z
        .array(multicastPlanTaskSchema)
        .max(MULTICAST_LIMITS.planTasks, `a task list is limited to ${MULTICAST_LIMITS.planTasks} tasks`),
    )
    .max(MULTICAST_LIMITS.nodes, `plan.tasks is limited to ${MULTICAST_LIMITS.nodes} lists (one per node)`),
});

export type MulticastPlanTask = z.infer<typeof multicastPlanTaskSchema>;
export type MulticastPlan = z.infer<typeof multicastPlanSchema>;

export const multicastScenarioSchema = z
  .strictObject({
    ...commonFields,
    kind: z.literal("multicast"),
    nodes: z
      .array(multicastNodeSchema)
      .min(2, "needs at least 2 nodes")
      .max(MULTICAST_LIMITS.nodes, `nodes is limited to ${MULTICAST_LIMITS.nodes}`),
    transmit: pairValues("transmit", cost("transmit (X, per byte)")).default(0),
    multicasts: z
      .array(multicastSchema)
      .min(1, "needs at least one multicast")
      .max(MULTICAST_LIMITS.multicasts, `multicasts is limited to ${MULTICAST_LIMITS.multicasts}`),
    plan: multicastPlanSchema.optional(),
  })
  .superRefine((s, ctx) => {
    const n = s.nodes.length;
    checkSquare(s.transmit, n, "transmit", ctx, { diagonalMayBeNull: true });
    // seen[d] = k + 1 once P_d is listed by multicast k (a typed array: a million destinations in all).
    const seen = new Int32Array(n);
    s.multicasts.forEach((m, k) => {
      if (m.source >= n) {
        ctx.addIssue({
          code: "custom",
          path: ["multicasts", k, "source"],
          message: `P${m.source} does not exist (${n} nodes)`,
        });
      }
      const repeated = new Set<number>();
      for (let i = 0; i < m.destinations.length; i++) {
        const d = m.destinations[i] as number;
        const fresh = d < n && d !== m.source && seen[d] !== k + 1;
        if (d < n) seen[d] = k + 1;
        if (fresh) continue;
        const path = ["multicasts", k, "destinations", i];
        if (d >= n) ctx.addIssue({ code: "custom", path, message: `P${d} does not exist (${n} nodes)` });
        else if (d === m.source)
          ctx.addIssue({ code: "custom", path, message: `P${d} is the source of this multicast` });
        else if (!repeated.has(d)) {
          // Once per node: a list of 300 copies of P1 gets one message, not 299.
          ctx.addIssue({ code: "custom", path, message: `P${d} is listed twice` });
          repeated.add(d);
        }
      }
    });
  });

export interface MulticastScenario {
  readonly version: 1;
  readonly kind: "multicast";
  readonly name?: string;
  readonly timeUnit: TimeUnit;
  readonly seed: number;
  readonly nodes: readonly z.infer<typeof multicastNodeSchema>[];
  readonly transmit: PairValues;
  readonly multicasts: readonly z.infer<typeof multicastSchema>[];
  readonly plan?: MulticastPlan;
}
