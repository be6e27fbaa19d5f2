// Golden `run --json` summaries: for every preset and every algorithm of its family, the object the
// CLI prints for `cli run --preset ID --algorithm ALG --json` (built in-process by runToJson over
// runScenario, exactly as src/cli/cli.ts does), reduced to a summary and compared with
// tests/fixtures/golden/run-json/<kind>.json. Family fields (agents, k, stepCount, latency, matrix, …)
// are kept verbatim when short and as a digest when long.
import { beforeAll, describe, expect, it } from "vitest";
import { runToJson } from "../../src/cli/json";
import { allPresets, familyForKind, FAMILIES, runScenario } from "../../src/core/registry";
import { parseScenario } from "../../src/core/scenario/document";
import { ScenarioError } from "../../src/core/scenario/errors";
import type { Preset } from "../../src/core/family";
import {
  asJson,
  digestSteps,
  digestTasks,
  digestValue,
  goldenPath,
  readGolden,
  UPDATE,
  UPDATE_TIMEOUT,
  writeGolden,
  type DigestTask,
} from "./golden";
import type { Step } from "../../src/core/schedule/types";

/** Fields every `run --json` object has; the others are the family's. */
const COMMON = new Set(["algorithm", "edited", "timeUnit", "makespan", "lowerBound", "steps", "tasks"]);

/** A family field longer than this (as JSON) is pinned by its digest. */
const VERBATIM_UP_TO = 400;

interface Summary {
  readonly algorithm: unknown;
  readonly edited: unknown;
  readonly timeUnit: unknown;
  readonly makespan: unknown;
  readonly lowerBound: unknown;
  readonly steps: number;
  readonly tasks: number;
  readonly stepsDigest: string;
  readonly tasksDigest: string;
  /** Family fields: the value, or "digest:<hex>" for a long one. */
  readonly details: Record<string, unknown>;
}

/** An algorithm that refuses the preset (`optimal` past its size limit): its message is pinned. */
interface Refusal {
  readonly refused: string;
}

type GoldenFile = Record<string, Record<string, Summary | Refusal>>;

function summarize(preset: Preset, algorithm: string): Summary | Refusal {
  const scenario = parseScenario(preset.doc);
  let result;
  try {
    result = runScenario(scenario, algorithm, { explain: false });
  } catch (e) {
    if (e instanceof ScenarioError) return { refused: e.message };
    throw e;
  }
  const json = runToJson(result);
  const steps = json.steps as Step[];
  const tasks = json.tasks as DigestTask[];
  const details: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(json)) {
    if (COMMON.has(key)) continue;
    const text = JSON.stringify(value);
    if (text === undefined) continue;
    details[key] =
      text.length <= VERBATIM_UP_TO ? JSON.parse(text) : `digest:${digestValue(JSON.parse(text))}`;
  }
  return asJson({
    algorithm: json.algorithm,
    edited: json.edited,
    timeUnit: json.timeUnit,
    makespan: json.makespan,
    lowerBound: json.lowerBound,
    steps: steps.length,
    tasks: tasks.length,
    stepsDigest: digestSteps(steps),
    tasksDigest: digestTasks(tasks),
    details,
  });
}

function algorithmsOf(preset: Preset): string[] {
  const family = familyForKind(preset.doc.kind);
  if (!family) throw new Error(`preset ${preset.id}: unknown kind ${preset.doc.kind}`);
  return family.algorithms.map((a) => a.id);
}

describe("run --json goldens", () => {
  for (const family of FAMILIES) {
    describe(family.kind, () => {
      const path = goldenPath("run-json", `${family.kind}.json`);
      const presets = allPresets().filter((p) => p.doc.kind === family.kind);
      let golden: GoldenFile;

      beforeAll(async () => {
        if (UPDATE) {
          const file: GoldenFile = {};
          for (const p of presets) {
            file[p.id] = Object.fromEntries(algorithmsOf(p).map((a) => [a, summarize(p, a)]));
          }
          await writeGolden(path, file);
        }
        golden = readGolden<GoldenFile>(path);
      }, UPDATE_TIMEOUT);

      it("has a golden summary for every preset and algorithm, and no others", () => {
        expect(Object.keys(golden).sort()).toEqual(presets.map((p) => p.id).sort());
        for (const p of presets) {
          expect(Object.keys(golden[p.id] ?? {}).sort(), `algorithms of ${p.id}`).toEqual(
            algorithmsOf(p).sort(),
          );
        }
      });

      for (const p of presets) {
        it(`${p.id}: every algorithm's run --json summary is unchanged`, () => {
          for (const a of algorithmsOf(p)) {
            expect(summarize(p, a), `run --preset ${p.id} --algorithm ${a} --json`).toEqual(
              golden[p.id]?.[a],
            );
          }
        }, 60_000);
      }
    });
  }
});
