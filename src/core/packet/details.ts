// The packet family's own results (`details` of a run): the CLI's `run --json` fields (docs/architecture.md,
// command line: k, stepCount, latency, parent) and what the tree, buffer and optimal-k views read.
// Everything is JSON-able; steps and packets are 0-based.
import type { ConventionalRun } from "./conventional";
import type { PacketInterface } from "./scenario";
import type { SmartSummary } from "./simulate";
import type { OptimalK } from "./theory";
import type { LatencyCurves } from "./tables";

export type PacketDetails = {
  /** The largest number of children of any node: the tree's k (binomial ⌈log2 n⌉, linear 1). */
  readonly k: number;
  /** Steps under the scenario's interface (conventional: interface steps on the critical path). */
  readonly stepCount: number;
  /** In the scenario's time unit: t_s + stepCount·t_step + t_r (conventional: hops·(t_s + m·t_step + t_r)). */
  readonly latency: number;
  /** parent[v], −1 for the source. */
  readonly parent: readonly number[];
  readonly source: number;
  /** children[v] in send order (largest subtree first for the heuristics' trees). */
  readonly children: readonly (readonly number[])[];
  readonly subtreeSize: readonly number[];
  /** The node ordering the heuristics build on (order[0] is the source). */
  readonly order: readonly number[];
  readonly interface: PacketInterface;
  readonly packets: number;
  /** t_step = t_ns + t_nr. */
  readonly stepTime: number;
  /** L1 of this tree: the steps of a one-packet multicast on it. */
  readonly singlePacketSteps: number;
  /** δr: the source's number of children. */
  readonly rootChildren: number;
  /** Theorem 2's L1 + (m−1)·δr for this tree (equal to fpfs.stepCount on every k-binomial tree). */
  readonly theorem2Steps: number;
  /** Theorem 3 for this n and m: the optimal k, its steps, and every k's L1 and steps. */
  readonly optimal: OptimalK;
  /**
   * Both smart interfaces on the same tree, for the side-by-side views: step count, arrival table and
   * peak buffers (the copies per step and the buffer over time follow from arrival and the tree).
   */
  readonly fpfs: SmartSummary;
  readonly fcfs: SmartSummary;
  /** The conventional interface on the same tree (Sec. 2.3), for comparison. */
  readonly conventional: ConventionalRun;
  /** Latency against m for the k-binomial, binomial and linear trees under the scenario's interface. */
  readonly latencyByPackets: LatencyCurves;
};
