// What the optimal-k explorer draws (Kesavan–Panda Sec. 4.3.1 and 5, Figs 12–14): the optimal k of
// Theorem 3 over a grid of n and m (a heat map: Fig. 12's two families of curves are its rows and
// columns), the runs of equal k along m for one n, and latency against m or n per tree type.
import {
  latencyVsNodes,
  maxK,
  optimalK,
  optimalKGrid,
  type LatencyByNodes,
  type LatencyCurves,
} from "../../../core/packet";

export interface HeatGrid {
  readonly nMax: number;
  readonly mMax: number;
  /** Columns: n = 2, 2 + stride, … (every n when nMax ≤ maxColumns + 1). */
  readonly ns: readonly number[];
  /** n per column. */
  readonly stride: number;
  /** Rows: m = 1 … mMax. */
  readonly ms: readonly number[];
  /** values[r · ns.length + c]: optimal k for ms[r], ns[c] (row 0 is m = 1). */
  readonly values: Float64Array;
  /** ⌈log2 nMax⌉: the largest k in the grid. */
  readonly kMax: number;
}

/**
 * The map's cells. Plot turns every cell into a colour string, ≈ 2 µs each, so past `maxColumns` the
 * columns sample n every `stride` nodes (k changes slowly along n; exact values come from kAt).
 */
export function heatGrid(nMax: number, mMax: number, maxColumns = 256): HeatGrid {
  const stride = Math.max(1, Math.ceil((nMax - 1) / maxColumns));
  const ns: number[] = [];
  for (let n = 2; n <= nMax; n += stride) ns.push(n);
  const ms = Array.from({ length: mMax }, (_, i) => i + 1);
  const grid = optimalKGrid(ns, ms);
  const values = new Float64Array(ns.length * ms.length);
  grid.k.forEach((row, c) => row.forEach((k, r) => (values[r * ns.length + c] = k)));
  return { nMax, mMax, ns, stride, ms, values, kMax: maxK(nMax) };
}

/** The x extent the raster covers: each column is centred on its n and `stride` wide. */
export function heatExtent(g: HeatGrid): [number, number] {
  return [2 - g.stride / 2, 2 - g.stride / 2 + g.ns.length * g.stride];
}

/** The optimal k at (n, m) inside the map's ranges (exact, not the sampled cell), else undefined. */
export function kAt(g: HeatGrid, n: number, m: number): number | undefined {
  if (!Number.isInteger(n) || !Number.isInteger(m) || n < 2 || n > g.nMax || m < 1 || m > g.mMax) {
    return undefined;
  }
  return optimalK(n, m).k;
}

export interface KRun {
  readonly k: number;
  readonly from: number;
  readonly to: number;
}

/** Fig. 12(a) for one n: the ranges of m = 1 … mMax with the same optimal k, in increasing m. */
export function kRuns(n: number, mMax: number): KRun[] {
  const ks =
    optimalKGrid(
      [n],
      Array.from({ length: mMax }, (_, i) => i + 1),
    ).k[0] ?? [];
  const runs: KRun[] = [];
  ks.forEach((k, i) => {
    const m = i + 1;
    const last = runs[runs.length - 1];
    if (last && last.k === k) runs[runs.length - 1] = { ...last, to: m };
    else runs.push({ k, from: m, to: m });
  });
  return runs;
}

/** "m = 1: k = 6 · m = 5–17: k = 2 · m ≥ 18: k = 1" (the last run open-ended when it reaches mMax). */
export function kRunsText(runs: readonly KRun[], mMax: number): string {
  return runs
    .map((r, i) => {
      const last = i === runs.length - 1 && r.to === mMax && r.from < mMax;
      const range = last ? `m ≥ ${r.from}` : r.from === r.to ? `m = ${r.from}` : `m = ${r.from}–${r.to}`;
      return `${range}: k = ${r.k}`;
    })
    .join(" · ");
}

export interface LatencyPoint {
  readonly x: number;
  readonly series: string;
  readonly latency: number;
  readonly steps: number;
  readonly k: number;
}

/** Plot rows of latency curves (against m or against n). */
export function latencyRows(curves: LatencyCurves | LatencyByNodes): LatencyPoint[] {
  const xs = "ms" in curves ? curves.ms : curves.ns;
  return curves.series.flatMap((c) =>
    xs.map((x, i) => ({
      x,
      series: c.name,
      latency: c.latency[i] as number,
      steps: c.steps[i] as number,
      k: c.k[i] as number,
    })),
  );
}

/** Where the k-binomial curve's k changes (and its first point): the labels "k = 3" on the curve. */
export function kChanges(rows: readonly LatencyPoint[]): LatencyPoint[] {
  const kb = rows.filter((r) => r.series === "k-binomial");
  return kb.filter((r, i) => i === 0 || r.k !== (kb[i - 1] as LatencyPoint).k);
}

/** n = 2 … nMax, thinned to at most `points` values (always keeping 2, nMax and `keep`). */
export function nodeSamples(nMax: number, points: number, keep: number): number[] {
  const count = nMax - 1;
  if (count <= points) return Array.from({ length: count }, (_, i) => i + 2);
  const out = new Set<number>();
  for (let i = 0; i < points; i++) out.add(Math.round(2 + (i * (nMax - 2)) / (points - 1)));
  if (keep >= 2 && keep <= nMax) out.add(keep);
  return [...out].sort((a, b) => a - b);
}

export function latencyAgainstNodes(
  nMax: number,
  m: number,
  timing: Parameters<typeof latencyVsNodes>[2],
  iface: Parameters<typeof latencyVsNodes>[3],
  fixedK: number | null,
  current: number,
): LatencyByNodes {
  return latencyVsNodes(nodeSamples(nMax, 256, current), m, timing, iface, fixedK);
}

/** The grid sizes offered: powers of two from `from` to `to`. */
export function powersOfTwo(from: number, to: number): number[] {
  const out: number[] = [];
  for (let v = from; v <= to; v *= 2) out.push(v);
  return out;
}

/** The smallest offered size ≥ value (the largest if none). */
export function fitting(options: readonly number[], value: number): number {
  return options.find((o) => o >= value) ?? (options[options.length - 1] as number);
}
