// The Cluster-Agent framework's two algorithms as one entry (Wu–Yeh Sec. 3.1–3.2, Sec. 5): the
// grouping (chosen by the cost model, or the scenario's `agents`/`clusters`), the algorithm's draft for
// it, and first-come-first-served receives (Sec. 4.1) resolved into a plan.
import { explainsAny, type PlanOutcome, type RunContext } from "../family";
import { chooseGrouping } from "./choose";
import type { FrameworkAlgorithm } from "./cost-model";
import type { Draft } from "./draft";
import { resolveFcfs } from "./fcfs";
import { gatherBroadcastDraft } from "./gather-broadcast";
import { modelOf, type AllgatherPlan, type AllgatherScenario, type Model } from "./scenario";
import { twoStepDraft } from "./two-step";

/** Each algorithm's draft for a grouping [[agent, client, …], …]. */
export const FRAMEWORK_DRAFTS: Readonly<
  Record<FrameworkAlgorithm, (model: Model, clusters: readonly (readonly number[])[]) => Draft>
> = {
  "gather-broadcast": gatherBroadcastDraft,
  "two-step": twoStepDraft,
};

export function frameworkPlan(
  s: AllgatherScenario,
  algorithm: FrameworkAlgorithm,
  ctx: RunContext = {},
): PlanOutcome<AllgatherPlan> {
  const model = modelOf(s);
  const choice = chooseGrouping(s, model, algorithm, ctx, explainsAny(ctx));
  const draft = FRAMEWORK_DRAFTS[algorithm](model, choice.clusters);
  const { plan, steps } = resolveFcfs(model, draft, { explain: ctx.explain, ctx });
  return { plan, steps };
}
