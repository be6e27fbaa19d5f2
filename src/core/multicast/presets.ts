// Ready-made multicast scenarios: the paper's worked example (Wu–Yeh–Liu Sec. 6, Figs 4–5, transcribed
// in tests/fixtures/wu-yeh-liu-example.json) and generated ones (multicast-random@1, so they fit in a URL).
import type { Preset, ScenarioDoc } from "../family";
import { MULTICAST_RANDOM_ID, type MulticastRandomParams } from "./generator";

const PAPER_NODES = [
  { sendFixed: 1, sendPerByte: 0, recvFixed: 3, recvPerByte: 0 },
  { sendFixed: 1, sendPerByte: 0, recvFixed: 3, recvPerByte: 0 },
  { sendFixed: 2, sendPerByte: 0, recvFixed: 6, recvPerByte: 0 },
  { sendFixed: 2, sendPerByte: 0, recvFixed: 6, recvPerByte: 0 },
];

export const PAPER_EXAMPLE_DOC: ScenarioDoc = {
  version: 1,
  kind: "multicast",
  name: "Wu-Yeh-Liu Sec. 6 example (Figs 4-5)",
  timeUnit: "us",
  seed: 1,
  nodes: PAPER_NODES,
  transmit: 0,
  multicasts: [
    { source: 0, destinations: [1, 2], bytes: 1 },
    { source: 1, destinations: [2, 3], bytes: 1 },
    { source: 2, destinations: [0, 1, 3], bytes: 1 },
  ],
};

function generated(name: string, params: Partial<MulticastRandomParams>, seed = 1): ScenarioDoc {
  return {
    version: 1,
    kind: "multicast",
    name,
    timeUnit: "us",
    seed,
    generator: { id: MULTICAST_RANDOM_ID, params, seed },
  };
}

export const MULTICAST_PRESETS: readonly Preset[] = [
  {
    id: "multicast-paper-example",
    title: "Paper example: three multicasts on four nodes",
    description:
      "Wu–Yeh–Liu Sec. 6, Figs 4–5: P0, P1 send in 1 / receive in 3; P2, P3 send in 2 / receive in 6; " +
      "P0→{P1,P2}, P1→{P2,P3}, P2→{P0,P1,P3}; transmission time zero. Step through ECF, then ECFP to see sends moved " +
      "into receive waits; switch to WR to step through its virtual times (W0,1 = 5, W3,1 = 12).",
    doc: PAPER_EXAMPLE_DOC,
    algorithm: "ecf",
  },
  {
    id: "multicast-single-broadcast-16",
    title: "Single broadcast, 16 nodes",
    description:
      "One source broadcasts a small message to 15 nodes on a mixed 155 Mb/s / 1 Gb/s network (Sec. 7.1). " +
      "Look at the tree: fast receivers become relays early; FEF ignores availability and finishes last.",
    doc: generated("Single broadcast, 16 nodes", {
      nodes: 16,
      pattern: "single",
      destinations: "all",
      messages: "small",
      network: "mixed",
    }),
    algorithm: "ecf",
  },
  {
    id: "multicast-all-to-all-8",
    title: "All-to-all broadcast, 8 nodes, small messages",
    description:
      "Every node broadcasts 64–1024 bytes on a 1 Gb/s network (Sec. 7.2). Receive overheads dominate: " +
      "watch the receivers' queues in the Gantt chart and how WR balances them.",
    doc: generated("All-to-all broadcast, 8 nodes", {
      nodes: 8,
      pattern: "all-to-all",
      messages: "small",
      network: "fast",
    }),
    algorithm: "wr",
  },
  {
    id: "multicast-all-to-all-8-large-slow",
    title: "All-to-all broadcast, 8 nodes, 1–1.5 MB on 155 Mb/s",
    description:
      "Large messages on slow links (Sec. 7.2, Fig. 8): receivers wait tens of milliseconds for data. " +
      "Compare ECF with ECFP — preemption fills those waits with sends (Sec. 5).",
    doc: generated("All-to-all broadcast, 8 nodes, large messages, slow links", {
      nodes: 8,
      pattern: "all-to-all",
      messages: "large",
      network: "slow",
    }),
    algorithm: "ecfp",
  },
  {
    id: "multicast-multiple-64x16",
    title: "Multiple multicast, 64 nodes, 16 sources",
    description:
      "16 random sources each multicast to half of the other nodes, mixed message sizes and links " +
      "(Sec. 7.3). Compare every heuristic's completion time with the lower bound of Sec. 3.2.",
    doc: generated("Multiple multicast, 64 nodes, 16 sources", {
      nodes: 64,
      pattern: "multiple",
      sources: 16,
      destinations: 0.5,
      messages: "mixed",
      network: "mixed",
    }),
    algorithm: "wrp",
  },
];
