// Summaries with confidence intervals: the sweeps of the packet, grid and redistribution families group
// their rows by an x column and report every mean with its 95 % interval (meanCi95, Student's t), as
// table columns "± 95 %" beside each mean and as chart intervals [lo, hi] parallel to the points.
import type { ExperimentChart, ExperimentRow } from "./experiment";
import { meanCi95, type MeanCi } from "./stats";

/** Rows grouped by the value of column `x`, in increasing x (rows keep their run order). */
export function groupByX(rows: readonly ExperimentRow[], x: string): [number, ExperimentRow[]][] {
  const out = new Map<number, ExperimentRow[]>();
  for (const r of rows) {
    const key = r[x] ?? Number.NaN;
    const list = out.get(key);
    if (list) list.push(r);
    else out.set(key, [r]);
  }
  return [...out].sort((a, b) => a[0] - b[0]);
}

/** The mean and 95 % interval of `value(row)` over the rows. */
export function ciOf(rows: readonly ExperimentRow[], value: (r: ExperimentRow) => number): MeanCi {
  return meanCi95(rows.map(value));
}

/** The column of one key: `row[key]`, NaN when absent. */
export const column =
  (key: string) =>
  (r: ExperimentRow): number =>
    r[key] ?? Number.NaN;

/** A chart series of the per-x mean of `value`, with its 95 % interval per point. */
export function ciSeries(
  name: string,
  groups: readonly (readonly [number, readonly ExperimentRow[]])[],
  value: (r: ExperimentRow) => number,
): ExperimentChart["series"][number] {
  const cis = groups.map(([x, list]) => [x, ciOf(list, value)] as const);
  return {
    name,
    points: cis.map(([x, ci]) => [x, ci.mean] as const),
    intervals: cis.map(([, ci]) => [ci.mean - ci.halfWidth, ci.mean + ci.halfWidth] as const),
  };
}

/** `v` to `significant` significant digits, as a number (NaN stays NaN). */
export const toSignificant = (v: number, significant = 6): number =>
  Number.isFinite(v) ? Number(v.toPrecision(significant)) : v;
