// The multicast family module (Wu–Yeh–Liu, "Efficient Multiple Multicast on Heterogeneous Network of
// Workstations"): scenario schema, the eleven heuristics of Sec. 4–5, the simulator, the validator, plan
// edits, the Sec. 7 generator, presets, the competitive-ratio sweep and the Sec. 7 figures (Figs 6–12).
import { defineFamily } from "../family";
import { MULTICAST_ALGORITHMS } from "./algorithms";
import { applyEdit } from "./edit";
import { competitiveRatioExperiment } from "./experiment";
import { WYL_FIGURE_EXPERIMENTS } from "./experiment-figures";
import { multicastRandomGenerator } from "./generator";
import { MULTICAST_PRESETS } from "./presets";
import { multicastScenarioSchema, type MulticastPlan, type MulticastScenario } from "./scenario";
import { replay } from "./replay";
import { validate } from "./validate";

export { lowerBound } from "./lower-bound";
export { replay } from "./replay";
export { validate } from "./validate";
export { applyEdit } from "./edit";

export const multicastFamily = defineFamily<MulticastScenario, MulticastPlan, Record<string, unknown>>({
  family: "multicast",
  kind: "multicast",
  title: "Multiple multicast on heterogeneous workstations",
  schema: multicastScenarioSchema,
  catalogue: MULTICAST_ALGORITHMS,
  defaultAlgorithm: "ecf",
  generators: [multicastRandomGenerator],
  presets: MULTICAST_PRESETS,
  experiments: [competitiveRatioExperiment, ...WYL_FIGURE_EXPERIMENTS],
  storedPlan: (s) => s.plan,
  replay: (s, plan, algorithm, steps) => replay(s, plan, algorithm, steps),
  applyEdit,
  validate,
});
