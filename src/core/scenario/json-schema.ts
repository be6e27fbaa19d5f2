// The JSON Schema of the scenario document (docs/scenario-format.md), built from the same zod schemas
// that parse it (z.toJSONSchema, input side: a field with a default is optional). For every kind a
// document is either explicit (the kind's schema, plus sparse `overrides`) or generated (`generator`
// with its parameters, plus `overrides` and the meta fields). `scripts/json-schema.ts` writes the result
// to docs/scenario.schema.json and a test fails when that file is stale.
//
// What JSON Schema cannot say is left to the parser: cross-field rules (an n×n matrix for n nodes, a
// destination that exists, N a multiple of x, …) live in the zod refinements, and "a number for every
// pair, or a matrix" is written out below because zod sees it as a custom check.
import { z } from "zod";
import type { GeneratorDef, ScenarioCommon } from "../family";
import { generatorRefSchema, overridesSchema, SCENARIO_VERSION } from "./document";
import { commonFields, NUMBER_LISTS, timeUnitSchema } from "./fields";

/** What the builder needs of a family: its kind, its explicit schema and its generators. */
export interface SchemaSource {
  readonly kind: string;
  readonly schema: z.ZodType;
  readonly generators: readonly GeneratorDef<ScenarioCommon>[];
}

type JsonSchema = z.core.JSONSchema.BaseSchema;

/** `pairValues` / `gridPairValues` (src/core/scenario/fields.ts, src/core/grid/scenario.ts). */
const PAIR_VALUES: JsonSchema = {
  description:
    "One number for every ordered pair, or an n×n matrix [from][to] (null allowed on the diagonal). " +
    "Each entry obeys the field's own bounds; the parser checks the size.",
  anyOf: [
    { type: "number" },
    { type: "array", items: { type: "array", items: { anyOf: [{ type: "number" }, { type: "null" }] } } },
  ],
};

function asObject(schema: z.ZodType, what: string): z.ZodObject {
  if (!(schema instanceof z.ZodObject)) throw new Error(`${what} is not a zod object schema`);
  return schema;
}

/** A generator's parameters as a document gives them: each optional (defaults fill the rest). */
function paramsSchema(gen: GeneratorDef<ScenarioCommon>): z.ZodType {
  const params = asObject(gen.params, `the parameters of ${gen.id}`);
  const shape = Object.fromEntries(
    Object.entries(params.shape).map(([key, field]) => {
      const optional = field.optional();
      return [key, key in gen.defaults ? optional.meta({ default: gen.defaults[key] }) : optional];
    }),
  );
  return z.strictObject(shape);
}

function generatedForm(source: SchemaSource): z.ZodType | undefined {
  if (source.generators.length === 0) return undefined;
  const refs = source.generators.map((gen) =>
    z
      .strictObject({
        id: z.literal(gen.id),
        params: paramsSchema(gen).optional(),
        seed: generatorRefSchema.shape.seed,
      })
      .meta({ title: gen.title }),
  );
  const plan = asObject(source.schema, `the ${source.kind} schema`).shape.plan;
  return z
    .strictObject({
      version: commonFields.version,
      kind: z.literal(source.kind),
      name: commonFields.name,
      timeUnit: timeUnitSchema.optional(),
      seed: commonFields.seed,
      generator: refs.length === 1 ? (refs[0] as z.ZodType) : z.union(refs),
      overrides: overridesSchema.optional(),
      ...(plan ? { plan } : {}),
    })
    .meta({ title: `${source.kind}, generated` });
}

function explicitForm(source: SchemaSource): z.ZodType {
  return asObject(source.schema, `the ${source.kind} schema`)
    .safeExtend({ overrides: overridesSchema.optional() })
    .meta({ title: `${source.kind}, explicit` });
}

/** The whole document schema, as written to docs/scenario.schema.json. */
export function scenarioJsonSchema(sources: readonly SchemaSource[]): JsonSchema {
  const forms = sources.flatMap((s) => {
    const generated = generatedForm(s);
    return generated ? [explicitForm(s), generated] : [explicitForm(s)];
  });
  const document = z.union(forms).meta({
    title: "Schedule Explorer scenario document",
    description:
      `Version ${SCENARIO_VERSION}. One document per scenario, shared by the URL, file import/export and ` +
      "the command line; see docs/scenario-format.md for every field's unit, default and limit.",
  });
  return z.toJSONSchema(document, {
    io: "input",
    unrepresentable: (ctx) => (ctx.zodSchema._zod.def.type === "custom" ? PAIR_VALUES : "throw"),
    override: (ctx) => {
      // numberList: a custom check standing for a z.array of numbers (fast on a million entries).
      const list = NUMBER_LISTS.get(ctx.zodSchema);
      if (list) {
        for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
        const { $schema: _, ...array } = z.toJSONSchema(list, { io: "input" });
        Object.assign(ctx.jsonSchema, array);
      }
      // gridPairValues: unknown → (checks) → transform; its input side is the pair-values shape.
      const def = ctx.zodSchema._zod.def;
      if (def.type === "pipe" && def.in._zod.def.type === "unknown") {
        for (const key of Object.keys(ctx.jsonSchema)) delete ctx.jsonSchema[key];
        Object.assign(ctx.jsonSchema, PAIR_VALUES);
      }
    },
  });
}
