// The same all-to-all instance as a multiple multicast (Wu–Yeh–Liu's model), so the two families can
// be compared (docs/cost-models.md, allgather): sendFixed = T_send, recvFixed = T_recv, one byte per message,
// X(i,j) = T_end(i,j) − T_send(i) − T_recv(j) per byte; every node multicasts to all others. The two
// models coincide exactly when T_end(i,j) ≥ T_send(i) + T_recv(j) for every pair, so any pair below
// that is refused with a message naming it.
import type { MulticastScenario } from "../multicast/scenario";
import { issue } from "../scenario/errors";
import { definitelyLess } from "../tolerance";
import { endToEnd, modelOf, type AllgatherScenario } from "./scenario";

export function toMulticastScenario(s: AllgatherScenario): MulticastScenario {
  const model = modelOf(s);
  const { n } = model;
  const transmit: number[][] = [];
  for (let i = 0; i < n; i++) {
    const row: number[] = [];
    for (let j = 0; j < n; j++) {
      if (i === j) {
        row.push(0);
        continue;
      }
      const overheads = (model.tSend[i] as number) + (model.tRecv[j] as number);
      const end = endToEnd(model, i, j);
      if (definitelyLess(end, overheads)) {
        throw issue(
          typeof s.tEnd === "number" ? "tEnd" : `tEnd[${i}][${j}]`,
          `T_end(P${i}→P${j}) = ${end} is less than T_send(P${i}) + T_recv(P${j}) = ${overheads}; the multicast model needs T_end ≥ T_send + T_recv`,
        );
      }
      row.push(Math.max(0, end - overheads));
    }
    transmit.push(row);
  }
  return {
    version: 1,
    kind: "multicast",
    ...(s.name !== undefined ? { name: `${s.name} (as multiple multicast)` } : {}),
    timeUnit: s.timeUnit,
    seed: s.seed,
    nodes: s.nodes.map((node) => ({
      sendFixed: node.tSend,
      sendPerByte: 0,
      recvFixed: node.tRecv,
      recvPerByte: 0,
    })),
    transmit,
    multicasts: Array.from({ length: n }, (_, source) => ({
      source,
      destinations: Array.from({ length: n }, (_, j) => j).filter((j) => j !== source),
      bytes: 1,
    })),
  };
}
