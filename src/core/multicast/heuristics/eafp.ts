// Earliest Available First Preemptive, EAFP (Wu–Yeh–Liu Sec. 5): EAF's receiver choice by
// ReceiveAvailable (Fig. 15), with the preemptive task insertion of Figs 13–16 (Eq. 10).
import type { PlanOutcome, RunContext } from "../../family";
import type { MulticastPlan, MulticastScenario } from "../scenario";
import { EarliestAvailable } from "./eaf";
import { receiverBased } from "./receiver-based";

export function eafp(s: MulticastScenario, ctx: RunContext = {}): PlanOutcome<MulticastPlan> {
  return receiverBased(s, ctx, true, (state) => new EarliestAvailable(state));
}
