// Immutable edits of a scenario document. In a generated scenario a single value goes into
// `overrides` (so the URL stays short); a structural change detaches it from its generator.
import type { ScenarioDoc } from "../core/family";
import type { Scenario } from "../core/registry";
import { materialize, parseScenario } from "../core/scenario/document";

type Path = readonly (string | number)[];

const PARSED = new WeakMap<ScenarioDoc, { readonly scenario: Scenario } | { readonly error: unknown }>();

/**
 * `parseScenario(doc)`, remembered per document object (documents are immutable): an edit checks the
 * new document before recording it, and the shell's scenario for the same object reuses that parse
 * instead of running the generator and the schema a second time on the main thread. Throws what
 * `parseScenario` throws, every time.
 */
export function parseOnce(doc: ScenarioDoc): Scenario {
  let parsed = PARSED.get(doc);
  if (!parsed) {
    try {
      parsed = { scenario: parseScenario(doc) };
    } catch (error) {
      parsed = { error };
    }
    PARSED.set(doc, parsed);
  }
  if ("error" in parsed) throw parsed.error;
  return parsed.scenario;
}

/** The scenario `parseOnce` already gave for this document object, if any (never parses). */
export function parsedAlready(doc: ScenarioDoc): Scenario | undefined {
  const parsed = PARSED.get(doc);
  return parsed && "scenario" in parsed ? parsed.scenario : undefined;
}

export function getAt(value: unknown, path: Path): unknown {
  let v = value;
  for (const k of path) v = (v as Record<string | number, unknown> | undefined)?.[k];
  return v;
}

export function setAt<T>(value: T, path: Path, next: unknown): T {
  if (path.length === 0) return next as T;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const container = value as unknown;
  if (Array.isArray(container)) {
    const copy = container.slice();
    copy[head as number] = setAt(copy[head as number], rest, next);
    return copy as T;
  }
  const obj = (container ?? {}) as Record<string | number, unknown>;
  return { ...obj, [head]: setAt(obj[head], rest, next) } as T;
}

export function isGenerated(doc: ScenarioDoc): boolean {
  return doc.generator !== undefined;
}

/** One value changed: an override in a generated scenario, a plain set otherwise. */
export function editValue(doc: ScenarioDoc, path: Path, value: unknown): ScenarioDoc {
  if (isGenerated(doc)) {
    const overrides = { ...((doc.overrides as Record<string, unknown> | undefined) ?? {}) };
    overrides[path.join(".")] = value;
    return { ...doc, overrides };
  }
  return setAt(doc, path, value);
}

/** A structural change (add/remove nodes, …): applied to the explicit form of the scenario. */
export function editStructure(doc: ScenarioDoc, change: (explicit: ScenarioDoc) => ScenarioDoc): ScenarioDoc {
  const explicit = isGenerated(doc) ? materialize(doc) : doc;
  return change(explicit);
}

/**
 * A structural change typed by the family's scenario (add or remove a row, one value → a matrix, …):
 * `change` maps the validated scenario to the new one, and the top-level fields it changed are written
 * into the explicit form of the document (a generated scenario is detached from its generator); a
 * field it drops or sets to undefined (e.g. `plan`) is removed.
 */
export function editScenario<S extends Scenario>(
  doc: ScenarioDoc,
  scenario: S,
  change: (s: S) => S,
): ScenarioDoc {
  const before = new Map<string, unknown>(Object.entries(scenario));
  const after = new Map<string, unknown>(Object.entries(change(scenario)));
  const out: ScenarioDoc = { ...(isGenerated(doc) ? materialize(doc) : doc) };
  for (const [key, value] of after) {
    if (value === before.get(key)) continue;
    if (value === undefined) delete out[key];
    else out[key] = value;
  }
  for (const key of before.keys()) if (!after.has(key)) delete out[key];
  return out;
}

/** What every family's editor does with its rows and fields. */
export interface ScenarioEdits<S extends Scenario> {
  /** One value changed (an override in a generated scenario). */
  readonly set: (path: readonly (string | number)[], value: unknown) => void;
  /** A structural change (see `editScenario`). */
  readonly structural: (change: (s: S) => S) => void;
}

/**
 * The editor's `set` and `structural` for a scenario and its document; `finish` post-processes the
 * document of every `set` (e.g. dropping a plan a new value makes stale).
 */
export function scenarioEdits<S extends Scenario>(
  doc: ScenarioDoc,
  scenario: S,
  onChange: (next: ScenarioDoc) => void,
  finish: (next: ScenarioDoc) => ScenarioDoc = (next) => next,
): ScenarioEdits<S> {
  return {
    set: (path, value) => onChange(finish(editValue(doc, path, value))),
    structural: (change) => onChange(editScenario(doc, scenario, change)),
  };
}

/** Drops the edited plan (back to the heuristic). */
export function withoutPlan(doc: ScenarioDoc): ScenarioDoc {
  const { plan: _plan, ...rest } = doc;
  return rest as ScenarioDoc;
}

const META_KEYS = new Set(["version", "kind", "name", "timeUnit", "seed", "plan"]);

function isOverridable(value: unknown): boolean {
  if (value === null || ["number", "string", "boolean"].includes(typeof value)) return true;
  return (
    Array.isArray(value) &&
    value.every((v) => typeof v === "number" || (Array.isArray(v) && v.every((x) => typeof x === "number")))
  );
}

/**
 * The document for a scenario a view changed directly (e.g. the cluster view's grouping): an explicit
 * document becomes `next`; a generated one keeps its generator, with each changed top-level field as
 * an override (or set, for the meta fields), unless a changed value cannot be an override (then it
 * is detached: `next` itself).
 */
export function docForScenarioChange(doc: ScenarioDoc, current: object, next: object): ScenarioDoc {
  if (!isGenerated(doc)) return next as ScenarioDoc;
  const before = current as Record<string, unknown>;
  const after = next as Record<string, unknown>;
  let out: ScenarioDoc = { ...doc };
  const overrides: Record<string, unknown> = { ...((doc.overrides as Record<string, unknown>) ?? {}) };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    if (META_KEYS.has(key)) {
      if (after[key] === undefined) {
        const { [key]: _gone, ...rest } = out;
        out = rest as ScenarioDoc;
      } else out = { ...out, [key]: after[key] };
    } else if (isOverridable(after[key])) overrides[key] = after[key];
    else return next as ScenarioDoc;
  }
  return Object.keys(overrides).length > 0 ? { ...out, overrides } : out;
}
