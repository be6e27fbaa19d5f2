// @vitest-environment jsdom
// The link heat map of a matrix larger than its panel opens fitted (the overview: one image of the
// whole matrix, each pixel its hottest link; e2e/analysis.spec.ts checks a block's tooltip at 512
// nodes), and "fit to panel" unticked gives the cells again; a matrix that fits has no such box.
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RunResult } from "../../../../src/core/family";
import type { Schedule } from "../../../../src/core/schedule/types";
import { LinkHeatView } from "../../../../src/ui/views/link-heat/LinkHeatView";
import type { ViewProps } from "../../../../src/ui/views/types";
import { renderer } from "../../render";
import { allToAllSchedule, paperExample } from "../fixtures";

const { mount } = renderer();

/** A 2D context that keeps the images put on it (every other method does nothing). */
function imageContext(put: { w: number; h: number }[]) {
  const own: Record<string, unknown> = {
    createImageData: (w: number, h: number) => ({
      width: w,
      height: h,
      data: new Uint8ClampedArray(4 * w * h),
    }),
    putImageData: (image: { width: number; height: number }) => put.push({ w: image.width, h: image.height }),
  };
  return new Proxy(own, {
    get: (target, k) => (typeof k === "string" && k in target ? target[k] : () => undefined),
    set: () => true,
  });
}

function view(s: Schedule) {
  const result: RunResult = { schedule: s, details: {}, algorithm: "wr", edited: false, plan: null };
  return mount(<LinkHeatView {...({ result, scenario: {} } as unknown as ViewProps)} />);
}

describe("LinkHeatView, fitted", () => {
  const original = HTMLCanvasElement.prototype.getContext;
  const put: { w: number; h: number }[] = [];
  beforeEach(() => {
    put.length = 0;
    Object.defineProperty(HTMLCanvasElement.prototype, "getContext", {
      value: () => imageContext(put),
      configurable: true,
      writable: true,
    });
  });
  afterEach(() => {
    HTMLCanvasElement.prototype.getContext = original;
  });

  it("opens a matrix larger than the panel as its overview, and unticked shows the cells", () => {
    // jsdom's panel is the fallback 800 × 400: 328 px for the matrix, less than 64 × 6 px cells.
    const el = view(allToAllSchedule(64));
    const canvas = el.querySelector<HTMLCanvasElement>('[data-testid="link-heat-canvas"]')!;
    expect(canvas.dataset.pixels).toBe("overview");
    expect([canvas.width, canvas.height]).toEqual([64, 64]);
    expect(canvas.style.width).toBe("328px");
    expect(put.at(-1)).toEqual({ w: 64, h: 64 });
    const fit = el.querySelector<HTMLInputElement>(".sx-check input")!;
    expect(fit.checked).toBe(true);
    act(() => fit.click());
    expect(canvas.dataset.pixels).toBe("cells");
    expect(canvas.style.width).toBe(`${64 * 6}px`);
  });

  it("shows the link under the pointer; with a pixel per node it names no block of links", () => {
    const el = view(allToAllSchedule(64));
    const canvas = el.querySelector<HTMLCanvasElement>('[data-testid="link-heat-canvas"]')!;
    canvas.getBoundingClientRect = () => ({
      left: 0,
      top: 0,
      right: 328,
      bottom: 328,
      width: 328,
      height: 328,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    // Every pixel of a 64-node matrix is one link (a node per pixel): hover until one carries traffic.
    let text = "";
    for (let x = 10; x < 328 && !text; x += 5.125) {
      act(() => {
        canvas.dispatchEvent(new MouseEvent("mousemove", { clientX: x, clientY: 100, bubbles: true }));
      });
      text = el.querySelector('[role="tooltip"]')?.textContent ?? "";
    }
    expect(text).toMatch(/^P19 → P\d+/);
    // A pixel per node here: no block to name.
    expect(text).not.toContain("the hottest of");
  });

  it("has no overview for a matrix that fits", () => {
    const el = view(paperExample());
    const canvas = el.querySelector<HTMLCanvasElement>('[data-testid="link-heat-canvas"]')!;
    expect(canvas.dataset.pixels).toBeUndefined();
    expect(el.querySelector(".sx-check")).toBeNull();
  });
});
