// Kesavan–Panda Sec. 2.2–2.3 and Fig. 4(a): the conventional network interface, for comparison. The
// host of an intermediate node receives the whole message, then sends a copy to each child, one after
// another; each copy pays the host start-up t_s, m interface steps and the receiver's t_r (docs/cost-models.md:
// a hop costs t_s + m·t_step + t_r), and the next copy starts when the previous one is received, so a
// one-packet binomial multicast takes ⌈log2 n⌉·(t_s + t_step + t_r) as Sec. 2.5 says.
import type { PacketTiming } from "./scenario";
import { stepTime } from "./scenario";
import type { TreeShape } from "./tree";

export interface ConventionalRun {
  /** hopStart[v]: when the copy to v leaves its parent's host (−1 at the source). */
  readonly hopStart: readonly number[];
  /** complete[v]: when v's host has the whole message (0 at the source). */
  readonly complete: readonly number[];
  /** Sequential hops before the last node has the message. */
  readonly hops: number;
  /** Interface steps on that critical path: hops·m. */
  readonly stepCount: number;
  readonly latency: number;
  /** One hop: t_s + m·t_step + t_r. */
  readonly hop: number;
}

export function hopTime(m: number, timing: PacketTiming): number {
  return timing.ts + m * stepTime(timing) + timing.tr;
}

export function simulateConventional(tree: TreeShape, m: number, timing: PacketTiming): ConventionalRun {
  const hop = hopTime(m, timing);
  const hopStart = new Array<number>(tree.n).fill(-1);
  const complete = new Array<number>(tree.n).fill(0);
  const hopCount = new Array<number>(tree.n).fill(0);
  for (const v of tree.topDown) {
    // The host sends to its children one after another, starting when it has the whole message.
    let free = complete[v] as number;
    let hops = hopCount[v] as number;
    for (const c of tree.children[v] ?? []) {
      hopStart[c] = free;
      free += hop;
      hops += 1;
      complete[c] = free;
      hopCount[c] = hops;
    }
  }
  const hops = hopCount.reduce((a, b) => Math.max(a, b), 0);
  return { hopStart, complete, hops, stepCount: hops * m, latency: hops * hop, hop };
}
