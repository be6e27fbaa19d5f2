// Zod building blocks shared by the families' scenario schemas: the common fields, limits with
// messages that name the limit, and "a number for all pairs, or an n×n matrix".
import { z } from "zod";

export const timeUnitSchema = z.enum(["us", "ms"]);

/** version/kind/name/timeUnit/seed, shared by every kind. */
export const commonFields = {
  version: z.literal(1),
  name: z.string().max(200, "a name has at most 200 characters").optional(),
  timeUnit: timeUnitSchema.default("us"),
  seed: z.number().int("the seed must be a whole number").default(1),
};

export const nonNegative = (what = "value") =>
  z.number({ error: `${what} must be a number` }).min(0, `${what} must be ≥ 0`);

export const positive = (what = "value") =>
  z.number({ error: `${what} must be a number` }).positive(`${what} must be > 0`);

export const count = (what: string, min: number, max: number) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(min, `${what} must be at least ${min}`)
    .max(max, `${what} is limited to ${max}`);

export type PairValues = number | (number | null)[][];

/**
 * Every explicit matrix (a pairValues field of any family) has at most this many cells (1024 × 1024),
 * counted before any cell is checked; the message names the field, its cell count and the limit.
 */
export const MATRIX_CELL_LIMIT = 1_048_576;

/** The message refusing a matrix over MATRIX_CELL_LIMIT cells (rows that are not lists count 0), or null. */
export function matrixTooLarge(what: string, rows: readonly unknown[]): string | null {
  let cells = 0;
  for (const row of rows) if (Array.isArray(row)) cells += row.length;
  return cells > MATRIX_CELL_LIMIT
    ? `${what} has ${groupDigits(cells)} cells; the limit is ${groupDigits(MATRIX_CELL_LIMIT)}`
    : null;
}

/** 1100000 → "1 100 000" (limits in messages). */
export const groupDigits = (x: number): string => String(x).replace(/\B(?=(\d{3})+(?!\d))/g, " ");

/**
 * A value for every ordered pair: one number for all, or a matrix (rows checked against n later).
 * Each entry is checked with `cell`, and a bad entry is named by its row and column.
 */
export const pairValues = (what: string, cell: z.ZodNumber) => {
  const accepts = numberChecks(cell);
  return z.custom<PairValues>().superRefine((v, ctx) => {
    const check = (x: unknown, path: (string | number)[]) => {
      if (accepts?.(x)) return;
      const r = cell.safeParse(x);
      if (!r.success)
        ctx.addIssue({ code: "custom", path, message: r.error.issues[0]?.message ?? `${what} is invalid` });
    };
    if (typeof v === "number") return check(v, []);
    if (!Array.isArray(v) || v.some((row) => !Array.isArray(row))) {
      // Aborts: the scenario's own checks must not run on a value of the wrong shape (or a missing one).
      ctx.addIssue({
        code: "custom",
        message:
          v === undefined ? `${what} is required` : `${what} must be a number or a matrix (a list of rows)`,
        continue: false,
      });
      return;
    }
    const tooLarge = matrixTooLarge(what, v as unknown[][]);
    if (tooLarge) {
      ctx.addIssue({ code: "custom", message: tooLarge, continue: false });
      return;
    }
    const rows = v as unknown[][];
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i] as unknown[];
      for (let j = 0; j < row.length; j++) {
        const x = row[j];
        if (x !== null && !accepts?.(x)) check(x, [i, j]);
      }
    }
  });
};

/**
 * The checks of a number schema as a plain predicate, exactly what `cell.safeParse(x).success` says, or
 * null when the schema has a check this does not know. A 1024-node matrix has a million cells and Zod
 * takes about a microsecond a cell; the predicate lets a valid cell pass without it, and Zod still
 * writes the message of an invalid one (so messages are unchanged).
 */
export function numberChecks(cell: z.ZodNumber): ((x: unknown) => boolean) | null {
  // The checks folded into one range and one flag, so the predicate is a single expression (a list
  // of closures called per cell was most of a 1024-node all-to-all's 150–180 ms of validation).
  let lo = -Infinity;
  let loInclusive = true;
  let hi = Infinity;
  let hiInclusive = true;
  let integer = false;
  for (const c of cell._zod.def.checks ?? []) {
    const def = c._zod.def;
    if (def.check === "greater_than" && "value" in def && typeof def.value === "number") {
      const inclusive = "inclusive" in def && def.inclusive === true;
      if (def.value > lo || (def.value === lo && !inclusive)) {
        lo = def.value;
        loInclusive = inclusive;
      }
    } else if (def.check === "less_than" && "value" in def && typeof def.value === "number") {
      const inclusive = "inclusive" in def && def.inclusive === true;
      if (def.value < hi || (def.value === hi && !inclusive)) {
        hi = def.value;
        hiInclusive = inclusive;
      }
    } else if (def.check === "number_format" && "format" in def && def.format === "safeint") {
      integer = true;
    } else return null;
  }
  return (x) =>
    typeof x === "number" &&
    Number.isFinite(x) &&
    (loInclusive ? x >= lo : x > lo) &&
    (hiInclusive ? x <= hi : x < hi) &&
    (!integer || Number.isSafeInteger(x));
}

/** Checks a pairValues matrix is n×n; adds issues naming the row. */
export function checkSquare(
  value: PairValues,
  n: number,
  field: string,
  ctx: z.RefinementCtx,
  opts: { diagonalMayBeNull?: boolean } = {},
): void {
  if (!Array.isArray(value) || value.some((row) => !Array.isArray(row))) return; // reported by pairValues
  if (value.length !== n) {
    ctx.addIssue({
      code: "custom",
      path: [field],
      message: `must have ${n} rows (one per node), has ${value.length}`,
    });
    return;
  }
  value.forEach((row, i) => {
    if (row.length !== n) {
      ctx.addIssue({
        code: "custom",
        path: [field, i],
        message: `row ${i} must have ${n} entries, has ${row.length}`,
      });
      return;
    }
    row.forEach((v, j) => {
      if (v === null && !(opts.diagonalMayBeNull && i === j)) {
        ctx.addIssue({ code: "custom", path: [field, i, j], message: "must be a number" });
      }
    });
  });
}

/** The value of a pairValues field for the ordered pair (i, j); null diagonal entries read as 0. */
export function pairValue(value: PairValues, i: number, j: number): number {
  if (typeof value === "number") return value;
  return value[i]?.[j] ?? 0;
}

/**
 * `shape(z.array(cell))` (a list of numbers with its length checks), validated without Zod's
 * per-element work when every element passes `numberChecks(cell)`: an all-to-all of 1024 nodes lists a
 * million destinations. An invalid list is parsed by Zod itself, so its messages and paths are Zod's.
 */
export function numberList(
  cell: z.ZodNumber,
  shape: (list: z.ZodArray<z.ZodType>) => z.ZodArray<z.ZodType> = (list) => list,
) {
  const full = shape(z.array(cell));
  const accepts = numberChecks(cell);
  const length = lengthChecks(full);
  const list = z.custom<number[]>().superRefine((v, ctx) => {
    if (accepts && length && Array.isArray(v) && length(v.length) && everyAccepted(v, accepts)) return;
    const r = full.safeParse(v);
    if (r.success) return;
    // Aborting, as z.array's own issues do: the scenario's cross-field checks must not run on a bad list.
    for (const i of r.error.issues)
      ctx.addIssue({ code: "custom", path: i.path, message: i.message, continue: false });
  });
  NUMBER_LISTS.set(list, full);
  return list;
}

/** Each numberList schema → the z.array it stands for (the JSON Schema of the document shows that). */
export const NUMBER_LISTS = new WeakMap<object, z.ZodType>();

/** The length checks of a list schema as a predicate on the length, or null for a check it does not know. */
function lengthChecks(list: z.ZodArray<z.ZodType>): ((n: number) => boolean) | null {
  const tests: ((n: number) => boolean)[] = [];
  for (const c of list._zod.def.checks ?? []) {
    const def = c._zod.def;
    if (def.check === "min_length" && "minimum" in def && typeof def.minimum === "number") {
      const lo = def.minimum;
      tests.push((n) => n >= lo);
    } else if (def.check === "max_length" && "maximum" in def && typeof def.maximum === "number") {
      const hi = def.maximum;
      tests.push((n) => n <= hi);
    } else return null;
  }
  return (n) => tests.every((t) => t(n));
}

function everyAccepted(list: readonly unknown[], accepts: (x: unknown) => boolean): boolean {
  for (let i = 0; i < list.length; i++) if (!accepts(list[i])) return false;
  return true;
}
