// Kesavan–Panda Sec. 2.6 and 4.2, Fig. 5(b): the linear tree (a chain along the node ordering), the
// k-binomial tree with k = 1: δr = 1 and L1 = n − 1, so m packets take n − 1 + (m − 1) steps.
import type { PlanOutcome, RunContext } from "../family";
import type { PacketPlan, PacketScenario } from "./scenario";
import { kTreeOutcome } from "./decisions";

export function linearPlan(s: PacketScenario, ctx: RunContext = {}): PlanOutcome<PacketPlan> {
  return kTreeOutcome(s, 1, ctx, "linear: a chain along the ordering (k = 1)");
}
