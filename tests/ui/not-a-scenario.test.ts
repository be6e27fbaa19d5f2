// The app's other files (a sweep shard, a sweep's results, an exported schedule, a Chrome trace) are
// refused by import and drop as what they are; scenario files and anything else go to the parser.
import { describe, expect, it } from "vitest";
import { SHARD_FORMAT } from "../../src/cli/shards";
import { findPreset, runScenario } from "../../src/core/registry";
import { parseScenario } from "../../src/core/scenario/document";
import { scenarioFileText } from "../../src/core/scenario/url";
import { formatScheduleJson } from "../../src/core/schedule/export-json";
import { formatChromeTrace } from "../../src/core/schedule/export-trace";
import { notAScenario, SWEEP_SHARD_FORMAT } from "../../src/ui/not-a-scenario";
import { runCli } from "../cli/run-cli";

const preset = findPreset("multicast-paper-example")!;
const scenario = parseScenario(preset.doc);
const result = runScenario(scenario, "ecf");
const sweep = [
  "sweep",
  "multicast-competitive-ratio",
  "--runs",
  "1",
  "--param",
  "nodes=[4,5]",
  "--seed",
  "7",
];

describe("notAScenario", () => {
  it("uses the CLI's shard format tag", () => expect(SWEEP_SHARD_FORMAT).toBe(SHARD_FORMAT));

  it("names a sweep shard with its experiment and seed", () => {
    const files: Record<string, string> = {};
    runCli([...sweep, "--shard", "1/2", "--out", "s.json"], files);
    expect(notAScenario(files["s.json"]!)).toBe(
      "it is a sweep shard (experiment multicast-competitive-ratio, seed 7), not a scenario — " +
        "merge the shards of one sweep with `npm run cli -- merge FILE…` (docs/sweeps.md)",
    );
  });

  it("names a sweep's results", () => {
    const json = runCli([...sweep, "--format", "json"]).out;
    expect(notAScenario(json)).toMatch(
      /^it is a sweep's results \(experiment multicast-competitive-ratio, seed 7\)/,
    );
  });

  it("names an exported schedule and a Chrome trace", () => {
    expect(notAScenario(formatScheduleJson(result, scenario))).toMatch(/^it is an exported schedule/);
    expect(notAScenario(formatChromeTrace(result, scenario))).toMatch(/^it is a Chrome trace/);
  });

  it("leaves scenario files, other JSON and non-JSON to the scenario parser", () => {
    expect(notAScenario(scenarioFileText(preset.doc, { algorithm: "ecf" }))).toBeNull();
    expect(notAScenario(JSON.stringify(preset.doc))).toBeNull();
    expect(notAScenario("{}")).toBeNull();
    expect(notAScenario("[1, 2]")).toBeNull();
    expect(notAScenario("not json")).toBeNull();
  });
});
