// The scenario document: what the URL, file import/export and the CLI share (docs/scenario-format.md,
// "Documents"). A document is either explicit, or names a generator plus sparse overrides; parsing
// migrates old versions, expands the generator, applies the overrides and validates the result.
import { z } from "zod";
import { familyForKind, KINDS, type Scenario } from "../registry";
import type { GeneratorContext, ScenarioDoc } from "../family";
import { fromZod, issue, ScenarioError } from "./errors";
import { isForbiddenKey, parseJsonText, safeJson } from "./safe-json";

export type { ScenarioDoc };

/** The newest scenario version this app reads and writes. */
export const SCENARIO_VERSION = 1;

export interface GeneratorRef {
  readonly id: string;
  readonly params?: Record<string, unknown>;
  readonly seed?: number;
}

/**
 * "nodes.3.recvFixed" → value; applied to the generated scenario before validation. A value may also
 * be a list of numbers or of number lists (e.g. allgather's `clusters` grouping), so a view's
 * structured edit of a generated scenario keeps its link short.
 */
export type OverrideValue = number | string | boolean | null | readonly (number | readonly number[])[];
export type Overrides = Record<string, OverrideValue>;

/** Fields that are not the kind's data: allowed beside a generator. */
const META_FIELDS = new Set([
  "version",
  "kind",
  "name",
  "timeUnit",
  "seed",
  "generator",
  "overrides",
  "plan",
]);

export const generatorRefSchema = z.strictObject({
  id: z.string({ error: "must be a generator id" }),
  params: z.record(z.string(), z.unknown()).optional(),
  seed: z.number().int("must be a whole number").optional(),
});

export const overridesSchema = z.record(
  z.string(),
  z.union([
    z.number(),
    z.string(),
    z.boolean(),
    z.null(),
    z.array(z.union([z.number(), z.array(z.number())])),
  ]),
  { error: 'must be an object of "path": value (a number, text, true/false, null or a list of numbers)' },
);

/** Migrations from version v to v+1, indexed by v. None yet: version 1 is the first. */
const MIGRATIONS: Record<number, (doc: Record<string, unknown>) => Record<string, unknown>> = {};

export function migrate(input: Record<string, unknown>): ScenarioDoc {
  const version = input.version;
  if (version === undefined) throw issue("version", "is required (the current version is 1)");
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1) {
    throw issue("version", `must be a whole number ≥ 1, got ${JSON.stringify(version)}`);
  }
  if (version > SCENARIO_VERSION) {
    throw issue(
      "version",
      `${version} is newer than this app understands (${SCENARIO_VERSION}); open it with a newer Schedule Explorer`,
    );
  }
  let doc = input;
  for (let v = version; v < SCENARIO_VERSION; v++) {
    const step = MIGRATIONS[v];
    if (!step) throw issue("version", `no migration from version ${v}`);
    doc = { ...step(doc), version: v + 1 };
  }
  return doc as ScenarioDoc;
}

/** Whether `key` names an own, existing entry of `node` (an array index, or an object's own field). */
function hasOwnField(node: object, key: string): boolean {
  if (Array.isArray(node)) return /^(0|[1-9][0-9]*)$/.test(key) && Number(key) < node.length;
  return Object.hasOwn(node, key);
}

/**
 * Sets `value` at a dotted path that must already exist. Every segment must be an own field of the
 * scenario (an index within a list, or a field the scenario has): `__proto__`, `constructor`,
 * `prototype`, `length` and the like never walk out of the document's own data.
 */
export function applyOverrides(target: Record<string, unknown>, overrides: Overrides): void {
  for (const path of Object.keys(overrides)) {
    const value = overrides[path] as OverrideValue;
    const where = `overrides["${path}"]`;
    const keys = path.split(".");
    let node: object = target;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string;
      if (isForbiddenKey(key)) {
        throw issue(where, `"${key}" is not a scenario field (it cannot be overridden)`);
      }
      if (!hasOwnField(node, key)) {
        throw issue(where, `"${keys.slice(0, i + 1).join(".")}" is not in the scenario`);
      }
      const record = node as Record<string, unknown>;
      if (i === keys.length - 1) {
        // A list is copied so the expanded scenario never aliases the document.
        record[key] = Array.isArray(value) ? safeJson(value) : value;
        break;
      }
      const next = record[key];
      if (next === null || typeof next !== "object") {
        throw issue(where, `"${keys.slice(0, i + 2).join(".")}" is not in the scenario`);
      }
      node = next;
    }
  }
}

/** Expands the generator (if any) and applies overrides: the explicit, not yet validated scenario. */
export function expandDocument(doc: ScenarioDoc): Record<string, unknown> {
  const family = familyForKind(doc.kind);
  if (!family) {
    throw issue("kind", `unknown kind ${JSON.stringify(doc.kind)} (known: ${KINDS.join(", ")})`);
  }
  let out: Record<string, unknown>;
  if (doc.generator !== undefined) {
    const ref = generatorRefSchema.safeParse(doc.generator);
    if (!ref.success) throw new ScenarioError(fromZod(ref.error, ["generator"]));
    const gen = family.generators.find((g) => g.id === ref.data.id);
    if (!gen) {
      const known = family.generators.map((g) => g.id).join(", ") || "none";
      throw issue(
        "generator.id",
        `unknown generator "${ref.data.id}" for kind ${doc.kind} (known: ${known})`,
      );
    }
    const params = gen.params.safeParse({ ...gen.defaults, ...(ref.data.params ?? {}) });
    if (!params.success) throw new ScenarioError(fromZod(params.error, ["generator", "params"]));
    const extra = Object.keys(doc).filter((k) => !META_FIELDS.has(k));
    if (extra.length > 0) {
      throw issue(
        extra[0] as string,
        "cannot be given beside a generator; change single values with overrides",
      );
    }
    const unit: GeneratorContext =
      doc.timeUnit === "us" || doc.timeUnit === "ms" ? { timeUnit: doc.timeUnit } : {};
    out = gen.expand(params.data, ref.data.seed ?? 1, unit);
    for (const k of META_FIELDS) if (k !== "generator" && k !== "overrides" && k in doc) out[k] = doc[k];
  } else {
    out = safeJson(doc) as Record<string, unknown>;
    delete out.overrides;
  }
  if (doc.overrides !== undefined) {
    const ov = overridesSchema.safeParse(doc.overrides);
    if (!ov.success) throw new ScenarioError(fromZod(ov.error, ["overrides"]));
    applyOverrides(out, ov.data);
  }
  return out;
}

/** Document (any JSON value) → validated scenario. Throws ScenarioError naming the field. */
export function parseScenario(input: unknown): Scenario {
  return validateExpanded(expandScenario(input));
}

/** A document read and its generator expanded, not yet validated: parseScenario's first half. */
export interface ExpandedScenario {
  readonly kind: string;
  readonly explicit: Record<string, unknown>;
}

/**
 * parseScenario's first half (read, migrate, expand the generator, apply overrides), for a caller that
 * runs the halves in separate tasks (the app reading a link); throws what parseScenario throws.
 */
export function expandScenario(input: unknown): ExpandedScenario {
  if (input === null || typeof input !== "object" || Array.isArray(input)) {
    throw issue("", "a scenario must be a JSON object");
  }
  const doc = migrate(safeJson(input) as Record<string, unknown>);
  if (typeof doc.kind !== "string") throw issue("kind", `is required (one of: ${KINDS.join(", ")})`);
  return { kind: doc.kind, explicit: expandDocument(doc) };
}

/** parseScenario's second half: the family's schema over the expanded scenario. */
export function validateExpanded({ kind, explicit }: ExpandedScenario): Scenario {
  const family = familyForKind(kind);
  if (!family) throw issue("kind", `unknown kind ${JSON.stringify(kind)}`);
  const parsed = family.schema.safeParse(explicit);
  if (!parsed.success) throw new ScenarioError(fromZod(parsed.error));
  return parsed.data as Scenario;
}

/** Text of a scenario file → validated scenario and its document. */
export function parseScenarioText(text: string): { doc: ScenarioDoc; scenario: Scenario } {
  const json = parseJsonText(text);
  if (json === null || typeof json !== "object" || Array.isArray(json)) {
    throw issue("", "a scenario must be a JSON object");
  }
  const doc = migrate(safeJson(json) as Record<string, unknown>);
  return { doc, scenario: parseScenario(doc) };
}

/** An explicit document for a (possibly generated) scenario: what "detach from generator" keeps. */
export function materialize(doc: ScenarioDoc): ScenarioDoc {
  // A spread copy is a plain object type, so the scenario reads as the document it is.
  return { ...parseScenario(doc) };
}
