// Writes docs/scenario.schema.json, the JSON Schema of the scenario document, from the zod schemas
// (src/core/scenario/jsonSchema.ts). Run `npm run schema` after changing a scenario schema; the test
// tests/docs/json-schema.test.ts fails while the committed file is stale.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { scenarioSchemaText, SCHEMA_FILE } from "./json-schema-text";

const path = fileURLToPath(SCHEMA_FILE);
writeFileSync(path, await scenarioSchemaText());
console.log(`wrote ${path}`);
