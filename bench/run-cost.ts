// `npm run bench -- runcost`: what a whole run costs (issue 14, "a run costs what the heuristic costs"),
// beside Wu–Yeh–Liu Table 1 (their heuristic alone, 80-node all-to-all, µs). Per heuristic: the heuristic
// (explain off), the replay (simulator → Schedule), the packing for the worker boundary (packSchedule),
// the lower bound (Sec. 3.2), the parse, and the full run as the worker does it (parse → runScenario →
// pack; the parse and the bound cached, as for every run of a document after its first; `cold` clears
// both), each a median after warm-up; then the heuristic alone and the full run against the paper
// (targets: ≤ 1, and ≤ 0.1 where the paper's figure is ≥ 1 ms). Then the all-to-all scaling of the full
// run at 64/128/256 nodes, the worker's result in bytes per task (v8's structured clone of the reply, the
// format postMessage uses), and a 1024-node all-to-all WR in a child process (time, bytes/task, peak RSS).
// Figures only, never assertions. RUNCOST_SIZES / RUNCOST_BIG (comma lists, may be empty) choose the
// scaling and large runs; RUNCOST_CLOCK=cpu times the table in CPU time (see timeMs).
import { execFileSync } from "node:child_process";
import { performance } from "node:perf_hooks";
import { serialize } from "node:v8";
import { fileURLToPath } from "node:url";
import { handleBound, handleRun, PARSE_MEMO, postable } from "../src/engine/service";
import { parseScenario } from "../src/core/scenario/document";
import { multicastFamily } from "../src/core/multicast";
import { BOUND_MEMO, lowerBound } from "../src/core/multicast/lower-bound";
import { replay } from "../src/core/multicast/replay";
import type { MulticastScenario } from "../src/core/multicast/scenario";
import type { ScenarioDoc } from "../src/core/family";
import { packSchedule, transferables } from "../src/core/schedule/pack";

const IDS = ["fef", "ecf", "wr", "eaf", "rr", "rrs", "ecfp", "wrp", "eafp", "rrp", "rrsp"];
/** Wu–Yeh–Liu Table 1, the 80-node row (µs), in IDS order (as bench/multicast.ts). */
const PAPER_80 = [2568, 45597, 296, 210, 243, 364, 232947, 1345, 1043, 1031, 1575];

/** A generated all-to-all document as the app's links carry it (small messages, mixed links). */
export function allToAllDoc(nodes: number, seed = 1): ScenarioDoc {
  return {
    version: 1,
    kind: "multicast",
    generator: {
      id: "multicast-random@1",
      params: { nodes, pattern: "all-to-all", messages: "small", network: "mixed" },
      seed,
    },
  } as ScenarioDoc;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] as number;

/**
 * RUNCOST_CLOCK=cpu times the table with this process's CPU time (user + system) instead of the wall
 * clock: on a machine shared with other work a wall-clock median counts the time slices given away.
 */
const CPU_CLOCK = process.env.RUNCOST_CLOCK === "cpu";
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const clockMs = CPU_CLOCK ? cpuMs : () => performance.now();

/** Median ms of fn after warm-up, within about budgetMs of wall time (at least `min` runs). */
function timeMs(fn: () => void, budgetMs: number, min = 5): number {
  fn();
  const xs: number[] = [];
  const t0 = performance.now();
  while (xs.length < min || (performance.now() - t0 < budgetMs && xs.length < 200)) {
    const a = clockMs();
    fn();
    xs.push(clockMs() - a);
  }
  return median(xs);
}

const fmt = (x: number) =>
  !Number.isFinite(x) ? "-" : x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2);

/** The reply the worker posts for a run (the app explains the first 64 decisions). */
function workerRun(doc: ScenarioDoc, algorithm: string) {
  return handleRun({ doc, algorithm, explain: { from: 0, to: 64 } }, () => performance.now());
}

/** Bytes of the worker's reply per task: the structured clone (v8.serialize) and the transferred arrays. */
function replyBytes(doc: ScenarioDoc, algorithm: string) {
  const reply = workerRun(doc, algorithm);
  if (!reply.ok) throw new Error(reply.error.message);
  const tasks = reply.schedule.packed.count;
  const total = serialize(postable(reply)).length;
  const moved = transferables(reply.schedule).reduce((a, b) => a + b.byteLength, 0);
  return { tasks, total, moved, perTask: total / tasks };
}

function table1(budgetMs: number) {
  const doc = allToAllDoc(80);
  const s = parseScenario(doc) as MulticastScenario;
  console.log(
    "Table 1 at N = 80 (all-to-all): our full run vs the paper's heuristic alone (µs" +
      (CPU_CLOCK ? ", CPU time" : "") +
      ")",
  );
  console.log(
    "  (bound, parse: computed afresh; the full run finds both cached, as every run of the document after the\n" +
      "   first does; cold: the first run of a new document, nothing cached)",
  );
  const cols = [
    "",
    "heur",
    "replay",
    "pack",
    "bound",
    "parse",
    "full",
    "cold",
    "paper",
    "heur/paper",
    "full/paper",
    "target",
  ];
  const width = (i: number) => (i === cols.length - 1 ? 9 : 11);
  console.log("  " + cols.map((c, i) => (i === 0 ? c.padEnd(5) : c.padStart(width(i)))).join(""));
  let met = 0;
  for (const [c, id] of IDS.entries()) {
    const alg = multicastFamily.catalogue.find((a) => a.id === id);
    if (!alg) continue;
    const outcome = alg.run(s, { explain: false });
    const heur = timeMs(() => alg.run(s, { explain: false }), budgetMs) * 1000;
    const rep = timeMs(() => replay(s, outcome.plan, id, outcome.steps), budgetMs) * 1000;
    const replayed = replay(s, outcome.plan, id, outcome.steps).schedule;
    const pack = timeMs(() => packSchedule(replayed), budgetMs) * 1000;
    const bound =
      timeMs(() => {
        BOUND_MEMO.clear();
        lowerBound(s);
      }, budgetMs) * 1000;
    const parse = timeMs(() => parseScenario(doc), budgetMs) * 1000;
    const full =
      timeMs(() => {
        const r = handleRun({ doc, algorithm: id, explain: false }, () => 0);
        if (!r.ok) throw new Error(r.error.message);
      }, budgetMs) * 1000;
    const cold =
      timeMs(() => {
        PARSE_MEMO.clear();
        BOUND_MEMO.clear();
        const r = handleRun({ doc, algorithm: id, explain: false }, () => 0);
        if (!r.ok) throw new Error(r.error.message);
      }, budgetMs) * 1000;
    const paper = PAPER_80[c] as number;
    const target = paper >= 1000 ? 0.1 : 1;
    const ratio = full / paper;
    if (ratio <= target) met++;
    const row = [id.toUpperCase(), heur, rep, pack, bound, parse, full, cold, paper, heur / paper].map(
      (v, i) => (i === 0 ? String(v).padEnd(5) : fmt(v as number).padStart(11)),
    );
    console.log(
      "  " + row.join("") + fmt(ratio).padStart(11) + `${ratio <= target ? "≤" : ">"} ${target}`.padStart(9),
    );
  }
  console.log(
    `  targets met: ${met}/${IDS.length} (full run = heuristic + replay + pack, parse and bound cached; cold adds them;\n` +
      "   heur/paper: the heuristic alone, explain off, against the paper's figure)",
  );
}

function scaling(sizes: readonly number[], ids: readonly string[]) {
  console.log("\nAll-to-all full run (worker's handleRun, first 64 decisions explained), ms, one run each");
  console.log("  " + "N".padStart(5) + ids.map((id) => id.toUpperCase().padStart(9)).join("") + "   B/task");
  for (const n of sizes) {
    const doc = allToAllDoc(n);
    const cells = ids.map((id) => {
      const t0 = performance.now();
      const r = workerRun(doc, id);
      const ms = performance.now() - t0;
      return r.ok ? fmt(ms) : "error";
    });
    const bytes = replyBytes(doc, "wr");
    console.log(
      "  " +
        String(n).padStart(5) +
        cells.map((c) => c.padStart(9)).join("") +
        fmt(bytes.perTask).padStart(9),
    );
  }
}

/** The 1024-node WR in this process (run as a child, so its peak RSS is its own). */
function big(nodes: number) {
  const doc = allToAllDoc(nodes);
  const t0 = performance.now();
  // As the app runs it: the schedule is posted without the Sec. 3.2 bound, which a second worker
  // computes at the same time (docs/architecture.md, "The bound after the schedule").
  const reply = handleRun({ doc, algorithm: "wr", explain: { from: 0, to: 64 }, bound: "later" }, () =>
    performance.now(),
  );
  const ms = performance.now() - t0;
  const b0 = performance.now();
  const bound = handleBound({ doc, algorithm: "wr" }, () => performance.now());
  const boundMs = performance.now() - b0;
  console.log(
    `  N=${nodes} WR: lower bound ${bound.ok ? "" : "failed "}on the second worker ${fmt(boundMs)} ms ` +
      `(in parallel with the run; the run's reply ${reply.ok && reply.boundPending ? "left it out" : "carried it"})`,
  );
  if (!reply.ok) {
    console.log(`  N=${nodes} WR: refused: ${reply.error.message}`);
  } else {
    const tasks = reply.schedule.packed.count;
    const s0 = performance.now();
    const bytes = serialize(postable(reply)).length;
    const cloneMs = performance.now() - s0;
    const moved = transferables(reply.schedule).reduce((a, b) => a + b.byteLength, 0);
    console.log(
      `  N=${nodes} WR: ${tasks} tasks, worker run ${fmt(ms)} ms (target ≤ 10 000), reply ${(bytes / 1e6).toFixed(1)} MB ` +
        `= ${fmt(bytes / tasks)} B/task (target ≤ 40; ${(moved / 1e6).toFixed(1)} MB transferred), clone ${fmt(cloneMs)} ms`,
    );
  }
  console.log(`  peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
}

export function benchRunCost(): void {
  const list = (v: string) => v.split(",").filter(Boolean).map(Number);
  const sizes = list(process.env.RUNCOST_SIZES ?? "64,128,256");
  table1(Number(process.env.RUNCOST_BUDGET_MS ?? 300));
  scaling(sizes, IDS);
  console.log("\nLarge all-to-all, WR (a child process: its own peak RSS)");
  const self = fileURLToPath(import.meta.url);
  for (const n of list(process.env.RUNCOST_BIG ?? "1024")) {
    try {
      const out = execFileSync(process.execPath, [...process.execArgv, self, "--big", String(n)], {
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      });
      process.stdout.write(out);
    } catch (e) {
      const err = e as { stderr?: string; message: string };
      console.log(`  N=${n} WR: failed: ${(err.stderr ?? err.message).split("\n").slice(-3).join(" ")}`);
    }
  }
}

if (process.argv[2] === "--big") big(Number(process.argv[3]));
