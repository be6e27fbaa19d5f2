// The typed boundary between the main thread and the worker (docs/architecture.md, the worker seam).
import type { ExperimentRow } from "../core/experiment";
import type { ExplainWindow, ProgressNote, ScenarioDoc } from "../core/family";
import type { Scenario } from "../core/registry";
import type { FieldIssue } from "../core/scenario/errors";
import type { PackedSchedule } from "../core/schedule/pack";
import type { Step } from "../core/schedule/types";
import type { AnalysisRequest, AnalysisResult } from "./analysis";

export type { AnalysisRequest, AnalysisResult } from "./analysis";

export interface RunRequest {
  readonly doc: ScenarioDoc;
  readonly algorithm?: string;
  /** Run the heuristic even if the scenario carries an edited plan. */
  readonly ignorePlan?: boolean;
  /**
   * Record the candidates of every decision (true, the default), of none (false), or of the decisions
   * in a window [from, to) only; the others can be asked later with `explain` (ExplainRequest).
   */
  readonly explain?: boolean | ExplainWindow;
  /** Algorithm `optimal`: the search's time limit in ms (default 10 000). */
  readonly timeLimitMs?: number;
  /**
   * "inline" (the default): the schedule carries its lower bound. "later": a bound that costs as much as
   * the heuristic and is not cached yet (SEPARATE_BOUND_KINDS) is left out — the reply says
   * `boundPending` — so the schedule is drawn first; a BoundRequest gives it (the client asks a second
   * worker at the same time as the run).
   */
  readonly bound?: "inline" | "later";
  /**
   * The client holds the parsed scenario of this very document (its last run's): the posted reply
   * leaves `scenario` out (PostedRunReply) and the client uses its own.
   */
  readonly scenarioKnown?: true;
}

/**
 * The scenario kinds whose lower bound may come after the schedule (RunRequest `bound: "later"`):
 * multicast's Sec. 3.2 bound is one dense Dijkstra per message, O(N³) for an all-to-all. The other
 * families' bounds are closed forms of their replay and always come with the run.
 */
export const SEPARATE_BOUND_KINDS: ReadonlySet<string> = new Set(["multicast"]);

/** The lower bound of the run of (doc, algorithm), alone (what a reply with `boundPending` left out). */
export interface BoundRequest {
  readonly doc: ScenarioDoc;
  readonly algorithm?: string;
  readonly ignorePlan?: boolean;
}

export type BoundReply =
  | { readonly ok: true; readonly lowerBound: number | null; readonly elapsedMs: number }
  | { readonly ok: false; readonly error: EngineError };

/**
 * The steps [from, to) of a run, as a fully explained run records them (candidates and rule). The
 * heuristic is deterministic and its decisions never depend on explaining, so these steps belong to the
 * run of the same document and algorithm whatever its `explain`. The range is clamped to the run's steps.
 */
export interface ExplainRequest {
  readonly doc: ScenarioDoc;
  readonly algorithm?: string;
  readonly ignorePlan?: boolean;
  readonly from: number;
  readonly to: number;
}

export type ExplainReply =
  | { readonly ok: true; readonly from: number; readonly to: number; readonly steps: readonly Step[] }
  | { readonly ok: false; readonly error: EngineError };

export type EngineError =
  | { readonly kind: "scenario"; readonly message: string; readonly issues: readonly FieldIssue[] }
  | { readonly kind: "plan"; readonly message: string; readonly step?: number }
  | { readonly kind: "cancelled"; readonly message: string }
  | { readonly kind: "internal"; readonly message: string };

export interface RunSuccess {
  readonly ok: true;
  readonly scenario: Scenario;
  readonly algorithm: string;
  readonly edited: boolean;
  /**
   * The replayed plan. With `planOfTasks` the worker leaves it out (it is as large as the tasks) and the
   * client rebuilds it from the schedule's columns with the family's planOfTasks when it is read.
   */
  readonly plan?: unknown;
  readonly planOfTasks?: true;
  readonly details: Record<string, unknown>;
  /** Columns and packed steps, transferred (src/core/schedule/pack.ts: about 30 bytes per task). */
  readonly schedule: PackedSchedule;
  /**
   * The schedule's `lowerBound` is null because the bound was not computed (RunRequest `bound:
   * "later"`), not because there is none: a BoundRequest of the same document gives it.
   */
  readonly boundPending?: true;
  /**
   * The decisions whose steps are as a fully explained run records them: all of them for a full
   * explanation or an edited plan (which has nothing more to tell), the window asked for otherwise.
   */
  readonly explained: ExplainWindow;
  /** Time the worker spent planning and replaying, in milliseconds. */
  readonly elapsedMs: number;
}

export type RunReply = RunSuccess | { readonly ok: false; readonly error: EngineError };

/**
 * A RunReply as the worker posts it (service.ts `postable`): without the plan when the client rebuilds
 * it from the tasks (`planOfTasks`), without the scenario when the request said `scenarioKnown`.
 */
export type PostedRunReply =
  | (Omit<RunSuccess, "scenario"> & { readonly scenario?: RunSuccess["scenario"] })
  | { readonly ok: false; readonly error: EngineError };

export interface CompareRow {
  readonly algorithm: string;
  readonly name: string;
  readonly makespan: number | null;
  readonly lowerBound: number | null;
  readonly error?: string;
  readonly elapsedMs: number;
  /** Algorithm `optimal`: whether its makespan is the proven optimum (else the best found in time). */
  readonly proven?: boolean;
}

export type CompareReply =
  | { readonly ok: true; readonly rows: readonly CompareRow[] }
  | { readonly ok: false; readonly error: EngineError };

export interface SweepChunkRequest {
  readonly experiment: string;
  readonly params: Record<string, unknown>;
  readonly seed: number;
  /** Runs [from, to). */
  readonly from: number;
  readonly to: number;
}

export type SweepChunkReply =
  | { readonly ok: true; readonly rows: readonly (readonly ExperimentRow[])[] }
  | { readonly ok: false; readonly error: EngineError };

/** An Analysis query's value (src/engine/analysis.ts) and the worker's time on it. */
export type AnalysisReply =
  | { readonly ok: true; readonly result: AnalysisResult; readonly elapsedMs: number }
  | { readonly ok: false; readonly error: EngineError };

/**
 * Runs an edit's path once on the document on screen, so that the page's first real edit does not run
 * cold code (issue 14, "edit → repaint"; docs/architecture.md "Edit → repaint"): a fresh parse of the
 * document (not the worker's parse memo), the heuristic without explanations, the multicast bound's hash
 * and computation over the parsed tables, and the packing of the schedule, whose columns come back to be
 * unpacked on the main thread. It changes nothing the worker keeps (no memo gains or loses an entry), so
 * every later answer is the same with or without it.
 */
export interface WarmRequest {
  readonly doc: ScenarioDoc;
  readonly algorithm?: string;
}

export type WarmReply =
  | { readonly ok: true; readonly schedule: PackedSchedule; readonly elapsedMs: number }
  | { readonly ok: false; readonly error: EngineError };

/** What the worker exposes (via comlink). Progress callbacks receive a fraction in [0, 1]. */
export interface WorkerApi {
  /** `note`: algorithm `optimal`'s incumbent and proven bound as they improve. */
  run(
    request: RunRequest,
    onProgress?: (fraction: number, note?: ProgressNote) => void,
  ): Promise<PostedRunReply>;
  /** Every heuristic in turn; `onRow` receives each row as it finishes (Compare keeps them on Cancel). */
  compare(request: RunRequest, onRow?: (row: CompareRow) => void): Promise<CompareReply>;
  explain(request: ExplainRequest): Promise<ExplainReply>;
  /** The lower bound alone (for a run whose reply said `boundPending`). */
  bound(request: BoundRequest): Promise<BoundReply>;
  sweepChunk(request: SweepChunkRequest, onProgress?: (fraction: number) => void): Promise<SweepChunkReply>;
  /** Critical path, time per node, link statistics or the task table's rows of a schedule's columns. */
  analyze(request: AnalysisRequest): Promise<AnalysisReply>;
  /** The edit path run once at idle, its result dropped (WarmRequest). */
  warm(request: WarmRequest): Promise<WarmReply>;
}
