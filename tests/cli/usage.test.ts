import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli";

const run = (argv: string[], files: Record<string, string> = {}) => runCli(argv, files);

describe("cli usage", () => {
  it("prints usage and exits 0 for help, --help and COMMAND --help", () => {
    for (const argv of [["help"], ["--help"], ["-h"], ["help", "run"], ["run", "--help"], ["sweep", "-h"]]) {
      const r = run(argv);
      expect(r.code, argv.join(" ")).toBe(0);
      expect(r.out).toMatch(/^usage:/);
      expect(r.err).toBe("");
    }
  });
  it("exits 2 with usage for no command, extra arguments and unknown options", () => {
    for (const argv of [
      [],
      ["run", "a.json", "b.json"],
      ["run", "--preset", "multicast-paper-example", "extra"],
      ["presets", "extra"],
      ["sweep", "grid-hit-rate", "extra"],
      ["sweep", "--colour"],
      ["toString"],
      ["__proto__"],
    ]) {
      const r = run(argv);
      expect(r.code, argv.join(" ")).toBe(2);
      expect(r.err).toMatch(/usage:/);
    }
  });
  it("names the file and the field, without a stack trace", () => {
    const r = run(["run", "ag.json"], {
      "ag.json": JSON.stringify({
        version: 1,
        kind: "allgather",
        nodes: [
          { tSend: 1, tRecv: 1 },
          { tSend: 1, tRecv: 1 },
        ],
      }),
    });
    expect(r.code).toBe(2);
    expect(r.err).toBe("error: ag.json: tEnd: tEnd is required\n");
  });
  it("--runs is the instances per point, capped by the experiment's own limit", () => {
    const r = run(["sweep", "multicast-competitive-ratio", "--runs", "5000"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--runs: instances is limited to 1000/);
    expect(r.err).not.toMatch(/\n\s+at /);
    const fixed = run(["sweep", "packet-optimal-k", "--runs", "3"]);
    expect(fixed.code).toBe(2);
    expect(fixed.err).toMatch(/--runs: packet-optimal-k has no random instances per point/);
  });
  it("--runs N averages N instances at every point (no NaN rows, one line per point)", () => {
    const r = run(["sweep", "allgather-fast-mix", "--runs", "2", "--format", "json"]);
    expect(r.code, r.err).toBe(0);
    const out = JSON.parse(r.out) as {
      params: { instances: number };
      runs: number;
      paper: string;
      figure: string | null;
      summary: { tables: { rows: (string | number)[][] }[] };
      ci95: { tables: unknown[][][] };
    };
    expect(out.params.instances).toBe(2);
    expect(out.runs).toBe(14); // 7 shares of fast nodes × 2
    expect(typeof out.paper).toBe("string");
    expect("figure" in out).toBe(true);
    const rows = out.summary.tables[0]?.rows ?? [];
    expect(rows).toHaveLength(7);
    for (const row of rows) for (const v of row) expect(v).not.toBeNull(); // NaN prints as null in JSON
    expect(out.ci95.tables[0]).toHaveLength(7);
  });
  it("refuses a prototype key in --param", () => {
    const r = run(["sweep", "packet-optimal-k", "--param", "__proto__={}"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--param __proto__/);
  });
});
