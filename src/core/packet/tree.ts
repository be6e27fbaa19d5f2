// Kesavan–Panda Sec. 4.3.2, Fig. 11: a k-binomial tree built on an ordering of the nodes, the source
// first. The source's i-th child (0-based, served in step i) covers a block of the chain at its right
// end: N(s−1,k) places for the first, N(s−2,k) for the next, … and each child covers its block the
// same way. For n below N(L1,k), Fig. 11 read literally leaves the root too few children; the balanced
// fill (docs/cost-models.md) keeps min(k, L1, n−1) children and depth L1: each child gets one node, then the
// deepest subtrees are filled up to N(L1−1−i,k). Children come largest subtree first.
// Also: the checks that turn any plan (a user's edit too) into a tree, or a PlanError.
import { PlanError } from "../family";
import type { PacketPlan } from "./scenario";
import { coverageTable, singlePacketSteps } from "./theory";

/** Sizes of the root's subtrees, in send order, for a block of `size` nodes (root included). */
export function subtreeSizes(size: number, k: number): number[] {
  if (size <= 1) return [];
  const depth = singlePacketSteps(size, k);
  const childCount = Math.min(k, depth, size - 1);
  const coverage = coverageTable(depth, k);
  const sizes: number[] = new Array<number>(childCount).fill(1);
  let remaining = size - 1 - childCount;
  for (let i = 0; i < childCount && remaining > 0; i++) {
    const capacity = coverage[depth - 1 - i] as number;
    const add = Math.min(remaining, capacity - 1);
    sizes[i] = 1 + add;
    remaining -= add;
  }
  return sizes;
}

/**
 * The k-binomial tree on `order` (order[0] is the source): children[v] in send order. k = 1 gives the
 * linear chain, k = ⌈log2 n⌉ the binomial tree.
 */
export function buildKBinomialTree(order: readonly number[], k: number): PacketPlan {
  const n = order.length;
  const children: number[][] = Array.from({ length: n }, () => []);
  // Blocks of the chain [start, start + size), the first node of each being the block's root.
  const stack: [number, number][] = [[0, n]];
  while (stack.length > 0) {
    const [start, size] = stack.pop() as [number, number];
    const root = order[start] as number;
    let end = start + size;
    for (const childSize of subtreeSizes(size, k)) {
      const childStart = end - childSize;
      children[root]?.push(order[childStart] as number);
      stack.push([childStart, childSize]);
      end = childStart;
    }
  }
  return { children };
}

/** A plan checked to be a tree spanning every node from the source. */
export interface TreeShape {
  readonly n: number;
  readonly source: number;
  /** parent[v], −1 for the source. */
  readonly parent: readonly number[];
  readonly children: readonly (readonly number[])[];
  /** childIndex[v]: v's place in its parent's send order (−1 for the source). */
  readonly childIndex: readonly number[];
  /** Nodes parents first (breadth-first from the source). */
  readonly topDown: readonly number[];
  /** Nodes in v's subtree, v included. */
  readonly subtreeSize: readonly number[];
}

/** Checks a plan is a spanning tree rooted at `source`; a PlanError names the node otherwise. */
export function treeShape(plan: PacketPlan, n: number, source: number): TreeShape {
  if (plan.children.length !== n) {
    throw new PlanError(`the plan lists children for ${plan.children.length} nodes; the scenario has ${n}`);
  }
  const parent = new Array<number>(n).fill(-2);
  const childIndex = new Array<number>(n).fill(-1);
  parent[source] = -1;
  plan.children.forEach((list, v) => {
    list.forEach((c, i) => {
      if (!Number.isInteger(c) || c < 0 || c >= n) {
        throw new PlanError(`P${v}'s child ${c} is not a node (0…${n - 1})`, v);
      }
      if (c === source) throw new PlanError(`P${v} cannot send to the source P${source}`, v);
      if (parent[c] !== -2) {
        throw new PlanError(`P${c} has two parents (P${parent[c]} and P${v}); a tree gives one`, c);
      }
      parent[c] = v;
      childIndex[c] = i;
    });
  });
  const missing = parent.findIndex((p) => p === -2);
  if (missing >= 0)
    throw new PlanError(`P${missing} is in no child list: it would never get the message`, missing);
  const topDown: number[] = [source];
  for (let head = 0; head < topDown.length; head++) {
    for (const c of plan.children[topDown[head] as number] ?? []) topDown.push(c);
  }
  if (topDown.length < n) {
    const seen = new Set(topDown);
    const cut = parent.findIndex((_, v) => !seen.has(v));
    throw new PlanError(`P${cut} is on a cycle cut off from the source P${source}`, cut);
  }
  const subtreeSize = new Array<number>(n).fill(1);
  for (let i = n - 1; i > 0; i--) {
    const v = topDown[i] as number;
    const p = parent[v] as number;
    subtreeSize[p] = (subtreeSize[p] as number) + (subtreeSize[v] as number);
  }
  return { n, source, parent, children: plan.children, childIndex, topDown, subtreeSize };
}

/** The largest number of children of any node: the k of a k-binomial tree. */
export function maxChildren(tree: TreeShape): number {
  return tree.children.reduce((m, list) => Math.max(m, list.length), 0);
}
