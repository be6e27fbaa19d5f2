// Grid runs for the UI tests: a preset (or a document) run through the family, as the worker does.
import type { RunResult } from "../../../../src/core/family";
import { gridFamily, type GridDetails, type GridScenario } from "../../../../src/core/grid";
import { parseScenario } from "../../../../src/core/scenario/document";

export function presetScenario(id: string): GridScenario {
  const p = gridFamily.presets.find((x) => x.id === id);
  if (!p) throw new Error(id);
  return parseScenario(p.doc) as GridScenario;
}

export function runGrid(s: GridScenario, algorithm = "ecef"): RunResult<GridDetails> {
  const out = gridFamily.heuristic(s, algorithm, {});
  const r = gridFamily.replay(s, out.plan, algorithm, out.steps);
  return { ...r, algorithm, edited: false, plan: out.plan };
}
