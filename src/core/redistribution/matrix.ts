// The communication matrix and its lower bound (Bhat et al. Sec. 4.1 model, Sec. 4.2 bound, Sec. 4.3 C).
// An event P_i → P_j of m bytes takes T_ij + m / B_ij (Sec. 4.1). Blocks that stay on their processor
// are free local copies, not in C nor in its bound (docs/cost-models.md). Here the matrix is [sender][receiver];
// the paper's C[j, i] (row = receiver, column = sender) is its transpose. The lower bound is the
// largest sender total or receiver total (Sec. 4.2: no two rectangles of a column, nor two with the
// same label, overlap in time).
import { pairValue } from "../scenario/fields";
import { approxEqual } from "../tolerance";
import { blockCounts, redistributionLayout, type RedistributionLayout } from "./indexSets";
import type { RedistributionScenario } from "./scenario";

/** A row or column of the matrix that reaches the lower bound. */
export interface BindingLine {
  /** "sender": a row of `matrix` (the paper's column); "receiver": a column (the paper's row). */
  readonly side: "sender" | "receiver";
  readonly node: number;
}

export interface CommunicationMatrix {
  readonly layout: RedistributionLayout;
  readonly processors: number;
  /** Old blocks moved, flat [sender·P + receiver]; the diagonal are local copies. */
  readonly blocks: Float64Array;
  /** Message sizes in bytes, flat [sender·P + receiver]; the diagonal are local copies. */
  readonly bytes: Float64Array;
  /** Event times C in the time unit, flat [sender·P + receiver]; 0 on the diagonal and without data. */
  readonly cost: Float64Array;
  /** Network receivers of each sender, ascending (the paper's R_i). */
  readonly receivers: readonly (readonly number[])[];
  /** Sum of a sender's event times (a row of `matrix`). */
  readonly sendTotals: Float64Array;
  /** Sum of a receiver's event times (a column of `matrix`). */
  readonly recvTotals: Float64Array;
  readonly lowerBound: number;
  /** Every row/column whose total is the bound (within 1e-9), senders first. */
  readonly binding: readonly BindingLine[];
}

/** Time of one event P_i → P_j carrying `bytes` under the Sec. 4.1 model. */
export function eventTime(s: RedistributionScenario, i: number, j: number, bytes: number): number {
  return pairValue(s.startup, i, j) + bytes / pairValue(s.bandwidth, i, j);
}

export function communicationMatrix(s: RedistributionScenario): CommunicationMatrix {
  const P = s.processors;
  const layout = redistributionLayout(P, s.K, s.elements, s.blockSize);
  const blocks = blockCounts(layout);
  const bytes = new Float64Array(P * P);
  const cost = new Float64Array(P * P);
  const sendTotals = new Float64Array(P);
  const recvTotals = new Float64Array(P);
  const receivers: number[][] = [];
  const messageBytes = s.blockSize * s.elementBytes;
  for (let i = 0; i < P; i++) {
    const list: number[] = [];
    for (let j = 0; j < P; j++) {
      const k = i * P + j;
      const b = blocks[k] as number;
      bytes[k] = b * messageBytes;
      if (i === j || b === 0) continue;
      const c = eventTime(s, i, j, bytes[k] as number);
      cost[k] = c;
      sendTotals[i] = (sendTotals[i] as number) + c;
      recvTotals[j] = (recvTotals[j] as number) + c;
      list.push(j);
    }
    receivers.push(list);
  }
  const { lowerBound, binding } = boundOf(sendTotals, recvTotals);
  return {
    layout,
    processors: P,
    blocks,
    bytes,
    cost,
    receivers,
    sendTotals,
    recvTotals,
    lowerBound,
    binding,
  };
}

/** The largest row or column total, and every line that reaches it. */
export function boundOf(
  sendTotals: Float64Array,
  recvTotals: Float64Array,
): { lowerBound: number; binding: BindingLine[] } {
  let lowerBound = 0;
  for (const v of sendTotals) lowerBound = Math.max(lowerBound, v);
  for (const v of recvTotals) lowerBound = Math.max(lowerBound, v);
  const binding: BindingLine[] = [];
  if (lowerBound > 0) {
    sendTotals.forEach((v, node) => {
      if (approxEqual(v, lowerBound)) binding.push({ side: "sender", node });
    });
    recvTotals.forEach((v, node) => {
      if (approxEqual(v, lowerBound)) binding.push({ side: "receiver", node });
    });
  }
  return { lowerBound, binding };
}

/** A flat P×P array as rows. */
export function toRows(flat: Float64Array, P: number): number[][] {
  // Plain loops: Array.from over a typed subarray goes through the iterator, several times slower.
  const rows: number[][] = [];
  for (let i = 0; i < P; i++) {
    const row: number[] = [];
    for (let j = i * P, end = j + P; j < end; j++) row.push(flat[j] as number);
    rows.push(row);
  }
  return rows;
}
