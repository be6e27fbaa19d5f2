// Per-link traffic and busy time of any schedule: the bottleneck view (docs/architecture.md, "Analysis").
//
// A link is an ordered pair (sender, receiver) of lanes. Each transfer on it is one send-side task with
// a peer: a send, or in the packet family a network interface's outgoing copy (the host's own send at
// the source is its overhead before the copies, not a transfer). For each pair:
// - messages: the messages moved (a combined allgather message counts each message it carries);
// - bytes: the sum of the transfers' `bytes`, when the family has sizes (null otherwise);
// - busy: the length of the union of the transfers' intervals, each from the send's start to the end
//   of the matching receive (the message is with the sender, in the network or being received), or
//   to the send's end when there is no matching receive;
// - transfers: how many send-side tasks.
import { ABSENT_STAGE, KIND_CODES, packedTasks, type PackedTasks } from "./pack";
import type { Schedule, Task } from "./types";

export interface LinkStat {
  readonly from: number;
  readonly to: number;
  readonly transfers: number;
  readonly messages: number;
  readonly bytes: number | null;
  readonly busy: number;
}

export interface LinkStats {
  readonly n: number;
  /** Only the pairs that carry something, ordered by sender then receiver. */
  readonly links: readonly LinkStat[];
  /** Whether every transfer has a size (then `bytes` is the traffic measure). */
  readonly hasBytes: boolean;
  readonly maxMessages: number;
  readonly maxBytes: number;
  readonly maxBusy: number;
}

/** Whether a task is a transfer on a link (see the header). */
export function isTransfer(s: Schedule, t: Task): boolean {
  if (t.peer < 0 || t.peer === t.node) return false;
  if (s.family === "packet") return t.kind === "packet" && t.stage === "NI send";
  return t.kind === "send";
}

/**
 * The links as columns (one entry per pair that carries something, ordered by sender then receiver):
 * what the heat map reads — a 1024-node all-to-all has a million links, too many objects to post from
 * the worker or to walk on the main thread. Computed from the schedule's columns (no task objects).
 */
export interface LinkColumns {
  readonly n: number;
  readonly count: number;
  /** from · n + to, ascending. */
  readonly key: Float64Array;
  readonly transfers: Int32Array;
  readonly messages: Float64Array;
  /** null unless `hasBytes`. */
  readonly bytes: Float64Array | null;
  readonly busy: Float64Array;
  readonly hasBytes: boolean;
  readonly maxMessages: number;
  readonly maxBytes: number;
  readonly maxBusy: number;
}

/** Whether task i of the columns is a transfer on a link (isTransfer, without the task object). */
function isTransferAt(packet: boolean, c: PackedTasks, i: number): boolean {
  const peer = c.peer[i] as number;
  if (peer < 0 || peer === c.node[i]) return false;
  const kind = KIND_CODES[c.kind[i] as number];
  if (!packet) return kind === "send";
  const stage = c.stage[i] as number;
  return kind === "packet" && stage !== ABSENT_STAGE && c.stageNames[stage] === "NI send";
}

/**
 * The links of a schedule from its columns. The transfers are grouped by pair with a counting sort
 * (stable, so each pair's transfers stay in task order) — one pass to count, one to place — and each
 * pair's busy time is the union of its few intervals, sorted in place by start: no array per pair.
 */
export function linkColumns(s: Schedule): LinkColumns {
  const n = s.lanes.length;
  const c = packedTasks(s);
  const packet = s.family === "packet";
  const count = c.count;
  const pairs = n * n;
  const pairOf = (i: number) => (c.node[i] as number) * n + (c.peer[i] as number);
  // Transfers per pair (a pair outside the n × n matrix — a lane index past `lanes` — still counts).
  let found = 0;
  let hasBytes = true;
  let outside = false;
  const transfer = new Uint8Array(count);
  for (let i = 0; i < count; i++) {
    if (!isTransferAt(packet, c, i)) continue;
    transfer[i] = 1;
    found++;
    if (Number.isNaN(c.bytes[i] as number)) hasBytes = false;
    const node = c.node[i] as number;
    const peer = c.peer[i] as number;
    if (node < 0 || node >= n || peer >= n) outside = true;
  }
  hasBytes = hasBytes && found > 0;
  // The transfers ordered by pair, then task order.
  const order = new Int32Array(found);
  if (!outside && pairs <= 4 * count + 1024) {
    const start = new Int32Array(pairs + 1);
    for (let i = 0; i < count; i++) {
      if (!transfer[i]) continue;
      const p = pairOf(i) + 1;
      start[p] = (start[p] as number) + 1;
    }
    for (let p = 0; p < pairs; p++) start[p + 1] = (start[p + 1] as number) + (start[p] as number);
    for (let i = 0; i < count; i++) {
      if (!transfer[i]) continue;
      const p = pairOf(i);
      const at = start[p] as number;
      start[p] = at + 1;
      order[at] = i;
    }
  } else {
    // pair · count + task, sorted as numbers (exact below 2^53)
    const keyed = new Float64Array(found);
    for (let i = 0, k = 0; i < count; i++) if (transfer[i]) keyed[k++] = pairOf(i) * count + i;
    keyed.sort();
    for (let k = 0; k < found; k++) {
      const v = keyed[k] as number;
      order[k] = v - Math.floor(v / count) * count;
    }
  }
  let links = 0;
  for (let k = 0; k < found; k++) {
    if (k === 0 || pairOf(order[k] as number) !== pairOf(order[k - 1] as number)) links++;
  }
  const key = new Float64Array(links);
  const transfers = new Int32Array(links);
  const messages = new Float64Array(links);
  const bytes = hasBytes ? new Float64Array(links) : null;
  const busy = new Float64Array(links);
  let maxMessages = 0;
  let maxBytes = 0;
  let maxBusy = 0;
  let from = new Float64Array(16);
  let to = new Float64Array(16);
  for (let k = 0, l = 0; k < found; l++) {
    const pair = pairOf(order[k] as number);
    let sent = 0;
    let carried = 0;
    let size = 0;
    for (; k < found && pairOf(order[k] as number) === pair; k++) {
      const t = order[k] as number;
      const a = c.messagesOffsets[t] as number;
      const b = c.messagesOffsets[t + 1] as number;
      carried += b > a ? b - a : 1;
      if (hasBytes) size += c.bytes[t] as number;
      const m = c.match[t] as number;
      const end = c.end[t] as number;
      const peer = c.peer[t] as number;
      if (sent === from.length) {
        const grownFrom = new Float64Array(2 * sent);
        const grownTo = new Float64Array(2 * sent);
        grownFrom.set(from);
        grownTo.set(to);
        from = grownFrom;
        to = grownTo;
      }
      from[sent] = c.start[t] as number;
      to[sent] = m >= 0 && c.node[m] === peer ? Math.max(end, c.end[m] as number) : end;
      sent++;
    }
    const length = unionOf(from, to, sent);
    key[l] = pair;
    transfers[l] = sent;
    messages[l] = carried;
    if (bytes) bytes[l] = size;
    busy[l] = length;
    maxMessages = Math.max(maxMessages, carried);
    maxBytes = Math.max(maxBytes, size);
    maxBusy = Math.max(maxBusy, length);
  }
  return {
    n,
    count: links,
    key,
    transfers,
    messages,
    bytes,
    busy,
    hasBytes,
    maxMessages,
    maxBytes: hasBytes ? maxBytes : 0,
    maxBusy,
  };
}

/**
 * Length of the union of the intervals [from[k], to[k]) for k < count, sorting them by start in place
 * (a stable insertion sort: a link has a few).
 */
function unionOf(from: Float64Array, to: Float64Array, count: number): number {
  for (let k = 1; k < count; k++) {
    const a = from[k] as number;
    const b = to[k] as number;
    let j = k - 1;
    while (j >= 0 && (from[j] as number) > a) {
      from[j + 1] = from[j] as number;
      to[j + 1] = to[j] as number;
      j--;
    }
    from[j + 1] = a;
    to[j + 1] = b;
  }
  let total = 0;
  let lo = -Infinity;
  let hi = -Infinity;
  for (let k = 0; k < count; k++) {
    const a = from[k] as number;
    const b = to[k] as number;
    if (a > hi) {
      if (hi > lo) total += hi - lo;
      lo = a;
      hi = b;
    } else if (b > hi) hi = b;
  }
  if (hi > lo) total += hi - lo;
  return total;
}

/** Link k of the columns as a LinkStat. */
export function linkOf(c: LinkColumns, k: number): LinkStat {
  const key = c.key[k] as number;
  return {
    from: Math.floor(key / c.n),
    to: key % c.n,
    transfers: c.transfers[k] as number,
    messages: c.messages[k] as number,
    bytes: c.bytes ? (c.bytes[k] as number) : null,
    busy: c.busy[k] as number,
  };
}

/** The index of the link from → to in the columns, or -1 when that pair carries nothing (binary search). */
export function linkIndex(c: LinkColumns, from: number, to: number): number {
  const want = from * c.n + to;
  let lo = 0;
  let hi = c.count;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((c.key[mid] as number) < want) lo = mid + 1;
    else hi = mid;
  }
  return lo < c.count && c.key[lo] === want ? lo : -1;
}

export function linkStats(s: Schedule): LinkStats {
  const c = linkColumns(s);
  const links: LinkStat[] = [];
  for (let k = 0; k < c.count; k++) links.push(linkOf(c, k));
  const { n, hasBytes, maxMessages, maxBytes, maxBusy } = c;
  return { n, links, hasBytes, maxMessages, maxBytes, maxBusy };
}

/** Length of the union of intervals given flat as [start0, end0, start1, end1, …]. */
export function unionLength(flat: readonly number[]): number {
  const count = flat.length >> 1;
  const from = new Float64Array(count);
  const to = new Float64Array(count);
  for (let k = 0; k < count; k++) {
    from[k] = flat[2 * k] as number;
    to[k] = flat[2 * k + 1] as number;
  }
  return unionOf(from, to, count);
}
