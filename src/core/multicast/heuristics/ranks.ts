// Messages ranked by size: ascending l_k, then index. For a fixed sender and receiver every term of the
// completion time of Eq. 5–6 — S(i, l_k), X(i, j)·l_k, R(j, l_k) — is a non-decreasing function of l_k
// (the costs are Sc + Sm·l with Sm ≥ 0, and rounded sums and products are monotone), and so is the
// preemptive send time of an early message (Figs 13–16: a larger send cost walks at least as far). So for
// one sender and one receiver, the message of lowest rank among those the sender can send early is the
// best, and equal sizes give equal times, where the lower index wins (docs/cost-models.md, multicast).
// Sets of messages are bit sets over ranks, 32 to an Int32 word.
import type { MulticastModel } from "../model";

export interface MessageRanks {
  /** rank[k]: position of message k in (l_k, k) order. */
  readonly rank: Int32Array;
  /** byRank[r]: the message of rank r. */
  readonly byRank: Int32Array;
  /** Int32 words per bit set. */
  readonly words: number;
}

export function rankMessages(model: MulticastModel): MessageRanks {
  const { m, bytes } = model;
  const byRank = new Int32Array(m);
  for (let k = 0; k < m; k++) byRank[k] = k;
  byRank.sort((a, b) => (bytes[a] as number) - (bytes[b] as number) || a - b);
  const rank = new Int32Array(m);
  for (let r = 0; r < m; r++) rank[byRank[r] as number] = r;
  return { rank, byRank, words: (m + 31) >> 5 };
}

/**
 * The lowest bit set in both a[aAt…] and b[bAt…] over `words` words, or -1; words below `from` are known to
 * be zero in one of them and are skipped.
 */
export function firstCommon(
  a: Int32Array,
  aAt: number,
  b: Int32Array,
  bAt: number,
  words: number,
  from = 0,
): number {
  for (let w = from; w < words; w++) {
    const x = (a[aAt + w] as number) & (b[bAt + w] as number);
    if (x !== 0) return (w << 5) + 31 - Math.clz32(x & -x);
  }
  return -1;
}

/** The lowest bit above `after` set in both a[aAt…] and b[bAt…], or -1. */
export function nextCommon(
  a: Int32Array,
  aAt: number,
  b: Int32Array,
  bAt: number,
  words: number,
  after: number,
): number {
  const from = after + 1;
  let w = from >> 5;
  if (w >= words) return -1;
  let x = (a[aAt + w] as number) & (b[bAt + w] as number) & (-1 << (from & 31));
  for (;;) {
    if (x !== 0) return (w << 5) + 31 - Math.clz32(x & -x);
    if (++w >= words) return -1;
    x = (a[aAt + w] as number) & (b[bAt + w] as number);
  }
}
