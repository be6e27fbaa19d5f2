// The figures of the papers, re-run: which experiments reproduce a figure, the parameters a quick or a
// full reproduction uses, the verdict on the paper's claim, and docs/REPRODUCTION.md's text. The Papers
// gallery (src/ui/papers) and `npm run reproduce` (scripts/reproduce.ts) both use this module, so the
// file and the app judge the same rows the same way.
import type { ClaimVerdict, ExperimentDef } from "./experiment";
import { formatNumber } from "./units";
import { flatRows, formatMeanCi, summarizeWithCi, type RowsByRun } from "./sweep-summary";

/** The experiments that reproduce a figure or table of a paper, in the registry's order. */
export function figureExperiments(all: readonly ExperimentDef[]): ExperimentDef[] {
  return all.filter((e) => e.figure !== null);
}

/** The figure experiments grouped by paper, papers in order of first appearance. */
export function byPaper(all: readonly ExperimentDef[]): { paper: string; experiments: ExperimentDef[] }[] {
  const out: { paper: string; experiments: ExperimentDef[] }[] = [];
  for (const e of figureExperiments(all)) {
    const group = out.find((g) => g.paper === e.paper);
    if (group) group.experiments.push(e);
    else out.push({ paper: e.paper, experiments: [e] });
  }
  return out;
}

export type ReproductionMode = "quick" | "full";

/**
 * The validated parameters of a reproduction: the paper's settings (`defaults`) for "full", with the
 * experiment's `quick` overrides for "quick". Throws when they do not validate (an experiment's bug).
 */
export function reproductionParams(exp: ExperimentDef, mode: ReproductionMode): Record<string, unknown> {
  const raw = mode === "quick" ? { ...exp.defaults, ...(exp.quick ?? {}) } : exp.defaults;
  const parsed = exp.params.safeParse(raw);
  if (!parsed.success) {
    const why = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`${exp.id}: its ${mode} parameters do not validate (${why})`);
  }
  return parsed.data;
}

/** The seed every reproduction uses (the file is stable because every run's seed derives from it). */
export const REPRODUCTION_SEED = 1;

/** What a claim's verdict says, or why there is none. */
export type VerdictOutcome =
  | { readonly kind: "verdict"; readonly verdict: ClaimVerdict }
  | { readonly kind: "no-claim" }
  | { readonly kind: "partial"; readonly finished: number; readonly total: number }
  | { readonly kind: "error"; readonly message: string };

/**
 * The claim's verdict on a sweep's rows. A partial sweep (cancelled, or still running) gets none: the
 * claims speak of the whole figure.
 */
export function verdictOf(
  exp: ExperimentDef,
  params: Record<string, unknown>,
  byRun: RowsByRun,
): VerdictOutcome {
  if (!exp.claim) return { kind: "no-claim" };
  const finished = byRun.filter((r) => r !== undefined).length;
  if (finished < byRun.length) return { kind: "partial", finished, total: byRun.length };
  try {
    return { kind: "verdict", verdict: exp.claim.verdict(params, flatRows(byRun)) };
  } catch (e) {
    return { kind: "error", message: e instanceof Error ? e.message : String(e) };
  }
}

/** One figure's reproduction, ready to render. */
export interface ReproductionEntry {
  readonly exp: ExperimentDef;
  readonly params: Record<string, unknown>;
  readonly seed: number;
  readonly byRun: RowsByRun;
}

const md = (s: string) => s.replace(/\|/g, "\\|").replace(/\n/g, " ");

function verdictWord(v: VerdictOutcome): string {
  switch (v.kind) {
    case "verdict":
      return v.verdict.reproduced ? "reproduced" : "differs";
    case "no-claim":
      return "no claim checked";
    case "partial":
      return `incomplete (${v.finished} of ${v.total} runs)`;
    case "error":
      return "verdict failed";
  }
}

/** The parameters that differ from the paper's settings, as `key=value`. */
function paramDiff(exp: ExperimentDef, params: Record<string, unknown>): string[] {
  return Object.entries(params)
    .filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(exp.defaults[k]))
    .map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`);
}

/** One figure's section: the claim, the verdict and reason, then our numbers (means ± 95 % CI). */
export function renderEntry(entry: ReproductionEntry): string {
  const { exp, params, seed, byRun } = entry;
  const s = summarizeWithCi(exp, params, byRun);
  const verdict = verdictOf(exp, params, byRun);
  const diff = paramDiff(exp, params);
  const out: string[] = [
    `### ${md(exp.figure ?? "")}: ${md(exp.title)}`,
    "",
    `Experiment \`${exp.id}\` (${exp.family}), ${s.total} runs, seed ${seed}${
      diff.length > 0
        ? `, reduced from the paper's settings: ${diff.map((d) => `\`${d}\``).join(", ")}`
        : ", the paper's settings"
    }.`,
    "",
    `**Claim.** ${exp.claim ? md(exp.claim.text) : "None checked yet: the table below is ours alone."}`,
    "",
  ];
  if (verdict.kind === "verdict") {
    out.push(`**Verdict: ${verdictWord(verdict)}.** ${md(verdict.verdict.reason)}`, "");
  } else if (verdict.kind === "error") {
    out.push(`**Verdict failed:** ${md(verdict.message)}`, "");
  } else if (verdict.kind === "partial") {
    out.push(`**Verdict: none** — only ${verdict.finished} of ${verdict.total} runs finished.`, "");
  }
  out.push(`Our numbers: ${md(s.summary.title)} (mean ± half-width of the 95 % confidence interval).`);
  s.summary.tables.forEach((t, ti) => {
    out.push("", `*${md(t.title)}*`, "");
    out.push(`| ${t.columns.map(md).join(" | ")} |`);
    out.push(`| ${t.columns.map((_, k) => (k === 0 ? "---" : "---:")).join(" | ")} |`);
    t.rows.forEach((row, ri) => {
      const cells = row.map((v, k) =>
        typeof v === "number" ? formatMeanCi(v, s.tables[ti]?.[ri]?.[k] ?? null, formatNumber) : md(v),
      );
      out.push(`| ${cells.join(" | ")} |`);
    });
  });
  out.push(
    "",
    `Re-run: \`npm run --silent cli -- sweep ${exp.id} --seed ${seed}${diff
      .map((d) => ` --param ${d}`)
      .join("")}\`, or the card in the app's Papers gallery.`,
  );
  return out.join("\n");
}

/** docs/REPRODUCTION.md: an index of verdicts, then one section per figure, grouped by paper. */
export function renderReproduction(entries: readonly ReproductionEntry[], mode: ReproductionMode): string {
  const papers: string[] = [];
  for (const e of entries) if (!papers.includes(e.exp.paper)) papers.push(e.exp.paper);
  const out: string[] = [
    "# Reproduction of the papers' figures",
    "",
    "Generated by `npm run reproduce" +
      (mode === "full" ? " -- --full" : "") +
      "` (scripts/reproduce.ts); do not edit by hand. Every run is seeded, so the file is the same on every machine. " +
      (mode === "quick"
        ? "Runs are sized to finish in minutes on two cores (each experiment's `quick` parameters); `npm run reproduce -- --full` uses the papers' run counts."
        : "Runs use the papers' settings (each experiment's defaults)."),
    "",
    "Each figure lists the paper's claim in our words, whether our numbers reproduce it and why not when they differ, and our numbers with 95 % confidence intervals (Student's t over the runs; cells that are not means over runs, such as run counts, have none). The app's Papers gallery shows the same verdicts.",
    "",
    "| paper | figure | experiment | verdict |",
    "| --- | --- | --- | --- |",
  ];
  for (const e of entries) {
    const v = verdictOf(e.exp, e.params, e.byRun);
    out.push(`| ${md(e.exp.paper)} | ${md(e.exp.figure ?? "")} | \`${e.exp.id}\` | ${verdictWord(v)} |`);
  }
  for (const paper of papers) {
    out.push("", `## ${md(paper)}`);
    for (const e of entries.filter((x) => x.exp.paper === paper)) out.push("", renderEntry(e));
  }
  return `${out.join("\n")}\n`;
}
