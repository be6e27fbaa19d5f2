// The packet family module (Kesavan–Panda, "Optimal Multicast with Packetization and Network Interface
// Support"): k-binomial, binomial and linear trees on a node ordering (Sec. 4.2–4.3), replayed by the
// FPFS/FCFS step simulator (Sec. 3) or the conventional interface (Sec. 2.3), latency in the time unit.
import { defineFamily, type AlgorithmEntry } from "../family";
import { binomialPlan } from "./binomial";
import type { PacketDetails } from "./details";
import { applyPacketEdit } from "./edit";
import { PACKET_EXPERIMENTS } from "./experiments";
import { PACKET_GENERATORS } from "./generators";
import { kBinomialPlan } from "./k-binomial";
import { linearPlan } from "./linear";
import { PACKET_PRESETS } from "./presets";
import { replay as replayPacket } from "./replay";
import { packetScenarioSchema, type PacketPlan, type PacketScenario } from "./scenario";
import { validatePacket } from "./validate";

/** The family's catalogue: the trees of Sec. 2.5–4.3 on the scenario's node ordering. */
export const PACKET_ALGORITHMS = [
  {
    id: "k-binomial",
    name: "k-binomial",
    section: "Sec. 4.2–4.3, Theorem 3, Fig. 11",
    complexity: "O(n + log²n) to build; the simulation O(n·m)",
    summary:
      "Each node has at most k children; with k chosen to minimise L1 + (m−1)k the tree is optimal for FPFS.",
    run: kBinomialPlan,
  },
  {
    id: "binomial",
    name: "Binomial",
    section: "Sec. 2.5–2.6, 4.2 (McKinley et al. [9])",
    complexity: "O(n)",
    summary: "Recursive doubling: fewest steps for one packet, ⌈log2 n⌉, but ⌈log2 n⌉ steps between packets.",
    run: binomialPlan,
  },
  {
    id: "linear",
    name: "Linear",
    section: "Sec. 2.6, Fig. 5(b)",
    complexity: "O(n)",
    summary: "A chain: n − 1 steps for the first packet, then one step per further packet.",
    run: linearPlan,
  },
] as const satisfies readonly AlgorithmEntry<PacketScenario, PacketPlan>[];

export type PacketAlgorithmId = (typeof PACKET_ALGORITHMS)[number]["id"];

export const packetFamily = defineFamily<PacketScenario, PacketPlan, PacketDetails>({
  family: "packet",
  kind: "packet-multicast",
  title: "Packetized multicast with smart network interfaces",
  schema: packetScenarioSchema,
  catalogue: PACKET_ALGORITHMS,
  defaultAlgorithm: "k-binomial",
  generators: PACKET_GENERATORS,
  presets: PACKET_PRESETS,
  experiments: PACKET_EXPERIMENTS,
  storedPlan: (s) => s.plan,
  replay: replayPacket,
  applyEdit: applyPacketEdit,
  validate: validatePacket,
});

export type { PacketDetails } from "./details";
export type { PacketPlan, PacketScenario } from "./scenario";
export { optimalK, optimalKGrid, nodesCovered, coverageTable, singlePacketSteps, maxK } from "./theory";
export { latencyVsPackets, latencyVsNodes, type LatencyCurves, type LatencyByNodes } from "./tables";
export type { SmartRun, SmartSummary, SmartInterface, Transmission } from "./simulate";
export { simulateSmartInterface } from "./simulate";
export { treeShape, type TreeShape } from "./tree";
export type { ConventionalRun } from "./conventional";
