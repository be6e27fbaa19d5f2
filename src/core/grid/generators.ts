// Seeded random grids as in Steffenel–Mounié Sec. 6: L, g and T drawn uniformly from Table 2's ranges
// (L 1–15 ms, g 100–600 ms, T 20–3000 ms), per ordered pair of clusters (asymmetric unless asked).
// Values are in the scenario's time unit (ms for Table 2) and rounded to 0.001.
import { z } from "zod";
import { defineGenerator } from "../family";
import { createRng } from "../random";
import { count } from "../scenario/fields";
import { GRID_LIMITS, gridTime, type GridCluster, type GridScenario } from "./scenario";

export const GRID_RANDOM_ID = "grid-random@1";

/** Table 2 of the paper, in ms. */
export const TABLE2_RANGES = {
  latencyMin: 1,
  latencyMax: 15,
  gapMin: 100,
  gapMax: 600,
  intraMin: 20,
  intraMax: 3000,
} as const;

const rangeFields = {
  latencyMin: gridTime("latencyMin"),
  latencyMax: gridTime("latencyMax"),
  gapMin: gridTime("gapMin"),
  gapMax: gridTime("gapMax"),
  intraMin: gridTime("intraMin"),
  intraMax: gridTime("intraMax"),
  sizeMin: count("sizeMin", 1, GRID_LIMITS.size),
  sizeMax: count("sizeMax", 1, GRID_LIMITS.size),
  /** Draw one value per unordered pair (g_ij = g_ji, L_ij = L_ji) instead of per ordered pair. */
  symmetric: z.boolean({ error: "symmetric must be true or false" }),
};

type Ranges = { [K in keyof typeof rangeFields]: z.infer<(typeof rangeFields)[K]> };

/** Checks every min ≤ max and names the pair. */
export function checkRanges(r: Ranges, ctx: z.RefinementCtx): void {
  for (const what of ["latency", "gap", "intra", "size"] as const) {
    if (r[`${what}Min`] > r[`${what}Max`]) {
      ctx.addIssue({
        code: "custom",
        path: [`${what}Max`],
        message: `${what}Max (${r[`${what}Max`]}) must be at least ${what}Min (${r[`${what}Min`]})`,
      });
    }
  }
}

export const RANGE_DEFAULTS: Ranges = { ...TABLE2_RANGES, sizeMin: 2, sizeMax: 128, symmetric: false };

export const gridRandomParamsSchema = z
  .strictObject({
    clusters: count("clusters", 1, GRID_LIMITS.clusters),
    root: count("root", 0, GRID_LIMITS.clusters - 1),
    ...rangeFields,
  })
  .superRefine((p, ctx) => {
    checkRanges(p, ctx);
    if (p.root >= p.clusters) {
      ctx.addIssue({
        code: "custom",
        path: ["root"],
        message: `root must be below clusters (${p.clusters})`,
      });
    }
  });

export type GridRandomParams = z.infer<typeof gridRandomParamsSchema>;

export const GRID_RANDOM_DEFAULTS: GridRandomParams = { clusters: 10, root: 0, ...RANGE_DEFAULTS };

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** The explicit fields of a random grid (root, clusters, gap, latency); deterministic for a seed. */
export function randomGrid(
  p: GridRandomParams,
  seed: number,
): Pick<GridScenario, "root" | "clusters"> & { gap: number[][]; latency: number[][] } {
  const rng = createRng(seed);
  const n = p.clusters;
  const sizes = Array.from({ length: n }, () => rng.int(p.sizeMin, p.sizeMax));
  const clusters: GridCluster[] = sizes.map((size, k) => ({
    name: `cluster ${k}`,
    size,
    intra: round3(rng.uniform(p.intraMin, p.intraMax)),
  }));
  const matrix = (lo: number, hi: number) => {
    const m = Array.from({ length: n }, () => new Array<number>(n).fill(0));
    for (let i = 0; i < n; i++) {
      for (let j = p.symmetric ? i + 1 : 0; j < n; j++) {
        if (i === j) continue;
        const v = round3(rng.uniform(lo, hi));
        (m[i] as number[])[j] = v;
        if (p.symmetric) (m[j] as number[])[i] = v;
      }
    }
    return m;
  };
  const gap = matrix(p.gapMin, p.gapMax);
  const latency = matrix(p.latencyMin, p.latencyMax);
  return { root: p.root, clusters, gap, latency };
}

export const gridRandomGenerator = defineGenerator<GridScenario, GridRandomParams>({
  id: GRID_RANDOM_ID,
  kind: "grid-broadcast",
  title: "Random grid (Table 2's ranges)",
  params: gridRandomParamsSchema,
  defaults: GRID_RANDOM_DEFAULTS,
  expand: (params, seed) => randomGrid(params, seed),
});
