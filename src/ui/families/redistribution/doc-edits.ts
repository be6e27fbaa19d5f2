// Edits of a redistribution scenario document the editor makes (pure, tested without a browser): a new
// processor count resizes the per-pair matrices; an edited plan that no longer fits the communication
// pattern (another P, K, N or x) is dropped; an explicit scenario can become one whose bandwidths are
// drawn in a range by the seeded generator of Sec. 5.
import { PlanError, type ScenarioDoc } from "../../../core/family";
import { RANDOM_GENERATOR_ID, type RandomParams } from "../../../core/redistribution/generators";
import { communicationMatrix } from "../../../core/redistribution/matrix";
import { checkPlan } from "../../../core/redistribution/plan";
import type { RedistributionScenario } from "../../../core/redistribution/scenario";
import { scenarioOfKind } from "../../../core/registry";
import { parseScenario } from "../../../core/scenario/document";
import type { PairValues } from "../../../core/scenario/fields";
import { matrixStats } from "../../components/pair-matrix";
import { withoutPlan } from "../../doc-edit";

/** The document without its edited plan when that plan no longer fits the communication pattern. */
export function dropStalePlan(doc: ScenarioDoc): ScenarioDoc {
  if (doc.plan === undefined) return doc;
  try {
    const s = scenarioOfKind(parseScenario(doc), "redistribution");
    if (s.plan) checkPlan(communicationMatrix(s), s.plan);
    return doc;
  } catch (e) {
    // Another invalid field is left for the app to reject, naming it.
    return e instanceof PlanError ? withoutPlan(doc) : doc;
  }
}

/** A P×P version of `values`: kept entries, new ones copied from the first off-diagonal entry. */
export function resizePairs(values: PairValues, P: number): PairValues {
  if (typeof values === "number") return values;
  const fill = values[0]?.[1] ?? values[1]?.[0] ?? 1;
  return Array.from({ length: P }, (_, i) =>
    Array.from({ length: P }, (__, j) => (i === j ? null : (values[i]?.[j] ?? fill))),
  );
}

/** An explicit document with P processors: matrices resized, the plan dropped. */
export function withProcessors(doc: ScenarioDoc, P: number): ScenarioDoc {
  const { plan: _plan, ...rest } = doc;
  if (!Number.isInteger(P) || P < 2 || P > 256) return { ...rest, processors: P };
  return {
    ...rest,
    processors: P,
    ...(doc.startup !== undefined ? { startup: resizePairs(doc.startup as PairValues, P) } : {}),
    bandwidth: resizePairs(doc.bandwidth as PairValues, P),
  };
}

/** Mean of the off-diagonal entries (one value for all pairs). */
export function meanOfPairs(values: PairValues, P: number): number {
  return typeof values === "number" ? values : matrixStats(values, P).mean;
}

/**
 * The scenario with bandwidths drawn uniformly in [minMBps, maxMBps] for every pair by
 * redistribution-random@1 (Sec. 5 step 1); a start-up matrix becomes its mean. The edited plan stays
 * (the communication pattern is the same).
 */
export function toGenerated(
  s: RedistributionScenario,
  range: { minMBps: number; maxMBps: number },
  seed: number,
): ScenarioDoc {
  const params: RandomParams = {
    processors: s.processors,
    K: s.K,
    elements: s.elements,
    blockSize: s.blockSize,
    elementBytes: s.elementBytes,
    minMBps: range.minMBps,
    maxMBps: range.maxMBps,
    startup: meanOfPairs(s.startup, s.processors),
    symmetric: true,
    timeUnit: s.timeUnit,
  };
  return {
    version: 1,
    kind: "redistribution",
    ...(s.name !== undefined ? { name: s.name } : {}),
    timeUnit: s.timeUnit,
    seed: s.seed,
    generator: { id: RANDOM_GENERATOR_ID, params, seed },
    ...(s.plan ? { plan: s.plan } : {}),
  };
}
