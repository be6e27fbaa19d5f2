// Shared fixtures for the allgather tests: the paper's 8 workstations and small scenarios.
import { eightWorkstations } from "../../../src/core/allgather/presets";
import { modelOf, type AllgatherScenario, type Model } from "../../../src/core/allgather/scenario";
import { parseScenario } from "../../../src/core/scenario/document";

export function scenarioOf(doc: Record<string, unknown>): AllgatherScenario {
  return parseScenario({ version: 1, kind: "allgather", ...doc }) as AllgatherScenario;
}

/** Wu–Yeh Sec. 6: P0–P3 fast (90/70), P4–P7 slow (160/130); T_end 250/350/450. */
export function eight(extra: Record<string, unknown> = {}): AllgatherScenario {
  return scenarioOf({ ...eightWorkstations(), ...extra });
}

export function eightModel(): Model {
  return modelOf(eight());
}
