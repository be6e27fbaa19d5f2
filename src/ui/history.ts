// Undo/redo as a history of snapshots: in the app, each snapshot is the scenario document plus the
// algorithm (what the URL holds), so every kind of edit — a field, a tree drag, a send reorder, an
// added or removed node, an algorithm switch — undoes the same way (docs/architecture.md, "Keyboard
// and undo"). Pure: the clock is passed in, nothing here touches React or the DOM.

/** Rapid edits of the same field within this many milliseconds become one undo step. */
export const COALESCE_MS = 1500;
/** Undo steps kept at most (the oldest are dropped). */
export const HISTORY_LIMIT = 100;

export interface History<T> {
  /** Older snapshots, oldest first. */
  readonly past: readonly T[];
  readonly present: T;
  /** Undone snapshots, the next redo first. */
  readonly future: readonly T[];
  /** What the last push changed (e.g. a field's path), for coalescing; null: never coalesce. */
  readonly lastKey: string | null;
  /** When the last push happened (ms). */
  readonly lastAt: number;
  readonly limit: number;
}

export function createHistory<T>(present: T, limit = HISTORY_LIMIT): History<T> {
  return { past: [], present, future: [], lastKey: null, lastAt: -Infinity, limit: Math.max(1, limit) };
}

export interface PushOptions {
  /** What this change touched; a push with the same key within COALESCE_MS replaces the last step. */
  readonly key?: string | null;
  /** The clock (ms). */
  readonly at?: number;
}

/** A new present. The redo branch is dropped; the same key soon after the last push coalesces. */
export function push<T>(h: History<T>, next: T, options: PushOptions = {}): History<T> {
  if (Object.is(next, h.present)) return h;
  const key = options.key ?? null;
  const at = options.at ?? 0;
  const coalesce =
    key !== null &&
    key === h.lastKey &&
    h.future.length === 0 &&
    h.past.length > 0 &&
    at - h.lastAt <= COALESCE_MS;
  const past = coalesce ? h.past : [...h.past, h.present].slice(-h.limit);
  return { ...h, past, present: next, future: [], lastKey: key, lastAt: at };
}

export function canUndo<T>(h: History<T>): boolean {
  return h.past.length > 0;
}

export function canRedo<T>(h: History<T>): boolean {
  return h.future.length > 0;
}

/** Back one step (unchanged when there is nothing to undo). */
export function undo<T>(h: History<T>): History<T> {
  const prev = h.past[h.past.length - 1];
  if (h.past.length === 0 || prev === undefined) return h;
  return {
    ...h,
    past: h.past.slice(0, -1),
    present: prev,
    future: [h.present, ...h.future],
    lastKey: null,
  };
}

/** Forward one step (unchanged when there is nothing to redo). */
export function redo<T>(h: History<T>): History<T> {
  const next = h.future[0];
  if (h.future.length === 0 || next === undefined) return h;
  return {
    ...h,
    past: [...h.past, h.present].slice(-h.limit),
    present: next,
    future: h.future.slice(1),
    lastKey: null,
  };
}

/**
 * The path of the one leaf value that differs between two JSON-like values ("nodes.3.recvFixed"), or
 * null when none or several differ or the shape changed (then the edit never coalesces).
 */
export function changedPath(a: unknown, b: unknown): string | null {
  const found: string[] = [];
  const walk = (x: unknown, y: unknown, path: string): boolean => {
    if (Object.is(x, y)) return true;
    const bothObjects = typeof x === "object" && typeof y === "object" && x !== null && y !== null;
    if (!bothObjects) {
      found.push(path);
      return found.length <= 1;
    }
    if (Array.isArray(x) !== Array.isArray(y)) return false;
    const xo = x as Record<string, unknown>;
    const yo = y as Record<string, unknown>;
    const keys = new Set([...Object.keys(xo), ...Object.keys(yo)]);
    for (const k of keys) {
      if (!(k in xo) || !(k in yo)) return false; // a field added or removed: a structural change
      if (!walk(xo[k], yo[k], path === "" ? k : `${path}.${k}`)) return false;
    }
    return true;
  };
  return walk(a, b, "") && found.length === 1 ? (found[0] ?? null) : null;
}

/**
 * What removing row `row` of `count` rows does to the others' names, for the status line:
 * "P3 removed; P4–P7 are now P3–P6".
 */
export function removalNote(row: number, count: number, name: (row: number) => string): string {
  const head = `${name(row)} removed`;
  const last = count - 1;
  if (row >= last) return `${head}; no other row is renumbered.`;
  if (row + 1 === last) return `${head}; ${name(last)} is now ${name(row)}.`;
  return `${head}; ${name(row + 1)}–${name(last)} are now ${name(row)}–${name(last - 1)}.`;
}
