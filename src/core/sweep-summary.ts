// A sweep's summary with a 95 % confidence interval beside every mean over runs: the one code the app's
// Sweeps tab, the Papers gallery, the CLI's sweep JSON and `npm run reproduce` share.
//
// An experiment's `summarize` reduces all rows to tables and charts of means; it keeps no per-run values.
// The interval is found without asking each experiment for more: the same `summarize` over the rows of
// one run gives that run's value of each cell and chart point (a point a run does not reach is absent).
// When the mean of those per-run values equals the summary's value (the point is a mean over runs of a
// per-run quantity: a mean makespan, a mean ratio, a hit rate in %), the interval is Student's t over
// them (src/core/stats.ts, meanCi95). Otherwise (a count column, a ratio of means, a pooled "all" row)
// the cell has no interval, and says so with null, rather than a wrong one.
import type { ExperimentDef, ExperimentRow, ExperimentSummary } from "./experiment";
import { csvField, csvNumber } from "./schedule/export-csv";
import { meanCi95, type MeanCi } from "./stats";

/** The rows of each run, by run index; a run not (yet) finished is undefined. */
export type RowsByRun = readonly (readonly ExperimentRow[] | undefined)[];

export interface SummaryCi {
  readonly summary: ExperimentSummary;
  /** charts[c][s][p]: the interval of chart c's series s's point p, or null. */
  readonly charts: readonly (readonly (readonly (MeanCi | null)[])[])[];
  /** tables[t][r][k]: the interval of table t's row r's cell k, or null (always null for the key column). */
  readonly tables: readonly (readonly (readonly (MeanCi | null)[])[])[];
  /** Runs finished (rows present) and the sweep's run count. */
  readonly finished: number;
  readonly total: number;
}

/** Runs whose rows are present, with their index. */
export function finishedRuns(byRun: RowsByRun): { run: number; rows: readonly ExperimentRow[] }[] {
  const out: { run: number; rows: readonly ExperimentRow[] }[] = [];
  byRun.forEach((rows, run) => {
    if (rows !== undefined) out.push({ run, rows });
  });
  return out;
}

/** All finished rows, in run order. */
export function flatRows(byRun: RowsByRun): ExperimentRow[] {
  return finishedRuns(byRun).flatMap((r) => [...r.rows]);
}

/** Decimal places of a number as printed (tables round their cells: 0.1235 → 4). */
function decimals(v: number): number {
  const s = String(v);
  if (s.includes("e")) return 12;
  const dot = s.indexOf(".");
  return dot < 0 ? 0 : s.length - dot - 1;
}

/** Whether the per-run mean `m` is the summary's value `v`: exactly for chart points, within rounding for table cells. */
function sameMean(m: number, v: number, rounded: boolean): boolean {
  if (!Number.isFinite(m) || !Number.isFinite(v)) return false;
  const scale = Math.max(1, Math.abs(v));
  if (Math.abs(m - v) <= 1e-9 * scale) return true;
  if (!rounded) return false;
  // Each run's cell is rounded like the summary's: the means differ by at most the rounding step.
  return Math.abs(m - v) <= Math.max(10 ** -decimals(v), 1e-3 * Math.abs(v)) * (1 + 1e-9);
}

const keyOf = (c: string | number | undefined) => (typeof c === "number" ? `n:${c}` : `s:${c ?? ""}`);

/** A summary of one run's rows, or null when the experiment's summarize does not accept so few rows. */
export type PerRunSummaries = Map<number, ExperimentSummary | null>;

function summarizeRun<P extends Record<string, unknown>>(
  exp: ExperimentDef<P>,
  params: P,
  rows: readonly ExperimentRow[],
): ExperimentSummary | null {
  try {
    return exp.summarize(params, rows);
  } catch {
    return null;
  }
}

/**
 * The summary of the finished runs with a 95 % interval for each mean over runs. `cache` (optional)
 * keeps each run's own summary between calls, so a sweep that grows run by run summarizes each run once.
 */
export function summarizeWithCi<P extends Record<string, unknown>>(
  exp: ExperimentDef<P>,
  params: P,
  byRun: RowsByRun,
  cache: PerRunSummaries = new Map(),
): SummaryCi {
  const runs = finishedRuns(byRun);
  const summary = exp.summarize(
    params,
    runs.flatMap((r) => [...r.rows]),
  );
  const perRun: ExperimentSummary[] = [];
  for (const { run, rows } of runs) {
    let s = cache.get(run);
    if (s === undefined) {
      s = summarizeRun(exp, params, rows);
      cache.set(run, s);
    }
    if (s) perRun.push(s);
  }

  // Chart points: per (chart title, series name, x), the finite per-run values.
  const pointValues = new Map<string, number[]>();
  const push = (map: Map<string, number[]>, key: string, v: number) => {
    if (!Number.isFinite(v)) return;
    const list = map.get(key);
    if (list) list.push(v);
    else map.set(key, [v]);
  };
  for (const s of perRun) {
    s.charts.forEach((c, ci) => {
      for (const series of c.series) {
        for (const [x, y] of series.points) push(pointValues, JSON.stringify([ci, series.name, x]), y);
      }
    });
  }
  const charts = summary.charts.map((c, ci) =>
    c.series.map((series) =>
      series.points.map(([x, y]) => {
        const values = pointValues.get(JSON.stringify([ci, series.name, x])) ?? [];
        const ci95 = meanCi95(values);
        return values.length > 0 && sameMean(ci95.mean, y, false) ? ci95 : null;
      }),
    ),
  );

  // Table cells: per (table title, row key, column name), the finite numeric per-run values.
  const cellValues = new Map<string, number[]>();
  for (const s of perRun) {
    for (const t of s.tables) {
      for (const row of t.rows) {
        row.forEach((cell, k) => {
          if (k === 0 || typeof cell !== "number") return;
          push(cellValues, JSON.stringify([t.title, keyOf(row[0]), t.columns[k]]), cell);
        });
      }
    }
  }
  // A cell that is a chart's point (same series name and x, same value up to rounding) takes the
  // point's interval, computed from unrounded per-run values.
  const chartPoint = new Map<string, { y: number; ci: MeanCi }[]>();
  summary.charts.forEach((c, ci) =>
    c.series.forEach((series, si) =>
      series.points.forEach(([x, y], pi) => {
        const iv = charts[ci]?.[si]?.[pi];
        if (!iv) return;
        const key = JSON.stringify([series.name, x]);
        chartPoint.set(key, [...(chartPoint.get(key) ?? []), { y, ci: iv }]);
      }),
    ),
  );
  const tables = summary.tables.map((t) =>
    t.rows.map((row) =>
      row.map((cell, k) => {
        if (k === 0 || typeof cell !== "number") return null;
        const points =
          typeof row[0] === "number" ? chartPoint.get(JSON.stringify([t.columns[k], row[0]])) : undefined;
        const point = points?.find((pt) => sameMean(pt.y, cell, true));
        if (point) return point.ci;
        const values = cellValues.get(JSON.stringify([t.title, keyOf(row[0]), t.columns[k]])) ?? [];
        const ci95 = meanCi95(values);
        return values.length > 0 && sameMean(ci95.mean, cell, true) ? ci95 : null;
      }),
    ),
  );
  return { summary, charts, tables, finished: runs.length, total: byRun.length };
}

/** "12.3 ± 0.4" (the half-width with two significant digits, the mean to the same place), or the mean alone. */
export function formatMeanCi(value: number, ci: MeanCi | null, format: (v: number) => string): string {
  if (!ci || !Number.isFinite(ci.halfWidth)) return format(value);
  if (ci.halfWidth === 0) return `${format(value)} ± 0`;
  const place = Math.floor(Math.log10(Math.abs(ci.halfWidth))) - 1;
  const digits = Math.max(0, -place);
  if (digits > 12) return format(value);
  return `${value.toFixed(digits)} ± ${ci.halfWidth.toFixed(digits)}`;
}

/** A 95 % interval as [low, high]; null when the value is no mean over runs or has fewer than two runs. */
export type Interval = readonly [number, number] | null;

function interval(v: string | number, ci: MeanCi | null): Interval {
  if (!ci || typeof v !== "number" || !Number.isFinite(ci.halfWidth)) return null;
  return [v - ci.halfWidth, v + ci.halfWidth];
}

/**
 * The intervals in JSON for files (CLI `sweep --format json`, the app's export), shaped like the summary:
 * `tables[t][r][k]` and `charts[c][s][p]` are `[low, high]` for every mean over runs, else null.
 */
export function ciJson(s: SummaryCi): {
  readonly tables: Interval[][][];
  readonly charts: Interval[][][];
} {
  return {
    tables: s.summary.tables.map((t, ti) =>
      t.rows.map((row, ri) => row.map((v, k) => interval(v, s.tables[ti]?.[ri]?.[k] ?? null))),
    ),
    charts: s.summary.charts.map((c, ci) =>
      c.series.map((series, si) =>
        series.points.map(([, y], pi) => interval(y, s.charts[ci]?.[si]?.[pi] ?? null)),
      ),
    ),
  };
}

/**
 * A sweep's summary as one tidy CSV, one line per table cell: the table's title, its first column's name
 * (`key`) and value (`x`), the cell's column and value (empty for NaN) — the CLI's `sweep --format csv`.
 * With `ci`, three more columns: the 95 % interval's bounds and the runs it is over (empty when the cell
 * is no mean over runs) — the app's export.
 */
export function summaryCsv(summary: ExperimentSummary, ci?: SummaryCi): string {
  const cell = (c: string | number) => csvField(typeof c === "number" ? csvNumber(c) : c);
  const lines = [ci ? "table,key,x,column,value,ci95_low,ci95_high,n" : "table,key,x,column,value"];
  summary.tables.forEach((t, ti) => {
    const key = t.columns[0] ?? "";
    t.rows.forEach((row, ri) => {
      const x = row[0] ?? "";
      for (let i = 1; i < t.columns.length; i++) {
        const v = row[i] ?? "";
        const fields = [csvField(t.title), csvField(key), cell(x), csvField(t.columns[i] ?? ""), cell(v)];
        if (ci) {
          const iv = ci.tables[ti]?.[ri]?.[i] ?? null;
          const bounds = interval(v, iv);
          fields.push(csvNumber(bounds?.[0]), csvNumber(bounds?.[1]), iv ? String(iv.n) : "");
        }
        lines.push(fields.join(","));
      }
    });
  });
  return `${lines.join("\n")}\n`;
}

/** The JSON of a sweep (CLI `sweep --format json`, the app's export): which figure, the summary, the intervals. */
export function sweepJson(
  exp: Pick<ExperimentDef, "id" | "paper" | "figure">,
  sweep: { readonly params: Record<string, unknown>; readonly seed: number; readonly runs: number },
  s: SummaryCi,
): Record<string, unknown> {
  return {
    experiment: exp.id,
    paper: exp.paper,
    figure: exp.figure,
    params: sweep.params,
    seed: sweep.seed,
    runs: sweep.runs,
    ...(s.finished < s.total ? { finished: s.finished } : {}),
    summary: s.summary,
    ci95: ciJson(s),
  };
}
