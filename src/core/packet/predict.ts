// What the heuristics predict, in closed form, before the simulator replays the plan (Kesavan–Panda
// Sec. 4.1, Theorems 1–2; Sec. 3.1; Sec. 2.3). Steps are 0-based, as in simulate.ts.
//   FPFS: when no node has more children than the root (δr) — every k-binomial tree — each packet
//     lags the previous by δr steps (Theorem 1): packet j reaches v in step σ(v) + j·δr, where σ(v),
//     the step of packet 0, is σ(parent) + 1 + (v's place among its siblings), σ(source) = −1.
//   FCFS: every node receives the packets back to back (the root sends child i packets 0…m−1 in steps
//     i·m … i·m+m−1, and by induction each node forwards them to child i in a block after its first i
//     children), so packet j reaches v in step F(v) + j with F(v) = F(parent) + 1 + i·m.
//   Conventional: v's host has the message after hops(v) = hops(parent) + i + 1 whole-message hops.
// The tests check these against the step simulator on every tree the heuristics build.
import type { PacketInterface, PacketTiming } from "./scenario";
import { stepTime } from "./scenario";
import { hopTime } from "./conventional";
import type { TreeShape } from "./tree";

/** Step in which the last packet reaches each node's interface (−1 at the source); smart interfaces. */
export function predictedLastArrival(tree: TreeShape, m: number, mode: "fpfs" | "fcfs"): number[] {
  const rootChildren = tree.children[tree.source]?.length ?? 0;
  const first = new Array<number>(tree.n).fill(-1);
  for (const v of tree.topDown) {
    const p = tree.parent[v] as number;
    if (p < 0) continue;
    const i = tree.childIndex[v] as number;
    first[v] = (first[p] as number) + 1 + (mode === "fpfs" ? i : i * m);
  }
  return first.map((f, v) => (v === tree.source ? -1 : f + (m - 1) * (mode === "fpfs" ? rootChildren : 1)));
}

/** When each node's host has the whole message, under the given interface (0 at the source). */
export function predictedCompletion(
  tree: TreeShape,
  m: number,
  iface: PacketInterface,
  timing: PacketTiming,
): number[] {
  if (iface === "conventional") {
    const hops = new Array<number>(tree.n).fill(0);
    for (const v of tree.topDown) {
      const p = tree.parent[v] as number;
      if (p >= 0) hops[v] = (hops[p] as number) + (tree.childIndex[v] as number) + 1;
    }
    const hop = hopTime(m, timing);
    return hops.map((h) => h * hop);
  }
  const tau = stepTime(timing);
  return predictedLastArrival(tree, m, iface).map((last, v) =>
    v === tree.source ? 0 : timing.ts + (last + 1) * tau + timing.tr,
  );
}
