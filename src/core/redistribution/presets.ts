// Presets of the redistribution family: the paper's ℜ_2(3,4) example (Bhat et al. Sec. 2 Figs 1–2,
// Sec. 4.2 Fig. 3) and the settings of Sec. 5 (Figs 4–5) through the seeded generator, so they fit in
// a URL. The paper gives no bandwidths for Fig. 3; the heterogeneous example's are ours, chosen so
// that the rectangles differ in height. ℜ_2(3,4) splits into two 2×2 exchanges ({P0,P3} → {P1,P2} and
// back), where either order finishes at max(C01, C32) + max(C02, C31): greedy and direct tie there, so
// a small generated preset (P = 8, K = 5) shows greedy adapting where direct waits.
import type { Preset, ScenarioDoc } from "../family";
import { heterogeneityRange, RANDOM_DEFAULTS, RANDOM_GENERATOR_ID, type RandomParams } from "./generators";

/** ℜ_2(3,4) with N = 48 (Fig. 1): 24 blocks of 2 elements; every message is 2 blocks = 32 bytes. */
const R2_3_4 = {
  version: 1,
  kind: "redistribution",
  timeUnit: "us",
  processors: 4,
  K: 3,
  elements: 48,
  blockSize: 2,
  elementBytes: 8,
  startup: 0,
} as const;

/** Bandwidths in bytes/µs, [sender][receiver] (diagonal unused): messages take 32 / B µs. */
const FIG3_BANDWIDTH = [
  [null, 8, 32, 16],
  [4, null, 16, 32],
  [16, 16, null, 4],
  [16, 8, 32, null],
];

function generated(name: string, params: Partial<RandomParams>, seed: number): ScenarioDoc {
  return {
    version: 1,
    kind: "redistribution",
    name,
    generator: { id: RANDOM_GENERATOR_ID, params: { ...RANDOM_DEFAULTS, ...params }, seed },
  };
}

const SEC5 = { elements: 10_000_000, blockSize: 1, elementBytes: 8, timeUnit: "ms" } as const;

export const REDISTRIBUTION_PRESETS: readonly Preset[] = [
  {
    id: "redistribution-paper-r2-3-4",
    title: "ℜ₂(3,4), N = 48, heterogeneous (Figs 1–3)",
    description:
      "Bhat et al. Sec. 2 Fig. 1 and Sec. 4.2 Fig. 3: cyclic(2) → cyclic(6) on 4 processors. Each processor keeps 2 blocks and sends 2 blocks (32 bytes) to each of 2 others. The bandwidths (4–32 bytes/µs) are illustrative — the paper prints none — so the rectangles of the timing diagram differ in height. Greedy and direct both meet the lower bound here: the pattern is two 2×2 exchanges.",
    doc: { ...R2_3_4, name: "ℜ₂(3,4), N = 48, heterogeneous", bandwidth: FIG3_BANDWIDTH },
    algorithm: "greedy",
    view: "timing",
  },
  {
    id: "redistribution-paper-r2-3-4-homogeneous",
    title: "ℜ₂(3,4), N = 48, homogeneous (Fig. 2b)",
    description:
      "The same redistribution on a homogeneous network (1 byte/µs): the direct schedule is the contention-free K-step schedule of Fig. 2b and meets the lower bound.",
    doc: { ...R2_3_4, name: "ℜ₂(3,4), N = 48, homogeneous", bandwidth: 1 },
    algorithm: "direct",
    view: "timing",
  },
  {
    id: "redistribution-small-p8-k5",
    title: "ℜ₁₀(5,8), N = 1600, 10–200 MB/s: greedy adapts, direct waits",
    description:
      "A small instance in Sec. 5's bandwidth range (drawn with seed 25): every message is 4 blocks of 10 elements (320 bytes). Greedy meets the lower bound (39.2 µs); the direct K-step order waits on slow links (58.4 µs). Step through greedy to see each sender pick its earliest free receiver.",
    doc: generated(
      "ℜ₁₀(5, 8), N = 1600, 10–200 MB/s",
      { processors: 8, K: 5, elements: 1600, blockSize: 10, elementBytes: 8 },
      25,
    ),
    algorithm: "greedy",
    view: "timing",
  },
  {
    id: "redistribution-sec5-p16",
    title: "P = 16, K = 15, 10–200 MB/s (Sec. 5, Fig. 4)",
    description:
      "Sec. 5's setting on 16 processors: bandwidths drawn between 10 and 200 MB/s for every pair, start-up 0, N = 10,000,000 elements of 8 bytes. Compare greedy with direct.",
    doc: generated("P = 16, K = 15, 10–200 MB/s", { ...SEC5, processors: 16, K: 15 }, 1),
  },
  {
    id: "redistribution-sec5-p64-k63",
    title: "P = 64, K = 63, 10–200 MB/s (Sec. 4.3, Sec. 5)",
    description:
      "The size whose greedy schedule took about 10 ms on a Cray T3E node (Sec. 4.3), with Sec. 5's bandwidths (10–200 MB/s) and N = 10,000,000.",
    doc: generated("P = 64, K = 63, 10–200 MB/s", { ...SEC5, processors: 64, K: 63 }, 1),
  },
  {
    id: "redistribution-fig5b-v100",
    title: "P = 64, K = 40, heterogeneity 100 % (Fig. 5b)",
    description:
      "Fig. 5b's left end: bandwidths between 10 and 20 MB/s, N = 10,000,000. Greedy stays close to the lower bound.",
    doc: generated(
      "P = 64, K = 40, heterogeneity 100 %",
      { ...SEC5, processors: 64, K: 40, ...heterogeneityRange(100) },
      1,
    ),
  },
  {
    id: "redistribution-fig5b-v1900",
    title: "P = 64, K = 40, heterogeneity 1900 % (Fig. 5b)",
    description:
      "Fig. 5b's right end: bandwidths between 10 and 200 MB/s, N = 10,000,000. The direct schedule's fixed order waits on slow links; greedy adapts.",
    doc: generated(
      "P = 64, K = 40, heterogeneity 1900 %",
      { ...SEC5, processors: 64, K: 40, ...heterogeneityRange(1900) },
      1,
    ),
  },
];
