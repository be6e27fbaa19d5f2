// The trees the tree view shows, one message at a time: a 1024-node all-to-all has 1024 trees of 1024
// nodes, and building them all (or the two million task objects behind them) to draw one would hold
// the page for a second. Each tree is built when first shown, from the schedule's columns
// (core/schedule/pack.ts treeAt), and kept per schedule (schedules are immutable).
import { treeAt, treeCount, treeMessageAt } from "../../../core/schedule/pack";
import type { MessageTree, Schedule } from "../../../core/schedule/types";

const cache = new WeakMap<Schedule, Map<number, MessageTree | undefined>>();

/** How many trees the schedule has (none built). */
export function messageTreeCount(s: Schedule): number {
  return treeCount(s);
}

/** The message of tree i (none built). */
export function messageOfTree(s: Schedule, i: number): number {
  return treeMessageAt(s, i) ?? i;
}

/** Tree i of the schedule (its index in `trees`), built on first use and kept. */
export function messageTree(s: Schedule, i: number): MessageTree | undefined {
  let built = cache.get(s);
  if (!built) cache.set(s, (built = new Map()));
  if (!built.has(i)) built.set(i, treeAt(s, i));
  return built.get(i);
}

/** Trees from..to−1 (clamped to the schedule's). */
export function messageTrees(s: Schedule, from: number, to: number): MessageTree[] {
  const out: MessageTree[] = [];
  for (let i = Math.max(0, from); i < Math.min(to, treeCount(s)); i++) {
    const t = messageTree(s, i);
    if (t) out.push(t);
  }
  return out;
}
