// What the specs open: a link's hash as the app writes it (lz-string of {scenario, view}), and a small
// hand-made multicast scenario that runs in a moment.
import LZString from "lz-string";

export const hashOf = (payload: unknown) =>
  `#s=${LZString.compressToEncodedURIComponent(JSON.stringify(payload))}`;

/** The generated all-to-all multicast of `nodes` nodes (every node a destination), seed 1. */
export const allToAll = (nodes: number) => ({
  version: 1,
  kind: "multicast",
  generator: {
    id: "multicast-random@1",
    params: { nodes, pattern: "all-to-all", destinations: "all" },
    seed: 1,
  },
});

/** Three nodes, one multicast P0 → {P1, P2}: a scenario that is not a preset, named as the spec likes. */
export const threeNodeMulticast = (name: string) => ({
  version: 1,
  kind: "multicast",
  name,
  nodes: [
    { sendFixed: 1, sendPerByte: 0, recvFixed: 3, recvPerByte: 0 },
    { sendFixed: 2, sendPerByte: 0, recvFixed: 6, recvPerByte: 0 },
    { sendFixed: 1, sendPerByte: 0, recvFixed: 2, recvPerByte: 0 },
  ],
  multicasts: [{ source: 0, destinations: [1, 2], bytes: 1 }],
});
