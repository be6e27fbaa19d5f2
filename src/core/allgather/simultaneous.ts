// Simultaneous broadcast among all n nodes, the baseline (Wu–Yeh Sec. 4.2 uses it among the agents;
// Sec. 6 compares against it on all nodes): every node sends its message to every other node in
// circulant order of node index, overlapping k_i = min{n−1, ⌈T_max(i)/T_send(i)⌉} sends with each
// receive, and receives first come first served. No clusters, no agents.
import type { PlanOutcome, RunContext } from "../family";
import { circulant, DraftBuilder, overlaps, type Draft } from "./draft";
import { resolveFcfs } from "./fcfs";
import { modelOf, type AllgatherPlan, type AllgatherScenario, type Model } from "./scenario";

export function simultaneousDraft(model: Model): Draft {
  const b = new DraftBuilder(model.n);
  const all = Array.from({ length: model.n }, (_, i) => i);
  const k = overlaps(model, all);
  for (const node of all) {
    const others = circulant(all, node);
    b.overlapped(node, others, [node], others, k[node] as number, "broadcast");
  }
  return b.build(
    "simultaneous",
    all.map((i) => [i]),
  );
}

export function simultaneous(s: AllgatherScenario, ctx: RunContext = {}): PlanOutcome<AllgatherPlan> {
  const model = modelOf(s);
  const { plan, steps } = resolveFcfs(model, simultaneousDraft(model), {
    explain: ctx.explain,
    ctx,
  });
  return { plan, steps };
}
