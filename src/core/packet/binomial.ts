// Kesavan–Panda Sec. 2.5–2.6 and 4.2 (after McKinley et al. [9]): the binomial tree, i.e. the
// k-binomial tree with k = ⌈log2 n⌉, whose root has δr = ⌈log2 n⌉ children and whose one-packet
// multicast takes the fewest steps, L1 = ⌈log2 n⌉. Built on the node ordering as in Fig. 11.
import type { PlanOutcome, RunContext } from "../family";
import type { PacketPlan, PacketScenario } from "./scenario";
import { kTreeOutcome } from "./decisions";
import { maxK } from "./theory";

export function binomialPlan(s: PacketScenario, ctx: RunContext = {}): PlanOutcome<PacketPlan> {
  const k = maxK(s.nodes);
  return kTreeOutcome(s, k, ctx, `binomial: k = ⌈log2 ${s.nodes}⌉ = ${k}`);
}
