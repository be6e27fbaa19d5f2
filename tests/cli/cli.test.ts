import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli";

const run = (argv: string[], files: Record<string, string> = {}) => runCli(argv, files);

describe("cli", () => {
  it("exits 2 with usage for an unknown command", () => {
    const r = run(["fly"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/unknown command "fly"/);
    expect(r.err).toMatch(/usage:/);
  });
  it("exits 2 naming the field for a bad file", () => {
    const r = run(["run", "bad.json"], {
      "bad.json": JSON.stringify({ version: 1, kind: "multicast", nodes: [] }),
    });
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/nodes: needs at least 2 nodes/);
  });
  it("exits 2 for a missing file and an unknown preset", () => {
    expect(run(["run", "missing.json"]).err).toMatch(/FILE: cannot read missing.json/);
    const r = run(["run", "--preset", "nope"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--preset: unknown preset "nope"/);
  });
  it("exits 2 for an unknown option", () => {
    expect(run(["run", "--colour", "x"]).code).toBe(2);
  });
  it("lists presets as JSON", () => {
    const r = run(["presets", "--json"]);
    expect(r.code).toBe(0);
    expect(Array.isArray(JSON.parse(r.out))).toBe(true);
  });
});
