// Speed of algorithm `optimal` (branch and bound, src/core/optimal-search.ts): the time to prove the
// Wu–Yeh–Liu example's optimum, and per family the largest generated instances it proves within its
// default 10 s time limit (three seeds per size; a size counts when every seed is proven), with the
// search's rate in nodes per second. Figures only,
// never assertions: `npm run bench -- optimal`.
import type { RunContext } from "../src/core/family";
import type { Optimality } from "../src/core/optimal-search";
import { MULTICAST_HEURISTICS } from "../src/core/multicast/algorithms";
import { optimalMulticast } from "../src/core/multicast/optimal";
import type { MulticastScenario } from "../src/core/multicast/scenario";
import { createRng } from "../src/core/random";
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
  /** How to solve (default: runScenario's `optimal`, with the app's size limit). */
  readonly solve?: (doc: ScenarioDoc, ctx: RunContext) => { ms: number; o: Optimality | undefined };
}

/** Multicast `optimal` past the app's size limit (MULTICAST_OPTIMAL_LIMIT), to see how far 10 s goes. */
function solvePastLimit(doc: ScenarioDoc, ctx: RunContext): { ms: number; o: Optimality | undefined } {
  const s = parseScenario(doc) as MulticastScenario;
  const t0 = now();
  const out = optimalMulticast(s, ctx, MULTICAST_HEURISTICS, undefined, 64);
  return { ms: now() - t0, o: optimalityOf(out.details ?? {}) };
}

/**
 * Instances like the Wu–Yeh–Liu example (Sec. 6): nodes alternately fast (send 1, receive 3) and slow
 * (send 2, receive 6), no transmission time, three sources P0–P2, `receives` destinations dealt at
 * random among the three multicasts (each at least one). The example itself has 4 nodes, 7 receives.
 */
export function wylLikeDoc(receives: number, seed: number): ScenarioDoc {
  const rng = createRng(seed);
  const n = Math.max(4, Math.ceil(receives / 2) + 1);
  const nodes = Array.from({ length: n }, (_, i) =>
    i % 4 < 2
      ? { sendFixed: 1, sendPerByte: 0, recvFixed: 3, recvPerByte: 0 }
      : { sendFixed: 2, sendPerByte: 0, recvFixed: 6, recvPerByte: 0 },
  );
  const counts = [1, 1, 1];
  for (let r = 3; r < receives; r++) {
    const k = rng.int(0, 2);
    if ((counts[k] as number) < n - 1) counts[k] = (counts[k] as number) + 1;
    else r--;
  }
  const multicasts = counts.map((c, source) => ({
    source,
    destinations: rng
      .sample(
        Array.from({ length: n }, (_, i) => i).filter((i) => i !== source),
        c,
      )
      .sort((a, b) => a - b),
    bytes: 1,
  }));
  return { version: 1, kind: "multicast", timeUnit: "us", seed, nodes, transmit: 0, multicasts };
}

const SERIES: readonly Series[] = [
  {
    title:
      "multicast, Wu–Yeh–Liu-like (fast/slow nodes as Sec. 6, 3 sources; size = receives; past the app's limit of 10)",
    sizes: [7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20],
    doc: wylLikeDoc,
    solve: solvePastLimit,
  },
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
    title: "allgather, n nodes (best grouping; allgather-random@1, half fast)",
    sizes: [4, 5, 6, 7, 8],
    doc: (nodes, seed) => ({
      version: 1,
      kind: "allgather",
      generator: { id: "allgather-random@1", params: { nodes, fastFraction: 0.5 }, seed },
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

/** Search nodes per second, as "12.3 k nodes/s". */
function rate(explored: number | undefined, ms: number): string {
  if (explored === undefined || !(ms > 0)) return "? nodes/s";
  return `${(explored / ms).toFixed(1)} k nodes/s`;
}

function largestProven(series: Series): void {
  console.log(`\n== optimal: ${series.title}, seeds 1–3, time limit 10 s ==`);
  let largest: number | null = null;
  for (const size of series.sizes) {
    const results = [1, 2, 3].map((seed) => {
      try {
        return (series.solve ?? solve)(series.doc(size, seed), { explain: false, now });
      } catch (e) {
        return { ms: 0, o: undefined, refused: e instanceof Error ? e.message : String(e) };
      }
    });
    const cells = results.map((r) =>
      "refused" in r
        ? `refused (${r.refused})`
        : `${r.ms.toFixed(0)} ms ${r.o?.proven ? "proven" : (r.o?.message ?? "?")} (${r.o?.explored} nodes, ${rate(r.o?.explored, r.ms)})`,
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
