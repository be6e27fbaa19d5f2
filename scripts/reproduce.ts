// `npm run reproduce [-- --full] [--out PATH] [--only ID,…] [--threads N]`: runs every experiment that
// reproduces a paper's figure (its `quick` parameters, or the paper's settings with --full), seeded, and
// writes docs/REPRODUCTION.md with our numbers (means ± 95 % CI), each claim and its verdict. The
// rendering is src/core/reproduction.ts, the same code as the app's Papers gallery. The runs are split
// over worker threads (two by default); a run's seed derives from (seed, run index) alone, so the file
// does not depend on the threads.
import { writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import * as prettier from "prettier";
import { isMainThread, parentPort, Worker } from "node:worker_threads";
import type { ExperimentRow } from "../src/core/experiment";
import { allExperiments, findExperiment } from "../src/core/registry";
import {
  figureExperiments,
  renderReproduction,
  REPRODUCTION_SEED,
  reproductionParams,
  type ReproductionEntry,
  type ReproductionMode,
} from "../src/core/reproduction";
import { handleSweepChunk } from "../src/engine/service";
import type { SweepChunkReply, SweepChunkRequest } from "../src/engine/protocol";

const TSX_API = import.meta.resolve("tsx/esm/api");
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

interface Options {
  readonly mode: ReproductionMode;
  readonly out: string;
  readonly only: readonly string[] | null;
  readonly threads: number;
}

function usage(message: string): never {
  console.error(`error: ${message}`);
  console.error("usage: npm run reproduce -- [--full] [--out PATH] [--only ID,…] [--threads N]");
  process.exit(2);
}

function parseArgs(argv: readonly string[]): Options {
  let mode: ReproductionMode = "quick";
  let out = resolve(ROOT, "docs/REPRODUCTION.md");
  let only: string[] | null = null;
  let threads = 2;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => argv[++i] ?? usage(`${a} needs a value`);
    if (a === "--full") mode = "full";
    else if (a === "--out") out = resolve(process.cwd(), value());
    else if (a === "--only") only = value().split(",");
    else if (a === "--threads") {
      threads = Number(value());
      if (!Number.isInteger(threads) || threads < 1 || threads > 16)
        usage("--threads must be a whole number from 1 to 16");
    } else usage(`unknown argument ${String(a)}`);
  }
  for (const id of only ?? []) {
    const exp = findExperiment(id);
    if (!exp) usage(`--only: unknown experiment "${id}"`);
    if (exp.figure === null) usage(`--only: ${id} reproduces no figure`);
  }
  return { mode, out, only, threads };
}

/** A pool of worker threads answering sweep chunks (this file, started as a worker). */
class ThreadPool {
  private readonly idle: Worker[] = [];
  private readonly queue: (() => void)[] = [];

  constructor(size: number) {
    for (let i = 0; i < size; i++) {
      // The worker registers tsx's loader first, then loads this file (a TypeScript module).
      const boot = `import(${JSON.stringify(TSX_API)}).then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); })`;
      this.idle.push(new Worker(boot, { eval: true }));
    }
  }

  async chunk(req: SweepChunkRequest): Promise<SweepChunkReply> {
    const worker = await this.take();
    try {
      return await new Promise<SweepChunkReply>((resolveReply, reject) => {
        worker.once("message", (reply: SweepChunkReply) => resolveReply(reply));
        worker.once("error", reject);
        worker.postMessage(req);
      });
    } finally {
      worker.removeAllListeners("error");
      this.idle.push(worker);
      this.queue.shift()?.();
    }
  }

  private async take(): Promise<Worker> {
    for (;;) {
      const w = this.idle.pop();
      if (w) return w;
      await new Promise<void>((r) => this.queue.push(r));
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.idle.map((w) => w.terminate()));
  }
}

async function reproduce(opts: Options): Promise<void> {
  const experiments = figureExperiments(allExperiments()).filter(
    (e) => opts.only === null || opts.only.includes(e.id),
  );
  const pool = new ThreadPool(opts.threads);
  const entries: ReproductionEntry[] = [];
  try {
    for (const exp of experiments) {
      const t0 = performance.now();
      const params = reproductionParams(exp, opts.mode);
      const runs = exp.runCount(params);
      // Chunks small enough to balance the threads, large enough to keep messages few.
      const size = Math.max(1, Math.ceil(runs / (opts.threads * 8)));
      const jobs: Promise<SweepChunkReply>[] = [];
      for (let from = 0; from < runs; from += size) {
        jobs.push(
          pool.chunk({
            experiment: exp.id,
            params,
            seed: REPRODUCTION_SEED,
            from,
            to: Math.min(runs, from + size),
          }),
        );
      }
      const byRun: (readonly ExperimentRow[])[] = [];
      for (const reply of await Promise.all(jobs)) {
        if (!reply.ok) throw new Error(`${exp.id}: ${reply.error.message}`);
        byRun.push(...reply.rows);
      }
      entries.push({ exp, params, seed: REPRODUCTION_SEED, byRun });
      const seconds = ((performance.now() - t0) / 1000).toFixed(1);
      console.error(`${exp.id}: ${runs} runs in ${seconds} s`);
    }
  } finally {
    await pool.close();
  }
  // Formatted as the repository's Prettier check wants it (aligned tables), so the file passes `npm run format:check`.
  const text = renderReproduction(entries, opts.mode);
  const config = (await prettier.resolveConfig(opts.out)) ?? {};
  writeFileSync(opts.out, await prettier.format(text, { ...config, filepath: opts.out }));
  console.error(`wrote ${opts.out}`);
}

if (isMainThread) {
  reproduce(parseArgs(process.argv.slice(2))).catch((e: unknown) => {
    console.error(`error: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  });
} else {
  parentPort?.on("message", (req: SweepChunkRequest) => parentPort?.postMessage(handleSweepChunk(req)));
}
