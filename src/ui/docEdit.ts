// Immutable edits of a scenario document. In a generated scenario a single value goes into
// `overrides` (so the URL stays short); a structural change detaches it from its generator.
import type { ScenarioDoc } from "../core/family";
import { materialize } from "../core/scenario/document";

type Path = readonly (string | number)[];

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

/** Drops the edited plan (back to the heuristic). */
export function withoutPlan(doc: ScenarioDoc): ScenarioDoc {
  const { plan: _plan, ...rest } = doc;
  return rest as ScenarioDoc;
}
