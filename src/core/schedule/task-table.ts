// The task table's data: its columns, cell values, filter and sort over any family's Schedule. Pure
// (no DOM), so the Analysis view runs it on the main thread for small schedules and in the worker for
// large ones (src/engine/analysis.ts); the table's component and its virtual window are in
// src/ui/views/table/.
import { waitingTime } from "./metrics";
import { ABSENT_INT, ABSENT_STAGE, KIND_CODES, packedTasks, type PackedTasks } from "./pack";
import type { Schedule, Task } from "./types";

export type ColumnId =
  "lane" | "kind" | "peer" | "message" | "posted" | "arrival" | "start" | "end" | "duration" | "waiting";

export interface Column {
  readonly id: ColumnId;
  readonly label: string;
  /** Whether the column holds times (cells are formatted numbers). */
  readonly time: boolean;
  /** Share of the table's width, in % (the table has a fixed layout: it never overflows its view). */
  readonly width: number;
}

export const COLUMNS: readonly Column[] = [
  { id: "lane", label: "lane", time: false, width: 10 },
  { id: "kind", label: "kind", time: false, width: 13 },
  { id: "peer", label: "peer", time: false, width: 10 },
  { id: "message", label: "message", time: false, width: 15 },
  { id: "posted", label: "posted", time: true, width: 8.67 },
  { id: "arrival", label: "arrival", time: true, width: 8.67 },
  { id: "start", label: "start", time: true, width: 8.67 },
  { id: "end", label: "end", time: true, width: 8.67 },
  { id: "duration", label: "duration", time: true, width: 8.67 },
  { id: "waiting", label: "waiting", time: true, width: 8.67 },
];

export function messageText(s: Schedule, t: Task): string {
  return t.messages && t.messages.length > 1
    ? t.messages.map((m) => s.messages[m] ?? String(m)).join(" + ")
    : (s.messages[t.message] ?? String(t.message));
}

/** A cell's value: a number for time columns (undefined when the task has none), text otherwise. */
export function cellValue(s: Schedule, t: Task, id: ColumnId): string | number | undefined {
  switch (id) {
    case "lane":
      return s.lanes[t.node] ?? String(t.node);
    case "kind":
      return t.stage ? `${t.kind} · ${t.stage}` : t.kind;
    case "peer":
      return t.peer >= 0 ? (s.lanes[t.peer] ?? String(t.peer)) : "";
    case "message":
      return messageText(s, t);
    case "posted":
      return t.posted;
    case "arrival":
      return t.arrival;
    case "start":
      return t.start;
    case "end":
      return t.end;
    case "duration":
      return t.end - t.start;
    case "waiting":
      return t.kind === "recv" ? waitingTime(t) : undefined;
  }
}

export interface Range {
  readonly min?: number;
  readonly max?: number;
}

export interface TableFilter {
  /** Lane index, or "all". */
  readonly lane: number | "all";
  /** Case-insensitive text matched against the node, peer, message and kind. */
  readonly text: string;
  readonly start: Range;
  readonly end: Range;
  readonly duration: Range;
}

export const NO_FILTER: TableFilter = { lane: "all", text: "", start: {}, end: {}, duration: {} };

export interface TableSort {
  readonly column: ColumnId;
  readonly dir: "ascending" | "descending";
}

export const DEFAULT_SORT: TableSort = { column: "start", dir: "ascending" };

const inRange = (v: number, r: Range) =>
  (r.min === undefined || v >= r.min) && (r.max === undefined || v <= r.max);

/**
 * A cell's value read from the schedule's columns (the same as cellValue of task i), without building
 * the task: filtering and sorting a packed schedule never materialises its `tasks`.
 */
export function cellOf(s: Schedule, c: PackedTasks, i: number, id: ColumnId): string | number | undefined {
  switch (id) {
    case "lane": {
      const node = c.node[i] as number;
      return s.lanes[node] ?? String(node);
    }
    case "kind": {
      const kind = KIND_CODES[c.kind[i] as number] as string;
      const code = c.stage[i] as number;
      const stage = code === ABSENT_STAGE ? undefined : c.stageNames[code];
      return stage ? `${kind} · ${stage}` : kind;
    }
    case "peer": {
      const peer = c.peer[i] as number;
      return peer >= 0 ? (s.lanes[peer] ?? String(peer)) : "";
    }
    case "message": {
      const from = c.messagesOffsets[i] as number;
      const to = c.messagesOffsets[i + 1] as number;
      if (to - from > 1) {
        const names: string[] = [];
        for (let k = from; k < to; k++) {
          const m = c.messagesValues[k] as number;
          names.push(s.messages[m] ?? String(m));
        }
        return names.join(" + ");
      }
      const m = c.message[i] as number;
      return s.messages[m] ?? String(m);
    }
    case "start":
    case "end":
    case "duration":
      return timeOf(c, i, id, RECV_CODE);
    case "posted":
    case "arrival":
    case "waiting":
      return numberOrUndefined(timeOf(c, i, id, RECV_CODE));
  }
}

const RECV_CODE = KIND_CODES.indexOf("recv");

const numberOrUndefined = (v: number) => (Number.isNaN(v) ? undefined : v);

// Filtering and sorting two million rows (a 1024-node all-to-all) must not build an object or a string
// per task: the text columns are read as a few distinct values (a lane name per node, a kind per kind
// and stage, a message name per message), each value matched or ranked once, and the rows are sorted
// by stable radix passes over typed keys. The order the rows start from — by start, then lane, then
// task — is computed once per schedule (it is also what every sort falls back to on ties).

/** The distinct values of a text column: `ids[i]` is task i's value, `values[id]` its text (cellOf). */
interface TextKeys {
  readonly ids: Int32Array;
  readonly values: readonly string[];
  /** Collator rank of each value (equal values share one); -1 for an empty cell. */
  rank?: Int32Array;
}

interface TableMemo {
  readonly lanes: readonly string[];
  readonly messages: readonly string[];
  /** Every task by (start, lane, task index). */
  base?: Int32Array;
  readonly text: Map<ColumnId, TextKeys>;
}

const MEMO = new WeakMap<PackedTasks, TableMemo>();

function memoOf(s: Schedule, c: PackedTasks): TableMemo {
  const known = MEMO.get(c);
  if (known && known.lanes === s.lanes && known.messages === s.messages) return known;
  const memo: TableMemo = { lanes: s.lanes, messages: s.messages, text: new Map() };
  MEMO.set(c, memo);
  return memo;
}

type TextColumn = "lane" | "kind" | "peer" | "message";
const isText = (id: ColumnId): id is TextColumn =>
  id === "lane" || id === "kind" || id === "peer" || id === "message";

/** An integer standing for task i's cell in a text column (equal integers, equal cells); NaN: no integer. */
function intKey(c: PackedTasks, i: number, id: TextColumn): number {
  switch (id) {
    case "lane":
      return c.node[i] as number;
    case "peer": {
      const peer = c.peer[i] as number;
      return peer >= 0 ? peer : -1;
    }
    case "kind":
      return (c.kind[i] as number) * 256 + (c.stage[i] as number);
    case "message":
      return (c.messagesOffsets[i + 1] as number) - (c.messagesOffsets[i] as number) > 1
        ? NaN
        : (c.message[i] as number);
  }
}

function textKeys(s: Schedule, c: PackedTasks, id: TextColumn): TextKeys {
  const memo = memoOf(s, c);
  const known = memo.text.get(id);
  if (known) return known;
  const ids = new Int32Array(c.count);
  const values: string[] = [];
  const byText = new Map<string, number>();
  // The integers' value ids in a table when their range is small (lanes, kinds, messages), else a Map.
  let low = Infinity;
  let high = -Infinity;
  for (let i = 0; i < c.count; i++) {
    const k = intKey(c, i, id);
    if (k < low) low = k;
    if (k > high) high = k;
  }
  const dense =
    low <= high && high - low < 4 * c.count + 1024 ? new Int32Array(high - low + 1).fill(-1) : null;
  const byInt = new Map<number, number>();
  for (let i = 0; i < c.count; i++) {
    const k = intKey(c, i, id);
    const known = Number.isNaN(k) ? -1 : dense ? (dense[k - low] as number) : (byInt.get(k) ?? -1);
    if (known >= 0) {
      ids[i] = known;
      continue;
    }
    const text = String(cellOf(s, c, i, id) ?? "");
    let v = byText.get(text);
    if (v === undefined) {
      v = values.length;
      values.push(text);
      byText.set(text, v);
    }
    if (!Number.isNaN(k)) {
      if (dense) dense[k - low] = v;
      else byInt.set(k, v);
    }
    ids[i] = v;
  }
  const keys: TextKeys = { ids, values };
  memo.text.set(id, keys);
  return keys;
}

function rankOf(keys: TextKeys): Int32Array {
  if (keys.rank) return keys.rank;
  const collator = new Intl.Collator(undefined, { numeric: true });
  const order = keys.values.map((_, k) => k).filter((k) => keys.values[k] !== "");
  order.sort((a, b) => collator.compare(keys.values[a] as string, keys.values[b] as string));
  const rank = new Int32Array(keys.values.length).fill(-1);
  let r = -1;
  for (let k = 0; k < order.length; k++) {
    const v = order[k] as number;
    const prev = order[k - 1];
    if (prev === undefined || collator.compare(keys.values[prev] as string, keys.values[v] as string) !== 0)
      r++;
    rank[v] = r;
  }
  keys.rank = rank;
  return rank;
}

const DIGITS = 1 << 16;

/**
 * The positions 0..m-1 stably sorted by the unsigned key words (`words[0]` least significant), in
 * 16-bit LSD radix passes; a pass whose digit is the same for every position is skipped.
 */
function radixOrder(m: number, words: readonly Uint32Array[]): Int32Array {
  let perm = new Int32Array(m);
  for (let k = 0; k < m; k++) perm[k] = k;
  let spare = new Int32Array(m);
  const counts = new Int32Array(DIGITS);
  for (const word of words) {
    for (let shift = 0; shift < 32; shift += 16) {
      counts.fill(0);
      for (let k = 0; k < m; k++) {
        const d = ((word[k] as number) >>> shift) & 0xffff;
        counts[d] = (counts[d] as number) + 1;
      }
      if (m === 0 || counts[((word[0] as number) >>> shift) & 0xffff] === m) continue;
      let sum = 0;
      for (let d = 0; d < DIGITS; d++) {
        const n = counts[d] as number;
        counts[d] = sum;
        sum += n;
      }
      for (let k = 0; k < m; k++) {
        const p = perm[k] as number;
        const d = ((word[p] as number) >>> shift) & 0xffff;
        const at = counts[d] as number;
        counts[d] = at + 1;
        spare[at] = p;
      }
      [perm, spare] = [spare, perm];
    }
  }
  return perm;
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;

/**
 * Numbers as two unsigned words each (low, high) that order as the numbers do (−0 as 0), or in reverse
 * when `descending`. `values` is overwritten (its buffer holds the words).
 */
function floatWords(values: Float64Array, descending: boolean): [Uint32Array, Uint32Array] {
  const m = values.length;
  for (let k = 0; k < m; k++) if (values[k] === 0) values[k] = 0;
  const both = new Uint32Array(values.buffer, values.byteOffset, 2 * m);
  const lo = new Uint32Array(m);
  const hi = new Uint32Array(m);
  const [l, h] = LITTLE_ENDIAN ? [0, 1] : [1, 0];
  for (let k = 0; k < m; k++) {
    let a = both[2 * k + l] as number;
    let b = both[2 * k + h] as number;
    if (b & 0x80000000) {
      a = ~a;
      b = ~b;
    } else b ^= 0x80000000;
    if (descending) {
      a = ~a;
      b = ~b;
    }
    lo[k] = a >>> 0;
    hi[k] = b >>> 0;
  }
  return [lo, hi];
}

/** Every task of the columns by (start, lane, task index): the table's tie order; once per schedule. */
function baseOrder(s: Schedule, c: PackedTasks): Int32Array {
  const memo = memoOf(s, c);
  if (memo.base) return memo.base;
  const m = c.count;
  let low = 0;
  for (let i = 0; i < m; i++) low = Math.min(low, c.node[i] as number);
  const node = new Uint32Array(m);
  for (let i = 0; i < m; i++) node[i] = (c.node[i] as number) - low;
  const [lo, hi] = floatWords(c.start.slice(0, m), false);
  memo.base = radixOrder(m, [node, lo, hi]);
  return memo.base;
}

/** The filter's text test per distinct value of a text column. */
function textMatches(s: Schedule, c: PackedTasks, id: TextColumn, text: string): Uint8Array {
  const keys = textKeys(s, c, id);
  const hit = new Uint8Array(keys.values.length);
  keys.values.forEach((v, k) => (hit[k] = v.toLowerCase().includes(text) ? 1 : 0));
  return hit;
}

/**
 * The indices of the tasks revealed at `step` that pass the filter, in task order (read from the
 * columns). The text is matched against the lane, peer, message and kind cells, each distinct cell once.
 */
export function filterRows(s: Schedule, filter: TableFilter, step?: number): Int32Array {
  const c = packedTasks(s);
  const text = filter.text.trim().toLowerCase();
  const texts = text
    ? (["lane", "peer", "message", "kind"] as const).map((id) => ({
        ids: textKeys(s, c, id).ids,
        hit: textMatches(s, c, id, text),
      }))
    : [];
  const out = new Int32Array(c.count);
  let found = 0;
  for (let i = 0; i < c.count; i++) {
    const taskStep = c.step[i] as number;
    if (step !== undefined && taskStep !== ABSENT_INT && taskStep >= step) continue;
    if (filter.lane !== "all" && c.node[i] !== filter.lane) continue;
    const start = c.start[i] as number;
    const end = c.end[i] as number;
    if (!inRange(start, filter.start) || !inRange(end, filter.end)) continue;
    if (!inRange(end - start, filter.duration)) continue;
    if (text && !texts.some((t) => t.hit[t.ids[i] as number] === 1)) continue;
    out[found++] = i;
  }
  return found === c.count ? out : out.slice(0, found);
}

/** A time column's value of task i (NaN for an empty cell), as cellOf gives it. */
function timeOf(c: PackedTasks, i: number, id: Exclude<ColumnId, TextColumn>, recv: number): number {
  switch (id) {
    case "posted":
      return c.posted[i] as number;
    case "arrival":
      return c.arrival[i] as number;
    case "start":
      return c.start[i] as number;
    case "end":
      return c.end[i] as number;
    case "duration":
      return (c.end[i] as number) - (c.start[i] as number);
    case "waiting": {
      if (c.kind[i] !== recv) return NaN;
      const posted = c.posted[i] as number;
      return Number.isNaN(posted) ? 0 : Math.max(0, (c.start[i] as number) - posted);
    }
  }
}

/**
 * Sorts distinct task indices by a column (stable: ties keep start, then lane, then task order). Empty
 * cells go last in either direction. Reads the columns, not the task objects: the rows are put in the
 * schedule's tie order, then stably radix-sorted by the column's value (a number, or a text's collator
 * rank).
 */
export function sortRows(s: Schedule, rows: Int32Array, sort: TableSort): Int32Array {
  const c = packedTasks(s);
  const base = baseOrder(s, c);
  // the rows in tie order
  const tied = rows.length === c.count ? base : new Int32Array(rows.length);
  if (tied !== base) {
    const wanted = new Uint8Array(c.count);
    for (let k = 0; k < rows.length; k++) wanted[rows[k] as number] = 1;
    for (let k = 0, at = 0; k < base.length; k++) {
      const i = base[k] as number;
      if (wanted[i]) tied[at++] = i;
    }
  }
  const descending = sort.dir === "descending";
  const id = sort.column;
  // by start, ascending (the table's first order): the tie order itself (a start is never empty)
  if (id === "start" && !descending) return tied === base ? base.slice() : tied;
  // the cells that are not empty (in tie order), keyed; the empty ones after them, in tie order
  const full = new Int32Array(rows.length);
  const empty = new Int32Array(rows.length);
  let nFull = 0;
  let nEmpty = 0;
  let words: Uint32Array[];
  if (isText(id)) {
    const keys = textKeys(s, c, id);
    const rank = rankOf(keys);
    let top = 0;
    for (const r of rank) top = Math.max(top, r);
    const key = new Uint32Array(rows.length);
    for (let k = 0; k < tied.length; k++) {
      const i = tied[k] as number;
      const r = rank[keys.ids[i] as number] as number;
      if (r < 0) empty[nEmpty++] = i;
      else {
        key[nFull] = descending ? top - r : r;
        full[nFull++] = i;
      }
    }
    words = [key.subarray(0, nFull)];
  } else {
    const recv = KIND_CODES.indexOf("recv");
    const key = new Float64Array(rows.length);
    for (let k = 0; k < tied.length; k++) {
      const i = tied[k] as number;
      const v = timeOf(c, i, id, recv);
      if (Number.isNaN(v)) empty[nEmpty++] = i;
      else {
        key[nFull] = v;
        full[nFull++] = i;
      }
    }
    words = floatWords(key.subarray(0, nFull), descending);
  }
  const order = radixOrder(nFull, words);
  const out = new Int32Array(rows.length);
  for (let k = 0; k < nFull; k++) out[k] = full[order[k] as number] as number;
  out.set(empty.subarray(0, nEmpty), nFull);
  return out;
}

/** The table's rows: the tasks revealed at `step` that pass the filter, sorted (what the worker sends). */
export function tableRows(s: Schedule, filter: TableFilter, sort: TableSort, step?: number): Int32Array {
  return sortRows(s, filterRows(s, filter, step), sort);
}

/** filterRows as an array. */
export function filterTasks(s: Schedule, filter: TableFilter, step?: number): number[] {
  return Array.from(filterRows(s, filter, step));
}

/** sortRows of an array of distinct task indices, as an array. */
export function sortTasks(s: Schedule, rows: readonly number[], sort: TableSort): number[] {
  return Array.from(sortRows(s, Int32Array.from(rows), sort));
}
