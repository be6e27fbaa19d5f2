// @vitest-environment jsdom
// The page's start in short tasks (boot.tsx): the link is read in steps (startFromHashInSteps gives what
// startFromHash gives, good link or bad), and the family's editor follows the page's first commit
// (useAfterFirstCommit: false on the first render, true from the next task, at once after the start).
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { allPresets } from "../../src/core/registry";
import { encodeUrlState } from "../../src/core/scenario/url";
import { markStarted, useAfterFirstCommit } from "../../src/ui/after-first-commit";
import { startFromHash, startFromHashInSteps, type StartState } from "../../src/ui/location";
import { renderer } from "./render";

const views = (kind: string) => (kind === "multicast" ? ["gantt", "timing", "tree", "table"] : null);

function stepped(hash: string): { yields: number; start: StartState } {
  const steps = startFromHashInSteps(hash, views);
  let yields = 0;
  for (;;) {
    const s = steps.next();
    if (s.done) return { yields, start: s.value };
    yields++;
  }
}

describe("startFromHashInSteps", () => {
  it("gives startFromHash's start for good and bad links", () => {
    const preset = allPresets().find((p) => p.doc.kind === "multicast")!;
    const hashes = [
      encodeUrlState(preset.doc, { v: 1 }),
      "#s=garbage",
      encodeUrlState(preset.doc, { v: 1, view: "spiral" }),
      encodeUrlState({ ...preset.doc, version: 99 } as never, { v: 1 }),
      "",
    ];
    for (const hash of hashes) {
      const r = stepped(hash);
      expect(r.start).toEqual(startFromHash(hash, views));
    }
    // A good link is read in three tasks; the parsed scenario comes with it (not parsed again).
    const good = stepped(encodeUrlState(preset.doc, { v: 1 }));
    expect(good.yields).toBe(2);
    expect(good.start.scenario?.kind).toBe("multicast");
    expect(good.start.problem).toBeNull();
  });
});

describe("useAfterFirstCommit", () => {
  const { mount } = renderer();
  afterEach(() => markStarted(false));

  function Probe() {
    return <span>{useAfterFirstCommit() ? "after" : "first"}</span>;
  }
  const nextTask = () => new Promise<void>((r) => setTimeout(r, 0));

  it("is false on the page's first render and true from a following task", async () => {
    markStarted(false);
    const host = mount(<Probe />);
    expect(host.textContent).toBe("first");
    await act(async () => {
      await nextTask();
      await nextTask();
    });
    expect(host.textContent).toBe("after");
    // Once the start is over, a part mounts at once (unfolding the editor, another preset).
    const later = mount(<Probe />);
    expect(later.textContent).toBe("after");
  });
});
