// The GRID5000 preset's Table 3 (Steffenel–Mounié Sec. 7) is the transcription in tests/fixtures.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TABLE3_CLUSTERS, TABLE3_LATENCY_US } from "../../../src/core/grid/presets";

interface Table3 {
  unit: string;
  clusters: { name: string; size: number }[];
  latency: (number | null)[][];
}

const fixture = new URL("../../fixtures/grid5000-table3-latency.json", import.meta.url);
const table3 = JSON.parse(readFileSync(fixture, "utf8")) as Table3;

describe("TABLE3_LATENCY_US", () => {
  it("is Table 3 as tests/fixtures transcribes it, in µs", () => {
    expect(table3.unit).toBe("us");
    expect(TABLE3_LATENCY_US).toEqual(table3.latency);
  });
  it("names the six clusters with their sizes", () => {
    expect(TABLE3_CLUSTERS.map((c) => ({ name: c.name, size: c.size }))).toEqual(table3.clusters);
  });
});
