// The paper's examples as presets (Kesavan–Panda Figs 4, 5, 8, 9 and Sec. 5.2), with Sec. 5.2's timing
// (t_s = t_r = 12.5 µs, t_ns = 3 µs, t_nr = 2 µs).
import type { Preset, ScenarioDoc } from "../family";
import { DEFAULT_TIMING, type PacketInterface } from "./scenario";

function doc(
  name: string,
  nodes: number,
  packets: number,
  k: number | null = null,
  iface: PacketInterface = "fpfs",
): ScenarioDoc {
  return {
    version: 1,
    kind: "packet-multicast",
    name,
    timeUnit: "us",
    seed: 1,
    nodes,
    packets,
    k,
    interface: iface,
    timing: { ...DEFAULT_TIMING },
  };
}

export const PACKET_PRESETS: readonly Preset[] = [
  {
    id: "packet-paper-fig5",
    title: "3 packets to 3 destinations (Fig. 5)",
    description:
      "Kesavan–Panda Sec. 2.6, Fig. 5: a 3-packet message from P0 to 3 destinations under FPFS. The " +
      "binomial tree takes 6 steps, the linear tree 5 — the binomial tree is not optimal once messages " +
      "are packetized. Switch the algorithm to compare.",
    doc: doc("Fig. 5: 3 packets, 3 destinations", 4, 3),
    algorithm: "binomial",
  },
  {
    id: "packet-paper-fig4-conventional",
    title: "One packet, conventional interface (Fig. 4a)",
    description:
      "Kesavan–Panda Sec. 2.5, Fig. 4: a one-packet binomial multicast to 3 destinations over the " +
      "conventional interface costs 2(t_s + t_step + t_r) = 60 µs; switch the interface to FPFS for " +
      "t_s + 2·t_step + t_r = 35 µs.",
    doc: doc("Fig. 4(a): conventional interface", 4, 1, null, "conventional"),
    algorithm: "binomial",
  },
  {
    id: "packet-paper-fig8",
    title: "3 packets to 7 destinations, binomial tree (Fig. 8)",
    description:
      "Kesavan–Panda Sec. 4.1, Fig. 8: each packet lags the previous one by δr = 3 steps (Theorem 1), " +
      "so the multicast takes 3 + (3 − 1)·3 = 9 steps (Theorem 2).",
    doc: doc("Fig. 8: 3 packets, 7 destinations", 8, 3),
    algorithm: "binomial",
  },
  {
    id: "packet-paper-fig9a-3-binomial",
    title: "16-node 3-binomial tree (Fig. 9a)",
    description:
      "Kesavan–Panda Sec. 4.2, Fig. 9(a): the 3-binomial tree on 16 nodes (L1 = 5, since N(4,3) = 15). " +
      "With 3 packets it takes 5 + 2·3 = 11 steps; Theorem 3's optimum for 3 packets is k = 2 (5 + 2·2 = 9 steps).",
    doc: doc("Fig. 9(a): 3-binomial, 16 nodes", 16, 3, 3),
    algorithm: "k-binomial",
  },
  {
    id: "packet-paper-fig9b-4-binomial",
    title: "16-node 4-binomial tree (Fig. 9b)",
    description:
      "Kesavan–Panda Sec. 4.2, Fig. 9(b): the 4-binomial tree on 16 nodes is the binomial tree " +
      "(L1 = 4). With 3 packets it takes 4 + 2·4 = 12 steps.",
    doc: doc("Fig. 9(b): 4-binomial, 16 nodes", 16, 3, 4),
    algorithm: "k-binomial",
  },
  {
    id: "packet-paper-sec5-64-nodes",
    title: "64 nodes, 8 packets, optimal k (Sec. 5.2)",
    description:
      "Kesavan–Panda Sec. 5: a 64-node multicast of 8 packets (64-byte packets) with the optimal " +
      "k-binomial tree (k = 2, 22 steps) against the binomial tree (6 + 7·6 = 48 steps).",
    doc: doc("Sec. 5.2: 64 nodes, 8 packets", 64, 8),
    algorithm: "k-binomial",
  },
  {
    id: "packet-fcfs-buffers",
    title: "FCFS vs FPFS buffers on a binomial tree (Sec. 3.3.2)",
    description:
      "Kesavan–Panda Sec. 3.3.2: 4 packets to 7 destinations over FCFS. An intermediate node with k " +
      "children holds each packet (k−1)·p + 1 steps under FCFS against k under FPFS; compare the buffer " +
      "views.",
    doc: doc("Sec. 3.3.2: FCFS buffers", 8, 4, null, "fcfs"),
    algorithm: "binomial",
  },
  {
    id: "packet-large-1024",
    title: "1024 nodes, 128 packets (large)",
    description:
      "A large multicast to check the app stays responsive: 1024 nodes and 128 packets (131 072 packet " +
      "copies). Theorem 3's optimum is k = 2: 14 + 127·2 = 268 steps against the binomial tree's " +
      "10 + 127·10 = 1280.",
    doc: doc("Large: 1024 nodes, 128 packets", 1024, 128),
    algorithm: "k-binomial",
  },
];
