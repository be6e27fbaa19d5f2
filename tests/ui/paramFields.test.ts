import { z } from "zod";
import { describe, expect, it } from "vitest";
import { humanize, paramFields } from "../../src/ui/components/paramFields";

describe("paramFields", () => {
  it("reads numbers with limits, enums, booleans and lists from a zod object", () => {
    const schema = z.object({
      nodes: z.number().int().min(2).max(80),
      pattern: z.enum(["single", "all-to-all"]),
      verbose: z.boolean().default(false),
      sizes: z.array(z.number()),
    });
    expect(paramFields(schema, { nodes: 8, pattern: "single", verbose: false, sizes: [8] })).toEqual([
      { key: "nodes", type: "number", integer: true, min: 2, max: 80 },
      { key: "pattern", type: "enum", options: ["single", "all-to-all"] },
      { key: "verbose", type: "boolean" },
      { key: "sizes", type: "list" },
    ]);
  });
});

describe("humanize", () => {
  it("turns keys into labels", () => {
    expect(humanize("destinationsPerSource")).toBe("Destinations per source");
  });
});
