// @vitest-environment jsdom
import { act } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ScenarioDoc } from "../../../../src/core/family";
import type { Scenario } from "../../../../src/core/registry";
import { FAMILY_UI } from "../../../../src/ui/families";
import { whenLoaded } from "../../../../src/ui/lazy";
import { packetUi } from "../../../../src/ui/families/packet";
import type { EditorProps } from "../../../../src/ui/families/types";
import type { ViewProps } from "../../../../src/ui/views/types";
import { optimalK, type PacketScenario } from "../../../../src/core/packet";
import { byLabel, commitField, renderer } from "../../render";
import { preset, run, scenarioOf } from "./helpers";

beforeAll(() => {
  // jsdom has no canvas: Plot's rasters and the large-tree painter get a context that draws nothing.
  HTMLCanvasElement.prototype.getContext = (() =>
    new Proxy(
      {},
      {
        get: (_t, key) =>
          key === "createImageData"
            ? (w: number, h: number) => ({ data: new Uint8ClampedArray(w * h * 4), width: w, height: h })
            : () => undefined,
        set: () => true,
      },
    )) as unknown as typeof HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.toDataURL = () => "data:image/png;base64,";
});

const { mount, cleanup } = renderer();

const view = (id: string) => packetUi.views.find((v) => v.id === id)!;
const props = (id: string, algorithm: string, extra: Partial<ViewProps> = {}): ViewProps => {
  const s = preset(id);
  return { scenario: s as unknown as Scenario, result: run(s, algorithm), ...extra };
};

describe("the packet family's UI", () => {
  it("is registered for packet-multicast scenarios with its three views", () => {
    expect(FAMILY_UI["packet-multicast"]).toBe(packetUi);
    expect(packetUi.views.map((v) => v.id)).toEqual(["packet-steps", "packet-optimal-k", "packet-buffers"]);
    const p = props("packet-paper-fig5", "binomial");
    for (const v of packetUi.views) expect(v.available(p.result, p.scenario)).toBe(true);
    expect(view("packet-steps").available({ ...p.result, details: {} }, p.scenario)).toBe(false);
  });
});

describe("StepView", () => {
  it("shows 6 FPFS steps for Fig. 5's binomial tree and steps through them", () => {
    const C = view("packet-steps").component;
    const el = mount(<C {...props("packet-paper-fig5", "binomial")} />);
    expect(el.querySelector('[data-testid="steps-fpfs"]')?.textContent).toBe("6 steps");
    expect(el.querySelector('[data-testid="steps-fcfs"]')?.textContent).toBe("6 steps");
    const position = () => el.querySelector('[data-testid="ni-step-position"]')?.textContent;
    expect(position()).toBe("6 / 6");
    act(() => byLabel(el, "First step").click());
    expect(position()).toBe("0 / 6");
    act(() => byLabel(el, "Next step").click());
    expect(position()).toBe("1 / 6");
    expect(el.textContent).toContain("step 1: P0→P2 [1]₀");
    expect(el.querySelectorAll('[data-lit="0"]')).toHaveLength(2); // the same copy in both panels
  });

  it("shows 5 steps for the linear tree", () => {
    const C = view("packet-steps").component;
    const el = mount(<C {...props("packet-paper-fig5", "linear")} />);
    expect(el.querySelector('[data-testid="steps-fpfs"]')?.textContent).toBe("5 steps");
  });

  it("moves the selected node earlier among its siblings through onEdit", () => {
    const onEdit = vi.fn();
    const C = view("packet-steps").component;
    const el = mount(
      <C {...props("packet-paper-fig8", "binomial", { onEdit, onSelect: vi.fn(), selection: "node:2" })} />,
    );
    const earlier = Array.from(el.querySelectorAll("button")).find((b) =>
      b.textContent?.includes("earlier"),
    )!;
    act(() => earlier.click());
    expect(onEdit).toHaveBeenCalledWith({
      type: "reorder-children",
      message: 0,
      node: 0,
      children: [2, 4, 1],
    });
  });

  it("draws a 1024-node tree on canvases", () => {
    const C = view("packet-steps").component;
    const s = scenarioOf({ nodes: 1024, packets: 2 });
    const el = mount(<C scenario={s as unknown as Scenario} result={run(s)} />);
    expect(el.querySelectorAll("canvas.pk-tree-svg")).toHaveLength(2);
    expect(el.querySelector('[data-testid="steps-fpfs"]')?.textContent).toBe(
      `${optimalK(1024, 2).steps} steps`,
    );
  });
});

describe("OptimalKView and BufferView", () => {
  it("render their charts and figures", async () => {
    // Both are loaded when first shown (src/ui/lazy.tsx): the test waits for their code.
    const K = view("packet-optimal-k").component;
    const el = mount(<K {...props("packet-paper-sec5-64-nodes", "k-binomial")} />);
    await act(() => whenLoaded(K));
    expect(el.querySelector('[data-testid="optimal-k-summary"]')?.textContent).toContain(
      "optimal k = 2, 22 FPFS steps",
    );
    expect(el.textContent).toContain("At n = 64: m = 1: k = 6");
    expect(el.querySelectorAll(".pk-plot svg").length).toBeGreaterThan(1);
    cleanup();
    const B = view("packet-buffers").component;
    const b = mount(<B {...props("packet-fcfs-buffers", "binomial")} />);
    await act(() => whenLoaded(B));
    expect(b.querySelector('[data-testid="peak-fcfs"]')?.textContent).toBe(
      "relays hold up to 4 packets (P4)",
    );
    expect(b.querySelector('[data-testid="peak-fpfs"]')?.textContent).toBe("relays hold up to 1 packet (P2)");
  });
});

describe("PacketEditor", () => {
  function editor(doc: ScenarioDoc, onChange = vi.fn(), issues: EditorProps["issues"] = []) {
    const s = preset("packet-paper-fig5");
    const el = mount(
      <packetUi.Editor
        doc={doc}
        scenario={{ ...s, ...doc } as unknown as PacketScenario}
        issues={issues}
        onChange={onChange}
      />,
    );
    return { el, onChange };
  }
  const doc: ScenarioDoc = { version: 1, kind: "packet-multicast", nodes: 4, packets: 3, k: null };

  it("proposes a new m, and shows Theorem 3's optimal k for n and m", () => {
    const { el, onChange } = editor(doc);
    expect(el.querySelector('[data-testid="optimal-k"]')?.textContent).toContain("k = 1");
    commitField(byLabel<HTMLInputElement>(el, "m (packets)"), "1");
    expect(onChange).toHaveBeenLastCalledWith({ ...doc, packets: 1 });
  });

  it("switches k between Theorem 3 and a fixed value with its range", () => {
    const { el, onChange } = editor(doc);
    const select = byLabel(el, "k choice") as HTMLSelectElement;
    act(() => {
      select.value = "fixed";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(onChange).toHaveBeenLastCalledWith({ ...doc, k: 1 });
    const fixed = editor({ ...doc, k: 2 }, vi.fn(), [{ path: "k", message: "must be between 1 and 2" }]);
    expect(fixed.el.textContent).toContain("fixed k, 1 … 2");
    expect(byLabel(fixed.el, "k (at most k children per node)").getAttribute("aria-invalid")).toBe("true");
  });

  it("reads a node order and proposes it", () => {
    const { el, onChange } = editor(doc);
    commitField(
      byLabel<HTMLInputElement>(el, "Node order (a permutation; the first node is the source)"),
      "2, 0, 1, 3",
    );
    expect(onChange).toHaveBeenLastCalledWith({ ...doc, order: [2, 0, 1, 3] });
  });
});
