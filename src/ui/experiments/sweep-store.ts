// Sweeps outside the components that show them: a sweep keeps running, and its finished runs stay, when
// the Sweeps tab or a Papers card unmounts (another view, another tab, the gallery closed), and the
// component shows it again when it comes back. Like run-progress.ts, a tiny store read with
// useSyncExternalStore. One sweep per slot ("sweeps:grid-hit-rate", "papers:grid-hit-rate"); starting
// one cancels the slot's previous sweep. Cancel keeps the runs that finished.
import { useSyncExternalStore } from "react";
import type { ExperimentRow } from "../../core/experiment";
import {
  poolSize,
  SweepPool,
  type SweepOutcome,
  type SweepProgress,
  type SweepRequest,
} from "../../engine/pool";

export type SweepStatus = "running" | "done" | "cancelled" | "failed";

export interface SweepEntry {
  readonly slot: string;
  readonly request: SweepRequest;
  /** The experiment, parameters and seed: a sweep answers the form only when its key is the form's. */
  readonly key: string;
  /** The rows of each run, by run index; undefined until the run finished. Grows in place: read it with `done`. */
  readonly byRun: readonly (readonly ExperimentRow[] | undefined)[];
  /** Runs finished. */
  readonly done: number;
  readonly status: SweepStatus;
  readonly error: string | null;
  /** Wall time from start to the end (or to now while running), in milliseconds. */
  readonly elapsedMs: number;
}

/** What runs a sweep: the worker pool in the app, a fake in tests. */
export interface SweepRunner {
  sweep(
    req: SweepRequest,
    onProgress: (p: SweepProgress) => void,
    onRows: (from: number, rows: readonly (readonly ExperimentRow[])[]) => void,
  ): Promise<SweepOutcome>;
  cancel(): void;
}

export function sweepKey(experiment: string, params: Record<string, unknown>, seed: number): string {
  return JSON.stringify([experiment, params, seed]);
}

/** Listeners hear of progress at most this often (a 100 000-run sweep reports hundreds of chunks). */
export const NOTIFY_MS = 150;

export class SweepStore {
  private readonly entries = new Map<string, SweepEntry>();
  private readonly runners = new Map<string, SweepRunner>();
  private readonly listeners = new Set<() => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private lastNotify = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly makeRunner: () => SweepRunner,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  get(slot: string): SweepEntry | undefined {
    return this.entries.get(slot);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Starts a sweep in `slot` (cancelling the slot's running one); resolves when it ends. */
  async start(slot: string, request: SweepRequest): Promise<SweepEntry> {
    this.runners.get(slot)?.cancel();
    const runner = this.makeRunner();
    this.runners.set(slot, runner);
    const t0 = this.clock();
    const byRun = new Array<readonly ExperimentRow[] | undefined>(request.runs).fill(undefined);
    let done = 0;
    const set = (patch: Partial<SweepEntry>, now: boolean) => {
      if (this.runners.get(slot) !== runner) return;
      const prev = this.entries.get(slot);
      this.entries.set(slot, {
        slot,
        request,
        key: sweepKey(request.experiment, request.params, request.seed),
        byRun,
        done,
        status: "running",
        error: null,
        ...(prev?.byRun === byRun ? prev : {}),
        elapsedMs: this.clock() - t0,
        ...patch,
      });
      this.changed(now);
    };
    set({ done: 0, status: "running" }, true);
    const outcome = await runner.sweep(
      request,
      () => undefined,
      (from, rows) => {
        rows.forEach((r, i) => {
          if (byRun[from + i] === undefined) done++;
          byRun[from + i] = r;
        });
        set({ done }, false);
      },
    );
    if (outcome.ok) set({ done, status: "done" }, true);
    else if (outcome.error.kind === "cancelled") set({ done, status: "cancelled" }, true);
    else set({ done, status: "failed", error: outcome.error.message }, true);
    if (this.runners.get(slot) === runner) this.runners.delete(slot);
    return this.entries.get(slot) as SweepEntry;
  }

  /** Stops the slot's sweep; the runs that finished stay (status "cancelled"). */
  cancel(slot: string): void {
    const runner = this.runners.get(slot);
    if (!runner) return;
    runner.cancel();
    const entry = this.entries.get(slot);
    if (entry?.status === "running") {
      this.entries.set(slot, { ...entry, status: "cancelled" });
    }
    this.runners.delete(slot);
    this.changed(true);
  }

  /** Forgets the slot's sweep (cancelling it if it runs). */
  clear(slot: string): void {
    this.runners.get(slot)?.cancel();
    this.runners.delete(slot);
    if (this.entries.delete(slot)) this.changed(true);
  }

  private changed(now: boolean): void {
    const t = this.clock();
    if (now || t - this.lastNotify >= NOTIFY_MS) {
      if (this.timer !== null) clearTimeout(this.timer);
      this.timer = null;
      this.lastNotify = t;
      for (const l of this.listeners) l();
      return;
    }
    this.timer ??= setTimeout(() => {
      this.timer = null;
      this.changed(true);
    }, NOTIFY_MS);
  }
}

/** The app's sweeps, each in a pool of workers (src/engine/pool.ts). */
export const sweepStore = new SweepStore(
  () => new SweepPool(poolSize(typeof navigator === "undefined" ? 2 : navigator.hardwareConcurrency)),
);

/** The slot's sweep, re-rendering on its progress. */
export function useSweep(slot: string, store: SweepStore = sweepStore): SweepEntry | undefined {
  return useSyncExternalStore(
    store.subscribe,
    () => store.get(slot),
    () => store.get(slot),
  );
}
