import { describe, expect, it } from "vitest";
import { allgatherScenarioSchema } from "../../../src/core/allgather/scenario";
import { groupingIssues } from "../../../src/core/allgather/grouping";
import { parseScenario } from "../../../src/core/scenario/document";
import { ScenarioError } from "../../../src/core/scenario/errors";
import { eightWorkstations } from "../../../src/core/allgather/presets";

const issuesOf = (doc: Record<string, unknown>): string[] => {
  try {
    parseScenario({ ...eightWorkstations(), ...doc });
    return [];
  } catch (e) {
    if (!(e instanceof ScenarioError)) throw e;
    return e.issues.map((i) => `${i.path}: ${i.message}`);
  }
};

describe("allgather scenario schema", () => {
  it("reads the 8-workstation document with its defaults", () => {
    const s = parseScenario(eightWorkstations());
    expect(s).toMatchObject({ kind: "allgather", timeUnit: "us", seed: 1, agents: null, clusters: null });
  });
  it("reads serveOrder: absent (the paper's assignment order), either named order, or a message", () => {
    expect(parseScenario(eightWorkstations())).not.toHaveProperty("serveOrder");
    expect(parseScenario({ ...eightWorkstations(), serveOrder: "largest-end-first" })).toMatchObject({
      serveOrder: "largest-end-first",
    });
    expect(issuesOf({ serveOrder: "assignment" })).toEqual([]);
    expect(issuesOf({ serveOrder: "fastest" })).toEqual([
      'serveOrder: serveOrder must be "assignment" or "largest-end-first"',
    ]);
  });
  it("accepts one number for every T_end", () => {
    expect(issuesOf({ tEnd: 300 })).toEqual([]);
  });
  it.each([
    [
      {
        clusters: [
          [0, 1, 2, 3],
          [3, 4, 5, 6, 7],
        ],
      },
      "clusters[1][0]: P3 is in two clusters (cluster 0 and cluster 1)",
    ],
    [
      {
        clusters: [
          [0, 1, 2, 3],
          [4, 5, 6, 7, 8],
        ],
      },
      "clusters[1][4]: P8 is not a node (there are 8: P0…P7)",
    ],
    [
      { clusters: [[0, 1, 2, 3], [], [4, 5, 6, 7]] },
      "clusters[1]: a cluster cannot be empty: it needs its agent first",
    ],
    [
      {
        clusters: [
          [0, 1, 2, 3],
          [4, 5, 6],
        ],
      },
      "clusters: P7 is in no cluster; every node must be in exactly one",
    ],
    [{ agents: 9 }, "agents: must be at most the 8 nodes"],
    [{ agents: 0 }, "agents: agents must be at least 1"],
    [{ tEnd: [[0, 1]] }, "tEnd: must have 8 rows (one per node), has 1"],
    [
      { tEnd: 100 },
      "tEnd: T_end(P0→P4) = 100 is less than T_recv(P4) = 130; T_end includes the receive overhead",
    ],
    [{ nodes: [{ tSend: 90 }] }, "nodes[0].tRecv: tRecv (T_recv) is required"],
    [
      {
        nodes: [
          { tSend: 0, tRecv: 1 },
          { tSend: 1, tRecv: 1 },
        ],
        tEnd: 5,
      },
      "nodes[0].tSend: tSend (T_send) must be > 0",
    ],
    [{ speed: 3 }, ': unknown field "speed"'],
  ])("rejects %j naming the field", (doc, message) => {
    expect(issuesOf(doc)).toContain(message);
  });
  it("names a too-small T_end cell in a matrix", () => {
    const tEnd = eightWorkstations().tEnd as number[][];
    const bad = tEnd.map((row) => row.slice());
    (bad[2] as number[])[6] = 100;
    expect(issuesOf({ tEnd: bad })).toContain(
      "tEnd[2][6]: T_end(P2→P6) = 100 is less than T_recv(P6) = 130; T_end includes the receive overhead",
    );
  });
  it("limits the number of nodes", () => {
    const nodes = Array.from({ length: 257 }, () => ({ tSend: 1, tRecv: 1 }));
    const r = allgatherScenarioSchema.safeParse({ version: 1, kind: "allgather", nodes, tEnd: 5 });
    expect(r.success).toBe(false);
    expect(r.error?.issues.some((i) => i.message === "nodes is limited to 256")).toBe(true);
  });
});

describe("groupingIssues", () => {
  it("is empty for a partition", () => {
    expect(groupingIssues([[1, 0], [2]], 3)).toEqual([]);
  });
  it("reports a node listed twice in one cluster and no clusters at all", () => {
    expect(groupingIssues([[0, 1, 1], [2]], 3)[0]?.message).toBe("P1 is listed twice in cluster 0");
    expect(groupingIssues([], 3)[0]?.message).toBe("needs at least one cluster");
  });
});
