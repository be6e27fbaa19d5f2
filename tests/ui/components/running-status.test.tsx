// @vitest-environment jsdom
// "running…" beside a schedule shows only once a run has computed for RUNNING_SHOWN_AFTER_MS: an edit's
// run that answers sooner changes nothing on screen until its new schedule (SummaryBar.tsx). The page's
// first run, with nothing on screen yet, says "Scheduling…" at once. The bar's data-run always says
// whether a run is in flight (the browser bench watches it).
import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RunResult, ScenarioDoc } from "../../../src/core/family";
import { unpackSchedule } from "../../../src/core/schedule/pack";
import { handleRun } from "../../../src/engine/service";
import { RUNNING_SHOWN_AFTER_MS, SummaryBar } from "../../../src/ui/components/SummaryBar";
import type { RunStatus } from "../../../src/ui/state";
import { renderer } from "../render";

const { mount } = renderer();

const doc: ScenarioDoc = {
  version: 1,
  kind: "multicast",
  generator: { id: "multicast-random@1", params: { nodes: 6, pattern: "all-to-all" }, seed: 2 },
};

function result(): RunResult {
  const reply = handleRun({ doc, algorithm: "wr", explain: false }, () => 0);
  if (!reply.ok) throw new Error("expected a schedule");
  return {
    schedule: unpackSchedule(reply.schedule),
    details: reply.details,
    algorithm: reply.algorithm,
    edited: false,
    plan: undefined,
  };
}

/** A root of the test's own, to render the same bar again with new props. */
function ownRoot() {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  return {
    host,
    render: (node: ReactNode) => act(() => root.render(node)),
    done: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}

const running: RunStatus = { kind: "running" };
const idle: RunStatus = { kind: "idle" };
const props = { elapsedMs: 1, onResetPlan: () => {}, onCancel: () => {} };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the summary bar while a run is in flight", () => {
  it("beside a schedule, says running… (with Cancel) only after RUNNING_SHOWN_AFTER_MS", () => {
    const r = result();
    const host = mount(<SummaryBar result={r} status={running} {...props} />);
    const bar = host.querySelector(".summary-bar") as HTMLElement;
    expect(bar.dataset.run).toBe("running");
    expect(host.querySelector(".running")).toBeNull();
    act(() => void vi.advanceTimersByTime(RUNNING_SHOWN_AFTER_MS - 1));
    expect(host.querySelector(".running")).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(host.querySelector(".running")?.textContent).toContain("running…");
    expect(host.querySelector(".running button")?.textContent).toMatch(/cancel/i);
  });

  it("a run that answers sooner never shows it; the next run waits its own delay", () => {
    const r = result();
    const { host, render, done } = ownRoot();
    render(<SummaryBar result={r} status={running} {...props} />);
    act(() => void vi.advanceTimersByTime(RUNNING_SHOWN_AFTER_MS / 2));
    // The run ends: the same bar, now idle.
    render(<SummaryBar result={r} status={idle} {...props} />);
    expect((host.querySelector(".summary-bar") as HTMLElement).dataset.run).toBe("idle");
    act(() => void vi.advanceTimersByTime(RUNNING_SHOWN_AFTER_MS));
    expect(host.querySelector(".running")).toBeNull();
    render(<SummaryBar result={r} status={running} {...props} />);
    act(() => void vi.advanceTimersByTime(RUNNING_SHOWN_AFTER_MS / 2));
    expect(host.querySelector(".running")).toBeNull();
    act(() => void vi.advanceTimersByTime(RUNNING_SHOWN_AFTER_MS / 2));
    expect(host.querySelector(".running")).not.toBeNull();
    done();
  });

  it("with nothing on screen yet, says Scheduling… at once", () => {
    const host = mount(<SummaryBar result={null} status={running} {...props} />);
    expect(host.querySelector(".running")?.textContent).toContain("Scheduling…");
  });
});
