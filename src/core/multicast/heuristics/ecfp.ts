// Earliest-Completion-First Preemptive, ECFP (Wu–Yeh–Liu Sec. 5): ECF's choice with the preemptive
// available times — SendAvailable (Fig. 16) for the sender, ReceiveAvailable (Fig. 15) for the receiver —
// and UpdateSenderState / UpdateReceiverState (Figs 13–14): the send may go into a receive's waiting time
// when it does not delay that receive (Eq. 10).
import type { PlanOutcome, RunContext } from "../../family";
import type { MulticastPlan, MulticastScenario } from "../scenario";
import { earliestCompletionFirst } from "./earliest-completion";

export function ecfp(s: MulticastScenario, ctx: RunContext = {}): PlanOutcome<MulticastPlan> {
  return earliestCompletionFirst(s, ctx, true);
}
