// The grid family module (Steffenel–Mounié, "Scheduling Heuristics for Efficient Broadcast Operations
// on Grid Environments"): broadcast over cluster coordinators with intra-cluster broadcast time T.
import { defineFamily, onScenario } from "../family";
import { GRID_ALGORITHMS } from "./algorithms";
import { applyGridEdit } from "./edit";
import { gridCompletionExperiment, gridHitRateExperiment } from "./experiments";
import { grid5000Experiment } from "./experiments-grid5000";
import { gridRandomGenerator } from "./generators";
import { gridModel } from "./model";
import { GRID_PRESETS } from "./presets";
import { replay as replayGrid, type GridDetails } from "./replay";
import { gridScenarioSchema, type GridPlan, type GridScenario } from "./scenario";
import { validateGridSchedule } from "./validate";

export type { GridDetails, GridEdge } from "./replay";
export type { GridPlan, GridScenario } from "./scenario";

export const gridFamily = defineFamily<GridScenario, GridPlan, GridDetails>({
  family: "grid",
  kind: "grid-broadcast",
  title: "Broadcast on grids of clusters",
  schema: gridScenarioSchema,
  catalogue: onScenario(GRID_ALGORITHMS, gridModel),
  defaultAlgorithm: "ecef",
  generators: [gridRandomGenerator],
  presets: GRID_PRESETS,
  experiments: [gridCompletionExperiment, gridHitRateExperiment, grid5000Experiment],
  storedPlan: (s) => s.plan,
  replay: replayGrid,
  applyEdit: (s, plan, edit) => applyGridEdit(gridModel(s), plan, edit),
  validate: validateGridSchedule,
});
