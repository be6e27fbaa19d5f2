// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { PlanEdit, ScenarioDoc } from "../../../../src/core/family";
import { gridFamily } from "../../../../src/core/grid";
import { scenarioOfKind, type Scenario } from "../../../../src/core/registry";
import { parseScenario } from "../../../../src/core/scenario/document";
import { FAMILY_UI } from "../../../../src/ui/families";
import { StepsPanel } from "../../../../src/ui/components/StepsPanel";
import { GridEditor } from "../../../../src/ui/families/grid/Editor";
import { gridTreeView, pathText } from "../../../../src/ui/families/grid/GridTreeView";
import { gridTreeDecorations } from "../../../../src/ui/families/grid/tree-decorations";
import { COMMON_VIEWS, mergeViews } from "../../../../src/ui/views/registry";
import { dropEdit } from "../../../../src/ui/views/tree/edit";
import { layoutTree } from "../../../../src/ui/views/tree/layout";
import { commitField, renderer } from "../../render";
import { presetScenario, runGrid } from "./helpers";

const { mount } = renderer();
beforeAll(() => {
  // jsdom does not scroll.
  Element.prototype.scrollIntoView = () => undefined;
});

const presetDoc = (id: string) => gridFamily.presets.find((p) => p.id === id)?.doc as ScenarioDoc;

describe("GridEditor", () => {
  it("edits a matrix entry of an explicit grid (asymmetric allowed), and the result is valid", () => {
    const doc = presetDoc("grid-paper-grid5000");
    const onChange = vi.fn();
    const el = mount(
      <GridEditor
        doc={doc}
        scenario={scenarioOfKind(parseScenario(doc), "grid-broadcast")}
        issues={[]}
        onChange={onChange}
      />,
    );
    const cell = el.querySelector<HTMLInputElement>('input[aria-label="g from P0 to P5"]');
    expect(cell?.value).toBe("400");
    commitField(cell!, "250");
    const next = onChange.mock.calls[0]?.[0] as ScenarioDoc;
    const s = parseScenario(next) as unknown as { gap: number[][] };
    expect(s.gap[0]?.[5]).toBe(250);
    expect(s.gap[5]?.[0]).toBe(400);
    // Predicted T is shown with the way it was computed.
    expect(el.querySelector('[data-testid="t-2"]')?.textContent).toBe("≈ 120.107");
  });

  it("keeps a generated grid generated: a single value becomes an override", () => {
    const doc = presetDoc("grid-random-5");
    const onChange = vi.fn();
    const el = mount(
      <GridEditor
        doc={doc}
        scenario={scenarioOfKind(parseScenario(doc), "grid-broadcast")}
        issues={[]}
        onChange={onChange}
      />,
    );
    commitField(el.querySelector<HTMLInputElement>('input[aria-label="P1 T (ms)"]')!, "42");
    const next = onChange.mock.calls[0]?.[0] as ScenarioDoc;
    expect(next.generator).toBeDefined();
    expect(next.overrides).toEqual({ "clusters.1.intra": 42 });
  });

  it("summarises matrices too large to edit cell by cell", () => {
    const doc = presetDoc("grid-random-50");
    const el = mount(
      <GridEditor
        doc={doc}
        scenario={scenarioOfKind(parseScenario(doc), "grid-broadcast")}
        issues={[]}
        onChange={vi.fn()}
      />,
    );
    expect(el.querySelector('[data-testid="gap-summary"]')?.textContent).toMatch(
      /A 50×50 matrix \(asymmetric\): min 1\d\d(\.\d+)?, mean/,
    );
    expect(el.querySelector('input[aria-label="g from P0 to P1"]')).toBeNull();
  });

  it("marks the field a rejected edit named", () => {
    const doc = presetDoc("grid-example-4");
    const el = mount(
      <GridEditor
        doc={doc}
        scenario={scenarioOfKind(parseScenario(doc), "grid-broadcast")}
        issues={[{ path: "latency[1][3]", message: "latency (L) must be ≥ 0" }]}
        onChange={vi.fn()}
      />,
    );
    const cell = el.querySelector('input[aria-label="L from P1 to P3"]');
    expect(cell?.getAttribute("aria-invalid")).toBe("true");
    expect(cell?.getAttribute("title")).toContain("must be ≥ 0");
  });
});

describe("gridTreeView", () => {
  it("names the critical path, shortening a long one", () => {
    expect(pathText([0, 1, 2])).toBe("P0 → P1 → P2");
    expect(pathText([0, 121, 166, 24, 153, 210, 236])).toBe("P0 → P121 → … → P210 → P236 (7 clusters)");
  });

  it("replaces the generic tree tab for grids, in the same place", () => {
    const tabs = mergeViews(COMMON_VIEWS, FAMILY_UI["grid-broadcast"]?.views ?? []);
    expect(tabs.map((v) => v.id)).toEqual(COMMON_VIEWS.map((v) => v.id));
    expect(tabs.find((v) => v.id === "tree")?.label).toBe("Broadcast tree");
    expect(mergeViews(COMMON_VIEWS, []).map((v) => v.label)).toContain("Trees");
  });

  it("shows the critical path and turns a drop on another cluster into a re-parent edit", () => {
    const s = presetScenario("grid-paper-grid5000");
    const result = runGrid(s, "ecef");
    const C = gridTreeView.component;
    const el = mount(<C scenario={s as unknown as Scenario} result={result} onEdit={vi.fn()} />);
    expect(el.querySelector('[data-testid="critical-path"]')?.textContent).toContain("P0 → P1 → P2");
    expect(el.querySelectorAll('[data-highlight="true"]')).toHaveLength(2);
    expect(el.textContent).toContain("every machine at 982.35 ms");
    // Dropping P5 on P1 in the laid-out tree is a re-parent the family accepts and replays.
    const tree = result.schedule.trees?.[0];
    if (!tree) throw new Error("no tree");
    const layout = layoutTree(
      tree,
      result.schedule,
      { width: 930, height: 330 },
      {
        decorations: gridTreeDecorations(result.details, "ms"),
      },
    );
    const p1 = layout.nodes.find((n) => n.node === 1);
    const edit = dropEdit(tree, layout, 5, p1?.x ?? 0, p1?.y ?? 0);
    expect(edit).toEqual({ type: "reparent", message: 0, node: 5, parent: 1 });
    const plan = gridFamily.applyEdit(s, result.plan as never, edit as PlanEdit);
    expect(plan.children[1]).toEqual([2, 5]);
    expect(gridFamily.replay(s, plan, "ecef", undefined).details.parent[5]).toBe(1);
  });
});

describe("StepsPanel on a grid", () => {
  it("leaves out the single message and keeps the candidates' scores in view", () => {
    const r = runGrid(presetScenario("grid-example-4"), "ecef");
    const el = mount(<StepsPanel schedule={r.schedule} step={2} onStep={vi.fn()} />);
    const headers = Array.from(el.querySelectorAll(".candidates th")).map((th) => th.textContent);
    expect(headers).toEqual(["sender", "receiver", "RT+g+L (ms)"]);
    // The score, then its terms as Steffenel–Mounié write them (src/core/schedule/score.ts).
    expect(el.querySelector(".candidates tr.chosen")?.textContent).toBe(
      "P0P2410 ✓RT_i 100 + g_ij 300 + L_ij 10 = 410",
    );
    expect(el.textContent).not.toContain("broadcast from P0");
  });
});
