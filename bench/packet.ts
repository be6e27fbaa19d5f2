// Speed of the packet family: tree construction, the FPFS/FCFS step simulator, a whole run (heuristic →
// replay → Schedule + details) and the optimal-k heat map. Prints figures and ratios; asserts nothing.
import type { PacketDetails, PacketScenario } from "../src/core/packet";
import { simulateSmartInterface } from "../src/core/packet/simulate";
import { optimalK, optimalKGrid } from "../src/core/packet/theory";
import { buildKBinomialTree, treeShape } from "../src/core/packet/tree";
import { runScenario } from "../src/core/registry";
import { parseScenario } from "../src/core/scenario/document";
import { buildTimeline } from "../src/ui/families/packet/timeline";
import { medianMs as time } from "./median-time";

const fmt = (ms: number) => ms.toFixed(ms < 10 ? 3 : 1);

export function benchPacket(): void {
  const rows: Record<string, string | number>[] = [];
  for (const [n, m] of [
    [64, 8],
    [256, 64],
    [1024, 128],
  ] as const) {
    const order = Array.from({ length: n }, (_, i) => i);
    const k = optimalK(n, m).k;
    const build = time(9, () => void buildKBinomialTree(order, k));
    const tree = treeShape(buildKBinomialTree(order, k), n, 0);
    const fpfs = time(5, () => void simulateSmartInterface(tree, m, "fpfs"));
    const fcfs = time(5, () => void simulateSmartInterface(tree, m, "fcfs"));
    const s = parseScenario({ version: 1, kind: "packet-multicast", nodes: n, packets: m }) as PacketScenario;
    let tasks = 0;
    let bytes = 0;
    let details: PacketDetails | undefined;
    const whole = time(3, () => {
      const r = runScenario(s, "k-binomial", { explain: false });
      tasks = r.schedule.tasks.length;
      bytes = JSON.stringify(r.details).length;
      details = r.details as unknown as PacketDetails;
    });
    // What the step and buffer views rebuild on the page from the compact details (both interfaces).
    const d = details as PacketDetails;
    const views = time(5, () => {
      const t = { source: d.source, parent: d.parent, children: d.children };
      buildTimeline(t, d.fpfs, m);
      buildTimeline(t, d.fcfs, m);
    });
    const copies = (n - 1) * m;
    rows.push({
      "n × m": `${n} × ${m}`,
      k,
      "build ms": fmt(build),
      "FPFS ms": fmt(fpfs),
      "FCFS ms": fmt(fcfs),
      "ns/copy (FPFS)": Math.round((fpfs * 1e6) / copies),
      "run ms": fmt(whole),
      "run / FPFS": (whole / fpfs).toFixed(1),
      tasks,
      "details MB": (bytes / 1e6).toFixed(2),
      "views' timelines ms": fmt(views),
    });
  }
  console.log("packet family: k-binomial tree + step simulation (median wall time)");
  console.table(rows);
  const ns = Array.from({ length: 1023 }, (_, i) => i + 2);
  const ms = Array.from({ length: 64 }, (_, i) => i + 1);
  const grid = time(3, () => void optimalKGrid(ns, ms));
  console.log(`optimal-k heat map, n = 2…1024 × m = 1…64 (${ns.length * ms.length} cells): ${fmt(grid)} ms`);
}
