// @vitest-environment jsdom
// The tree view on a schedule as the app holds it (columns, lazy trees/tasks/steps): it shows the
// picked message's tree without reading `trees`, `tasks` or `steps`, and a tree far wider than the
// panel opens fitted, as an overview of its shape.
import { act } from "react";
import { describe, expect, it } from "vitest";
import type { RunResult } from "../../../../src/core/family";
import { MULTICAST_ALGORITHMS } from "../../../../src/core/multicast/algorithms";
import { replay } from "../../../../src/core/multicast/replay";
import type { MulticastScenario } from "../../../../src/core/multicast/scenario";
import type { Scenario } from "../../../../src/core/registry";
import { parseScenario } from "../../../../src/core/scenario/document";
import { packSchedule, unpackSchedule } from "../../../../src/core/schedule/pack";
import type { Schedule } from "../../../../src/core/schedule/types";
import { throwingOnRead } from "../fixtures";
import { TreeView } from "../../../../src/ui/views/tree/TreeView";
import { renderer } from "../../render";

const { mount } = renderer();

function scenarioOf(nodes: number): MulticastScenario {
  return parseScenario({
    version: 1,
    kind: "multicast",
    generator: { id: "multicast-random@1", params: { nodes, pattern: "all-to-all" }, seed: 3 },
  }) as MulticastScenario;
}

/** WR's schedule as unpacked from the worker's reply, with `tasks`, `trees` and `steps` throwing. */
function untouchable(scenario: MulticastScenario): Schedule {
  const alg = MULTICAST_ALGORITHMS.find((a) => a.id === "wr");
  if (!alg) throw new Error("no WR");
  const out = alg.run(scenario, {});
  const s = unpackSchedule(packSchedule(replay(scenario, out.plan, "wr", out.steps).schedule));
  return throwingOnRead(s, ["tasks", "trees", "steps"]);
}

function view(nodes: number) {
  const scenario = scenarioOf(nodes);
  const result: RunResult = {
    schedule: untouchable(scenario),
    details: {},
    algorithm: "wr",
    edited: false,
    plan: null,
  };
  return mount(<TreeView result={result} scenario={scenario as unknown as Scenario} />);
}

describe("TreeView on a packed schedule", () => {
  it("draws the picked message's tree alone, building no other", () => {
    const el = view(9);
    expect(el.querySelectorAll('[role="tab"]')).toHaveLength(9);
    expect(el.querySelectorAll(".sx-tree-panel")).toHaveLength(1);
    expect(el.querySelectorAll("[data-node]")).toHaveLength(9);
    act(() => (el.querySelectorAll('[role="tab"]')[4] as HTMLButtonElement).click());
    expect(el.querySelector(".sx-tree-title")?.textContent).toContain("m4");
    expect(el.querySelectorAll("[data-node]")).toHaveLength(9);
  });

  it("lists the messages of a large schedule and opens a tree far wider than the panel as an overview", () => {
    const el = view(64);
    expect(el.querySelectorAll("select option")).toHaveLength(64);
    const fit = [...el.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].find((i) =>
      i.parentElement?.textContent?.includes("fit to panel"),
    );
    expect(fit?.checked).toBe(true);
    expect(el.querySelector(".sx-tree-overview")).not.toBeNull();
    expect(el.querySelectorAll("[data-node]")).toHaveLength(0);
    expect(el.querySelector('[data-testid="tree-overview-note"]')?.textContent).toContain(
      "overview of 64 nodes",
    );
    // Unticked: the tree at full size, every node drawn and labelled.
    act(() => fit?.click());
    expect(el.querySelector(".sx-tree-overview")).toBeNull();
    expect(el.querySelectorAll("[data-node]")).toHaveLength(64);
  });
});

describe("TreeView from the keyboard", () => {
  it("↓ walks the tree from its source, and the selected node is written out for screen readers", () => {
    const el = view(5);
    const tree = el.querySelector<SVGSVGElement>("svg.sx-tree-svg")!;
    const said = () => el.querySelector('[data-testid="tree-selection"]')?.textContent ?? "";
    expect(el.querySelector('[data-testid="tree-selection"]')?.getAttribute("aria-live")).toBe("polite");
    expect(said()).toBe("");
    const down = () =>
      act(() => {
        tree.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
      });
    down();
    expect(said()).toMatch(/^P0: the source of m0; sends it to \d+: P\d/);
    const visited = [said()];
    for (let k = 0; k < 4; k++) {
      down();
      visited.push(said());
    }
    // Five nodes, each once, each with when it has the message and from whom.
    expect(new Set(visited.map((t) => t.split(":")[0])).size).toBe(5);
    for (const t of visited.slice(1))
      expect(t).toMatch(/^P\d: has m0 at [\d.]+ µs, from P\d \(its send \d of \d\); relays it to /);
    // ↑: the parent of the last node.
    act(() => {
      tree.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowUp", bubbles: true }));
    });
    expect(said()).toMatch(/^P\d: (the source|has m0)/);
    expect(said()).not.toBe(visited[4]);
  });
});
