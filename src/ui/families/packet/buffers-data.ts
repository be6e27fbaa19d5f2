// What the buffer view draws (Kesavan–Panda Sec. 3.3.2): packets held by each forwarding interface in
// each step, FPFS against FCFS on the same tree — as cells with their counts for small runs, or a
// max-pooled raster for large ones (1024 nodes × thousands of FCFS steps) — the total over all
// interfaces per step, and per node the peak and the mean time a packet stays, beside the paper's
// best-case T_p = k and T_c = (k − 1)·p + 1 steps (i = 1 … p gives the same T_c for every packet).
import type { Timeline, TreeInput } from "./timeline";

export interface BufferCell {
  readonly node: number;
  readonly step: number;
  readonly held: number;
}

/** Every (forwarder, step) cell, for small runs. */
export function bufferCells(tl: Timeline): BufferCell[] {
  const out: BufferCell[] = [];
  tl.forwarders.forEach((node, r) => {
    for (let t = 0; t < tl.stepCount; t++)
      out.push({ node, step: t, held: tl.buffer[r * tl.stepCount + t]! });
  });
  return out;
}

export interface PooledBuffer {
  /** Raster size: columns cover `stepsPerColumn` steps, rows `nodesPerRow` forwarders. */
  readonly columns: number;
  readonly rows: number;
  readonly stepsPerColumn: number;
  readonly nodesPerRow: number;
  /** The span of steps drawn: columns · stepsPerColumn ≥ the run's steps. */
  readonly steps: number;
  /** values[row · columns + column]: the most packets any interface of the row held in those steps. */
  readonly values: Float64Array;
}

/**
 * The buffer table max-pooled to at most maxColumns × maxRows, over `steps` steps (the longer run's,
 * so FPFS and FCFS share the x axis). Max, not mean: a peak must stay visible.
 */
export function poolBuffer(tl: Timeline, steps: number, maxColumns: number, maxRows: number): PooledBuffer {
  const stepsPerColumn = Math.max(1, Math.ceil(steps / maxColumns));
  const columns = Math.max(1, Math.ceil(steps / stepsPerColumn));
  const nodesPerRow = Math.max(1, Math.ceil(tl.forwarders.length / maxRows));
  const rows = Math.max(1, Math.ceil(tl.forwarders.length / nodesPerRow));
  const values = new Float64Array(rows * columns);
  for (let r = 0; r < tl.forwarders.length; r++) {
    const row = Math.floor(r / nodesPerRow);
    for (let t = 0; t < tl.stepCount; t++) {
      const held = tl.buffer[r * tl.stepCount + t]!;
      const at = row * columns + Math.floor(t / stepsPerColumn);
      if (held > values[at]!) values[at] = held;
    }
  }
  return { columns, rows, stepsPerColumn, nodesPerRow, steps: columns * stepsPerColumn, values };
}

export interface TotalPoint {
  readonly step: number;
  readonly mode: string;
  readonly held: number;
}

/** Packets buffered by all interfaces together in each step, both modes (for a line chart). */
export function totals(timelines: readonly Timeline[]): TotalPoint[] {
  return timelines.flatMap((tl) =>
    Array.from(tl.total, (held, step) => ({ step, mode: tl.mode.toUpperCase(), held })),
  );
}

export interface NodeBuffers {
  readonly node: number;
  readonly children: number;
  readonly peakFpfs: number;
  readonly peakFcfs: number;
  /** Mean steps a packet stays in the interface. */
  readonly holdFpfs: number;
  readonly holdFcfs: number;
  /** Sec. 3.3.2's best case with back-to-back packets, in steps. */
  readonly tp: number;
  readonly tc: number;
}

/** Per forwarder: both runs' peaks and holds, and T_p = k, T_c = (k − 1)·m + 1 for its k children. */
export function nodeBuffers(tree: TreeInput, fpfs: Timeline, fcfs: Timeline): NodeBuffers[] {
  const m = fpfs.m;
  return fpfs.forwarders.map((node, r) => {
    const k = tree.children[node]?.length ?? 0;
    return {
      node,
      children: k,
      peakFpfs: fpfs.peak[r]!,
      peakFcfs: fcfs.peak[r]!,
      holdFpfs: fpfs.meanHold[r]!,
      holdFcfs: fcfs.meanHold[r]!,
      tp: k,
      tc: (k - 1) * m + 1,
    };
  });
}

/** The rows a table has room for: all of them when few, else the largest FCFS peaks first. */
export function busiest(rows: readonly NodeBuffers[], limit: number): NodeBuffers[] {
  if (rows.length <= limit) return rows.slice();
  return rows
    .slice()
    .sort((a, b) => b.peakFcfs - a.peakFcfs || b.peakFpfs - a.peakFpfs || a.node - b.node)
    .slice(0, limit);
}
