// Speed of algorithm `optimal` (branch and bound, src/core/optimal-search.ts): the time to prove the
// Wu–Yeh–Liu example's optimum, and per family the largest generated instances it proves within its
// default 10 s time limit (three seeds per size; a size counts when every seed is proven). Figures only,
// never assertions: `npm run bench -- optimal`.
import type { RunContext } from "../src/core/family";
import type { Optimality } from "../src/core/optimal-search";
import { allPresets, runScenario } from "../src/core/registry";
import { parseScenario } from "../src/core/scenario/document";
import type { ScenarioDoc } from "../src/core/family";

const now = () => performance.now();

/**
 * HiGHS 1.15.3 (the `highs` npm package, WebAssembly) on a disjunctive MILP of the same example
 * (sender choice, start times, big-M order of each node's tasks: 79 binaries), measured once on the
 * development machine while choosing the method (docs/architecture.md, "The exact optimum"); the repo
 * does not depend on highs, so it is not rerun here.
 */
const HIGHS_PAPER_EXAMPLE = { firstSolveMs: 6772, meanSolveMs: 2040, makespan: 14 };

function optimalityOf(details: Record<string, unknown>): Optimality | undefined {
  const o = details.optimality;
  return typeof o === "object" && o !== null ? (o as Optimality) : undefined;
}

function solve(doc: ScenarioDoc, ctx: RunContext): { ms: number; o: Optimality | undefined } {
  const s = parseScenario(doc);
  const t0 = now();
  const r = runScenario(s, "optimal", ctx);
  return { ms: now() - t0, o: optimalityOf(r.details) };
}

function paperExample(): void {
  const preset = allPresets().find((p) => p.id === "multicast-paper-example");
  if (!preset) return;
  const ctx: RunContext = { explain: false, now };
  solve(preset.doc, ctx);
  let runs = 0;
  let total = 0;
  let last: Optimality | undefined;
  while (total < 500) {
    const { ms, o } = solve(preset.doc, ctx);
    total += ms;
    runs++;
    last = o;
  }
  console.log("== optimal: the Wu–Yeh–Liu example (Sec. 6, Figs 4–5) ==");
  console.log(
    `branch and bound: ${(total / runs).toFixed(2)} ms per run (${runs} runs, seeding with the 11 heuristics included), ` +
      `makespan ${last?.makespan}, ${last?.message}, ${last?.explored} nodes`,
  );
  console.log(
    `HiGHS MILP (measured once, not rerun): first solve ${HIGHS_PAPER_EXAMPLE.firstSolveMs} ms, ` +
      `then ${HIGHS_PAPER_EXAMPLE.meanSolveMs} ms per solve, makespan ${HIGHS_PAPER_EXAMPLE.makespan}`,
  );
}

interface Series {
  readonly title: string;
  readonly sizes: readonly number[];
  readonly doc: (size: number, seed: number) => ScenarioDoc;
}

const SERIES: readonly Series[] = [
  {
    title: "multicast, 2 sources × d destinations (receives = 2d)",
    sizes: [2, 3, 4, 5],
    doc: (d, seed) => ({
      version: 1,
      kind: "multicast",
      generator: {
        id: "multicast-random@1",
        params: { nodes: d + 3, pattern: "multiple", sources: 2, destinations: d },
        seed,
      },
    }),
  },
  {
    title: "grid broadcast, C clusters (Table 2 ranges)",
    sizes: [6, 8, 10, 12, 14, 16],
    doc: (clusters, seed) => ({
      version: 1,
      kind: "grid-broadcast",
      generator: { id: "grid-random@1", params: { clusters }, seed },
    }),
  },
  {
    title: "redistribution, P processors, K = P − 1 (messages ≤ P(P−1))",
    sizes: [4, 5, 6, 7, 8],
    doc: (processors, seed) => ({
      version: 1,
      kind: "redistribution",
      generator: {
        id: "redistribution-random@1",
        params: { processors, K: processors - 1, elements: 840 * processors, blockSize: 1 },
        seed,
      },
    }),
  },
];

function largestProven(series: Series): void {
  console.log(`\n== optimal: ${series.title}, seeds 1–3, time limit 10 s ==`);
  let largest: number | null = null;
  for (const size of series.sizes) {
    const results = [1, 2, 3].map((seed) => {
      try {
        return solve(series.doc(size, seed), { explain: false, now });
      } catch (e) {
        return { ms: 0, o: undefined, refused: e instanceof Error ? e.message : String(e) };
      }
    });
    const cells = results.map((r) =>
      "refused" in r
        ? `refused (${r.refused})`
        : `${r.ms.toFixed(0)} ms ${r.o?.proven ? "proven" : (r.o?.message ?? "?")} (${r.o?.explored} nodes)`,
    );
    console.log(`size ${size}: ${cells.join(" | ")}`);
    if (results.every((r) => !("refused" in r) && r.o?.proven)) largest = size;
    else break;
  }
  console.log(`largest size proven on every seed: ${largest ?? "none"}`);
}

export function benchOptimal(): void {
  paperExample();
  for (const s of SERIES) largestProven(s);
}
