// Speed of the grid family (Steffenel–Mounié): each heuristic on random grids of growing size, the
// replay into a Schedule, and the sweeps' throughput (runs per second, every heuristic per run).
// Figures only, never assertions: `npx tsx -e 'import("./bench/grid.ts").then(m => m.benchGrid())'`.
import { GRID_ALGORITHM_IDS, runGridHeuristic } from "../src/core/grid/algorithms";
import { gridCompletionExperiment, gridSweepRun } from "../src/core/grid/experiments";
import { GRID_RANDOM_DEFAULTS, randomGrid } from "../src/core/grid/generators";
import { gridModel } from "../src/core/grid/model";
import { replay } from "../src/core/grid/replay";
import { gridScenarioSchema } from "../src/core/grid/scenario";
import { deriveSeed } from "../src/core/random";

/** Mean milliseconds per call, repeating until ~budget ms have passed. */
function timeIt(fn: () => void, budgetMs = 150): number {
  fn();
  let runs = 0;
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < budgetMs) {
    fn();
    runs++;
    elapsed = performance.now() - t0;
  }
  return elapsed / runs;
}

const fmt = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`);

export function benchGrid(): void {
  console.log("\n== grid (Steffenel–Mounié): one heuristic run, explain off / on ==");
  const sizes = [10, 50, 100, 256];
  const header = ["algorithm", ...sizes.map((c) => `C=${c}`), "C=256 explain", "256/50"];
  const rows: string[][] = [];
  const grids = sizes.map((clusters) => {
    const doc = {
      version: 1,
      kind: "grid-broadcast",
      timeUnit: "ms",
      ...randomGrid({ ...GRID_RANDOM_DEFAULTS, clusters }, 1),
    };
    const s = gridScenarioSchema.parse(doc);
    return { s, model: gridModel(s) };
  });
  for (const id of GRID_ALGORITHM_IDS) {
    const times = grids.map((g) => timeIt(() => runGridHeuristic(g.model, id, { explain: false })));
    const big = grids[grids.length - 1];
    const explained = big ? timeIt(() => runGridHeuristic(big.model, id, {})) : Number.NaN;
    const ratio = (times[3] ?? Number.NaN) / (times[1] ?? Number.NaN);
    rows.push([id, ...times.map(fmt), fmt(explained), `${ratio.toFixed(0)}×`]);
  }
  const replayTimes = grids.map((g) => {
    const out = runGridHeuristic(g.model, "ecef", {});
    return timeIt(() => replay(g.s, out.plan, "ecef", out.steps));
  });
  rows.push(["replay → Schedule", ...replayTimes.map(fmt), "", ""]);
  console.table(rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ""]))));

  console.log("== grid sweeps: random grid + all seven heuristics + lower bound per run ==");
  const sweepRows: Record<string, string>[] = [];
  for (const [label, p] of [
    ["C = 10", { ...gridCompletionExperiment.defaults, minClusters: 10, maxClusters: 10 }],
    ["C = 50", { ...gridCompletionExperiment.defaults, minClusters: 50, maxClusters: 50 }],
    ["defaults (C = 2..50 step 4)", gridCompletionExperiment.defaults],
  ] as const) {
    let r = 0;
    const ms = timeIt(() => {
      gridSweepRun(p, r, deriveSeed(1, r));
      r++;
    }, 1000);
    sweepRows.push({ sweep: label, "per run": fmt(ms), "runs/second": (1000 / ms).toFixed(0) });
  }
  console.table(sweepRows);
}
