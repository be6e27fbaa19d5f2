// Command line over the same core (docs/architecture.md, command line):
//   run FILE|--preset ID [--algorithm ID|all] [--format text|json|csv|trace] [--out PATH]
//   presets [--json]
//   experiments [--json]
//   sweep EXPERIMENT [--runs N] [--seed S] [--param key=value …] [--shard I/N] [--format text|json|csv]
//         [--out PATH]
//   merge FILE… [--format text|json|csv] [--out PATH]   (docs/sweeps.md)
//   help | --help | COMMAND --help
// Bad input: exit code 2 and a message naming the file and the field; never a stack trace. The I/O is
// passed in (`main.ts` wires it to the process), so the command line runs in-process in tests.
import { parseArgs } from "node:util";
import {
  allExperiments,
  allPresets,
  familyOf,
  findExperiment,
  findPreset,
  runScenario,
  type Scenario,
} from "../core/registry";
import { formatTasksCsv } from "../core/schedule/export-csv";
import { formatChromeTrace } from "../core/schedule/export-trace";
import { parseScenario } from "../core/scenario/document";
import { parseScenarioFile } from "../core/scenario/url";
import { ScenarioError } from "../core/scenario/errors";
import { isForbiddenKey, safeJson } from "../core/scenario/safe-json";
import { PlanError } from "../core/family";
import { summarizeWithCi, sweepJson } from "../core/sweep-summary";
import { handleSweepChunk } from "../engine/service";
import type { ExperimentDef, ExperimentRow } from "../core/experiment";
import { formatComparison, formatRun, formatSummary, formatSummaryCsv, table } from "./format";
import {
  checkShards,
  formatShardFile,
  parseShardFile,
  parseShardSpec,
  SHARD_FORMAT,
  SHARD_VERSION,
  shardRange,
} from "./shards";
import { runToJson } from "./json";

/** Bad usage (unknown command, option or extra argument): exit 2 with the usage text. */
class UsageError extends Error {
  constructor(
    message: string,
    readonly usage: string = USAGE,
  ) {
    super(message);
  }
}

const RUN_USAGE =
  "  cli run FILE|--preset ID [--algorithm ID|all] [--format text|json|csv|trace] [--json] [--out PATH]";
const PRESETS_USAGE = "  cli presets [--json]";
const EXPERIMENTS_USAGE = "  cli experiments [--json]";
const SWEEP_USAGE =
  "  cli sweep EXPERIMENT [--runs N] [--seed S] [--param key=value …] [--shard I/N] [--format text|json|csv] [--json] [--out PATH]";
const MERGE_USAGE = "  cli merge FILE… [--format text|json|csv] [--json] [--out PATH]";

const USAGE = `usage:
${RUN_USAGE}
${PRESETS_USAGE}
${EXPERIMENTS_USAGE}
${SWEEP_USAGE}
${MERGE_USAGE}
  cli help | --help | COMMAND --help`;

const COMMAND_USAGE: Record<string, string> = {
  run: `usage:
${RUN_USAGE}
Runs one scenario (a JSON file, or a preset) with its default or the named algorithm.
--algorithm all runs every algorithm of the family and prints them beside the lower bound.
--format json (alias --json) prints the run as JSON; csv one row per task; trace a Chrome Trace Event
file (opens in Perfetto and chrome://tracing). --out PATH writes to a file instead of stdout.`,
  presets: `usage:
${PRESETS_USAGE}
Lists the presets; with --json each with its full scenario document as \`doc\`.`,
  experiments: `usage:
${EXPERIMENTS_USAGE}
Lists the experiments (sweeps) with their parameters and defaults.`,
  sweep: `usage:
${SWEEP_USAGE}
Runs an experiment (see \`cli experiments\` for the ids). --runs N sets the random instances per point
(the parameter the app's form calls runs or instances), so every point averages N instances.
Run r's seed is derived from (--seed, r), so any split of the runs gives the same rows.
--format json (alias --json) prints the summary as JSON; csv one line per cell of the summary's tables
(table, key, x, column, value). --out PATH writes to a file instead of stdout.
--shard I/N (1-based) runs only the I-th of N contiguous shares of the runs and prints a shard file
(JSON); \`cli merge\` joins the N shard files into the unsharded sweep's output (docs/sweeps.md).`,
  merge: `usage:
${MERGE_USAGE}
Joins the shard files of one sweep (\`cli sweep … --shard I/N\`, every I from 1 to N once) and prints
exactly what the unsharded \`cli sweep\` prints in the same --format. Files of another sweep (other
experiment, parameters, seed, runs or N), a missing or repeated shard: exit 2 naming the file.`,
};

/** The process the command line runs in: its output streams and its file reads (main.ts wires them). */
export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly readFile: (path: string) => string;
  /** Writes a file (`--out`); absent where the caller offers no files, and then --out is refused. */
  readonly writeFile?: (path: string, text: string) => void;
}

const FORMATS = ["text", "json", "csv", "trace"] as const;

/** `--format` (one of `known`; text by default) with `--json` as its alias for json. */
function formatOf<F extends string>(
  value: string | undefined,
  json: boolean,
  known: readonly F[],
): F | "text" | "json" {
  if (value === undefined) return json ? "json" : "text";
  const found = known.find((k) => k === value);
  if (found === undefined) {
    throw new ScenarioError([
      { path: "--format", message: `unknown format "${value}" (known: ${known.join(", ")})` },
    ]);
  }
  if (json && value !== "json") {
    throw new ScenarioError([{ path: "--json", message: `conflicts with --format ${value}` }]);
  }
  return found;
}

/** Sends a command's output to stdout, or to `--out PATH`. */
function emit(io: Io, text: string, out: string | undefined): void {
  if (out === undefined) {
    io.out(text);
    return;
  }
  if (!io.writeFile) throw new ScenarioError([{ path: "--out", message: "cannot write files here" }]);
  try {
    io.writeFile(out, text);
  } catch (e) {
    throw new ScenarioError([
      { path: "--out", message: `cannot write ${out}: ${e instanceof Error ? e.message : String(e)}` },
    ]);
  }
}

/** `--algorithm all`: every algorithm of the family on one scenario, beside the lower bound. */
function comparison(s: Scenario): { rows: Record<string, unknown>[]; lowerBound: number | null } {
  let lowerBound: number | null = null;
  const rows = familyOf(s).algorithms.map((a) => {
    const r = runScenario(s, a.id, { explain: false }, { ignorePlan: true });
    lowerBound ??= r.schedule.lowerBound ?? null;
    const ratio = r.schedule.lowerBound ? r.schedule.makespan / r.schedule.lowerBound : null;
    return {
      algorithm: a.id,
      name: a.name,
      makespan: r.schedule.makespan,
      ratioToLowerBound: ratio,
      tasks: r.schedule.tasks.length,
    };
  });
  return { rows, lowerBound };
}

function print(io: Io, value: unknown, json: boolean, text: () => string): void {
  io.out(json ? `${JSON.stringify(value, null, 2)}\n` : `${text()}\n`);
}

/** Prefixes every issue of a ScenarioError with `where` (the file), so the message names file and field. */
function inFile<T>(where: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof ScenarioError) {
      throw new ScenarioError(
        e.issues.map((i) => ({ path: i.path === "" ? where : `${where}: ${i.path}`, message: i.message })),
      );
    }
    if (e instanceof PlanError) throw new PlanError(`${where}: ${e.message}`);
    throw e;
  }
}

function noExtra(positionals: readonly string[], allowed: number, command: string): void {
  if (positionals.length > allowed) {
    throw new UsageError(
      `${command}: unexpected argument${positionals.length - allowed > 1 ? "s" : ""} ${positionals
        .slice(allowed)
        .map((p) => JSON.stringify(p))
        .join(" ")}`,
      COMMAND_USAGE[command],
    );
  }
}

function cmdRun(io: Io, args: string[]): void {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      preset: { type: "string" },
      algorithm: { type: "string" },
      json: { type: "boolean", default: false },
      format: { type: "string" },
      out: { type: "string" },
    },
  });
  const format = formatOf(values.format, values.json ?? false, FORMATS);
  let scenario;
  let title: string;
  let where: string;
  let fileAlgorithm: string | undefined;
  if (values.preset !== undefined) {
    noExtra(positionals, 0, "run");
    const preset = findPreset(values.preset);
    if (!preset) {
      throw new ScenarioError([
        { path: "--preset", message: `unknown preset "${values.preset}" (see \`cli presets\`)` },
      ]);
    }
    scenario = parseScenario(preset.doc);
    title = preset.title;
    where = `preset ${preset.id}`;
  } else {
    noExtra(positionals, 1, "run");
    const file = positionals[0];
    if (file === undefined)
      throw new UsageError("run needs a scenario FILE or --preset ID", COMMAND_USAGE.run);
    let text: string;
    try {
      text = io.readFile(file);
    } catch (e) {
      throw new ScenarioError([
        { path: "FILE", message: `cannot read ${file}: ${e instanceof Error ? e.message : String(e)}` },
      ]);
    }
    const parsed = inFile(file, () => parseScenarioFile(text));
    scenario = parsed.scenario;
    // An exported file names the algorithm it was shown with; --algorithm wins.
    fileAlgorithm = parsed.view?.algorithm;
    title = scenario.name ?? file;
    where = file;
  }
  const s = scenario;
  if (values.algorithm === "all") {
    if (format === "csv" || format === "trace") {
      throw new ScenarioError([
        { path: "--format", message: `${format} needs one algorithm, not --algorithm all` },
      ]);
    }
    const all = inFile(where, () => comparison(s));
    const text =
      format === "json"
        ? `${JSON.stringify({ kind: s.kind, timeUnit: s.timeUnit, lowerBound: all.lowerBound, algorithms: all.rows }, null, 2)}\n`
        : `${formatComparison(title, s.timeUnit, all.rows, all.lowerBound)}\n`;
    emit(io, text, values.out);
    return;
  }
  const result = inFile(where, () => runScenario(s, values.algorithm ?? fileAlgorithm, { explain: false }));
  const exportScenario = { name: title, kind: s.kind, timeUnit: s.timeUnit };
  const text =
    format === "json"
      ? `${JSON.stringify(runToJson(result), null, 2)}\n`
      : format === "csv"
        ? formatTasksCsv(result, exportScenario)
        : format === "trace"
          ? `${formatChromeTrace(result, exportScenario)}\n`
          : `${formatRun(result, title)}\n`;
  emit(io, text, values.out);
}

function cmdPresets(io: Io, args: string[]): void {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { json: { type: "boolean", default: false } },
  });
  noExtra(positionals, 0, "presets");
  const presets = allPresets();
  print(
    io,
    presets.map((p) => ({
      id: p.id,
      kind: p.doc.kind,
      title: p.title,
      description: p.description,
      doc: p.doc,
    })),
    values.json ?? false,
    () =>
      table(
        ["id", "kind", "title"],
        presets.map((p) => [p.id, p.doc.kind, p.title]),
      ),
  );
}

/** The parameters that count the random instances per point of a sweep, as the app's form shows them. */
const RUNS_PARAMS = ["runs", "instances"] as const;

/** The parameter `--runs` sets: the experiment's instances per point, if it has one. */
export function runsParamOf(exp: ExperimentDef): string | undefined {
  return RUNS_PARAMS.find((k) => typeof exp.defaults[k] === "number");
}

/** The experiment, its validated parameters, the seed and the run count of a `sweep` command line. */
function sweepSetup(
  positionals: readonly string[],
  values: { runs?: string | undefined; seed?: string | undefined; param?: string[] | undefined },
) {
  noExtra(positionals, 1, "sweep");
  const id = positionals[0];
  if (id === undefined) {
    throw new UsageError(
      `sweep needs an EXPERIMENT (one of: ${
        allExperiments()
          .map((e) => e.id)
          .join(", ") || "none"
      })`,
      COMMAND_USAGE.sweep,
    );
  }
  const exp = findExperiment(id);
  if (!exp) {
    throw new ScenarioError([
      {
        path: "EXPERIMENT",
        message: `unknown experiment "${id}" (known: ${allExperiments()
          .map((e) => e.id)
          .join(", ")})`,
      },
    ]);
  }
  const params: Record<string, unknown> = { ...exp.defaults };
  for (const kv of values.param ?? []) {
    const eq = kv.indexOf("=");
    if (eq < 1) throw new ScenarioError([{ path: "--param", message: `"${kv}" must be key=value` }]);
    const key = kv.slice(0, eq);
    if (isForbiddenKey(key)) {
      throw new ScenarioError([{ path: `--param ${key}`, message: `"${key}" is not a parameter of ${id}` }]);
    }
    const raw = kv.slice(eq + 1);
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      /* a bare string */
    }
    params[key] = inFile(`--param ${key}`, () => safeJson(value));
  }
  // --runs is what the app's form calls runs (or instances): the random instances per point of the
  // sweep, so `--runs 5` averages five instances at every point (never a cut of the run list).
  const runsKey = runsParamOf(exp);
  if (values.runs !== undefined) {
    const n = Number(values.runs);
    if (!Number.isInteger(n) || n < 1) {
      throw new ScenarioError([
        { path: "--runs", message: "must be a whole number ≥ 1 (instances per point)" },
      ]);
    }
    if (runsKey === undefined) {
      throw new ScenarioError([
        {
          path: "--runs",
          message: `${id} has no random instances per point (its runs are set by its parameters); leave --runs out`,
        },
      ]);
    }
    params[runsKey] = n;
  }
  const parsed = exp.params.safeParse(params);
  if (!parsed.success) {
    throw new ScenarioError(
      parsed.error.issues.map((i) => {
        const key = i.path.join(".");
        return {
          path: key === runsKey && values.runs !== undefined ? "--runs" : `--param ${key}`,
          message: i.message,
        };
      }),
    );
  }
  const seed = Number(values.seed);
  if (!Number.isSafeInteger(seed))
    throw new ScenarioError([{ path: "--seed", message: "must be a whole number" }]);
  return { id, exp, params: parsed.data, seed, runs: exp.runCount(parsed.data) };
}

/** Runs [from, to) of a sweep: one list of rows per run. */
function sweepRows(
  id: string,
  params: Record<string, unknown>,
  seed: number,
  from: number,
  to: number,
): readonly (readonly ExperimentRow[])[] {
  const reply = handleSweepChunk({ experiment: id, params, seed, from, to });
  if (!reply.ok) {
    if (reply.error.kind === "scenario") {
      throw new ScenarioError(
        reply.error.issues.map((i) => ({ path: `${id}: ${i.path}`, message: i.message })),
      );
    }
    throw new InternalError(`${id}: ${reply.error.message}`);
  }
  return reply.rows;
}

/** What `sweep` prints for all of a sweep's rows (and `merge` for the joined shards). */
function sweepOutput(
  exp: ExperimentDef,
  sweep: { id: string; params: Record<string, unknown>; seed: number; runs: number },
  rows: readonly (readonly ExperimentRow[])[],
  format: SweepFormat,
): string {
  if (format === "json") {
    // Which paper and figure, the summary, and the 95 % interval of every mean over runs.
    const s = summarizeWithCi(exp, sweep.params, rows);
    return `${JSON.stringify(sweepJson(exp, sweep, s), null, 2)}\n`;
  }
  const summary = exp.summarize(sweep.params, rows.flat());
  return format === "csv" ? formatSummaryCsv(summary) : `${formatSummary(summary)}\n`;
}

const SWEEP_FORMATS = ["text", "json", "csv"] as const;
type SweepFormat = (typeof SWEEP_FORMATS)[number];

const sweepFormatOf = (value: string | undefined, json: boolean): SweepFormat =>
  formatOf(value, json, SWEEP_FORMATS);

function cmdSweep(io: Io, args: string[]): void {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      runs: { type: "string" },
      seed: { type: "string", default: "1" },
      param: { type: "string", multiple: true },
      json: { type: "boolean", default: false },
      format: { type: "string" },
      shard: { type: "string" },
      out: { type: "string" },
    },
  });
  const format = sweepFormatOf(values.format, values.json ?? false);
  const { id, exp, params, seed, runs } = sweepSetup(positionals, values);
  if (values.shard !== undefined) {
    if (format !== "json" && values.format !== undefined) {
      throw new ScenarioError([
        {
          path: "--format",
          message: `a shard is written as json, not ${format} (merge the shards for ${format})`,
        },
      ]);
    }
    const { index, count } = parseShardSpec(values.shard);
    const { from, to } = shardRange(runs, index, count);
    const rows = sweepRows(id, params, seed, from, to);
    const shard = { index, count, from, to };
    const file = formatShardFile({
      format: SHARD_FORMAT,
      version: SHARD_VERSION,
      experiment: id,
      params,
      seed,
      runs,
      shard,
      rows,
    });
    emit(io, file, values.out);
    return;
  }
  const rows = sweepRows(id, params, seed, 0, runs);
  emit(io, sweepOutput(exp, { id, params, seed, runs }, rows, format), values.out);
}

function cmdMerge(io: Io, args: string[]): void {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      json: { type: "boolean", default: false },
      format: { type: "string" },
      out: { type: "string" },
    },
  });
  const format = sweepFormatOf(values.format, values.json ?? false);
  if (positionals.length === 0) throw new UsageError("merge needs shard FILEs", COMMAND_USAGE.merge);
  const files = positionals.map((path) => {
    let text: string;
    try {
      text = io.readFile(path);
    } catch (e) {
      throw new ScenarioError([
        { path: "FILE", message: `cannot read ${path}: ${e instanceof Error ? e.message : String(e)}` },
      ]);
    }
    return { path, shard: inFile(path, () => parseShardFile(text)) };
  });
  const shards = checkShards(files);
  const first = shards[0];
  if (first === undefined) throw new UsageError("merge needs shard FILEs", COMMAND_USAGE.merge);
  const where = positionals[0] ?? "FILE";
  const exp = findExperiment(first.experiment);
  if (!exp) {
    throw new ScenarioError([
      { path: `${where}: experiment`, message: `unknown experiment "${first.experiment}"` },
    ]);
  }
  const parsed = exp.params.safeParse({ ...exp.defaults, ...first.params });
  if (!parsed.success) {
    throw new ScenarioError(
      parsed.error.issues.map((i) => ({ path: `${where}: params.${i.path.join(".")}`, message: i.message })),
    );
  }
  const runCount = exp.runCount(parsed.data);
  if (first.runs > runCount) {
    throw new ScenarioError([
      {
        path: `${where}: runs`,
        message: `must be at most ${runCount} (the runs of ${first.experiment} with these parameters)`,
      },
    ]);
  }
  const sweep = { id: first.experiment, params: parsed.data, seed: first.seed, runs: first.runs };
  emit(
    io,
    sweepOutput(
      exp,
      sweep,
      shards.flatMap((s) => s.rows),
      format,
    ),
    values.out,
  );
}

/** A failure that is not the input's fault: exit 1 with its message (never a stack trace). */
class InternalError extends Error {}

function cmdExperiments(io: Io, args: string[]): void {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { json: { type: "boolean", default: false } },
  });
  noExtra(positionals, 0, "experiments");
  const experiments = allExperiments();
  print(
    io,
    experiments.map((e) => ({
      id: e.id,
      title: e.title,
      family: e.family,
      paper: e.paper,
      figure: e.figure,
      parameters: e.defaults,
      runs: e.runCount(e.defaults),
    })),
    values.json ?? false,
    () =>
      table(
        ["id", "family", "figure", "runs", "title"],
        experiments.map((e) => [e.id, e.family, e.figure ?? "—", String(e.runCount(e.defaults)), e.title]),
      ),
  );
}

const COMMANDS: Record<string, (io: Io, args: string[]) => void> = {
  run: cmdRun,
  presets: cmdPresets,
  experiments: cmdExperiments,
  sweep: cmdSweep,
  merge: cmdMerge,
};

const isHelp = (a: string) => a === "--help" || a === "-h";

/**
 * Runs one command line over the given I/O and returns the exit code: 0 done (or help), 2 bad input or
 * usage (naming the file and the field), 1 an internal error. Nothing is kept between calls.
 */
export function cli(argv: readonly string[], io: Io): number {
  const [command, ...rest] = argv;
  try {
    if (command === undefined) throw new UsageError("no command");
    if (command === "help" || isHelp(command)) {
      const topic = rest[0];
      io.out(
        `${(topic !== undefined && Object.hasOwn(COMMAND_USAGE, topic) ? COMMAND_USAGE[topic] : undefined) ?? USAGE}\n`,
      );
      return 0;
    }
    const cmd = Object.hasOwn(COMMANDS, command) ? COMMANDS[command] : undefined;
    if (!cmd) throw new UsageError(`unknown command "${command}"`);
    if (rest.some(isHelp)) {
      io.out(`${COMMAND_USAGE[command] ?? USAGE}\n`);
      return 0;
    }
    cmd(io, rest);
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`${e.message}\n${e.usage}\n`);
      return 2;
    }
    if (e instanceof ScenarioError || e instanceof PlanError) {
      io.err(`error: ${e.message}\n`);
      return 2;
    }
    if (e instanceof TypeError && "code" in e && String(e.code).startsWith("ERR_PARSE_ARGS")) {
      const usage =
        command !== undefined && Object.hasOwn(COMMAND_USAGE, command) ? COMMAND_USAGE[command] : USAGE;
      io.err(`${e.message}\n${usage ?? USAGE}\n`);
      return 2;
    }
    const message = e instanceof Error ? e.message : String(e);
    io.err(`internal error: ${message}\n(please report it with the command line and the input file)\n`);
    return 1;
  }
}
