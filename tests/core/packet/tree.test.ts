import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PlanError } from "../../../src/core/family";
import { coverageTable, maxK, singlePacketSteps } from "../../../src/core/packet/theory";
import { buildKBinomialTree, maxChildren, subtreeSizes, treeShape } from "../../../src/core/packet/tree";

const identity = (n: number) => Array.from({ length: n }, (_, i) => i);

/** Steps packet 0 needs on a tree: child i of a node is served i steps after the first. */
function depthInSteps(children: readonly (readonly number[])[], root: number): number {
  let worst = 0;
  const visit = (v: number, at: number) => {
    worst = Math.max(worst, at);
    (children[v] ?? []).forEach((c, i) => visit(c, at + 1 + i));
  };
  visit(root, 0);
  return worst;
}

const nk = fc
  .integer({ min: 2, max: 300 })
  .chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 1, max: maxK(n) })));

describe("subtreeSizes", () => {
  it("fills Fig. 11's blocks exactly when n = N(s,k)", () => {
    // n = N(5,3) = 28: the blocks are N(4,3), N(3,3), N(2,3) = 15, 8, 4.
    expect(subtreeSizes(28, 3)).toEqual([15, 8, 4]);
    expect(subtreeSizes(16, 4)).toEqual([8, 4, 2, 1]);
  });
  it("keeps min(k, L1, n−1) children below N(s,k) and fills the deepest first", () => {
    // n = 16, k = 3: L1 = 5, capacities 15, 8, 4; one node each, then 12 more into the first.
    expect(subtreeSizes(16, 3)).toEqual([13, 1, 1]);
    expect(subtreeSizes(5, 2)).toEqual([3, 1]);
    expect(subtreeSizes(2, 3)).toEqual([1]);
    expect(subtreeSizes(1, 3)).toEqual([]);
  });
  it("stays within N(L1−1−i,k) and sums to n − 1", () => {
    fc.assert(
      fc.property(nk, ([n, k]) => {
        const sizes = subtreeSizes(n, k);
        const depth = singlePacketSteps(n, k);
        const coverage = coverageTable(depth, k);
        expect(sizes.length).toBe(Math.min(k, depth, n - 1));
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(n - 1);
        sizes.forEach((size, i) => expect(size).toBeLessThanOrEqual(coverage[depth - 1 - i] as number));
      }),
      { numRuns: 200 },
    );
  });
});

describe("buildKBinomialTree", () => {
  it("builds Fig. 5(a)'s binomial tree and Fig. 5(b)'s chain", () => {
    expect(buildKBinomialTree(identity(4), 2).children).toEqual([[2, 1], [], [3], []]);
    expect(buildKBinomialTree(identity(4), 1).children).toEqual([[1], [2], [3], []]);
  });
  it("builds the 8-node binomial tree of Fig. 8 with blocks at the right end of the chain", () => {
    expect(buildKBinomialTree(identity(8), 3).children).toEqual([
      [4, 2, 1],
      [],
      [3],
      [],
      [6, 5],
      [],
      [7],
      [],
    ]);
  });
  it("keeps depth L1, at most k children, the root with k, and largest subtree first", () => {
    fc.assert(
      fc.property(nk, ([n, k]) => {
        const plan = buildKBinomialTree(identity(n), k);
        const tree = treeShape(plan, n, 0);
        expect(depthInSteps(plan.children, 0)).toBe(singlePacketSteps(n, k));
        expect(maxChildren(tree)).toBe(k);
        expect(plan.children[0]?.length).toBe(k);
        for (const list of plan.children) {
          const sizes = list.map((c) => tree.subtreeSize[c] as number);
          expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
        }
      }),
      { numRuns: 200 },
    );
  });
  it("keeps a user-given order: the tree is the identity tree relabelled", () => {
    fc.assert(
      fc.property(
        nk.chain(([n, k]) => fc.tuple(fc.constant(k), fc.shuffledSubarray(identity(n), { minLength: n }))),
        ([k, order]) => {
          const base = buildKBinomialTree(identity(order.length), k).children;
          const mapped = buildKBinomialTree(order, k).children;
          base.forEach((list, pos) => {
            expect(mapped[order[pos] as number]).toEqual(list.map((c) => order[c]));
          });
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("treeShape", () => {
  const n = 4;
  it("derives parents, sibling places and subtree sizes", () => {
    const t = treeShape({ children: [[2, 1], [], [3], []] }, n, 0);
    expect(t.parent).toEqual([-1, 0, 0, 2]);
    expect(t.childIndex).toEqual([-1, 1, 0, 0]);
    expect(t.subtreeSize).toEqual([4, 1, 2, 1]);
    expect(t.topDown).toEqual([0, 2, 1, 3]);
  });
  const bad: [string, number[][], RegExp][] = [
    ["wrong length", [[1], [2]], /children for 2 nodes; the scenario has 4/],
    ["no such node", [[1, 9], [2], [3], []], /child 9 is not a node/],
    ["sending to the source", [[1], [2], [3], [0]], /cannot send to the source/],
    ["two parents", [[1, 2], [2], [3], []], /P2 has two parents/],
    ["a node left out", [[1], [2], [], []], /P3 is in no child list/],
    ["a cycle", [[1], [], [3], [2]], /P2 is on a cycle/],
  ];
  for (const [what, children, message] of bad) {
    it(`rejects ${what} with a PlanError naming the node`, () => {
      expect(() => treeShape({ children }, n, 0)).toThrow(PlanError);
      expect(() => treeShape({ children }, n, 0)).toThrow(message);
    });
  }
});
