// @vitest-environment jsdom
// useMediaQuery (src/ui/use-media-query.ts): the query is evaluated once and then followed by its change
// event, so re-rendering the app (every edit) never asks the browser to evaluate it again; without
// matchMedia the fallback is used.
import { act, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { mediaMatches, useMediaQuery } from "../../src/ui/use-media-query";
import { renderer } from "./render";

const { mount, cleanup } = renderer();

/** A fake matchMedia whose one query list can be flipped; counts how often it is asked. */
function fakeMatchMedia(initial: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: initial,
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
  };
  const state = { asked: 0, listeners };
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    writable: true,
    value: () => {
      state.asked++;
      return list;
    },
  });
  return {
    state,
    flip: (m: boolean) =>
      act(() => {
        list.matches = m;
        for (const f of listeners) f();
      }),
  };
}

describe("useMediaQuery", () => {
  afterEach(() => {
    Reflect.deleteProperty(window, "matchMedia");
  });

  it("follows the query's change event, and re-renders without evaluating the query again", () => {
    const media = fakeMatchMedia(true);
    let rerender: () => void = () => {};
    function Probe() {
      const [, setN] = useState(0);
      rerender = () => setN((n) => n + 1);
      return <span data-testid="m">{String(useMediaQuery("(min-width: 1200px)"))}</span>;
    }
    const host = mount(<Probe />);
    const text = () => host.querySelector("[data-testid=m]")?.textContent;
    expect(text()).toBe("true");
    const asked = media.state.asked;
    for (let k = 0; k < 5; k++) act(() => rerender());
    expect(media.state.asked).toBe(asked);
    media.flip(false);
    expect(text()).toBe("false");
    media.flip(true);
    expect(text()).toBe("true");
  });

  it("stops listening when unmounted, and uses the fallback without matchMedia", () => {
    const media = fakeMatchMedia(false);
    function Probe() {
      return <span>{String(useMediaQuery("(min-width: 1200px)"))}</span>;
    }
    const host = mount(<Probe />);
    expect(host.textContent).toBe("false");
    expect(media.state.listeners.size).toBe(1);
    cleanup();
    expect(media.state.listeners.size).toBe(0);
    Reflect.deleteProperty(window, "matchMedia");
    expect(mediaMatches("(min-width: 1200px)", true)).toBe(true);
    expect(mediaMatches("(min-width: 1200px)", false)).toBe(false);
  });
});
