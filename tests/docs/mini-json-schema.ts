// A small JSON Schema (2020-12) checker covering exactly the keywords docs/scenario.schema.json uses,
// so the tests can check documents against the committed schema without a new dependency. An unknown
// keyword is an error: when the generated schema starts using one, this checker must learn it first.
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = { readonly [key: string]: Json };

const ANNOTATIONS = new Set(["$schema", "title", "description", "default"]);
const isObject = (v: Json): v is { [key: string]: Json } =>
  v !== null && typeof v === "object" && !Array.isArray(v);

function typeOk(type: string, v: Json): boolean {
  switch (type) {
    case "object":
      return isObject(v);
    case "array":
      return Array.isArray(v);
    case "string":
      return typeof v === "string";
    case "number":
      return typeof v === "number";
    case "integer":
      return typeof v === "number" && Number.isInteger(v);
    case "boolean":
      return typeof v === "boolean";
    case "null":
      return v === null;
    default:
      throw new Error(`unknown type ${type}`);
  }
}

/** Errors of `value` against `schema` ("" path = the document); empty when it validates. */
export function check(schema: Schema, value: Json, path = ""): string[] {
  const errors: string[] = [];
  const fail = (message: string) => errors.push(`${path || "(document)"}: ${message}`);
  for (const [key, rule] of Object.entries(schema)) {
    if (ANNOTATIONS.has(key)) continue;
    switch (key) {
      case "type":
        if (!typeOk(rule as string, value)) fail(`is not of type ${String(rule)}`);
        break;
      case "const":
        if (JSON.stringify(value) !== JSON.stringify(rule)) fail(`is not ${JSON.stringify(rule)}`);
        break;
      case "enum":
        if (!(rule as Json[]).some((x) => JSON.stringify(x) === JSON.stringify(value)))
          fail(`is not one of ${JSON.stringify(rule)}`);
        break;
      case "minimum":
        if (typeof value === "number" && value < (rule as number)) fail(`is below ${String(rule)}`);
        break;
      case "maximum":
        if (typeof value === "number" && value > (rule as number)) fail(`is above ${String(rule)}`);
        break;
      case "exclusiveMinimum":
        if (typeof value === "number" && value <= (rule as number)) fail(`is not above ${String(rule)}`);
        break;
      case "maxLength":
        if (typeof value === "string" && [...value].length > (rule as number)) fail("is too long");
        break;
      case "minItems":
        if (Array.isArray(value) && value.length < (rule as number)) fail("has too few items");
        break;
      case "maxItems":
        if (Array.isArray(value) && value.length > (rule as number)) fail("has too many items");
        break;
      case "items":
        if (Array.isArray(value))
          value.forEach((item, i) => errors.push(...check(rule as Schema, item, `${path}[${i}]`)));
        break;
      case "required":
        if (isObject(value))
          for (const k of rule as string[]) if (!(k in value)) fail(`misses required "${k}"`);
        break;
      case "properties":
        if (isObject(value))
          for (const [k, sub] of Object.entries(rule as Record<string, Schema>))
            if (k in value) errors.push(...check(sub, value[k] as Json, path ? `${path}.${k}` : k));
        break;
      case "additionalProperties":
        if (isObject(value)) {
          const known = Object.keys((schema.properties as Record<string, Json> | undefined) ?? {});
          for (const [k, v] of Object.entries(value)) {
            if (known.includes(k)) continue;
            if (rule === false) fail(`has unknown key "${k}"`);
            else errors.push(...check(rule as Schema, v, path ? `${path}.${k}` : k));
          }
        }
        break;
      case "propertyNames":
        if (isObject(value))
          for (const k of Object.keys(value)) errors.push(...check(rule as Schema, k, `${path}{${k}}`));
        break;
      case "anyOf":
      case "oneOf": {
        const passing = (rule as Schema[]).filter((sub) => check(sub, value, path).length === 0).length;
        if (passing === 0 || (key === "oneOf" && passing > 1))
          fail(`matches ${passing} of the ${key} alternatives`);
        break;
      }
      default:
        throw new Error(`miniJsonSchema does not know the keyword "${key}"`);
    }
  }
  return errors;
}
