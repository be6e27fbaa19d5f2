import { describe, expect, it } from "vitest";
import {
  dropOutcome,
  groupingText,
  moveToCluster,
  promote,
  roleOf,
} from "../../../../src/ui/families/allgather/regroup";
import { groupingIssues } from "../../../../src/core/allgather/grouping";

// The cost model's grouping of the 8 workstations (two-step, m = 2).
const PAIRS = [
  [0, 4, 6, 2],
  [1, 5, 7, 3],
];

const changed = (o: ReturnType<typeof dropOutcome>) => {
  if (o.kind !== "changed") throw new Error(`expected a change, got ${JSON.stringify(o)}`);
  expect(groupingIssues(o.groups, 8)).toEqual([]);
  return o;
};

describe("roleOf", () => {
  it("names the cluster and whether the node is its agent", () => {
    expect(roleOf(PAIRS, 1)).toEqual({ cluster: 1, isAgent: true });
    expect(roleOf(PAIRS, 6)).toEqual({ cluster: 0, isAgent: false });
    expect(roleOf(PAIRS, 9)).toBeNull();
  });
});

describe("moveToCluster", () => {
  it("moves a client alone to the end of the other cluster", () => {
    const o = changed(moveToCluster(PAIRS, 6, 1));
    expect(o.groups).toEqual([
      [0, 4, 2],
      [1, 5, 7, 3, 6],
    ]);
    expect(o.summary).toBe("P6 is now a client of P1");
  });
  it("folds an agent's whole cluster into the target (one agent fewer)", () => {
    const o = changed(moveToCluster(PAIRS, 1, 0));
    expect(o.groups).toEqual([[0, 4, 6, 2, 1, 5, 7, 3]]);
    expect(o.summary).toBe("P1 and its 3 clients are now clients of P0");
  });
  it("leaves a node in its own cluster unchanged", () => {
    expect(moveToCluster(PAIRS, 6, 0)).toEqual({ kind: "unchanged" });
  });
});

describe("promote", () => {
  it("makes a client the agent of a new cluster", () => {
    const o = changed(promote(PAIRS, 7));
    expect(o.groups).toEqual([[0, 4, 6, 2], [1, 5, 3], [7]]);
    expect(o.summary).toBe("P7 is now an agent (3 agents)");
  });
  it("does nothing to an agent", () => {
    expect(promote(PAIRS, 0)).toEqual({ kind: "unchanged" });
  });
});

describe("dropOutcome", () => {
  it("joins the agent's cluster when dropped on an agent or inside its disc", () => {
    expect(changed(dropOutcome(PAIRS, 4, { kind: "node", node: 1 })).groups[1]).toEqual([1, 5, 7, 3, 4]);
    expect(changed(dropOutcome(PAIRS, 4, { kind: "cluster", cluster: 1 })).groups[1]).toEqual([
      1, 5, 7, 3, 4,
    ]);
  });
  it("promotes when dropped on empty space", () => {
    expect(changed(dropOutcome(PAIRS, 4, { kind: "empty" })).groups).toHaveLength(3);
  });
  it("refuses a client as the server of another node, naming assumption 5 and the way out", () => {
    const o = dropOutcome(PAIRS, 4, { kind: "node", node: 5 });
    expect(o.kind).toBe("refused");
    if (o.kind === "refused") {
      expect(o.message).toContain("P5 is a client");
      expect(o.message).toContain("assumption 5");
      expect(o.message).toContain("Drop P4 on P1");
    }
  });
  it("treats a drop on itself or on a sibling client as no change", () => {
    expect(dropOutcome(PAIRS, 4, { kind: "node", node: 4 })).toEqual({ kind: "unchanged" });
    expect(dropOutcome(PAIRS, 4, { kind: "node", node: 6 })).toEqual({ kind: "unchanged" });
  });
});

describe("groupingText", () => {
  it("lists each agent with its clients", () => {
    expect(groupingText([[0, 4], [1]])).toBe("P0: P4 · P1 (no clients)");
  });
});
