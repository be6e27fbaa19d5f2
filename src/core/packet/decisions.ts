// The decisions a tree heuristic records for step-through teaching (Kesavan–Panda Sec. 4.3.2, Fig. 11):
// one per tree edge, in the order the edges carry their first packet, each saying which block of the
// chain the child covers; `complete` is the heuristic's prediction (predict.ts) of when the child's
// host has the whole message, which the simulator's replay must equal.
import type { PlanOutcome, RunContext } from "../family";
import { explainsDecision, RunCancelled } from "../family";
import type { Step } from "../schedule/types";
import { explainEdge } from "./explain";
import { predictedCompletion } from "./predict";
import type { PacketPlan, PacketScenario } from "./scenario";
import { nodeOrder, sourceOf } from "./scenario";
import { simulateSmartInterface, type SmartRun } from "./simulate";
import { coverageTable, singlePacketSteps } from "./theory";
import { buildKBinomialTree, treeShape, type TreeShape } from "./tree";

/** Tree edges (parent → child) in the order of the step that carries packet 0, then parents first. */
export function edgeOrder(tree: TreeShape): number[] {
  const firstStep = new Array<number>(tree.n).fill(-1);
  for (const v of tree.topDown) {
    const p = tree.parent[v] as number;
    if (p >= 0) firstStep[v] = (firstStep[p] as number) + 1 + (tree.childIndex[v] as number);
  }
  const rank = new Array<number>(tree.n).fill(0);
  tree.topDown.forEach((v, i) => (rank[v] = i));
  return tree.topDown
    .filter((v) => v !== tree.source)
    .sort(
      (a, b) =>
        (firstStep[a] as number) - (firstStep[b] as number) || (rank[a] as number) - (rank[b] as number),
    );
}

/** Decisions for any tree: the edges in edgeOrder with the given completion times. */
export function treeDecisions(
  tree: TreeShape,
  complete: readonly number[],
  rule: (parent: number, child: number) => string,
): Step[] {
  return edgeOrder(tree).map((v) => {
    const p = tree.parent[v] as number;
    return { sender: p, receiver: v, message: 0, complete: complete[v] as number, rule: rule(p, v) };
  });
}

/** "child 0 of P0: 8 nodes of at most N(3,3) = 8" — the block rule of Fig. 11 with the balanced fill. */
export function blockRule(tree: TreeShape, k: number): (parent: number, child: number) => string {
  return (p, v) => {
    const depth = singlePacketSteps(tree.subtreeSize[p] as number, k);
    const i = tree.childIndex[v] as number;
    const s = depth - 1 - i;
    const capacity = coverageTable(s, k)[s] as number;
    const size = tree.subtreeSize[v] as number;
    return `child ${i} of P${p}: ${size} node${size === 1 ? "" : "s"} of at most N(${s},${k}) = ${capacity}`;
  };
}

/**
 * Adds to the decisions `explained(index)` selects the pending copies at the forwarding node and the
 * interface's rule (explain.ts). `why(index)` is prefixed to decision `index`'s own rule, if any.
 */
export function explainDecisions(
  s: PacketScenario,
  tree: TreeShape,
  steps: Step[],
  explained: (index: number) => boolean,
  run?: SmartRun,
): void {
  let smart = run;
  steps.forEach((st, i) => {
    if (!explained(i)) return;
    if (!smart && s.interface !== "conventional")
      smart = simulateSmartInterface(tree, s.packets, s.interface);
    const e = explainEdge(s, tree, smart, st.sender, st.receiver);
    steps[i] = { ...st, rule: st.rule ? `${st.rule}; ${e.rule}` : e.rule, candidates: e.candidates };
  });
}

/**
 * The k-binomial tree on the scenario's ordering, with its decisions: every explained decision gets
 * the interface's pending (packet, child) copies (explainDecisions). The tree's shape — the choice of
 * k, `why` — is made once before any copy; it is written as the "setup" before the first decision's
 * rule, not weighed as a decision of its own (Kesavan–Panda Sec. 4.3).
 */
export function kTreeOutcome(
  s: PacketScenario,
  k: number,
  ctx: RunContext,
  why: string,
): PlanOutcome<PacketPlan> {
  if (ctx.cancelled?.()) throw new RunCancelled();
  const plan = buildKBinomialTree(nodeOrder(s), k);
  const tree = treeShape(plan, s.nodes, sourceOf(s));
  const complete = predictedCompletion(tree, s.packets, s.interface, s.timing);
  const edgeRule = blockRule(tree, k);
  const steps = treeDecisions(tree, complete, edgeRule);
  explainDecisions(s, tree, steps, (i) => explainsDecision(ctx, i));
  if (steps.length > 0) {
    const first = steps[0] as Step;
    steps[0] = { ...first, rule: `${SETUP_LABEL} ${why}. Decision 1: ${first.rule ?? ""}` };
  }
  ctx.progress?.(1);
  return { plan, steps };
}

/** How the tree's setup (the choice of k) is marked in the first decision's rule. */
export const SETUP_LABEL = "Setup (before the first copy):";
