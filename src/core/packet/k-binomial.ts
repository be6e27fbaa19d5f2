// Kesavan–Panda Sec. 4.2–4.3 (Definition 1, Lemma 1, Theorem 3, Fig. 11): the k-binomial tree, with
// the scenario's k or, when k is null, the k in [1, ⌈log2 n⌉] minimising L1 + (m−1)k (ties to the
// larger k), built on the node ordering with the balanced fill of docs/cost-models.md.
// Step-through: the choice of k is made once, before any copy is sent, so it is not one of the
// decisions (which all weigh (packet, child) copies, decisions.ts); it is the run's labelled "setup",
// written before the first decision's rule with every k Theorem 3 weighs and its L1 + (m−1)k.
import type { PlanOutcome, RunContext } from "../family";
import type { PacketPlan, PacketScenario } from "./scenario";
import { kTreeOutcome } from "./decisions";
import { optimalK, type OptimalK } from "./theory";

/** At most this many k values are written in the setup (the best ones). */
const MAX_SETUP_KS = 8;

/** "k = 2: 5 + 2·2 = 9 steps; k = 3: …" — Theorem 3's table, best first (ties: larger k first). */
export function kChoiceText(best: OptimalK, m: number): string {
  return best.byK
    .slice()
    .sort((a, b) => a.steps - b.steps || b.k - a.k)
    .slice(0, MAX_SETUP_KS)
    .map((c) => `k = ${c.k}: ${c.singlePacketSteps} + ${m - 1}·${c.k} = ${c.steps}`)
    .join("; ");
}

export function kBinomialPlan(s: PacketScenario, ctx: RunContext = {}): PlanOutcome<PacketPlan> {
  const best = optimalK(s.nodes, s.packets);
  const k = s.k ?? best.k;
  const weighed = `L1 + (m−1)k steps, ${kChoiceText(best, s.packets)}`;
  const why =
    s.k === null
      ? `k = ${k}, the smallest L1 + (m−1)k = ${best.steps} steps (Theorem 3; ${weighed})`
      : `k = ${k} as given (Theorem 3's optimum would be k = ${best.k}, ${best.steps} steps; ${weighed})`;
  return kTreeOutcome(s, k, ctx, why);
}
