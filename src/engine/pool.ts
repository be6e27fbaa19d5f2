// A pool of workers for sweeps. Runs are split into chunks; run r's seed is derived from
// (sweep seed, r) inside the core, so the result does not depend on which worker ran it or on the
// pool size. Cancel terminates every worker.
import * as Comlink from "comlink";
import type { ExperimentRow } from "../core/experiment";
import type { EngineError, WorkerApi } from "./protocol";
import { defaultWorkerFactory, type WorkerFactory } from "./client";

export interface SweepProgress {
  readonly done: number;
  readonly total: number;
}

export type SweepOutcome =
  | { readonly ok: true; readonly rows: ExperimentRow[]; readonly elapsedMs: number }
  | { readonly ok: false; readonly error: EngineError };

export interface SweepRequest {
  readonly experiment: string;
  readonly params: Record<string, unknown>;
  readonly seed: number;
  readonly runs: number;
}

/** Runs per message to a worker at most. */
export const MAX_CHUNK = 256;

export function poolSize(hardwareConcurrency: number | undefined): number {
  return Math.max(1, Math.min(4, (hardwareConcurrency ?? 2) - 1));
}

export class SweepPool {
  private workers: Worker[] = [];
  private cancelled = false;
  /** Resolves the pending sweep when cancelled (terminated workers never answer). */
  private wake: (() => void) | null = null;

  constructor(
    private readonly size: number,
    private readonly factory: WorkerFactory = defaultWorkerFactory,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  cancel(): void {
    this.cancelled = true;
    for (const w of this.workers) w.terminate();
    this.workers = [];
    this.wake?.();
  }

  /**
   * Runs the sweep; `onRows` receives each chunk's rows (runs `from`, `from + 1`, …) as it finishes, so a
   * caller can show partial results and keep them when the sweep is cancelled.
   */
  async sweep(
    req: SweepRequest,
    onProgress: (p: SweepProgress) => void,
    onRows?: (from: number, rows: readonly (readonly ExperimentRow[])[]) => void,
  ): Promise<SweepOutcome> {
    const t0 = this.clock();
    this.cancelled = false;
    // Several chunks per worker (balance), but never huge ones: progress arrives chunk by chunk, and a
    // sweep of 10000s of runs must show it often (the paper's 10000 grids per cluster count).
    const chunk = Math.max(1, Math.min(MAX_CHUNK, Math.ceil(req.runs / (this.size * 8))));
    const chunks: [number, number][] = [];
    for (let from = 0; from < req.runs; from += chunk) chunks.push([from, Math.min(req.runs, from + chunk)]);
    const byRun: (readonly ExperimentRow[])[] = new Array<readonly ExperimentRow[]>(req.runs);
    let done = 0;
    let failure: EngineError | null = null;
    this.workers = Array.from({ length: Math.min(this.size, chunks.length) }, () => this.factory());
    const lane = async (worker: Worker) => {
      const api = Comlink.wrap<WorkerApi>(worker);
      while (chunks.length > 0 && !this.cancelled && !failure) {
        const [from, to] = chunks.shift() as [number, number];
        const reply = await api.sweepChunk({
          experiment: req.experiment,
          params: req.params,
          seed: req.seed,
          from,
          to,
        });
        if (!reply.ok) {
          failure = reply.error;
          return;
        }
        if (this.cancelled) return;
        reply.rows.forEach((rows, i) => (byRun[from + i] = rows));
        onRows?.(from, reply.rows);
        done += to - from;
        onProgress({ done, total: req.runs });
      }
    };
    try {
      const cancelled = new Promise<void>((resolve) => (this.wake = resolve));
      await Promise.race([Promise.all(this.workers.map(lane)), cancelled]);
    } catch (e) {
      if (!this.cancelled) failure = { kind: "internal", message: String(e) };
    } finally {
      for (const w of this.workers) w.terminate();
      this.workers = [];
      this.wake = null;
    }
    if (this.cancelled) return { ok: false, error: { kind: "cancelled", message: "sweep cancelled" } };
    if (failure) return { ok: false, error: failure };
    return { ok: true, rows: byRun.flatMap((r) => r ?? []), elapsedMs: this.clock() - t0 };
  }
}
