// Speed of the redistribution family (Bhat et al.). The paper: the greedy heuristic took about 10 ms
// on one Cray T3E node for P = 64, K = 63 (Sec. 4.3); our target is under 1 ms. Figures, not
// assertions: run with `npm run bench`.
import { redistributionFamily } from "../src/core/redistribution";
import { directSchedule } from "../src/core/redistribution/direct";
import { heterogeneityExperiment } from "../src/core/redistribution/experiments";
import { expandRandom, RANDOM_DEFAULTS } from "../src/core/redistribution/generators";
import { greedySchedule } from "../src/core/redistribution/greedy";
import { communicationMatrix } from "../src/core/redistribution/matrix";
import type { RedistributionScenario } from "../src/core/redistribution/scenario";

const PAPER_MS = 10;
const TARGET_MS = 1;

interface Timing {
  readonly median: number;
  readonly min: number;
}

/** Median and minimum of `runs` timed calls after `warmup` untimed ones (the JIT settles first). */
function measure(fn: () => unknown, runs: number, warmup = Math.max(5, runs >> 2)): Timing {
  for (let i = 0; i < warmup; i++) fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { median: times[runs >> 1] as number, min: times[0] as number };
}

function scenario(P: number, K: number): RedistributionScenario {
  const data = expandRandom(
    { ...RANDOM_DEFAULTS, processors: P, K, elements: 10_000_000, timeUnit: "ms" },
    1,
  );
  return { version: 1, kind: "redistribution", seed: 1, ...data } as unknown as RedistributionScenario;
}

export function benchRedistribution(): void {
  const big = scenario(64, 63);
  const m = communicationMatrix(big);
  const greedy = greedySchedule(m, { explain: false });
  const rows: { what: string; t: Timing; note: string }[] = [];
  const add = (what: string, t: Timing, note = "") => rows.push({ what, t, note });

  const g = measure(() => greedySchedule(m, { explain: false }), 300);
  add(
    "greedy P=64 K=63 (scheduling phase)",
    g,
    `paper ${PAPER_MS} ms on a T3E node: ×${(PAPER_MS / g.median).toFixed(0)} faster; target < ${TARGET_MS} ms: ${g.median < TARGET_MS ? "met" : "MISSED"}`,
  );
  add(
    "greedy P=64 K=63 with explanations",
    measure(() => greedySchedule(m, {}), 50),
    "step-through data",
  );
  add(
    "direct (K-step order) P=64 K=63",
    measure(() => directSchedule(m, { explain: false }), 50),
  );
  add(
    "matrix C, P=64 K=63 N=10^7",
    measure(() => communicationMatrix(big), 100),
  );
  add(
    "replay into Schedule P=64 K=63",
    measure(() => redistributionFamily.replay(big, greedy.plan, "greedy", greedy.steps), 30),
    `${2 * m.receivers.flat().length} tasks`,
  );
  const small = scenario(16, 15);
  const ms = communicationMatrix(small);
  add(
    "greedy P=16 K=15",
    measure(() => greedySchedule(ms, { explain: false }), 1000),
  );
  const params = heterogeneityExperiment.defaults;
  add(
    "sweep run, Fig. 5b (P=64 K=40)",
    measure(() => heterogeneityExperiment.run(params, 0, 1), 20),
    `${heterogeneityExperiment.runCount(params)} runs by default`,
  );

  const width = Math.max(...rows.map((r) => r.what.length));
  console.log("\nredistribution (Bhat–Prasanna–Raghavendra), times in ms");
  console.log(`${"".padEnd(width)}  median     min  note`);
  for (const r of rows) {
    console.log(
      `${r.what.padEnd(width)}  ${r.t.median.toFixed(3).padStart(6)}  ${r.t.min.toFixed(3).padStart(6)}  ${r.note}`,
    );
  }
}
