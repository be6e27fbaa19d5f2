// @vitest-environment jsdom
// What changed waits for an idle moment (useIdleValue): the edited schedule is painted first. Until the
// page is idle the panel keeps the comparison before (nothing at first); a newer change cancels the
// wait for an older one; without requestIdleCallback the value is taken at once.
import { act, useState } from "react";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { runScenario } from "../../../src/core/registry";
import { parseScenario } from "../../../src/core/scenario/document";
import { useIdleValue, WhatChanged, type Change } from "../../../src/ui/side-by-side/WhatChanged";
import { renderer } from "../render";
import { PAPER, presetDoc } from "./helpers";

const { mount } = renderer();

/** A fake requestIdleCallback: callbacks wait until `idle()` runs them. */
function fakeIdle() {
  const waiting = new Map<number, IdleRequestCallback>();
  let next = 1;
  Object.defineProperty(window, "requestIdleCallback", {
    configurable: true,
    writable: true,
    value: (f: IdleRequestCallback) => {
      waiting.set(next, f);
      return next++;
    },
  });
  Object.defineProperty(window, "cancelIdleCallback", {
    configurable: true,
    writable: true,
    value: (id: number) => waiting.delete(id),
  });
  return {
    pending: () => waiting.size,
    idle: () =>
      act(() => {
        const fs = [...waiting.values()];
        waiting.clear();
        for (const f of fs) f({ didTimeout: false, timeRemaining: () => 50 });
      }),
  };
}

function Show({ value }: { value: string }) {
  const shown = useIdleValue(value);
  return <span data-testid="shown">{shown ?? "nothing"}</span>;
}

describe("useIdleValue", () => {
  let idle: ReturnType<typeof fakeIdle>;
  beforeEach(() => {
    idle = fakeIdle();
  });
  // After the renderer's cleanup (an afterEach), which cancels the waits of the unmounted hooks.
  afterAll(() => {
    Reflect.deleteProperty(window, "requestIdleCallback");
    Reflect.deleteProperty(window, "cancelIdleCallback");
  });

  it("takes a value when the page is idle, keeping the previous one until then", () => {
    const host = mount(<Show value="a" />);
    const text = () => host.querySelector("[data-testid=shown]")?.textContent;
    expect(text()).toBe("nothing");
    idle.idle();
    expect(text()).toBe("a");
  });

  it("drops the wait for a value replaced before the page was idle", () => {
    let set: (v: string) => void = () => {};
    function Harness() {
      const [v, setV] = useState("a");
      set = setV;
      return <Show value={v} />;
    }
    const host = mount(<Harness />);
    const text = () => host.querySelector("[data-testid=shown]")?.textContent;
    idle.idle();
    expect(text()).toBe("a");
    act(() => set("b"));
    act(() => set("c"));
    // b's wait was cancelled: one wait, for c; a stays until then.
    expect(idle.pending()).toBe(1);
    expect(text()).toBe("a");
    idle.idle();
    expect(text()).toBe("c");
  });

  it("runs `prepare` in the idle callback, before the value is taken (the render finds its work done)", () => {
    const order: string[] = [];
    const prepare = (v: string) => order.push(`prepare ${v}`);
    function Prepared({ value }: { value: string }) {
      const shown = useIdleValue(value, 300, false, prepare);
      if (shown) order.push(`render ${shown}`);
      return null;
    }
    mount(<Prepared value="a" />);
    expect(order).toEqual([]);
    idle.idle();
    expect(order).toEqual(["prepare a", "render a"]);
  });

  it("does not wait for an idle moment while paused (a run in flight), then does", () => {
    let setPaused: (p: boolean) => void = () => {};
    let setValue: (v: string) => void = () => {};
    function Paused() {
      const [v, setV] = useState("a");
      const [paused, setP] = useState(true);
      setPaused = setP;
      setValue = setV;
      const shown = useIdleValue(v, 300, paused);
      return <span data-testid="shown">{shown ?? "nothing"}</span>;
    }
    const host = mount(<Paused />);
    const text = () => host.querySelector("[data-testid=shown]")?.textContent;
    expect(idle.pending()).toBe(0);
    act(() => setPaused(false));
    expect(idle.pending()).toBe(1);
    idle.idle();
    expect(text()).toBe("a");
    // Taken: pausing and resuming does not ask again; a new value while paused waits for the resume.
    act(() => setPaused(true));
    act(() => setValue("b"));
    expect(idle.pending()).toBe(0);
    expect(text()).toBe("a");
    act(() => setPaused(false));
    expect(idle.pending()).toBe(1);
    idle.idle();
    expect(text()).toBe("b");
    expect(idle.pending()).toBe(0);
  });

  it("draws What changed only once the page is idle (Escape dismisses before that too)", () => {
    const doc = presetDoc(PAPER);
    const scenario = parseScenario(doc);
    const result = runScenario(scenario, "ecf");
    const other = runScenario(scenario, "ecfp");
    const change: Change = {
      before: { doc, scenario, result },
      after: { doc, scenario, result: { ...other, algorithm: result.algorithm } },
    };
    let dismissed = 0;
    const host = mount(<WhatChanged change={change} onDismiss={() => dismissed++} />);
    expect(host.querySelector("[data-testid=what-changed]")).toBeNull();
    act(() => {
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape" }));
    });
    expect(dismissed).toBe(1);
    idle.idle();
    expect(host.querySelector("[data-testid=what-changed-makespan]")?.textContent).toContain("makespan");
  });
});
