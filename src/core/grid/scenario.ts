// Scenario of the grid family (Steffenel–Mounié Sec. 3): clusters with a coordinator, the pLogP gap
// g_ij(m) and latency L_ij per ordered pair of coordinators (asymmetric matrices are legitimate), and
// each cluster's internal broadcast time T_k — given, or predicted from the cluster's own {g, L} for a
// binomial tree (docs/cost-models.md, grid).
import { z } from "zod";
import { checkSquare, commonFields, count, matrixTooLarge, type PairValues } from "../scenario/fields";
import type { TimeUnit } from "../units";

export const GRID_LIMITS = { clusters: 256, size: 1_000_000, time: 1e9 } as const;

/** A time in the scenario's unit: finite, ≥ 0, at most GRID_LIMITS.time. */
export const gridTime = (what: string) =>
  z
    .number({
      error: (iss) =>
        typeof iss.input === "number"
          ? `${what} must be finite, got ${iss.input}`
          : `${what} must be a number`,
    })
    .min(0, `${what} must be ≥ 0`)
    .max(GRID_LIMITS.time, `${what} is limited to ${GRID_LIMITS.time}`);

/**
 * One time for every ordered pair, or a C×C matrix (null allowed on the diagonal; sizes are checked by
 * the scenario). Checked entry by entry so a bad entry is named ("gap[1][2]: … must be finite").
 */
export const gridPairValues = (what: string, cell: z.ZodNumber) =>
  z
    .unknown()
    .superRefine((v, ctx) => {
      const check = (x: unknown, path: number[]) => {
        const r = cell.safeParse(x);
        if (!r.success)
          for (const i of r.error.issues) ctx.addIssue({ code: "custom", path, message: i.message });
      };
      if (v === undefined) ctx.addIssue({ code: "custom", message: "is required" });
      else if (typeof v === "number") check(v, []);
      else if (!Array.isArray(v))
        ctx.addIssue({ code: "custom", message: `${what} must be a number or a matrix` });
      else if (matrixTooLarge(what, v) !== null)
        ctx.addIssue({ code: "custom", message: matrixTooLarge(what, v) ?? "", continue: false });
      else
        v.forEach((row: unknown, i) => {
          if (!Array.isArray(row))
            ctx.addIssue({ code: "custom", path: [i], message: `row ${i} must be a list` });
          else row.forEach((x: unknown, j) => x !== null && check(x, [i, j]));
        });
    })
    .transform((v) => v as PairValues);

/** The cluster's own pLogP figures, from which T_k = ⌈log2 size⌉·(g + L) is predicted. */
export const intraPLogPSchema = z.strictObject({
  g: gridTime("intra.g (gap inside the cluster)"),
  L: gridTime("intra.L (latency inside the cluster)"),
});

export const gridClusterSchema = z.strictObject({
  name: z.string().max(80, "a cluster name has at most 80 characters"),
  size: count("size (machines in the cluster)", 1, GRID_LIMITS.size),
  intra: z.union([gridTime("intra (T, the broadcast time inside the cluster)"), intraPLogPSchema], {
    error: "intra must be a time T or {g, L}",
  }),
});

/**
 * A plan: the broadcast tree over clusters. children[k] lists the clusters k sends to, in send order;
 * every cluster but the root appears exactly once.
 */
export const gridPlanSchema = z.strictObject({
  children: z
    .array(
      z
        .array(
          z
            .number()
            .int("a cluster index must be a whole number")
            .min(0, "a cluster index must be ≥ 0")
            .max(GRID_LIMITS.clusters - 1, `a cluster index is at most ${GRID_LIMITS.clusters - 1}`),
        )
        .max(GRID_LIMITS.clusters, `a child list is limited to ${GRID_LIMITS.clusters} clusters`),
    )
    .max(GRID_LIMITS.clusters, `plan.children is limited to ${GRID_LIMITS.clusters} lists`),
});

export type GridCluster = z.infer<typeof gridClusterSchema>;
export type GridPlan = { readonly children: readonly (readonly number[])[] };

export const gridScenarioSchema = z
  .strictObject({
    ...commonFields,
    kind: z.literal("grid-broadcast"),
    root: count("root", 0, GRID_LIMITS.clusters - 1),
    clusters: z
      .array(gridClusterSchema)
      .min(1, "needs at least 1 cluster")
      .max(GRID_LIMITS.clusters, `clusters is limited to ${GRID_LIMITS.clusters}`),
    gap: gridPairValues("gap", gridTime("gap (g)")),
    latency: gridPairValues("latency", gridTime("latency (L)")),
    plan: gridPlanSchema.optional(),
  })
  .superRefine((s, ctx) => {
    const n = s.clusters.length;
    // The diagonal is not an inter-cluster link (Table 3 puts the intra-cluster latency there).
    // (gridPairValues has already named an entry of the wrong type; sizes only for well-formed values.)
    for (const field of ["gap", "latency"] as const) {
      const v: unknown = s[field];
      if (typeof v === "number" || (Array.isArray(v) && v.every((row) => Array.isArray(row)))) {
        checkSquare(s[field], n, field, ctx, { diagonalMayBeNull: true });
      }
    }
    if (s.root >= n) {
      ctx.addIssue({
        code: "custom",
        path: ["root"],
        message: `cluster ${s.root} does not exist (${n} cluster${n === 1 ? "" : "s"}, numbered from 0)`,
      });
    }
    if (s.plan) {
      if (s.plan.children.length !== n) {
        ctx.addIssue({
          code: "custom",
          path: ["plan", "children"],
          message: `must have ${n} lists (one per cluster), has ${s.plan.children.length}`,
        });
      }
      s.plan.children.forEach((list, k) =>
        list.forEach((c, p) => {
          if (c < 0 || c >= n) {
            ctx.addIssue({
              code: "custom",
              path: ["plan", "children", k, p],
              message: `cluster ${c} does not exist (${n} clusters)`,
            });
          }
        }),
      );
    }
  });

export interface GridScenario {
  readonly version: 1;
  readonly kind: "grid-broadcast";
  readonly name?: string;
  readonly timeUnit: TimeUnit;
  readonly seed: number;
  readonly root: number;
  readonly clusters: readonly GridCluster[];
  readonly gap: PairValues;
  readonly latency: PairValues;
  readonly plan?: GridPlan;
}
