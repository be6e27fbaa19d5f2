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
  it("caps --runs at the experiment's run count", () => {
    const r = run(["sweep", "multicast-competitive-ratio", "--runs", "100"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      /--runs: must be a whole number from 1 to 40 \(the runs of multicast-competitive-ratio/,
    );
    expect(r.err).not.toMatch(/\n\s+at /);
  });
  it("refuses a prototype key in --param", () => {
    const r = run(["sweep", "packet-optimal-k", "--param", "__proto__={}"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--param __proto__/);
  });
});
