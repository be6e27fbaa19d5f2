// What each paper's folder exports: the contract between the families and the rest of the app.
// Heuristics decide, simulators time (docs/architecture.md): `heuristic` returns a plan, `replay` times any plan
// (the heuristic's or a user's edit) into the common Schedule.
import type { z } from "zod";
import type { ExperimentDef } from "./experiment";
import type { Family, Schedule, Step } from "./schedule/types";
import type { TimeUnit } from "./units";

/** Fields every scenario has, whatever its kind. */
export interface ScenarioCommon {
  readonly version: 1;
  readonly kind: string;
  readonly name?: string;
  readonly timeUnit: TimeUnit;
  readonly seed: number;
}

export interface AlgorithmInfo {
  /** The id used in URLs and the CLI (docs/scenario-format.md, algorithm ids). Unique within its family. */
  readonly id: string;
  /** As the paper writes it: "ECF", "ECEF-LAt", … */
  readonly name: string;
  /** "Sec. 4.2", "Fig. 13–16", … */
  readonly section: string;
  /** "O(N^4)" — as the paper states it, or ours where it states none. */
  readonly complexity: string;
  /** One sentence a lecturer can read aloud. */
  readonly summary: string;
}

/** Passed into long computations: progress in [0, 1], and a way to learn the run was abandoned. */
export interface RunContext {
  readonly progress?: (fraction: number) => void;
  readonly cancelled?: () => boolean;
  /**
   * Record the candidates weighed at each decision (step-through teaching). Default true; benchmarks
   * and sweeps turn it off. Decisions themselves must not depend on it.
   */
  readonly explain?: boolean;
}

export class RunCancelled extends Error {
  constructor() {
    super("run cancelled");
    this.name = "RunCancelled";
  }
}

/**
 * A plan that cannot be replayed (a relay before it has the message, a cycle, a circular wait, a node
 * that does not exist). `step` names the offending decision or task so the UI can point at it.
 */
export class PlanError extends Error {
  constructor(
    message: string,
    readonly step?: number,
  ) {
    super(message);
    this.name = "PlanError";
  }
}

/** What a generator is told about the document it expands. */
export interface GeneratorContext {
  /** The document's time unit, when it gives one. */
  readonly timeUnit?: TimeUnit;
}

/** A named, versioned, deterministic scenario generator ("random multicast on 8–80 nodes", …). */
export interface GeneratorDef<S extends ScenarioCommon = ScenarioCommon> {
  /** "multicast-random@1": the version is part of the id; a change of output is a new id. */
  readonly id: string;
  readonly kind: S["kind"];
  readonly title: string;
  /** Parameters a person sets; validated (with limits) before expansion. */
  readonly params: z.ZodType<Record<string, unknown>>;
  readonly defaults: Record<string, unknown>;
  /** Form labels of parameters whose key alone reads badly ("minMBps" → "min bandwidth (MB/s)"). */
  readonly labels?: Readonly<Record<string, string>>;
  /**
   * Returns the kind's explicit data fields (not version/kind/name/seed/plan). Values are in
   * `context.timeUnit` when the document names a unit; otherwise the generator picks its own unit
   * and returns it as `timeUnit`.
   */
  expand(params: Record<string, unknown>, seed: number, context: GeneratorContext): Record<string, unknown>;
}

/** What a heuristic decided, before the simulator times it. */
export interface PlanOutcome<P> {
  readonly plan: P;
  /** Decisions in the order made, with the candidates weighed. */
  readonly steps: readonly Step[];
}

/** What a family's simulator returns: the timed schedule and the family's own figures (JSON-able). */
export interface Replayed<D = Record<string, unknown>> {
  readonly schedule: Schedule;
  /** Family-specific results; the CLI's `run --json` prints them beside the common fields. */
  readonly details: D;
}

/** A run's result as the app and the CLI see it. */
export interface RunResult<D = Record<string, unknown>> extends Replayed<D> {
  readonly algorithm: string;
  /** True when the scenario's user-edited plan was replayed instead of the heuristic. */
  readonly edited: boolean;
  /** The plan that was replayed (the heuristic's or the user's), so the UI can edit it. */
  readonly plan: unknown;
}

/** A scenario as stored: JSON, possibly generated, possibly an older version. */
export type ScenarioDoc = Record<string, unknown> & { version: number; kind: string };

/** A ready-made scenario in the preset picker and `cli -- presets`. */
export interface Preset {
  /** Stable id for `--preset ID` and tests: "multicast-paper-example". */
  readonly id: string;
  readonly title: string;
  /** Where it comes from ("Wu–Yeh–Liu Sec. 6, Figs 4–5") and what to look at. */
  readonly description: string;
  readonly doc: ScenarioDoc;
  /** Algorithm to show first (default: the family's). */
  readonly algorithm?: string;
  /** View to open on ("timing", …; default: the first available). */
  readonly view?: string;
}

/**
 * A user's edit of a plan, as the views express it. The family turns it into a new plan
 * (`applyEdit`), which the scenario stores in `plan` and the simulator replays.
 */
export type PlanEdit =
  /** Make `parent` relay `message` to `node` (tree views). */
  | { readonly type: "reparent"; readonly message: number; readonly node: number; readonly parent: number }
  /** New send order of `node`'s children for `message` (tree views). */
  | {
      readonly type: "reorder-children";
      readonly message: number;
      readonly node: number;
      readonly children: readonly number[];
    }
  /** New order of all of `node`'s sends, as indices into its current sends (Gantt / timing diagram). */
  | { readonly type: "reorder-sends"; readonly node: number; readonly order: readonly number[] }
  /** New grouping (cluster view): groups[g][0] is the leader. */
  | { readonly type: "regroup"; readonly groups: readonly (readonly number[])[] };

export interface FamilyModule<S extends ScenarioCommon, P, D extends Record<string, unknown>> {
  readonly family: Family;
  /** The scenario `kind` string ("multicast", "packet-multicast", …). */
  readonly kind: S["kind"];
  readonly title: string;
  /** The explicit scenario (after generator expansion), with limits; strict: unknown keys are errors. */
  readonly schema: z.ZodType<S>;
  readonly algorithms: readonly AlgorithmInfo[];
  readonly defaultAlgorithm: string;
  readonly generators: readonly GeneratorDef<S>[];
  readonly presets: readonly Preset[];
  /** Sweeps this family offers (may be empty). */
  readonly experiments: readonly ExperimentDef[];
  /** Runs one heuristic. Throws RunCancelled when ctx.cancelled() turns true. */
  heuristic(s: S, algorithm: string, ctx: RunContext): PlanOutcome<P>;
  /** The user-edited plan stored in the scenario, if any (already schema-checked). */
  storedPlan(s: S): P | undefined;
  /** Times any plan under the family's cost model. Throws PlanError for an impossible plan. */
  replay(s: S, plan: P, algorithm: string, steps: readonly Step[] | undefined): Replayed<D>;
  /**
   * The plan after a user's edit, or a PlanError saying why the edit is impossible. Kinds of edit a
   * family does not support throw PlanError too.
   */
  applyEdit(s: S, plan: P, edit: PlanEdit): P;
  /** Violations of the model's invariants (empty when valid). Tests and the UI's "check" use it. */
  validate(s: S, schedule: Schedule): string[];
}
