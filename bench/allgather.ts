// Bench of the allgather family (issue 3): cluster formation (Defs 2–5 for every m, Sec. 5) and the
// full run (heuristic + replay with the cost chart's details) of Gather-Broadcast, Two-Step and the
// simultaneous baseline on random fast/slow clusters of 8…256 nodes, plus the cluster view's layout.
// Prints times (median of a few repetitions) and the ratios the paper's Sec. 6 is about: framework
// makespan / simultaneous broadcast and estimate / simulated makespan. Figures, not assertions.
import { allgatherFamily, type AllgatherDetails } from "../src/core/allgather";
import { chooseAgentCount, costTables, formClusters } from "../src/core/allgather/cluster-formation";
import { modelOf, type AllgatherScenario } from "../src/core/allgather/scenario";
import { parseScenario } from "../src/core/scenario/document";
import { layoutClusters } from "../src/ui/families/allgather/cluster-layout";

const SIZES = [8, 16, 32, 64, 128, 256];

function median(xs: number[]): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
}

function timed<T>(reps: number, f: () => T): { ms: number; value: T } {
  const times: number[] = [];
  let value = f();
  for (let r = 0; r < reps; r++) {
    const t0 = performance.now();
    value = f();
    times.push(performance.now() - t0);
  }
  return { ms: median(times), value };
}

function run(s: AllgatherScenario, algorithm: string): AllgatherDetails {
  const outcome = allgatherFamily.heuristic(s, algorithm, { explain: false });
  return allgatherFamily.replay(s, outcome.plan, algorithm, outcome.steps).details;
}

export function benchAllgather(): void {
  const rows: Record<string, string | number>[] = [];
  for (const n of SIZES) {
    const s = parseScenario({
      version: 1,
      kind: "allgather",
      generator: { id: "allgather-random@1", params: { nodes: n, fastFraction: 0.5 }, seed: 1 },
    }) as AllgatherScenario;
    const reps = n <= 32 ? 5 : n <= 128 ? 3 : 1;
    const model = modelOf(s);
    const formation = timed(reps, () => {
      const tables = costTables(model);
      return formClusters(model, chooseAgentCount(tables["two-step"]));
    });
    const gb = timed(reps, () => run(s, "gather-broadcast"));
    const ts = timed(reps, () => run(s, "two-step"));
    const sim = timed(reps, () => run(s, "simultaneous"));
    // The cluster view's pure layout of Two-Step's grouping in a 650×300 px panel (per render).
    const layout = timed(reps * 5, () => layoutClusters(ts.value.clusters, n, { width: 650, height: 300 }));
    rows.push({
      nodes: n,
      "formation ms": +formation.ms.toFixed(1),
      "GB run ms": +gb.ms.toFixed(1),
      "TS run ms": +ts.ms.toFixed(1),
      "simult. run ms": +sim.ms.toFixed(1),
      "view layout ms": +layout.ms.toFixed(2),
      "GB m": gb.value.agentCount,
      "TS m": ts.value.agentCount,
      "GB / simult.": +(gb.value.simulatedMakespan / sim.value.simulatedMakespan).toFixed(3),
      "TS / simult.": +(ts.value.simulatedMakespan / sim.value.simulatedMakespan).toFixed(3),
      "GB est / sim": +(gb.value.estimatedCost / gb.value.simulatedMakespan).toFixed(3),
      "TS est / sim": +(ts.value.estimatedCost / ts.value.simulatedMakespan).toFixed(3),
    });
  }
  console.log("allgather: cluster formation and full runs (heuristic + replay), random 50% fast clusters");
  console.table(rows);
}
