// `cli sweep … --shard I/N` and `cli merge`: merging the N shard files prints exactly what the
// unsharded sweep prints, in every format; shards of another sweep, missing or repeated shards are
// refused naming the file and the reason (docs/sweeps.md).
import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli";
import { formatShardFile, parseShardFile, shardRange, type ShardFile } from "../../src/cli/shards";

const run = (argv: string[], files: Record<string, string> = {}) => runCli(argv, files);

/** Runs the N shards of a sweep into `files` (shard-1.json …) and returns their names. */
function shards(sweep: string[], count: number, files: Record<string, string>): string[] {
  const names: string[] = [];
  for (let i = 1; i <= count; i++) {
    const name = `shard-${i}.json`;
    const r = run([...sweep, "--shard", `${i}/${count}`, "--out", name], files);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe("");
    names.push(name);
  }
  return names;
}

// Small sweeps (--runs is the instances per point): 4, 7, 5, 4 and 3 runs.
const SWEEPS: readonly string[][] = [
  ["sweep", "multicast-competitive-ratio", "--runs", "2", "--param", "nodes=[8,16]", "--seed", "3"],
  ["sweep", "allgather-fast-mix", "--runs", "1"],
  ["sweep", "grid-hit-rate", "--runs", "1", "--param", "maxClusters=18", "--seed", "7"],
  ["sweep", "packet-optimal-k", "--param", "nodesMax=5"],
  ["sweep", "redistribution-k", "--runs", "1", "--param", "toK=21"],
];

describe("cli merge of sweep shards", () => {
  for (const sweep of SWEEPS) {
    it(`${sweep.slice(1).join(" ")}: merged output === unsharded output`, () => {
      const unsharded = {
        text: run(sweep).out,
        json: run([...sweep, "--format", "json"]).out,
        csv: run([...sweep, "--format", "csv"]).out,
      };
      const runs = (JSON.parse(unsharded.json) as { runs: number }).runs;
      expect(unsharded.text.length).toBeGreaterThan(0);
      // N > runs gives empty shards, which merge as well.
      for (const count of [1, 2, 3, runs + 2]) {
        const files: Record<string, string> = {};
        const names = shards(sweep, count, files);
        // The order on the command line does not matter (a shell glob sorts shard-10 before shard-2).
        const shuffled = [...names].reverse();
        expect(run(["merge", ...shuffled], files).out, `N=${count}`).toBe(unsharded.text);
        expect(run(["merge", ...shuffled, "--format", "json"], files).out).toBe(unsharded.json);
        expect(run(["merge", ...shuffled, "--json"], files).out).toBe(unsharded.json);
        expect(run(["merge", ...shuffled, "--format", "csv"], files).out).toBe(unsharded.csv);
      }
    });
  }

  it("a shard file holds its share of the runs, the validated parameters and the raw rows", () => {
    const files: Record<string, string> = {};
    shards(
      ["sweep", "multicast-competitive-ratio", "--param", "nodes=[4,5,6,7,8,9,10]", "--param", "instances=1"],
      3,
      files,
    );
    const s = parseShardFile(files["shard-2.json"] ?? "");
    expect(s.format).toBe("schedule-explorer/sweep-shard");
    expect(s.version).toBe(1);
    expect(s.experiment).toBe("multicast-competitive-ratio");
    expect(s.seed).toBe(1);
    expect(s.runs).toBe(7);
    expect(s.shard).toEqual({ index: 2, count: 3, from: 2, to: 4 });
    expect(s.rows).toHaveLength(2);
    expect(s.params.sourceFraction).toBe(0.25); // a default, filled in
  });

  it("shares are contiguous, cover [0, runs) and differ in size by at most one", () => {
    for (const runs of [1, 5, 7, 1300]) {
      for (const count of [1, 2, 3, 16, runs + 3]) {
        let next = 0;
        for (let i = 1; i <= count; i++) {
          const { from, to } = shardRange(runs, i, count);
          expect(from).toBe(next);
          expect(to - from).toBeGreaterThanOrEqual(Math.floor(runs / count));
          expect(to - from).toBeLessThanOrEqual(Math.ceil(runs / count));
          next = to;
        }
        expect(next).toBe(runs);
      }
    }
  });

  it("NaN, ±Infinity and -0 survive the shard file", () => {
    const shard: ShardFile = {
      format: "schedule-explorer/sweep-shard",
      version: 1,
      experiment: "x",
      params: {},
      seed: 1,
      runs: 1,
      shard: { index: 1, count: 1, from: 0, to: 1 },
      rows: [[{ a: Number.NaN, b: Infinity, c: -Infinity, d: -0, e: 1.5 }]],
    };
    const back = parseShardFile(formatShardFile(shard)).rows[0]?.[0];
    expect(back?.a).toBeNaN();
    expect(back?.b).toBe(Infinity);
    expect(back?.c).toBe(-Infinity);
    expect(Object.is(back?.d, -0)).toBe(true);
    expect(back?.e).toBe(1.5);
  });
});

describe("cli merge refuses shards that are not one sweep", () => {
  const sweep = ["sweep", "multicast-competitive-ratio", "--runs", "1", "--param", "nodes=[4,5,6,7]"];
  function four(): Record<string, string> {
    const files: Record<string, string> = {};
    shards(sweep, 4, files);
    return files;
  }

  it("another seed, naming the file", () => {
    const files = four();
    run([...sweep, "--seed", "7", "--shard", "2/4", "--out", "shard-2.json"], files);
    const r = run(["merge", "shard-1.json", "shard-2.json", "shard-3.json", "shard-4.json"], files);
    expect(r.code).toBe(2);
    expect(r.err).toBe("error: shard-2.json: shard 2/4 is of seed 7, the others are of seed 1\n");
  });

  it("other parameters, runs, experiment or shard count", () => {
    const files = four();
    run([...sweep, "--param", "sourceFraction=0.5", "--shard", "3/4", "--out", "p.json"], files);
    expect(run(["merge", "shard-1.json", "shard-2.json", "p.json", "shard-4.json"], files).err).toMatch(
      /^error: p\.json: shard 3\/4 is of parameters .*"sourceFraction":0\.5.*, the others are of parameters/,
    );
    // Same parameters, another run count: only a hand-edited file can say so (--runs sets the parameters).
    const edited = JSON.parse(files["shard-3.json"] ?? "{}") as { runs: number };
    files["r.json"] = JSON.stringify({ ...edited, runs: 3 });
    expect(run(["merge", "shard-1.json", "shard-2.json", "r.json", "shard-4.json"], files).err).toMatch(
      /^error: r\.json: shard 3\/4 is of 3 runs, the others are of 4 runs/,
    );
    run(["sweep", "allgather-fast-mix", "--runs", "4", "--shard", "3/4", "--out", "e.json"], files);
    expect(run(["merge", "shard-1.json", "shard-2.json", "e.json", "shard-4.json"], files).err).toMatch(
      /^error: e\.json: shard 3\/4 is of allgather-fast-mix, the others are of multicast-competitive-ratio/,
    );
    run([...sweep, "--shard", "3/5", "--out", "n.json"], files);
    expect(run(["merge", "shard-1.json", "shard-2.json", "n.json", "shard-4.json"], files).err).toMatch(
      /^error: n\.json: shard 3\/5 is of a split into 5, the others are of a split into 4/,
    );
  });

  it("a missing or repeated shard", () => {
    const files = four();
    const missing = run(["merge", "shard-1.json", "shard-2.json", "shard-4.json"], files);
    expect(missing.code).toBe(2);
    expect(missing.err).toBe("error: merge: shard 3/4 missing\n");
    files["copy.json"] = files["shard-2.json"] ?? "";
    const twice = run(["merge", "shard-1.json", "shard-2.json", "copy.json", "shard-4.json"], files);
    expect(twice.code).toBe(2);
    expect(twice.err).toBe("error: copy.json: shard 2/4 is given twice (also shard-2.json)\n");
  });

  it("an edited range, a file that is not a shard, an unreadable file", () => {
    const files = four();
    const doc = JSON.parse(files["shard-3.json"] ?? "") as { shard: { from: number } };
    doc.shard.from -= 1;
    files["shard-3.json"] = JSON.stringify(doc);
    const edited = run(["merge", "shard-1.json", "shard-2.json", "shard-3.json", "shard-4.json"], files);
    expect(edited.code).toBe(2);
    expect(edited.err).toMatch(
      /^error: shard-3\.json: rows: holds 1 runs, but the shard covers runs \[1, 3\)/,
    );
    files["x.json"] = '{"version":1,"kind":"multicast"}';
    expect(run(["merge", "x.json"], files).err).toMatch(
      /^error: x\.json: format: must be "schedule-explorer/,
    );
    files["bad.json"] = "{";
    expect(run(["merge", "bad.json"], files).err).toMatch(/^error: bad\.json: not valid JSON/);
    files["proto.json"] = '{"__proto__":{"polluted":1}}';
    expect(run(["merge", "proto.json"], files).code).toBe(2);
    const nofile = run(["merge", "nope.json"], files);
    expect(nofile.code).toBe(2);
    expect(nofile.err).toMatch(/cannot read nope\.json/);
    expect(run(["merge"], files).code).toBe(2);
  });

  it("refuses a bad --shard and a non-json format for a shard", () => {
    for (const spec of ["0/4", "5/4", "2", "a/b", "1/0", "1/-4"]) {
      const r = run([...sweep, "--shard", spec]);
      expect(r.code, spec).toBe(2);
      expect(r.err).toMatch(/--shard: .* must be I\/N/);
    }
    expect(run([...sweep, "--shard", "1/2", "--format", "csv"]).err).toMatch(
      /--format: a shard is written as json/,
    );
    expect(run([...sweep, "--shard", "1/2", "--format", "json"]).code).toBe(0);
  });
});

describe("cli sweep --format", () => {
  const sweep = ["sweep", "multicast-competitive-ratio", "--runs", "1"];
  it("json is the --json output; text is the default", () => {
    expect(run([...sweep, "--format", "json"]).out).toBe(run([...sweep, "--json"]).out);
    expect(run([...sweep, "--format", "text"]).out).toBe(run(sweep).out);
  });
  it("csv is one line per summary cell under a header, and refuses trace", () => {
    const r = run([...sweep, "--format", "csv"]);
    const lines = r.out.trimEnd().split("\n");
    expect(lines[0]).toBe("table,key,x,column,value");
    expect(lines[1]).toMatch(/^Competitive ratio \(mean of completion time \/ lower bound\),nodes,8,FEF,\d/);
    expect(run([...sweep, "--format", "trace"]).err).toMatch(
      /unknown format "trace" \(known: text, json, csv\)/,
    );
  });
  it("--out writes the summary to a file", () => {
    const files: Record<string, string> = {};
    const r = run([...sweep, "--out", "s.txt"], files);
    expect(r.out).toBe("");
    expect(files["s.txt"]).toBe(run(sweep).out);
  });
});
