// The same all-to-all instance solved by both families (Wu–Yeh's Cluster-Agent algorithms and the
// simultaneous baseline; Wu–Yeh–Liu's multiple-multicast heuristics, every node multicasting its
// message to all others). The conversion (toMulticastScenario) is exact when T_end ≥ T_send + T_recv
// for every pair; otherwise the multicast rows are left out with the check's message.
import { ALLGATHER_HEURISTICS, toMulticastScenario, type AllgatherScenario } from "../../../core/allgather";
import type { ScenarioDoc } from "../../../core/family";
import { familyForKind } from "../../../core/registry";

export interface CompareJob {
  readonly family: "allgather" | "multicast";
  readonly algorithm: string;
  readonly name: string;
  readonly doc: ScenarioDoc;
}

export interface ComparePlan {
  readonly jobs: readonly CompareJob[];
  /** The converted scenario, or why there is none. */
  readonly multicast: { readonly doc: ScenarioDoc } | { readonly error: string };
}

export function multicastDocOf(s: AllgatherScenario): { doc: ScenarioDoc } | { error: string } {
  try {
    return { doc: { ...toMulticastScenario(s) } };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

export function comparePlan(s: AllgatherScenario): ComparePlan {
  const { plan: _plan, ...rest } = s;
  const own: ScenarioDoc = rest;
  // The heuristics of both families (the app's Compare lists `optimal`, within its size limit).
  const jobs: CompareJob[] = ALLGATHER_HEURISTICS.map((a) => ({
    family: "allgather",
    algorithm: a.id,
    name: a.name,
    doc: own,
  }));
  const multicast = multicastDocOf(s);
  if ("doc" in multicast) {
    // The heuristics: `optimal` refuses every all-to-all past a handful of nodes (its size limit).
    for (const a of (familyForKind("multicast")?.algorithms ?? []).filter((x) => x.id !== "optimal")) {
      jobs.push({ family: "multicast", algorithm: a.id, name: a.name, doc: multicast.doc });
    }
  }
  return { jobs, multicast };
}

export interface CompareResult {
  readonly job: CompareJob;
  readonly makespan: number | null;
  readonly lowerBound: number | null;
  readonly elapsedMs: number;
  readonly error?: string;
}

/** Each result with its ratio to the best makespan so far (null for a failed run). */
export function withRatios(results: readonly CompareResult[]): (CompareResult & { ratio: number | null })[] {
  const ok = results.filter((r) => r.makespan !== null);
  const best = ok.length > 0 ? Math.min(...ok.map((r) => r.makespan as number)) : null;
  return results.map((r) => ({ ...r, ratio: r.makespan !== null && best ? r.makespan / best : null }));
}
