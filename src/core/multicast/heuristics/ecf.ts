// Earliest-Completion-First (Wu–Yeh–Liu Sec. 4.2): each step schedules, over all messages, the task
// (send, i, j, k) with the minimum CompleteTime (Eq. 6), appending it; Avail_i += S(i, l_k) (non-blocking
// send), Avail_j ← CompleteTime. The paper's O(N⁴) rescan is replaced by an incremental lazy queue
// (earliest-completion.ts) that makes the same choices.
import type { PlanOutcome, RunContext } from "../../family";
import type { MulticastPlan, MulticastScenario } from "../scenario";
import { earliestCompletionFirst } from "./earliest-completion";

export function ecf(s: MulticastScenario, ctx: RunContext = {}): PlanOutcome<MulticastPlan> {
  return earliestCompletionFirst(s, ctx, false);
}
