// Summaries shared by the papers' figure experiments (Wu–Yeh–Liu Sec. 7, Wu–Yeh Sec. 6): the mean of
// each group of rows with its 95 % confidence interval (src/core/stats.ts, Student's t), as a table of
// means, a table of half-widths, and chart series that carry the interval as `intervals` ([lo, hi] per point).
import type { ExperimentChart, ExperimentRow, ExperimentTable } from "../experiment";
import { meanCi95, type MeanCi } from "../stats";

/** Significant digits kept in tables (the summaries print means, not raw runs). */
export const round4 = (x: number): number => (Number.isFinite(x) ? Number(x.toPrecision(4)) : x);

/** The sorted distinct values of `key` among the rows. */
export function distinct(rows: readonly ExperimentRow[], key: string): number[] {
  return [...new Set(rows.map((r) => r[key] as number))].sort((a, b) => a - b);
}

/** Rows whose fields equal every entry of `where`. */
export function select(
  rows: readonly ExperimentRow[],
  where: Readonly<Record<string, number>>,
): ExperimentRow[] {
  const keys = Object.keys(where);
  return rows.filter((r) => keys.every((k) => r[k] === where[k]));
}

/** Mean and 95 % interval of `value` over the rows (values that are not finite numbers are skipped). */
export function statOf(rows: readonly ExperimentRow[], value: (r: ExperimentRow) => number): MeanCi {
  return meanCi95(rows.map(value).filter((v) => Number.isFinite(v)));
}

export const field =
  (key: string) =>
  (r: ExperimentRow): number =>
    r[key] as number;

export interface SeriesSpec {
  readonly name: string;
  readonly value: (r: ExperimentRow) => number;
}

/** One chart series per spec over the x values, each point the mean with its 95 % interval. */
export function chartSeries(
  rows: readonly ExperimentRow[],
  x: string,
  xs: readonly number[],
  specs: readonly SeriesSpec[],
): ExperimentChart["series"] {
  return specs.map((spec) => {
    const stats = xs.map((v) => statOf(select(rows, { [x]: v }), spec.value));
    return {
      name: spec.name,
      points: xs.map((v, i) => [v, (stats[i] as MeanCi).mean] as const),
      intervals: stats.map((s) => [s.mean - s.halfWidth, s.mean + s.halfWidth] as const),
    };
  });
}

/** Two tables over the x values: the means (with the run count) and the 95 % half-widths. */
export function meanTables(
  title: string,
  rows: readonly ExperimentRow[],
  x: string,
  xLabel: string,
  xs: readonly number[],
  specs: readonly SeriesSpec[],
): (ExperimentTable & { readonly title: string })[] {
  const stats = xs.map((v) => specs.map((s) => statOf(select(rows, { [x]: v }), s.value)));
  return [
    {
      title: `${title}: mean`,
      columns: [xLabel, "runs", ...specs.map((s) => s.name)],
      rows: xs.map((v, i) => [
        v,
        select(rows, { [x]: v }).length,
        ...(stats[i] as MeanCi[]).map((s) => round4(s.mean)),
      ]),
    },
    {
      title: `${title}: 95 % confidence half-width (mean ± this)`,
      columns: [xLabel, ...specs.map((s) => s.name)],
      rows: xs.map((v, i) => [v, ...(stats[i] as MeanCi[]).map((s) => round4(s.halfWidth))]),
    },
  ];
}

/** "1.23" / "—" for reasons in verdicts. */
export const show = (x: number): string => (Number.isFinite(x) ? String(round4(x)) : "—");
