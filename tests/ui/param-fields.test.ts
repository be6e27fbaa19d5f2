import { z } from "zod";
import { describe, expect, it } from "vitest";
import { humanize, listFieldWidth, paramFields, rangeNote } from "../../src/ui/components/param-fields";

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

describe("rangeNote", () => {
  it("shows a readable range and hides sanity caps", () => {
    expect(rangeNote(1, 256)).toBe(" (1–256)");
    expect(rangeNote(0, 1_000_000_000)).toBe(" (≥ 0)");
    expect(rangeNote(undefined, 10)).toBe(" (…–10)");
    expect(rangeNote(undefined, undefined)).toBe("");
  });
});

describe("listFieldWidth", () => {
  it("grows with the list, within limits", () => {
    expect(listFieldWidth("8")).toBe(180);
    const sweep = "8, 16, 24, 32, 40, 48, 56, 64, 72, 80";
    expect(listFieldWidth(sweep)).toBeGreaterThan(sweep.length * 7);
    expect(listFieldWidth("x".repeat(500))).toBe(380);
  });
});
