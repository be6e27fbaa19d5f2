// Presets: the 8-workstation cluster of Wu–Yeh Sec. 6 (4 UltraSparc2 + 4 UltraSparc1, 32-byte
// messages; tests/fixtures/wu-yeh-8-workstations.json), the same with a hand-made grouping, and
// random fast/slow clusters from the generator (small enough for a URL).
import type { Preset, ScenarioDoc } from "../family";

const FAST = { tSend: 90, tRecv: 70 };
const SLOW = { tSend: 160, tRecv: 130 };

/** Sec. 6: T_end 250 µs fast–fast, 350 fast–slow and slow–fast, 450 slow–slow. */
export function eightWorkstations(): ScenarioDoc {
  const isFast = (i: number) => i < 4;
  const tEnd = Array.from({ length: 8 }, (_, i) =>
    Array.from({ length: 8 }, (_, j) => {
      if (i === j) return 0;
      const fastCount = Number(isFast(i)) + Number(isFast(j));
      return fastCount === 2 ? 250 : fastCount === 1 ? 350 : 450;
    }),
  );
  return {
    version: 1,
    kind: "allgather",
    name: "Wu-Yeh Sec. 6: 4 UltraSparc2 + 4 UltraSparc1, 32-byte messages",
    timeUnit: "us",
    nodes: Array.from({ length: 8 }, (_, i) => ({ ...(isFast(i) ? FAST : SLOW) })),
    tEnd,
    agents: null,
    clusters: null,
  };
}

export const ALLGATHER_PRESETS: readonly Preset[] = [
  {
    id: "allgather-paper-8-workstations",
    title: "8 workstations, 4 fast + 4 slow (Wu–Yeh Sec. 6)",
    description:
      "The paper's experiment (Fig. 4): P0–P3 fast (T_send 90, T_recv 70 µs), P4–P7 slow (160, 130 µs); T_end 250/350/450 µs. Compare the estimated T_all with the simulated makespan for every number of agents.",
    doc: eightWorkstations(),
    algorithm: "two-step",
  },
  {
    id: "allgather-paper-8-workstations-pairs",
    title: "8 workstations, one slow client per fast agent",
    description:
      "Sec. 6's cluster with a hand-made grouping [[P0,P4],[P1,P5],[P2,P6],[P3,P7]] instead of the cost model's choice: drag clients to see the makespan change.",
    doc: {
      ...eightWorkstations(),
      name: "Wu-Yeh Sec. 6 with four clusters of one fast agent and one slow client",
      clusters: [
        [0, 4],
        [1, 5],
        [2, 6],
        [3, 7],
      ],
    },
    algorithm: "gather-broadcast",
  },
  {
    id: "allgather-random-32",
    title: "32 random workstations, a quarter fast",
    description: "Generated (allgather-random@1): 8 fast and 24 slow nodes (1.8× slower), ±10% jitter.",
    doc: {
      version: 1,
      kind: "allgather",
      name: "32 random workstations, 25% fast",
      timeUnit: "us",
      seed: 7,
      generator: { id: "allgather-random@1", params: { nodes: 32, fastFraction: 0.25 }, seed: 7 },
    },
  },
  {
    id: "allgather-random-128",
    title: "128 random workstations, half fast, 3× slower",
    description:
      "Generated (allgather-random@1): a larger cluster where the framework's benefit over the simultaneous broadcast is large.",
    doc: {
      version: 1,
      kind: "allgather",
      name: "128 random workstations, 50% fast, slow 3×",
      timeUnit: "us",
      seed: 11,
      generator: {
        id: "allgather-random@1",
        params: { nodes: 128, fastFraction: 0.5, slowFactor: 3 },
        seed: 11,
      },
    },
  },
];
