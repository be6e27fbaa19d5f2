// `npm run bench -- sweep`: sweeps of about 1 000 runs (issue 18's size) and 10 000 runs, as the command
// line runs them — whole in one process (what one worker of the app's pool does), then as 4 shards run side
// by side on this machine's cores and merged (docs/sweeps.md, the one-machine array job; the app's
// SweepPool splits a sweep the same way over navigator.hardwareConcurrency workers). Prints runs per second
// of each and their ratio, and checks that the merge is the unsharded sweep, byte for byte. Figures only.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { promisify } from "node:util";

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, "..");
const TSX = join(ROOT, "node_modules", ".bin", "tsx");
const CLI = join(ROOT, "src", "cli", "main.ts");
/** grid-hit-rate (Steffenel–Mounié Fig. 4) at 13 cluster counts × `runs` runs each. */
const sweepArgs = (runs: number) => [
  "sweep",
  "grid-hit-rate",
  "--seed",
  "1",
  "--runs",
  String(runs),
  "--format",
  "json",
];
/** 1001 runs (the issue's size), and 10 010, where the shards' start-up (≈ 1 s each) stops dominating. */
const SIZES = [77, 770];
const SHARDS = 4;

const cli = async (args: readonly string[]) =>
  (await run(TSX, [CLI, ...args], { cwd: ROOT, maxBuffer: 64 << 20 })).stdout;

/** Runs the shards, at most `parallel` at a time; resolves when all have written their files. */
async function shards(dir: string, parallel: number, SWEEP: readonly string[]): Promise<string[]> {
  const files = Array.from({ length: SHARDS }, (_, k) => join(dir, `shard-${k + 1}.json`));
  let next = 0;
  const lane = async () => {
    while (next < SHARDS) {
      const k = next++;
      await cli([...SWEEP, "--shard", `${k + 1}/${SHARDS}`, "--out", files[k] as string]);
    }
  };
  await Promise.all(Array.from({ length: parallel }, lane));
  return files;
}

export async function benchSweep(): Promise<void> {
  const cores = Math.max(1, cpus().length);
  console.log(`grid-hit-rate; ${cores} cores, load ${loadavg()[0]?.toFixed(1)}`);
  for (const size of SIZES) await oneSize(sweepArgs(size), cores);
}

async function oneSize(SWEEP: readonly string[], cores: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), "bench-sweep-"));
  try {
    let t = performance.now();
    const whole = await cli(SWEEP);
    const wholeMs = performance.now() - t;
    const runs = (JSON.parse(whole) as { runs: number }).runs;
    t = performance.now();
    const files = await shards(dir, cores, SWEEP);
    const merged = await cli(["merge", ...files, "--format", "json"]);
    const shardMs = performance.now() - t;
    const perSecond = (ms: number) => (runs / (ms / 1000)).toFixed(0);
    console.log(`${runs} runs`);
    console.log(`  one process:            ${(wholeMs / 1000).toFixed(1)} s, ${perSecond(wholeMs)} runs/s`);
    console.log(
      `  ${SHARDS} shards (${cores} at a time) + merge: ${(shardMs / 1000).toFixed(1)} s, ` +
        `${perSecond(shardMs)} runs/s, ${(wholeMs / shardMs).toFixed(2)}× the one process`,
    );
    console.log(`  merged = unsharded: ${merged === whole ? "yes, byte for byte" : "NO"}`);
    console.log(
      `  (each process pays Node + tsx start-up, ≈ 1 s; shard files: ${files
        .map((f) => `${(readFileSync(f).length / 1024).toFixed(0)} KB`)
        .join(", ")})`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
