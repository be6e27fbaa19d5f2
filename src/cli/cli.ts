// Command line over the same core (docs/architecture.md, command line):
//   run FILE|--preset ID [--algorithm ID] [--json]
//   presets [--json]
//   sweep EXPERIMENT [--runs N] [--seed S] [--param key=value …] [--json]
// Bad input: exit code 2 and a message naming the field. `main.ts` wires it to the process.
import { parseArgs } from "node:util";
import { allExperiments, allPresets, findExperiment, findPreset, runScenario } from "../core/registry";
import { parseScenario, parseScenarioText } from "../core/scenario/document";
import { ScenarioError } from "../core/scenario/errors";
import { PlanError } from "../core/family";
import { handleSweepChunk } from "../engine/service";
import { formatRun, formatSummary, table } from "./format";
import { runToJson } from "./json";

class UsageError extends Error {}

const USAGE = `usage:
  cli run FILE|--preset ID [--algorithm ID] [--json]
  cli presets [--json]
  cli sweep EXPERIMENT [--runs N] [--seed S] [--param key=value …] [--json]`;

export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly readFile: (path: string) => string;
}

let io: Io;

function print(value: unknown, json: boolean, text: () => string): void {
  io.out(json ? `${JSON.stringify(value, null, 2)}\n` : `${text()}\n`);
}

function cmdRun(args: string[]): void {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      preset: { type: "string" },
      algorithm: { type: "string" },
      json: { type: "boolean", default: false },
    },
  });
  let scenario;
  let title: string;
  if (values.preset !== undefined) {
    const preset = findPreset(values.preset);
    if (!preset) {
      throw new ScenarioError([
        { path: "--preset", message: `unknown preset "${values.preset}" (see \`cli presets\`)` },
      ]);
    }
    scenario = parseScenario(preset.doc);
    title = preset.title;
  } else {
    const file = positionals[0];
    if (file === undefined) throw new UsageError("run needs a scenario FILE or --preset ID");
    let text: string;
    try {
      text = io.readFile(file);
    } catch (e) {
      throw new ScenarioError([{ path: "FILE", message: `cannot read ${file}: ${(e as Error).message}` }]);
    }
    scenario = parseScenarioText(text).scenario;
    title = scenario.name ?? file;
  }
  const result = runScenario(scenario, values.algorithm, { explain: false });
  print(runToJson(result), values.json ?? false, () => formatRun(result, title));
}

function cmdPresets(args: string[]): void {
  const { values } = parseArgs({ args, options: { json: { type: "boolean", default: false } } });
  const presets = allPresets();
  print(
    presets.map((p) => ({ id: p.id, kind: p.doc.kind, title: p.title, description: p.description })),
    values.json ?? false,
    () =>
      table(
        ["id", "kind", "title"],
        presets.map((p) => [p.id, p.doc.kind, p.title]),
      ),
  );
}

function cmdSweep(args: string[]): void {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      runs: { type: "string" },
      seed: { type: "string", default: "1" },
      param: { type: "string", multiple: true },
      json: { type: "boolean", default: false },
    },
  });
  const id = positionals[0];
  if (id === undefined) {
    throw new UsageError(
      `sweep needs an EXPERIMENT (one of: ${
        allExperiments()
          .map((e) => e.id)
          .join(", ") || "none"
      })`,
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
    const raw = kv.slice(eq + 1);
    let value: unknown = raw;
    try {
      value = JSON.parse(raw);
    } catch {
      /* a bare string */
    }
    params[kv.slice(0, eq)] = value;
  }
  const parsed = exp.params.safeParse(params);
  if (!parsed.success) {
    throw new ScenarioError(
      parsed.error.issues.map((i) => ({ path: `--param ${i.path.join(".")}`, message: i.message })),
    );
  }
  const seed = Number(values.seed);
  if (!Number.isInteger(seed))
    throw new ScenarioError([{ path: "--seed", message: "must be a whole number" }]);
  const runs = values.runs === undefined ? exp.runCount(parsed.data) : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 1_000_000) {
    throw new ScenarioError([{ path: "--runs", message: "must be a whole number from 1 to 1000000" }]);
  }
  const reply = handleSweepChunk({ experiment: id, params: parsed.data, seed, from: 0, to: runs });
  if (!reply.ok) throw new Error(reply.error.message);
  const rows = reply.rows.flat();
  const summary = exp.summarize(parsed.data, rows);
  print({ experiment: id, params: parsed.data, seed, runs, summary }, values.json ?? false, () =>
    formatSummary(summary),
  );
}

/** Runs one command line; returns the exit code (2 for bad input, naming the field). */
export function cli(argv: readonly string[], streams: Io): number {
  io = streams;
  const [command, ...rest] = argv;
  try {
    if (command === "run") cmdRun(rest);
    else if (command === "presets") cmdPresets(rest);
    else if (command === "sweep") cmdSweep(rest);
    else throw new UsageError(command === undefined ? "no command" : `unknown command "${command}"`);
    return 0;
  } catch (e) {
    if (e instanceof UsageError) {
      io.err(`${e.message}\n${USAGE}\n`);
      return 2;
    }
    if (e instanceof ScenarioError || e instanceof PlanError) {
      io.err(`error: ${e.message}\n`);
      return 2;
    }
    if (e instanceof TypeError && "code" in e && String(e.code).startsWith("ERR_PARSE_ARGS")) {
      io.err(`${e.message}\n${USAGE}\n`);
      return 2;
    }
    throw e;
  }
}
