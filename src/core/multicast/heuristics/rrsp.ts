// Receiver Random Selection Preemptive, RRSP (Wu–Yeh–Liu Sec. 5): RRS's seeded random receivers, with the
// preemptive task insertion of Figs 13–16 (Eq. 10).
import type { PlanOutcome, RunContext } from "../../family";
import type { MulticastPlan, MulticastScenario } from "../scenario";
import { receiverBased } from "./receiver-based";
import { RandomReceiver } from "./rrs";

export function rrsp(s: MulticastScenario, ctx: RunContext = {}): PlanOutcome<MulticastPlan> {
  return receiverBased(s, ctx, true, (state) => new RandomReceiver(state));
}
