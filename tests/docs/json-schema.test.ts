// docs/scenario.schema.json is what the zod schemas say today (else: run `npm run schema`), and the
// documents the app ships (every preset, generated or explicit, and its expanded form) validate
// against it while malformed ones do not.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { allPresets } from "../../src/core/registry";
import { materialize } from "../../src/core/scenario/document";
import { scenarioSchemaText, SCHEMA_FILE } from "../../scripts/json-schema-text";
import { check, type Schema } from "./mini-json-schema";

const committed = readFileSync(SCHEMA_FILE, "utf8");
const schema = JSON.parse(committed) as Schema;
const presets = allPresets().map((p) => [p.id, p.doc] as const);

describe("docs/scenario.schema.json", () => {
  it("is up to date with the zod schemas (run npm run schema)", async () => {
    const fresh = await scenarioSchemaText();
    expect(committed === fresh, "docs/scenario.schema.json is stale: run npm run schema").toBe(true);
  });
  it("has an explicit and a generated form for every kind", () => {
    const titles = (schema.anyOf as Schema[]).map((s) => s.title);
    for (const kind of ["multicast", "allgather", "packet-multicast", "grid-broadcast", "redistribution"])
      expect(titles).toEqual(expect.arrayContaining([`${kind}, explicit`, `${kind}, generated`]));
  });
  it.each(presets)("accepts the preset %s as stored and expanded", (_id, doc) => {
    expect(check(schema, JSON.parse(JSON.stringify(doc)))).toEqual([]);
    expect(check(schema, JSON.parse(JSON.stringify(materialize(doc))))).toEqual([]);
  });
  it("rejects a document without its data, with an unknown key or of an unknown kind", () => {
    const doc = JSON.parse(JSON.stringify(presets[0]?.[1])) as Record<string, never>;
    const { multicasts: _dropped, ...missing } = doc;
    expect(check(schema, missing)).not.toEqual([]);
    expect(check(schema, { ...doc, colour: "red" })).not.toEqual([]);
    expect(check(schema, { ...doc, kind: "unicast" })).not.toEqual([]);
    expect(check(schema, { ...doc, version: 2 })).not.toEqual([]);
  });
  it("rejects a generated document with data fields beside the generator", () => {
    const generated = presets.find(([, d]) => "generator" in d)?.[1];
    expect(generated).toBeDefined();
    const doc = JSON.parse(JSON.stringify(generated)) as Record<string, never>;
    expect(check(schema, doc)).toEqual([]);
    expect(check(schema, { ...doc, nodes: 3 })).not.toEqual([]);
    expect(check(schema, { ...doc, generator: { id: "no-such@1" } })).not.toEqual([]);
  });
});
