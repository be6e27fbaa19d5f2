// Sharded sweeps (docs/sweeps.md): `cli sweep … --shard I/N` runs a contiguous share of the runs and
// writes a shard file; `cli merge` checks that the files are the N shards of one sweep and joins their
// rows in run order. Run r's seed is deriveSeed(sweep seed, r) (docs/architecture.md, randomness), so
// the merged rows are exactly the unsharded sweep's.
import type { ExperimentRow } from "../core/experiment";
import { ScenarioError } from "../core/scenario/errors";
import { parseJsonText, safeJson } from "../core/scenario/safe-json";

export const SHARD_FORMAT = "schedule-explorer/sweep-shard";
export const SHARD_VERSION = 1;

export interface ShardFile {
  readonly format: typeof SHARD_FORMAT;
  readonly version: typeof SHARD_VERSION;
  readonly experiment: string;
  /** The parameters after defaults and validation. */
  readonly params: Record<string, unknown>;
  readonly seed: number;
  readonly runs: number;
  /** 1-based index of `count`; the shard holds runs [from, to). */
  readonly shard: {
    readonly index: number;
    readonly count: number;
    readonly from: number;
    readonly to: number;
  };
  /** One list per run, as handleSweepChunk returns them. */
  readonly rows: readonly (readonly ExperimentRow[])[];
}

const fail = (path: string, message: string): never => {
  throw new ScenarioError([{ path, message }]);
};

/** "3/16" → { index: 3, count: 16 }; the index is 1-based. */
export function parseShardSpec(text: string): { index: number; count: number } {
  const m = /^(\d+)\/(\d+)$/.exec(text);
  const index = m ? Number(m[1]) : Number.NaN;
  const count = m ? Number(m[2]) : Number.NaN;
  if (
    !Number.isSafeInteger(index) ||
    !Number.isSafeInteger(count) ||
    count < 1 ||
    index < 1 ||
    index > count
  ) {
    fail("--shard", `"${text}" must be I/N with 1 ≤ I ≤ N (e.g. 3/16)`);
  }
  return { index, count };
}

/** Runs [from, to) of shard `index` (1-based) of `count`: contiguous, in order, sizes differing by at most one. */
export function shardRange(runs: number, index: number, count: number): { from: number; to: number } {
  return {
    from: Math.floor((runs * (index - 1)) / count),
    to: Math.floor((runs * index) / count),
  };
}

// JSON has no NaN, ±Infinity or -0; a run may measure them (an empty group's mean), so they travel
// as the strings "NaN", "Infinity", "-Infinity" and "-0" and come back as the same numbers.
const SPECIAL: Readonly<Record<string, number>> = {
  NaN: Number.NaN,
  Infinity: Number.POSITIVE_INFINITY,
  "-Infinity": Number.NEGATIVE_INFINITY,
  "-0": -0,
};

function encodeNumber(x: number): number | string {
  if (Number.isNaN(x)) return "NaN";
  if (x === Number.POSITIVE_INFINITY) return "Infinity";
  if (x === Number.NEGATIVE_INFINITY) return "-Infinity";
  if (Object.is(x, -0)) return "-0";
  return x;
}

export function formatShardFile(shard: ShardFile): string {
  const rows = shard.rows.map((run) =>
    run.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, encodeNumber(v)]))),
  );
  return `${JSON.stringify({ ...shard, rows }, null, 2)}\n`;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const wholeNumber = (v: unknown, path: string, min: number): number =>
  typeof v === "number" && Number.isSafeInteger(v) && v >= min
    ? v
    : fail(path, `must be a whole number ≥ ${min}`);

/** Reads one shard file's text; a ScenarioError names the field that is wrong. */
export function parseShardFile(text: string): ShardFile {
  const doc = safeJson(parseJsonText(text));
  if (!isObject(doc)) return fail("", "is not a shard file (a JSON object)");
  if (doc.format !== SHARD_FORMAT) fail("format", `must be "${SHARD_FORMAT}" (is this a shard file?)`);
  if (doc.version !== SHARD_VERSION) fail("version", `must be ${SHARD_VERSION}`);
  if (typeof doc.experiment !== "string") fail("experiment", "must be an experiment id");
  if (!isObject(doc.params)) fail("params", "must be an object");
  const seed = doc.seed;
  if (typeof seed !== "number" || !Number.isSafeInteger(seed)) fail("seed", "must be a whole number");
  const runs = wholeNumber(doc.runs, "runs", 1);
  const s = doc.shard;
  if (!isObject(s)) return fail("shard", "must be {index, count, from, to}");
  const count = wholeNumber(s.count, "shard.count", 1);
  const index = wholeNumber(s.index, "shard.index", 1);
  if (index > count) fail("shard.index", `must be at most shard.count (${count})`);
  const from = wholeNumber(s.from, "shard.from", 0);
  const to = wholeNumber(s.to, "shard.to", from);
  if (to > runs) fail("shard.to", `must be at most runs (${runs})`);
  if (!Array.isArray(doc.rows)) return fail("rows", "must be a list (one list of rows per run)");
  if (doc.rows.length !== to - from) {
    fail("rows", `holds ${doc.rows.length} runs, but the shard covers runs [${from}, ${to})`);
  }
  const rows = doc.rows.map((run: unknown, r) => {
    if (!Array.isArray(run)) return fail(`rows[${r}]`, "must be a list of rows");
    return run.map((row: unknown, i): ExperimentRow => {
      if (!isObject(row)) return fail(`rows[${r}][${i}]`, "must be an object of numbers");
      const out: ExperimentRow = {};
      for (const [k, v] of Object.entries(row)) {
        if (typeof v === "number") out[k] = v;
        else if (typeof v === "string" && Object.hasOwn(SPECIAL, v)) out[k] = SPECIAL[v] ?? Number.NaN;
        else fail(`rows[${r}][${i}].${k}`, "must be a number");
      }
      return out;
    });
  });
  return {
    format: SHARD_FORMAT,
    version: SHARD_VERSION,
    experiment: doc.experiment as string,
    params: doc.params as Record<string, unknown>,
    seed: seed as number,
    runs,
    shard: { index, count, from, to },
    rows,
  };
}

/** JSON with object keys sorted, so that two parameter sets compare by value. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (isObject(v)) {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(v);
}

/**
 * Checks that `files` are the shards of one sweep (same experiment, parameters, seed, runs and shard
 * count; each index exactly once; ranges contiguous and covering [0, runs)) and returns them in shard
 * order. A ScenarioError names the file and the reason.
 */
export function checkShards(files: readonly { path: string; shard: ShardFile }[]): ShardFile[] {
  const first = files[0];
  if (first === undefined) return fail("merge", "needs at least one shard file");
  const name = (f: ShardFile) => `shard ${f.shard.index}/${f.shard.count}`;
  const fields: readonly [string, (f: ShardFile) => string, (f: ShardFile) => string][] = [
    ["experiment", (f) => f.experiment, (f) => f.experiment],
    ["seed", (f) => String(f.seed), (f) => `seed ${f.seed}`],
    ["runs", (f) => String(f.runs), (f) => `${f.runs} runs`],
    ["count", (f) => String(f.shard.count), (f) => `a split into ${f.shard.count}`],
    ["params", (f) => canonical(f.params), (f) => `parameters ${canonical(f.params)}`],
  ];
  for (const [, key, describe] of fields) {
    // The value most files share (the first file's on a tie) is the sweep's; a file that differs is named.
    const tally = new Map<string, number>();
    for (const f of files) tally.set(key(f.shard), (tally.get(key(f.shard)) ?? 0) + 1);
    let best = key(first.shard);
    for (const [k, n] of tally) if (n > (tally.get(best) ?? 0)) best = k;
    const model = files.find((f) => key(f.shard) === best) ?? first;
    for (const f of files) {
      if (key(f.shard) !== best) {
        fail(
          f.path,
          `${name(f.shard)} is of ${describe(f.shard)}, the other${files.length > 2 ? "s are" : " is"} of ${describe(model.shard)}`,
        );
      }
    }
  }
  const { count } = first.shard.shard;
  const { runs } = first.shard;
  const byIndex = new Map<number, { path: string; shard: ShardFile }>();
  for (const f of files) {
    const seen = byIndex.get(f.shard.shard.index);
    if (seen) fail(f.path, `${name(f.shard)} is given twice (also ${seen.path})`);
    byIndex.set(f.shard.shard.index, f);
  }
  const ordered: ShardFile[] = [];
  let next = 0;
  for (let i = 1; i <= count; i++) {
    const f = byIndex.get(i);
    if (!f) return fail("merge", `shard ${i}/${count} missing`);
    const { from, to } = f.shard.shard;
    const want = shardRange(runs, i, count);
    if (from !== next || from !== want.from || to !== want.to) {
      fail(f.path, `${name(f.shard)} covers runs [${from}, ${to}), expected [${want.from}, ${want.to})`);
    }
    next = to;
    ordered.push(f.shard);
  }
  return ordered;
}
