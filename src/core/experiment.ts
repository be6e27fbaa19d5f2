// Sweeps (what-if experiments): many seeded random instances, each run independent, so a pool of
// workers or a shard of the CLI computes exactly the same rows. The seed of run r is
// deriveSeed(sweep seed, r) (docs/architecture.md, randomness), never the worker's.
import type { z } from "zod";
import type { ScenarioDoc } from "./family";
import type { Family } from "./schedule/types";

/** One run's measurements: e.g. { clusters: 12, "ecef": 840.5, "flat": 1200 }. */
export type ExperimentRow = Record<string, number>;

export interface ExperimentTable {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
}

/** How to draw a summary: y against x, one line per series. */
export interface ExperimentChart {
  readonly x: string;
  readonly xLabel: string;
  readonly yLabel: string;
  readonly series: readonly {
    readonly name: string;
    readonly points: readonly (readonly [number, number])[];
    /**
     * Optional 95 % confidence interval [lo, hi] of each point's y (parallel to `points`; NaN bounds
     * when a point has fewer than two runs). Absent for deterministic series.
     */
    readonly intervals?: readonly (readonly [number, number])[];
  }[];
}

export interface ExperimentSummary {
  readonly title: string;
  readonly tables: readonly (ExperimentTable & { readonly title: string })[];
  readonly charts: readonly (ExperimentChart & { readonly title: string })[];
}

/** Our summary set beside the paper's claim: reproduced, or differs and why (docs/REPRODUCTION.md). */
export interface ClaimVerdict {
  readonly reproduced: boolean;
  /** One or two sentences in the reader's terms: what matched, or what differs and the likely reason. */
  readonly reason: string;
}

/** What the paper says its figure shows, and how to judge our rows against it. */
export interface PaperClaim<P extends Record<string, unknown> = Record<string, unknown>> {
  /** The claim in our words, e.g. "ECEF-LAT predicts the fastest heuristic in 95 % of the cases". */
  readonly text: string;
  /** Pure: judges the rows (in run order) of a sweep with these parameters. */
  verdict(params: P, rows: readonly ExperimentRow[]): ClaimVerdict;
}

export interface ExperimentDef<P extends Record<string, unknown> = Record<string, unknown>> {
  /** "grid-hit-rate": the id of `cli -- sweep ID` and of the URL. */
  readonly id: string;
  readonly family: Family;
  readonly title: string;
  readonly description: string;
  /** The paper whose evaluation it reproduces, as "Authors, short title". */
  readonly paper: string;
  /** The figures or tables it reproduces ("Figs 1–3"), or null for a sweep of our own on the paper's model. */
  readonly figure: string | null;
  readonly params: z.ZodType<P>;
  /** The paper's settings (run counts included): what `npm run reproduce -- --full` uses. */
  readonly defaults: P;
  /** Overrides of `defaults` sized to finish in about a minute on two cores (gallery, `npm run reproduce`). */
  readonly quick?: Partial<P>;
  /** The paper's claim for this figure, when it makes one we can check. */
  readonly claim?: PaperClaim<P>;
  /** Form labels of parameters whose key alone reads badly ("minMBps" → "min bandwidth (MB/s)"). */
  readonly labels?: Readonly<Record<string, string>>;
  /** How many runs the parameters ask for (e.g. instances × sizes). */
  runCount(params: P): number;
  /** Run r (0-based) with its derived seed: one or more rows. Pure and deterministic. */
  run(params: P, runIndex: number, seed: number): ExperimentRow[];
  /**
   * The scenario document of run `runIndex` (with its derived `seed`), when the experiment can say which
   * scenario a row came from: the Sweeps tab and the Papers gallery open a data point's runs with it.
   */
  scenarioOf?(params: P, runIndex: number, seed: number): ScenarioDoc;
  /** Tables and charts from all rows, in run order. */
  summarize(params: P, rows: readonly ExperimentRow[]): ExperimentSummary;
}
