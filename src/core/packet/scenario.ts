// Scenario of the packet family (Kesavan–Panda Sec. 2.5, 3, 4, 5.2): n nodes counting the source, m
// packets, the k of the k-binomial tree (null: Theorem 3's optimum), the network interface (FPFS and
// FCFS of Sec. 3, or the conventional store-and-forward interface of Sec. 2.2–2.3) and the timing
// t_s, t_r (host overheads) and t_ns, t_nr (interface overheads; one step is t_ns + t_nr). An optional
// node `order` (the contention-free ordering of Sec. 4.3.2; its first node is the source) and an
// optional user-edited `plan` (each node's children, in send order).
import { z } from "zod";
import { commonFields, count, nonNegative } from "../scenario/fields";
import type { TimeUnit } from "../units";
import { maxK } from "./theory";

export const PACKET_LIMITS = {
  nodes: 1024,
  packets: 1024,
  /** (n−1)·m packet transmissions: the simulator's work and the size of its output. */
  transmissions: 131072,
  time: 1e9,
} as const;

/** Sec. 5.2's defaults, in µs. */
export const DEFAULT_TIMING = { ts: 12.5, tr: 12.5, tns: 3, tnr: 2 } as const;

export const PACKET_INTERFACES = ["fpfs", "fcfs", "conventional"] as const;
export type PacketInterface = (typeof PACKET_INTERFACES)[number];

const time = (what: string) =>
  nonNegative(what).max(PACKET_LIMITS.time, `${what} is limited to ${PACKET_LIMITS.time}`);

export const timingSchema = z.strictObject({
  ts: time("timing.ts (sender start-up t_s)").default(DEFAULT_TIMING.ts),
  tr: time("timing.tr (receiver overhead t_r)").default(DEFAULT_TIMING.tr),
  tns: time("timing.tns (interface send t_ns)").default(DEFAULT_TIMING.tns),
  tnr: time("timing.tnr (interface receive t_nr)").default(DEFAULT_TIMING.tnr),
});

export type PacketTiming = z.infer<typeof timingSchema>;

/** A tree: children[v] are v's children in send order; the source is order[0] (P0 by default). */
export const packetPlanSchema = z.strictObject({
  children: z
    .array(
      z
        .array(z.number().int("a child must be a node number"), {
          error: "each entry must be a list of nodes",
        })
        .max(PACKET_LIMITS.nodes, `a child list is limited to ${PACKET_LIMITS.nodes} nodes`),
      { error: "plan.children must be a list (one per node) of child lists" },
    )
    .max(PACKET_LIMITS.nodes, `plan.children is limited to ${PACKET_LIMITS.nodes} lists (one per node)`),
});

export type PacketPlan = z.infer<typeof packetPlanSchema>;

export const packetScenarioSchema = z
  .strictObject({
    ...commonFields,
    kind: z.literal("packet-multicast"),
    nodes: count("nodes (n, counting the source)", 2, PACKET_LIMITS.nodes),
    packets: count("packets (m)", 1, PACKET_LIMITS.packets),
    k: z
      .number({ error: "k must be a number or null (null: the optimal k of Theorem 3)" })
      .int("k must be a whole number")
      .nullable()
      .default(null),
    interface: z
      .enum(PACKET_INTERFACES, { error: `interface must be one of ${PACKET_INTERFACES.join(", ")}` })
      .default("fpfs"),
    timing: timingSchema.default({ ...DEFAULT_TIMING }),
    order: z
      .array(z.number({ error: "order must list node numbers" }))
      .max(PACKET_LIMITS.nodes, `order is limited to ${PACKET_LIMITS.nodes} nodes`)
      .optional(),
    plan: packetPlanSchema.optional(),
  })
  .superRefine((s, ctx) => {
    const n = s.nodes;
    const transmissions = (n - 1) * s.packets;
    if (transmissions > PACKET_LIMITS.transmissions) {
      ctx.addIssue({
        code: "custom",
        path: ["packets"],
        message: `(nodes − 1) × packets is limited to ${PACKET_LIMITS.transmissions} transmissions, got ${transmissions}`,
      });
    }
    if (s.k !== null && (s.k < 1 || s.k > maxK(n))) {
      ctx.addIssue({
        code: "custom",
        path: ["k"],
        message: `must be between 1 and ⌈log2 n⌉ = ${maxK(n)} for n = ${n} nodes (Theorem 3), got ${s.k}`,
      });
    }
    if (!(s.timing.tns + s.timing.tnr > 0)) {
      ctx.addIssue({
        code: "custom",
        path: ["timing"],
        message: "tns + tnr (one step, t_step) must be > 0",
      });
    }
    if (s.order !== undefined) checkPermutation(s.order, n, ctx);
  });

function checkPermutation(order: readonly number[], n: number, ctx: z.RefinementCtx): void {
  if (order.length !== n) {
    ctx.addIssue({
      code: "custom",
      path: ["order"],
      message: `must be a permutation of 0…${n - 1} (one entry per node), has ${order.length} entries`,
    });
    return;
  }
  const seen = new Set<number>();
  order.forEach((v, i) => {
    if (!Number.isInteger(v) || v < 0 || v >= n) {
      ctx.addIssue({
        code: "custom",
        path: ["order", i],
        message: `must be a node number in 0…${n - 1} (order is a permutation), got ${v}`,
      });
    } else if (seen.has(v)) {
      ctx.addIssue({
        code: "custom",
        path: ["order", i],
        message: `P${v} appears twice (order must be a permutation of 0…${n - 1})`,
      });
    }
    seen.add(v);
  });
}

export interface PacketScenario {
  readonly version: 1;
  readonly kind: "packet-multicast";
  readonly name?: string;
  readonly timeUnit: TimeUnit;
  readonly seed: number;
  readonly nodes: number;
  readonly packets: number;
  readonly k: number | null;
  readonly interface: PacketInterface;
  readonly timing: PacketTiming;
  readonly order?: readonly number[];
  readonly plan?: PacketPlan;
}

/** The node ordering the trees are built on (identity by default); order[0] is the source. */
export function nodeOrder(s: PacketScenario): number[] {
  return s.order ? s.order.slice() : Array.from({ length: s.nodes }, (_, i) => i);
}

export function sourceOf(s: PacketScenario): number {
  return s.order?.[0] ?? 0;
}

/** One step: an interface sends a packet copy and the other receives it, t_step = t_ns + t_nr. */
export function stepTime(timing: PacketTiming): number {
  return timing.tns + timing.tnr;
}
