// One run of Fig. 5b's sweep both ways: `cli -- sweep redistribution-heterogeneity` (the command the
// Experiments tab shows) and the worker pool's shards, which the tab sums up, give the same numbers.
import { describe, expect, it } from "vitest";
import { cli } from "../../../src/cli/cli";
import type { ExperimentSummary } from "../../../src/core/experiment";
import { heterogeneityExperiment } from "../../../src/core/redistribution/experiments";
import { handleSweepChunk } from "../../../src/engine/service";
import { cliParams } from "../../../src/ui/experiments/ExperimentPanel";

const params = {
  ...heterogeneityExperiment.defaults,
  processors: 8,
  K: 5,
  elements: 800,
  instances: 2,
  fromPercent: 100,
  toPercent: 300,
  stepPercent: 200,
};

function runCli(args: string[]): { code: number; out: string } {
  let out = "";
  const code = cli(args, { out: (t) => (out += t), err: (t) => (out += t), readFile: () => "" });
  return { code, out };
}

/** The arguments the Experiments tab's hint names, split as a shell would. */
function hintArgs(seed: number): string[] {
  const hint = `sweep redistribution-heterogeneity --seed ${seed}${cliParams(heterogeneityExperiment.defaults, params)}`;
  return hint.split(" ").filter((a) => a !== "");
}

describe("redistribution-heterogeneity, CLI and pool", () => {
  it("the hint names every changed parameter", () => {
    expect(hintArgs(4)).toEqual([
      "sweep",
      "redistribution-heterogeneity",
      "--seed",
      "4",
      "--param",
      "processors=8",
      "--param",
      "K=5",
      "--param",
      "elements=800",
      "--param",
      "instances=2",
      "--param",
      "toPercent=300",
    ]);
  });

  it("prints the numbers the pool's shards give", () => {
    const { code, out } = runCli([...hintArgs(4), "--json"]);
    expect(code).toBe(0);
    const printed = JSON.parse(out) as { runs: number; summary: ExperimentSummary };
    expect(printed.runs).toBe(4); // v = 100, 300; 2 networks each
    // The pool splits the runs into chunks, each seeded by (sweep seed, run index).
    const rows = [
      [0, 1],
      [1, 3],
      [3, 4],
    ].flatMap(([from, to]) => {
      const reply = handleSweepChunk({
        experiment: "redistribution-heterogeneity",
        params,
        seed: 4,
        from: from!,
        to: to!,
      });
      if (!reply.ok) throw new Error(reply.error.message);
      return reply.rows.flat();
    });
    const summary = heterogeneityExperiment.summarize(heterogeneityExperiment.params.parse(params), rows);
    expect(printed.summary).toEqual(JSON.parse(JSON.stringify(summary)));
    // The text form prints the same table.
    const text = runCli(hintArgs(4)).out;
    const greedyAt100 = summary.tables[0]!.rows[0]![2] as number;
    expect(text).toContain(String(greedyAt100));
  });
});
