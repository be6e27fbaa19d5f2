// Work Racing Preemptive, WRP (Wu–Yeh–Liu Sec. 5): WR's receiver choice by virtual time (Eq. 8–9), with
// the preemptive available times and task insertion of Figs 13–16 (Eq. 10).
import type { PlanOutcome, RunContext } from "../../family";
import type { MulticastPlan, MulticastScenario } from "../scenario";
import { receiverBased } from "./receiver-based";
import { WorkRacing } from "./wr";

export function wrp(s: MulticastScenario, ctx: RunContext = {}): PlanOutcome<MulticastPlan> {
  return receiverBased(s, ctx, true, (state) => new WorkRacing(state));
}
