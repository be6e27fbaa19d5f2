// @vitest-environment jsdom
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import type { ScenarioDoc } from "../../../../src/core/family";
import { findPreset, scenarioOfKind } from "../../../../src/core/registry";
import { parseScenario } from "../../../../src/core/scenario/document";
import { FAMILY_UI } from "../../../../src/ui/families";
import { RedistributionEditor } from "../../../../src/ui/families/redistribution/Editor";
import { arrayView, matrixView } from "../../../../src/ui/families/redistribution";
import { byLabel, commitField, renderer } from "../../render";
import { presetRun } from "../../views/timing/fixtures";

const { mount: render } = renderer();

/** Types `value` into the input labelled `label` and leaves it (NumberField commits on blur). */
const type = (el: HTMLElement, label: string, value: string) =>
  commitField(byLabel<HTMLInputElement>(el, label), value, "leave");

const fig3 = findPreset("redistribution-paper-r2-3-4")!.doc;

describe("RedistributionEditor", () => {
  it("is the family's editor, with its array and matrix views", () => {
    expect(FAMILY_UI.redistribution?.Editor).toBe(RedistributionEditor);
    expect(FAMILY_UI.redistribution?.views.map((v) => v.id)).toEqual(["array", "matrix"]);
  });

  it("edits K, and the bandwidth of one pair in MB/s", () => {
    const onChange = vi.fn<(d: ScenarioDoc) => void>();
    const el = render(
      <RedistributionEditor
        doc={fig3}
        scenario={scenarioOfKind(parseScenario(fig3), "redistribution")}
        issues={[]}
        onChange={onChange}
      />,
    );
    expect(el.textContent).toContain("24 blocks of 2 elements (16 bytes) become 8 blocks of 6");
    type(el, "K (factor)", "2");
    expect(onChange.mock.lastCall?.[0]).toMatchObject({ K: 2 });
    type(el, "bandwidth from P0 to P1", "64");
    expect((onChange.mock.lastCall?.[0].bandwidth as number[][])[0]?.[1]).toBe(64);
  });

  it("keeps a generated scenario's edits as overrides, so the link stays short", () => {
    const doc = findPreset("redistribution-small-p8-k5")!.doc;
    const onChange = vi.fn<(d: ScenarioDoc) => void>();
    const el = render(
      <RedistributionEditor
        doc={doc}
        scenario={scenarioOfKind(parseScenario(doc), "redistribution")}
        issues={[]}
        onChange={onChange}
      />,
    );
    expect(el.querySelector('input[aria-label="K (factor)"]')).toBeNull(); // the generator's parameter
    type(el, "bandwidth from P0 to P1", "64");
    const next = onChange.mock.lastCall![0];
    expect(next.overrides).toEqual({ "bandwidth.0.1": 64 });
    expect((parseScenario(next) as { bandwidth: number[][] }).bandwidth[0]![1]).toBe(64);
  });

  it("marks a rejected field and turns a range into a generated scenario", () => {
    const onChange = vi.fn<(d: ScenarioDoc) => void>();
    const el = render(
      <RedistributionEditor
        doc={fig3}
        scenario={scenarioOfKind(parseScenario(fig3), "redistribution")}
        issues={[{ path: "bandwidth[2][3]", message: "must be > 0" }]}
        onChange={onChange}
      />,
    );
    expect(
      el.querySelector('input[aria-label="bandwidth from P2 to P3"]')?.getAttribute("aria-invalid"),
    ).toBe("true");
    const draw = Array.from(el.querySelectorAll("button")).find((b) => b.textContent?.includes("Draw"))!;
    act(() => draw.click());
    const doc = onChange.mock.lastCall?.[0];
    expect(doc?.generator).toMatchObject({ id: "redistribution-random@1" });
    expect(parseScenario(doc!)).toMatchObject({ processors: 4, K: 3 });
  });
});

describe("arrayView and matrixView", () => {
  const run = presetRun("redistribution-paper-r2-3-4", "greedy");

  it("are offered for redistribution schedules only", () => {
    expect(arrayView.available(run.result, run.scenario)).toBe(true);
    const other = { ...run.result, schedule: { ...run.result.schedule, family: "grid" as const } };
    expect(matrixView.available(other, run.scenario)).toBe(false);
  });

  it("array view: blocks before and after, and each processor's index sets", () => {
    const View = arrayView.component;
    const el = render(<View scenario={run.scenario} result={run.result} />);
    expect(el.textContent).toContain("16 blocks move");
    expect(el.querySelectorAll("svg rect[data-block]")).toHaveLength(48);
    // P0 keeps b0 and b12, sends b4, b16 to P1 and b8, b20 to P2 (Fig. 1, Fig. 2a).
    const row = Array.from(el.querySelectorAll("tbody tr"))[0]!.textContent ?? "";
    expect(row).toContain("b0 b12");
    expect(row).toContain("P1 b4 b16");
    expect(row).toContain("P2 b8 b20");
  });

  it("matrix view: the heat map and the lower bound named with its binding lines", () => {
    const View = matrixView.component;
    const el = render(<View scenario={run.scenario} result={run.result} />);
    expect(el.querySelector("[data-testid=matrix-bound]")?.textContent).toContain(
      "is reached by sender P2, receiver P0",
    );
    expect(el.querySelector("svg")?.innerHTML).toContain("Σ row");
  });
});
