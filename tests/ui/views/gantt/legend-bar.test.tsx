// @vitest-environment jsdom
// The Gantt's legend bar: past 20 messages a colour ramp between the first and last messages' short
// names (their full names, "m0: P0 → {P1,P2,… 1023 nodes}", ran off the panel), the full names on hover.
import { describe, expect, it } from "vitest";
import { GanttLegendBar } from "../../../../src/ui/views/gantt/Legend";
import { renderer } from "../../render";

const { mount } = renderer();

describe("GanttLegendBar", () => {
  it("names a ramp's ends by message and source, with the full names as its title", () => {
    const from = "m0: P0 → {P1,P2,P3,P4,P5,… 1023 nodes}";
    const to = "m1023: P1023 → {P0,P1,P2,P3,P4,… 1023 nodes}";
    const el = mount(
      <GanttLegendBar
        legend={{
          title: "1024 messages",
          entries: [],
          ramp: { colors: ["#000", "#fff"], from, to },
          kinds: [],
        }}
      />,
    );
    const item = el.querySelector(".sx-ramp")?.parentElement;
    expect(item?.textContent).toBe("m0 (P0)m1023 (P1023)");
    expect(item?.getAttribute("title")).toBe(`${from} … ${to}`);
  });
});
