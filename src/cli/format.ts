// Plain-text rendering of results for the terminal.
import type { ExperimentSummary } from "../core/experiment";
import type { RunResult } from "../core/family";
import { summaryCsv } from "../core/sweep-summary";
import { scheduleMetrics } from "../core/schedule/metrics";
import { formatNumber, TIME_UNIT_LABEL, type TimeUnit } from "../core/units";

export function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cells = [header, ...rows].map((r) => r.map((c) => (typeof c === "number" ? formatNumber(c) : c)));
  const widths = header.map((_, i) => Math.max(...cells.map((r) => (r[i] ?? "").length)));
  const line = (r: readonly string[]) =>
    r
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  return [
    line(cells[0] ?? []),
    widths.map((w) => "-".repeat(w)).join("  "),
    ...cells.slice(1).map(line),
  ].join("\n");
}

export function formatRun(result: RunResult, title: string): string {
  const s = result.schedule;
  const m = scheduleMetrics(s);
  const u = TIME_UNIT_LABEL[s.timeUnit];
  const out = [
    `${title} — ${result.algorithm}${result.edited ? " (edited plan)" : ""}`,
    `makespan     ${formatNumber(m.makespan)} ${u}`,
    `lower bound  ${m.lowerBound === null ? "—" : `${formatNumber(m.lowerBound)} ${u}`}`,
    `ratio        ${m.ratio === null ? "—" : formatNumber(m.ratio)}`,
    `tasks        ${m.taskCount} (${m.sendCount} sends, ${m.recvCount} receives)`,
  ];
  if (s.steps.length > 0) {
    out.push("", `decisions (${s.steps.length}):`);
    out.push(
      table(
        ["#", "sender", "receiver", "message", `complete (${u})`],
        s.steps
          .slice(0, 200)
          .map((st, i) => [i + 1, `P${st.sender}`, `P${st.receiver}`, st.message, st.complete]),
      ),
    );
    if (s.steps.length > 200) out.push(`… ${s.steps.length - 200} more (use --json for all)`);
  }
  for (const note of s.notes ?? []) out.push(`note: ${note}`);
  return out.join("\n");
}

export function formatSummary(summary: ExperimentSummary): string {
  const out = [summary.title];
  for (const t of summary.tables) out.push("", t.title, table(t.columns, t.rows));
  return out.join("\n");
}

/** `sweep --format csv`: the summary's tables as one tidy CSV, one line per cell (src/core/sweep-summary.ts). */
export function formatSummaryCsv(summary: ExperimentSummary): string {
  return summaryCsv(summary);
}

/** `run --algorithm all`: one line per algorithm, best first, beside the lower bound. */
export function formatComparison(
  title: string,
  unit: TimeUnit,
  rows: readonly Record<string, unknown>[],
  lowerBound: number | null,
): string {
  const u = TIME_UNIT_LABEL[unit];
  const num = (v: unknown) => (typeof v === "number" ? v : Number.NaN);
  const sorted = [...rows].sort((a, b) => num(a.makespan) - num(b.makespan));
  return [
    `${title} — every algorithm`,
    `lower bound  ${lowerBound === null ? "—" : `${formatNumber(lowerBound)} ${u}`}`,
    "",
    table(
      ["algorithm", `makespan (${u})`, "ratio to lower bound"],
      sorted.map((r) => [
        String(r.name),
        num(r.makespan),
        typeof r.ratioToLowerBound === "number" ? r.ratioToLowerBound : "—",
      ]),
    ),
  ].join("\n");
}
