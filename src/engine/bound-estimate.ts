// The client's reading of a multicast document's bound work (bound-cost.ts), without parsing it: whether
// to ask the second worker for the bound at the same time as the run. A module of its own so that the
// scheduling worker's bundle, which imports bound-cost.ts, does not take in the generator's schemas; and
// light (no zod, no family code), so the page's entry can read it too (src/ui/explained.ts).
import type { ScenarioDoc } from "../core/family";
import { MULTICAST_RANDOM_DEFAULTS, MULTICAST_RANDOM_ID } from "../core/multicast/generator-defaults";

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
