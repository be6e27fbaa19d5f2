// @vitest-environment jsdom
// The Gantt's critical-path toggle: off by default; on, the status names the path.
import { act } from "react";
import { describe, expect, it } from "vitest";
import { findPreset, runScenario } from "../../../../src/core/registry";
import { parseScenario } from "../../../../src/core/scenario/document";
import { criticalPath } from "../../../../src/core/schedule/critical-path";
import { criticalSummary } from "../../../../src/ui/views/gantt/critical";
import { ganttView } from "../../../../src/ui/views";
import { renderer, withoutCanvas } from "../../render";
import { paperExample } from "../fixtures";

const { mount } = renderer();
withoutCanvas();

describe("critical path on the Gantt chart", () => {
  it("summarises the path", () => {
    expect(criticalSummary(criticalPath(paperExample()))).toBe("critical path: 6 tasks");
  });

  it("is toggled from the toolbar", () => {
    const scenario = parseScenario(findPreset("grid-example-4")!.doc);
    const result = runScenario(scenario, undefined);
    const View = ganttView.component;
    const el = mount(<View scenario={scenario} result={result} />);
    const toggle = el.querySelector<HTMLInputElement>('[data-testid="critical-path-toggle"]')!;
    expect(toggle.checked).toBe(false);
    expect(el.querySelector('[data-testid="critical-path-summary"]')).toBeNull();
    act(() => toggle.click());
    expect(el.querySelector('[data-testid="critical-path-summary"]')?.textContent).toMatch(
      /critical path: \d+ tasks, \d+ transits/,
    );
  });
});
