// The cost model of Wu–Yeh–Liu Sec. 2 (Eq. 1–3), precomputed into flat typed arrays so the heuristics,
// the simulator and the lower bound read S(i, l_k), R(j, l_k) and X(i, j) in O(1):
//   S(i, l) = Sc(i) + Sm(i)·l,   R(j, l) = Rc(j) + Rm(j)·l,   T(i, j, l) = S(i, l) + X(i, j)·l + R(j, l).
// Messages are identified by their index k in `multicasts` (docs/cost-models.md), so S and R are tabulated per
// (node, message).
import { perObject } from "../memo";
import type { MulticastScenario } from "./scenario";

export interface MulticastModel {
  /** Number of nodes N. */
  readonly n: number;
  /** Number of messages (multicasts). */
  readonly m: number;
  /** source[k]: the node that holds message k at time 0. */
  readonly source: Int32Array;
  /** bytes[k] = l_k. */
  readonly bytes: Float64Array;
  /** sendCost[i·m + k] = S(i, l_k) (Eq. 2). */
  readonly sendCost: Float64Array;
  /** recvCost[j·m + k] = R(j, l_k) (Eq. 3). */
  readonly recvCost: Float64Array;
  /** perByte[i·n + j] = X(i, j). */
  readonly perByte: Float64Array;
  /** D_k in the scenario's order. */
  readonly destinations: readonly Int32Array[];
  /** isDestination[k·n + j] = 1 when j ∈ D_k. */
  readonly isDestination: Uint8Array;
  /** The messages node j must receive (k with j ∈ D_k), ascending: SR_j at the start. */
  readonly messagesOf: readonly Int32Array[];
  /** Σ_k |D_k|: the number of decisions every heuristic makes. */
  readonly totalReceives: number;
  /** Mean message size l̄ (WR's "fastest" receiver: the smaller Rc + Rm·l̄). */
  readonly meanBytes: number;
}

/**
 * The model of each scenario object, built once: a run builds it for the heuristic and again for the
 * replay, and the worker runs one parsed scenario again and again (another algorithm, another window).
 * Scenarios are read-only everywhere, and so are the models (shared, never written after building).
 */
export const buildModel: (s: MulticastScenario) => MulticastModel = perObject(computeModel);

function computeModel(s: MulticastScenario): MulticastModel {
  // Plain loops over preallocated typed arrays: this runs once per heuristic run and is part of every
  // run's time (Int32Array.from and forEach cost more here than the loops themselves).
  const nodes = s.nodes;
  const multicasts = s.multicasts;
  const n = nodes.length;
  const m = multicasts.length;
  const source = new Int32Array(m);
  const bytes = new Float64Array(m);
  const sendCost = new Float64Array(n * m);
  const recvCost = new Float64Array(n * m);
  const perByte = new Float64Array(n * n);
  const isDestination = new Uint8Array(m * n);
  let totalReceives = 0;
  for (let k = 0; k < m; k++) {
    totalReceives += (multicasts[k] as MulticastScenario["multicasts"][number]).destinations.length;
  }
  // D_k and the lists of messages per receiver are views into two flat arrays (one allocation each).
  const flatDestinations = new Int32Array(totalReceives);
  const flatMessages = new Int32Array(totalReceives);
  const destinations: Int32Array[] = [];
  const receiveCount = new Int32Array(n);
  let sumBytes = 0;
  let at = 0;
  for (let k = 0; k < m; k++) {
    const mc = multicasts[k] as MulticastScenario["multicasts"][number];
    source[k] = mc.source;
    bytes[k] = mc.bytes;
    sumBytes += mc.bytes;
    const list = mc.destinations;
    for (let q = 0; q < list.length; q++) {
      const j = list[q] as number;
      flatDestinations[at + q] = j;
      isDestination[k * n + j] = 1;
      receiveCount[j] = (receiveCount[j] as number) + 1;
    }
    destinations.push(flatDestinations.subarray(at, at + list.length));
    at += list.length;
  }
  const messagesOf: Int32Array[] = [];
  const fill = new Int32Array(n);
  at = 0;
  for (let j = 0; j < n; j++) {
    const c = receiveCount[j] as number;
    messagesOf.push(flatMessages.subarray(at, at + c));
    fill[j] = at;
    at += c;
  }
  for (let k = 0; k < m; k++) {
    const d = destinations[k] as Int32Array;
    for (let q = 0; q < d.length; q++) {
      const j = d[q] as number;
      const c = fill[j] as number;
      flatMessages[c] = k;
      fill[j] = c + 1;
    }
  }
  for (let i = 0; i < n; i++) {
    const node = nodes[i] as MulticastScenario["nodes"][number];
    const { sendFixed, sendPerByte, recvFixed, recvPerByte } = node;
    for (let k = 0; k < m; k++) {
      const l = bytes[k] as number;
      sendCost[i * m + k] = sendFixed + sendPerByte * l;
      recvCost[i * m + k] = recvFixed + recvPerByte * l;
    }
  }
  const transmit = s.transmit;
  if (typeof transmit === "number") {
    perByte.fill(transmit);
    for (let i = 0; i < n; i++) perByte[i * n + i] = 0;
  } else {
    for (let i = 0; i < n; i++) {
      const row = transmit[i];
      for (let j = 0; j < n; j++) perByte[i * n + j] = i === j ? 0 : (row?.[j] ?? 0);
    }
  }
  return {
    n,
    m,
    source,
    bytes,
    sendCost,
    recvCost,
    perByte,
    destinations,
    isDestination,
    messagesOf,
    totalReceives,
    meanBytes: m > 0 ? sumBytes / m : 0,
  };
}

/** X(i, j)·l_k: the time message k spends on the link i → j. */
export function wireTime(model: MulticastModel, i: number, j: number, k: number): number {
  return (model.perByte[i * model.n + j] as number) * (model.bytes[k] as number);
}

/** Eq. 1: the point-to-point latency S(i, l_k) + X(i, j)·l_k + R(j, l_k) (FEF's weight, Eq. 7). */
export function latency(model: MulticastModel, i: number, j: number, k: number): number {
  const m = model.m;
  return (
    (model.sendCost[i * m + k] as number) + wireTime(model, i, j, k) + (model.recvCost[j * m + k] as number)
  );
}

/** Whether `node` may hold and relay message k: its source or one of its destinations (Sec. 3.1). */
export function mayRelay(model: MulticastModel, node: number, k: number): boolean {
  return model.source[k] === node || model.isDestination[k * model.n + node] === 1;
}
