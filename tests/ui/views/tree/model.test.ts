// The tree view at scale (issue 14): a tree is built alone, from the schedule's columns, when shown —
// never the other messages' trees, the task objects or the decisions behind them.
import { describe, expect, it } from "vitest";
import { MULTICAST_ALGORITHMS } from "../../../../src/core/multicast/algorithms";
import { replay } from "../../../../src/core/multicast/replay";
import type { MulticastScenario } from "../../../../src/core/multicast/scenario";
import { parseScenario } from "../../../../src/core/scenario/document";
import { packSchedule, unpackSchedule } from "../../../../src/core/schedule/pack";
import type { Schedule } from "../../../../src/core/schedule/types";
import { throwingOnRead } from "../fixtures";
import { layoutTree, reachStep } from "../../../../src/ui/views/tree/layout";
import { messageOfTree, messageTree, messageTreeCount } from "../../../../src/ui/views/tree/model";
import { treeBodySvg, treeOverviewSvg, treeShape } from "../../../../src/ui/views/tree/svg";

const scenario = parseScenario({
  version: 1,
  kind: "multicast",
  generator: { id: "multicast-random@1", params: { nodes: 9, pattern: "all-to-all" }, seed: 3 },
}) as MulticastScenario;

/** A schedule as the app holds it (unpacked from the worker's reply): its trees, tasks and steps lazy. */
function received(): Schedule {
  const alg = MULTICAST_ALGORITHMS.find((a) => a.id === "wr");
  if (!alg) throw new Error("no WR");
  const out = alg.run(scenario, {});
  return unpackSchedule(packSchedule(replay(scenario, out.plan, "wr", out.steps).schedule));
}

/** The same, with `tasks`, `trees` and `steps` throwing when read (they are still lazy getters). */
function untouchable(): Schedule {
  const s = received();
  return throwingOnRead(s, ["tasks", "trees", "steps"]);
}

describe("the tree model", () => {
  const reference = received();
  const trees = reference.trees ?? [];

  it("builds one message's tree from the columns, equal to the one built with all the others", () => {
    const s = untouchable();
    expect(trees).toHaveLength(9);
    expect(messageTreeCount(s)).toBe(9);
    for (let k = 0; k < 9; k++) {
      expect(messageOfTree(s, k)).toBe(k);
      expect(messageTree(s, k)).toEqual(trees[k]);
    }
  });

  it("keeps each tree per schedule", () => {
    const s = untouchable();
    expect(messageTree(s, 4)).toBe(messageTree(s, 4));
    expect(messageTree(s, 9)).toBeUndefined();
  });

  it("uses trees already built (or given) as they are", () => {
    const s = received();
    const built = s.trees ?? [];
    expect(messageTree(s, 2)).toBe(built[2]);
    expect(messageTreeCount(s)).toBe(9);
  });

  it("finds who each decision reached from the packed steps, as from the step objects", () => {
    const s = untouchable();
    for (let k = 0; k < 9; k++) {
      const expected = new Map<number, number>();
      reference.steps.forEach((st, d) => {
        if (st.message === k && !expected.has(st.receiver)) expected.set(st.receiver, d);
      });
      expect([...reachStep(s, k)]).toEqual([...expected]);
    }
  });

  it("lays a tree out without reading the decisions unless stepping through them", () => {
    const s = untouchable();
    const t = messageTree(s, 3);
    if (!t) throw new Error("no tree");
    const l = layoutTree(t, s, { width: 600, height: 400 });
    expect(l.nodes).toHaveLength(9);
    expect(l.nodes.every((n) => !n.faded)).toBe(true);
    const stepping = layoutTree(t, s, { width: 600, height: 400 }, { step: 0 });
    expect(stepping.nodes.filter((n) => n.faded)).toHaveLength(8);
  });
});

describe("the overview of a tree", () => {
  const s = received();
  const t = messageTree(s, 0);
  if (!t) throw new Error("no tree");
  const l = layoutTree(t, s, { width: 600, height: 400 });

  it("draws the whole tree in a few paths, without labels", () => {
    const svg = treeOverviewSvg(l, { selected: 3 });
    expect(svg).not.toContain("<text");
    expect(svg.match(/<path/g)?.length ?? 0).toBeLessThanOrEqual(6);
    expect(svg).toContain('data-nodes="9"');
    expect(svg).toContain('vector-effect="non-scaling-stroke"');
    // Every edge is in it.
    expect(svg.match(/L/g)?.length).toBe(l.edges.length);
    expect(treeBodySvg(l).match(/<text/g)?.length ?? 0).toBeGreaterThan(9);
  });

  it("says how deep the tree is and how many the source sends to", () => {
    const shape = treeShape(l);
    expect(shape.depth).toBe(Math.max(...l.nodes.map((n) => n.depth)));
    expect(shape.fanOut).toBe(t.children[t.root]?.length);
  });
});
