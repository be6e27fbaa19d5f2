// Ready-made grids: the 88-machine GRID5000 grid of Steffenel–Mounié Sec. 7 (Table 3's latencies, with
// g and T ASSUMED since the paper gives none), random grids from Table 2's ranges (Sec. 6), and a small
// hand-built grid on which the heuristics disagree (for step-through in class).
import type { Preset, ScenarioDoc } from "../family";
import { convertTime } from "../units";
import { GRID_RANDOM_ID } from "./generators";

/** Table 3 (µs; diagonal: latency between two machines of one cluster, null for one-machine clusters). */
export const TABLE3_LATENCY_US: readonly (readonly (number | null)[])[] = [
  [47.56, 62.1, 12181.52, 12187.24, 12197.49, 5210.99],
  [62.1, 47.92, 12181.52, 12198.03, 12195.22, 5211.47],
  [12181.52, 12181.52, 35.52, 60.08, 60.08, 5388.49],
  [12187.24, 12198.03, 60.08, null, 242.47, 5393.98],
  [12197.49, 12195.22, 60.08, 242.47, null, 5394.1],
  [5210.99, 5211.47, 5388.49, 5393.98, 5394.1, 27.53],
];

export const TABLE3_CLUSTERS = [
  { name: "31 x Orsay", size: 31, site: "Orsay" },
  { name: "29 x Orsay", size: 29, site: "Orsay" },
  { name: "6 x IDPOT", size: 6, site: "IDPOT" },
  { name: "1 x IDPOT", size: 1, site: "IDPOT" },
  { name: "1 x IDPOT", size: 1, site: "IDPOT" },
  { name: "20 x Toulouse", size: 20, site: "Toulouse" },
] as const;

/** ASSUMED (the paper gives no g for this grid): gaps in ms, within one site and between sites. */
export const GRID5000_ASSUMED = { gapSameSite: 150, gapOtherSite: 400, intraGap: 40 } as const;

const ms = (us: number) => convertTime(us, "us", "ms");

export function grid5000Doc(): ScenarioDoc {
  const { gapSameSite, gapOtherSite, intraGap } = GRID5000_ASSUMED;
  return {
    version: 1,
    kind: "grid-broadcast",
    name: "GRID5000, 88 machines in 6 clusters (Table 3; g and T ASSUMED)",
    timeUnit: "ms",
    seed: 1,
    root: 0,
    clusters: TABLE3_CLUSTERS.map((c, k) => ({
      name: c.name,
      size: c.size,
      // A one-machine cluster has nothing to broadcast inside; the others predict T from their own
      // latency (Table 3's diagonal) and an assumed gap.
      intra: c.size === 1 ? 0 : { g: intraGap, L: ms(TABLE3_LATENCY_US[k]?.[k] ?? 0) },
    })),
    gap: TABLE3_CLUSTERS.map((a, i) =>
      TABLE3_CLUSTERS.map((b, j) => (i === j ? null : a.site === b.site ? gapSameSite : gapOtherSite)),
    ),
    latency: TABLE3_LATENCY_US.map((row) => row.map((v) => (v === null ? null : ms(v)))),
  };
}

/**
 * Four clusters on which the heuristics disagree (ms): a fast neighbour, a remote cluster, and a big
 * slow cluster whose internal broadcast dominates. Values worked by hand in the tests.
 */
export function teachingDoc(): ScenarioDoc {
  return {
    version: 1,
    kind: "grid-broadcast",
    name: "Four clusters: a fast neighbour and a big slow cluster",
    timeUnit: "ms",
    seed: 1,
    root: 0,
    clusters: [
      { name: "root site", size: 16, intra: 100 },
      { name: "fast neighbour", size: 4, intra: 50 },
      { name: "big slow cluster", size: 512, intra: 2000 },
      { name: "remote", size: 16, intra: 100 },
    ],
    gap: [
      [0, 100, 300, 300],
      [100, 0, 300, 100],
      [300, 300, 0, 300],
      [300, 100, 300, 0],
    ],
    latency: [
      [0, 1, 10, 10],
      [1, 0, 10, 1],
      [10, 10, 0, 10],
      [10, 1, 10, 0],
    ],
  };
}

const randomDoc = (clusters: number, seed: number): ScenarioDoc => ({
  version: 1,
  kind: "grid-broadcast",
  name: `Random grid of ${clusters} clusters (Table 2's ranges, seed ${seed})`,
  timeUnit: "ms",
  seed,
  generator: { id: GRID_RANDOM_ID, params: { clusters }, seed },
});

export const GRID_PRESETS: readonly Preset[] = [
  {
    id: "grid-paper-grid5000",
    title: "GRID5000, 88 machines (Table 3; g and T ASSUMED)",
    description:
      "Steffenel–Mounié Sec. 7, Table 3: six clusters (31 and 29 × Orsay, 6, 1 and 1 × IDPOT, 20 × Toulouse) " +
      "with the measured latencies, converted from µs to ms. The paper gives no gap or internal broadcast " +
      `time for this grid: g is ASSUMED to be ${GRID5000_ASSUMED.gapSameSite} ms between clusters of one site ` +
      `and ${GRID5000_ASSUMED.gapOtherSite} ms between sites, and T is ASSUMED to be a binomial broadcast ` +
      `with an intra-cluster gap of ${GRID5000_ASSUMED.intraGap} ms and Table 3's diagonal latency ` +
      "(0 for the one-machine clusters).",
    doc: grid5000Doc(),
    algorithm: "ecef",
  },
  {
    id: "grid-example-4",
    title: "Four clusters where the heuristics disagree",
    description:
      "A hand-built grid (not from the paper). ECEF serves the fast neighbour first and reaches the big slow " +
      "cluster late (2410 ms); ECEF-LAT sends to it first and meets the lower bound (2310 ms); BottomUp also " +
      "sends to it first but then uses it as a relay, which delays its internal broadcast (2610 ms).",
    doc: teachingDoc(),
    algorithm: "ecef",
  },
  ...[5, 10, 50].map((c): Preset => ({
    id: `grid-random-${c}`,
    title: `Random grid, ${c} clusters`,
    description: `Steffenel–Mounié Sec. 6: L, g and T drawn uniformly from Table 2 (L 1–15 ms, g 100–600 ms, T 20–3000 ms), generator ${GRID_RANDOM_ID}, seed 1.`,
    doc: randomDoc(c, 1),
    algorithm: "ecef-lat-max",
  })),
];
