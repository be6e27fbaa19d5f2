// Seeded generator of redistribution scenarios, as Bhat et al. Sec. 5 step 1: "the simulator accepts
// the minimum and maximum bandwidth values, and randomly generates bandwidth values in this range for
// every processor pair". Bandwidths are given in MB/s (10^6 bytes/s) and stored in bytes per time unit
// (mBps in units.ts). A pair's bandwidth is the same both ways unless `symmetric` is false. Start-up is
// 0 by default, as in the paper's experiments (footnote 2). Fig. 5b's heterogeneity v (in %) is the
// range [10, 10·(1 + v/100)] MB/s (docs/cost-models.md, redistribution): see heterogeneityRange.
import { z } from "zod";
import { defineGenerator } from "../family";
import { createRng } from "../random";
import { count, nonNegative, positive, timeUnitSchema } from "../scenario/fields";
import { mBps, type TimeUnit } from "../units";
import { REDISTRIBUTION_LIMITS, type RedistributionScenario } from "./scenario";

export const RANDOM_GENERATOR_ID = "redistribution-random@1";

/** Largest bandwidth a generator draws, MB/s. */
const MAX_MBPS = 1e6;

export const randomParamsSchema = z
  .strictObject({
    processors: count("processors (P)", 2, REDISTRIBUTION_LIMITS.processors),
    K: count("K", 1, REDISTRIBUTION_LIMITS.K),
    elements: count("elements (N)", 1, REDISTRIBUTION_LIMITS.elements),
    blockSize: count("blockSize (x)", 1, REDISTRIBUTION_LIMITS.blockSize),
    elementBytes: positive("elementBytes").max(
      REDISTRIBUTION_LIMITS.elementBytes,
      `elementBytes is limited to ${REDISTRIBUTION_LIMITS.elementBytes}`,
    ),
    minMBps: positive("minMBps (smallest bandwidth, MB/s)").max(
      MAX_MBPS,
      `minMBps is limited to ${MAX_MBPS}`,
    ),
    maxMBps: positive("maxMBps (largest bandwidth, MB/s)").max(MAX_MBPS, `maxMBps is limited to ${MAX_MBPS}`),
    startup: nonNegative("startup (T, in the time unit)"),
    symmetric: z.boolean({ error: "symmetric must be true or false" }),
    timeUnit: timeUnitSchema,
  })
  .superRefine((p, ctx) => {
    if (p.maxMBps < p.minMBps) {
      ctx.addIssue({
        code: "custom",
        path: ["maxMBps"],
        message: `maxMBps (${p.maxMBps}) must be ≥ minMBps (${p.minMBps})`,
      });
    }
    if (p.elements % p.blockSize !== 0) {
      ctx.addIssue({
        code: "custom",
        path: ["elements"],
        message: `N = ${p.elements} is not a multiple of the block size x = ${p.blockSize} (the paper assumes x divides N)`,
      });
    }
  });

export type RandomParams = z.infer<typeof randomParamsSchema>;

/** Sec. 5's settings: bandwidth 10–200 MB/s, start-up 0. */
export const RANDOM_DEFAULTS: RandomParams = {
  processors: 16,
  K: 8,
  elements: 1_000_000,
  blockSize: 1,
  elementBytes: 8,
  minMBps: 10,
  maxMBps: 200,
  startup: 0,
  symmetric: true,
  timeUnit: "us",
};

/** Fig. 5b: heterogeneity v % means bandwidth in [10, 10·(1 + v/100)] MB/s. */
export function heterogeneityRange(percent: number): { minMBps: number; maxMBps: number } {
  return { minMBps: 10, maxMBps: 10 * (1 + percent / 100) };
}

/** A P×P bandwidth matrix in bytes per time unit, drawn uniformly in [min, max] MB/s; null diagonal. */
export function randomBandwidth(
  processors: number,
  minMBps: number,
  maxMBps: number,
  symmetric: boolean,
  unit: TimeUnit,
  seed: number,
): (number | null)[][] {
  const rng = createRng(seed);
  const m: (number | null)[][] = Array.from({ length: processors }, () =>
    new Array<number | null>(processors).fill(null),
  );
  for (let i = 0; i < processors; i++) {
    for (let j = symmetric ? i + 1 : 0; j < processors; j++) {
      if (i === j) continue;
      const b = mBps(rng.uniform(minMBps, maxMBps), unit);
      (m[i] as (number | null)[])[j] = b;
      if (symmetric) (m[j] as (number | null)[])[i] = b;
    }
  }
  return m;
}

/**
 * Expands the parameters into the scenario's data fields. It also sets `timeUnit`, because the
 * bandwidths it writes are in bytes per that unit (a document's own timeUnit would override it).
 */
export function expandRandom(params: RandomParams, seed: number): Record<string, unknown> {
  return {
    processors: params.processors,
    K: params.K,
    elements: params.elements,
    blockSize: params.blockSize,
    elementBytes: params.elementBytes,
    startup: params.startup,
    bandwidth: randomBandwidth(
      params.processors,
      params.minMBps,
      params.maxMBps,
      params.symmetric,
      params.timeUnit,
      seed,
    ),
    timeUnit: params.timeUnit,
  };
}

export const randomGenerator = defineGenerator<RedistributionScenario, RandomParams>({
  id: RANDOM_GENERATOR_ID,
  kind: "redistribution",
  title: "ℜ_x(K, P) with random bandwidths in a range (Sec. 5)",
  params: randomParamsSchema,
  defaults: RANDOM_DEFAULTS,
  labels: {
    processors: "P (processors)",
    K: "K (factor)",
    elements: "N (elements)",
    blockSize: "x (block size)",
    elementBytes: "element size (bytes)",
    minMBps: "min bandwidth (MB/s)",
    maxMBps: "max bandwidth (MB/s)",
    startup: "start-up T (time unit)",
    symmetric: "same both ways",
    timeUnit: "time unit (if the scenario names none)",
  },
  // The document's own unit wins, so its bandwidths are in bytes per that unit.
  expand: (p, seed, context) => expandRandom({ ...p, timeUnit: context.timeUnit ?? p.timeUnit }, seed),
});
