// Kesavan–Panda Sec. 4.2–4.3 (Definition 1, Lemma 1, Theorem 3, Fig. 11): the k-binomial tree, with
// the scenario's k or, when k is null, the k in [1, ⌈log2 n⌉] minimising L1 + (m−1)k (ties to the
// larger k), built on the node ordering with the balanced fill of docs/cost-models.md.
import type { PlanOutcome, RunContext } from "../family";
import { scoredCandidate } from "../schedule/score";
import type { Candidate } from "../schedule/types";
import type { PacketPlan, PacketScenario } from "./scenario";
import { nodeOrder } from "./scenario";
import { kTreeOutcome } from "./decisions";
import { optimalK } from "./theory";
import { subtreeSizes } from "./tree";

/** How many k values the first decision lists (the best ones). */
const MAX_CANDIDATES = 8;

export function kBinomialPlan(s: PacketScenario, ctx: RunContext = {}): PlanOutcome<PacketPlan> {
  const best = optimalK(s.nodes, s.packets);
  const k = s.k ?? best.k;
  const why =
    s.k === null
      ? `k = ${k}: the smallest L1 + (m−1)k = ${best.steps} steps (Theorem 3)`
      : `k = ${k} as given (Theorem 3's optimum would be k = ${best.k}, ${best.steps} steps)`;
  const order = nodeOrder(s);
  const candidates = (): Candidate[] =>
    best.byK
      .slice()
      .sort((a, b) => a.steps - b.steps || b.k - a.k)
      .slice(0, MAX_CANDIDATES)
      .map((c) => {
        // The first child this k would pick: the head of the rightmost block of the chain.
        const firstSize = subtreeSizes(s.nodes, c.k)[0] ?? 1;
        return {
          ...scoredCandidate(
            order[0] as number,
            order[s.nodes - firstSize] as number,
            0,
            [
              { name: "L1", value: c.singlePacketSteps },
              { name: "(m−1)·k", value: (s.packets - 1) * c.k },
            ],
            `k = ${c.k}: L1 + (m−1)k = ${c.singlePacketSteps} + ${s.packets - 1}·${c.k} steps`,
          ),
          score: c.steps,
        };
      });
  return kTreeOutcome(s, k, ctx, why, candidates);
}
