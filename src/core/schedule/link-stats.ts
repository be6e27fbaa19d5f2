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

export function linkStats(s: Schedule): LinkStats {
  const n = s.lanes.length;
  const byPair = new Map<
    number,
    { transfers: number; messages: number; bytes: number; intervals: number[] }
  >();
  let hasBytes = true;
  let any = false;
  for (const t of s.tasks) {
    if (!isTransfer(s, t)) continue;
    any = true;
    const key = t.node * n + t.peer;
    let e = byPair.get(key);
    if (!e) {
      e = { transfers: 0, messages: 0, bytes: 0, intervals: [] };
      byPair.set(key, e);
    }
    e.transfers++;
    e.messages += t.messages?.length ?? 1;
    if (t.bytes === undefined) hasBytes = false;
    else e.bytes += t.bytes;
    const m = t.match;
    const other = m !== undefined && m >= 0 ? s.tasks[m] : undefined;
    const end = other && other.node === t.peer ? Math.max(t.end, other.end) : t.end;
    e.intervals.push(t.start, end);
  }
  hasBytes = any && hasBytes;
  const links: LinkStat[] = [];
  let maxMessages = 0;
  let maxBytes = 0;
  let maxBusy = 0;
  for (const key of [...byPair.keys()].sort((a, b) => a - b)) {
    const e = byPair.get(key);
    if (!e) continue;
    const busy = unionLength(e.intervals);
    const stat: LinkStat = {
      from: Math.floor(key / n),
      to: key % n,
      transfers: e.transfers,
      messages: e.messages,
      bytes: hasBytes ? e.bytes : null,
      busy,
    };
    links.push(stat);
    maxMessages = Math.max(maxMessages, stat.messages);
    maxBytes = Math.max(maxBytes, e.bytes);
    maxBusy = Math.max(maxBusy, busy);
  }
  return { n, links, hasBytes, maxMessages, maxBytes: hasBytes ? maxBytes : 0, maxBusy };
}

/** Length of the union of intervals given flat as [start0, end0, start1, end1, …]. */
export function unionLength(flat: readonly number[]): number {
  const idx: number[] = [];
  for (let k = 0; k < flat.length; k += 2) idx.push(k);
  idx.sort((a, b) => (flat[a] as number) - (flat[b] as number));
  let total = 0;
  let from = -Infinity;
  let to = -Infinity;
  for (const k of idx) {
    const a = flat[k] as number;
    const b = flat[k + 1] as number;
    if (a > to) {
      if (to > from) total += to - from;
      from = a;
      to = b;
    } else if (b > to) to = b;
  }
  if (to > from) total += to - from;
  return total;
}
