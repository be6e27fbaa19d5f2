// What each paper's folder exports: the contract between the families and the rest of the app.
// Heuristics decide, simulators time (docs/architecture.md): `heuristic` returns a plan, `replay` times any plan
// (the heuristic's or a user's edit) into the common Schedule.
import type { z } from "zod";
import type { ExperimentDef } from "./experiment";
import type { PackedTasks } from "./schedule/pack";
import type { Family, Schedule, Step } from "./schedule/types";
import { issue } from "./scenario/errors";
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
  /** `note`: what a search has proven so far (algorithm `optimal`: incumbent and bound). */
  readonly progress?: (fraction: number, note?: ProgressNote) => void;
  readonly cancelled?: () => boolean;
  /**
   * Record the candidates weighed at each decision (step-through teaching): every decision (true, the
   * default), none (false: benchmarks and sweeps), or only the decisions in a window (the app explains
   * the steps on screen on demand). Decisions themselves must not depend on it, so a run explained in
   * a window makes the same decisions, plan and schedule as one explained fully or not at all. Ask
   * `explainsDecision(ctx, index)` per decision.
   */
  readonly explain?: boolean | ExplainWindow;
  /** Algorithm `optimal`: stop the search after this many ms with the best schedule found (default 10 000). */
  readonly timeLimitMs?: number;
  /**
   * The clock (ms) the time limit is measured on; the worker and the engine pass theirs. Without one
   * (the CLI, tests, the golden files) `optimal` stops after a fixed number of search nodes instead,
   * so its result does not depend on the machine's speed.
   */
  readonly now?: () => number;
}

/** A search's state as it improves (algorithm `optimal`): the best makespan found and the proven bound. */
export interface ProgressNote {
  readonly incumbent: number;
  readonly bound: number;
  readonly gapPercent: number;
}

/** The decisions `[from, to)` (0-based indices into the run's steps) whose candidates are recorded. */
export interface ExplainWindow {
  readonly from: number;
  readonly to: number;
}

/**
 * Whether decision `index` (0-based, in the order the heuristic makes them, i.e. its index in `steps`)
 * records its candidates and full rule: the one check every heuristic makes per decision.
 */
export function explainsDecision(ctx: RunContext, index: number): boolean {
  const e = ctx.explain;
  if (e === undefined || e === true) return true;
  if (e === false) return false;
  return index >= e.from && index < e.to;
}

/** Whether any decision at or after `index` may be explained (to skip set-up work for none). */
export function explainsAny(ctx: RunContext): boolean {
  const e = ctx.explain;
  if (e === undefined || e === true) return true;
  if (e === false) return false;
  return e.to > e.from;
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

/** A generator as its family writes it: the params schema, defaults and expansion share one Params type. */
export interface GeneratorSpec<S extends ScenarioCommon, Params extends Record<string, unknown>> {
  readonly id: string;
  readonly kind: S["kind"];
  readonly title: string;
  readonly params: z.ZodType<Params>;
  readonly defaults: Params;
  readonly labels?: Readonly<Record<string, string>>;
  /** As GeneratorDef.expand, with the parameters already validated. */
  expand(params: Params, seed: number, context: GeneratorContext): Record<string, unknown>;
}

/**
 * A generator with its Params type erased: the erased `expand` validates its parameters with the
 * generator's own schema (with limits) before expanding, so it never reads a field it did not check.
 */
export function defineGenerator<S extends ScenarioCommon, Params extends Record<string, unknown>>(
  spec: GeneratorSpec<S, Params>,
): GeneratorDef<S> {
  return { ...spec, expand: (raw, seed, context) => spec.expand(spec.params.parse(raw), seed, context) };
}

/** What a heuristic decided, before the simulator times it. */
export interface PlanOutcome<P> {
  readonly plan: P;
  /** Decisions in the order made, with the candidates weighed. */
  readonly steps: readonly Step[];
  /** Family-independent results added to the run's details (algorithm `optimal`: `optimality`). */
  readonly details?: Details;
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

/**
 * One entry of a family's catalogue: what the app shows about an algorithm, and the heuristic behind
 * it. `In` is what the heuristic reads: the scenario, or a model derived from it (grid's model,
 * redistribution's matrix C; see `onScenario`). Adding a heuristic adds one entry to its family's list.
 */
export interface AlgorithmEntry<In, P, Id extends string = string> extends AlgorithmInfo {
  readonly id: Id;
  run(input: In, ctx: RunContext): PlanOutcome<P>;
}

/**
 * The entry of `id` in a catalogue: the one dispatch from an algorithm id to its heuristic, for every
 * family. An unknown id is a ScenarioError on the field "algorithm" naming the known ids.
 */
export function algorithmOf<E extends { readonly id: string }>(
  catalogue: readonly E[],
  id: string,
  kind: string,
): E {
  const entry = catalogue.find((a) => a.id === id);
  if (!entry) {
    throw issue(
      "algorithm",
      `unknown algorithm "${id}" for ${kind} (known: ${catalogue.map((a) => a.id).join(", ")})`,
    );
  }
  return entry;
}

/** The catalogue's entries as plain data (no functions), so they cross the worker boundary. */
export function algorithmInfos(catalogue: readonly AlgorithmInfo[]): AlgorithmInfo[] {
  return catalogue.map(({ id, name, section, complexity, summary }) => ({
    id,
    name,
    section,
    complexity,
    summary,
  }));
}

/** A catalogue over a derived input (a model, a matrix) as a catalogue over the scenario. */
export function onScenario<S, In, P>(
  catalogue: readonly AlgorithmEntry<In, P>[],
  input: (s: S) => In,
): AlgorithmEntry<S, P>[] {
  return catalogue.map((entry) => ({ ...entry, run: (s: S, ctx: RunContext) => entry.run(input(s), ctx) }));
}

/** Family-specific results: a JSON-able object (the CLI prints its fields). */
export type Details = Record<string, unknown>;

/** What a family declares: its scenario S, plan P and results D typed together. */
export interface FamilyDef<S extends ScenarioCommon, P, D extends Details> {
  readonly family: Family;
  /** The scenario `kind` string ("multicast", "packet-multicast", …). */
  readonly kind: S["kind"];
  readonly title: string;
  /** The explicit scenario (after generator expansion), with limits; strict: unknown keys are errors. */
  readonly schema: z.ZodType<S>;
  /** The family's algorithms in display order; ids as docs/scenario-format.md, algorithm ids. */
  readonly catalogue: readonly AlgorithmEntry<S, P>[];
  readonly defaultAlgorithm: string;
  readonly generators: readonly GeneratorDef<S>[];
  readonly presets: readonly Preset[];
  /** Sweeps this family offers (may be empty). */
  readonly experiments: readonly ExperimentDef[];
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
  /**
   * The plan a replayed schedule's tasks carry, when they are the plan itself (multicast: each node's
   * task list in order). The worker then sends no plan (it is as large as the tasks) and the main
   * thread rebuilds it from the columns when an edit needs it.
   */
  planOfTasks?(s: S, tasks: PackedTasks): P;
}

export interface RunOptions {
  /** Run the heuristic even when the scenario carries an edited plan ("reset"). */
  readonly ignorePlan?: boolean;
}

/** The members every family has whatever its types: what the registry, engine, CLI and UI read. */
interface FamilyFacts {
  readonly family: Family;
  readonly kind: string;
  readonly title: string;
  readonly algorithms: readonly AlgorithmInfo[];
  readonly defaultAlgorithm: string;
  readonly generators: readonly GeneratorDef[];
  readonly presets: readonly Preset[];
  readonly experiments: readonly ExperimentDef[];
}

/** A family with its types: what the family's own code and its tests use. */
export interface FamilyModule<S extends ScenarioCommon, P, D extends Details> extends FamilyDef<S, P, D> {
  /** The catalogue's entries as plain data (what the UI lists). */
  readonly algorithms: readonly AlgorithmInfo[];
  /** Runs one heuristic (dispatched by `algorithmOf`). Throws RunCancelled when ctx.cancelled() turns true. */
  heuristic(s: S, algorithm: string, ctx: RunContext): PlanOutcome<P>;
  /** The family's results, when `result` is one of this family's runs. */
  detailsOf(result: RunResult): D | undefined;
  /** The same family with its types erased: what FAMILIES holds. */
  readonly erased: AnyFamily;
}

/**
 * A family with its types erased, as the registry, engine, CLI and UI reach it. Scenarios of another
 * kind are refused (ScenarioError on "kind"); plans are the ones this family produced (a run's `plan`,
 * a scenario's stored plan).
 */
export interface AnyFamily extends FamilyFacts {
  /** The explicit scenario schema. */
  readonly schema: z.ZodType<ScenarioCommon>;
  /** An algorithm id of this family (the default when undefined); throws naming the known ids. */
  resolveAlgorithm(id: string | undefined): string;
  /**
   * Heuristic → plan → simulator → Schedule; or, when the scenario carries a user-edited plan, replays
   * that plan. Throws ScenarioError for a bad algorithm id and PlanError for an impossible plan.
   */
  run(s: ScenarioCommon, algorithm: string | undefined, ctx: RunContext, options: RunOptions): RunResult;
  heuristic(s: ScenarioCommon, algorithm: string, ctx: RunContext): PlanOutcome<unknown>;
  storedPlan(s: ScenarioCommon): unknown;
  replay(s: ScenarioCommon, plan: unknown, algorithm: string, steps: readonly Step[] | undefined): Replayed;
  applyEdit(s: ScenarioCommon, plan: unknown, edit: PlanEdit): unknown;
  validate(s: ScenarioCommon, schedule: Schedule): string[];
  /** See FamilyDef.planOfTasks (undefined when the family's plans are not its tasks). */
  readonly planOfTasks?: (s: ScenarioCommon, tasks: PackedTasks) => unknown;
}

/**
 * The one place where a family's types are erased. A plan reaches the erased family only from this
 * family: a run's `plan` (the heuristic's or the stored one) or the scenario's stored `plan`, and the
 * scenario's kind is checked before (see `defineFamily`), so the plan has the family's type P.
 */
function planOfFamily<P>(plan: unknown): P {
  // The only cast at the family boundary; see the comment above.
  return plan as P;
}

/**
 * Types a family's scenario, plan, results and catalogue together and returns the family both typed
 * (for its own code and tests) and erased (`erased`, for the registry). The algorithm id is dispatched
 * here, through `algorithmOf`, for every family.
 */
export function defineFamily<S extends ScenarioCommon, P, D extends Details>(
  def: FamilyDef<S, P, D>,
): FamilyModule<S, P, D> {
  const algorithms = algorithmInfos(def.catalogue);
  const heuristic = (s: S, algorithm: string, ctx: RunContext): PlanOutcome<P> =>
    algorithmOf(def.catalogue, algorithm, def.kind).run(s, ctx);
  const resolveAlgorithm = (id: string | undefined): string =>
    id === undefined ? def.defaultAlgorithm : algorithmOf(def.catalogue, id, def.kind).id;
  const owns = (s: ScenarioCommon): s is S => s.kind === def.kind;
  const own = (s: ScenarioCommon): S => {
    if (!owns(s)) throw issue("kind", `a ${s.kind} scenario given to the ${def.kind} family`);
    return s;
  };
  const ofFamily = (r: RunResult): r is RunResult<D> => r.schedule.family === def.family;
  const run = (s: S, id: string | undefined, ctx: RunContext, options: RunOptions): RunResult<D> => {
    const algorithm = resolveAlgorithm(id);
    const stored = options.ignorePlan ? undefined : def.storedPlan(s);
    if (stored !== undefined) {
      const replayed = def.replay(s, stored, algorithm, undefined);
      return { ...replayed, algorithm, edited: true, plan: stored };
    }
    const outcome = heuristic(s, algorithm, ctx);
    const replayed = def.replay(s, outcome.plan, algorithm, outcome.steps);
    const details = outcome.details ? { ...replayed.details, ...outcome.details } : replayed.details;
    return { ...replayed, details, algorithm, edited: false, plan: outcome.plan };
  };
  const erased: AnyFamily = {
    family: def.family,
    kind: def.kind,
    title: def.title,
    schema: def.schema,
    algorithms,
    defaultAlgorithm: def.defaultAlgorithm,
    generators: def.generators,
    presets: def.presets,
    experiments: def.experiments,
    resolveAlgorithm,
    run: (s, id, ctx, options) => run(own(s), id, ctx, options),
    heuristic: (s, algorithm, ctx) => heuristic(own(s), algorithm, ctx),
    storedPlan: (s) => def.storedPlan(own(s)),
    replay: (s, plan, algorithm, steps) => def.replay(own(s), planOfFamily<P>(plan), algorithm, steps),
    applyEdit: (s, plan, edit) => def.applyEdit(own(s), planOfFamily<P>(plan), edit),
    validate: (s, schedule) => def.validate(own(s), schedule),
    ...(def.planOfTasks ? { planOfTasks: (s, tasks) => def.planOfTasks?.(own(s), tasks) } : {}),
  };
  return {
    ...def,
    algorithms,
    heuristic,
    detailsOf: (r) => (ofFamily(r) ? r.details : undefined),
    erased,
  };
}
