// @vitest-environment jsdom
// Smoke tests of the allgather views and editor in jsdom: they render the paper's run and turn a
// person's action into the right scenario change.
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { AllgatherScenario } from "../../../../src/core/allgather";
import type { ScenarioDoc } from "../../../../src/core/family";
import type { Scenario } from "../../../../src/core/registry";
import { ClusterView } from "../../../../src/ui/families/allgather/ClusterView";
import { CostChartView } from "../../../../src/ui/families/allgather/CostChartView";
import { AllgatherEditor } from "../../../../src/ui/families/allgather/Editor";
import { FamilyCompareView } from "../../../../src/ui/families/allgather/FamilyCompareView";
import { button, renderer } from "../../render";
import { eight, runEight } from "./run";

const { mount } = renderer();

describe("ClusterView", () => {
  it("draws every node, and making a client an agent proposes the explicit grouping", () => {
    const onScenarioChange = vi.fn();
    const el = mount(
      <ClusterView
        scenario={eight() as unknown as Scenario}
        result={runEight("two-step")}
        selection="node:7"
        onScenarioChange={onScenarioChange}
      />,
    );
    expect(el.querySelectorAll("[data-testid^='cluster-node-P']")).toHaveLength(8);
    expect(el.textContent).toContain("2 agents, 6 clients");
    act(() => button(el, "Make P7 an agent").click());
    const next = onScenarioChange.mock.calls[0]![0] as AllgatherScenario;
    expect(next.clusters).toEqual([[0, 2, 4, 6], [1, 3, 5], [7]]);
    expect(el.querySelector("[data-testid='cluster-message']")?.textContent).toContain(
      "P7 is now an agent (3 agents)",
    );
  });
});

describe("CostChartView", () => {
  it("draws both algorithms' charts with the chosen m", () => {
    const el = mount(
      <CostChartView scenario={eight() as unknown as Scenario} result={runEight("gather-broadcast")} />,
    );
    expect(el.querySelector("[data-testid='cost-chart-gather-broadcast']")?.textContent).toContain(
      "chosen m = 2 (estimate 1200 µs)",
    );
    expect(el.querySelector("[data-testid='cost-chart-two-step'] svg")).not.toBeNull();
    expect(el.textContent).toContain("differ by design");
  });
});

describe("FamilyCompareView", () => {
  it("lists the jobs of both families before they run (no workers in jsdom)", () => {
    const el = mount(
      <FamilyCompareView scenario={eight() as unknown as Scenario} result={runEight("two-step")} />,
    );
    expect(el.textContent).toContain("Two-Step Broadcast");
    expect(el.textContent).toContain("not run");
  });
});

describe("AllgatherEditor", () => {
  it("fills T_end from the speed classes (P0 made slow) and forces m", () => {
    const onChange = vi.fn();
    const base = eight();
    const s = eight({ nodes: base.nodes.map((x, i) => (i === 0 ? { tSend: 160, tRecv: 130 } : x)) });
    const el = mount(
      <AllgatherEditor doc={s as unknown as ScenarioDoc} scenario={s} issues={[]} onChange={onChange} />,
    );
    act(() => button(el, "Fill T_end").click());
    const filled = onChange.mock.calls[0]![0] as AllgatherScenario;
    expect((filled.tEnd as number[][])[0]).toEqual([0, 350, 350, 350, 450, 450, 450, 450]);
    const forced = el.querySelectorAll<HTMLInputElement>("input[name='ag-agents']")[1]!;
    act(() => forced.click());
    expect((onChange.mock.calls[1]![0] as AllgatherScenario).agents).toBe(2);
  });
});
