// When a run's lower bound is worth a second worker (docs/architecture.md, "The bound after the
// schedule"). Multicast's Sec. 3.2 bound (Wu–Yeh–Liu; src/core/multicast/lower-bound.ts) is one dense
// Dijkstra per message over D_k ∪ {source}: its inner loop runs about Σ_k (|D_k| + 1)² / 2 times, n³/2
// for an n-node all-to-all. Below BOUND_DEFER_WORK it costs less than starting, loading and feeding a
// second worker (the worker's script, the scenario's parse and model there), so the run computes it
// inline; from there on the run posts the schedule first and a second worker computes the bound.
import type { ScenarioDoc } from "../core/family";
import { MULTICAST_RANDOM_DEFAULTS, MULTICAST_RANDOM_ID } from "../core/multicast/generator";
import type { MulticastScenario } from "../core/multicast/scenario";

/**
 * Σ_k (|D_k| + 1)² from which a multicast run's bound is left to a second worker. 8·10⁶ is a 200-node
 * all-to-all: there the bound took ≈ 40–80 ms cold in Node on the development machine (load ≈ 3–9),
 * more in a browser's cold worker; a 128-node all-to-all (2.1·10⁶) ≈ 10–30 ms, a 256-node one
 * (16.8·10⁶) ≈ 55–100 ms warm, 100–200 ms cold.
 */
export const BOUND_DEFER_WORK = 8_000_000;

/**
 * The threshold the worker and the client use (BOUND_DEFER_WORK). Tests lower it to exercise the
 * second worker on small scenarios; nothing else changes it.
 */
export const boundDeferral = { fromWork: BOUND_DEFER_WORK };

/** Whether a bound of this work goes to a second worker (the run then posts its schedule first). */
export const deferredWork = (work: number | null): boolean => work !== null && work >= boundDeferral.fromWork;

/** Σ_k (|D_k| + 1)² of a parsed multicast scenario (the bound's inner steps, doubled). */
export function boundWork(s: MulticastScenario): number {
  let work = 0;
  for (const m of s.multicasts) work += (m.destinations.length + 1) ** 2;
  return work;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * boundWork of the scenario a multicast document describes, read from the document without parsing it
 * (the client decides with it whether to ask the second worker at the same time as the run): the
 * explicit `multicasts`' destination lists, or the generator's parameters (its defaults for those left
 * out). Null when the document says nothing readable (another kind or generator, a malformed field):
 * the worker's reply then says whether the bound is pending.
 */
export function estimatedBoundWork(doc: ScenarioDoc): number | null {
  if (doc.kind !== "multicast") return null;
  if (Array.isArray(doc.multicasts)) {
    let work = 0;
    for (const m of doc.multicasts) {
      if (!isRecord(m) || !Array.isArray(m.destinations)) return null;
      work += (m.destinations.length + 1) ** 2;
    }
    return work;
  }
  const g = doc.generator;
  if (!isRecord(g) || g.id !== MULTICAST_RANDOM_ID) return null;
  const p = { ...MULTICAST_RANDOM_DEFAULTS, ...(isRecord(g.params) ? g.params : {}) };
  const { nodes, pattern, sources, destinations } = p as Record<string, unknown>;
  if (typeof nodes !== "number" || !Number.isInteger(nodes) || nodes < 2) return null;
  const others = nodes - 1;
  let count: number;
  if (destinations === "all") count = others;
  else if (typeof destinations === "number" && destinations >= 1) count = Math.min(others, destinations);
  else if (typeof destinations === "number" && destinations > 0)
    count = Math.max(1, Math.min(others, Math.round(destinations * others)));
  else return null;
  if (pattern === "all-to-all") return nodes * nodes ** 2;
  if (pattern === "single") return (count + 1) ** 2;
  if (pattern === "multiple" && typeof sources === "number")
    return Math.min(sources, nodes) * (count + 1) ** 2;
  return null;
}
