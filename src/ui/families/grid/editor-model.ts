// Pure edits behind the grid editor (Steffenel–Mounié Sec. 3; docs/cost-models.md): add or remove a
// cluster (its row and column of g and L go with it), switch a cluster between a given T and a T
// predicted from its own {g, L}. (One value for all pairs ↔ a matrix: components/pair-matrix.ts.)
import { predictIntraTime } from "../../../core/grid/model";
import type { GridCluster, GridScenario } from "../../../core/grid/scenario";
import type { PairValues } from "../../../core/scenario/fields";
import { matrixStats, withoutIndex } from "../../components/pair-matrix";

type Explicit = Omit<GridScenario, "plan"> & { plan?: GridScenario["plan"] };

const dropPlan = (s: Explicit): Explicit => {
  const { plan: _plan, ...rest } = s;
  return rest;
};

function withExtra(v: PairValues, n: number): PairValues {
  if (typeof v === "number") return v;
  // The new cluster's links get the mean of the existing ones, so the grid stays plausible.
  const mean = n < 2 ? 0 : Number(matrixStats(v, n).mean.toPrecision(6));
  return [
    ...v.map((row) => [...row, mean]),
    Array.from({ length: n + 1 }, (_, j) => (j === n ? null : mean)),
  ];
}

/** Removes cluster k: its row and column go, the root and the plan follow (the plan is dropped). */
export function removeCluster(s: Explicit, k: number): Explicit {
  const root = s.root === k ? 0 : s.root > k ? s.root - 1 : s.root;
  return dropPlan({
    ...s,
    root,
    clusters: s.clusters.filter((_, i) => i !== k),
    gap: withoutIndex(s.gap, k),
    latency: withoutIndex(s.latency, k),
  });
}

/** Appends a cluster like the last one, its links the mean of the others. */
export function addCluster(s: Explicit): Explicit {
  const n = s.clusters.length;
  const last = s.clusters[n - 1] ?? { name: "", size: 1, intra: 0 };
  return dropPlan({
    ...s,
    clusters: [...s.clusters, { ...last, name: `cluster ${n}` }],
    gap: withExtra(s.gap, n),
    latency: withExtra(s.latency, n),
  });
}

/** Rounds of a binomial broadcast among `size` machines: ⌈log2 size⌉. */
export function binomialRounds(size: number): number {
  return size <= 1 ? 0 : Math.ceil(Math.log2(size));
}

/** The T a cluster's broadcast takes (given, or predicted). */
export function clusterT(c: GridCluster): number {
  return typeof c.intra === "number" ? c.intra : predictIntraTime(c.size, c.intra.g, c.intra.L);
}

/**
 * Switches to a predicted T: L = 0 and g chosen so that the prediction keeps the given T (a one-machine
 * cluster has no rounds, so its T becomes 0).
 */
export function toPredicted(c: GridCluster): GridCluster {
  if (typeof c.intra !== "number") return c;
  const rounds = binomialRounds(c.size);
  return { ...c, intra: { g: rounds === 0 ? 0 : Number((c.intra / rounds).toPrecision(6)), L: 0 } };
}

/** Switches to a given T: the current prediction. */
export function toGiven(c: GridCluster): GridCluster {
  return typeof c.intra === "number" ? c : { ...c, intra: Number(clusterT(c).toPrecision(9)) };
}

/** How a predicted T is computed, for a tooltip: "⌈log2 31⌉·(40 + 0.04756) = 5·40.04756". */
export function predictionText(c: GridCluster): string {
  if (typeof c.intra === "number") return "";
  const rounds = binomialRounds(c.size);
  return `⌈log2 ${c.size}⌉·(g + L) = ${rounds}·(${c.intra.g} + ${c.intra.L})`;
}
