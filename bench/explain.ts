// Explanations on demand (issue 14): what a run costs in the worker (parse, heuristic, replay, pack — the
// time to first draw) when it explains every decision, none, or only the first window the app asks for,
// and what one 64-decision window in the middle of the run costs when the step-through asks for it.
// Multicast all-to-all on 128 and 256 nodes (multicast-random@1, Wu–Yeh–Liu Sec. 7's ranges). The machine
// may be shared: the modes run in turn within each repetition (rotated), and medians are printed.
//   npm run bench -- explain      EXPLAIN_NODES=128,256 EXPLAIN_REPS=3 EXPLAIN_FULL_REPS=1 (the defaults),
//                                 EXPLAIN_FIRST=8 (the decisions a run explains with it, as the app),
//                                 EXPLAIN_ALGORITHMS=all (or wr,fef,…), EXPLAIN_SKIP_FULL=256:fef,…
// Figures only, never assertions.
import { performance } from "node:perf_hooks";
import type { ScenarioDoc } from "../src/core/family";
import { ExplainCache, handleExplain, handleRun } from "../src/engine/service";
import { EXPLAIN_WINDOW, FIRST_EXPLAINED } from "../src/ui/explained";

/** EXPLAIN_ALGORITHMS=all (the eleven) or a comma list; WR, ECF, WRP and FEF by default. */
const ALL = ["fef", "ecf", "wr", "eaf", "rr", "rrs", "ecfp", "wrp", "eafp", "rrp", "rrsp"];
const chosen = process.env.EXPLAIN_ALGORITHMS ?? "wr,ecf,wrp,fef";
const ALGORITHMS = chosen === "all" ? ALL : chosen.split(",").map((a) => a.trim().toLowerCase());

function doc(nodes: number): ScenarioDoc {
  return {
    version: 1,
    kind: "multicast",
    generator: {
      id: "multicast-random@1",
      params: { nodes, pattern: "all-to-all", destinations: "all" },
      seed: 1,
    },
  };
}

const clock = () => performance.now();

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/**
 * Median milliseconds of each mode over `reps` rounds, the modes alternating (rotated each round); a mode
 * in `rare` runs in the first `rareReps` rounds only (a full explanation of 256 nodes takes minutes).
 */
function pairwise(
  modes: Record<string, () => void>,
  reps: number,
  rare: string,
  rareReps: number,
): Record<string, number> {
  const names = Object.keys(modes);
  const times: Record<string, number[]> = Object.fromEntries(names.map((n) => [n, []]));
  for (let r = 0; r < reps; r++) {
    for (let k = 0; k < names.length; k++) {
      const name = names[(k + r) % names.length] as string;
      if (name === rare && r >= rareReps) continue;
      const t0 = clock();
      (modes[name] as () => void)();
      (times[name] as number[]).push(clock() - t0);
    }
  }
  return Object.fromEntries(names.map((n) => [n, median(times[n] as number[])]));
}

export function benchExplain(): void {
  const sizes = (process.env.EXPLAIN_NODES ?? "128,256").split(",").map(Number);
  const reps = Number(process.env.EXPLAIN_REPS ?? 3);
  const fullReps = Number(process.env.EXPLAIN_FULL_REPS ?? 1);
  // FEF explained fully on 256 nodes would take over half an hour (2.3 min on 128; N^4).
  const skipFull = new Set((process.env.EXPLAIN_SKIP_FULL ?? "256:fef").split(","));
  console.log(
    `median ms over ${reps} alternating rounds (full explain: ${fullReps}); run = handleRun (parse + heuristic + replay + pack)`,
  );
  console.log(
    "| nodes | alg | decisions | run, full explain | run, explain off | run, first window | 64-window mid |",
  );
  console.log(
    "| ----: | --- | --------: | ----------------: | ---------------: | ----------------: | ------------: |",
  );
  for (const nodes of sizes) {
    const d = doc(nodes);
    for (const algorithm of ALGORITHMS) {
      let count = 0;
      const run = (explain: boolean | { from: number; to: number }) => () => {
        const reply = handleRun({ doc: d, algorithm, explain }, clock);
        if (!reply.ok) throw new Error(reply.error.message);
        count = reply.schedule.packedSteps.count;
      };
      run(false)(); // warm-up, and the step count
      const mid = Math.floor(count / 2);
      const t = pairwise(
        {
          full: skipFull.has(`${nodes}:${algorithm}`) ? () => {} : run(true),
          off: run(false),
          first: run({ from: 0, to: Number(process.env.EXPLAIN_FIRST ?? FIRST_EXPLAINED) }),
          window: () => {
            // A fresh cache: the heuristic runs again, explaining the window only.
            const reply = handleExplain(
              { doc: d, algorithm, from: mid - EXPLAIN_WINDOW / 2, to: mid + EXPLAIN_WINDOW / 2 },
              new ExplainCache(),
            );
            if (!reply.ok) throw new Error(reply.error.message);
          },
        },
        reps,
        "full",
        fullReps,
      );
      const ms = (x: number | undefined) => (x ?? NaN).toFixed(0);
      if (skipFull.has(`${nodes}:${algorithm}`)) t.full = NaN;
      console.log(
        `| ${nodes} | ${algorithm} | ${count} | ${ms(t.full)} | ${ms(t.off)} | ${ms(t.first)} | ${ms(t.window)} |`,
      );
    }
  }
}
