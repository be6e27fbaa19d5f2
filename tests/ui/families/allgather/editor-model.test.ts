import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allgatherScenarioSchema } from "../../../../src/core/allgather/scenario";
import { eightWorkstations } from "../../../../src/core/allgather/presets";
import {
  addNodeLike,
  clustersText,
  currentClassLatencies,
  fastestNode,
  fillByClass,
  firstTooFastPair,
  nodeList,
  PAPER_LATENCIES,
  parseClustersText,
  removeNode,
  slowestNode,
  speedClasses,
} from "../../../../src/ui/families/allgather/editor-model";
import { eight } from "./run";

describe("speedClasses", () => {
  it("puts the paper's UltraSparc2s (P0–P3) in the fast class", () => {
    const c = speedClasses(eight().nodes);
    expect(c.fast).toEqual([true, true, true, true, false, false, false, false]);
    expect(c.threshold).toBe((160 + 290) / 2);
  });
});

describe("fillByClass", () => {
  it("rebuilds Sec. 6's T_end matrix from 250 / 350 / 450 µs", () => {
    expect(fillByClass(eight().nodes, PAPER_LATENCIES)).toEqual(eightWorkstations().tEnd);
  });
});

describe("currentClassLatencies", () => {
  it("reads the class values back from the matrix, and defaults to the paper's", () => {
    expect(currentClassLatencies(eight())).toEqual(PAPER_LATENCIES);
    const uniform = eight({ nodes: eight().nodes.map(() => ({ tSend: 90, tRecv: 70 })), tEnd: 300 });
    expect(currentClassLatencies(uniform)).toEqual({ ...PAPER_LATENCIES, fastFast: 300 });
  });
});

describe("nodeList", () => {
  it("collapses runs", () => {
    expect(nodeList([0, 1, 2, 3, 6, 8, 9])).toBe("P0–P3, P6, P8–P9");
    expect(nodeList([])).toBe("");
  });
});

describe("firstTooFastPair", () => {
  it("is null on the paper's cluster (every T_end ≥ T_send + T_recv)", () => {
    expect(firstTooFastPair(eight())).toBeNull();
  });
  it("names the first pair where the multicast model cannot express T_end", () => {
    const p = firstTooFastPair(eight({ tEnd: 200 }));
    expect(p).toMatchObject({ from: 0, to: 4 });
    expect(p?.message).toBe("T_end(P0→P4) = 200 is less than T_send(P0) + T_recv(P4) = 220");
  });
});

describe("clustersText / parseClustersText", () => {
  const groups = [[0, 4, 5], [1, 6, 7], [2]];
  it("round-trips", () => {
    expect(clustersText(groups)).toBe("P0: P4 P5; P1: P6 P7; P2");
    expect(parseClustersText(clustersText(groups))).toEqual({ groups });
  });
  it("reads plain numbers, lines and JSON", () => {
    expect(parseClustersText("0 4 5\n1, 6, 7")).toEqual({ groups: [groups[0], groups[1]] });
    expect(parseClustersText("[[0,4],[1]]")).toEqual({ groups: [[0, 4], [1]] });
  });
  it("names what it cannot read", () => {
    expect(parseClustersText("P0: Q4")).toEqual({ error: 'cluster 1: "Q4" is not a node (write P3 or 3)' });
    expect(parseClustersText('[[0,"a"]]')).toHaveProperty("error");
    expect(parseClustersText("  ")).toHaveProperty("error");
  });
});

describe("fastestNode / slowestNode", () => {
  it("pick by T_send + T_recv, lower index on ties", () => {
    expect(fastestNode(eight().nodes)).toBe(0);
    expect(slowestNode(eight().nodes)).toBe(4);
  });
});

describe("removeNode / addNodeLike", () => {
  it("removes a node's row, column and cluster place; its first client takes over as agent", () => {
    const s = removeNode(
      eight({
        agents: 8,
        clusters: [
          [0, 4, 6],
          [1, 5, 7, 2, 3],
        ],
      }),
      0,
    );
    expect(s.nodes).toHaveLength(7);
    expect(s.clusters).toEqual([
      [3, 5],
      [0, 4, 6, 1, 2],
    ]);
    expect(s.agents).toBe(7);
    expect((s.tEnd as number[][])[0]).toEqual([0, 250, 250, 350, 350, 350, 350]);
  });
  it("adds a copy with the same latencies, and the like-for-like latency to itself", () => {
    const s = addNodeLike(eight(), 4);
    const t = s.tEnd as number[][];
    expect(s.nodes[8]).toEqual({ tSend: 160, tRecv: 130 });
    expect(t[8]).toEqual([350, 350, 350, 350, 450, 450, 450, 450, 0]);
    expect(t.map((row) => row[8])).toEqual([350, 350, 350, 350, 450, 450, 450, 450, 0]);
  });
  it("keeps any scenario valid under the schema", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant("add"), fc.nat(20)), { minLength: 1, maxLength: 8 }),
        fc.boolean(),
        (ops, explicit) => {
          let s = eight(
            explicit
              ? {
                  clusters: [
                    [0, 4, 6],
                    [1, 5, 7],
                    [2, 3],
                  ],
                  agents: 3,
                }
              : {},
          );
          for (const op of ops) {
            if (op === "add") s = addNodeLike(s, s.nodes.length - 1);
            else if (s.nodes.length > 2) s = removeNode(s, op % s.nodes.length);
            const parsed = allgatherScenarioSchema.safeParse(s);
            expect(parsed.success ? "" : parsed.error.message).toBe("");
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
