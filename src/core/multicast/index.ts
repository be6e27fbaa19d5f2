// The multicast family module (Wu–Yeh–Liu). PLACEHOLDER until the family lands: the catalogue is
// real, heuristic/replay are not written yet.
import type { AlgorithmInfo, FamilyModule } from "../family";
import { multicastScenarioSchema, type MulticastPlan, type MulticastScenario } from "./scenario";

export const MULTICAST_ALGORITHMS: readonly AlgorithmInfo[] = [
  {
    id: "fef",
    name: "FEF",
    section: "Sec. 4.1",
    complexity: "O(N³ log N)",
    summary:
      "Fastest Edge First: the smallest point-to-point latency S + X·l + R among sender/receiver pairs.",
  },
  {
    id: "ecf",
    name: "ECF",
    section: "Sec. 4.2",
    complexity: "O(N⁴) in the paper",
    summary: "Earliest Completion First: the send that completes earliest, over all messages.",
  },
];

export const multicastFamily: FamilyModule<MulticastScenario, MulticastPlan, Record<string, unknown>> = {
  family: "multicast",
  kind: "multicast",
  title: "Multiple multicast on heterogeneous workstations",
  schema: multicastScenarioSchema,
  algorithms: MULTICAST_ALGORITHMS,
  defaultAlgorithm: "ecf",
  generators: [],
  presets: [],
  experiments: [],
  heuristic() {
    throw new Error("multicast heuristics are not written yet");
  },
  storedPlan: (s) => s.plan,
  replay() {
    throw new Error("multicast simulator is not written yet");
  },
  applyEdit() {
    throw new Error("not written yet");
  },
  validate: () => [],
};
