// Scheduling time of the eleven multicast heuristics (Wu–Yeh–Liu Tables 1–2): the median wall time of one
// heuristic run (explain off; plan and decisions, not the replay) after warm-up, beside the paper's figure
// and the ratio ours / paper, plus the same ratio on CPU time (steadier when the machine is shared).
// Table 1: all-to-all broadcast on 8…80 nodes; Table 2: multiple multicast on 64 nodes with 4…64
// sources (each to half of the other nodes). Scenarios come from multicast-random@1 (small messages,
// links 155 Mb/s or 1 Gb/s at random). Target: ratio ≤ 1 wherever the paper's figure is at least 1 ms
// (marked *). Figures only, never assertions.
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { MULTICAST_ALGORITHMS } from "../src/core/multicast/algorithms";
import { expandMulticastRandom, MULTICAST_RANDOM_DEFAULTS } from "../src/core/multicast/generator";
import { rankMessages } from "../src/core/multicast/heuristics/ranks";
import { MulticastSets } from "../src/core/multicast/heuristics/sets";
import { Timeline } from "../src/core/multicast/heuristics/timeline";
import { buildModel } from "../src/core/multicast/model";
import { multicastScenarioSchema, type MulticastScenario } from "../src/core/multicast/scenario";
import tables from "../tests/fixtures/wu-yeh-liu-tables-1-2.json";

const IDS = ["fef", "ecf", "wr", "eaf", "rr", "rrs", "ecfp", "wrp", "eafp", "rrp", "rrsp"];

/** The paper's Tables 1–2 (µs), transcribed in tests/fixtures/wu-yeh-liu-tables-1-2.json: rows by N or S. */
const TABLE1: Record<number, number[]> = tables.table1;
const TABLE2: Record<number, number[]> = tables.table2;
if (tables.columns.join() !== IDS.join()) throw new Error("the tables' columns are not in IDS order");

function scenario(params: Partial<typeof MULTICAST_RANDOM_DEFAULTS>, seed: number): MulticastScenario {
  const p = {
    ...MULTICAST_RANDOM_DEFAULTS,
    messages: "small" as const,
    network: "mixed" as const,
    ...params,
  };
  return multicastScenarioSchema.parse({
    version: 1,
    kind: "multicast",
    seed,
    ...expandMulticastRandom(p, seed),
  }) as MulticastScenario;
}

const cpuMicros = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/** Median wall µs (performance.now) and median CPU µs of one run, after warm-up. */
function measure(fn: () => void, budgetMs: number): { wall: number; cpu: number } {
  for (let w = 0; w < 3; w++) fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  const t0 = performance.now();
  while (wall.length < 5 || (performance.now() - t0 < budgetMs && wall.length < 400)) {
    const c = cpuMicros();
    const a = performance.now();
    fn();
    wall.push((performance.now() - a) * 1000);
    cpu.push(cpuMicros() - c);
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[xs.length >> 1] as number;
  return { wall: median(wall), cpu: median(cpu) };
}

const fmt = (x: number) =>
  !Number.isFinite(x) ? "-" : x >= 1000 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2);

function matrix(
  title: string,
  rowLabel: string,
  rows: readonly number[],
  cell: (row: number, c: number) => string,
) {
  console.log(`  ${title}`);
  const width = 9;
  console.log("  " + rowLabel.padStart(4) + IDS.map((id) => id.toUpperCase().padStart(width)).join(""));
  for (const row of rows) {
    console.log("  " + String(row).padStart(4) + IDS.map((_, c) => cell(row, c).padStart(width)).join(""));
  }
}

interface Outcome {
  readonly met: number;
  readonly targets: number;
  readonly misses: string[];
}

function table(
  title: string,
  rowLabel: string,
  rows: readonly number[],
  make: (row: number) => MulticastScenario,
  paper: Record<number, number[]>,
  budgetMs: number,
): Outcome {
  console.log(`\n${title}`);
  const wall: Record<number, number[]> = {};
  const cpu: Record<number, number[]> = {};
  for (const row of rows) {
    const s = make(row);
    wall[row] = [];
    cpu[row] = [];
    for (const id of IDS) {
      const alg = MULTICAST_ALGORITHMS.find((a) => a.id === id);
      if (!alg) continue;
      const m = measure(() => alg.run(s, { explain: false }), budgetMs);
      wall[row]?.push(m.wall);
      cpu[row]?.push(m.cpu);
    }
  }
  const theirs = (row: number, c: number) => paper[row]?.[c] ?? NaN;
  const mark = (row: number, c: number) => (theirs(row, c) >= 1000 ? "*" : " ");
  matrix("ours: median wall time per schedule (µs, performance.now)", rowLabel, rows, (r, c) =>
    fmt(wall[r]?.[c] ?? NaN),
  );
  matrix("paper (µs)", rowLabel, rows, (r, c) => fmt(theirs(r, c)));
  matrix(
    "ratio ours / paper (* = paper ≥ 1 ms: target ≤ 1)",
    rowLabel,
    rows,
    (r, c) => mark(r, c) + fmt((wall[r]?.[c] ?? NaN) / theirs(r, c)),
  );
  const geo = IDS.map((_, c) => {
    const logs = rows.map((r) => Math.log((wall[r]?.[c] ?? NaN) / theirs(r, c))).filter(Number.isFinite);
    return logs.length ? Math.exp(logs.reduce((a, b) => a + b, 0) / logs.length) : NaN;
  });
  console.log(
    "  " +
      "geo".padStart(4) +
      geo.map((g) => fmt(g).padStart(9)).join("") +
      "   (geometric mean of the ratios)",
  );
  matrix(
    "ratio on CPU time (process.cpuUsage; steadier on a loaded machine)",
    rowLabel,
    rows,
    (r, c) => mark(r, c) + fmt((cpu[r]?.[c] ?? NaN) / theirs(r, c)),
  );
  let met = 0;
  let targets = 0;
  const misses: string[] = [];
  for (const row of rows) {
    IDS.forEach((id, c) => {
      if (theirs(row, c) < 1000) return;
      targets++;
      const ratio = (wall[row]?.[c] ?? NaN) / theirs(row, c);
      if (ratio <= 1) met++;
      else
        misses.push(
          `${id.toUpperCase()} at ${rowLabel}=${row}: ${fmt(ratio)} (CPU ${fmt((cpu[row]?.[c] ?? NaN) / theirs(row, c))})`,
        );
    });
  }
  return { met, targets, misses };
}

/** The part of every heuristic that is not deciding: model, task lists with times, plan and steps. */
function emitOnly(s: MulticastScenario): unknown {
  const model = buildModel(s);
  const timeline = new Timeline(model, rankMessages(model), false);
  const sets = new MulticastSets(model);
  const steps = new Array<unknown>(model.totalReceives);
  let d = 0;
  for (let k = 0; k < model.m; k++) {
    const src = model.source[k] as number;
    for (const j of model.destinations[k] as Int32Array) {
      const complete = timeline.schedule(src, j, k);
      sets.join(k, j);
      steps[d++] = { sender: src, receiver: j, message: k, complete, rule: "none" };
    }
  }
  return { plan: timeline.plan(), steps };
}

export function runMulticastBench(options: { budgetMs?: number } = {}): void {
  const budgetMs = options.budgetMs ?? 200;
  console.log("== multicast (Wu–Yeh–Liu Tables 1–2): median scheduling time per run, explain off ==");
  console.log(
    `node ${process.version}, load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(" ")}`,
  );
  const t1 = table(
    "Table 1: all-to-all broadcast (N nodes, small messages, mixed links)",
    "N",
    Object.keys(TABLE1).map(Number),
    (n) => scenario({ nodes: n, pattern: "all-to-all" }, 1),
    TABLE1,
    budgetMs,
  );
  const t2 = table(
    "Table 2: multiple multicast on 64 nodes (S sources, each to half of the others)",
    "S",
    Object.keys(TABLE2).map(Number),
    (src) => scenario({ nodes: 64, pattern: "multiple", sources: src, destinations: 0.5 }, 1),
    TABLE2,
    budgetMs,
  );
  console.log(
    "\nFloor: no decisions at all — every destination served by its source in index order, with the",
  );
  console.log("same model, task lists, plan and steps as the heuristics emit (median wall µs):");
  const floor = Object.keys(TABLE1)
    .map(Number)
    .map((n) => {
      const s = scenario({ nodes: n, pattern: "all-to-all" }, 1);
      return `N=${n}: ${fmt(measure(() => emitOnly(s), budgetMs).wall)}`;
    });
  console.log("  " + floor.join("  "));
  const met = t1.met + t2.met;
  const targets = t1.targets + t2.targets;
  console.log(`\ntargets met (ratio ≤ 1 where the paper's figure ≥ 1 ms): ${met}/${targets}`);
  for (const m of [...t1.misses, ...t2.misses]) console.log(`  missed: ${m}`);
}
