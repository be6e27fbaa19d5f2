// @vitest-environment jsdom
// A view's time window follows a new schedule (an edit's new makespan) or a window from outside in the
// same commit: no commit (and no paint) of the old window first.
import { act, useState } from "react";
import { describe, expect, it } from "vitest";
import type { Window } from "../../../../src/ui/views/gantt/zoom";
import { useTimeWindow } from "../../../../src/ui/views/common/use-time-window";
import { renderer } from "../../render";

const { mount } = renderer();

describe("useTimeWindow", () => {
  it("commits a new schedule's whole window at once, and an outside zoom, never the stale window", () => {
    const committed: Window[] = [];
    let setFull: (w: Window) => void = () => {};
    let setZoom: (z: readonly [number, number] | undefined) => void = () => {};
    function Probe() {
      const [full, setF] = useState<Window>([0, 100]);
      const [zoom, setZ] = useState<readonly [number, number] | undefined>(undefined);
      setFull = setF;
      setZoom = setZ;
      const { win, zoomed } = useTimeWindow(full, zoom, undefined);
      return <Committed win={win} zoomed={zoomed} />;
    }
    function Committed({ win, zoomed }: { win: Window; zoomed: boolean }) {
      committed.push(win);
      return <span data-testid="w">{`${win[0]}-${win[1]}${zoomed ? " zoomed" : ""}`}</span>;
    }
    const host = mount(<Probe />);
    const text = () => host.querySelector("[data-testid=w]")?.textContent;
    expect(text()).toBe("0-100");
    committed.length = 0;
    act(() => setFull([0, 140]));
    expect(text()).toBe("0-140");
    // The child rendered once, with the new window only.
    expect(committed).toEqual([[0, 140]]);
    committed.length = 0;
    act(() => setZoom([10, 50]));
    expect(text()).toBe("10-50 zoomed");
    expect(committed).toEqual([[10, 50]]);
    // The same window again (a bound's swap: a new schedule, the same makespan) changes nothing.
    committed.length = 0;
    act(() => setFull([0, 140]));
    expect(text()).toBe("10-50 zoomed");
  });
});
