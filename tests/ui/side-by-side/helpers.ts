// Runs of the presets for the side-by-side tests: the real core, so the tests see every family's shapes.
import { findPreset, runScenario } from "../../../src/core/registry";
import { parseScenario, type ScenarioDoc } from "../../../src/core/scenario/document";
import type { Schedule } from "../../../src/core/schedule/types";

export function presetDoc(id: string): ScenarioDoc {
  const p = findPreset(id);
  if (!p) throw new Error(`no preset ${id}`);
  return p.doc;
}

export function run(doc: ScenarioDoc, algorithm?: string): Schedule {
  return runScenario(parseScenario(doc), algorithm).schedule;
}

export const PAPER = "multicast-paper-example";
