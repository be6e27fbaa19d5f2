// Scenario of the redistribution family (Bhat–Prasanna–Raghavendra): the cyclic(x) → cyclic(Kx)
// redistribution ℜ_x(K, P) of Sec. 2 (P processors, N elements, block size x, factor K) over the
// network model of Sec. 4.1 (start-up T_ij and bandwidth B_ij per ordered pair, or one value for all).
// Bandwidth is in bytes per time unit (docs/scenario-format.md, units); start-up in the time unit.
import { z } from "zod";
import {
  checkSquare,
  commonFields,
  count,
  nonNegative,
  pairValues,
  positive,
  type PairValues,
} from "../scenario/fields";
import type { TimeUnit } from "../units";

export const REDISTRIBUTION_LIMITS = {
  processors: 256,
  K: 1024,
  elements: 1e12,
  blockSize: 1e9,
  elementBytes: 1e6,
  /** Start-up T in the time unit. */
  startup: 1e9,
  /** Bandwidth B in bytes per time unit: bounded below so a message's time N·bytes/B stays finite. */
  minBandwidth: 1e-6,
  maxBandwidth: 1e15,
} as const;

/** A user-edited plan: sends[i] is sender P_i's network messages, by receiver, in the order sent. */
export const redistributionPlanSchema = z.strictObject({
  sends: z
    .array(
      z
        .array(
          z
            .number({ error: "a receiver must be a processor number" })
            .int("a receiver must be a whole number")
            .min(0, "a receiver must be ≥ 0")
            .max(
              REDISTRIBUTION_LIMITS.processors - 1,
              `a receiver is at most P${REDISTRIBUTION_LIMITS.processors - 1}`,
            ),
        )
        .max(
          REDISTRIBUTION_LIMITS.processors,
          `a sender's list is limited to ${REDISTRIBUTION_LIMITS.processors} receivers`,
        ),
      { error: "sends must be one list of receivers per processor" },
    )
    .max(
      REDISTRIBUTION_LIMITS.processors,
      `sends is limited to ${REDISTRIBUTION_LIMITS.processors} lists (one per processor)`,
    ),
});

export type RedistributionPlan = z.infer<typeof redistributionPlanSchema>;

/** The explicit scenario fields, without the cross-field checks (generators reuse the cell rules). */
export const redistributionFields = {
  processors: count("processors (P)", 2, REDISTRIBUTION_LIMITS.processors),
  K: count("K", 1, REDISTRIBUTION_LIMITS.K),
  elements: count("elements (N)", 1, REDISTRIBUTION_LIMITS.elements),
  blockSize: count("blockSize (x)", 1, REDISTRIBUTION_LIMITS.blockSize),
  elementBytes: positive("elementBytes")
    .max(
      REDISTRIBUTION_LIMITS.elementBytes,
      `elementBytes is limited to ${REDISTRIBUTION_LIMITS.elementBytes}`,
    )
    .default(8),
  startup: pairValues(
    "startup",
    nonNegative("startup (T)").max(
      REDISTRIBUTION_LIMITS.startup,
      `startup (T) is limited to ${REDISTRIBUTION_LIMITS.startup}`,
    ),
  ).default(0),
  bandwidth: pairValues(
    "bandwidth",
    positive("bandwidth (B, bytes per time unit)")
      .min(
        REDISTRIBUTION_LIMITS.minBandwidth,
        `bandwidth (B) must be at least ${REDISTRIBUTION_LIMITS.minBandwidth} bytes per time unit`,
      )
      .max(
        REDISTRIBUTION_LIMITS.maxBandwidth,
        `bandwidth (B) is limited to ${REDISTRIBUTION_LIMITS.maxBandwidth} bytes per time unit`,
      ),
  ),
};

export const redistributionScenarioSchema = z
  .strictObject({
    ...commonFields,
    kind: z.literal("redistribution"),
    ...redistributionFields,
    plan: redistributionPlanSchema.optional(),
  })
  .superRefine((s, ctx) => {
    checkSquare(s.startup, s.processors, "startup", ctx, { diagonalMayBeNull: true });
    checkSquare(s.bandwidth, s.processors, "bandwidth", ctx, { diagonalMayBeNull: true });
    if (s.elements % s.blockSize !== 0) {
      ctx.addIssue({
        code: "custom",
        path: ["elements"],
        message: `N = ${s.elements} is not a multiple of the block size x = ${s.blockSize} (the paper assumes x divides N)`,
      });
    }
  });

export interface RedistributionScenario {
  readonly version: 1;
  readonly kind: "redistribution";
  readonly name?: string;
  readonly timeUnit: TimeUnit;
  readonly seed: number;
  /** P */
  readonly processors: number;
  /** The factor by which the block size grows: cyclic(x) → cyclic(Kx). */
  readonly K: number;
  /** N, a multiple of blockSize. */
  readonly elements: number;
  /** x */
  readonly blockSize: number;
  readonly elementBytes: number;
  /** T_ij in the time unit: one value or a P×P matrix [sender][receiver]. */
  readonly startup: PairValues;
  /** B_ij in bytes per time unit: one value or a P×P matrix [sender][receiver]. */
  readonly bandwidth: PairValues;
  readonly plan?: RedistributionPlan;
}
