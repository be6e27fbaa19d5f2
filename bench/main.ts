// `npm run bench`: speed (and size) figures of every family's schedulers, printed with the papers'
// figures and their ratio where the papers give one. Figures, not assertions: nothing here fails.
//   npm run bench                 all families
//   npm run bench -- grid packet  only these
//   npm run bench -- runcost       full run vs Table 1, scaling, bytes/task, 1024-node WR
//   npm run bench -- explain       explanations on demand (minutes: 256-node runs; only when named)
//   npm run bench -- gantt         the Gantt's layout per frame at 130 000 and 1 000 000 tasks
//   npm run bench -- analysis      critical path, node and link statistics, task table sort
//   npm run bench -- sweep         1001- and 10 010-run sweeps whole, and in 4 shards side by side, merged
import { benchAllgather } from "./allgather";
import { benchAnalysis } from "./analysis";
import { benchExplain } from "./explain";
import { benchExports } from "./exports";
import { benchGantt } from "./gantt";
import { benchGrid } from "./grid";
import { runMulticastBench } from "./multicast";
import { benchOptimal } from "./optimal";
import { benchPacket } from "./packet";
import { benchRedistribution } from "./redistribution";
import { benchRunCost } from "./run-cost";
import { benchSweep } from "./sweep";

const BENCHES: Record<string, () => void | Promise<void>> = {
  multicast: runMulticastBench,
  runcost: benchRunCost,
  allgather: benchAllgather,
  packet: benchPacket,
  grid: benchGrid,
  redistribution: benchRedistribution,
  optimal: benchOptimal,
  exports: benchExports,
  analysis: benchAnalysis,
  gantt: benchGantt,
  explain: benchExplain,
  sweep: benchSweep,
};

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !(w in BENCHES));
if (unknown.length > 0) {
  console.error(`unknown bench ${unknown.join(", ")} (known: ${Object.keys(BENCHES).join(", ")})`);
  process.exit(2);
}
/** Benches run only when named. */
const ON_REQUEST = new Set(["explain"]);
for (const [name, run] of Object.entries(BENCHES)) {
  if (wanted.length > 0 ? !wanted.includes(name) : ON_REQUEST.has(name)) continue;
  console.log(`\n### ${name}\n`);
  await run();
}
