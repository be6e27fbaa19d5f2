// Pure helpers behind PairMatrixField, shared by the editors whose fields hold a value per ordered pair
// (multicast X, allgather T_end, grid g and L, redistribution T and B): one value for all pairs → a
// matrix, a node's row and column removed, and the summary of the off-diagonal entries (the links).
import { pairValue, type PairValues } from "../../core/scenario/fields";

/** Matrices are edited cell by cell up to this many nodes; above, the editors summarise them. */
export const MATRIX_EDIT_LIMIT = 12;

/** One value for every pair → an n×n matrix of it; the diagonal (not a link) is `diagonal`. */
export function toMatrix(v: PairValues, n: number, diagonal: number | null = null): (number | null)[][] {
  return Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => (i === j ? diagonal : pairValue(v, i, j))),
  );
}

/** The values without node k's row and column (one value for all pairs stays as it is). */
export function withoutIndex(v: PairValues, k: number): PairValues {
  if (typeof v === "number") return v;
  return v.filter((_, i) => i !== k).map((row) => row.filter((_, j) => j !== k));
}

export interface MatrixStats {
  readonly min: number;
  readonly mean: number;
  readonly max: number;
  /** Whether v_ij = v_ji for every pair. */
  readonly symmetric: boolean;
}

/** The stats of each matrix already summarised (documents are immutable: a matrix is its identity). */
const STATS = new WeakMap<readonly (number | null)[][], { n: number; stats: MatrixStats }>();

/**
 * Min, mean and max over the off-diagonal entries (the links), and whether the matrix is symmetric.
 * Remembered per matrix: an editor renders on every edit, and a 1024-node matrix has a million cells.
 */
export function matrixStats(v: PairValues, n: number): MatrixStats {
  if (typeof v === "number") return statsOf(v, n);
  const known = STATS.get(v);
  if (known?.n === n) return known.stats;
  const stats = statsOf(v, n);
  STATS.set(v, { n, stats });
  return stats;
}

function statsOf(v: PairValues, n: number): MatrixStats {
  if (n < 2) return { min: 0, mean: 0, max: 0, symmetric: true };
  if (typeof v === "number") return { min: v, mean: v, max: v, symmetric: true };
  // Rows read directly (not through pairValue per cell): a 256-node matrix is 65 000 cells, summarised
  // while a link opens, on the main thread.
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let symmetric = true;
  for (let i = 0; i < n; i++) {
    const row = v[i];
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const x = row?.[j] ?? 0;
      if (x < min) min = x;
      if (x > max) max = x;
      sum += x;
      if (symmetric && j > i && x !== (v[j]?.[i] ?? 0)) symmetric = false;
    }
  }
  return { min, mean: sum / (n * (n - 1)), max, symmetric };
}
