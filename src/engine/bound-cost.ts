// When a run's lower bound is worth a second worker (docs/architecture.md, "The bound after the
// schedule"). Multicast's Sec. 3.2 bound (Wu–Yeh–Liu; src/core/multicast/lower-bound.ts) is one dense
// Dijkstra per message over D_k ∪ {source}: its inner loop runs about Σ_k (|D_k| + 1)² / 2 times, n³/2
// for an n-node all-to-all. Below BOUND_DEFER_WORK it costs less than starting, loading and feeding a
// second worker (the worker's script, the scenario's parse and model there), so the run computes it
// inline; from there on the run posts the schedule first and a second worker computes the bound. The
// client reads the same figure from the document (bound-estimate.ts) to start that worker with the run.
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
