// The text of docs/scenario.schema.json: the document schema of every family, formatted by Prettier
// with the repository's settings so the format gate accepts the file as written.
import prettier from "prettier";
import { FAMILIES } from "../src/core/registry";
import { scenarioJsonSchema } from "../src/core/scenario/jsonSchema";

export const SCHEMA_FILE = new URL("../docs/scenario.schema.json", import.meta.url);

export async function scenarioSchemaText(): Promise<string> {
  const json = JSON.stringify(scenarioJsonSchema(FAMILIES), null, 2);
  const options = (await prettier.resolveConfig(SCHEMA_FILE)) ?? {};
  return prettier.format(json, { ...options, parser: "json" });
}
