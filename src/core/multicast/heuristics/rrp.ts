// Round Robin Preemptive, RRP (Wu–Yeh–Liu Sec. 5): RR's turns, with the preemptive task insertion of
// Figs 13–16 (Eq. 10).
import type { PlanOutcome, RunContext } from "../../family";
import type { MulticastPlan, MulticastScenario } from "../scenario";
import { receiverBased } from "./receiver-based";
import { RoundRobin } from "./rr";

export function rrp(s: MulticastScenario, ctx: RunContext = {}): PlanOutcome<MulticastPlan> {
  return receiverBased(s, ctx, true, (state) => new RoundRobin(state));
}
