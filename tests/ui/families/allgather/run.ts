// Runs the paper's 8 workstations (Wu–Yeh Sec. 6) through the registry, as the worker does. The UI
// tests pin figures computed with stage 3 serving the largest T_end first (serveOrder
// "largest-end-first"); the default order's figures are pinned in tests/core/allgather/family.test.ts.
import { eightWorkstations } from "../../../../src/core/allgather/presets";
import type { AllgatherScenario } from "../../../../src/core/allgather";
import type { RunResult } from "../../../../src/core/family";
import { runScenario } from "../../../../src/core/registry";
import { parseScenario } from "../../../../src/core/scenario/document";

export function eight(extra: Record<string, unknown> = {}): AllgatherScenario {
  return parseScenario({
    ...eightWorkstations(),
    serveOrder: "largest-end-first",
    ...extra,
  }) as AllgatherScenario;
}

export function runEight(algorithm: string, extra: Record<string, unknown> = {}): RunResult {
  return runScenario(eight(extra), algorithm, { explain: true });
}
