// @vitest-environment jsdom
// The cluster view in jsdom: export buttons, a press that selects a node, and a drag of a client onto
// another agent that regroups the scenario (the drop target and the ghost's words on the way).
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { AllgatherScenario } from "../../../../src/core/allgather";
import { ClusterView } from "../../../../src/ui/families/allgather/ClusterView";
import { layoutClusters } from "../../../../src/ui/families/allgather/cluster-layout";
import {
  allgatherDetailsOf,
  captionWidth,
  clusterCaption,
} from "../../../../src/ui/families/allgather/details";
import { button, renderer } from "../../render";
import { eight, runEight } from "./run";

const { mount } = renderer();

describe("ClusterView", () => {
  /** A pointer event at client coordinates (jsdom: the SVG sits at 0, 0, unzoomed). */
  const pointer = (type: string, x: number, y: number) =>
    new MouseEvent(type, { bubbles: true, clientX: x, clientY: y, button: 0 });
  const layoutOfEight = () => {
    const details = allgatherDetailsOf(runEight("two-step"))!;
    const captions = details.clusters.map((c) => clusterCaption(details, c[0]!, "us"));
    // The view falls back to 900 × 320 in jsdom (no layout).
    return layoutClusters(details.clusters, 8, { width: 900, height: 320 }, captions.map(captionWidth));
  };

  it("offers SVG and PNG export of the drawing", () => {
    const el = mount(<ClusterView scenario={eight()} result={runEight("two-step")} />);
    expect(button(el, "Export SVG")).toBeTruthy();
    expect(button(el, "Export PNG")).toBeTruthy();
  });

  it("selects a node pressed and released in place", () => {
    const onSelect = vi.fn();
    const el = mount(<ClusterView scenario={eight()} result={runEight("two-step")} onSelect={onSelect} />);
    const p = layoutOfEight().nodes[5]!;
    const circle = el.querySelector("[data-testid='cluster-node-P5'] circle")!;
    act(() => void circle.dispatchEvent(pointer("pointerdown", p.x, p.y)));
    act(() => void circle.dispatchEvent(pointer("pointerup", p.x, p.y)));
    expect(onSelect).toHaveBeenLastCalledWith("node:5");
  });

  it("dragging a client onto another agent regroups the scenario", () => {
    const onScenarioChange = vi.fn();
    const el = mount(
      <ClusterView scenario={eight()} result={runEight("two-step")} onScenarioChange={onScenarioChange} />,
    );
    const l = layoutOfEight();
    const from = l.nodes[4]!;
    const to = l.nodes[1]!;
    const svg = el.querySelector("[data-testid='cluster-svg']")!;
    const circle = el.querySelector("[data-testid='cluster-node-P4'] circle")!;
    act(() => void circle.dispatchEvent(pointer("pointerdown", from.x, from.y)));
    act(() => void svg.dispatchEvent(pointer("pointermove", (from.x + to.x) / 2, (from.y + to.y) / 2)));
    act(() => void svg.dispatchEvent(pointer("pointermove", to.x, to.y)));
    expect(el.querySelector(".ag-ghost text")?.textContent).toBe("P4 is now a client of P1");
    act(() => void svg.dispatchEvent(pointer("pointerup", to.x, to.y)));
    const next = onScenarioChange.mock.calls[0]![0] as AllgatherScenario;
    expect(next.clusters?.find((c) => c[0] === 1)).toContain(4);
    expect(el.querySelector("[data-testid='cluster-message']")?.textContent).toContain(
      "P4 is now a client of P1",
    );
  });
});
