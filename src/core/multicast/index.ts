// The multicast family module (Wu–Yeh–Liu, "Efficient Multiple Multicast on Heterogeneous Network of
// Workstations"): scenario schema, the eleven heuristics of Sec. 4–5, the simulator, the validator, plan
// edits, the Sec. 7 generator, presets and the competitive-ratio sweep.
import type { ExperimentDef } from "../experiment";
import type { AlgorithmInfo, FamilyModule } from "../family";
import { MULTICAST_ALGORITHMS, multicastAlgorithm } from "./algorithms";
import { applyEdit } from "./edit";
import { competitiveRatioExperiment } from "./experiment";
import { multicastRandomGenerator } from "./generator";
import { MULTICAST_PRESETS } from "./presets";
import { multicastScenarioSchema, type MulticastPlan, type MulticastScenario } from "./scenario";
import { replay } from "./replay";
import { validate } from "./validate";

export { lowerBound } from "./lower-bound";
export { replay } from "./replay";
export { validate } from "./validate";
export { applyEdit } from "./edit";

/** The catalogue entries (plain data: no functions, so they cross the worker boundary). */
const INFOS: readonly AlgorithmInfo[] = MULTICAST_ALGORITHMS.map(
  ({ id, name, section, complexity, summary }) => ({
    id,
    name,
    section,
    complexity,
    summary,
  }),
);

export const multicastFamily: FamilyModule<MulticastScenario, MulticastPlan, Record<string, unknown>> = {
  family: "multicast",
  kind: "multicast",
  title: "Multiple multicast on heterogeneous workstations",
  schema: multicastScenarioSchema,
  algorithms: INFOS,
  defaultAlgorithm: "ecf",
  generators: [multicastRandomGenerator],
  presets: MULTICAST_PRESETS,
  experiments: [competitiveRatioExperiment as unknown as ExperimentDef],
  heuristic: (s, algorithm, ctx) => multicastAlgorithm(algorithm).run(s, ctx),
  storedPlan: (s) => s.plan,
  replay: (s, plan, algorithm, steps) => replay(s, plan, algorithm, steps),
  applyEdit,
  validate,
};
