// `run --format json|csv|trace`, `--out`, `--algorithm all`, `presets --json` with documents and
// `experiments`: the command line's exports use the same core as the app's export menu.
import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli";
import { allExperiments, allPresets, findPreset, runScenario } from "../../src/core/registry";
import { parseScenario } from "../../src/core/scenario/document";

const run = (argv: string[], writable = true) => runCli(argv, {}, writable);

const PAPER = "multicast-paper-example";

describe("cli run --format", () => {
  it("csv gives one row per task under a header", () => {
    const r = run(["run", "--preset", PAPER, "--format", "csv"]);
    expect(r.code).toBe(0);
    const lines = r.out.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^node,kind,start,end,peer,message/);
    const preset = findPreset(PAPER)!;
    const tasks = runScenario(parseScenario(preset.doc), undefined, { explain: false }).schedule.tasks;
    expect(lines.length - 1).toBe(tasks.length);
  });

  it("trace is Chrome Trace Event JSON with one complete event per task", () => {
    const r = run(["run", "--preset", PAPER, "--format", "trace"]);
    expect(r.code).toBe(0);
    const trace = JSON.parse(r.out) as { traceEvents: { ph: string }[] };
    const preset = findPreset(PAPER)!;
    const tasks = runScenario(parseScenario(preset.doc), undefined, { explain: false }).schedule.tasks;
    expect(trace.traceEvents.filter((e) => e.ph === "X")).toHaveLength(tasks.length);
    expect(trace.traceEvents.some((e) => e.ph === "s")).toBe(true);
  });

  it("json is the --json output", () => {
    const a = run(["run", "--preset", PAPER, "--format", "json"]);
    const b = run(["run", "--preset", PAPER, "--json"]);
    expect(a.code).toBe(0);
    expect(a.out).toBe(b.out);
  });

  it("refuses an unknown format and a format that contradicts --json, naming the option", () => {
    const r = run(["run", "--preset", PAPER, "--format", "xml"]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--format: unknown format "xml" \(known: text, json, csv, trace\)/);
    expect(run(["run", "--preset", PAPER, "--format", "csv", "--json"]).err).toMatch(/--json: conflicts/);
  });

  it("--out writes the file instead of stdout, and is refused where files cannot be written", () => {
    const r = run(["run", "--preset", PAPER, "--format", "csv", "--out", "tasks.csv"]);
    expect(r.code).toBe(0);
    expect(r.out).toBe("");
    expect(r.files["tasks.csv"]).toMatch(/^node,kind/);
    const refused = run(["run", "--preset", PAPER, "--out", "x.txt"], false);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/--out: cannot write files here/);
  });
});

describe("cli run --algorithm all", () => {
  it("lists every algorithm of the family with its makespan beside the lower bound", () => {
    const r = run(["run", "--preset", PAPER, "--algorithm", "all", "--format", "json"]);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out) as {
      lowerBound: number;
      algorithms: { algorithm: string; makespan: number }[];
    };
    expect(j.algorithms.map((a) => a.algorithm)).toEqual([
      "fef",
      "ecf",
      "wr",
      "eaf",
      "rr",
      "rrs",
      "ecfp",
      "wrp",
      "eafp",
      "rrp",
      "rrsp",
    ]);
    for (const a of j.algorithms) expect(a.makespan).toBeGreaterThanOrEqual(j.lowerBound);
    // Worked value of the paper's example: ECF finishes at 19 µs.
    expect(j.algorithms.find((a) => a.algorithm === "ecf")?.makespan).toBe(19);
  });

  it("prints a table in text, and refuses csv/trace for several algorithms", () => {
    const r = run(["run", "--preset", PAPER, "--algorithm", "all"]);
    expect(r.out).toMatch(/lower bound {2}13 µs/);
    expect(r.out).toMatch(/ECFP/);
    expect(run(["run", "--preset", PAPER, "--algorithm", "all", "--format", "csv"]).code).toBe(2);
  });
});

describe("cli presets and experiments", () => {
  it("presets --json carries each preset's full document, which parses", () => {
    const r = run(["presets", "--json"]);
    const list = JSON.parse(r.out) as { id: string; doc: unknown }[];
    expect(list.map((p) => p.id)).toEqual(allPresets().map((p) => p.id));
    for (const p of list) expect(() => parseScenario(p.doc)).not.toThrow();
  });

  it("experiments lists every experiment with its parameters and run count", () => {
    const r = run(["experiments", "--json"]);
    expect(r.code).toBe(0);
    const list = JSON.parse(r.out) as { id: string; parameters: Record<string, unknown>; runs: number }[];
    expect(list.map((e) => e.id)).toEqual(allExperiments().map((e) => e.id));
    for (const e of list) expect(e.runs).toBeGreaterThan(0);
    const byId = new Map(
      (JSON.parse(r.out) as { id: string; paper: string; figure: string | null }[]).map((e) => [e.id, e]),
    );
    expect(byId.get("grid-hit-rate")).toMatchObject({
      paper: expect.stringMatching(/Steffenel/),
      figure: "Fig. 4",
    });
    expect(byId.get("redistribution-k")?.figure).toBe("Fig. 5a");
    expect(byId.get("allgather-fast-mix")?.figure).toBeNull();
    for (const [id, figure] of [
      ["wyl-fig6", "Fig. 6"],
      ["wyl-fig7", "Fig. 7"],
      ["wyl-fig8", "Fig. 8"],
      ["wyl-fig9", "Fig. 9"],
      ["wyl-fig10", "Fig. 10"],
      ["wyl-fig11", "Fig. 11"],
      ["wyl-fig12", "Fig. 12"],
    ] as const) {
      expect(byId.get(id)).toMatchObject({ paper: expect.stringMatching(/Wu, Yeh, Liu/), figure });
    }
    expect(byId.get("wy-fig4")).toMatchObject({
      paper: expect.stringMatching(/^Wu, Yeh:/),
      figure: "Fig. 4",
    });
    expect(byId.get("wy-fig5")?.figure).toBe("Fig. 5");
    expect(byId.get("multicast-competitive-ratio")?.figure).toBeNull();
    for (const e of byId.values()) expect(e.paper.length).toBeGreaterThan(0);
    expect(run(["experiments"]).out).toMatch(/grid-hit-rate/);
    expect(run(["experiments", "extra"]).code).toBe(2);
  });

  it("sweeps a paper figure: wy-fig4 prints both serve orders' chosen m", () => {
    const r = run(["sweep", "wy-fig4", "--json"]);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.out) as { summary: { tables: { rows: unknown[][] }[] } };
    expect(out.summary.tables[0]?.rows[1]).toEqual(["assignment", "two-step", 3, 1310, 1260, 2, 1240]);
  });
});
